"""Congruence classes: ``x \\equiv 5 \\pmod{13}``, ``5 \\pmod{13}``, ``x ≡ 5 (mod 13)``.

A problem that asks for a residue has the gold ``5``; a model often answers with the whole
congruence. Read on both sides alike: against a side without a modulus, a congruence is its
residue as written (``x \\equiv 18 \\pmod{13}`` is 18, not 5: the gold asked for a number);
two congruences with the same modulus compare their residues, and two with different moduli
are different answers (written as the pairs ``(5,13)`` and ``(5,14)``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["on_one_modulus"]

_MODULUS = (
    r"(?:\\pmod\s*\{?\s*(\d+)\s*\}?"
    r"|\\(?:bmod|mod)\s*\{?\s*(\d+)\s*\}?"
    r"|\(\s*(?:\\text\s*\{\s*mod\s*\}|\\mathrm\s*\{\s*mod\s*\}|mod)\s*(\d+)\s*\)"
    r"|mod\s+(\d+))"
)
_CONGRUENCE_RE = re.compile(
    rf"^(?:[A-Za-z]\s*)?(?:\\equiv|≡|\\cong)?\s*(-?\d+)\s*{_MODULUS}\s*\.?$", re.IGNORECASE
)
_VARIABLE_RE = re.compile(r"^[A-Za-z]\s*(?:\\equiv|≡|\\cong)")


class Congruence(NamedTuple):
    """A residue and its modulus, as written."""

    residue: str
    modulus: str


def on_one_modulus(gold: str, candidate: str) -> tuple[str, str]:
    """Both answers with their congruences read (see the module docstring)."""
    gold_class, candidate_class = _congruence(gold), _congruence(candidate)
    if gold_class is None and candidate_class is None:
        return gold, candidate
    if gold_class and candidate_class and gold_class.modulus != candidate_class.modulus:
        return _pair(gold_class), _pair(candidate_class)
    return (
        gold if gold_class is None else gold_class.residue,
        candidate if candidate_class is None else candidate_class.residue,
    )


def _pair(congruence: Congruence) -> str:
    return f"({congruence.residue}, {congruence.modulus})"


def _congruence(text: str) -> Congruence | None:
    plain = text.strip().strip("$").strip()
    match = _CONGRUENCE_RE.match(plain)
    if match is None:
        return None
    # "x 5 mod 13" without a sign of congruence is no congruence.
    if re.match(r"^[A-Za-z]", plain) and not _VARIABLE_RE.match(plain):
        return None
    residue, *moduli = match.groups()
    modulus = next(group for group in moduli if group)
    return Congruence(residue, str(int(modulus)))
