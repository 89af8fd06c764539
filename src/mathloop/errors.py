"""The mathloop exception hierarchy.

Every error mathloop raises on purpose derives from :class:`MathloopError`. Third-party
errors are converted at the boundary (``raise ... from exc``); the CLI turns any of them
into one clear line for the user.

A failure of *model-written code* is never an exception: it is data (an ``Execution``
record) fed back to the model. Exceptions are for broken infrastructure and bad input.
"""

from __future__ import annotations

__all__ = [
    "BackendError",
    "BackendUnavailableError",
    "ConfigError",
    "ContextLengthError",
    "DatasetError",
    "MathloopError",
    "ModelNotFoundError",
    "ModelVerificationError",
    "RunPausedError",
    "RunStoreError",
    "SandboxError",
]


class MathloopError(Exception):
    """Base class of every error mathloop raises on purpose."""


class ConfigError(MathloopError):
    """A setting, flag or option has an invalid value."""


class DatasetError(MathloopError):
    """A benchmark file is missing or a row is malformed (the message names file and line)."""


class BackendError(MathloopError):
    """An LLM request failed after the bounded retries (recorded as ``LLM_ERROR``)."""


class ContextLengthError(BackendError):
    """A prompt does not fit the call's context window (the method's ``num_ctx``, or the
    model's): a property of the request, so it is never retried and never a sign that the
    server is down."""


class BackendUnavailableError(BackendError):
    """A backend cannot be used at all: optional package missing, server unreachable."""


class ModelNotFoundError(MathloopError):
    """A named model could not be resolved to a GGUF file from any source."""


class ModelVerificationError(MathloopError):
    """A model file exists but its size or SHA-256 does not match the registry."""


class SandboxError(MathloopError):
    """The sandbox itself is broken (not the model's code): the interpreter could not start."""


class RunStoreError(MathloopError):
    """A run folder is unusable: unreadable manifest, settings that differ on resume."""


class RunPausedError(MathloopError):
    """The run stopped cleanly (server down too long, budget reached) and can be resumed.

    Deliberately not a :class:`BackendError`: methods record backend errors on the problem,
    but this one must stop the whole run instead.
    """
