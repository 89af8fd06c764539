"""Answer extraction and equivalence checking (the verifier; never seen by methods).

``verify(gold, answer, statement=...)`` (the stable face) and ``check(gold, candidate)``
return a :class:`Verdict`; :func:`judge_verdict` asks the
optional LLM judge when that verdict is not "equal". See ``docs/answers.md``.
"""

from __future__ import annotations

from mathloop.answers.equivalence import (
    DEFAULT_SETTINGS,
    CheckSettings,
    DecidedBy,
    FinalForm,
    Verdict,
    Verifier,
    VerifierError,
    check,
    verify,
)
from mathloop.answers.extract import (
    ParsedResult,
    ParseStatus,
    gsm8k_final_answer,
    last_boxed,
    parse_result,
)
from mathloop.answers.judge import (
    DEFAULT_JUDGE_SPEC,
    JudgeSpec,
    judge,
    judge_verdict,
    parse_label,
    with_judgment,
)
from mathloop.answers.judge_result import JUDGE_LABELS, JudgeLabel, JudgeMessage, JudgeResult
from mathloop.answers.normalize import (
    NormalizedPair,
    is_plain_number,
    normalize_answer,
    normalize_pair,
)
from mathloop.answers.pairs import AnswerPair, read_pairs

__all__ = [
    "DEFAULT_JUDGE_SPEC",
    "DEFAULT_SETTINGS",
    "JUDGE_LABELS",
    "AnswerPair",
    "CheckSettings",
    "DecidedBy",
    "FinalForm",
    "JudgeLabel",
    "JudgeMessage",
    "JudgeResult",
    "JudgeSpec",
    "NormalizedPair",
    "ParseStatus",
    "ParsedResult",
    "Verdict",
    "Verifier",
    "VerifierError",
    "check",
    "gsm8k_final_answer",
    "is_plain_number",
    "judge",
    "judge_verdict",
    "last_boxed",
    "normalize_answer",
    "normalize_pair",
    "parse_label",
    "parse_result",
    "read_pairs",
    "verify",
    "with_judgment",
]
