"""IIPC's settings and the sandbox policy that enforces the paper's program constraints."""

from __future__ import annotations

import dataclasses
from typing import Literal

from mathloop.sandbox import Policy

from ..generation import GenerationSpec
from ..specs import setting, spec

__all__ = ["IIPC_IMPORTS", "IipcSpec", "iipc_policy"]

IIPC_IMPORTS = ("math", "numpy", "scipy", "skspatial", "sympy")
"""Seed 000, section 3: numpy, math, sympy, scipy and scikit-spatial (imported as skspatial)."""


@spec
class IipcSpec(GenerationSpec):
    """Settings of ``iipc`` and its ablations; defaults follow the paper where it gives them.

    ``max_validations`` and ``max_corrections`` are the paper's "a maximum of two process
    validations and two error corrections after each process validation";
    ``corrections_before_validation`` is how many the first program gets before any
    validation (mathloop's 2; the paper's sentence gives it none, and ``iipc-paper`` sets
    0). ``token_budget`` counts prompt plus output tokens of every call and is checked before
    each refinement call; ``f_init``, ``f_cot`` and ``f_comb`` always run.
    """

    use_cot_branch: bool = setting(
        True, "False for iipc_ns: no f_cot; conclude from the program context alone."
    )
    use_memory: bool = setting(
        True, "False for iipc_ns_nms: reflections are recorded but never shown to later prompts."
    )
    max_validations: int = setting(2, "Process validations (f_val) at most.", ge=0)
    max_corrections: int = setting(
        2, "Error corrections (f_err) after each process validation, at most.", ge=0
    )
    corrections_before_validation: int = setting(
        2, "Error corrections the first program gets before any validation.", ge=0
    )
    err_output: Literal["runner", "interpreter"] = setting(
        "runner",
        "What f_err reads of a program that did not run: the runner's feedback (verdict, "
        "safety report) or, as the paper's o_t = E(p_t), the refusal stated as an error.",
    )
    p_star_without_working: Literal["latest", "none"] = setting(
        "latest",
        "When no program worked, f_comb gets the latest program written (latest, mathloop's) "
        "or no program at all (none: the paper's p* is a working program).",
    )
    token_budget: int = setting(
        100_000, "Prompt plus output tokens of every call, checked before each refinement.", ge=1
    )
    cot_sees_propositions: bool = setting(
        True,
        "The paper's c = f_cot(x, s); the CoT never sees a program or its output either way.",
    )
    answer_fallback: Literal["program", "none"] = setting(
        "program", "Without a boxed final answer, submit p*'s RESULT line (program) or nothing."
    )
    allowed_imports: tuple[str, ...] = setting(
        IIPC_IMPORTS, "The modules a program may import (the paper's list)."
    )
    forbid_list_comprehensions: bool = setting(
        True, "The paper's rule: no list comprehensions (set, dict and generator ones stay)."
    )
    forbid_all_comprehensions: bool = setting(
        False,
        "Stricter than the paper: no comprehension of any kind, generator expressions included.",
    )
    forbid_recursion: bool = setting(
        True, "The paper's rule: no function of the program may reach itself through its calls."
    )
    max_reflection_chars: int = setting(
        600, "The most characters of a reflection kept in the memory.", ge=1
    )
    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)
    feedback_max_chars: int = setting(
        3000, "The most characters of stdout and of stderr a program's feedback carries.", ge=1
    )


def iipc_policy(base: Policy, spec: IipcSpec) -> Policy:
    """``base``'s bans with the paper's import allowlist and structural constraints."""
    bare = dataclasses.replace(
        base,
        allowed_imports=frozenset(),
        forbid_list_comprehensions=spec.forbid_list_comprehensions,
        forbid_all_comprehensions=spec.forbid_all_comprehensions,
        forbid_recursion=spec.forbid_recursion,
    )
    # with_extra_imports refuses a banned root, so a setting cannot open os or sys.
    return dataclasses.replace(bare.with_extra_imports(spec.allowed_imports), name="iipc")
