"""The classroom server's Voilà configuration (``make classroom``; Voilà reads it at start).

Every value a class depends on is here, so nobody has to remember flags. A flag on the command line
still wins, e.g. ``python classroom/serve.py --MappingKernelManager.cull_idle_timeout=300``.
"""

import os
import re
from pathlib import Path

from tornado.web import HTTPError

c = get_config()  # noqa: F821 (given by Voilà's config loader)

# -- Rendering -------------------------------------------------------------------------------------
# Voilà runs the lesson for each page request and waits `iopub_timeout` seconds after a cell has run for
# the cell's output (for the play table: a few hundred widget messages). The default, 4 s, is too short
# on a busy server: the output was then left out of the page without a word, and the student saw no table.
c.VoilaExecutor.iopub_timeout = 60
# If even that is not enough, the page says that a cell failed instead of silently showing no table.
c.VoilaExecutor.raise_on_iopub_timeout = True
c.VoilaConfiguration.show_tracebacks = False

# -- Kernels of closed pages -----------------------------------------------------------------------
# Each page has its own kernel (a Python process). A closed tab asks the server to shut it down (see
# the pre-launch hook below); a laptop that sleeps or loses the network cannot. The culler shuts down
# every kernel that has had no page connected and no activity for `cull_idle_timeout` seconds, checking
# every `cull_interval` seconds: at most 60 + 30 s after a student left. Kernels with a page still
# connected are never culled (`cull_connected`), however long the student thinks; nor is a kernel
# while it computes (`cull_busy`).
c.MappingKernelManager.cull_idle_timeout = 60
c.MappingKernelManager.cull_interval = 30
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# At most this many kernels at once (about 130 MB of memory each): one more page is refused with
# "503: the classroom server is full" instead of slowing every student down. LUKFU_MAX_KERNELS changes it.
MAX_KERNELS = int(os.environ.get("LUKFU_MAX_KERNELS", "40"))


def prelaunch(handler, notebook, cwd):
    """Before a lesson's kernel starts: refuse a page beyond MAX_KERNELS; set the `_xsrf` cookie.

    When a tab closes, Voilà's page posts the kernel's shutdown with the `_xsrf` value from its
    cookies; nothing sets that cookie on a lesson page, so every such request was refused
    ("403 '_xsrf' argument missing from POST", voila-dashboards/voila#1458) and kernels piled up.
    Reading `handler.xsrf_token` sets the cookie on this response, so the shutdown is accepted.
    """
    if len(handler.kernel_manager.list_kernel_ids()) >= MAX_KERNELS:
        raise HTTPError(503, f"the classroom server is full ({MAX_KERNELS} lessons open); try again later")
    handler.xsrf_token  # noqa: B018 (the property sets the cookie)
    return notebook


c.VoilaConfiguration.prelaunch_hook = prelaunch

# -- The page ----------------------------------------------------------------------------------------
# The template classroom/jupyter/voila/templates/lukfu: Voilà's own, minus its links to a CDN, plus a
# landing page listing the lessons by title.
c.VoilaConfiguration.template = "lukfu"
c.VoilaConfiguration.classic_tree = True
# Only the widget front end: other installed JupyterLab extensions (e.g. Jupytext's) fail to load in
# Voilà ("shared module @jupyterlab/docmanager" in the browser's console) and cost every student a download.
c.VoilaConfiguration.extension_allowlist = ["@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8"]

_TITLE = re.compile(r"^#\s+(.+)$", re.MULTILINE)
_titles: dict[str, tuple[float, str]] = {}  # notebook file -> (modification time, title)


def lesson_title(path: Path) -> str:
    """The first Markdown heading of a notebook ("06 · Play against the AI"), or its file name."""
    import nbformat

    mtime = path.stat().st_mtime
    if path.name not in _titles or _titles[path.name][0] != mtime:
        title = path.name
        for cell in nbformat.read(path, as_version=4).cells:
            match = _TITLE.search(cell.source) if cell.cell_type == "markdown" else None
            if match:
                title = match.group(1).strip()
                break
        _titles[path.name] = (mtime, title)
    return _titles[path.name][1]


def page_config(config, base_url, settings, log, voila_configuration, notebook_path=""):
    """Give the landing page the lessons' titles."""
    folder = Path(settings["contents_manager"].root_dir) / notebook_path
    if folder.is_dir():
        config["lukfuLessonTitles"] = {p.name: lesson_title(p) for p in sorted(folder.glob("*.ipynb"))}
    return config


c.VoilaConfiguration.page_config_hook = page_config
