"""Runs over several servers of one model: throughput against the ideal (issue 27 §2).

    .venv/bin/python bench/endpoints.py                        # the table (about 3 minutes)
    .venv/bin/python bench/endpoints.py --problems 128 --concurrency 32 --endpoints 2
    .venv/bin/python bench/endpoints.py --pool-only              # the pool's own CPU cost

Each endpoint is an OpenAI-compatible server in its own process that answers every request
after ``--latency`` seconds (2 s) with a correct chain of thought, and holds ``--slots``
requests at once (32, as llama.cpp's ``--parallel 32`` or a vLLM batch would); further
requests queue inside it. The run solves ``--problems`` problems with ``cot`` (one call each,
no sandbox: the figure is the runner, the HTTP client and the spreading of requests) at
each concurrency over each number of endpoints, with ``--endpoint-concurrency`` equal to the
slots, through the same backend chain a run builds (``--base-url`` given once per server).
The ideal is every slot of every endpoint busy: ``problems x latency / min(concurrency,
endpoints x slots)`` seconds. "Spread" is how many calls each endpoint served, from the
traces' ``endpoint`` fields; "runner CPU" is this process's CPU time per problem (the
servers run elsewhere) and "load" the machine's one-minute load average after the run: on a
shared machine the runner's share of the cores, not the endpoints, sets the pace. Run
folders go to a temporary folder.

``--pool-only`` measures the pool alone: 4,096 requests to in-process endpoints that answer
after 50 ms, at each concurrency over each number of endpoints, and prints the CPU time the
pool and its event loop spend per request.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import re
import tempfile
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from mathloop.llm import BackendSettings
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.llm.endpoints import EndpointPool, PoolSpec
from mathloop.methods import SolveContext, create_method
from mathloop.problems import BenchmarkItem, Problem
from mathloop.runs import RunPlan, RunStore, execute_run
from mathloop.runs.calls.call_stack import shared_backend
from mathloop.runs.storage.reader import open_run

_QUESTION = re.compile(r"What is (\d+) \+ (\d+)\?")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024  # bursts of a hundred clients connect at once


def serve(latency_s: float, slots: int, urls: Any) -> None:
    """Serve chat completions on a loopback port until the process ends; put its URL."""
    busy = threading.Semaphore(slots)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["content-length"])))
            with busy:
                time.sleep(latency_s)
            payload = _reply(body["messages"][-1]["content"])
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = _Server(("127.0.0.1", 0), Handler)
    urls.put(f"http://127.0.0.1:{server.server_address[1]}/v1")
    server.serve_forever()


def _reply(prompt: str) -> bytes:
    match = _QUESTION.search(prompt)
    total = int(match.group(1)) + int(match.group(2)) if match else 0
    message = {"role": "assistant", "content": f"Adding them gives \\boxed{{{total}}}."}
    return json.dumps(
        {
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": "fixed",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 200, "completion_tokens": 20, "total_tokens": 220},
        }
    ).encode()


def start_servers(count: int, latency_s: float, slots: int) -> tuple[list[str], list[Any]]:
    """``count`` servers, each in a process of its own (their CPU is not the runner's)."""
    context = multiprocessing.get_context("fork")
    urls = context.Queue()
    processes = [
        context.Process(target=serve, args=(latency_s, slots, urls), daemon=True)
        for _ in range(count)
    ]
    for process in processes:
        process.start()
    return [urls.get(timeout=30) for _ in processes], processes


def items(count: int) -> list[BenchmarkItem]:
    """``count`` sums, each with its gold."""
    return [
        BenchmarkItem(
            problem=Problem(id=f"p{k:05d}", statement=f"What is {k} + {2 * k}?"), gold=str(3 * k)
        )
        for k in range(count)
    ]


def one_config(
    problems: int, concurrency: int, endpoints: int, latency_s: float, slots: int
) -> dict[str, Any]:
    """Run ``problems`` at ``concurrency`` over ``endpoints`` fresh servers and time it."""
    urls, processes = start_servers(endpoints, latency_s, slots)
    settings = BackendSettings(
        backend="openai", model="fixed", base_url=tuple(urls), endpoint_concurrency=slots
    )
    try:
        with tempfile.TemporaryDirectory(prefix="mathloop-endpoints-") as folder:
            plan = RunPlan(
                store=RunStore(Path(folder) / "run"),
                items=items(problems),
                methods=[create_method("cot")],
                ctx=SolveContext(backend=shared_backend(settings, cache="off")),
                concurrency=concurrency,
            )
            started, cpu = time.perf_counter(), time.process_time()
            outcome = asyncio.run(execute_run(plan))
            wall, cpu = time.perf_counter() - started, time.process_time() - cpu
            spread = served_by_endpoint(Path(folder) / "run", urls)
            correct = sum(r.correct for r in outcome.records)
    finally:
        for process in processes:
            process.terminate()
    ideal = problems * latency_s / min(concurrency, endpoints * slots)
    return {
        "problems": problems,
        "concurrency": concurrency,
        "endpoints": endpoints,
        "wall_s": wall,
        "ideal_s": ideal,
        "spread": spread,
        "correct": correct,
        "cpu_ms": 1000 * cpu / problems,
        "load": os.getloadavg()[0],
    }


def served_by_endpoint(run: Path, urls: list[str]) -> list[int]:
    """Calls each of ``urls`` served, read from the ``cot`` traces of ``run`` (a run folder
    or a packed run)."""
    reader = open_run(run)
    served: Counter[str] = Counter()
    for record in reader.read_standing():
        if record.method != "cot":
            continue
        raw = reader.trace(record).read_bytes()
        data = json.loads(raw) if raw is not None else {}
        served.update(step["completion"]["endpoint"] for step in data.get("steps", []))
    return [served[url] for url in urls]


class _Sleeper:
    """An endpoint in this process: answers after ``latency_s``."""

    name = "sleeper"
    model = "m"

    def __init__(self, latency_s: float) -> None:
        self.latency_s = latency_s

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        await asyncio.sleep(self.latency_s)
        return Completion("x", 1, 1, self.latency_s, "stop")


async def _through_pool(pool: EndpointPool, requests: int, concurrency: int) -> None:
    left = iter(range(requests))
    message = [Message("user", "x")]

    async def caller() -> None:
        for _ in left:
            await pool.generate(message, params=GenerationParams())

    await asyncio.gather(*(caller() for _ in range(concurrency)))


def pool_cost(
    concurrencies: list[int], endpoints: list[int], slots: int, *, requests: int = 4096
) -> str:
    """CPU microseconds per request of the pool alone, as a Markdown table."""
    lines = [
        f"{requests} requests, endpoints in this process answering after 50 ms, {slots} slots",
        "| concurrency | endpoints | wall s | ideal s | CPU us/request |",
        "|---|---|---|---|---|",
    ]
    for concurrency in concurrencies:
        for count in endpoints:
            backends = {f"http://endpoint-{i}/v1": _Sleeper(0.05) for i in range(count)}
            pool = EndpointPool(backends, PoolSpec(max_in_flight=slots))
            started, cpu = time.perf_counter(), time.process_time()
            asyncio.run(_through_pool(pool, requests, concurrency))
            wall, cpu = time.perf_counter() - started, time.process_time() - cpu
            ideal = requests * 0.05 / min(concurrency, count * slots)
            lines.append(
                f"| {concurrency} | {count} | {wall:.1f} | {ideal:.1f} "
                f"| {1e6 * cpu / requests:.0f} |"
            )
    return "\n".join(lines)


def table(rows: list[dict[str, Any]], *, latency_s: float, slots: int) -> str:
    """The rows as a Markdown table."""
    lines = [
        f"latency {latency_s:g} s, {slots} slots per endpoint, --endpoint-concurrency {slots}",
        "| problems | concurrency | endpoints | wall s | ideal s | % of ideal | problems/s "
        "| spread | correct | runner CPU ms/problem | load |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        spread = " / ".join(str(n) for n in r["spread"])
        lines.append(
            f"| {r['problems']} | {r['concurrency']} | {r['endpoints']} | {r['wall_s']:.1f} "
            f"| {r['ideal_s']:.1f} | {100 * r['ideal_s'] / r['wall_s']:.0f}% "
            f"| {r['problems'] / r['wall_s']:.1f} | {spread} | {r['correct']} "
            f"| {r['cpu_ms']:.1f} | {r['load']:.1f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--problems", type=int, default=512)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[32, 128])
    parser.add_argument("--endpoints", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--latency", type=float, default=2.0)
    parser.add_argument("--slots", type=int, default=32)
    parser.add_argument("--pool-only", action="store_true")
    args = parser.parse_args()
    if args.pool_only:
        print(pool_cost(args.concurrency, args.endpoints, args.slots))
        return
    rows = []
    for concurrency in args.concurrency:
        for endpoints in args.endpoints:
            row = one_config(args.problems, concurrency, endpoints, args.latency, args.slots)
            rows.append(row)
            print(f"done: {concurrency} x {endpoints} in {row['wall_s']:.1f} s", flush=True)
    print(table(rows, latency_s=args.latency, slots=args.slots))


if __name__ == "__main__":
    main()
