"""An inspect eval end to end: built-in problems, a scripted model that calls inspect's own
``python()`` tool, the tool run in ``sandbox="mathloop"``, the replies scored by
``mathloop_math()``; then the log read back as inspect writes it."""

from __future__ import annotations

from pathlib import Path

from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.log import EvalLog
from inspect_ai.model import (
    ChatMessageTool,
    ChatMessageUser,
    ModelAPI,
    ModelOutput,
    get_model,
    modelapi,
)
from inspect_ai.model._providers.mockllm import MockLLM
from inspect_ai.solver import generate, use_tools
from inspect_ai.tool import python

from mathloop.benchmarks import load_benchmark
from mathloop.integrations.inspect import mathloop_math

PROGRAMS = {
    # each problem's program; the scripted model boxes what the program printed
    "sample-odd-sum": "print(sum(range(1, 200, 2)))",
    "sample-two-red-marbles": (
        "from sympy import Rational, binomial\nprint(Rational(binomial(4, 2), binomial(10, 2)))"
    ),
    "sample-hypotenuse": "from sympy import sqrt\nprint(sqrt(6**2 + 9**2))",
    # the work left undone: the statement asks for simplest radical form
    "sample-distance": "print(f'\\\\sqrt{{{3**2 + 6**2}}}')",
}


class _OfflineMock(MockLLM):
    """inspect's mockllm, counting tokens by words: its default tokenizer (tiktoken's
    o200k_base) is downloaded on first use, and this machine has no internet."""

    async def count_text_tokens(self, text: str) -> int:
        return max(1, len(text.split()))


@modelapi(name="mathloop-scripted")
def _offline_mock() -> type[ModelAPI]:
    return _OfflineMock


def _samples() -> list[Sample]:
    items = {item.problem.id: item for item in load_benchmark("samples")}
    return [
        Sample(id=name, input=items[name].problem.statement, target=items[name].gold)
        for name in PROGRAMS
    ]


def _scripted(messages: list, tools: list, tool_choice: object, config: object) -> ModelOutput:
    """First turn: call python() with the problem's program; then box its output."""
    last = messages[-1]
    if isinstance(last, ChatMessageTool):
        reply = f"So the answer is \\boxed{{{last.text.strip()}}}."
        return ModelOutput.from_content("mockllm/model", reply)
    statement = next(m.text for m in messages if isinstance(m, ChatMessageUser))
    name = next(s.id for s in _samples() if s.input == statement)
    return ModelOutput.for_tool_call("mockllm/model", "python", {"code": PROGRAMS[str(name)]})


def _run(tmp_path: Path) -> EvalLog:
    task = Task(
        dataset=_samples(),
        solver=[use_tools(python(timeout=60)), generate()],
        scorer=mathloop_math(),
        sandbox="mathloop",
    )
    model = get_model("mathloop-scripted/model", custom_outputs=_scripted)
    [log] = eval(task, model=model, log_dir=str(tmp_path), display="none", max_samples=2)
    return log


def test_an_inspect_eval_runs_tools_in_the_mathloop_sandbox_and_scores(tmp_path: Path) -> None:
    log = _run(tmp_path)
    assert log.status == "success", log.error
    assert log.samples is not None
    scores = {str(s.id): s.scores["mathloop_math"] for s in log.samples if s.scores}
    assert {name: score.value for name, score in scores.items()} == {
        "sample-odd-sum": "C",
        "sample-two-red-marbles": "C",
        "sample-hypotenuse": "C",
        "sample-distance": "I",
    }
    assert scores["sample-two-red-marbles"].answer == "2/15"
    assert scores["sample-hypotenuse"].answer == "3*sqrt(13)"
    assert "work left" in (scores["sample-distance"].explanation or "")
    metadata = scores["sample-distance"].metadata or {}
    assert metadata["requested"] == "simplest radical form"
    assert metadata["final_form"] == "strict" and metadata["checker"]
    accuracy = log.results.scores[0].metrics["accuracy"].value if log.results else None
    assert accuracy == 0.75


def test_the_tool_output_came_from_the_sandbox(tmp_path: Path) -> None:
    log = _run(tmp_path)
    assert log.samples is not None
    sample = next(s for s in log.samples if s.id == "sample-odd-sum")
    tool_messages = [m for m in sample.messages if isinstance(m, ChatMessageTool)]
    assert [m.text.strip() for m in tool_messages] == ["10000"]
