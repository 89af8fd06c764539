"""An OpenAI-compatible server on loopback that injects faults before answering.

Problem ``i`` ("What is A + B?", with ``i`` recovered from the prompt) meets the faults
``SCHEDULES[i % len(SCHEDULES)]`` in order, one per request, then a correct PoT reply.
``FaultServer(port=free_port())`` on a port first used while nothing listened there plays
a server that was down and came up. ``latency_s`` delays every answer; with ``dies_after=K``
the server answers K requests and then dies: requests still in flight, and every later
connection, are refused (``answered`` counts the answers it sent).
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SCHEDULES: tuple[tuple[str, ...], ...] = (
    (),
    ("429",),
    ("500", "reset"),
    ("stall",),
    ("garbage",),
    ("429", "500", "garbage"),
    ("reset",),
    ("empty_choices",),
)

_QUESTION = re.compile(r"Problem (\d+): What is (\d+) \+ (\d+)\?")


def free_port() -> int:
    """A loopback port nothing listens on (connections to it are refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


class FaultServer:
    """Start with :meth:`start`; ``url`` is the ``/v1`` base URL; ``seen`` counts faults."""

    def __init__(
        self,
        *,
        stall_s: float = 2.0,
        port: int = 0,
        latency_s: float = 0.0,
        dies_after: int | None = None,
    ) -> None:
        self.stall_s = stall_s
        self.latency_s = latency_s
        self.dies_after = dies_after
        self.answered = 0
        self.dead = False
        self.seen: Counter[str] = Counter()
        self._requests: Counter[str] = Counter()
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", port), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> None:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def answer_or_die(self) -> bool:
        """Count an answer about to be sent; False when the server is dead instead."""
        with self._lock:
            if self.dead:
                return False
            self.answered += 1
            if self.answered == self.dies_after:
                self.dead = True
                threading.Thread(target=self.stop, daemon=True).start()
        return True

    def next_fault(self, body: dict[str, Any]) -> tuple[str, re.Match[str] | None]:
        prompt = body["messages"][-1]["content"]
        match = _QUESTION.search(prompt)
        if match is None:
            return "ok", None
        schedule = SCHEDULES[int(match.group(1)) % len(SCHEDULES)]
        with self._lock:
            count = self._requests[prompt]
            self._requests[prompt] += 1
        fault = schedule[count] if count < len(schedule) else "ok"
        with self._lock:
            self.seen[fault] += 1
        return fault, match

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                body = json.loads(self.rfile.read(length))
                fault, match = server.next_fault(body)
                _FAULTS[fault](self, body, match, server)

            def log_message(self, format: str, *args: Any) -> None:
                return

        return Handler


def _send(handler: BaseHTTPRequestHandler, status: int, payload: bytes, **headers: str) -> None:
    handler.send_response(status)
    handler.send_header("content-type", "application/json")
    handler.send_header("content-length", str(len(payload)))
    for name, value in headers.items():
        handler.send_header(name.replace("_", "-"), value)
    handler.end_headers()
    handler.wfile.write(payload)


def _completion(text: str, model: str) -> bytes:
    return json.dumps(
        {
            "id": "chatcmpl-fault",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 50, "completion_tokens": 20, "total_tokens": 70},
        }
    ).encode()


def _ok(handler: Any, body: dict[str, Any], match: Any, server: FaultServer) -> None:
    time.sleep(server.latency_s)
    if not server.answer_or_die():
        _reset(handler, body, match, server)
        return
    a, b = (int(match.group(2)), int(match.group(3))) if match else (0, 0)
    text = f'```python\na, b = {a}, {b}\nprint("RESULT:", a + b)\nprint("CONFIDENCE: 99")\n```'
    _send(handler, 200, _completion(text, body.get("model", "m")))


def _too_many(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    _send(handler, 429, b'{"error": {"message": "slow down"}}', retry_after="0")


def _server_error(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    _send(handler, 500, b'{"error": {"message": "boom"}}')


def _reset(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    handler.close_connection = True
    handler.connection.close()


def _stall(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    time.sleep(server.stall_s)
    _ok(handler, body, match, server)


def _garbage(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    _send(handler, 200, b"<html>502 bad gateway from a proxy</html>")


def _empty_choices(handler: Any, body: Any, match: Any, server: FaultServer) -> None:
    payload = json.loads(_completion("", body.get("model", "m")))
    payload["choices"] = []
    _send(handler, 200, json.dumps(payload).encode())


_FAULTS = {
    "ok": _ok,
    "429": _too_many,
    "500": _server_error,
    "reset": _reset,
    "stall": _stall,
    "garbage": _garbage,
    "empty_choices": _empty_choices,
}
