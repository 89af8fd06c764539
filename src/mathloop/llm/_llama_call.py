"""One generation inside ``llama_cpp.Llama``: its context, stop rules, cancellation and
prefix accounting.

llama-cpp-python's chat API takes no per-call stopping criteria or context, so the model is
loaded as a small subclass of ``Llama`` whose ``create_completion`` fits the reply into the
call's context window and adds the criterion of the call in progress (:class:`CallHooks`),
and whose ``eval`` counts the prompt tokens actually evaluated (the rest of the prompt came
from a reused KV-cache prefix). An abort callback lets a cancelled call stop inside a long
prompt evaluation too, not only between tokens.
"""

from __future__ import annotations

import ctypes
import functools
import threading
import time
from collections.abc import Sequence
from typing import Any

from mathloop.errors import ContextLengthError
from mathloop.llm.base import FinishReason, StopRules
from mathloop.llm.stopping import StreamMonitor

__all__ = ["CallHooks", "PromptCaptured", "guarded_llama_class", "install_abort_callback"]


class PromptCaptured(Exception):
    """Raised by the guarded model's ``create_completion`` in capture mode: the templated
    prompt (tokens) and the arguments the chat handler passed (:mod:`._llama_batch`)."""

    def __init__(self, prompt: list[int], arguments: dict[str, Any]) -> None:
        super().__init__("prompt captured")
        self.prompt = prompt
        self.arguments = arguments


class CallHooks:
    """What one call adds to the model: its context window (``num_ctx`` tokens for prompt
    plus reply), its stop rules, its cancel flag and its counters."""

    def __init__(self, rules: StopRules, cancel: threading.Event, *, num_ctx: int) -> None:
        self.num_ctx = num_ctx
        self.monitor = StreamMonitor(rules)
        self.cancel = cancel
        self.prompt_processed = 0
        self.prefill_s: float | None = None
        self._started = time.perf_counter()
        self._prompt_len: int | None = None
        self._seen = 0
        self._llama: Any = None

    @property
    def stop_reason(self) -> FinishReason | None:
        """The rule that ended the reply, if one did."""
        return self.monitor.reason

    def attach(self, llama: Any) -> None:
        """Bind to the model that runs this call (its tokenizer decodes the stream); the
        prompt's evaluation starts now."""
        self._llama = llama
        self._started = time.perf_counter()

    def fit(self, prompt_tokens: int, max_tokens: int | None) -> int:
        """The reply's token limit within the call's context, as llama-cpp-python fits a
        reply into ``n_ctx``; a prompt that leaves no room raises ContextLengthError."""
        room = self.num_ctx - prompt_tokens
        if room <= 0:
            raise ContextLengthError(
                f"the prompt's {prompt_tokens} tokens leave no room for a reply in the "
                f"call's context of {self.num_ctx} tokens (num_ctx)"
            )
        return room if max_tokens is None or max_tokens <= 0 else min(max_tokens, room)

    def counts_prompt(self) -> bool:
        """True until the first token is sampled: evaluations so far are the prompt's."""
        return self._prompt_len is None

    def criterion(self, input_ids: Any, _logits: Any) -> bool:
        """llama-cpp-python's stopping criterion: true ends the generation now."""
        if self._prompt_len is None:
            self._prompt_len = self._seen = len(input_ids)
            self.prefill_s = time.perf_counter() - self._started
        if self.cancel.is_set():
            return True
        if self.monitor.active:
            for token in input_ids[self._seen :].tolist():
                text = self._llama.detokenize([token]).decode("utf-8", errors="ignore")
                self.monitor.feed(token, text)
            self._seen = len(input_ids)
        # Asked again once the generation has ended: the answer must stay the same.
        return self.monitor.reason is not None


@functools.cache
def guarded_llama_class() -> type[Any]:
    """``llama_cpp.Llama`` with per-call hooks (built once, after the lazy import)."""
    from llama_cpp import Llama, StoppingCriteriaList

    class GuardedLlama(Llama):
        hooks: CallHooks | None = None
        capturing = False
        """True while a batched call templates its prompt: ``create_completion`` then raises
        :class:`PromptCaptured` instead of generating."""

        def create_completion(self, *args: Any, **kwargs: Any) -> Any:
            if self.capturing:
                prompt = kwargs.pop("prompt") if "prompt" in kwargs else args[0]
                raise PromptCaptured(list(prompt), kwargs)
            hooks = self.hooks
            if hooks is not None:
                prompt = kwargs["prompt"] if "prompt" in kwargs else args[0]
                kwargs["max_tokens"] = hooks.fit(_length(self, prompt), kwargs.get("max_tokens"))
                own = kwargs.get("stopping_criteria") or []
                kwargs["stopping_criteria"] = StoppingCriteriaList([*own, hooks.criterion])
            return super().create_completion(*args, **kwargs)

        def eval(self, tokens: Sequence[int]) -> None:
            hooks = self.hooks
            if hooks is not None and hooks.counts_prompt():
                hooks.prompt_processed += len(tokens)
            super().eval(tokens)

    return GuardedLlama


def _length(llama: Any, prompt: str | list[int]) -> int:
    # The chat handler passes the templated prompt as tokens; a text prompt is tokenized
    # as llama-cpp-python does (give or take its BOS token).
    if isinstance(prompt, str):
        return len(llama.tokenize(prompt.encode("utf-8"), add_bos=True, special=True))
    return len(prompt)


def install_abort_callback(llama: Any) -> None:
    """Let llama.cpp abort a decode (a long prompt) once the running call is cancelled."""
    import llama_cpp

    def should_abort(_data: ctypes.c_void_p) -> bool:
        hooks = llama.hooks
        return hooks is not None and hooks.cancel.is_set()

    callback = llama_cpp.ggml_abort_callback(should_abort)
    llama._mathloop_abort_callback = callback  # keep it alive as long as the model
    llama_cpp.llama_set_abort_callback(llama._ctx.ctx, callback, None)
