"""A student's server on JupyterHub (``classroom/jupyterhub_config.py`` starts each with this file): the lessons as
Voilà apps and nothing else. Voilà runs as a server extension here, which does not limit the messages a page may
send to its kernel, and the server's contents API accepts writes: both are locked down, or a page could run code
(an ``execute_request``) or write a notebook that runs when opened, and read the other students' tokens.

- the kernels take the widgets' messages only (``MappingKernelManager.allowed_message_types``); a websocket
  message that does not fit its framing is dropped, none is larger than a lesson needs (as on one machine);
- ``LessonsOnly`` (``lukfu_teach.classroom.hub``) authorizes reading and the kernels' websockets, nothing else;
- no JupyterLab, no terminals, no other server extension: a student's server serves Voilà;
- the lessons' Voilà settings are the classroom server's (``classroom/config/voila.py``): the template with
  nothing from outside the server, the widgets' front end only, kernels of closed pages culled.
"""

import os

from lukfu_teach.classroom.frames import MAX_MESSAGE_BYTES
from lukfu_teach.classroom.hub import WIDGET_MESSAGES

c = get_config()  # noqa: F821 (given by Jupyter's config loader)
load_subconfig(os.path.join(os.path.dirname(__file__), "config", "voila.py"))  # noqa: F821

c.ServerApp.jpserver_extensions = {
    "voila": True,
    "jupyterlab": False,
    "notebook": False,
    "notebook_shim": False,
    "jupyter_lsp": False,
    "jupyter_server_terminals": False,
    "jupytext": False,
}
c.ServerApp.terminals_enabled = False
c.ServerApp.authorizer_class = "lukfu_teach.classroom.hub.LessonsOnly"
c.MappingKernelManager.allowed_message_types = WIDGET_MESSAGES
c.ServerApp.kernel_websocket_connection_class = "lukfu_teach.classroom.frames.GuardedConnection"
c.ServerApp.tornado_settings = {"websocket_max_message_size": MAX_MESSAGE_BYTES}
c.ServerApp.allow_root = os.geteuid() == 0  # the one-machine recipe runs every server as the hub's user
c.ContentsManager.allow_hidden = False
