"""The sampler and stop-rule settings every method spec carries, and the call they make.

Each method spec inherits one of the two bases below, so every sampler field is a setting of
the method (``--set relay_python.repeat_penalty=1.0``) and is written into every trace with
the rest of the spec:

- :class:`GenerationSpec`: the neutral sampler (temperature 0, ``top_p`` 1, no ``top_k``,
  ``min_p`` or penalties), as the IIPC paper's API models sampled; methods override the
  temperature (0.1 for the paper's agents).
- :class:`ProtocolSpec`: the relay protocols' sampler, Ollama's default
  (:data:`~mathloop.llm.base.OLLAMA_SAMPLER`: ``top_k`` 40, ``top_p`` 0.9,
  ``repeat_penalty`` 1.1 over the last 64 tokens, under which the relay essay, seed 003,
  ran its model) but at temperature 0 (docs/relay.md); the relay presets restore 0.8.

The runaway guard (``stop_on_repetition``) is mathloop's addition to both seeds: a reply whose
last ``repetition_repeats`` blocks of ``repetition_block_tokens`` or more tokens are identical
is stopped with finish reason ``repetition`` (docs/backends.md says why and how it was
chosen). The degeneration guard (``stop_on_degeneration``) is mathloop's too, and the seed
presets turn it off: a reply whose last 2,000 characters compress to a fifth of their size
or less, and to 0.08 with every digit read as 0, is stopped with finish reason
``degenerate`` (babble that never repeats exactly, counting up as it goes).

The anti-repeat rule (``anti_repeat`` and the ``anti_repeat_*`` fields) is mathloop's
addition too: a program that repeats an earlier attempt's is set aside before it runs and
the model is asked again on a hotter sampler (:mod:`mathloop.methods._repeats`; the seed
presets turn it off).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from mathloop.llm.base import (
    OLLAMA_SAMPLER,
    DegenerationRule,
    GenerationParams,
    RepetitionRule,
    Sampler,
    StopRules,
)

from ._repeats import AntiRepeat
from .prompts import PromptSet
from .specs import setting, spec

__all__ = [
    "CallSettings",
    "GenerationSpec",
    "ProtocolSpec",
    "generation_params",
    "stop_rules_of",
]


@spec
class GenerationSpec(Sampler):
    """Sampler fields (see :class:`~mathloop.llm.base.Sampler`), the reply's budget, the
    runaway and degeneration guards and the anti-repeat rule (:mod:`._repeats`)."""

    temperature: float = setting(0.0, "Sampling temperature (0: greedy).", ge=0)
    top_p: float = setting(1.0, "Nucleus sampling: the probability mass kept.", ge=0, le=1)
    top_k: int = setting(0, "Keep the k likeliest tokens (0: off).", ge=0)
    min_p: float = setting(0.0, "Drop tokens below this share of the top one (0: off).", ge=0, le=1)
    repeat_penalty: float = setting(1.0, "Penalty on recently seen tokens (1: off).", gt=0)
    repeat_last_n: int = setting(
        64, "How many recent tokens the repeat penalty looks at (-1: the context).", ge=-1
    )
    presence_penalty: float = setting(0.0, "OpenAI's presence penalty.", ge=-2, le=2)
    frequency_penalty: float = setting(0.0, "OpenAI's frequency penalty.", ge=-2, le=2)
    stop_on_repetition: bool = setting(True, "Stop a reply whose tail repeats (runaway guard).")
    repetition_block_tokens: int = setting(
        30, "The runaway guard's shortest repeated block, in tokens.", ge=1
    )
    repetition_repeats: int = setting(
        4, "How many identical blocks in a row the runaway guard stops at.", ge=2
    )
    stop_on_degeneration: bool = setting(
        True,
        "End a reply whose last degeneration_window_chars characters compress to at most "
        "degeneration_max_ratio of their size, and to degeneration_max_ratio_digits_masked "
        "with every digit read as 0: babble that never repeats exactly (off in the seed "
        "presets).",
    )
    degeneration_window_chars: int = setting(
        2000, "How many final characters the degeneration guard compresses.", ge=1
    )
    degeneration_max_ratio: float = setting(
        0.2, "The degeneration guard's compression ratio threshold.", ge=0, le=1
    )
    degeneration_max_ratio_digits_masked: float = setting(
        0.08, "The same threshold with every digit read as 0.", ge=0, le=1
    )
    anti_repeat: bool = setting(
        True,
        "Set aside a program that repeats an earlier attempt's, before it runs, and ask again.",
    )
    anti_repeat_resamples: int = setting(
        2,
        "How many times to ask again; then the repeat is not run but reports the earlier run.",
        ge=0,
    )
    anti_repeat_temperature: float = setting(
        0.7, "The temperature of the first resample; each further one adds the step.", ge=0
    )
    anti_repeat_temperature_step: float = setting(
        0.3, "How much hotter each further resample samples.", ge=0
    )
    anti_repeat_top_p: float = setting(
        1.0,
        "A resample's nucleus (top_k off): under top_p 0.9 a confident model's code has one "
        "candidate token, so a hotter temperature alone changes nothing.",
        ge=0,
        le=1,
    )
    anti_repeat_min_p: float = setting(0.05, "A resample's probability floor.", ge=0, le=1)
    anti_repeat_untrimmed: bool = setting(
        True,
        "After a resample that came back byte for byte as a reply set aside, the next one "
        "keeps the whole distribution (top_p 1, min_p 0): under min_p a confident model has "
        "one candidate token per step, and every seed draws the same reply.",
    )
    num_predict: int = setting(2048, "The most tokens one reply may have.", ge=1)
    num_ctx: int = setting(16384, "The context window of a call: prompt plus reply.", ge=1)


@spec
class ProtocolSpec(GenerationSpec):
    """What ``one_shot_python`` and ``relay_python`` share: the essay's contract (the first
    RESULT is final, the verifier never talks to the model), Ollama's sampler at temperature
    0 (measured better than 0.8 on held-out problems, docs/relay.md), and mathloop's
    additions to the essay, each of which a setting turns off (docs/relay.md, "Where mathloop
    adds to the essay").
    """

    temperature: float = setting(
        0.0, "Sampling temperature (0: measured better than Ollama's 0.8).", ge=0
    )
    top_p: float = setting(OLLAMA_SAMPLER.top_p, "Nucleus sampling (Ollama's default).", ge=0, le=1)
    top_k: int = setting(OLLAMA_SAMPLER.top_k, "Keep the k likeliest tokens (Ollama's).", ge=0)
    repeat_penalty: float = setting(
        OLLAMA_SAMPLER.repeat_penalty, "Penalty on recent tokens (Ollama's default).", gt=0
    )
    feedback_max_chars: int = setting(
        3000, "The most characters of stdout and of stderr the feedback carries.", ge=1
    )
    accept_text_result: bool = setting(
        False, "Read a RESULT: line from a reply that holds no program."
    )
    stop_after_code_block: bool = setting(
        True, "End a reply once its program's block is closed (the prose after it is unused)."
    )
    runner_diagnostics: bool = setting(
        True,
        "The feedback also says what the runner can tell from the code (a RESULT: line "
        "Python read as an annotation, a program identical to an earlier one).",
    )
    label_execution_timeout: bool = setting(
        True,
        "A program killed at the time limit is EXECUTION_TIMEOUT (off: NO_RESULT_LINE, as "
        "the essay's runner records any program without a RESULT line).",
    )
    label_undecided_result: bool = setting(
        True,
        "A submitted answer the verifier could not decide is UNDECIDED_RESULT (off: "
        "WRONG_RESULT, as in the essay); the run's record reads it from the trace's spec.",
    )
    prompt_set: PromptSet = setting(
        "mathloop",
        "Which prompt files the protocol reads: mathloop's own, or the essay's contracts in "
        "the essay's words only (the relay presets).",
    )


@runtime_checkable
class _RunsPrograms(Protocol):
    """A spec whose method runs programs."""

    feedback_max_chars: int


@runtime_checkable
class _DiagnosesPrograms(Protocol):
    """A spec with runner diagnostics (relay, consensus, pot)."""

    runner_diagnostics: bool


@runtime_checkable
class _WritesOneBlock(Protocol):
    """A spec whose replies end at their program's block, with runner diagnostics."""

    stop_after_code_block: bool
    runner_diagnostics: bool


def stop_rules_of(spec: GenerationSpec) -> StopRules:
    """The stop rules a spec asks for (``stop_after_code_block`` where the spec has it)."""
    repetition = None
    if spec.stop_on_repetition:
        repetition = RepetitionRule(
            min_block_tokens=spec.repetition_block_tokens, repeats=spec.repetition_repeats
        )
    degeneration = None
    if spec.stop_on_degeneration:
        degeneration = DegenerationRule(
            window_chars=spec.degeneration_window_chars,
            max_ratio=spec.degeneration_max_ratio,
            max_ratio_digits_masked=spec.degeneration_max_ratio_digits_masked,
        )
    after_block = isinstance(spec, _WritesOneBlock) and spec.stop_after_code_block
    return StopRules(after_code_block=after_block, repetition=repetition, degeneration=degeneration)


def generation_params(spec: GenerationSpec, *, seed: int | None) -> GenerationParams:
    """One call's parameters from a spec's ``num_predict``, ``num_ctx``, sampler and rules."""
    return GenerationParams(
        max_tokens=spec.num_predict,
        num_ctx=spec.num_ctx,
        sampler=Sampler.of(spec),
        seed=seed,
        stop_rules=stop_rules_of(spec),
    )


@dataclass(frozen=True)
class CallSettings:
    """How every model call of one method is made and what is made of its program's output,
    read from its spec (:meth:`from_spec`, the only maker: no field has a default of its own,
    so each value is the spec's, or the one :meth:`from_spec` states for a spec without it).

    ``params`` has no seed: the recorder adds the solve context's (see
    :class:`~mathloop.methods.recorder.Recorder`).
    """

    params: GenerationParams
    feedback_max_chars: int
    accept_text_result: bool
    """Read a ``RESULT:`` line from a reply that holds no program (``relay_python``)."""
    label_execution_timeout: bool
    """Give a program killed at the time limit its own status, ``EXECUTION_TIMEOUT``; off,
    it is ``NO_RESULT_LINE`` like any program that ended without a RESULT line."""
    runner_diagnostics: bool
    """Record what the runner can tell from the code of a silent program (see
    :mod:`mathloop.methods._diagnostics`) and add it to the attempt's feedback."""
    anti_repeat: AntiRepeat
    """The anti-repeat rule (:mod:`mathloop.methods._repeats`)."""

    @classmethod
    def from_spec(cls, spec: GenerationSpec) -> CallSettings:
        """Settings from a method spec: its generation settings (:func:`generation_params`)
        and its ``feedback_max_chars`` (3000 for a spec without it), ``runner_diagnostics``
        (off without it), ``accept_text_result`` (off) and ``label_execution_timeout``
        (on: only the relay protocols can turn it off)."""
        protocol = spec if isinstance(spec, ProtocolSpec) else None
        return cls(
            params=generation_params(spec, seed=None),
            feedback_max_chars=spec.feedback_max_chars if isinstance(spec, _RunsPrograms) else 3000,
            accept_text_result=protocol.accept_text_result if protocol else False,
            label_execution_timeout=protocol.label_execution_timeout if protocol else True,
            runner_diagnostics=isinstance(spec, _DiagnosesPrograms) and spec.runner_diagnostics,
            anti_repeat=_anti_repeat(spec),
        )


def _anti_repeat(spec: GenerationSpec) -> AntiRepeat:
    """The rule as the spec's ``anti_repeat*`` fields set it."""
    if not spec.anti_repeat:
        return AntiRepeat()
    return AntiRepeat(
        enabled=True,
        resamples=spec.anti_repeat_resamples,
        temperature=spec.anti_repeat_temperature,
        temperature_step=spec.anti_repeat_temperature_step,
        top_p=spec.anti_repeat_top_p,
        min_p=spec.anti_repeat_min_p,
        untrimmed_after_same_bytes=spec.anti_repeat_untrimmed,
    )
