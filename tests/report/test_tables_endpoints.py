"""The per-endpoint table, on runs whose calls an :class:`EndpointPool` spread over servers."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from helpers import answer_reply, handmade_run, item
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import Backend, Completion, GenerationParams, Message
from mathloop.llm.endpoints import EndpointPool
from mathloop.methods import create_method
from mathloop.report import build_report, load_runs
from mathloop.report.table import Cell, Table
from mathloop.report.tables_endpoints import endpoints_table
from mathloop.runs.calls.cache import CachingBackend, ResponseCache

A, B = "http://a.test/v1", "http://b.test/v1"
METHODS = ("one_shot_python", "cot", "pot")


def server(output_tokens: int, latency_s: float, *, error_at: int | None = None) -> ScriptedBackend:
    """A scripted server: every reply answers 7 in a program and in a box, in
    ``output_tokens`` tokens; problem k's reply takes ``(k + 1) * latency_s`` seconds, and
    the reply to call ``error_at`` (0-based) ends with finish reason ``error``."""
    answered: list[int] = []

    def reply(messages: list[Message], params: GenerationParams) -> Completion:
        k = int(re.findall(r"Problem number (\d+)", messages[-1].content)[0])
        finish = "error" if len(answered) == error_at else "stop"
        answered.append(k)
        return Completion(
            text=answer_reply("7") + "So it is \\boxed{7}.",
            prompt_tokens=100,
            output_tokens=output_tokens,
            latency_s=(k + 1) * latency_s,
            finish_reason=finish,
        )

    return ScriptedBackend(reply)


def run_over(root: Path, backend: Backend, problems: int) -> Path:
    """A real run, one job at a time, of ``METHODS`` over ``backend``."""
    items = [item(f"p{k}", f"Problem number {k}: what is 3 + 4?", "7") for k in range(problems)]
    methods = [create_method(name) for name in METHODS]
    return handmade_run(root, items, methods, backend, record={"model": "scripted"})


def two_servers() -> dict[str, ScriptedBackend]:
    """A answers in 40 tokens and 1 s per problem number + 1, B in 30 tokens and 0.25 s, its
    second reply ending in error."""
    return {A: server(40, 1.0), B: server(30, 0.25, error_at=1)}


def by_arm_and_endpoint(table: Table) -> dict[tuple[Cell, Cell], tuple[Cell, ...]]:
    return {(row[0], row[1]): row[2:] for row in table.rows}


def test_calls_spread_over_two_servers_are_split_per_arm_and_endpoint(tmp_path: Path) -> None:
    servers = two_servers()
    runset = load_runs([run_over(tmp_path / "two", EndpointPool(servers, first=0), problems=3)])
    table = endpoints_table(runset)

    # One job at a time, the pool takes turns: p0 gives A, B, A to the three methods, p1
    # B, A, B, p2 A, B, A. B's second call (p1, one_shot_python) ended in error.
    assert table is not None
    assert [c.name for c in table.columns] == [
        "arm", "endpoint", "calls", "error", "output tok", "mean latency s", "output tok/s",
    ]  # fmt: skip
    # Arms come in the order their first records were stored, which verifying in the
    # background may change: the rows are compared by arm and endpoint.
    assert by_arm_and_endpoint(table) == {
        ("one_shot_python", A): (2, 0, 80, 2.0, 20.0),  # p0, p2: 1 s + 3 s
        ("one_shot_python", B): (1, 1, 30, 0.5, 60.0),  # p1
        ("cot", A): (1, 0, 40, 2.0, 20.0),  # p1
        ("cot", B): (2, 0, 60, 0.5, 60.0),  # p0, p2: 0.25 s + 0.75 s
        ("pot", A): (2, 0, 80, 2.0, 20.0),
        ("pot", B): (1, 0, 30, 0.5, 60.0),
    }
    assert len(table.rows) == 6
    assert sum(table.column("calls")) == 9 == sum(len(s.calls) for s in servers.values())
    assert "endpoints" in [t.name for t in build_report(runset).tables]


@pytest.mark.parametrize("pooled", [True, False], ids=["one server", "no endpoint recorded"])
def test_a_run_against_one_server_has_no_endpoint_table(tmp_path: Path, pooled: bool) -> None:
    backend = EndpointPool({A: server(40, 1.0)}) if pooled else server(40, 1.0)
    runset = load_runs([run_over(tmp_path / "one", backend, problems=2)])
    assert endpoints_table(runset) is None
    assert "endpoints" not in [t.name for t in build_report(runset).tables]


def test_replies_from_the_response_cache_are_counted_and_named(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "cache.sqlite")
    try:
        for name in ("first", "again"):  # the same jobs twice: the second run is all hits
            pool = EndpointPool({A: server(40, 1.0), B: server(30, 0.25)}, first=0)
            run_over(tmp_path / name, CachingBackend(pool, cache, mode="all"), problems=2)
    finally:
        cache.close()
    table = endpoints_table(load_runs([tmp_path / "again"]))

    # A cached reply keeps the endpoint that gave it (p0: A, B, A; p1: B, A, B), in 0 s.
    assert table is not None
    assert by_arm_and_endpoint(table) == {
        (method, endpoint): (1, 0, 40 if endpoint == A else 30, 0.0, None)
        for method in METHODS
        for endpoint in (A, B)
    }
    assert "Calls answered from the response cache, in 0 s: 6." in table.note


def test_an_unreadable_trace_is_left_out_and_said(tmp_path: Path) -> None:
    root = run_over(tmp_path / "two", EndpointPool(two_servers(), first=0), problems=3)
    trace = next((root / "problems").glob("p0*/cot/trace.json"))
    trace.write_text("{not json", encoding="utf-8")
    table = endpoints_table(load_runs([root]))

    assert table is not None
    assert {row[1]: row[2] for row in table.rows if row[0] == "cot"} == {A: 1, B: 1}
    assert "Traces that could not be read, their calls not counted: 1." in table.note


def without_endpoints(value: Any) -> Any:
    """A trace as written before calls named their endpoint."""
    if isinstance(value, dict):
        return {k: without_endpoints(v) for k, v in value.items() if k != "endpoint"}
    if isinstance(value, list):
        return [without_endpoints(v) for v in value]
    return value


def test_calls_that_name_no_endpoint_have_a_row_of_their_own(tmp_path: Path) -> None:
    # A run begun before endpoints were recorded and resumed after: p0's pot call is old.
    root = run_over(tmp_path / "two", EndpointPool(two_servers(), first=0), problems=3)
    trace = next((root / "problems").glob("p0*/pot/trace.json"))
    trace.write_text(json.dumps(without_endpoints(json.loads(trace.read_text()))))
    table = endpoints_table(load_runs([root]))

    assert table is not None
    pot = {row[1]: row[2:] for row in table.rows if row[0] == "pot"}
    assert pot == {
        A: (1, 0, 40, 3.0, 40 / 3),
        B: (1, 0, 30, 0.5, 60.0),
        None: (1, 0, 40, 1.0, 40.0),
    }
