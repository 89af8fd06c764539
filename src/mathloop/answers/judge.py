"""The optional LLM judge: a fallback after deterministic equivalence (IIPC paper, section 4).

It is asked only when :func:`~mathloop.answers.check` says "not equal" or cannot decide, at
temperature 0, with the prompt files ``prompts/judge.*.txt``. The answer under judgement
is untrusted text written by a model, so three guards are structural, not a matter of
prompt wording:

1. Problem, gold and candidate are JSON strings inside tags, with ``<`` and ``>`` escaped:
   no field can close its tag or open a new one.
2. A candidate that holds a judge label word, a delimiter or chat-template tag,
   instruction-like words, or more than ``max_answer_chars`` characters is refused: it never
   reaches the model and the judge answers ``UNSURE``, so the deterministic verdict stands.
3. The label is read only from the reply's last non-empty line, which must be exactly one
   label once markdown, a ``Verdict:`` prefix and punctuation are stripped; anything else
   is ``UNSURE``.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass

from mathloop._prompts import PromptTemplate, read_prompt
from mathloop.answers.equivalence import Verdict
from mathloop.answers.judge_result import JUDGE_LABELS, JudgeLabel, JudgeMessage, JudgeResult
from mathloop.errors import BackendError, ConfigError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message, Sampler

__all__ = [
    "DEFAULT_JUDGE_SPEC",
    "TRUST_FLOOR",
    "JudgeSpec",
    "judge",
    "judge_verdict",
    "parse_label",
    "refusal_reason",
    "with_judgment",
]

_LABEL_WORDS_RE = re.compile(r"equivalen|unsure|not[\s_-]*equal", re.IGNORECASE)
_TAG_RE = re.compile(
    r"</?\s*(?:problem|gold_answer|candidate_answer|system|user|assistant)\b|<\|",
    re.IGNORECASE,
)
# Words that belong to instructions, never to a math answer.
_INSTRUCTION_RE = re.compile(
    r"\b(?:ignore|disregard|instructions?|prompt|system|assistant|judge|verdict|label|"
    r"pretend|override|forget|respond|reply)\b",
    re.IGNORECASE,
)
_PREFIX_RE = re.compile(
    r"^(?:final\s+)?(?:verdict|answer|label|judg(?:e)?ment|result|decision)\s*[:=\-]\s*",
    re.IGNORECASE,
)
_BOXED_RE = re.compile(r"^\\boxed\{(.*)\}$")
_EDGE_CHARS = "*_`#>.!?\"' \t[]()"


@dataclass(frozen=True)
class JudgeSpec:
    """Every setting of the judge; written into each :class:`JudgeResult`.

    ``temperature`` is 0 as in the IIPC paper; ``max_tokens`` bounds the reply and
    ``num_ctx`` is the context window asked for. Candidates longer than
    ``max_answer_chars`` are refused; the problem statement is cut at ``max_problem_chars``.
    """

    temperature: float = 0.0
    max_tokens: int = 256
    num_ctx: int = 4096
    max_answer_chars: int = 500
    max_problem_chars: int = 6000
    seed: int | None = 0
    guard: bool = True
    """The judge guard (mathloop's addition): the judge's NOT_EQUIVALENT does not override
    an undecided deterministic verdict, only a "not equal" one. A judge that has not shown it
    can say yes (``mathloop judge-check``: :data:`TRUST_FLOOR`) takes a correct answer away
    when it says no; turn the guard off (``--no-judge-guard``) for one that reaches the floor."""

    def __post_init__(self) -> None:
        if self.temperature < 0:
            raise ConfigError("JudgeSpec.temperature must not be negative")
        for name in ("max_tokens", "num_ctx", "max_answer_chars", "max_problem_chars"):
            if getattr(self, name) < 1:
                raise ConfigError(f"JudgeSpec.{name} must be at least 1")


DEFAULT_JUDGE_SPEC = JudgeSpec()

TRUST_FLOOR = {"recall": 0.5, "precision": 0.9}
"""What ``mathloop judge-check`` asks of a judge before its NOT_EQUIVALENT may decide an
undecided verdict (``--no-judge-guard``): it says EQUIVALENT to at least half of the
equivalent pairs, and is right at least nine times in ten when it does."""


async def judge(
    problem_statement: str,
    gold: str,
    candidate: str,
    backend: Backend,
    spec: JudgeSpec = DEFAULT_JUDGE_SPEC,
) -> JudgeResult:
    """Ask ``backend`` whether ``candidate`` is equivalent to ``gold`` for the problem.

    Never raises for a bad answer or a failing backend: a refused candidate, a backend error
    or an unreadable reply all give the label ``UNSURE`` (with ``refused``, ``error`` or
    ``note`` saying why).
    """
    refusal = refusal_reason(candidate, spec)
    if refusal is not None:
        return _result(spec, "UNSURE", note=f"candidate not sent: {refusal}", refused=True)
    messages = build_messages(problem_statement, gold, candidate, spec)
    params = GenerationParams(
        max_tokens=spec.max_tokens,
        num_ctx=spec.num_ctx,
        sampler=Sampler(temperature=spec.temperature),
        seed=spec.seed,
    )
    start = time.perf_counter()
    try:
        completion = await backend.generate(messages, params=params)
    except BackendError as exc:
        return _result(spec, "UNSURE", messages=messages, error=str(exc), note="backend error")
    return _from_completion(spec, messages, completion, time.perf_counter() - start)


def refusal_reason(candidate: str, spec: JudgeSpec = DEFAULT_JUDGE_SPEC) -> str | None:
    """Why ``candidate`` must not reach the judge model, or ``None`` when it may."""
    if len(candidate) > spec.max_answer_chars:
        return f"{len(candidate)} characters (limit {spec.max_answer_chars})"
    for pattern, what in (
        (_LABEL_WORDS_RE, "a judge label word"),
        (_TAG_RE, "a delimiter or chat-template tag"),
        (_INSTRUCTION_RE, "instruction-like words"),
    ):
        match = pattern.search(candidate)
        if match:
            return f"it contains {what} ({match.group(0)!r})"
    return None


def build_messages(
    problem_statement: str, gold: str, candidate: str, spec: JudgeSpec = DEFAULT_JUDGE_SPEC
) -> list[Message]:
    """The system and user messages, with the three fields as escaped JSON strings."""
    system, user = _prompt("judge.system"), _prompt("judge.user")
    content = user.render(
        problem=_as_data(problem_statement[: spec.max_problem_chars]),
        gold=_as_data(gold),
        candidate=_as_data(candidate),
    )
    return [Message("system", system.text), Message("user", content)]


def _as_data(text: str) -> str:
    """A JSON string literal that cannot contain a raw newline, ``<`` or ``>``."""
    return json.dumps(text, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")


def _prompt(name: str) -> PromptTemplate:
    """``prompts/<name>.txt`` of this package, read by the one prompt loader."""
    return read_prompt("mathloop.answers", name)


def parse_label(reply: str) -> tuple[JudgeLabel, str]:
    """The label on the reply's last non-empty line, and how it was read.

    Tolerated around the label: markdown emphasis, quotes, brackets, a trailing full stop,
    ``\\boxed{}``, a ``Verdict:``/``Answer:`` prefix, lower case, and a space or hyphen for
    the underscore. Anything else on that line, or no line at all, is ``UNSURE``.
    """
    lines = [line.strip() for line in reply.splitlines() if line.strip()]
    if not lines:
        return "UNSURE", "empty reply"
    token = _PREFIX_RE.sub("", lines[-1].strip(_EDGE_CHARS)).strip(_EDGE_CHARS)
    boxed = _BOXED_RE.match(token)
    token = re.sub(r"[\s\-]+", "_", (boxed.group(1) if boxed else token).strip(_EDGE_CHARS))
    for label in JUDGE_LABELS:
        if token.upper() == label:
            return label, "label on the last line"
    return "UNSURE", f"the last line is not a label: {lines[-1][:80]!r}"


def _from_completion(
    spec: JudgeSpec, messages: list[Message], completion: Completion, latency_s: float
) -> JudgeResult:
    label, note = parse_label(completion.text)
    if completion.finish_reason == "length" and label != "UNSURE":
        note += " (reply cut at max_tokens)"
    return _result(
        spec,
        label,
        messages=messages,
        raw_reply=completion.text,
        model=completion.model,
        prompt_tokens=completion.prompt_tokens,
        output_tokens=completion.output_tokens,
        latency_s=completion.latency_s or latency_s,
        note=note,
    )


def _result(
    spec: JudgeSpec,
    label: JudgeLabel,
    *,
    messages: list[Message] | None = None,
    raw_reply: str = "",
    model: str = "",
    prompt_tokens: int = 0,
    output_tokens: int = 0,
    latency_s: float = 0.0,
    note: str = "",
    refused: bool = False,
    error: str | None = None,
) -> JudgeResult:
    return JudgeResult(
        label=label,
        messages=tuple(JudgeMessage(role=m.role, content=m.content) for m in messages or []),
        raw_reply=raw_reply,
        model=model,
        temperature=spec.temperature,
        max_tokens=spec.max_tokens,
        prompt_tokens=prompt_tokens,
        output_tokens=output_tokens,
        latency_s=latency_s,
        note=note,
        refused=refused,
        error=error,
    )


def with_judgment(verdict: Verdict, result: JudgeResult, *, guard: bool = False) -> Verdict:
    """``verdict`` after the judge spoke: its label decides unless it is ``UNSURE``, or,
    with ``guard`` (the judge guard, :attr:`JudgeSpec.guard`), unless it is
    ``NOT_EQUIVALENT`` against an undecided verdict, which then stays undecided.

    The deterministic outcome is kept in ``deterministic_equal`` and
    ``deterministic_decided_by``, so an overturn (``False`` → equal) stays visible.
    """
    update: dict[str, object] = {
        "judge": result,
        "deterministic_equal": verdict.equal,
        "deterministic_decided_by": verdict.decided_by,
    }
    if guard and result.label == "NOT_EQUIVALENT" and verdict.equal is None:
        update["reason"] = f"{verdict.reason}; LLM judge: NOT_EQUIVALENT, not applied (judge guard)"
    elif result.label != "UNSURE":
        update.update(
            equal=result.label == "EQUIVALENT",
            decided_by="llm_judge",
            reason=f"LLM judge: {result.label}",
        )
    return verdict.model_copy(update=update)


async def judge_verdict(
    verdict: Verdict,
    *,
    problem_statement: str,
    gold: str,
    candidate: str,
    backend: Backend,
    spec: JudgeSpec = DEFAULT_JUDGE_SPEC,
) -> Verdict:
    """Consult the judge only when the deterministic ``verdict`` is not "equal"."""
    if verdict.equal:
        return verdict
    result = await judge(problem_statement, gold, candidate, backend, spec)
    return with_judgment(verdict, result, guard=spec.guard)
