"""The JSON-lines messages between the caller and the comparison worker process."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import TypeAdapter

from mathloop.answers._compare import Decision

__all__ = ["READY", "Job", "decode_decision", "decode_job", "encode"]

READY = '{"ready": true}'


@dataclass(frozen=True)
class Job:
    """One comparison of two already normalized answers."""

    gold: str
    candidate: str
    rel_tol: float
    max_digits: int
    exact_gold_rel_tol: float


_JOB = TypeAdapter(Job)
_DECISION = TypeAdapter(Decision)


def encode(message: Job | Decision) -> str:
    """One line of JSON (``json`` escapes newlines, so a message never spans lines)."""
    if isinstance(message, Job):
        return _JOB.dump_json(message).decode()
    return _DECISION.dump_json(message).decode()


def decode_job(line: str) -> Job:
    """Parse a request line; raises ``pydantic.ValidationError`` on a malformed one."""
    return _JOB.validate_json(line)


def decode_decision(line: str) -> Decision:
    """Parse a reply line; raises ``pydantic.ValidationError`` on a malformed one."""
    return _DECISION.validate_json(line)
