"""A lesson's way to the class store: the ``Store`` a kernel's ``Progress`` keeps the student's answers in.

The classroom server starts each lesson's kernel with ``LUKFU_CLASS_URL`` (the store's address on the server)
and ``LUKFU_CLASS_TOKEN`` (who the student is, signed by the server); on JupyterHub the token is the student
server's own ``JUPYTERHUB_API_TOKEN``. ``ClassStore.from_environment()`` reads them; every save posts the new
events (each with its id: sent twice, kept once) and gets back everything the student has done, from every
page they have open. A store that does not answer raises ``StoreError``: the events wait for the next save.
Only the standard library is used, so any kernel can reach the store.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from typing import Any

from ..drills.progress import Event, StoreError, read_state
from ..i18n import L_, Text

URL_ENV, TOKEN_ENV, HUB_TOKEN_ENV = "LUKFU_CLASS_URL", "LUKFU_CLASS_TOKEN", "JUPYTERHUB_API_TOKEN"
TIMEOUT = 10.0  # seconds: the server is on this machine or the school's network
PATH = "api/progress"
BATCH = 100  # events a request (the store takes up to 200)


def gone() -> Text:
    return L_(
        "The classroom server is not answering: your answers on this page are kept and sent when it is back. "
        "If the page stops working, reload it once the server is back."
    )


class ClassStore:
    """The student's progress on the class store at ``url`` (ending in ``/``), reached with ``token``."""

    path = None  # no file

    def __init__(self, url: str, token: str, timeout: float = TIMEOUT) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.token, self.timeout = token, timeout

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] = os.environ) -> ClassStore | None:
        """The store named by ``LUKFU_CLASS_URL`` and a token, or ``None`` where no class store runs."""
        url, token = environ.get(URL_ENV), environ.get(TOKEN_ENV) or environ.get(HUB_TOKEN_ENV)
        return cls(url, token) if url and token else None

    def __repr__(self) -> str:
        return f"ClassStore({self.url!r})"

    def load(self) -> tuple[dict[str, Any] | None, Text | None]:
        try:
            return self._call(None), None
        except StoreError as err:
            return None, err.text

    def save(self, events: Sequence[Event]) -> tuple[dict[str, Any] | None, Text | None]:
        state = None
        for start in range(0, max(len(events), 1), BATCH):  # answers kept while the server was away go in batches
            state = self._call({"events": list(events[start : start + BATCH])})
        return state, None

    def _call(self, body: dict[str, Any] | None) -> dict[str, Any]:
        data = None if body is None else json.dumps(body, ensure_ascii=True).encode()
        request = urllib.request.Request(self.url + PATH, data=data, method="GET" if data is None else "POST")
        request.add_header("Authorization", f"token {self.token}")
        request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                state = json.loads(response.read())
            read_state(state)
        except urllib.error.HTTPError as err:
            if err.code in (401, 403):
                raise StoreError(L_("The classroom server does not know you: reload this page and log in.")) from None
            raise StoreError(gone()) from None
        except (OSError, ValueError):
            raise StoreError(gone()) from None
        return state
