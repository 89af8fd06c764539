"""``relay_python``: bounded attempts carrying only operational feedback (seed 003).

Each attempt is a fresh prompt holding the problem, the previous program, what the runner
observed when it ran (verdict, safety, exit code, stdout, stderr, parse status) and a compact
progress line per earlier attempt. The first RESULT line ends the run. The verifier's
judgment cannot enter a prompt: methods never receive a gold answer (see ``Problem``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._steps import Outcome, StepLog, attempts_outcome, solve_with_spec
from .base import SolveContext, build_spec, register_method
from .generation import ProtocolSpec
from .prompts import PromptTemplate, load_prompt, prompt_name
from .records import AttemptRecord, Trace

__all__ = ["RelayPython", "RelayPythonSpec", "progress_line"]

_STOP_STATUSES = frozenset({"RESULT_SUBMITTED", "LLM_ERROR"})


@dataclass(frozen=True)
class RelayPythonSpec(ProtocolSpec):
    """Settings of ``relay_python``; defaults are the seed's saved run, plus mathloop's
    additions (:class:`~mathloop.methods.generation.ProtocolSpec`; ``include_previous_code``
    is the relay's own: the previous program in the next prompt).
    """

    max_attempts: int = 5
    num_predict: int = 2500
    num_ctx: int = 8192
    include_previous_code: bool = True
    prompt_style: str = "relay"
    anti_repeat_drop_previous: bool = True
    """Under the anti-repeat rule, ask again with a prompt that leaves the previous program
    out (the runner's observations stay): the model then cannot copy it. With the next two
    settings the first resample changes only the prompt (greedy, as the relay decodes) and a
    second one also samples at 0.7: on MATH train this rule made the five-attempt relays
    write 4 programs where the rule off wrote 1, at 0.65x the rule off's tokens, where
    resampling hotter with the program shown cost 2x (docs/methods.md, "Every attempt
    counts")."""
    anti_repeat_temperature: float = 0.0
    anti_repeat_temperature_step: float = 0.7


class RelayPython:
    """Solve through a relay of bounded attempts; the first RESULT is final."""

    name = "relay_python"

    def __init__(self, spec: RelayPythonSpec | None = None) -> None:
        self._spec = spec or RelayPythonSpec()

    @property
    def spec(self) -> RelayPythonSpec:
        """The frozen settings of this method."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Run attempts until one submits a RESULT, the model fails, or the budget ends."""
        return await solve_with_spec(
            self.name, self._spec, problem, ctx, partial(self._body, problem)
        )

    async def _body(self, problem: Problem, log: StepLog) -> Outcome:
        for index in range(1, self._spec.max_attempts + 1):
            messages = self._messages(problem, log.ctx, log.attempts, index)
            again = None
            if self._spec.anti_repeat_drop_previous and log.attempts:
                again = self._messages(problem, log.ctx, log.attempts, index, with_code=False)
            attempt = await log.attempt(messages, resample_messages=again)
            if attempt.status in _STOP_STATUSES:
                break
        return attempts_outcome(log.attempts)

    def _messages(
        self,
        problem: Problem,
        ctx: SolveContext,
        attempts: list[AttemptRecord],
        index: int,
        *,
        with_code: bool = True,
    ) -> list[Message]:
        imports = ", ".join(sorted(ctx.policy.allowed_imports))
        system = self._prompt("system").render(
            allowed_imports=imports, max_attempts=self._spec.max_attempts
        )
        user = self._user(problem, attempts, index, with_code=with_code)
        return [Message("system", system), Message("user", user)]

    def _user(
        self, problem: Problem, attempts: list[AttemptRecord], index: int, *, with_code: bool
    ) -> str:
        common = {"problem": problem.statement, "attempt": index}
        if not attempts:
            return self._prompt("user").render(**common, max_attempts=self._spec.max_attempts)
        previous = attempts[-1]
        return self._prompt("continue").render(
            **common,
            max_attempts=self._spec.max_attempts,
            progress="\n".join(progress_line(a) for a in attempts),
            previous_program=self._previous_program(previous) if with_code else "",
            feedback=previous.feedback,
        )

    def _prompt(self, part: str) -> PromptTemplate:
        """The relay's prompt file ``part`` in the spec's prompt set."""
        return load_prompt(prompt_name(f"relay_python.{part}", self._spec.prompt_set))

    def _previous_program(self, previous: AttemptRecord) -> str:
        """The prompt's "Your previous program" section; empty with include_previous_code off
        (the essay's next prompt carries the runner's observations, not the program)."""
        if not self._spec.include_previous_code:
            return ""
        code = previous.selection.code if previous.selection else None
        return f"Your previous program:\n```python\n{code or '# (no code)'}\n```\n\n"


def progress_line(attempt: AttemptRecord) -> str:
    """One compact line per earlier attempt: verdict, exit code, last line of output."""
    parts = [f"attempt {attempt.index}: {attempt.status}"]
    execution = attempt.execution
    if execution is not None:
        parts.append(f"exit {execution.exit_code}")
        last_out = _last_line(execution.stdout)
        last_err = _last_line(execution.stderr)
        if last_out:
            parts.append(f"last stdout: {last_out}")
        if last_err:
            parts.append(f"last stderr: {last_err}")
    return "; ".join(parts)


def _last_line(text: str, limit: int = 160) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1][:limit] if lines else ""


def _factory(overrides: dict[str, Any]) -> RelayPython:
    return RelayPython(build_spec(RelayPythonSpec, overrides))


register_method(RelayPython.name, _factory, description=RelayPython.__doc__)
