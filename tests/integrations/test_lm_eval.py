"""``mathloop[lm-eval]`` in a fresh venv of its own (``make integrations``), against the real
lm-evaluation-harness: the task folder ``integrations/lm_eval/`` through ``lm-eval run
--include_path`` with lm-eval's dummy model, and through its Python API with a scripted one."""

from __future__ import annotations

import re

import pytest

from harness_venv import run_suite


@pytest.mark.slow
def test_the_lm_eval_suite_passes_in_the_extras_venv() -> None:
    summary = run_suite("lm-eval", "lm_eval_suite")
    assert re.search(r"\b2 passed\b", summary), summary
    assert not re.search(r"\d+ (failed|errors?|skipped|xfailed)\b", summary), summary
