"""``relay_python``: bounded attempts carrying only operational feedback (seed 003).

Each attempt is a fresh prompt holding the problem, the previous program, what the runner
observed when it ran (verdict, safety, exit code, stdout, stderr, parse status) and a compact
progress line per earlier attempt. The first RESULT line ends the run. The verifier's
judgment cannot enter a prompt: methods never receive a gold answer (see ``Problem``).
"""

from __future__ import annotations

import dataclasses
import string

from pydantic import field_validator

from mathloop.llm.base import GenerationParams, Message
from mathloop.problems import Problem

from .base import RecordedMethod, SolveContext, method
from .generation import CallSettings, ProtocolSpec
from .prompts import PromptTemplate, load_prompt, prompt_name
from .recorder import Outcome, Recorder, attempts_outcome
from .records import AttemptRecord
from .specs import setting, spec

__all__ = ["SAME_ERROR_NOTE", "RelayPython", "RelayPythonSpec", "progress_line", "repeated_error"]

_STOP_STATUSES = frozenset({"RESULT_SUBMITTED", "LLM_ERROR"})

SAME_ERROR_NOTE = load_prompt("same_error_note").text
"""The default ``same_error_note`` (``prompts/same_error_note.txt``): an operational fact,
two runs and one error, no verdict. Its text is recorded as a setting, so it is not one of
the relay's prompt files (whose hashes a run also records)."""


@spec
class RelayPythonSpec(ProtocolSpec):
    """Settings of ``relay_python``; defaults are the seed's saved run, plus mathloop's
    additions (:class:`~mathloop.methods.generation.ProtocolSpec`).
    """

    max_attempts: int = setting(5, "Attempts at most; the first RESULT line ends the relay.", ge=1)
    num_predict: int = setting(2500, "The most tokens one attempt's reply may have.", ge=1)
    num_ctx: int = setting(8192, "The context window of a call: prompt plus reply.", ge=1)
    include_previous_code: bool = setting(
        True,
        "Put the previous program in the next prompt (off: only the runner's observations, "
        "as the essay's next prompt carries).",
    )
    anti_repeat_drop_previous: bool = setting(
        True,
        "Under the anti-repeat rule, ask again with a prompt that leaves the previous program "
        "out (the runner's observations stay): the model then cannot copy it. With the next "
        "two settings the first resample changes only the prompt (greedy, as the relay "
        'decodes) and a second one also samples at 0.7 (docs/methods.md, "Every attempt '
        'counts").',
    )
    anti_repeat_temperature: float = setting(
        0.0, "The first resample's temperature: only the prompt changes.", ge=0
    )
    anti_repeat_temperature_step: float = setting(
        0.7, "How much hotter each further resample samples.", ge=0
    )
    same_error_note: str = setting(
        SAME_ERROR_NOTE,
        "Said after the runner's observations when an attempt failed with the same error as "
        "the attempt before it (the same last line of stderr): the anti-repeat rule makes "
        "programs differ, this asks for a different way through the failing step. Its "
        "placeholders: $error, $attempts (empty: off, as in the seed presets; "
        'docs/methods.md, "The same error twice").',
    )
    same_error_drop_previous: bool = setting(
        True,
        "After the same error twice in a row, leave the previous program out of the next "
        "prompt (the runner's observations and the note stay): a model shown the program "
        "copies its failing line.",
    )
    same_error_temperature: float = setting(
        0.7,
        "After the same error twice in a row, sample the next attempt at this temperature "
        "(with the anti-repeat rule's nucleus: its top_p and min_p, top_k off); 0: the "
        "method's own sampler.",
        ge=0,
    )

    @field_validator("same_error_note")
    @classmethod
    def _fills_its_placeholders(cls, note: str) -> str:
        try:
            string.Template(note).substitute(error="", attempts="")
        except (KeyError, ValueError) as exc:
            raise ValueError(f"its placeholders are $error and $attempts ({exc!r})") from None
        return note


@method("relay_python", spec=RelayPythonSpec)
class RelayPython(RecordedMethod[RelayPythonSpec]):
    """Solve through a relay of bounded attempts; the first RESULT is final."""

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Run attempts until one submits a RESULT, the model fails, or the budget ends."""
        for index in range(1, self._spec.max_attempts + 1):
            alike = _failed_alike(log.attempts) is not None
            shown = not (self._spec.same_error_drop_previous and alike)
            messages = self._messages(problem, log.ctx, log.attempts, index, with_code=shown)
            again = None
            if self._spec.anti_repeat_drop_previous and log.attempts:
                again = self._messages(problem, log.ctx, log.attempts, index, with_code=False)
            params = self._hotter(log.settings) if alike else None
            attempt = await log.attempt(messages, resample_messages=again, params=params)
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
            feedback=previous.feedback + self._same_error(attempts),
        )

    def _hotter(self, settings: CallSettings) -> GenerationParams | None:
        """The sampler of an attempt after the same error twice, if the spec sets one."""
        temperature = self._spec.same_error_temperature
        if not temperature:
            return None
        rule = dataclasses.replace(settings.anti_repeat, temperature=temperature)
        return rule.params(settings.params, 1)

    def _same_error(self, attempts: list[AttemptRecord]) -> str:
        """The ``same_error_note``, after a blank line, when the last two attempts ended on
        the same error; nothing otherwise."""
        error = _failed_alike(attempts)
        if not self._spec.same_error_note or error is None:
            return ""
        first, second = attempts[-2].index, attempts[-1].index
        note = string.Template(self._spec.same_error_note).substitute(
            error=error, attempts=f"{first} and {second}"
        )
        return "\n\n" + note

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


def repeated_error(earlier: AttemptRecord, later: AttemptRecord) -> str | None:
    """The error both attempts' runs ended on (the last line of stderr of a run that
    failed), or None when either run did not fail or they failed differently."""
    errors = {_failure(earlier), _failure(later)}
    return errors.pop() if len(errors) == 1 and None not in errors else None


def _failed_alike(attempts: list[AttemptRecord]) -> str | None:
    """The error the last two attempts both failed on, if they did."""
    return repeated_error(attempts[-2], attempts[-1]) if len(attempts) >= 2 else None


def _failure(attempt: AttemptRecord) -> str | None:
    execution = attempt.execution
    if execution is None or execution.exit_code == 0:
        return None
    return _last_line(execution.stderr) or None


def _last_line(text: str, limit: int = 160) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1][:limit] if lines else ""
