"""JupyterHub for a class on one machine: each student logs in (a name and the class password) and gets the lessons
00-10 as Voilà apps on a server of their own; their answers go to the class service, whose teacher's view is at
``/services/lukfu-class/teacher``. What any hub needs for the course is in ``classroom/jupyterhub_class.py``
(loaded first); this file adds who logs in, how the servers start, the ports and the proxy.

    LUKFU_CLASS_PASSWORD=... LUKFU_TEACHER_PASSWORD=... jupyterhub -f classroom/jupyterhub_config.py

Run as it is, it is the one-machine recipe the tests use (``SharedPasswordAuthenticator``,
``SimpleLocalProcessSpawner``: every student's server runs as the hub's Unix user, so students are kept apart
by what their servers allow, not by the system); docs/classroom.md gives the recipes for The Littlest
JupyterHub (a Unix user per student) and Zero to JupyterHub (a container per student), which load
``jupyterhub_class.py`` beside their own authenticator, spawner and proxy. The environment:

- ``LUKFU_CLASS_PASSWORD`` (at least 8 characters): what students type with their name; the teachers
  (``LUKFU_TEACHERS``, default ``teacher``: admins, and in the ``teachers`` group) type
  ``LUKFU_TEACHER_PASSWORD`` (at least 32 characters, as the hub requires of an admin's shared password);
- ``LUKFU_HUB_DIR`` (default ``build/hub``): the hub's database and cookie secret, the class store
  (``class.sqlite3``), the students' home folders, the lessons served;
- ``LUKFU_HUB_IP``, ``LUKFU_HUB_PORT`` (default every interface, 8000): the students' address; on this machine
  only, ``LUKFU_HUB_INTERNAL_PORT`` (8081) the hub, ``LUKFU_HUB_PROXY_PORT`` (8001) the proxy's API and
  ``LUKFU_HUB_SERVICE_PORT`` (10101) the class service.
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821 (given by JupyterHub's config loader)

HERE = Path(__file__).resolve().parent
FOLDER = Path(os.environ.get("LUKFU_HUB_DIR", HERE.parent / "build" / "hub")).resolve()
TEACHERS = [t.strip() for t in os.environ.get("LUKFU_TEACHERS", "teacher").split(",") if t.strip()]
load_subconfig(str(HERE / "jupyterhub_class.py"))  # noqa: F821 (the course, the class service, the culler)

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

# -- Each student's server: a folder each under LUKFU_HUB_DIR, all run as the hub's Unix user ---------------------
c.JupyterHub.spawner_class = "simple"  # SimpleLocalProcessSpawner
c.SimpleLocalProcessSpawner.home_dir_template = str(FOLDER / "homes" / "{username}")
