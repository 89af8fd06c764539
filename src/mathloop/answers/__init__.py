"""Answer extraction and equivalence checking (the verifier; never seen by methods).

``check(gold, candidate)`` returns a :class:`Verdict`; see ``docs/answers.md``.
"""

from __future__ import annotations

from mathloop.answers.equivalence import (
    DEFAULT_SETTINGS,
    CheckSettings,
    DecidedBy,
    Verdict,
    Verifier,
    VerifierError,
    check,
)
from mathloop.answers.extract import (
    ParsedResult,
    ParseStatus,
    gsm8k_final_answer,
    last_boxed,
    parse_result,
)
from mathloop.answers.normalize import NormalizedPair, normalize_answer, normalize_pair

__all__ = [
    "DEFAULT_SETTINGS",
    "CheckSettings",
    "DecidedBy",
    "NormalizedPair",
    "ParseStatus",
    "ParsedResult",
    "Verdict",
    "Verifier",
    "VerifierError",
    "check",
    "gsm8k_final_answer",
    "last_boxed",
    "normalize_answer",
    "normalize_pair",
    "parse_result",
]
