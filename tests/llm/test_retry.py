import asyncio
import random
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

import pytest

from mathloop.errors import BackendError, BackendUnavailableError, ConfigError
from mathloop.llm import (
    GenerationParams,
    Message,
    RetryingBackend,
    RetryPolicy,
    ScriptedBackend,
    TransientBackendError,
)
from mathloop.llm.retry import parse_retry_after

FAST = RetryPolicy(max_attempts=4, base_delay_s=1.0, max_delay_s=30.0, jitter=False)
MESSAGES = [Message("user", "hi")]


class SleepRecorder:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


def wrapped(
    failures: dict[int, BaseException], policy: RetryPolicy = FAST
) -> tuple[RetryingBackend, ScriptedBackend, SleepRecorder]:
    inner = ScriptedBackend(["ok"], failures=failures)
    sleep = SleepRecorder()
    return RetryingBackend(inner, policy, sleep=sleep), inner, sleep


def call(backend: RetryingBackend) -> str:
    return asyncio.run(backend.generate(MESSAGES, params=GenerationParams())).text


def test_429_with_retry_after_then_500_then_success() -> None:
    backend, inner, sleep = wrapped(
        {
            0: TransientBackendError("HTTP 429", status=429, retry_after_s=7.0),
            1: TransientBackendError("HTTP 500", status=500),
        }
    )
    assert call(backend) == "ok"
    assert len(inner.calls) == 3
    assert sleep.delays == [7.0, 2.0]


def test_connection_errors_and_timeouts_are_retried() -> None:
    backend, inner, sleep = wrapped({0: ConnectionRefusedError("refused"), 1: TimeoutError()})
    assert call(backend) == "ok"
    assert len(inner.calls) == 3
    assert sleep.delays == [1.0, 2.0]


def test_client_errors_are_not_retried() -> None:
    bad_request = BackendError("HTTP 400 from server: bad prompt")
    backend, inner, sleep = wrapped({0: bad_request})
    with pytest.raises(BackendError) as caught:
        call(backend)
    assert caught.value is bad_request
    assert len(inner.calls) == 1
    assert sleep.delays == []


def test_unavailable_backend_is_not_retried() -> None:
    backend, inner, _ = wrapped({0: BackendUnavailableError("set OPENAI_API_KEY")})
    with pytest.raises(BackendUnavailableError):
        call(backend)
    assert len(inner.calls) == 1


def test_final_failure_is_one_line_backend_error_chained_to_the_last() -> None:
    last = TransientBackendError("HTTP 503 from http://x/v1:\n  overloaded", status=503)
    policy = RetryPolicy(max_attempts=3, base_delay_s=0.5, jitter=False)
    backend, inner, sleep = wrapped(
        {0: TransientBackendError("a"), 1: TransientBackendError("b"), 2: last}, policy
    )
    with pytest.raises(BackendError) as caught:
        call(backend)
    error = caught.value
    assert not isinstance(error, TransientBackendError)
    assert error.__cause__ is last
    assert str(error) == (
        "scripted backend (scripted) failed after 3 attempts: HTTP 503 from http://x/v1: overloaded"
    )
    assert len(inner.calls) == 3
    assert sleep.delays == [0.5, 1.0]


def test_delays_are_capped_and_jittered() -> None:
    policy = RetryPolicy(base_delay_s=10.0, max_delay_s=30.0, jitter=True)
    rng = random.Random(1)
    for retry in range(1, 6):
        nominal = min(30.0, 10.0 * 2 ** (retry - 1))
        assert nominal / 2 <= policy.delay_s(retry, retry_after_s=None, rng=rng) <= nominal
    assert policy.delay_s(1, retry_after_s=600.0, rng=rng) == 30.0


def test_wrapper_keeps_name_and_model() -> None:
    backend = RetryingBackend(ScriptedBackend(["x"], model="m"))
    assert (backend.name, backend.model) == ("scripted", "m")
    assert backend.policy == RetryPolicy()


def test_policy_rejects_nonsense() -> None:
    with pytest.raises(ConfigError):
        RetryPolicy(max_attempts=0)
    with pytest.raises(ConfigError):
        RetryPolicy(base_delay_s=-1)


def test_parse_retry_after() -> None:
    assert parse_retry_after("5") == 5.0
    assert parse_retry_after(" 1.5 ") == 1.5
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    now = datetime(2025, 1, 1, tzinfo=timezone.utc)
    date = format_datetime(now + timedelta(seconds=42), usegmt=True)
    assert parse_retry_after(date, now=now.timestamp()) == pytest.approx(42.0)
