"""The class store on JupyterHub: the class service, who is who by the hub, and what a student's server allows.

``python -m lukfu_teach.classroom.hub`` is the class service the hub starts (``classroom/jupyterhub_config.py``):
the pages and API of ``web`` under ``JUPYTERHUB_SERVICE_PREFIX``, the students and the teacher known by the hub's
login (OAuth), a kernel by its server's ``JUPYTERHUB_API_TOKEN``. JupyterHub does the rest: logging in,
starting each student's server, routing, culling idle servers.

``LessonsOnly`` is the authorizer of each student's server: it may read (the lessons, its kernels) and use its
kernels' websockets, whose messages are limited to the widgets' (``MappingKernelManager.allowed_message_types``,
set in ``classroom/jupyter_server_config.py``); nothing else: no file written through the contents API (a
notebook written there would run when opened), no kernel, session or terminal started by hand.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from jupyter_server.auth.authorizer import Authorizer
from tornado import web

from .store import ClassDB, Student
from .web import ProgressAPI, handlers

SERVICE = "lukfu-class"
TEACHERS = "teachers"  # a hub group whose members see the teacher's view (as admins do)
WIDGET_MESSAGES = [  # as standalone Voilà allows: the widgets, the kernel's info, its shutdown
    "comm_open", "comm_close", "comm_msg", "comm_info_request", "kernel_info_request", "shutdown_request",
]  # fmt: skip


class LessonsOnly(Authorizer):
    """A student's server: reading, and its kernels' websockets (widget messages only); nothing else."""

    def is_authorized(self, handler: web.RequestHandler, user: Any, action: str, resource: str) -> bool:
        allowed = action == "read" or (resource == "kernels" and action == "execute")
        if not allowed:
            self.log.warning("Refused %s %s to %s (%s)", action, resource, getattr(user, "username", user),
                             handler.request.path)  # fmt: skip
        return allowed


class HubIdentity:
    """Who is who on JupyterHub: the hub's user (a student's record made at their first page), a teacher if
    admin or in the ``teachers`` group; a kernel by its server's token."""

    logins = False

    def __init__(self, db: ClassDB) -> None:
        self.db = db

    def _student(self, model: dict | None) -> Student | None:
        if not model or model.get("kind", "user") != "user":
            return None
        name = model["name"]
        return self.db.student_named(name) or self.db.join(name)

    def student(self, handler: web.RequestHandler) -> Student | None:
        return self._student(handler.current_user)

    async def kernel_student(self, handler: web.RequestHandler) -> Student | None:
        given = handler.request.headers.get("Authorization", "")
        if not given.startswith("token "):
            return None
        auth = handler.hub_auth  # type: ignore[attr-defined]
        model = await auth.user_for_token(given[6:], sync=False)
        if not model or not auth.check_scopes(auth.access_scopes, model):
            return None
        return self._student(model)

    def is_teacher(self, handler: web.RequestHandler) -> bool:
        model = handler.current_user
        return bool(model) and (bool(model.get("admin")) or TEACHERS in model.get("groups", []))


def hub_handlers(prefix: str, db: ClassDB) -> list:
    """The class store's handlers, each logged in by the hub (OAuth): a page redirects to the hub's login; the
    kernels' API takes its server's token (no cookie, no xsrf)."""
    from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated

    class HubPage(HubOAuthenticated):
        def prepare(self) -> Any:
            if self.current_user is None:
                self.redirect(self.get_login_url())
                return None
            return super().prepare()

    routes = []
    for path, handler, kw in handlers(prefix, db, HubIdentity(db)):
        bases = (handler, HubOAuthenticated) if handler is ProgressAPI else (HubPage, handler)
        routes.append((path, type(handler.__name__, bases, {}), kw))
    return [(prefix + "oauth_callback", HubOAuthCallbackHandler), *routes]


def main() -> None:
    """The class service: the store ``LUKFU_CLASS_DB``, listening where ``JUPYTERHUB_SERVICE_URL`` says."""
    from urllib.parse import urlparse

    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{SERVICE}/")
    url = urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:10101"))

    async def serve() -> None:
        db = ClassDB(os.environ.get("LUKFU_CLASS_DB", "class.sqlite3"))
        app = web.Application(hub_handlers(prefix, db), cookie_secret=db.secret, xsrf_cookies=True)
        app.listen(url.port or 80, url.hostname or "127.0.0.1", xheaders=True, max_body_size=8 << 20)
        print(f"The class service is listening on {url.geturl()} (the class store: {db.path})", flush=True)
        await asyncio.Event().wait()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
