"""Model calls of a problem in flight, kept so that a resumed run does not make them again.

A run stopped mid-problem (Ctrl-C, a crash, a machine that goes away) has no record for the
problems it was solving, so a resume solves them again. Without this module their model
calls would be made again too: minutes per problem for a multi-step method on a CPU, money
on a hosted model. While a problem × method is solved, :class:`ReplayingBackend` appends each
completed call to ``RUN/in_flight/<problem>/<method>.jsonl`` (``<method>.sample_03.jsonl`` for
one of several samples); when the run stores the
problem's record it deletes that file. A resume wraps the backend again: the solve starts
over, and each call whose messages and parameters match one the journal holds (in order,
one use per entry) is answered from it instead of the model. The first call that differs
(a program printed something else this time) goes to the model, and so do all after it
that the journal does not hold.

The replayed completions are the model's own, with their tokens and latencies, so a trace
records the same calls it would have without the interruption. ``replayed_s`` sums the
latencies of the replayed calls; the run adds it to the problem's ``elapsed_s`` so its
seconds still count the time those calls took.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections import defaultdict, deque
from collections.abc import Callable
from pathlib import Path

from mathloop.llm.base import Backend, Completion, GenerationParams, Message
from mathloop.runs.storage.store import RunStore, safe_name, sample_folder

from .cache import cache_key

__all__ = [
    "IN_FLIGHT",
    "ReplayingBackend",
    "discard_in_flight",
    "in_flight_calls",
    "in_flight_path",
]

IN_FLIGHT = "in_flight"
"""The folder of a run that holds the journals of the problems being solved."""


def in_flight_path(
    store: RunStore, problem_id: str, method: str, sample: int | None = None
) -> Path:
    """Where the calls of ``problem_id`` × ``method`` (its sample ``sample``, of several) are
    journaled while it is solved."""
    name = method if sample is None else f"{method}.{sample_folder(sample)}"
    return store.root / IN_FLIGHT / safe_name(problem_id) / f"{name}.jsonl"


def in_flight_calls(root: Path) -> tuple[int, int]:
    """How many problem × method journals a run folder holds, and how many calls in all."""
    journals = sorted((root / IN_FLIGHT).glob("*/*.jsonl"))
    return len(journals), sum(len(_read(path)) for path in journals)


def discard_in_flight(
    store: RunStore, problem_id: str, method: str, sample: int | None = None
) -> None:
    """Delete a stored problem's journal, and its folders once they are empty."""
    path = in_flight_path(store, problem_id, method, sample)
    path.unlink(missing_ok=True)
    for folder in (path.parent, path.parent.parent):
        try:
            folder.rmdir()
        except OSError:  # not empty (another problem in flight), or already gone
            return


class ReplayingBackend:
    """``inner`` with a journal: calls it holds are replayed, new ones appended to it."""

    def __init__(self, inner: Backend, path: Path) -> None:
        self.inner = inner
        self.path = path
        self.name = inner.name
        self.model = inner.model
        self.replayed = 0
        self.replayed_s = 0.0
        self.on_replay: Callable[[], None] | None = None
        """Called after each replayed call (a clock that counts their seconds reads it)."""
        self._held: dict[str, deque[Completion]] = defaultdict(deque)
        for key, completion in _read(path):
            self._held[key].append(completion)

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """The journal's completion for this call if it holds one; else the model's, kept."""
        key = cache_key(self.name, self.model, messages, params)
        held = self._held.get(key)
        if held:
            completion = held.popleft()
            self.replayed += 1
            self.replayed_s += completion.latency_s
            if self.on_replay is not None:
                self.on_replay()
            return completion
        completion = await self.inner.generate(messages, params=params)
        if completion.finish_reason != "error":
            self._append(key, completion)
        return completion

    def _append(self, key: str, completion: Completion) -> None:
        line = json.dumps({"key": key, "completion": dataclasses.asdict(completion)})
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as journal:
            journal.write(line + "\n")
            journal.flush()
            os.fsync(journal.fileno())


def _read(path: Path) -> list[tuple[str, Completion]]:
    """The journal's entries in order; a torn or unreadable line (a crash mid-write) and
    what follows it are left out: the model answers those calls again."""
    if not path.is_file():
        return []
    entries: list[tuple[str, Completion]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            data = json.loads(line)
            entries.append((str(data["key"]), Completion(**data["completion"])))
        except (ValueError, KeyError, TypeError):
            break
    return entries
