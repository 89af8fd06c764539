"""The checker's answer for one pair: :class:`Verdict`, typed and stored in every ledger line."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from mathloop.answers._compare import DecidedBy
from mathloop.answers.judge_result import JudgeResult
from mathloop.answers.settings import FinalForm

__all__ = ["Verdict"]


class Verdict(BaseModel):
    """The result of comparing a candidate with the gold answer.

    ``equal`` is ``None`` when no stage could decide (time limit, caps, unparseable input);
    ``decided_by`` then is ``"undecided"`` and ``reason`` says why.

    When the optional LLM judge was consulted (:mod:`mathloop.answers.judge`), ``judge``
    holds its label and the full exchange, and ``deterministic_equal`` /
    ``deterministic_decided_by`` keep what the deterministic path said, so an overturn is
    visible. All three are ``None`` for a purely deterministic verdict.

    ``requested`` names the forms the statement asks for ("" when none, or no statement);
    ``final_form`` the policy the verdict was decided under and ``checker`` the checker's
    version (:data:`~mathloop.answers.version.CHECKER_VERSION`); both ``None`` on verdicts
    recorded before they were.
    """

    model_config = ConfigDict(frozen=True)

    equal: bool | None
    decided_by: DecidedBy
    normalized_gold: str
    normalized_candidate: str
    elapsed_s: float
    reason: str = ""
    judge: JudgeResult | None = None
    deterministic_equal: bool | None = None
    deterministic_decided_by: DecidedBy | None = None
    requested: str = ""
    final_form: FinalForm | None = None
    checker: str | None = None

    @property
    def overturned(self) -> bool:
        """The judge made equal what the deterministic path called not equal."""
        return self.judge is not None and self.deterministic_equal is False and bool(self.equal)
