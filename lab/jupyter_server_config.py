"""JupyterLab for `make lab` (which puts this folder on JUPYTER_CONFIG_PATH): lessons first.

The file browser lists the lessons (the `.ipynb` notebooks) and nothing that would distract a newcomer:
not their paired Jupytext scripts (`NN_x.py`, still beside them and the ones to edit, see the README),
not the test configuration beside them. A hidden file still opens by its path (File > Open from Path).
"""

c = get_config()  # noqa: F821 (given by Jupyter when it reads this file)

c.ContentsManager.hide_globs = [
    "__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~",  # Jupyter's own defaults
    "*.py", "*.cfg", "*.toml",  # the lessons' Jupytext scripts and the test configuration beside them
]  # fmt: skip

# The address printed in the terminal opens the first lesson too, not the Launcher (`make lab` also names
# the lesson, so the browser it starts opens there).
c.LabApp.default_url = "/lab/tree/00_start_here.ipynb"
