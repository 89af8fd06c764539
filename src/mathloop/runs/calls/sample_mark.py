"""The layer that marks a call with its sample index (``--samples``), one of the call
stack's (:mod:`.call_stack`)."""

from __future__ import annotations

import dataclasses

from mathloop.llm.base import Backend, Completion, GenerationParams, Message

__all__ = ["SampleBackend"]


class SampleBackend:
    """``inner`` with every call marked as sample ``sample`` (``GenerationParams.sample_index``),
    so a response cache or journal keeps the samples of one problem apart."""

    def __init__(self, inner: Backend, sample: int) -> None:
        self.inner = inner
        self.sample = sample
        self.name = inner.name
        self.model = inner.model

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """The inner backend's completion of this call, marked with the sample index."""
        marked = dataclasses.replace(params, sample_index=self.sample)
        return await self.inner.generate(messages, params=marked)
