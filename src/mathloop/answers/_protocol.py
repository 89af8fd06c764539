"""The JSON-lines messages between the caller and the comparison worker process."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from mathloop.answers._compare import Decision

__all__ = ["READY", "FormJob", "Job", "decode_decision", "decode_job", "encode"]

READY = '{"ready": true}'


@dataclass(frozen=True)
class Job:
    """One comparison of two already normalized answers."""

    gold: str
    candidate: str
    rel_tol: float
    max_digits: int
    exact_gold_rel_tol: float
    task: Literal["compare"] = "compare"


@dataclass(frozen=True)
class FormJob:
    """Is a value-equal answer done (:mod:`._final_form`)? The gold and the candidate
    (normalized); ``expand``: the statement asks to expand; ``single_fraction``: it asks for
    one fraction; ``statement_math``: the expressions the statement writes (its echo);
    ``work_always``: work left is refused whatever the statement asks (the strict policy)."""

    gold: str
    candidate: str
    expand: bool = False
    single_fraction: bool = False
    statement_math: tuple[str, ...] = ()
    work_always: bool = True
    task: Literal["final_form"] = "final_form"


_JOB: TypeAdapter[Job | FormJob] = TypeAdapter(
    Annotated[Job | FormJob, Field(discriminator="task")]
)
_DECISION = TypeAdapter(Decision)


def encode(message: Job | FormJob | Decision) -> str:
    """One line of JSON (``json`` escapes newlines, so a message never spans lines)."""
    if isinstance(message, Decision):
        return _DECISION.dump_json(message).decode()
    return _JOB.dump_json(message).decode()


def decode_job(line: str) -> Job | FormJob:
    """Parse a request line; raises ``pydantic.ValidationError`` on a malformed one."""
    return _JOB.validate_json(line)


def decode_decision(line: str) -> Decision:
    """Parse a reply line; raises ``pydantic.ValidationError`` on a malformed one."""
    return _DECISION.validate_json(line)
