"""bench/endpoints.py: a small run over fake servers spreads evenly and solves everything."""

from __future__ import annotations

from types import ModuleType

from bench_modules import load_bench


def _bench() -> ModuleType:
    return load_bench("endpoints", as_name="endpoints_bench")


def test_a_small_run_over_two_servers() -> None:
    bench = _bench()
    row = bench.one_config(problems=8, concurrency=4, endpoints=2, latency_s=0.05, slots=2)
    assert row["correct"] == 8
    assert sum(row["spread"]) == 8 and min(row["spread"]) >= 3  # two slots kept busy each
    assert row["ideal_s"] == 8 * 0.05 / 4
    assert "| 8 | 4 | 2 |" in bench.table([row], latency_s=0.05, slots=2)


def test_the_pool_alone() -> None:
    table = _bench().pool_cost([4], [2], 2, requests=16)
    assert table.splitlines()[-1].startswith("| 4 | 2 |")
