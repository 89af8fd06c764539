"""lm-eval's hooks for this folder's tasks (``--include_path integrations/lm_eval``)."""

from mathloop.integrations.lm_eval import process_results, process_results_gsm8k

__all__ = ["process_results", "process_results_gsm8k"]
