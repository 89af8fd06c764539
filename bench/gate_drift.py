"""Which programs of the committed runs would a changed gate judge differently?

    .venv/bin/python bench/gate_drift.py results bench/runs

Reads every ``attempt_*/`` program (``trace.json`` of each problem × method) under the given
folders, and for each program the gate passed when it ran, checks it again with today's gate
under the same-named policy (``iipc`` methods under IIPC's own, others under the run's
``--policy``). Prints how many programs were read and every one that today's gate refuses,
with the rule: a gate change that refuses none of them changes no published run.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from mathloop.methods import IipcSpec, create_method
from mathloop.methods.iipc import iipc_policy
from mathloop.methods.records import Trace
from mathloop.sandbox import Policy, check_code, get_policy


def traces(folder: Path) -> Iterator[tuple[Path, Trace]]:
    """Every trace under ``folder`` (members of a vote included)."""
    for path in sorted(folder.rglob("trace.json")):
        trace = Trace.model_validate_json(path.read_text(encoding="utf-8"))
        yield path, trace
        for member in trace.members:
            yield path, member


def run_policy(trace_path: Path) -> Policy:
    """The policy of the run a trace belongs to (its manifest's ``policy`` setting)."""
    for parent in trace_path.parents:
        manifest = parent / "manifest.json"
        if manifest.exists():
            settings = json.loads(manifest.read_text(encoding="utf-8")).get("settings", {})
            extra = [n for n in str(settings.get("allow_imports") or "").split(",") if n]
            return get_policy(settings.get("policy") or "default", extra_imports=extra)
    return get_policy("default")


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
    for folder in args.folders:
        for path, trace in traces(folder):
            policy = run_policy(path)
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
                    print(f"{path.parent} attempt {attempt.index}: {rules}")
    total = sum(refused.values())
    print(f"\n{read} programs the gate passed when they ran; today's gate refuses {total}")
    for rules, count in refused.most_common():
        print(f"  {count} × {rules}")


if __name__ == "__main__":
    main()
