"""IIPC's settings and the sandbox policy that enforces the paper's program constraints."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal

from mathloop.sandbox import Policy

from ..generation import GenerationSpec

__all__ = ["IIPC_IMPORTS", "IipcSpec", "iipc_policy"]

IIPC_IMPORTS = ("math", "numpy", "scipy", "skspatial", "sympy")
"""Seed 000, section 3: numpy, math, sympy, scipy and scikit-spatial (imported as skspatial)."""


@dataclass(frozen=True)
class IipcSpec(GenerationSpec):
    """Settings of ``iipc`` and its ablations; defaults follow the paper where it gives them.

    ``max_validations`` and ``max_corrections`` are the paper's "a maximum of two process
    validations and two error corrections after each process validation";
    ``corrections_before_validation`` is how many the first program gets before any
    validation (mathloop's 2; the paper's sentence gives it none, and ``iipc-paper`` sets
    0). ``token_budget`` counts prompt plus output tokens of every call and is checked before
    each refinement call; ``f_init``, ``f_cot`` and ``f_comb`` always run.
    """

    use_cot_branch: bool = True
    """False for ``iipc_ns``: no f_cot; conclude from the program context alone."""
    use_memory: bool = True
    """False for ``iipc_ns_nms``: reflections are recorded but never shown to later prompts."""
    max_validations: int = 2
    max_corrections: int = 2
    corrections_before_validation: int = 2
    err_output: Literal["runner", "interpreter"] = "runner"
    """What ``f_err`` reads of a program that did not run: the runner's feedback (verdict,
    safety report) or, as the paper's o_t = E(p_t), the refusal stated as an error."""
    p_star_without_working: Literal["latest", "none"] = "latest"
    """When no program worked, ``f_comb`` gets the latest program written ("latest",
    mathloop's) or no program at all ("none": the paper's p* is a working program)."""
    token_budget: int = 100_000
    cot_sees_propositions: bool = True
    """The paper's c = f_cot(x, s); the CoT never sees a program or its output either way."""
    answer_fallback: Literal["program", "none"] = "program"
    """Without a boxed final answer, submit p*'s RESULT line ("program") or nothing."""
    allowed_imports: tuple[str, ...] = IIPC_IMPORTS
    forbid_list_comprehensions: bool = True
    """The paper's rule: no list comprehensions (set, dict and generator ones stay allowed)."""
    forbid_all_comprehensions: bool = False
    """Stricter than the paper: no comprehension of any kind, generator expressions included."""
    forbid_recursion: bool = True
    """The paper's rule: no function of the program may reach itself through its own calls."""
    max_reflection_chars: int = 600
    num_predict: int = 2048
    num_ctx: int = 16384
    temperature: float = 0.1
    feedback_max_chars: int = 3000


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
