"""Run the hostile corpus (tests/sandbox/hostile/) against both executors and print the table.

    .venv/bin/python bench/sandbox_redteam.py              # cold and warm, about a minute
    .venv/bin/python bench/sandbox_redteam.py --mode warm
    .venv/bin/python bench/sandbox_redteam.py --isolation process   # only what is safe there

One row per program: what stopped it (the gate's rule, and the runtime layer that contains
it when the gate is skipped or passed), the verdict under the default policy, the verdict
with ``policy=None`` (where the program is run that way), seconds per mode, and
``CONTAINED`` or what went wrong. Then what the host saw: canary files, the loopback
listeners, processes left behind; and the runs not contained per mode, gate on and off.
Programs whose ``needs`` are not all active here are skipped (they would harm the host).
Then the sequences (``tests/sandbox_sequences.py``): a writer and a reader run in turn
through one runner, as a method runs its programs, one row per sequence and mode saying
what leaked from the first to the second. Exit status 1 when anything was not contained or
leaked.

    .venv/bin/python bench/sandbox_redteam.py --shuffled 1000 --seed 1   # issue 54's bench

``--shuffled N`` runs, per mode and gate setting, N programs drawn at random (``--seed``)
from the corpus and the sequences' writers through one runner, each followed by a probe
that runs every reader and checks the work directory and the scratch root's mode and owner
(``tests/sandbox_sequences.py``, ``run_shuffled``); with the gate off only the programs
the corpus marks safe to run ungated are drawn. It prints the leaks per setting.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from mathloop.sandbox import isolation_report
from sandbox_hostile import Host, RunReport, load_corpus, run_corpus
from sandbox_sequences import SEQUENCES, Step, run_sequence, run_shuffled, writer_pool


def _verdict(report: RunReport | None) -> str:
    if report is None:
        return "-"
    if report.skipped:
        return "skipped"
    assert report.execution is not None
    return report.execution.verdict


def _row(name: str, reports: dict[tuple[str, str, str], RunReport], modes: list[str]) -> str:
    gated = reports[(name, "gated", modes[0])]
    program = gated.program
    gate = f"{program.gate_rule} {program.gate_detail}" if program.gate_rule else "passes"
    cells = [name, gate, program.layer, _verdict(gated)]
    cells.append(_verdict(reports.get((name, "ungated", modes[0]))))
    for mode in modes:
        seconds = sum(r.seconds for (n, _, m), r in reports.items() if n == name and m == mode)
        cells.append(f"{seconds:.2f}")
    problems = [p for (n, _, _), r in reports.items() if n == name for p in r.problems]
    cells.append("CONTAINED" if not problems else f"FAILED ({len(problems)})")
    return _format(cells)


def _format(cells: list[str]) -> str:
    widths = [30, 32, 19, 9, 9] + [8] * (len(cells) - 6) + [10]
    return "".join(f"{cell:<{width}}" for cell, width in zip(cells, widths, strict=True))


def main() -> int:
    """Run the corpus and print the table; 1 when anything escaped."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["cold", "warm", "both"], default="both")
    parser.add_argument(
        "--isolation", choices=["auto", "bwrap", "unshare", "process"], default="auto"
    )
    parser.add_argument("--shuffled", type=int, default=0, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    modes = ["cold", "warm"] if args.mode == "both" else [args.mode]
    if args.shuffled:
        return _shuffled(modes, args.isolation, count=args.shuffled, seed=args.seed)
    programs = load_corpus()
    report = isolation_report()
    print(f"{len(programs)} programs; isolation {args.isolation} (auto picks {report.chosen})")
    root = Path(tempfile.mkdtemp(prefix="mathloop_redteam_"))
    host = Host(root).start()
    reports: dict[tuple[str, str, str], RunReport] = {}
    started = time.monotonic()
    try:
        for mode in modes:
            for run in run_corpus(programs, host, mode=mode, isolation=args.isolation):  # type: ignore[arg-type]
                reports[(run.program.name, run.variant, run.mode)] = run
        time.sleep(0.5)
        host_problems = host.problems()
    finally:
        host.close()
        shutil.rmtree(root, ignore_errors=True)
    header = ["program", "gate", "runtime layer", "gated", "ungated"]
    print(_format([*header, *[f"{mode} s" for mode in modes], "result"]))
    for program in programs:
        print(_row(program.name, reports, modes))
    status = _summary(reports, host_problems, time.monotonic() - started)
    return max(status, _sequences(modes, args.isolation))


def _shuffled(modes: list[str], isolation: str, *, count: int, seed: int) -> int:
    """N programs in a random order per mode and gate setting, a probe after each."""
    root = Path(tempfile.mkdtemp(prefix="mathloop_redteam_"))
    host = Host(root).start()
    leaked = 0
    try:
        corpus = load_corpus()
        for gate in (True, False):
            programs = [p for p in corpus if gate or p.ungated]
            pool = {**writer_pool(), **{p.name: host.fill(p.source) for p in programs}}
            for mode in modes:
                started = time.monotonic()
                steps = run_shuffled(
                    pool,
                    count=count,
                    seed=seed,
                    mode=mode,
                    gate=gate,
                    isolation=isolation,  # type: ignore[arg-type]
                    progress=_progress_line(f"{mode}, gate {'on' if gate else 'off'}", count),
                )
                leaks = [(step.name, leak) for step in steps for leak in step.leaks]
                leaked += len(leaks)
                print(
                    f"{mode}, gate {'on' if gate else 'off'}: {len(steps)} programs from "
                    f"{len(pool)} in a random order (seed {seed}), {len(leaks)} leaks, "
                    f"{time.monotonic() - started:.0f} s"
                )
                for name, leak in leaks[:20]:
                    print(f"  after {name}: {leak}")
        time.sleep(0.5)
        host_problems = host.problems()
    finally:
        host.close()
        shutil.rmtree(root, ignore_errors=True)
    print(f"host: {host_problems or 'unchanged'}")
    return 1 if leaked or host_problems else 0


def _progress_line(setting: str, count: int) -> Callable[[int, Step], None]:
    """A line on stderr every 50 programs (and at the last), with the leaks so far."""
    started = time.monotonic()
    leaks = 0

    def report(done: int, step: Step) -> None:
        nonlocal leaks
        leaks += len(step.leaks)
        if done % 50 == 0 or done == count:
            elapsed = time.monotonic() - started
            print(
                f"  {setting}: {done}/{count} programs, {leaks} leaks, {elapsed:.0f} s",
                file=sys.stderr,
                flush=True,
            )

    return report


def _sequences(modes: list[str], isolation: str) -> int:
    """Each writer/reader sequence through one runner per mode; 1 when anything leaked."""
    print("\nsequences (a writer, then a reader, through one runner):")
    leaked: dict[str, int] = {}
    for sequence in SEQUENCES:
        cells = [f"{sequence.name:<16}"]
        for mode in modes:
            problems = run_sequence(sequence, mode=mode, isolation=isolation)  # type: ignore[arg-type]
            leaked[mode] = leaked.get(mode, 0) + bool(problems)
            cells.append(f"{mode}: {'; '.join(problems) if problems else 'nothing passed'}")
        print("  " + "  ".join(cells))
    counts = "; ".join(f"{mode} {leaked[mode]} of {len(SEQUENCES)}" for mode in modes)
    print(f"sequences that leaked: {counts}")
    return 1 if any(leaked.values()) else 0


def _summary(
    reports: dict[tuple[str, str, str], RunReport], host: list[str], seconds: float
) -> int:
    problems = [problem for run in reports.values() for problem in run.problems] + host
    runs = [run for run in reports.values() if run.execution is not None]
    rejected = sum(run.execution.verdict == "rejected" for run in runs if run.execution)
    skipped = sum(bool(run.skipped) for run in reports.values())
    print(
        f"\n{len(runs)} runs in {seconds:.0f} s: {rejected} rejected by the gate, "
        f"{len(runs) - rejected} ran and were contained, {skipped} skipped; "
        f"host: {'unchanged' if not host else 'CHANGED'}"
    )
    print(_escapes(reports))
    for problem in problems:
        print(f"  {problem}")
    return 1 if problems else 0


def _escapes(reports: dict[tuple[str, str, str], RunReport]) -> str:
    """Runs not contained, per mode, with the gate on (gated) and off (ungated)."""
    cells = []
    for mode in sorted({mode for _, _, mode in reports}):
        for variant, gate in (("gated", "gate on"), ("ungated", "gate off")):
            runs = [r for (_, v, m), r in reports.items() if (v, m) == (variant, mode)]
            ran = [r for r in runs if r.execution is not None]
            escaped = sum(bool(r.problems) for r in ran)
            cells.append(f"{mode} {gate}: {escaped} of {len(ran)}")
    return "escapes: " + "; ".join(cells)


if __name__ == "__main__":
    sys.exit(main())
