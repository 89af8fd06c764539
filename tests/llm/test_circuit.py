import asyncio

import pytest

from mathloop.errors import BackendError, ContextLengthError, RunPausedError
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message
from mathloop.llm.circuit import BreakerSpec, CircuitBreakerBackend

MESSAGES = [Message("user", "hi")]


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def breaker(inner: ScriptedBackend, clock: FakeClock, **spec: float) -> CircuitBreakerBackend:
    settings = BreakerSpec(**{"failure_threshold": 2, "probe_interval_s": 1.0, **spec})
    return CircuitBreakerBackend(inner, settings, sleep=clock.sleep, clock=clock)


def call(backend: CircuitBreakerBackend) -> str:
    return asyncio.run(backend.generate(MESSAGES, params=GenerationParams())).text


def test_failures_below_the_threshold_are_ordinary_errors() -> None:
    inner = ScriptedBackend(["ok"], failures={0: BackendError("down")})
    backend = breaker(inner, FakeClock())
    with pytest.raises(BackendError):
        call(backend)
    assert call(backend) == "ok"
    assert not backend.is_open


def test_open_circuit_waits_for_the_server_instead_of_failing() -> None:
    down = {i: BackendError("down") for i in range(5)}
    inner = ScriptedBackend(["back"], failures=down)
    clock = FakeClock()
    backend = breaker(inner, clock)
    with pytest.raises(BackendError):
        call(backend)
    assert call(backend) == "back"  # trips the breaker, then probes until it answers
    assert backend.pauses == 1
    assert not backend.is_open
    assert clock.sleeps == [1.0, 2.0, 4.0, 8.0]


def test_a_server_down_too_long_pauses_the_run() -> None:
    inner = ScriptedBackend(["never"], failures={i: BackendError("down") for i in range(100)})
    clock = FakeClock()
    backend = breaker(inner, clock, max_pause_s=30.0)
    with pytest.raises(BackendError):
        call(backend)
    with pytest.raises(RunPausedError, match="can be resumed"):
        call(backend)
    assert clock.now >= 30.0


def test_a_prompt_over_the_context_is_the_requests_fault_not_a_server_down() -> None:
    too_long = {i: ContextLengthError("no room") for i in range(5)}
    inner = ScriptedBackend(["fits"], failures=too_long)
    clock = FakeClock()
    backend = breaker(inner, clock)
    for _ in range(5):
        with pytest.raises(ContextLengthError):
            call(backend)
    assert not backend.is_open and backend.pauses == 0 and clock.sleeps == []
    assert call(backend) == "fits"
