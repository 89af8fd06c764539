"""The field's answer graders, vendored for ``bench/graders.py``: one module per grader.

``hendrycks`` (Hendrycks' MATH ``is_equiv``), ``prm800k`` with ``prm800k_normalize``
(PRM800K's ``grade_answer``), ``qwen`` (Qwen2.5-Math's ``math_equal``) and ``minerva``
(lm-evaluation-harness's Minerva ``is_equiv`` and ``normalize_final_answer``) are their
authors' code, each with a header naming its source and what was changed to run here;
``_child`` runs them in a child process for the bench.
"""
