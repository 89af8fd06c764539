"""Does the engine generate here? Load a model and generate a few tokens in a child process.

A library built for another CPU can import cleanly and still die in ``decode``; only a real
generation shows it, and only a child process survives it to say what happened.
``python -m mathloop.llm.engine_probe MODEL.gguf TOKENS [PROMPT_TOKENS]`` is the child: it
loads the model on every usable CPU, evaluates a fixed prompt (cut to ``PROMPT_TOKENS``
tokens when given), generates ``TOKENS`` tokens greedily with end of text suppressed, and
prints one JSON line with llama.cpp's own timings (``llama_perf_context``) and its CPU
feature line. ``mathloop doctor`` and ``bench/engine_build.py`` both measure with it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass

from mathloop.llm.engine import signal_name

__all__ = ["ProbeResult", "probe_engine"]

_PROMPT = "Count from one to twenty in words: one, two,"
_LONG_PROMPT = (
    "Write a Python program that prints the first 40 prime numbers, one per line, "
    "then explain how it works step by step. "
) * 40
"""Cut to the asked number of tokens when a prompt size is measured."""


@dataclass(frozen=True)
class ProbeResult:
    """``tokens`` generated at ``tokens_per_s`` after ``prompt_tokens`` evaluated at
    ``prompt_tokens_per_s``, on the build whose feature line is ``kernels``; or ``signal``
    (``SIGSEGV``...) that killed the child; or ``error``, the last line it printed when it
    failed otherwise."""

    tokens: int = 0
    tokens_per_s: float = 0.0
    prompt_tokens: int = 0
    prompt_tokens_per_s: float = 0.0
    kernels: str = ""
    signal: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.signal is None and self.error is None and self.tokens > 0


def probe_engine(
    model_path: str,
    *,
    tokens: int = 16,
    prompt_tokens: int = 0,
    timeout_s: float = 300,
    python: str = sys.executable,
    env: Mapping[str, str] | None = None,
    command: list[str] | None = None,
) -> ProbeResult:
    """Generate ``tokens`` tokens with ``model_path`` in a child process, after a prompt of
    ``prompt_tokens`` tokens (0: a short one); ``env`` is the child's environment (a
    ``PYTHONPATH`` that names another build, say); ``command`` replaces the child's command
    line, for tests."""
    sizes = [str(tokens), *([str(prompt_tokens)] if prompt_tokens else [])]
    argv = command or [python, "-m", "mathloop.llm.engine_probe", model_path, *sizes]
    try:
        done = subprocess.run(
            argv, capture_output=True, text=True, timeout=timeout_s, env=env, check=False
        )
    except subprocess.TimeoutExpired:
        return ProbeResult(error=f"no answer within {timeout_s:.0f} s")
    if done.returncode < 0:
        return ProbeResult(signal=signal_name(-done.returncode))
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return ProbeResult(error=f"exit {done.returncode}: {last}")
    return ProbeResult(**json.loads(done.stdout.strip().splitlines()[-1]))


def _generate(model_path: str, tokens: int, prompt_tokens: int) -> dict[str, object]:
    import llama_cpp

    from mathloop.llm.engine import kernel_line
    from mathloop.llm.llamacpp import usable_cpus

    threads = usable_cpus()
    llm = llama_cpp.Llama(
        model_path=model_path, n_ctx=2048, n_threads=threads, n_threads_batch=threads, verbose=False
    )
    prompt = llm.tokenize(_LONG_PROMPT.encode())[:prompt_tokens] if prompt_tokens else _PROMPT
    llama_cpp.llama_perf_context_reset(llm._ctx.ctx)
    llm.create_completion(
        prompt, max_tokens=tokens, temperature=0.0, logit_bias={llm.token_eos(): -1e9}
    )
    perf = llama_cpp.llama_perf_context(llm._ctx.ctx)
    return {
        "tokens": perf.n_eval,
        "tokens_per_s": perf.n_eval / max(perf.t_eval_ms / 1000, 1e-9),
        "prompt_tokens": perf.n_p_eval,
        "prompt_tokens_per_s": perf.n_p_eval / max(perf.t_p_eval_ms / 1000, 1e-9),
        "kernels": kernel_line(),
    }


if __name__ == "__main__":
    sizes = [int(arg) for arg in sys.argv[2:4]]
    print(json.dumps(_generate(sys.argv[1], sizes[0], sizes[1] if len(sizes) > 1 else 0)))
