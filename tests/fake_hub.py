"""A Hugging Face hub on loopback for ``mathloop data pull`` tests.

``FakeHub.add(repo, path, data, lfs=..., revision=...)`` publishes a file at one revision
(default ``main``); ``X-Repo-Commit`` names that revision when it is a commit sha, else
``COMMIT``. A plain file answers its ``/datasets/<repo>/resolve/<rev>/<path>`` URL itself;
an LFS file is redirected to ``/cdn/<sha256>`` with ``X-Linked-Etag`` naming its SHA-256, as
the real hub does. Range requests get 206. ``break_after[name] = n`` sends the first ``n``
bytes of the file called ``name`` once and drops the connection. ``requests`` records (path,
Range header) of every request.

``publish(benchmark, path, data)`` publishes a file where a built-in benchmark's
``HubSource`` says it is (its repository, at its pinned revision). ``MATH500`` and
``GSM8K_ROWS`` are two-problem stand-ins for those benchmarks' files.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from mathloop.benchmarks import BENCHMARKS

COMMIT = "0123456789abcdef0123456789abcdef01234567"

MATH500 = b"".join(
    json.dumps(row).encode() + b"\n"
    for row in (
        {"problem": "What is $1+1$?", "solution": "\\boxed{2}", "answer": "2",
         "subject": "Algebra", "level": 1, "unique_id": "test/algebra/1.json"},
        {"problem": "What is $2+2$?", "solution": "\\boxed{4}", "answer": "4",
         "subject": "Algebra", "level": 2, "unique_id": "test/algebra/2.json"},
    )
)  # fmt: skip
GSM8K_ROWS = [
    {"question": "Tom has 3 apples and eats 1. How many are left?", "answer": "3-1=2\n#### 2"},
    {"question": "What is 1,000 + 1,125?", "answer": "Add.\n#### 2,125"},
]


def parquet(rows: list[dict[str, object]]) -> bytes:
    """``rows`` as the bytes of a Parquet file."""
    buffer = io.BytesIO()
    pq.write_table(pa.Table.from_pylist(rows), buffer)
    return buffer.getvalue()


class FakeHub:
    """Start with :meth:`start`; ``url`` is the endpoint (what HF_ENDPOINT names)."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.lfs: dict[str, str] = {}
        self.commits: dict[str, str] = {}
        self.break_after: dict[str, int] = {}
        self.requests: list[tuple[str, str | None]] = []
        self.lie_about_sha256 = False
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def add(
        self, repo: str, path: str, data: bytes, *, lfs: bool = False, revision: str = "main"
    ) -> None:
        """Publish ``data`` as ``path`` in dataset ``repo`` at ``revision``."""
        key = f"/datasets/{repo}/resolve/{revision}/{path}"
        self.files[key] = data
        self.commits[key] = revision if re.fullmatch(r"[0-9a-f]{40}", revision) else COMMIT
        if lfs:
            self.lfs[key] = hashlib.sha256(data).hexdigest()

    def publish(self, benchmark: str, path: str, data: bytes, *, lfs: bool = False) -> None:
        """Publish ``path`` of built-in ``benchmark``'s repository at its pinned revision."""
        source = BENCHMARKS[benchmark].hub
        assert source is not None, f"{benchmark} has no hub source"
        self.add(source.repo, path, data, lfs=lfs, revision=source.revision)

    def start(self) -> None:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                with hub._lock:
                    hub.requests.append((self.path, self.headers.get("Range")))
                if self.path.startswith("/cdn/"):
                    key = next((k for k, sha in hub.lfs.items() if self.path == f"/cdn/{sha}"), "")
                    self._send_file(key)
                elif self.path in hub.lfs:
                    sha = hub.lfs[self.path]
                    etag = "0" * 64 if hub.lie_about_sha256 else sha
                    self.send_response(302)
                    self.send_header("Location", f"/cdn/{sha}")
                    self.send_header("X-Linked-Etag", f'"{etag}"')
                    self.send_header("X-Repo-Commit", hub.commits[self.path])
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                else:
                    self._send_file(self.path, commit=True)

            def _send_file(self, key: str, *, commit: bool = False) -> None:
                data = hub.files.get(key)
                if data is None:
                    self.send_error(404)
                    return
                start = _range_start(self.headers.get("Range"))
                body = data[start:]
                self.send_response(206 if start else 200)
                if start:
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                self.send_header("Content-Length", str(len(body)))
                if commit:
                    self.send_header("X-Repo-Commit", hub.commits[key])
                    self.send_header("ETag", '"a-git-blob-sha1"')
                self.end_headers()
                cut = hub.break_after.pop(key.rsplit("/", 1)[-1], None)
                self.wfile.write(body if cut is None else body[:cut])
                if cut is not None:
                    self.wfile.flush()
                    self.close_connection = True

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


def _range_start(header: str | None) -> int:
    if not header or not header.startswith("bytes="):
        return 0
    return int(header.removeprefix("bytes=").split("-", 1)[0])
