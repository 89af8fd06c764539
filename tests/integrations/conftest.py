"""The suites under ``*_suite/`` run inside their harness's own venv (``make integrations``),
driven by the ``test_*.py`` beside them; the main venv has no inspect_ai or lm_eval to import."""

collect_ignore_glob = ["*_suite/*"]
