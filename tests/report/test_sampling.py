"""Several samples per problem in reports: pass@k, maj@k, mean@n, intervals, pairs, files."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path

import pandas as pd
import pytest

import mathloop
from mathloop.errors import ConfigError
from mathloop.report import build_report, load_runs, write_report
from mathloop.report.sampling import curve_ks, majority_correct, pass_at_k
from mathloop.report.table import Table
from mathloop.runs import ResultRecord
from report_stores import P

MakeRun = Callable[..., Path]


def samples(pid: str, method: str, outcomes: Sequence[bool | None], **extra: object) -> list[P]:
    """One :class:`P` per sample of ``pid`` × ``method`` (None: no answer submitted)."""
    return [P(pid, method, c, sample=s, **extra) for s, c in enumerate(outcomes)]  # type: ignore[arg-type]


def table(tables: Sequence[Table], name: str) -> list[dict[str, object]]:
    (found,) = [t for t in tables if t.name == name]
    names = [c.name for c in found.columns]
    return [dict(zip(names, row, strict=True)) for row in found.rows]


@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_pass_at_k_is_the_share_of_k_subsets_with_a_correct_sample(n: int) -> None:
    for c in range(n + 1):
        marks = [True] * c + [False] * (n - c)
        for k in range(1, n + 1):
            subsets = list(combinations(marks, k))
            exact = sum(any(s) for s in subsets) / len(subsets)
            assert pass_at_k(n, c, k) == pytest.approx(exact)


def test_curve_ks_double_up_to_n() -> None:
    assert curve_ks(1) == [1]
    assert curve_ks(4) == [1, 2, 4]
    assert curve_ks(5) == [1, 2, 4, 5]
    assert curve_ks(8) == [1, 2, 4, 8]


def records(answers: Sequence[str | None], correct: Sequence[bool]) -> list[ResultRecord]:
    base = dict(benchmark="b", subject=None, level=None, year=None, number=None, gold="7")
    base |= dict(confidence=None, verdict=None, attempts=1, submitted_attempt=None)
    base |= dict(prompt_tokens=0, output_tokens=0, llm_calls=1, elapsed_s=0.0, error=None)
    return [
        ResultRecord(
            problem_id="p",
            method="m",
            answer=answer,
            submitted=answer is not None,
            correct=ok,
            failure_class="VERIFIED_CORRECT_RESULT" if ok else "WRONG_RESULT",
            sample=index,
            **base,  # type: ignore[arg-type]
        )
        for index, (answer, ok) in enumerate(zip(answers, correct, strict=True))
    ]


def test_majority_groups_by_equivalence_never_by_the_gold() -> None:
    # 8 and 8.0 are one answer to the checker: it outvotes the correct 7.
    voted = records(["8", "7", "8.0"], [False, True, False])
    assert [majority_correct(voted, k) for k in (1, 2, 3)] == [False, False, False]
    right = records(["7", "8", "7.0"], [True, False, True])
    assert [majority_correct(right, k) for k in (1, 2, 3)] == [True, False, True]


def test_a_tie_is_no_majority_and_no_answer_casts_no_vote() -> None:
    voted = records(["7", None, "8", None, "8"], [True, False, False, False, False])
    assert majority_correct(voted, 2) is True  # 7 alone: the sample without answer is silent
    assert majority_correct(voted, 3) is False  # 7 against 8: a tie
    assert majority_correct(voted, 5) is False  # 8 wins
    silent = records([None, None], [False, False])
    assert majority_correct(silent, 2) is False


def sampled_run(make_run: MakeRun) -> Path:
    """Three problems, methods a (3 samples) and b (3 samples)."""
    problems = [
        *samples("p1", "a", [True, True, True]),
        *samples("p1", "b", [True, False, False]),
        *samples("p2", "a", [False, False, True]),
        *samples("p2", "b", [False, False, False]),
        *samples("p3", "a", [False, False, False]),
        *samples("p3", "b", [None, True, None]),
    ]
    return make_run("sampled", problems)


def test_the_report_shows_pass_and_maj_at_k_per_arm(make_run: MakeRun) -> None:
    report = build_report(load_runs([sampled_run(make_run)]), seed=0)
    rows = table(report.tables, "sampling")
    a = {row["k"]: row for row in rows if row["method"] == "a"}
    assert sorted(a) == [1, 2, 3]
    # pass@1 = mean of 3/3, 1/3, 0/3; pass@2 = mean of 1, 1 - C(2,2)/C(3,2), 0.
    assert a[1]["pass@k"] == pytest.approx(4 / 9)
    assert a[2]["pass@k"] == pytest.approx((1 + 2 / 3) / 3)
    assert a[3]["pass@k"] == pytest.approx(2 / 3)
    # A wrong sample answers 8, a right one 7: maj@3 of a is right on p1 (7 7 7) only.
    assert a[3]["maj@k"] == pytest.approx(1 / 3)
    b = {row["k"]: row for row in rows if row["method"] == "b"}
    assert b[3]["maj@k"] == pytest.approx(1 / 3)  # p3: one vote (7); p1: 7 8 8
    assert all(row["n"] == 3 and row["problems"] == 3 for row in rows)


def test_accuracy_is_the_mean_over_samples_and_pairs_compare_means(make_run: MakeRun) -> None:
    report = build_report(load_runs([sampled_run(make_run)]), seed=0)
    accuracy = {row["method"]: row for row in table(report.tables, "accuracy")}
    assert accuracy["a"]["problems"] == 3 and accuracy["a"]["samples"] == 9
    assert accuracy["a"]["correct"] == 4
    assert accuracy["a"]["accuracy"] == pytest.approx(4 / 9)
    (paired,) = table(report.tables, "paired")
    assert paired["shared"] == 3 and paired["McNemar p"] is None and paired["only A"] is None
    assert paired["Δ B−A pp"] == pytest.approx(100 * (2 / 9 - 4 / 9))


def test_intervals_resample_problems_not_samples(make_run: MakeRun) -> None:
    # One problem always right, one always wrong: over problems the mean is 0, 1/2 or 1.
    problems = [*samples("p1", "a", [True] * 3), *samples("p2", "a", [False] * 3)]
    results = mathloop.load(make_run("two", problems))
    mean = results.mean_at()["a"]
    assert (mean.value, mean.low, mean.high, mean.problems) == (0.5, 0.0, 1.0, 2)


def test_the_api_gives_each_metric_per_method(make_run: MakeRun) -> None:
    results = mathloop.load(sampled_run(make_run))
    assert results.pass_at(1)["a"].value == pytest.approx(4 / 9)
    assert results.pass_at(3)["b"].value == pytest.approx(2 / 3)
    assert results.maj_at(3)["a"].value == pytest.approx(1 / 3)
    assert results.mean_at()["b"].value == pytest.approx(2 / 9)
    low, high = results.pass_at(2)["a"][1:3]
    assert low is not None and high is not None and low <= high
    with pytest.raises(ConfigError, match="4 samples"):
        results.pass_at(4)


def test_files_carry_the_samples(make_run: MakeRun, tmp_path: Path) -> None:
    report = build_report(load_runs([sampled_run(make_run)]), seed=0)
    files = write_report(report, tmp_path / "out")
    frame = pd.read_parquet(files.parquet)
    assert sorted(frame["sample"].dropna().unique()) == [0, 1, 2]
    assert files.sampling_parquet is not None
    curve = pd.read_parquet(files.sampling_parquet)
    assert list(curve["k"]) == [1, 2, 3, 1, 2, 3]
    assert "sampling_curve" in {plot.name for plot in files.plots}
    page = (tmp_path / "out/html/problems/p1.html").read_text()
    assert 'id="arm-1-sample-02"' in page and "a · sample 2" in page
    traces = (tmp_path / "out/html/traces.html").read_text()
    assert '"sample": 2' in traces or '"sample":2' in traces


def test_a_run_without_samples_reports_as_before(make_run: MakeRun) -> None:
    run = make_run("single", [P("p1", "a", True), P("p1", "b", False), P("p2", "a", False)])
    report = build_report(load_runs([run]), seed=0)
    assert "sampling" not in {t.name for t in report.tables}
    (accuracy,) = [t for t in report.tables if t.name == "accuracy"]
    assert "samples" not in [c.name for c in accuracy.columns]
    (paired,) = table(report.tables, "paired")
    assert paired["McNemar p"] == 1.0 and paired["only A"] == 1


def test_a_run_plans_its_samples() -> None:
    from mathloop.report import LoadedRun

    recorded = {"limit": 20, "methods": ["pot", "cot"], "samples": 5}
    run = LoadedRun("r", Path("r"), {"run": recorded}, ())
    assert (run.samples, run.planned_results) == (5, 200)
    recorded["samples"] = 1
    assert LoadedRun("r", Path("r"), {"run": recorded}, ()).planned_results == 40


def test_a_run_without_samples_has_no_sample_in_the_browser_data(make_run: MakeRun) -> None:
    from mathloop.report.html.pages import browser_rows

    runset = load_runs([make_run("single", [P("p1", "a", True)])])
    (row,) = browser_rows(runset)
    assert "sample" not in row
    (sampled,) = browser_rows(load_runs([make_run("one", samples("p1", "a", [True]))]))
    assert sampled["sample"] == 0


def test_compare_pairs_two_sampled_runs_by_problem_means(make_run: MakeRun) -> None:
    from mathloop.report import compare_runs

    run_a = make_run(
        "ra", [*samples("p1", "pot", [True, False]), *samples("p2", "pot", [False, False])]
    )
    run_b = make_run(
        "rb", [*samples("p1", "pot", [True, True]), *samples("p2", "pot", [True, False])]
    )
    table = compare_runs(run_a, run_b)
    cells = dict(zip([c.name for c in table.columns], table.rows[0], strict=True))
    assert cells["acc A"] == pytest.approx(0.25) and cells["acc B"] == pytest.approx(0.75)
    assert cells["shared"] == 2 and cells["McNemar p"] is None
    assert cells["Δ B−A pp"] == pytest.approx(50.0)


def test_the_trace_corpus_names_each_sample(make_run: MakeRun) -> None:
    import io
    import json

    from mathloop.report import write_corpus

    lines = io.StringIO()
    write_corpus(load_runs([make_run("n2", samples("p1", "a", [True, False]))]), lines)
    assert [json.loads(line)["sample"] for line in lines.getvalue().splitlines()] == [0, 1]
    single = io.StringIO()
    write_corpus(load_runs([make_run("n1", [P("p1", "a", True)])]), single)
    assert "sample" not in json.loads(single.getvalue())
