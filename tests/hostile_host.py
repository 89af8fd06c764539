"""The host side of the hostile corpus: canaries, a planted secret, loopback listeners.

:class:`Host` plants canary files (a fake run store and dataset holding "gold answers", a
canary directory), puts a fake API key into the environment, and listens on TCP, UDP and an
abstract Unix socket. :meth:`Host.problems` then says whether anything changed or arrived,
and whether a process a program tried to leave behind is still alive.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import secrets
import selectors
import socket
import subprocess
import threading
from pathlib import Path

import mathloop
from mathloop.sandbox._pyview import python_view

SECRET_NAME = "MATHLOOP_FAKE_API_KEY"
_MARKER_COUNT = 8


def _token(kind: str) -> str:
    return f"mathloop-{kind}-{secrets.token_hex(8)}"


class Host:
    """Everything a program could harm or reach, set up under ``root`` (a temp directory)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.tokens = {
            "api key": _token("secret"),
            "canary file": _token("canary"),
            "run store gold": _token("gold"),
            "dataset gold": _token("answer"),
        }
        self.markers = [f"86{secrets.randbelow(10**6):06d}.{i}" for i in range(_MARKER_COUNT)]
        self.events: list[str] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._sockets: dict[str, socket.socket] = {}
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._hashes: dict[str, str] = {}
        self._old_secret: str | None = None
        self._victim: subprocess.Popen[bytes] | None = None

    # -- set-up -----------------------------------------------------------------------------

    def start(self) -> Host:
        """Plant the canaries and the secret, open the listeners."""
        self._plant()
        self._hashes = self._snapshot()
        self._old_secret = os.environ.get(SECRET_NAME)
        os.environ[SECRET_NAME] = self.tokens["api key"]
        # Our own /proc/PID/environ shows the environment we started with; this process
        # carries the secret where /proc shows it, for programs that go looking there.
        self._victim = subprocess.Popen(
            ["sleep", "3600"], env={SECRET_NAME: self.tokens["api key"], "PATH": "/usr/bin:/bin"}
        )
        self._open_listeners()
        self._thread.start()
        return self

    def _plant(self) -> None:
        files = {
            "canary/canary.txt": self.tokens["canary file"],
            "canary/keep/notes.txt": "do not touch\n",
            "runs/demo/records.jsonl": json.dumps({"gold": self.tokens["run store gold"]}),
            "data/answers.jsonl": json.dumps({"answer": self.tokens["dataset gold"]}),
        }
        for name, text in files.items():
            path = self.root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text + "\n", encoding="utf-8")

    def _open_listeners(self) -> None:
        tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        tcp.bind(("0.0.0.0", 0))
        tcp.listen(16)
        udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        udp.bind(("0.0.0.0", 0))
        unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.abstract_name = f"mathloop-canary-{secrets.token_hex(6)}"
        unix.bind("\0" + self.abstract_name)
        unix.listen(16)
        self._sockets = {"tcp": tcp, "udp": udp, "unix": unix}

    def _listen(self) -> None:
        with selectors.DefaultSelector() as selector:
            for kind, sock in self._sockets.items():
                selector.register(sock, selectors.EVENT_READ, kind)
            while not self._stop.is_set():
                for key, _ in selector.select(0.05):
                    self._record(key.data, self._sockets[key.data])

    def _record(self, kind: str, sock: socket.socket) -> None:
        if kind == "udp":
            data, peer = sock.recvfrom(65536)
            event = f"udp datagram from {peer}: {data[:40]!r}"
        else:
            connection, peer = sock.accept()
            connection.close()
            event = f"{kind} connection from {peer!r}"
        with self._lock:
            self.events.append(event)

    # -- what programs see ------------------------------------------------------------------

    def fill(self, source: str) -> str:
        """``source`` with every ``@@NAME@@`` placeholder replaced."""
        for name, value in self.substitutions().items():
            source = source.replace(f"@@{name}@@", value)
        return source

    def substitutions(self) -> dict[str, str]:
        """The placeholder values."""
        project = Path(mathloop.__file__).resolve().parents[2]
        home = Path.home()
        return {
            "PORT": str(self._sockets["tcp"].getsockname()[1]),
            "UDP_PORT": str(self._sockets["udp"].getsockname()[1]),
            "ABSTRACT": self.abstract_name,
            "HOST_IPS": json.dumps(host_addresses()),
            "SECRET_NAME": SECRET_NAME,
            "HOME": str(home),
            "HOME_FILE": str(_a_home_file(home)),
            "HOME_ALLOWED": json.dumps(sorted(_visible_home_entries(home))),
            "CANARY_DIR": str(self.root / "canary"),
            "RUN_STORE": str(self.root / "runs"),
            "DATASET_CANARY": str(self.root / "data" / "answers.jsonl"),
            "REAL_RUN_STORE": str(project / "runs"),
            "DATASET": str(Path(mathloop.__file__).parent / "benchmarks" / "data"),
            "PROJECT": str(project),
            "FORBIDDEN": json.dumps(self._forbidden(home, project)),
            "MARKER": self.markers[0],
            "MARKERS": json.dumps(self.markers),
        }

    def _forbidden(self, home: Path, project: Path) -> list[str]:
        allowed = _visible_home_entries(home)
        paths = [str(path) for path in home.iterdir() if path.name not in allowed]
        paths += [str(project / name) for name in ("src", "runs", "tests", "README.md")]
        paths += [str(self.root / "canary"), str(self.root / "runs"), "/etc/passwd", "/etc/shadow"]
        return paths

    # -- checks -----------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What changed on the host: canaries, listeners, processes left behind."""
        found = [f"canary changed: {name}" for name in self._changed()]
        with self._lock:
            found += [f"listener received: {event}" for event in self.events]
        found += [f"process left behind: {line}" for line in self._survivors()]
        return found

    def _snapshot(self) -> dict[str, str]:
        return {
            str(path.relative_to(self.root)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(self.root.rglob("*"))
            if path.is_file() and path.parts[len(self.root.parts)] in ("canary", "runs", "data")
        }

    def _changed(self) -> list[str]:
        now = self._snapshot()
        return sorted(
            name for name in set(now) | set(self._hashes) if now.get(name) != self._hashes.get(name)
        )

    def _survivors(self) -> list[str]:
        survivors = []
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            with contextlib.suppress(OSError):
                text = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
                dead = "\nState:\tZ" in (cmdline.parent / "status").read_text()
                if any(marker in text for marker in self.markers) and not dead:
                    survivors.append(f"{cmdline.parent.name}: {text.strip()}")
        return survivors

    def close(self) -> None:
        """Stop listening and take the secret back out of the environment."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)
        for sock in self._sockets.values():
            sock.close()
        if self._victim is not None:
            self._victim.kill()
            self._victim.wait()
        if self._old_secret is None:
            os.environ.pop(SECRET_NAME, None)
        else:
            os.environ[SECRET_NAME] = self._old_secret


def host_addresses() -> list[str]:
    """This machine's own IPv4 addresses other than loopback (from ``/proc/net/fib_trie``)."""
    try:
        lines = Path("/proc/net/fib_trie").read_text().splitlines()
    except OSError:
        return []
    found = {
        previous.split()[-1]
        for previous, line in itertools.pairwise(lines)
        if "/32 host LOCAL" in line and not previous.split()[-1].startswith("127.")
    }
    return sorted(found)


def _visible_home_entries(home: Path) -> set[str]:
    """Entries of home that the sandbox shows: the first step towards the Python it binds."""
    view = python_view()
    entries = set()
    for bound in [*view.trees, *(link.path for link in view.links)]:
        path = Path(bound)
        if home in path.parents:
            entries.add(path.relative_to(home).parts[0])
    return entries


def _a_home_file(home: Path) -> Path:
    for name in (".bashrc", ".profile", ".gitconfig"):
        if (home / name).is_file():
            return home / name
    return home / ".mathloop-no-such-file"
