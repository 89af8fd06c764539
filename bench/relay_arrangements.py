"""Problems per hour of the relay essay's saved run in three arrangements (issue 28).

    .venv/bin/python bench/relay_arrangements.py                         # default model, 10
    .venv/bin/python bench/relay_arrangements.py --model smollm2-135m --limit 2   # smoke check
    .venv/bin/python bench/relay_arrangements.py --table                 # print, run nothing

``one_shot_python`` and ``relay_python`` under ``--preset relay-essay`` with one change, both
at temperature 0 (so that replies can be compared byte for byte), on ``--limit`` MATH train
problems (``--seed``'s sample; outside every published set), in three arrangements on a
2-core machine, each a fresh ``mathloop run`` process with no response cache:

- ``one-process``: one run, the embedded llama.cpp model on 2 threads;
- ``two-processes``: two runs at once on 1 thread each, the problems split between them
  (alternately, in sample order);
- ``server``: ``python -m llama_cpp.server`` on 2 threads, one run through ``--backend openai``
  with 2 requests in flight (``--server-slots``). llama-cpp-python's server answers one
  request at a time, so the second slot is a queue: what it buys is that one problem's
  program runs in the sandbox while the other problem's reply is generated. A native
  ``llama-server`` binary (``--llama-server PATH``) runs with ``--parallel`` slots instead,
  which decode together.

The table gives each arrangement's problems, wall seconds (server start-up excluded: a long
run starts it once), problems per hour and whether every reply (problem × method × attempt)
is byte-identical to ``one-process``'s reply to the same prompt. A later relay attempt's
prompt holds the earlier program's stderr, whose traceback names the sandbox's temporary
folder, a new name every run: such prompts differ between any two runs, so their replies
are counted apart, as not compared. Folders go under
``--root/<model>/<arrangement>``; a finished one keeps its wall time in ``wall.json`` and is
not run again (``--fresh`` runs every arrangement again). A run packed since
(``one-process.zip``, ``two-processes/part1.zip``, ``wall.json`` inside the archive or beside
the parts) is read from its archive, and ``--fresh`` refuses to run over it (unpack it first).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

import httpx
from every_attempt import math_train_file

from mathloop.benchmarks import load_benchmark, select_items
from mathloop.errors import RunStoreError
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import RunReader, TraceRef, open_run
from mathloop.runs.storage.store import archive_of, is_archive, runs_inside

ARRANGEMENTS = ("one-process", "two-processes", "server")
METHODS = ("one_shot_python", "relay_python")
GREEDY = [arg for method in METHODS for arg in ("--set", f"{method}.temperature=0")]
"""The preset with one change: temperature 0, so replies can be compared byte for byte."""
SERVER_CTX = 16384
"""The server's context: one_shot_python's num_ctx, the preset's largest."""


class Measured(NamedTuple):
    """One arrangement's row."""

    arrangement: str
    problems: int
    wall_s: float

    @property
    def per_hour(self) -> float:
        return 3600 * self.problems / self.wall_s if self.wall_s else 0.0


def problem_ids(limit: int, seed: int) -> list[str]:
    """The ids of the seeded sample of ``limit`` MATH train problems, in sample order."""
    items = load_benchmark("math", math_train_file())
    return [item.problem.id for item in select_items(items, limit=limit, seed=seed)]


def run_command(out: Path, ids: Sequence[str], *, seed: int, extra: Sequence[str]) -> list[str]:
    """The ``mathloop run`` command of one process of an arrangement."""
    return [
        sys.executable, "-m", "mathloop", "run",
        "--benchmark", "math", "--data", str(math_train_file()),
        "--methods", ",".join(METHODS), "--preset", "relay-essay", *GREEDY,
        "--ids", ",".join(ids), "--seed", str(seed), "--cache", "off", "--quiet",
        "--out", str(out), *extra,
    ]  # fmt: skip


def timed(commands: Sequence[list[str]], log: Path) -> float:
    """Wall seconds of ``commands`` run at once; each must succeed."""
    started = time.monotonic()
    with log.open("a", encoding="utf-8") as sink:
        running = [subprocess.Popen(c, stdout=sink, stderr=subprocess.STDOUT) for c in commands]
        codes = [process.wait() for process in running]
    if any(codes):
        raise SystemExit(f"a run failed ({codes}); see {log}")
    return time.monotonic() - started


