"""bench/replayed_arms.py: an arm's problems are those whose baseline trace the candidate
could have changed, and the table takes the re-solved problems from the arm and the control,
every other one from the baseline."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from bench_modules import load_bench
from helpers import answer_reply, fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.methods import create_method

ITEMS = [
    item("plain", "What is 6 x 7? (plain)", "42"),
    item("silent", "What is 7 x 6? (silent)", "42"),
    item("stuck", "What is 2 x 21? (stuck)", "42"),
]
QUIET = fenced('x = 6 * 7\nprint("thinking")')
BASELINE = {  # problem: pot's replies, call by call
    "plain": [answer_reply("42")],
    "silent": [fenced("RESULT: 6 * 7"), answer_reply("41")],  # a bare annotation, then wrong
    "stuck": [QUIET, QUIET, QUIET, answer_reply("42")],  # a resample's very bytes again
}
Script = dict[str, list[str]]


def _backend(script: Script) -> Callable[[list[Message], GenerationParams], str]:
    calls: Counter[str] = Counter()

    def reply(messages: list[Message], params: GenerationParams) -> str:
        problem = next(name for name in script if f"({name})" in messages[-1].content)
        replies = script[problem]
        calls[problem] += 1
        return replies[min(calls[problem], len(replies)) - 1]

    return reply


def _run(folder: Path, script: Script, items: list[str] | None = None) -> Path:
    chosen = [i for i in ITEMS if items is None or i.problem.id in items]
    backend = ScriptedBackend(_backend(script))
    return handmade_run(folder, chosen, [create_method("pot")], backend, seed=1)


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _run(tmp_path_factory.mktemp("arms") / "baseline", BASELINE)


def test_each_candidate_names_the_problems_it_could_have_changed(baseline: Path) -> None:
    arms = load_bench("replayed_arms")
    assert arms.candidate_ids(baseline, ["diagnostics"], "pot", []) == ["silent"]
    assert arms.candidate_ids(baseline, ["trimmed"], "pot", []) == ["stuck"]
    both = arms.candidate_ids(baseline, ["diagnostics", "trimmed"], "pot", [])
    assert sorted(both) == ["silent", "stuck"]


def test_problems_an_arm_folder_solved_are_left_out(baseline: Path, tmp_path: Path) -> None:
    arms = load_bench("replayed_arms")
    done = _run(tmp_path / "arm", BASELINE, ["silent"])
    assert arms.candidate_ids(baseline, ["diagnostics", "trimmed"], "pot", [done]) == ["stuck"]


def test_the_listing_says_what_an_arm_on_its_problems_costs(baseline: Path) -> None:
    arms = load_bench("replayed_arms")
    solves = arms._solves([baseline], "pot")
    stuck, every = solves["stuck"].elapsed_s, [r.elapsed_s for r in solves.values()]
    words = arms.cost_words(baseline, ["stuck"], "pot")
    assert words.startswith(f"1 problems; their recorded pot solves took {stuck:.0f} s")
    assert f"({sum(every) / 3:.0f} s over all 3)" in words
    assert arms.cost_words(baseline, [], "pot").startswith("0 problems")


def test_the_table_takes_the_re_solved_problems_from_arm_and_control(
    baseline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arms = load_bench("replayed_arms")
    fixed = {**BASELINE, "silent": [fenced("RESULT: 6 * 7"), answer_reply("42")]}
    arm = _run(tmp_path / "arm", fixed, ["silent"])
    control = _run(tmp_path / "control", BASELINE, ["silent"])
    arms.table(baseline, [arm], [control], "pot")
    printed = capsys.readouterr().out
    assert "re-solved by the arm and by the control: 1" in printed
    rows = {line.split(" | ")[0][2:]: line.split(" | ")[1:3] for line in printed.splitlines()}
    assert rows["baseline (as recorded)"] == ["2", "+0.0 (+0.0 to +0.0)"]
    assert rows["re-solved: control"] == ["2", "+0.0 (+0.0 to +0.0)"]
    assert rows["re-solved: arm"][0] == "3"
    assert rows["re-solved: arm"][1].startswith("+33.3 (")


def test_the_untrimmed_resamples_are_counted_with_what_followed(baseline: Path) -> None:
    found = load_bench("replayed_arms").untrimmed_outcomes(baseline, "pot")
    assert found == {
        "attempts that drew an untrimmed resample": 1,
        "it came back with new bytes": 1,
        "its program was a new one": 1,
        "  which ended RESULT_SUBMITTED": 1,
        "    and gave the solve's answer": 1,
        "      a right one": 1,
    }
