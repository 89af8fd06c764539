"""Several endpoints behind one backend: least busy first, a cap each, failover, probes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mathloop.errors import BackendError, ConfigError, ContextLengthError, RunPausedError
from mathloop.llm import BackendSettings, OpenAIBackend, ScriptedBackend, create_backend
from mathloop.llm.base import Backend, Completion, GenerationParams, Message
from mathloop.llm.circuit import BreakerSpec, CircuitBreakerBackend
from mathloop.llm.endpoints import EndpointPool, PoolSpec, endpoint_urls
from mathloop.runs.calls.call_stack import shared_backend

MESSAGES = [Message("user", "hi")]
URLS = ("http://127.0.0.1:1/v1", "http://127.0.0.1:2/v1", "http://127.0.0.1:3/v1")


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


class Held:
    """A backend whose calls wait until the test lets them go; it counts what is in flight."""

    name = "held"
    model = "m"

    def __init__(self) -> None:
        self.in_flight = 0
        self.most_in_flight = 0
        self.calls = 0
        self.go = asyncio.Event()

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        self.calls += 1
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            await self.go.wait()
        finally:
            self.in_flight -= 1
        return Completion("ok", 1, 1, 0.0, "stop")


def down(calls: int = 1000) -> ScriptedBackend:
    return ScriptedBackend(["never"], failures={i: BackendError("down") for i in range(calls)})


def up(text: str = "ok") -> ScriptedBackend:
    return ScriptedBackend([text], cycle=True)


def pool(backends: list[Any], clock: FakeClock | None = None, **spec: Any) -> EndpointPool:
    clock = clock or FakeClock()
    breaker = BreakerSpec(
        failure_threshold=spec.pop("threshold", 1), probe_interval_s=1.0, max_pause_s=30.0
    )
    return EndpointPool(
        dict(zip(URLS, backends, strict=False)),
        PoolSpec(breaker=breaker, **spec),
        sleep=clock.sleep,
        clock=clock,
        first=0,
    )


async def call(backend: Backend) -> Completion:
    return await backend.generate(MESSAGES, params=GenerationParams())


async def calls_in_flight(backends: list[Held], count: int, **spec: Any) -> EndpointPool:
    endpoints = pool(list(backends), **spec)
    tasks = [asyncio.create_task(call(endpoints)) for _ in range(count)]
    for _ in range(10):
        await asyncio.sleep(0)
    for backend in backends:
        backend.go.set()
    await asyncio.gather(*tasks)
    return endpoints


def test_requests_go_to_the_least_busy_endpoint() -> None:
    backends = [Held(), Held(), Held()]
    asyncio.run(calls_in_flight(backends, 7))
    assert sorted(b.most_in_flight for b in backends) == [2, 2, 3]
    assert sum(b.calls for b in backends) == 7


def test_no_endpoint_holds_more_than_its_cap() -> None:
    backends = [Held(), Held()]
    endpoints = asyncio.run(calls_in_flight(backends, 9, max_in_flight=2))
    assert [b.most_in_flight for b in backends] == [2, 2]
    assert sum(endpoints.served.values()) == 9


def test_a_completion_names_the_endpoint_that_served_it() -> None:
    endpoints = pool([up("a"), up("b")])
    served = [asyncio.run(call(endpoints)) for _ in range(4)]
    assert [(c.text, c.endpoint) for c in served] == [
        ("a", URLS[0]),
        ("b", URLS[1]),
        ("a", URLS[0]),
        ("b", URLS[1]),
    ]


def test_a_failed_call_goes_to_another_endpoint_and_the_failing_one_is_taken_out() -> None:
    dead, alive = down(), up()
    endpoints = pool([dead, alive], threshold=2)
    for _ in range(6):
        assert asyncio.run(call(endpoints)).endpoint == URLS[1]
    assert endpoints.down == [URLS[0]]
    assert len(dead.calls) == 2  # taken out after two failures: no call goes there since
    assert endpoints.served == {URLS[0]: 0, URLS[1]: 6}


def test_an_endpoint_that_comes_back_is_probed_back_in() -> None:
    clock = FakeClock()
    flaky = ScriptedBackend(["back"], failures={0: BackendError("down")}, cycle=True)
    endpoints = pool([flaky, up()], clock)
    assert asyncio.run(call(endpoints)).endpoint == URLS[1]
    assert endpoints.down == [URLS[0]]
    assert asyncio.run(call(endpoints)).endpoint == URLS[1]  # its probe is not due yet
    clock.now += 1.0
    assert asyncio.run(call(endpoints)).text == "back"  # the probe
    assert endpoints.down == []


def test_a_failed_probe_waits_twice_as_long_for_the_next() -> None:
    clock = FakeClock()
    dead = down()
    endpoints = pool([dead, up()], clock)
    asyncio.run(call(endpoints))
    clock.now += 1.0
    asyncio.run(call(endpoints))  # probe fails, the call is served by the other
    assert len(dead.calls) == 2
    clock.now += 1.5
    asyncio.run(call(endpoints))
    assert len(dead.calls) == 2  # next probe at 1 + 2 s
    clock.now += 0.5
    asyncio.run(call(endpoints))
    assert len(dead.calls) == 3


def test_a_call_that_every_endpoint_refuses_is_an_ordinary_error() -> None:
    refusing = {0: BackendError("HTTP 400: bad request")}
    first = ScriptedBackend(["ok"], failures=refusing)
    second = ScriptedBackend(["ok"], failures=refusing)
    endpoints = pool([first, second], threshold=3)
    with pytest.raises(BackendError, match="400"):
        asyncio.run(call(endpoints))
    assert endpoints.down == []
    assert asyncio.run(call(endpoints)).text == "ok"


def test_a_prompt_over_the_context_is_not_sent_elsewhere_nor_counted() -> None:
    too_long = ScriptedBackend(["fits"], failures={0: ContextLengthError("no room")})
    other = up()
    endpoints = pool([too_long, other])
    with pytest.raises(ContextLengthError):
        asyncio.run(call(endpoints))
    assert other.calls == [] and endpoints.down == []


def test_when_every_endpoint_is_down_calls_wait_for_a_probe() -> None:
    clock = FakeClock()
    first = ScriptedBackend(["back"], failures={i: BackendError("down") for i in range(4)})
    second = down()
    endpoints = pool([first, second], clock)
    assert asyncio.run(call(endpoints)).text == "back"
    assert endpoints.pauses == 1
    assert endpoints.down == [URLS[1]]
    # Both are probed when due, each waiting twice as long after a failed probe.
    assert clock.sleeps == [1.0, 2.0, 4.0, 8.0]
    assert (len(first.calls), len(second.calls)) == (5, 4)


def test_every_endpoint_down_too_long_stops_the_run() -> None:
    clock = FakeClock()
    endpoints = pool([down(), down(), down()], clock)
    with pytest.raises(RunPausedError, match=r"every endpoint.*can be resumed"):
        asyncio.run(call(endpoints))
    assert clock.now >= 30.0


def test_urls_in_one_form() -> None:
    assert endpoint_urls(None) is None and endpoint_urls(()) is None
    assert endpoint_urls(["http://a/v1"]) == "http://a/v1"
    assert endpoint_urls(["http://a/v1", "http://b/v1"]) == ("http://a/v1", "http://b/v1")
    with pytest.raises(ConfigError, match="twice"):
        endpoint_urls(["http://a/v1", "http://a/v1"])
    settings = BackendSettings(backend="openai", model="m", base_url=["http://a/v1"])  # type: ignore[arg-type]
    assert settings.base_url == "http://a/v1" and settings.base_urls == ("http://a/v1",)
    with pytest.raises(ConfigError, match="endpoint_concurrency"):
        BackendSettings(backend="openai", model="m", base_url="http://a/v1", endpoint_concurrency=0)


def test_several_urls_make_a_pool_of_one_backend_each() -> None:
    settings = BackendSettings(backend="openai", model="m", base_url=URLS[:2])
    backend = create_backend(settings)
    assert isinstance(backend, EndpointPool)
    assert list(backend.served) == list(URLS[:2])
    inner = [e.backend.inner for e in backend._endpoints]  # type: ignore[attr-defined]
    assert [b.spec.base_url for b in inner if isinstance(b, OpenAIBackend)] == list(URLS[:2])
    # The pool has a circuit per endpoint: the run's chain adds no breaker around it.
    run_backend = shared_backend(settings, cache="off")
    assert isinstance(run_backend, EndpointPool)
    one = shared_backend(
        BackendSettings(backend="openai", model="m", base_url=URLS[0]), cache="off"
    )
    assert isinstance(one, CircuitBreakerBackend)


def test_a_cap_alone_makes_a_pool_of_one() -> None:
    settings = BackendSettings(
        backend="openai", model="m", base_url=URLS[0], endpoint_concurrency=4
    )
    backend = create_backend(settings)
    assert isinstance(backend, EndpointPool) and backend.spec.max_in_flight == 4