def one_process(root: Path, ids: list[str], *, model: str, seed: int) -> float:
    """Wall seconds of one run on 2 threads."""
    extra = ["--model", model, "--n-threads", "2"]
    command = run_command(root / "one-process", ids, seed=seed, extra=extra)
    return timed([command], root / "one-process.log")


def two_processes(root: Path, ids: list[str], *, model: str, seed: int) -> float:
    """Wall seconds of two runs at once on 1 thread each, the problems split alternately."""
    extra = ["--model", model, "--n-threads", "1"]
    halves = [half for half in (ids[0::2], ids[1::2]) if half]
    commands = [
        run_command(root / "two-processes" / f"part{i}", half, seed=seed, extra=extra)
        for i, half in enumerate(halves, start=1)
    ]
    return timed(commands, root / "two-processes.log")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def server_command(model_path: Path, port: int, *, slots: int, binary: str | None) -> list[str]:
    """A llama.cpp server on 2 threads: llama-cpp-python's, or a native ``llama-server``."""
    if binary:
        return [
            binary, "-m", str(model_path), "--host", "127.0.0.1", "--port", str(port),
            "-t", "2", "-c", str(SERVER_CTX * slots), "--parallel", str(slots),
        ]  # fmt: skip
    return [
        sys.executable, "-m", "llama_cpp.server", "--model", str(model_path),
        "--model_alias", "served", "--host", "127.0.0.1", "--port", str(port),
        "--n_threads", "2", "--n_ctx", str(SERVER_CTX),
    ]  # fmt: skip


@contextmanager
def serving(command: list[str], port: int, log: Path) -> Iterator[str]:
    """The server of ``command`` while it answers; its ``/v1`` URL."""
    url = f"http://127.0.0.1:{port}/v1"
    with log.open("a", encoding="utf-8") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 300
        while not _answers(url):
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"the server did not start; see {log}")
            time.sleep(0.5)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _answers(url: str) -> bool:
    try:
        return httpx.get(f"{url}/models", timeout=2).status_code == 200
    except httpx.TransportError:
        return False


SERVER_REQUEST_TIMEOUT = 7200
"""Seconds a request may take, waiting in the server's queue included: with one request
served at a time, the second slot's request waits for the first reply, which may be a
12,500-token one-shot program (the default 600 s timed out and retried on the test model)."""


def server(
    root: Path, ids: list[str], *, model: str, seed: int, slots: int, binary: str | None
) -> float:
    """Wall seconds of the server arrangement (start-up excluded)."""
    port = _free_port()
    command = server_command(resolve_model(model).path, port, slots=slots, binary=binary)
    log = root / "server.log"
    with serving(command, port, log) as url:
        extra = ["--backend", "openai", "--base-url", url, "--model", "served"]
        extra += ["--request-timeout", str(SERVER_REQUEST_TIMEOUT)]
        run = run_command(
            root / "server", ids, seed=seed, extra=[*extra, "--concurrency", str(slots)]
        )
        return timed([run], log)


class Reply(NamedTuple):
    """One model call: the prompt it was given and the reply it wrote."""

    prompt: str
    text: str


Replies = dict[tuple[str, str, int], Reply]


def arrangement_runs(folder: Path) -> list[RunReader]:
    """The run(s) of an arrangement: the run ``folder`` (or its packed ``folder.zip``), or
    the runs inside ``folder`` (``two-processes/part1``..., folders or packed)."""
    run = open_run(folder)
    if run.exists():
        return [run]
    return [open_run(path) for path in runs_inside(folder)] if folder.is_dir() else []


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def recorded_wall(folder: Path) -> dict[str, Any] | None:
    """An arrangement's ``wall.json`` (in its folder, or in its packed run), None if it has
    none yet."""
    raw = open_run(folder).read_bytes("wall.json")
    return json.loads(raw) if raw is not None else None


def packed_runs(folder: Path) -> list[Path]:
    """The packed runs of an arrangement: ``folder.zip``, or the ones inside ``folder``."""
    packed = archive_of(folder)
    if packed.is_file():
        return [packed]
    inside = runs_inside(folder) if folder.is_dir() else []
    return [path for path in inside if is_archive(path)]


