"""Bounded capture of a program's stdout and stderr, read from pipes with a selector."""

from __future__ import annotations

import codecs
import os
import selectors
from dataclasses import dataclass

_CHUNK = 65536
_DRAIN_ROUNDS = 64


@dataclass(frozen=True)
class ProcessOutcome:
    """What the parent observed of one run."""

    exit_code: int | None
    timed_out: bool
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    duration_s: float
    note: str = ""
    """Said by the sandbox, not the program (e.g. a warm server that died); added to stderr."""


class BoundedText:
    """Decodes a byte stream incrementally, keeping at most ``max_chars`` characters."""

    def __init__(self, max_chars: int) -> None:
        self._max_chars = max_chars
        self._parts: list[str] = []
        self._chars = 0
        self.truncated = False
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def feed(self, data: bytes) -> None:
        """Add a chunk; once the cap is reached everything else is discarded."""
        if not self.truncated:
            self._append(self._decoder.decode(data))

    def _append(self, text: str) -> None:
        room = self._max_chars - self._chars
        if len(text) > room:
            text, self.truncated = text[:room], True
        self._parts.append(text)
        self._chars += len(text)

    def text(self) -> str:
        """The kept text; a truncated stream ends with a visible marker."""
        if not self.truncated:
            self._append(self._decoder.decode(b"", final=True))
        body = "".join(self._parts)
        if self.truncated:
            body += f"\n[... truncated: output exceeded {self._max_chars} characters]"
        return body


class OutputPipes:
    """The read ends of a program's stdout and stderr, each feeding a :class:`BoundedText`.

    Owns the two descriptors and closes them in :meth:`close`.
    """

    def __init__(self, stdout_fd: int, stderr_fd: int, max_chars: int) -> None:
        self.stdout = BoundedText(max_chars)
        self.stderr = BoundedText(max_chars)
        self._sinks = {stdout_fd: self.stdout, stderr_fd: self.stderr}
        self._selector = selectors.DefaultSelector()
        for fd in self._sinks:
            self._selector.register(fd, selectors.EVENT_READ)

    @property
    def open(self) -> bool:
        """Whether a pipe has not reached end-of-file yet."""
        return any(fd in self._sinks for fd in self._selector.get_map())

    def watch(self, fd: int) -> None:
        """Also wait for ``fd`` in :meth:`read_ready` (reported, never read)."""
        self._selector.register(fd, selectors.EVENT_READ)

    def read_ready(self, timeout: float) -> set[int]:
        """Read once from every ready pipe; return the descriptors that were ready."""
        if not self._selector.get_map():
            return set()
        ready = self._selector.select(max(timeout, 0.0))
        for key, _ in ready:
            if key.fd not in self._sinks:
                continue
            data = os.read(key.fd, _CHUNK)
            if data:
                self._sinks[key.fd].feed(data)
            else:
                self._selector.unregister(key.fd)
        return {key.fd for key, _ in ready}

    def drain(self) -> None:
        """Keep what is already written; bounded, since an escaped writer could go on forever."""
        for _ in range(_DRAIN_ROUNDS):
            if not self.open or not self.read_ready(0.0) & set(self._sinks):
                return

    def close(self) -> None:
        """Stop reading and close both read ends."""
        self._selector.close()
        for fd in self._sinks:
            os.close(fd)

    def outcome(
        self, exit_code: int | None, *, timed_out: bool, duration_s: float, note: str = ""
    ) -> ProcessOutcome:
        """The captured output with the exit status the caller observed."""
        return ProcessOutcome(
            exit_code=None if timed_out else exit_code,
            timed_out=timed_out,
            stdout=self.stdout.text(),
            stderr=self.stderr.text(),
            stdout_truncated=self.stdout.truncated,
            stderr_truncated=self.stderr.truncated,
            duration_s=round(duration_s, 3),
            note=note,
        )
