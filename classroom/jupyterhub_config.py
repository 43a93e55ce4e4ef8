"""JupyterHub for a class: each student logs in (name and the class password), gets the lessons 00-10 as Voilà
apps on a server of their own, and their answers go to the class service (``lukfu_teach.classroom.hub``), whose
teacher's view is at ``/services/lukfu-class/teacher``. JupyterHub does the logging in, the starting of servers,
the routing (its proxy) and the culling of idle servers; the repository adds only the service and the students'
servers' settings (``classroom/jupyter_server_config.py``).

    LUKFU_CLASS_PASSWORD=... LUKFU_TEACHER_PASSWORD=... jupyterhub -f classroom/jupyterhub_config.py

Run as it is, it is the one-machine recipe the tests use (``SharedPasswordAuthenticator``,
``SimpleLocalProcessSpawner``: every student's server runs as the hub's Unix user, so students are kept apart
by what their servers allow, not by the system); docs/classroom.md gives the recipes for The Littlest
JupyterHub (a Unix user per student) and Zero to JupyterHub (a container per student), which override the
authenticator and the spawner and keep the rest. The environment:

- ``LUKFU_CLASS_PASSWORD`` (at least 8 characters): what students type with their name; the teachers
  (``LUKFU_TEACHERS``, default ``teacher``: admins, and in the ``teachers`` group) type
  ``LUKFU_TEACHER_PASSWORD`` (at least 32 characters, as the hub requires of an admin's shared password);
- ``LUKFU_HUB_DIR`` (default ``build/hub``): the hub's database and cookie secret, the class store
  (``class.sqlite3``), the students' home folders, the lessons served;
- ``LUKFU_HUB_IP``, ``LUKFU_HUB_PORT`` (default every interface, 8000): the students' address; on this machine
  only, ``LUKFU_HUB_INTERNAL_PORT`` (8081) the hub, ``LUKFU_HUB_PROXY_PORT`` (8001) the proxy's API and
  ``LUKFU_HUB_SERVICE_PORT`` (10101) the class service.
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

# -- The hub ------------------------------------------------------------------------------------------------
c.JupyterHub.ip = os.environ.get("LUKFU_HUB_IP", "")
c.JupyterHub.port = int(os.environ.get("LUKFU_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("LUKFU_HUB_INTERNAL_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{os.environ.get('LUKFU_HUB_PROXY_PORT', '8001')}"
c.JupyterHub.db_url = f"sqlite:///{FOLDER / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(FOLDER / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(FOLDER / "jupyterhub-proxy.pid")
# The proxy: npm's configurable-http-proxy (`make hub-proxy` puts it in build/hub-proxy; LUKFU_HUB_PROXY names
# another). Its Python port on PyPI (0.4.0) sends the browser's binary websocket frames on as text, which the
# kernels cannot read: widgets then never load.
_PROXY = HERE.parent / "build" / "hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
c.ConfigurableHTTPProxy.command = [os.environ.get("LUKFU_HUB_PROXY") or (str(_PROXY) if _PROXY.exists() else
                                   "configurable-http-proxy")]  # fmt: skip
c.JupyterHub.cleanup_servers = True  # the students' servers stop with the hub

# -- Who logs in: a name and the class password; the teachers with theirs ---------------------------------------
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = os.environ.get("LUKFU_CLASS_PASSWORD")
c.SharedPasswordAuthenticator.admin_password = os.environ.get("LUKFU_TEACHER_PASSWORD")
c.Authenticator.allow_all = True  # no accounts to make by hand: a name and the class password
c.Authenticator.admin_users = set(TEACHERS)
c.JupyterHub.load_groups = {"teachers": {"users": TEACHERS}}
# Names (the hub makes them lower case) of at most 40 characters, as longer ones broke kernels: letters of any
# language, digits, "." and "-" ("anna-b")
c.Authenticator.username_pattern = r"^[^\W_][\w.-]{0,39}$"

# -- Each student's server: the lessons as Voilà apps, nothing else -----------------------------------------------
c.JupyterHub.spawner_class = "simple"  # SimpleLocalProcessSpawner: one folder each, one Unix user for all
c.SimpleLocalProcessSpawner.home_dir_template = str(FOLDER / "homes" / "{username}")
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
