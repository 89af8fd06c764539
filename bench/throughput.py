"""Runner throughput against a fixed-latency server, and against the embedded model.

    .venv/bin/python bench/throughput.py                 # all figures (about 15 minutes)
    .venv/bin/python bench/throughput.py --quick         # 128 problems, concurrency 8 only
    .venv/bin/python bench/throughput.py --modes         # cold and warm at 8 and 64 only

Part 1 starts an OpenAI-compatible server on loopback that answers every request after a
fixed latency (2 s, a hosted model's typical response time) with a correct PoT reply, runs
GSM8K problems with ``relay_python`` at several concurrencies, the sandbox cold (a fresh
interpreter per program) and warm (a fork of a primed server), and prints wall time against
the ideal (problems x latency / concurrency), runner CPU seconds per problem and peak memory
(each configuration in its own process, so peaks are separate). Each run starts its warm
sandbox servers itself, as a process's first run does; a last row repeats 512 problems at
concurrency 64 with the servers already started, as for a sweep's later runs. "MB before
run" is the process once the problems are loaded; the peak minus it is what the run added.
Run folders go under ``runs/`` (``MATHLOOP_BENCH_RUNS`` to move them). Part 2 runs the embedded
llama.cpp backend with the test model at concurrency 1 and 2 against the model's own
generation time (the sum of completion latencies).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import multiprocessing.queues
import os
import resource
import subprocess
import sys
import tempfile
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from mathloop.benchmarks import load_benchmark
from mathloop.llm import OpenAIBackend, OpenAISpec, RetryingBackend, create_backend
from mathloop.llm.registry import BackendSettings
from mathloop.methods import RelayPython, RelayPythonSpec, SolveContext
from mathloop.problems import BenchmarkItem
from mathloop.runs import RunPlan, RunStore, execute_run
from mathloop.runs.storage.reader import open_run
from mathloop.sandbox import Limits, Mode, warm_up

DATA = Path(os.environ.get("MATHLOOP_DATA_DIR", "../shared/data"))


def gsm8k_items(count: int) -> list[BenchmarkItem]:
    """``count`` GSM8K problems: the test split, then the train split when more are needed."""
    items = load_benchmark("gsm8k", DATA / "gsm8k/test.jsonl")
    if count > len(items):
        train = load_benchmark("gsm8k", DATA / "gsm8k/train.jsonl")
        items += [_renamed(i, f"train-{n}") for n, i in enumerate(train)]
    return items[:count]


def _renamed(item: BenchmarkItem, new_id: str) -> BenchmarkItem:
    from dataclasses import replace

    return replace(item, problem=replace(item.problem, id=new_id))


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024  # the listen backlog: bursts of 64 clients connect at once


class FixedLatencyServer:
    """Answers each chat completion after ``latency_s`` with a program printing the gold."""

    def __init__(self, answers: dict[str, str], latency_s: float) -> None:
        self.answers = answers
        self.latency_s = latency_s
        self._server = _Server(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def serve_forever(self) -> None:
        """Serve until the process ends."""
        self._server.serve_forever()

    def _reply(self, body: dict[str, Any]) -> bytes:
        prompt = body["messages"][-1]["content"]
        # The relay prompt embeds the statement between "Problem:" and "This is attempt".
        statement = prompt.split("Problem:\n", 1)[-1].rsplit("\n\nThis is attempt", 1)[0]
        gold = self.answers.get(statement, "0")
        text = f'```python\nprint("RESULT: {gold}")\nprint("CONFIDENCE: 90")\n```'
        choice = {
            "index": 0,
            "message": {"role": "assistant", "content": text},
            "finish_reason": "stop",
        }
        usage = {"prompt_tokens": 300, "completion_tokens": 20, "total_tokens": 320}
        return json.dumps(
            {
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "fixed",
                "choices": [choice],
                "usage": usage,
            }
        ).encode()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                time.sleep(server.latency_s)
                payload = server._reply(body)
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, format: str, *args: Any) -> None:
                return

        return Handler


def one_server_config(
    problems: int,
    concurrency: int,
    latency_s: float,
    *,
    mode: Mode = "warm",
    sandbox_started: bool = False,
) -> dict[str, Any]:
    """Run one configuration in this process and measure it.

    ``sandbox_started``: start the warm sandbox servers before the clock starts, as they
    are for every run after the first in one process (a sweep); otherwise the run pays for
    importing the scientific stack into them (about 1.7 s of CPU per server here).
    """
    items = gsm8k_items(problems)
    if sandbox_started:
        started = warm_up(Limits(mode=mode), servers=concurrency)
        if started is not None:
            started.join()
    url = _start_server({i.problem.statement: i.gold for i in items}, latency_s)
    backend = RetryingBackend(OpenAIBackend(OpenAISpec(base_url=url, model="fixed")))
    with _run_folder() as folder:
        plan = RunPlan(
            store=RunStore(Path(folder) / "run"),
            items=items,
            methods=[RelayPython()],
            # Warm: programs fork from a server with sympy/numpy imported; cold: python -I.
            ctx=SolveContext(
                backend=backend,
                limits=Limits(mode=mode),
                execution_slots=asyncio.Semaphore(4),
            ),
            concurrency=concurrency,
        )
        before = _rss_mb()  # problems loaded, server started: what the run adds comes next
        wall, cpu, outcome = _timed(plan)
        peak = _peak_mb()  # before reading the records back from the ledger
        correct = sum(r.correct for r in outcome.records)
    return {
        "problems": problems,
        "concurrency": concurrency,
        "wall_s": wall,
        "ideal_s": problems * latency_s / concurrency,
        "cpu_ms_per_problem": 1000 * cpu / problems,
        "peak_mb": peak,
        "before_mb": before,
        "correct": correct,
        "mode": mode,
        "sandbox": "started" if sandbox_started else "starts with the run",
    }


def _start_server(answers: dict[str, str], latency_s: float) -> str:
    """Serve from a separate process, so the runner's CPU figures are the runner's alone."""
    context = multiprocessing.get_context("fork")
    urls: multiprocessing.queues.Queue[str] = context.Queue()
    context.Process(target=_serve, args=(answers, latency_s, urls), daemon=True).start()
    return urls.get(timeout=30)


def _serve(answers: dict[str, str], latency_s: float, urls: Any) -> None:
    server = FixedLatencyServer(answers, latency_s)
    urls.put(server.url)
    server.serve_forever()


def one_embedded_config(problems: int, concurrency: int) -> dict[str, Any]:
    """The embedded test model on a few GSM8K problems; generation time from completions."""
    items = gsm8k_items(problems)
    backend = create_backend(BackendSettings(model="smollm2-135m", num_ctx=4096))
    method = RelayPython(RelayPythonSpec(max_attempts=2, num_predict=128, num_ctx=4096))
    with _run_folder() as folder:
        plan = RunPlan(
            store=RunStore(Path(folder) / "run"),
            items=items,
            methods=[method],
            ctx=SolveContext(backend=backend),
            concurrency=concurrency,
        )
        wall, cpu, outcome = _timed(plan)
        generation = _generation_seconds(Path(folder) / "run")
    return {
        "problems": problems,
        "concurrency": concurrency,
        "wall_s": wall,
        "generation_s": generation,
        "cpu_ms_per_problem": 1000 * cpu / problems,
        "peak_mb": _peak_mb(),
        "records": len(outcome.records),
    }


def _run_folder() -> tempfile.TemporaryDirectory[str]:
    """A throw-away run folder where runs live (``runs/``, or ``MATHLOOP_BENCH_RUNS``).

    Not the system temp directory: on some machines (this project's VMs among them) files
    made in fresh folders under /tmp cost several times more than in the working tree,
    which would measure the file system rather than the runner.
    """
    parent = Path(os.environ.get("MATHLOOP_BENCH_RUNS", "runs"))
    parent.mkdir(parents=True, exist_ok=True)
    return tempfile.TemporaryDirectory(prefix="throughput-", dir=parent)


def _rss_mb() -> float:
    """This process's resident memory now (Linux), MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _timed(plan: RunPlan) -> tuple[float, float, Any]:
    wall0, cpu0 = time.monotonic(), time.process_time()
    outcome = asyncio.run(execute_run(plan))
    return time.monotonic() - wall0, time.process_time() - cpu0, outcome


def _generation_seconds(run: Path) -> float:
    """The model's generation time over every finished problem of ``run`` (a run folder or a
    packed run): the sum of its completions' latencies."""
    reader = open_run(run)
    total = 0.0
    for record in reader.read_standing():
        raw = reader.trace(record).read_bytes()
        if raw is None:
            continue
        for attempt in json.loads(raw)["attempts"]:
            if attempt["completion"]:
                total += attempt["completion"]["latency_s"]
    return total


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _in_subprocess(
    kind: str, problems: int, concurrency: int, latency: float, mode: str = "warm"
) -> dict[str, Any]:
    command = [
        sys.executable,
        __file__,
        "--one",
        kind,
        str(problems),
        str(concurrency),
        str(latency),
        "--mode",
        mode,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    args = _parse_args()
    if args.one:
        kind, problems, concurrency, latency = args.one
        if kind in ("server", "server-started"):
            started = kind == "server-started"
            result = one_server_config(
                int(problems),
                int(concurrency),
                float(latency),
                mode=args.mode,
                sandbox_started=started,
            )
        else:
            result = one_embedded_config(int(problems), int(concurrency))
        print(json.dumps(result))
        return
    print(f"fixed-latency server ({args.latency:g} s per request), relay_python on GSM8K\n")
    print(
        "| problems | concurrency | sandbox | warm servers | wall s | ideal s | % of ideal "
        "| runner CPU ms/problem | MB before run | peak MB | correct |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for kind, problems, concurrency, mode in _plan(args):
        r = _in_subprocess(kind, problems, concurrency, args.latency, mode)
        servers = r["sandbox"] if mode == "warm" else "-"
        print(
            f"| {problems} | {concurrency} | {mode} | {servers} | {r['wall_s']:.1f} | "
            f"{r['ideal_s']:.1f} | "
            f"{100 * r['ideal_s'] / r['wall_s']:.0f}% | {r['cpu_ms_per_problem']:.1f} | "
            f"{r['before_mb']:.0f} | {r['peak_mb']:.0f} | {r['correct']} |",
            flush=True,
        )
    if args.quick or args.modes:
        return
    print("\nembedded llama.cpp, SmolLM2-135M, relay_python (2 attempts, 128 tokens)\n")
    print("| problems | concurrency | wall s | model generation s | overhead | peak MB |")
    print("|---|---|---|---|---|---|")
    for concurrency in (1, 2):
        r = _in_subprocess("embedded", args.embedded_problems, concurrency, 0)
        overhead = r["wall_s"] / r["generation_s"] if r["generation_s"] else float("nan")
        print(
            f"| {r['problems']} | {concurrency} | {r['wall_s']:.1f} | "
            f"{r['generation_s']:.1f} | {overhead:.2f}x | {r['peak_mb']:.0f} |",
            flush=True,
        )


def _plan(args: argparse.Namespace) -> list[tuple[str, int, int, str]]:
    """(kind, problems, concurrency, sandbox mode) per row: cold and warm side by side at
    concurrency 8 and 64, then the warm-only rows (32, 5,120 problems, servers started)."""
    if args.quick:
        return [("server", 128, 8, "warm")]
    side_by_side = [
        ("server", 512, concurrency, mode) for concurrency in (8, 64) for mode in ("cold", "warm")
    ]
    if args.modes:
        return side_by_side
    return [
        *side_by_side,
        ("server", 512, 32, "warm"),
        ("server", 5120, 64, "warm"),
        ("server-started", 512, 64, "warm"),
    ]


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--latency", type=float, default=2.0)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--modes", action="store_true", help="cold and warm at 8 and 64 only")
    parser.add_argument("--mode", choices=("cold", "warm"), default="warm")
    parser.add_argument("--embedded-problems", type=int, default=8)
    parser.add_argument("--one", nargs=4, metavar=("KIND", "N", "CONCURRENCY", "LATENCY"))
    return parser.parse_args()


if __name__ == "__main__":
    main()
