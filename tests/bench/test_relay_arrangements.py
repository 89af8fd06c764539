"""bench/relay_arrangements.py: the runs it starts, and how it compares their replies."""

from __future__ import annotations

import argparse
from pathlib import Path
from types import ModuleType

import pytest

import mathloop
from bench_modules import load_bench
from helpers import scripted_runs
from mathloop.runs.storage.archive import pack_run


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    return load_bench("relay_arrangements", monkeypatch)  # reads through every_attempt


def _run(out: Path, reply: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    scripted_runs(monkeypatch, reply)
    mathloop.evaluate(
        "samples",
        backend=mathloop.backends.openai(base_url="http://127.0.0.1:9/v1", model="m"),
        methods=["one_shot_python", "relay_python"],
        limit=2,
        seed=1,
        out=out,
    )
    return out


def test_replies_are_compared_byte_for_byte(
    bench: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = '```python\nprint("RESULT: 7")\nprint("CONFIDENCE: 90")\n```'
    reference = bench.replies(_run(tmp_path / "a", answer, monkeypatch))
    assert len(reference) == 4  # two problems, two methods, one attempt each
    same = bench.replies(_run(tmp_path / "b", answer, monkeypatch))
    assert bench.identical(reference, same) == "yes (4 replies)"
    other = bench.replies(_run(tmp_path / "c", answer + " ", monkeypatch))
    assert bench.identical(reference, other) == "no: 4 of 4 differ"
    assert (
        bench.identical(reference, {}) == "yes (0 replies); not compared: 4 calls on one side only"
    )


def test_packed_arrangements_are_read_from_their_archives(
    bench: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = '```python\nprint("RESULT: 7")\nprint("CONFIDENCE: 90")\n```'
    root = tmp_path / "model"
    reference = bench.replies(_run(root / "one-process", answer, monkeypatch))
    (root / "one-process" / "wall.json").write_text('{"wall_s": 5, "problems": 2}\n')
    pack_run(root / "one-process", remove=True)  # one-process.zip, wall.json inside
    two = root / "two-processes"
    for part in ("part1", "part2"):
        pack_run(_run(two / part, answer, monkeypatch), remove=True)
    (two / "wall.json").write_text('{"wall_s": 4, "problems": 2}\n')
    assert bench.replies(root / "one-process") == reference
    assert bench.recorded_wall(root / "one-process") == {"wall_s": 5, "problems": 2}
    assert len(bench.arrangement_runs(two)) == 2
    assert bench.identical(reference, bench.replies(two)) == "yes (4 replies)"
    assert bench.table(root).splitlines()[2:] == [
        "| one-process | 2 | 5 | 1440.0 | (reference) |",
        "| two-processes | 2 | 4 | 1800.0 | yes (4 replies) |",
    ]
    # Measuring again does not start over what the archives hold.
    args = argparse.Namespace(fresh=True, model="m", seed=1, server_slots=2, llama_server=None)
    with pytest.raises(SystemExit, match=r"one-process\.zip holds this arrangement's run packed"):
        bench.measure(root, ["p1"], args)
    assert (root / "one-process.zip").is_file() and (two / "part1.zip").is_file()


def test_replies_to_other_prompts_are_not_compared(bench: ModuleType) -> None:
    one = {("p", "relay_python", 1): bench.Reply("prompt", "a")}
    two = {("p", "relay_python", 1): bench.Reply("other prompt", "b")}
    assert bench.identical(one, two) == "yes (0 replies); not compared: 1 prompts differ"


@pytest.mark.data("math/train_raw")
def test_every_process_runs_the_saved_run_greedy_without_a_cache(bench: ModuleType) -> None:
    command = bench.run_command(Path("out"), ["p1", "p2"], seed=3, extra=["--n-threads", "1"])
    joined = " ".join(command)
    assert "--preset relay-essay" in joined
    assert "--set one_shot_python.temperature=0 --set relay_python.temperature=0" in joined
    assert "--ids p1,p2" in joined and "--cache off" in joined and "--seed 3" in joined
    assert command[-2:] == ["--n-threads", "1"]


def test_the_server_has_two_threads_and_the_native_one_parallel_slots(bench: ModuleType) -> None:
    python = bench.server_command(Path("m.gguf"), 8080, slots=2, binary=None)
    assert python[1:3] == ["-m", "llama_cpp.server"]
    assert python[python.index("--n_threads") + 1] == "2"
    native = bench.server_command(Path("m.gguf"), 8080, slots=2, binary="llama-server")
    assert native[native.index("--parallel") + 1] == "2"
    assert native[native.index("-c") + 1] == str(2 * bench.SERVER_CTX)  # a context per slot


def test_problems_per_hour(bench: ModuleType) -> None:
    assert bench.Measured("one-process", 10, 1800.0).per_hour == 20.0
    assert bench.Measured("server", 0, 0.0).per_hour == 0.0
