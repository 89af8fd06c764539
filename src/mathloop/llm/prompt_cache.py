"""The in-process model's RAM cache of prompt states, bounded by the memory it really uses.

llama-cpp-python's ``LlamaRAMCache`` stores a ``LlamaState`` after every call and evicts the
oldest once the *llama.cpp* part of its states passes the capacity. Each state also holds a
copy of the model's score buffer, which that count leaves out: ``n_batch × n_vocab`` floats,
311 MB for Qwen2.5's 151,936-token vocabulary at the default batch of 512, next to a
KV state of ~10–70 MB. A 1 GB cache of short one-shot prompts grew past 17 GB that way
during ``results/relay-math500``.

:func:`bounded_ram_cache` fixes both halves:

- Without ``logits_all`` llama-cpp-python never writes that buffer (sampling happens in
  llama.cpp), and a restored state is always decoded again before sampling
  (``Llama._requires_eval``), so a state keeps one row of it, which ``Llama.load_state``
  broadcasts back. With ``logits_all`` (prompt lookup) the rows are real and are kept.
- The capacity counts every byte a state holds: llama.cpp's state, scores and token ids.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["bounded_ram_cache", "slim_state", "state_bytes"]


def state_bytes(state: Any) -> int:
    """Memory held by one ``LlamaState``: llama.cpp's state, scores and token ids."""
    return int(state.llama_state_size) + int(state.scores.nbytes) + int(state.input_ids.nbytes)


def slim_state(state: Any) -> Any:
    """The state with one row of scores (see the module docstring for why that is safe)."""
    if state.scores.shape[0] > 1:
        state.scores = state.scores[:1].copy()  # a fresh object from Llama.save_state
    return state


def bounded_ram_cache(capacity_bytes: int, *, keep_scores: bool) -> Any:
    """A ``LlamaRAMCache`` whose capacity counts every byte of its states.

    ``keep_scores`` keeps each state's full score rows (needed with ``logits_all``).
    llama_cpp is imported here, so importing this module stays light.
    """
    from llama_cpp.llama_cache import LlamaRAMCache

    class _Bounded(LlamaRAMCache):
        @property
        def cache_size(self) -> int:
            return sum(state_bytes(state) for state in self.cache_state.values())

        def __setitem__(self, key: Sequence[int], value: Any) -> None:
            super().__setitem__(key, value if keep_scores else slim_state(value))

    return _Bounded(capacity_bytes=capacity_bytes)
