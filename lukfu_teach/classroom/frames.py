"""The kernels' websockets, guarded: a message that does not fit its own framing is dropped before it is read.

jupyter_server reads the number of parts a binary message declares in its first 4 bytes (the legacy framing)
or 8 bytes (``v1.kernel.websocket.jupyter.org``) and builds that many offsets before it looks at the message's
length: one frame of a few bytes declaring 2**28 parts took a server from 98 MB to 9 GB and stalled every
student's page. ``GuardedConnection`` checks the count against the length first (legacy ``4·(n+1) ≤ len``,
v1 ``8·(n+1) ≤ len``), drops what does not fit, or cannot be read, with one line in the log, and reads the
rest as jupyter_server does. ``MAX_MESSAGE_BYTES`` is the largest message a lesson's page sends (a widget's
state or a click; tornado closes a websocket that sends more). Set both for a server::

    c.Voila.kernel_websocket_connection_class = "lukfu_teach.classroom.frames.GuardedConnection"
    c.Voila.tornado_settings = {"websocket_max_message_size": MAX_MESSAGE_BYTES}

(``c.ServerApp...`` for a JupyterHub student's server.)

>>> frame_problem(b"\\x10\\x00\\x00\\x00" + bytes(8), "")
'declares 268435456 parts in 12 bytes'
>>> frame_problem((3).to_bytes(8, "little") + bytes(24), "v1.kernel.websocket.jupyter.org") is None
True
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

V1 = "v1.kernel.websocket.jupyter.org"
MAX_MESSAGE_BYTES = 1 << 20  # a widget's whole state is a few kilobytes; a pasted answer is cut far below this


def frame_problem(message: bytes | str, protocol: str | None) -> str | None:
    """Why ``message`` cannot be a kernel message in ``protocol`` (``V1``, else the legacy framing), or None."""
    if protocol == V1:
        if not isinstance(message, bytes):
            return "a text message where the protocol sends binary ones"
        width, least = 8, 3  # offsets of the channel, the header and the end
    elif isinstance(message, str):
        return None  # legacy JSON: read by json.loads, within the size limit
    else:
        width, least = 4, 1
    if len(message) < width:
        return f"{len(message)} bytes, shorter than its count of parts"
    count = int.from_bytes(message[:width], "little" if width == 8 else "big", signed=width == 4)
    if count < least:
        return f"declares {count} parts"
    if width * (count + 1) > len(message):
        return f"declares {count} parts in {len(message)} bytes"
    return None


class GuardedConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, dropping messages that do not fit their framing."""

    def handle_incoming_message(self, incoming_msg: str) -> None:
        handler = self.websocket_handler
        problem = frame_problem(incoming_msg, self.subprotocol)
        if problem is None:
            try:
                super().handle_incoming_message(incoming_msg)
                return
            except Exception as err:  # a message that fits its framing but not the protocol inside it
                problem = f"unreadable ({type(err).__name__})"
        self.log.warning(
            "Dropped a websocket message from %s to kernel %s: %s",
            handler.request.remote_ip,
            self.kernel_id,
            problem,
        )
