"""Which version of the answer checker decided a verdict.

Every ledger line records ``checker`` (:data:`CHECKER_VERSION`), so a figure can say which
rules produced it, and two runs are compared only when the same rules scored both
(``mathloop report`` and ``compare``; ``mathloop rescore`` brings an older run to today's).

The version changes whenever a change to the checker changes a verdict on a stored answer:
``tests/answers/test_checker_version.py`` re-checks every answer of every published run and
fails when one that this version scored would now get another verdict, naming the pairs.
Bump the version, run ``mathloop rescore`` on the published runs, and list what moved in
``docs/notebook/answers.md``. A change that moves no stored verdict keeps the version.
"""

from __future__ import annotations

__all__ = ["CHECKER_VERSION", "UNVERSIONED", "checker_label"]

CHECKER_VERSION = "2026.12.07.1"
"""Today's checker: the date its rules last moved a stored verdict, with ``.N`` for the
N-th change that day."""

UNVERSIONED = "before-versions"
"""How a ledger line written before checker versions were recorded is named."""


def checker_label(version: str | None) -> str:
    """``version``, or :data:`UNVERSIONED` for a line that records none."""
    return version or UNVERSIONED