def replies(folder: Path) -> Replies:
    """Every model reply of an arrangement's run(s) (:func:`arrangement_runs`), by problem,
    method and attempt."""
    found: Replies = {}
    for run in arrangement_runs(folder):
        for record in run.read_standing():
            trace = load_trace(run.trace(record))
            for attempt in trace.attempts:
                prompt = "\n".join(message.content for message in attempt.messages)
                found[trace.problem_id, trace.method, attempt.index] = Reply(
                    prompt, attempt.response or ""
                )
    return found


def identical(reference: Replies, other: Replies) -> str:
    """Whether the replies to the same prompt are byte-identical: ``yes (N replies)`` or
    ``no: K of N differ``, and how many calls got another prompt (a later relay attempt
    whose feedback differs upstream) or are missing from one side, and so were not compared."""
    shared = reference.keys() & other.keys()
    same_prompt = [key for key in shared if reference[key].prompt == other[key].prompt]
    differ = sum(reference[key].text != other[key].text for key in same_prompt)
    verdict = "yes" if differ == 0 else f"no: {differ} of {len(same_prompt)} differ"
    if differ == 0:
        verdict += f" ({len(same_prompt)} replies)"
    apart = (
        [f"{len(shared) - len(same_prompt)} prompts differ"]
        if len(shared) > len(same_prompt)
        else []
    )
    unmatched = len(reference.keys() ^ other.keys())
    apart += [f"{unmatched} calls on one side only"] if unmatched else []
    return verdict + (f"; not compared: {', '.join(apart)}" if apart else "")


def measure(root: Path, ids: list[str], args: argparse.Namespace) -> None:
    """Run every arrangement not yet measured under ``root``, recording each wall time as
    soon as it is measured (an interrupted measurement keeps those already made)."""
    runs = {
        "one-process": lambda: one_process(root, ids, model=args.model, seed=args.seed),
        "two-processes": lambda: two_processes(root, ids, model=args.model, seed=args.seed),
        "server": lambda: server(
            root,
            ids,
            model=args.model,
            seed=args.seed,
            slots=args.server_slots,
            binary=args.llama_server,
        ),
    }
    root.mkdir(parents=True, exist_ok=True)
    for arrangement, run in runs.items():
        if recorded_wall(root / arrangement) is not None and not args.fresh:
            continue
        packed = packed_runs(root / arrangement)
        if packed:  # as the run engine would, before anything is removed
            raise SystemExit(
                f"{packed[0]} holds this arrangement's run packed; mathloop unpack {packed[0]} "
                "restores the folder (or measure under another --root)"
            )
        shutil.rmtree(root / arrangement, ignore_errors=True)  # a time from scratch only
        (root / f"{arrangement}.log").unlink(missing_ok=True)
        seconds = run()
        if not replies(root / arrangement):
            raise SystemExit(f"{arrangement} wrote no trace; see {root / arrangement}.log")
        record = {"wall_s": seconds, "problems": len(ids), "ids": ids}
        (root / arrangement / "wall.json").write_text(json.dumps(record, indent=1) + "\n")


def table(root: Path) -> str:
    """The Markdown table of every measured arrangement under ``root``."""
    lines = [
        "| arrangement | problems | wall s | problems/hour | replies identical |",
        "|---|---:|---:|---:|---|",
    ]
    reference = replies(root / "one-process")
    for arrangement in ARRANGEMENTS:
        record = recorded_wall(root / arrangement)
        if record is None:
            continue
        row = Measured(arrangement, record["problems"], record["wall_s"])
        same = (
            "(reference)"
            if arrangement == "one-process"
            else identical(reference, replies(root / arrangement))
        )
        lines.append(
            f"| {arrangement} | {row.problems} | {row.wall_s:.0f} | {row.per_hour:.1f} | {same} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--limit", type=int, default=10, help="MATH train problems")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--root", type=Path, default=Path("bench/runs/relay-arrangements"))
    parser.add_argument("--server-slots", type=int, default=2)
    parser.add_argument("--llama-server", help="a native llama-server binary (--parallel slots)")
    parser.add_argument("--fresh", action="store_true", help="measure every arrangement again")
    parser.add_argument("--table", action="store_true", help="print the table, run nothing")
    args = parser.parse_args()
    root = args.root / args.model
    if not args.table:
        measure(root, problem_ids(args.limit, args.seed), args)
    sample = f"{args.limit} MATH train problems (--seed {args.seed})"
    print(f"{args.model}, {sample}, {os.cpu_count()} CPUs")
    print(table(root))


if __name__ == "__main__":
    main()
