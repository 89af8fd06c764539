"""``--samples`` on the commands that plan runs: run, reproduce and sweep."""

from __future__ import annotations

import shlex
from pathlib import Path

from click.testing import CliRunner

from mathloop.cli.arguments import config_of_arguments, run_arguments
from mathloop.cli.main import cli


def test_run_takes_samples_into_its_config_and_back() -> None:
    config = config_of_arguments(["--benchmark", "samples", "--samples", "3", "--out", "r"])
    assert config.samples == 3 and "samples" in config.given()
    words = run_arguments(config)
    assert words[words.index("--samples") + 1] == "3"
    assert config_of_arguments(["--benchmark", "samples", "--out", "r"]).samples == 1


def test_reproduce_gives_every_cell_the_samples() -> None:
    args = ["reproduce", "relay-math500", "--limit", "10", "--samples", "5", "--out", "x"]
    result = CliRunner().invoke(cli, [*args, "--dry-run"])
    assert result.exit_code == 0, result.output
    (command,) = [line for line in result.stdout.splitlines() if line.startswith("mathloop run")]
    words = shlex.split(command)
    assert words[words.index("--samples") + 1] == "5"


def test_sweep_gives_every_cell_the_samples(tmp_path: Path) -> None:
    sweep = tmp_path / "sweep.toml"
    sweep.write_text(
        f'out = "{tmp_path / "out"}"\nmethods = ["pot", "cot"]\n'
        '[[benchmarks]]\nname = "samples"\n[[models]]\nlabel = "smol"\nmodel = "smollm2-135m"\n'
    )
    result = CliRunner().invoke(cli, ["sweep", str(sweep), "--samples", "2", "--dry-run"])
    assert result.exit_code == 0, result.output
    commands = [shlex.split(line) for line in result.stdout.splitlines()]
    assert len(commands) == 2
    for words in commands:
        assert words[words.index("--samples") + 1] == "2"
        assert words[words.index("--out") + 1].endswith("-n2")


def test_show_prints_the_sample_asked_for(tmp_path: Path) -> None:
    import asyncio

    from helpers import answer_reply, item
    from mathloop.llm import ScriptedBackend
    from mathloop.methods import OneShotPython, SolveContext
    from mathloop.runs import RunPlan, RunStore, execute_run

    replies = iter([answer_reply("10"), answer_reply("11")])
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("p1", "What is 5 + 5?", "10")],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=ScriptedBackend(lambda m, p: next(replies))),
        samples=2,
    )
    asyncio.run(execute_run(plan))
    shown = {}
    for sample in ("0", "1"):
        args = ["show", str(tmp_path / "r"), "p1", "--sample", sample]
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
        shown[sample] = result.output
    assert "RESULT: 10" in shown["0"] and "RESULT: 11" in shown["1"]
    first = CliRunner().invoke(cli, ["show", str(tmp_path / "r"), "p1"])
    assert first.exit_code == 0 and first.output == shown["0"]


def test_a_log_line_names_the_sample() -> None:
    import io

    from rich.console import Console

    from mathloop.cli._progress import RunProgress
    from mathloop.runs import ResultRecord

    record = ResultRecord(
        problem_id="p1",
        method="pot",
        benchmark="gsm8k",
        subject=None,
        level=None,
        year=None,
        number=None,
        gold="4",
        answer="4",
        confidence=None,
        submitted=True,
        correct=True,
        failure_class="VERIFIED_CORRECT_RESULT",
        verdict=None,
        attempts=1,
        submitted_attempt=1,
        prompt_tokens=10,
        output_tokens=7,
        llm_calls=1,
        elapsed_s=1.0,
        error=None,
        sample=3,
    )
    out = io.StringIO()
    with RunProgress(Console(file=out, width=40), total=1, quiet=False) as progress:
        progress.advance(record)
    assert out.getvalue().startswith("pot p1 sample 3: VERIFIED_CORRECT_RESULT")
