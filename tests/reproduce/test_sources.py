"""An experiment's tables read each cell's runs: its own folder or packed run, and --include."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.errors import ConfigError
from mathloop.report import RunSet
from mathloop.reproduce import Choices, Exhibits, get_experiment, opened_results
from mathloop.runs.storage.archive import pack_run
from report_stores import P, write_run

TABLE1 = get_experiment("iipc-table1")
MATH_SELECTION = {"benchmark": "math", "per_bin": 43, "seed": 1, "preset": "iipc-paper"}


def _run(root: Path, outcomes: dict[str, str], **settings: Any) -> Path:
    """A run folder: one problem per character of each method's pattern (``1`` correct), its
    manifest recording MATH's 35-bin selection under iipc-paper unless ``settings`` say else."""
    answer = {"1": True, "0": False}
    problems = [
        P(f"p{i}", method, answer[c]) for method, pattern in outcomes.items()
        for i, c in enumerate(pattern)
    ]  # fmt: skip
    chosen = {**MATH_SELECTION, **settings}
    write_run(root, problems, model=chosen.pop("model", "model-x"), benchmark=chosen["benchmark"])
    manifest = json.loads((root / "manifest.json").read_text())
    specs = {method: {} for method in outcomes}
    manifest["run"].update(chosen, methods=list(specs), settings=specs)
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


def _table1_math(out: Path, include: tuple[Path, ...] = ()) -> tuple[dict, list[str]]:
    cells = TABLE1.cells(Choices())
    with opened_results(cells, out, preset=TABLE1.preset, include=include) as results:
        exhibits: Exhibits = TABLE1.layout(results)
        coverage = results.coverage()
    (exhibit,) = [e for e in exhibits.tables if e.name == "table1-math"]
    names = [c.name for c in exhibit.table.columns]
    rows = {row[0]: dict(zip(names, row, strict=True)) for row in exhibit.table.rows}
    return {method: row["model-x (ours)"] for method, row in rows.items()}, coverage


def test_a_cell_split_over_two_experiments_is_one_table_with_delta_vs_pot(tmp_path: Path) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000", "macm": "1100"})
    _run(tmp_path / "ablations" / "math", {"pot": "1100", "iipc": "1110", "cot": "0000"})
    ours, coverage = _table1_math(agents.parent, include=(tmp_path / "ablations",))
    assert ours == {
        "PoT": "50.00",
        "CR": "25.00 (-25.00)",
        "MACM": "50.00 (+0.00)",
        "IIPC": "75.00 (+25.00)",
    }
    assert coverage == ["AIME: not run yet"]


def test_without_include_the_cells_methods_that_have_no_results_are_named(tmp_path: Path) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000", "macm": "1100"})
    ours, coverage = _table1_math(agents.parent)
    assert ours["PoT"] == "—" and ours["CR"] == "25.00"
    assert "MATH: no results yet for pot, iipc" in coverage


def test_a_packed_cell_and_a_packed_included_run_are_read(tmp_path: Path) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000", "macm": "1100"})
    ablations = _run(tmp_path / "ablations" / "math", {"pot": "1100", "iipc": "1110"})
    pack_run(agents, remove=True)
    packed = pack_run(ablations, remove=True)
    ours, _ = _table1_math(tmp_path / "agents", include=(packed,))
    assert ours["CR"] == "25.00 (-25.00)" and ours["IIPC"] == "75.00 (+25.00)"


@pytest.mark.parametrize(
    ("other", "message"),
    [
        ({"model": "model-y"}, "used different models (model-x, model-y)"),
        ({"seed": 2}, "chose their problems differently (seed: 1 and 2)"),
    ],
)
def test_runs_that_cannot_be_paired_are_refused(
    tmp_path: Path, other: dict[str, Any], message: str
) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000"})
    ablations = _run(tmp_path / "ablations" / "math", {"pot": "1100"}, **other)
    with pytest.raises(ConfigError, match=re.escape(message)) as caught:
        _table1_math(agents.parent, include=(ablations,))
    assert str(agents) in str(caught.value) and str(ablations) in str(caught.value)


def test_a_method_in_two_joined_runs_is_refused(tmp_path: Path) -> None:
    agents = _run(tmp_path / "agents" / "math", {"pot": "1000", "cr": "1000"})
    ablations = _run(tmp_path / "ablations" / "math", {"pot": "1100"})
    with pytest.raises(ConfigError, match="both have pot results; join runs whose methods differ"):
        _table1_math(agents.parent, include=(ablations,))


def test_a_named_run_must_fit_a_cell_and_a_folders_other_runs_are_left_out(
    tmp_path: Path,
) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000"})
    _run(tmp_path / "ablations" / "math", {"pot": "1100"})
    gsm8k = _run(tmp_path / "ablations" / "gsm8k", {"pot": "11"}, benchmark="gsm8k", per_bin=None)
    with pytest.raises(ConfigError, match="it solved gsm8k, which no cell solves"):
        _table1_math(agents.parent, include=(gsm8k,))
    ours, _ = _table1_math(agents.parent, include=(tmp_path / "ablations",))
    assert ours["PoT"] == "50.00"  # math joined; gsm8k, which Table 1 does not show, left out


def test_a_run_under_another_preset_is_refused(tmp_path: Path) -> None:
    agents = _run(tmp_path / "agents" / "math", {"cr": "1000"})
    other = _run(tmp_path / "other" / "math", {"pot": "1100"}, preset="relay-essay")
    with pytest.raises(ConfigError, match="its run used preset 'relay-essay'; these tables are"):
        _table1_math(agents.parent, include=(other,))


def test_the_command_writes_the_joined_tables_and_names_what_it_included(tmp_path: Path) -> None:
    _run(tmp_path / "agents" / "math", {"cr": "1000", "macm": "1100"})
    ablations = _run(tmp_path / "ablations" / "math", {"pot": "1100", "iipc": "1110"})
    out = tmp_path / "agents"
    args = ["reproduce", "iipc-table1", "--out", str(out)]
    refused = CliRunner().invoke(cli, [*args, "--include", str(ablations)])
    assert refused.exit_code == 2 and "use it with --report-only" in refused.output
    result = CliRunner().invoke(cli, [*args, "--report-only", "--include", str(ablations)])
    assert result.exit_code == 0, result.output
    report = (tmp_path / "agents" / "report" / "iipc-table1" / "report.md").read_text()
    assert f"Included: `{ablations}`." in report
    made_by = f"mathloop reproduce iipc-table1 --report-only --include {ablations} --out {out}"
    assert f"Made by `{made_by}`." in report
    assert "| IIPC | 75.00 (+25.00) |" in report


def test_a_cell_whose_run_stops_before_the_sample_says_so(tmp_path: Path) -> None:
    """A 10-problem AIME run read as part of a 30-problem look: it is complete, not late."""
    agents = _run(tmp_path / "agents" / "math", {"cr": "10", "macm": "11"}, limit=2)
    cells = TABLE1.cells(Choices())
    with opened_results(cells, agents.parent, preset=TABLE1.preset) as results:
        (run,) = results.runset.runs
        sampled = dataclasses.replace(run, sample_size=4)
        shown = dataclasses.replace(results, runset=RunSet((sampled,), results.runset.rows))
        assert shown.coverage()[0] == (
            "MATH: 2 of the sample's 4 problems have results; its run's own --limit is 2; "
            "no results yet for pot, iipc"
        )
