"""The settings of an in-process llama.cpp model (:class:`LlamaCppSpec`), apart from the
backend and the loaded model that both read them."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LlamaCppSpec"]


@dataclass(frozen=True)
class LlamaCppSpec:
    """Settings of an in-process llama.cpp model.

    ``n_threads=None`` generates on every CPU this process may use (``usable_cpus``;
    llama-cpp-python's own default is half of them: one thread on a 2-core machine, see
    ``bench/threads.py``); prompts are evaluated on the same number of threads, as
    llama.cpp's ``--threads-batch`` defaults to ``--threads`` (llama-cpp-python's own
    default is every CPU of the machine, affinity mask or not, so two runs each given one
    thread would fight over the cores while evaluating prompts); ``n_gpu_layers=-1``
    offloads every layer when llama-cpp-python was built with GPU support. ``model_name`` is
    the name recorded in completions (default: the file name without ``.gguf``).
    ``prompt_cache_mb`` sizes the RAM cache of KV states that later calls with the same
    prompt prefix start from (0: only the previous call's prefix is reused).
    ``prompt_lookup_tokens`` is how many tokens prompt-lookup decoding drafts from the
    prompt per step (0: off). ``batch_sequences`` is how many calls that wait for the model
    at once are decoded together (1: each alone, llama-cpp-python's own path; more needs
    ``prompt_lookup_tokens`` 0, and is ignored otherwise). A completion decoded beside
    others says how many in ``Completion.batch_size``.
    """

    model_path: str
    n_ctx: int = 16384
    n_threads: int | None = None
    n_gpu_layers: int = 0
    verbose: bool = False
    model_name: str | None = None
    prompt_cache_mb: int = 1024
    prompt_lookup_tokens: int = 0
    batch_sequences: int = 1

    @property
    def batching(self) -> bool:
        """Whether calls that wait together are decoded together."""
        return self.batch_sequences > 1 and self.prompt_lookup_tokens <= 0
