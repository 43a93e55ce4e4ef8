"""What any JupyterHub needs to run the course for a class, whatever logs students in and starts their servers:
each student's server shows the lessons 00-10 as Voilà apps (``/voila/tree``) and nothing else
(``classroom/jupyter_server_config.py``), its kernels keep the student's answers in the class service
(``lukfu_teach.classroom.hub``, at ``/services/lukfu-class/``, with the teacher's view), the idle culler stops
servers left idle, and the teachers (``LUKFU_TEACHERS``, default ``teacher``) are in the ``teachers`` group.

``classroom/jupyterhub_config.py`` loads it for one machine; The Littlest JupyterHub and Zero to JupyterHub load it
beside their own settings (docs/classroom.md): ``load_subconfig("/srv/lukfu/classroom/jupyterhub_class.py")``.
``LUKFU_HUB_DIR`` (default ``build/hub``) holds the class store (``class.sqlite3``) and the lessons served;
``LUKFU_HUB_SERVICE_PORT`` (10101) is where the class service listens, on the hub's machine.
"""

import importlib.util
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (given by JupyterHub's config loader)

HERE = Path(__file__).resolve().parent
FOLDER = Path(os.environ.get("LUKFU_HUB_DIR", HERE.parent / "build" / "hub")).resolve()
SERVICE, SERVICE_PORT = "lukfu-class", int(os.environ.get("LUKFU_HUB_SERVICE_PORT", "10101"))
TEACHERS = [t.strip() for t in os.environ.get("LUKFU_TEACHERS", "teacher").split(",") if t.strip()]
FOLDER.mkdir(parents=True, exist_ok=True)

# The lessons, as the classroom server serves them (copies without outputs, English and sv/)
_spec = importlib.util.spec_from_file_location("lukfu_classroom_serve", HERE / "serve.py")
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)
LESSONS = serve.prepare_lessons(HERE.parent / "notebooks", FOLDER / "lessons")[0].parent

c.JupyterHub.load_groups = {"teachers": {"users": TEACHERS}}
# Names (the hub makes them lower case) of at most 40 characters, as longer ones broke kernels: letters of any
# language, digits, "." and "-" ("anna-b")
c.Authenticator.username_pattern = r"^[^\W_][\w.-]{0,39}$"

# -- Each student's server: the lessons as Voilà apps, nothing else -----------------------------------------------
c.Spawner.notebook_dir = str(LESSONS)
c.Spawner.default_url = "/voila/tree"
c.Spawner.args = [f"--config={HERE / 'jupyter_server_config.py'}"]
c.Spawner.environment = {
    "LUKFU_CLASS_URL": f"http://127.0.0.1:{SERVICE_PORT}/services/{SERVICE}/",  # a kernel's way to the store
    "JUPYTER_PATH": str(HERE / "jupyter"),  # the lessons' page template
    "LUKFU_PROGRESS": "memory",  # (the class store keeps progress; never a file in the shared lessons)
}
c.Spawner.http_timeout = 60
c.Spawner.start_timeout = 120
# A student's server token may reach the class service (the kernel posts the student's answers with it)
c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!server", f"access:services!service={SERVICE}"]

# -- The class service and the idle culler ----------------------------------------------------------------------
c.JupyterHub.services = [
    {
        "name": SERVICE,
        "url": f"http://127.0.0.1:{SERVICE_PORT}",
        "command": [sys.executable, "-m", "lukfu_teach.classroom.hub"],
        "environment": {"LUKFU_CLASS_DB": str(FOLDER / "class.sqlite3")},
        "oauth_no_confirm": True,
        "display": True,
    },
    {
        # The hub hears of a student's activity every 5 minutes (last_activity_interval): an idle timeout well
        # above that, so a student who keeps clicking is never culled
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=2700", "--cull-every=300"],
    },
]
c.JupyterHub.load_roles = [
    {"name": "user", "scopes": ["self", f"access:services!service={SERVICE}"]},
    {"name": "idle-culler", "services": ["idle-culler"],
     "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"]},
]  # fmt: skip
