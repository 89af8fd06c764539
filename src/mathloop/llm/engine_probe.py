"""Does the engine generate here? Load a model and generate a few tokens in a child process.

A library built for another CPU can import cleanly and still die in ``decode``; only a real
generation shows it, and only a child process survives it to say what happened.
``python -m mathloop.llm.engine_probe MODEL.gguf TOKENS`` is the child: it prints one JSON
line with the tokens generated and llama.cpp's own timing of them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass

from mathloop.llm.engine import signal_name

__all__ = ["ProbeResult", "probe_engine"]

_PROMPT = "Count from one to twenty in words: one, two,"


@dataclass(frozen=True)
class ProbeResult:
    """``tokens`` generated at ``tokens_per_s``; or ``signal`` (``SIGSEGV``...) that killed
    the child; or ``error``, the last line it printed when it failed otherwise."""

    tokens: int = 0
    tokens_per_s: float = 0.0
    signal: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.signal is None and self.error is None and self.tokens > 0


def probe_engine(
    model_path: str,
    *,
    tokens: int = 16,
    timeout_s: float = 300,
    python: str = sys.executable,
    command: list[str] | None = None,
) -> ProbeResult:
    """Generate ``tokens`` tokens with ``model_path`` in a child process (``command``
    replaces the child's command line, for tests)."""
    argv = command or [python, "-m", "mathloop.llm.engine_probe", model_path, str(tokens)]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        return ProbeResult(error=f"no answer within {timeout_s:.0f} s")
    if done.returncode < 0:
        return ProbeResult(signal=signal_name(-done.returncode))
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return ProbeResult(error=f"exit {done.returncode}: {last}")
    record = json.loads(done.stdout.strip().splitlines()[-1])
    return ProbeResult(tokens=record["tokens"], tokens_per_s=record["tokens_per_s"])


def _generate(model_path: str, tokens: int) -> dict[str, float]:
    import llama_cpp

    from mathloop.llm.llamacpp import usable_cpus

    threads = usable_cpus()
    llm = llama_cpp.Llama(
        model_path=model_path, n_ctx=512, n_threads=threads, n_threads_batch=threads, verbose=False
    )
    llama_cpp.llama_perf_context_reset(llm._ctx.ctx)
    llm.create_completion(
        _PROMPT, max_tokens=tokens, temperature=0.0, logit_bias={llm.token_eos(): -1e9}
    )
    perf = llama_cpp.llama_perf_context(llm._ctx.ctx)
    seconds = max(perf.t_eval_ms / 1000, 1e-9)
    return {"tokens": perf.n_eval, "tokens_per_s": perf.n_eval / seconds}


if __name__ == "__main__":
    print(json.dumps(_generate(sys.argv[1], int(sys.argv[2]))))
