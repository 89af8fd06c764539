"""Which programs of the committed runs would a changed gate judge differently?

    .venv/bin/python bench/gate_drift.py results bench/runs

Reads every attempt's program (``trace.json`` of each problem × method) of every run under
the given folders (run folders and packed runs, ``*.zip``; a run named itself is read too),
and for each program the gate passed when it ran, checks it again with today's gate
under the same-named policy (``iipc`` methods under IIPC's own, others under the run's
``--policy``). Prints how many programs were read and every one that today's gate refuses,
with the rule: a gate change that refuses none of them changes no published run.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from mathloop.methods import IipcSpec, create_method
from mathloop.methods.iipc import iipc_policy
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import RunReader, TraceRef, open_run
from mathloop.runs.storage.store import runs_inside
from mathloop.sandbox import Policy, check_code, get_policy


def runs_under(folder: Path) -> list[RunReader]:
    """``folder`` when it is a run (a folder or packed), else every run inside it."""
    reader = open_run(folder)
    if reader.exists():
        return [reader]
    return [open_run(run) for run in runs_inside(folder)] if folder.is_dir() else []


def traces(run: RunReader) -> Iterator[tuple[TraceRef, Trace]]:
    """Every trace of ``run``, earlier ones set aside and samples included (members of a
    vote too)."""
    names = [name for name in run.names("problems/") if name.endswith("/trace.json")]
    for name in sorted(names, key=lambda member: member.split("/")):  # as paths sort
        ref = TraceRef(run, name)
        trace = Trace.model_validate_json(ref.read_bytes() or b"")
        yield ref, trace
        for member in trace.members:
            yield ref, member


def run_policy(run: RunReader) -> Policy:
    """The policy of a run (its manifest's ``policy`` setting)."""
    settings = run.read_manifest().get("settings", {})
    extra = [n for n in str(settings.get("allow_imports") or "").split(",") if n]
    return get_policy(settings.get("policy") or "default", extra_imports=extra)


def _known(spec: dict[str, object], kind: type) -> dict[str, object]:
    """A recorded spec's settings that today's spec type still has."""
    names = set(kind.__dataclass_fields__)
    return {key: value for key, value in spec.items() if key in names}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    args = parser.parse_args()
    read = 0
    refused: Counter[str] = Counter()
    runs = [run for folder in args.folders for run in runs_under(folder)]
    for run in runs:
        base = run_policy(run)
        for ref, trace in traces(run):
            policy = base
            if trace.method.startswith("iipc"):
                spec = create_method(trace.method, _known(trace.spec, IipcSpec)).spec
                policy = iipc_policy(policy, spec)
            for attempt in trace.attempts:
                selection = attempt.selection
                if selection is None or selection.code is None or selection.gate is None:
                    continue
                if not selection.gate.safe:
                    continue
                read += 1
                report = check_code(selection.code, policy)
                if not report.safe:
                    rules = ", ".join(f"{v.rule} {v.detail[:50]}" for v in report.violations)
                    refused[rules] += 1
                    where = str(ref).removesuffix("/trace.json")
                    print(f"{where} attempt {attempt.index}: {rules}")
    total = sum(refused.values())
    print(f"\n{read} programs the gate passed when they ran; today's gate refuses {total}")
    for rules, count in refused.most_common():
        print(f"  {count} × {rules}")


if __name__ == "__main__":
    main()
