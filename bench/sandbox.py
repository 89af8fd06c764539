"""Latency of the cold and the warm executor, and throughput at concurrency 2.

    .venv/bin/python bench/sandbox.py              # 30 runs per case and mode
    .venv/bin/python bench/sandbox.py --runs 100

Three programs, each run cold (a fresh ``python -I``) and warm (a fork of a server that has
imported sympy, numpy and scipy), under the isolation ``auto`` picks here and the default
limits: (a) ``print(1)``, (b) a sympy ``solve`` of a quadratic, (c) a numpy matrix product.
It prints p50 and p95 latency per case and mode, then executions per second with two
programs in flight at once (``arun_code`` from asyncio, as the run engine calls it).
Targets (issue 4): warm p50 <= 20 ms for (a); warm at least 10x faster than cold for (b).
The first warm run starts the server; it is run once before timing and not counted.

Latency is measured with a 50 ms pause between runs, as between two model responses: a warm
server forks its next child between programs, off the program's path. Back-to-back runs on
one server pay for that fork too; ``--gap 0`` measures them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

from mathloop.sandbox import Limits, arun_code, get_policy, isolation_report, run_code

CASES = {
    "a print(1)": "print(1)\n",
    "b sympy solve": (
        "import sympy\nx = sympy.symbols('x')\nprint(sympy.solve(x**2 - 5*x + 6, x))\n"
    ),
    "c numpy matmul": (
        "import numpy as np\na = np.arange(40000.0).reshape(200, 200)\n"
        "print(float((a @ a).trace()))\n"
    ),
}
POLICY = get_policy("default")


def latencies(code: str, mode: str, runs: int, gap_s: float) -> list[float]:
    """Wall seconds of ``runs`` sequential executions, as the caller sees them."""
    limits = Limits(mode=mode)  # type: ignore[arg-type]
    samples = []
    for _ in range(runs):
        time.sleep(gap_s)
        started = time.perf_counter()
        execution = run_code(code, policy=POLICY, limits=limits)
        samples.append(time.perf_counter() - started)
        if execution.verdict != "ok":
            raise SystemExit(f"{mode} run failed: {execution.stderr[-500:]}")
    return samples


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0-100), nearest rank."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


async def throughput(code: str, mode: str, total: int, concurrency: int) -> float:
    """Executions per second with ``concurrency`` programs in flight."""
    limits = Limits(mode=mode)  # type: ignore[arg-type]
    slots = asyncio.Semaphore(concurrency)

    async def one() -> None:
        async with slots:
            await arun_code(code, policy=POLICY, limits=limits)

    started = time.perf_counter()
    await asyncio.gather(*(one() for _ in range(total)))
    return total / (time.perf_counter() - started)


def main() -> None:
    """Print the latency table and the throughput lines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="Runs per case and mode.")
    parser.add_argument(
        "--gap", type=float, default=0.05, help="Seconds between sequential runs (default 0.05)."
    )
    args = parser.parse_args()
    report = isolation_report()
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"isolation: {report.chosen}; CPUs: {os.cpu_count()}; load average: {load}")
    print(f"latency: {args.runs} sequential runs per case, {args.gap * 1000:.0f} ms apart")
    for mode in ("cold", "warm"):  # start both warm servers, load the page cache
        asyncio.run(throughput(CASES["b sympy solve"], mode, 4, 2))
    header = ["cold p50", "cold p95", "warm p50", "warm p95", "speed-up"]
    print(f"\n{'case':<16}" + "".join(f"{cell:>10}" for cell in header))
    for name, code in CASES.items():
        cold = latencies(code, "cold", args.runs, args.gap)
        warm = latencies(code, "warm", args.runs, args.gap)
        cells = [percentile(s, q) * 1000 for s in (cold, warm) for q in (50, 95)]
        speedup = statistics.median(cold) / statistics.median(warm)
        print(f"{name:<16}" + "".join(f"{cell:>8.1f}ms" for cell in cells) + f"{speedup:>9.1f}x")
    print("\nexecutions per second at concurrency 2:")
    for name, code in CASES.items():
        rates = [asyncio.run(throughput(code, mode, 2 * args.runs, 2)) for mode in ("cold", "warm")]
        print(f"  {name:<16} cold {rates[0]:6.1f}/s   warm {rates[1]:6.1f}/s")


if __name__ == "__main__":
    main()
