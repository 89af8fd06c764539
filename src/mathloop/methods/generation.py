"""The sampler and stop-rule settings every method spec carries, and the call they make.

Each method spec inherits one of the two bases below, so every sampler field is a setting of
the method (``--set relay_python.repeat_penalty=1.0``) and is written into every trace with
the rest of the spec:

- :class:`GenerationSpec`: the neutral sampler (temperature 0, ``top_p`` 1, no ``top_k``,
  ``min_p`` or penalties), as the IIPC paper's API models sampled; methods override the
  temperature (0.1 for the paper's agents).
- :class:`OllamaGenerationSpec`: Ollama's default sampler (temperature 0.8, ``top_k`` 40,
  ``top_p`` 0.9, ``repeat_penalty`` 1.1 over the last 64 tokens), under which the relay
  essay (seed 003) ran its model.

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
from typing import Any

from mathloop.llm.base import (
    DegenerationRule,
    GenerationParams,
    RepetitionRule,
    Sampler,
    StopRules,
)

from ._repeats import AntiRepeat
from .prompts import PromptSet, prompt_name

__all__ = [
    "CallSettings",
    "GenerationSpec",
    "OllamaGenerationSpec",
    "ProtocolSpec",
    "generation_params",
    "stop_rules_of",
]


@dataclass(frozen=True)
class GenerationSpec(Sampler):
    """Sampler fields (see :class:`~mathloop.llm.base.Sampler`), the runaway guard and the
    anti-repeat rule (:mod:`mathloop.methods._repeats`)."""

    stop_on_repetition: bool = True
    repetition_block_tokens: int = 30
    repetition_repeats: int = 4
    stop_on_degeneration: bool = True
    """End a reply whose last ``degeneration_window_chars`` characters compress to at most
    ``degeneration_max_ratio`` of their size, and to ``degeneration_max_ratio_digits_masked``
    with every digit read as 0: babble that never repeats exactly (the degeneration guard,
    :class:`~mathloop.llm.base.DegenerationRule`; off in the seed presets)."""
    degeneration_window_chars: int = 2000
    degeneration_max_ratio: float = 0.2
    degeneration_max_ratio_digits_masked: float = 0.08
    anti_repeat: bool = True
    """Set aside a program that repeats an earlier attempt's, before it runs, and ask again."""
    anti_repeat_resamples: int = 2
    """How many times to ask again; then the repeat is not run but reports the earlier run."""
    anti_repeat_temperature: float = 0.7
    """The temperature of the first resample; each further one adds the step."""
    anti_repeat_temperature_step: float = 0.3
    anti_repeat_top_p: float = 1.0
    anti_repeat_min_p: float = 0.05
    """A resample's nucleus and floor (``top_k`` off): under ``top_p`` 0.9 a confident
    model's code has one candidate token, so a hotter temperature alone changes nothing."""


@dataclass(frozen=True)
class OllamaGenerationSpec(GenerationSpec):
    """:class:`GenerationSpec` with Ollama's default sampler (the relay essay's runs)."""

    temperature: float = 0.8
    top_p: float = 0.9
    top_k: int = 40
    repeat_penalty: float = 1.1
    repeat_last_n: int = 64


@dataclass(frozen=True)
class ProtocolSpec(OllamaGenerationSpec):
    """What ``one_shot_python`` and ``relay_python`` share: the essay's contract (the first
    RESULT is final, the verifier never talks to the model), Ollama's sampler at temperature
    0 (measured better than 0.8 on held-out problems, docs/relay.md), and mathloop's
    additions to the essay, each of which a setting turns off (docs/relay.md, "Where mathloop
    adds to the essay").

    ``runner_diagnostics``: the feedback also says what the runner can tell from the code (a
    ``RESULT:`` line Python read as an annotation, a program identical to an earlier one).
    ``label_execution_timeout``: a program killed at the time limit is ``EXECUTION_TIMEOUT``
    (off: ``NO_RESULT_LINE``, as the essay's runner records any program without a RESULT
    line). ``label_undecided_result``: a submitted answer the verifier could not decide is
    ``UNDECIDED_RESULT`` (off: ``WRONG_RESULT``, as in the essay); the method never reads
    it, the run's record does, from the trace's spec (:func:`mathloop.runs.make_record`).
    ``prompt_set``: which prompt files the protocol reads (:mod:`mathloop.methods.prompts`):
    mathloop's own, or the essay's contracts in the essay's words only (the relay presets).
    """

    temperature: float = 0.0
    feedback_max_chars: int = 3000
    accept_text_result: bool = False
    answer_submission_policy: str = "first_result_is_final"
    verifier_feedback_to_model: bool = False
    stop_after_code_block: bool = True
    runner_diagnostics: bool = True
    label_execution_timeout: bool = True
    label_undecided_result: bool = True
    prompt_set: PromptSet = "mathloop"

    def __post_init__(self) -> None:
        prompt_name("", self.prompt_set)  # an unknown set is a ConfigError when it is built


def stop_rules_of(spec: Any) -> StopRules:
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
    after_block = bool(getattr(spec, "stop_after_code_block", False))
    return StopRules(after_code_block=after_block, repetition=repetition, degeneration=degeneration)


def generation_params(spec: Any, *, seed: int | None) -> GenerationParams:
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
    """How every model call of one method is made and what is made of its program's output.

    ``params`` has no seed: the recorder adds the solve context's (see
    :class:`~mathloop.methods._steps.StepLog`).
    """

    params: GenerationParams
    feedback_max_chars: int = 3000
    accept_text_result: bool = False
    """Read a ``RESULT:`` line from a reply that holds no program (``relay_python``)."""
    label_execution_timeout: bool = True
    """Give a program killed at the time limit its own status, ``EXECUTION_TIMEOUT``; off,
    it is ``NO_RESULT_LINE`` like any program that ended without a RESULT line."""
    runner_diagnostics: bool = False
    """Record what the runner can tell from the code of a silent program (see
    :mod:`mathloop.methods._diagnostics`) and add it to the attempt's feedback."""
    anti_repeat: AntiRepeat = AntiRepeat()  # noqa: RUF009  (frozen: one shared default is safe)
    """The anti-repeat rule (:mod:`mathloop.methods._repeats`); off unless the spec sets it."""

    @classmethod
    def from_spec(cls, spec: Any) -> CallSettings:
        """Settings from a method spec: its generation settings (:func:`generation_params`)
        and, where it has them, ``feedback_max_chars``, ``accept_text_result``,
        ``label_execution_timeout`` and ``runner_diagnostics``."""
        return cls(
            params=generation_params(spec, seed=None),
            feedback_max_chars=getattr(spec, "feedback_max_chars", cls.feedback_max_chars),
            accept_text_result=getattr(spec, "accept_text_result", cls.accept_text_result),
            label_execution_timeout=getattr(
                spec, "label_execution_timeout", cls.label_execution_timeout
            ),
            runner_diagnostics=getattr(spec, "runner_diagnostics", cls.runner_diagnostics),
            anti_repeat=AntiRepeat.from_spec(spec),
        )
