"""A committed trace's call, run again at temperature 0 with SmolLM2, gives the same bytes.

``smollm2_trace/`` holds the trace of ``mathloop run --benchmark math500 --methods
one_shot_python --limit 1 --seed 5 --model smollm2-135m --set one_shot_python.num_predict=160
--n-threads 2 --cache off`` (made again on mathloop's portable engine build, issue 37: the
first recording, at commit ebca80c, came from a build for its machine's CPU, whose kernels
gave other bytes; a short reply, so the test stays quick on a busy machine) and the run's
manifest (thread counts, llama-cpp-python version and kernels, the model's SHA-256). Its
one call evaluated its whole prompt (no prefix of an earlier call in the cache), as the
rerun does after unloading every shared model. A change of sampler, seed handling, stop
rules, prompt rendering, thread use or CPU kernels that changes what a recorded run would
generate fails here (issue 29 §2).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from mathloop.llm import LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm.engine import kernel_line
from mathloop.llm.llamacpp import unload_models
from mathloop.llm.models import resolve_model
from mathloop.methods import create_method
from mathloop.methods.generation import generation_params
from mathloop.runs.migrations import migrate
from mathloop.runs.migrations.method_settings import completed_spec

RECORDED = Path(__file__).parent / "smollm2_trace"


def _read(name: str) -> Any:
    return json.loads((RECORDED / name).read_text(encoding="utf-8"))


def _rerun(smollm2_path: Path, manifest: Any, trace: Any) -> tuple[str, int]:
    """The recorded call made again: its messages, the method's settings as recorded (a
    setting added since at the value the recording ran under) and the run's seed."""
    method = create_method(trace["method"], completed_spec(trace["method"], trace["spec"]))
    run = migrate(manifest).manifest["run"]  # the manifest as every reader reads it
    params = generation_params(method.spec, seed=run["seed"])
    attempt = trace["attempts"][0]
    messages = [Message(m["role"], m["content"]) for m in attempt["messages"]]
    threads = manifest["llama_cpp"]["n_threads"]
    spec = LlamaCppSpec(str(smollm2_path), n_ctx=run["backend"]["num_ctx"], n_threads=threads)
    unload_models()  # a prefix left in a shared model's cache would be reused
    try:
        completion = asyncio.run(LlamaCppBackend(spec).generate(messages, params=params))
    finally:
        unload_models()
    return completion.text, completion.prompt_tokens_processed or 0


@pytest.mark.model
def test_a_committed_call_gives_the_same_bytes_at_temperature_zero(smollm2_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    manifest, trace = _read("manifest.json"), _read("trace.json")
    attempt = trace["attempts"][0]
    assert trace["spec"]["temperature"] == 0.0
    assert (
        attempt["completion"]["prompt_tokens_processed"] == attempt["completion"]["prompt_tokens"]
    )
    assert resolve_model("smollm2-135m").sha256 == manifest["model"]["sha256"]
    assert kernel_line() == manifest["llama_cpp"]["kernels"], "other CPU kernels: other bytes"
    text, processed = _rerun(smollm2_path, manifest, trace)
    assert processed == attempt["completion"]["prompt_tokens"]
    assert text.encode("utf-8") == attempt["response"].encode("utf-8")


def test_the_recording_says_what_computes_its_replies() -> None:
    """The manifest holds what the rerun must match (what a resume compares, too:
    ``mathloop.runs.storage.arithmetic``)."""
    manifest = _read("manifest.json")
    assert set(manifest["llama_cpp"]) >= {
        "llama_cpp_python", "kernels", "build", "n_threads", "n_threads_batch"
    }  # fmt: skip
    assert manifest["llama_cpp"]["n_threads"] == manifest["llama_cpp"]["n_threads_batch"]
