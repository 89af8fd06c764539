"""How one comparison checks: limits, tolerances and the final-form policy.

:class:`CheckSettings` is the one settings type of the checker; ``mathloop check`` and a
run's own policy (``--final-form``) build it, :class:`~.equivalence.Verifier` holds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from mathloop.errors import ConfigError

__all__ = ["DEFAULT_SETTINGS", "PROGRAM_FLOAT_REL_TOL", "CheckSettings", "FinalForm"]

FinalForm = Literal["lenient", "strict"]
"""How finished a value-equal answer must be (``docs/answers.md``, "Final form"):
``strict`` refuses any answer with numeric work left (``8/18``, ``\\sqrt{75}``, an unexpanded
product of numbers); ``lenient`` refuses it only where the statement asks for that work or
the answer hands the statement's own expression back."""


PROGRAM_FLOAT_REL_TOL = 2.0**-46
"""64 units in the last place of a double: the lenient policy credits a program's float
within it of a gold written exactly (``9.999999999999998`` for 10)."""


@dataclass(frozen=True)
class CheckSettings:
    """Limits and tolerances of one comparison.

    ``timeout_s`` bounds a comparison in the worker process (not its start-up, which
    ``startup_timeout_s`` bounds). ``max_input_chars`` applies to the raw strings;
    ``max_digits``, ``max_exponent`` and ``max_factorial`` keep huge numbers away from
    SymPy. ``max_nesting_depth`` bounds how deep brackets may nest in an answer sent to
    SymPy (deeper is undecided). ``rel_tol`` is the relative tolerance against a gold
    written as a decimal (a rounded value). ``exact_gold_rel_tol`` is how close a decimal
    must be to a gold written exactly (an integer, ``\\frac{2}{3}``, ``\\frac{\\sqrt2}{2}``);
    ``None`` (the default) takes the final-form policy's (:meth:`exact_tolerance`): under
    ``lenient``, ``2**-46`` (about 1.4e-14: 64 units in the last place of a double) credits
    the float a program computed (``0.7071067811865476``, ``9.999999999999998`` for 10) and
    no hand-rounded decimal (``0.666667``, ``0.333333333333``); under ``strict``, ``0``
    credits only a decimal that is the value exactly (``0.75`` for ``\\frac34``, as MATH's
    graders do), but where the statement asks for a decimal; ``1e-6`` restores the
    tolerance before issue 29.
    ``honour_requested_form``: when the problem statement asks for a form, an answer not in
    it is not equal: a condition (``x > 5``) where it asks for interval notation, a decimal
    (``0.5``, ``0.3333333333333333``) where it asks for a common fraction, simplest radical
    form or an answer in terms of π (:mod:`._requested`), and an answer with work left where
    the statement asks for the work ("Simplify", "a common fraction", "a single fraction").
    ``final_form``: ``strict`` (the default: MATH's convention) refuses a value-equal answer
    with numeric work left on every problem, ``lenient`` only where the statement asks for
    the work or the answer echoes the statement (:data:`FinalForm`, :mod:`._final_form`).
    """

    timeout_s: float = 5.0
    max_input_chars: int = 2000
    max_digits: int = 2000
    max_exponent: int = 10_000
    max_factorial: int = 10_000
    max_nesting_depth: int = 50
    rel_tol: float = 1e-6
    exact_gold_rel_tol: float | None = None
    honour_requested_form: bool = True
    final_form: FinalForm = "strict"
    startup_timeout_s: float = 60.0

    def __post_init__(self) -> None:
        for name in ("timeout_s", "startup_timeout_s", "rel_tol"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"CheckSettings.{name} must be positive")
        if self.exact_gold_rel_tol is not None and not 0 <= self.exact_gold_rel_tol < 1:
            raise ConfigError("CheckSettings.exact_gold_rel_tol must be in [0, 1)")
        for name in (
            "max_input_chars",
            "max_digits",
            "max_exponent",
            "max_factorial",
            "max_nesting_depth",
        ):
            if getattr(self, name) < 1:
                raise ConfigError(f"CheckSettings.{name} must be at least 1")
        if self.final_form not in ("lenient", "strict"):
            raise ConfigError("CheckSettings.final_form must be 'lenient' or 'strict'")

    def exact_tolerance(self, *, decimal_asked: bool = False) -> float:
        """How close a decimal must be to a gold written exactly: ``exact_gold_rel_tol``
        where set, else the policy's: :data:`PROGRAM_FLOAT_REL_TOL` under ``lenient`` or
        where the statement asks for a decimal, else (``strict``) 0."""
        if self.exact_gold_rel_tol is not None:
            return self.exact_gold_rel_tol
        lenient = self.final_form == "lenient" or decimal_asked
        return PROGRAM_FLOAT_REL_TOL if lenient else 0.0


DEFAULT_SETTINGS = CheckSettings()
