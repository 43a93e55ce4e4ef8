"""The classroom server's Voilà configuration (``make classroom``; Voilà reads it at start).

Every setting a class depends on is here, so nobody has to remember flags; what needs code (the queue of
pages, the kernel limit, the close-tab cookie) is in ``classroom/serve.py``. A flag on the command line
still wins, e.g. ``python classroom/serve.py --MappingKernelManager.cull_idle_timeout=300``.
"""

import re
from pathlib import Path

from lukfu_teach.classroom.frames import MAX_MESSAGE_BYTES
from lukfu_teach.classroom.web import CELL_FAILED, TOO_BUSY, connection_words

c = get_config()  # noqa: F821 (given by Voilà's config loader)

# -- Rendering -------------------------------------------------------------------------------------
# Voilà runs the lesson for each page request and waits `iopub_timeout` seconds after a cell has run for
# the cell's output (for the play table: a few hundred widget messages). The default, 4 s, is too short
# on a busy server: the output was then left out of the page without a word, and the student saw no table.
c.VoilaExecutor.iopub_timeout = 60
# If even that is not enough, the page says that a cell failed instead of silently showing no table, and
# what to do (Voilà's own instructions are for whoever runs the server).
c.VoilaExecutor.raise_on_iopub_timeout = True
# (in English here; classroom/serve.py gives a Swedish lesson its Swedish words)
c.VoilaExecutor.cell_timeout_instruction = TOO_BUSY.render("en")
c.VoilaExecutor.cell_error_instruction = CELL_FAILED.render("en")
c.VoilaConfiguration.show_tracebacks = False

# A cell still running after this many seconds stops with an error (a page never holds its place in the
# queue of pages being rendered, classroom/serve.py, for longer).
c.VoilaExecutor.timeout = 120

# -- Kernels of closed pages -----------------------------------------------------------------------
# Each page has its own kernel (a Python process). A closed tab asks the server to shut it down (accepted
# since classroom/serve.py sets the cookie that request needs); a laptop that sleeps or loses the network
# cannot. The culler shuts down every kernel that has had no page connected and no activity for
# `cull_idle_timeout` seconds, checking every `cull_interval` seconds: at most 60 + 30 s after a student
# left. Kernels with a page still connected are never culled (`cull_connected`), however long the student
# thinks; nor is a kernel while it computes (`cull_busy`).
c.MappingKernelManager.cull_idle_timeout = 60
c.MappingKernelManager.cull_interval = 30
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# -- The kernels' websockets ------------------------------------------------------------------------
# A message whose declared number of parts does not fit its length is dropped before jupyter_server reads it
# (one such frame could take gigabytes and stall every page), and no message may be larger than a lesson's
# page ever sends (lukfu_teach/classroom/frames.py). Only the widgets' messages reach a kernel: Voilà's own
# list (comm_*, kernel_info_request, shutdown_request), never execute_request.
c.Voila.kernel_websocket_connection_class = "lukfu_teach.classroom.frames.GuardedConnection"
c.Voila.tornado_settings = {"websocket_max_message_size": MAX_MESSAGE_BYTES}

# -- The page ----------------------------------------------------------------------------------------
# The template classroom/jupyter/voila/templates/lukfu: Voilà's own, minus its links to a CDN, plus a
# landing page listing the lessons by title.
c.VoilaConfiguration.template = "lukfu"
c.VoilaConfiguration.classic_tree = True
# Only the widget front end: other installed JupyterLab extensions (e.g. Jupytext's) fail to load in
# Voilà ("shared module @jupyterlab/docmanager" in the browser's console) and cost every student a download.
# anywidget draws the card picker (lukfu_teach/widgets/picker.py).
c.VoilaConfiguration.extension_allowlist = [
    "@jupyter-widgets/jupyterlab-manager",
    "@voila-dashboards/widgets-manager8",
    "anywidget",
]

_TITLE = re.compile(r"^#\s+(.+)$", re.MULTILINE)
_titles: dict[str, tuple[float, str]] = {}  # notebook file -> (modification time, title)


def lesson_title(path: Path) -> str:
    """The first Markdown heading of a notebook ("09 · Play against the AI"), or its file name."""
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
    """Give the landing page the lessons' titles, and a lesson page what it says when the server goes away."""
    folder = Path(settings["contents_manager"].root_dir) / notebook_path.strip("/")  # "/sv": the Swedish lessons
    if folder.is_dir():
        config["lukfuLessonTitles"] = {p.name: lesson_title(p) for p in sorted(folder.glob("*.ipynb"))}
    config["lukfuConnection"] = connection_words("sv" if notebook_path.startswith(("sv/", "/sv/")) else "en")
    return config


c.VoilaConfiguration.page_config_hook = page_config
