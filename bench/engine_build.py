"""Prompt and generation speed of the default model under each candidate engine build.

    .venv/bin/python bench/engine_build.py                      # every candidate, 3 rounds
    .venv/bin/python bench/engine_build.py --rounds 5 --only x86-64-v3 avx512-no-amx

Each candidate is llama-cpp-python ``ENGINE_VERSION`` compiled with ``GGML_NATIVE=OFF`` and
one set of x86 options (``mathloop.llm.engine.cmake_args``), built once into mathloop's cache
(about 4 minutes each on 2 cores) and unpacked beside it. Every measurement runs in a fresh
child process that imports that build only (``mathloop.llm.engine_probe``, as ``mathloop
doctor`` does): it loads the model with every usable CPU, evaluates a fixed 512-token
prompt and greedily generates 128 tokens (end of text suppressed, so every build generates
as many), and reads llama.cpp's own timings (``llama_perf_context``). Rounds interleave
the candidates so that a slow minute of the machine falls on all of them; the table prints
each one's median and its ratio to the fastest build that this machine can run without AMX
(``avx512-no-amx``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import zipfile
from pathlib import Path

from mathloop.llm.engine import BUILD_FEATURES, built_wheel, wheel_folder
from mathloop.llm.engine_probe import ProbeResult, probe_engine
from mathloop.llm.llamacpp import usable_cpus
from mathloop.llm.models import DEFAULT_MODEL, resolve_model

CANDIDATES: dict[str, tuple[str, ...]] = {
    "x86-64-v2": ("SSE42",),
    "x86-64-v3": ("SSE42", "AVX", "AVX2", "BMI2", "FMA", "F16C"),
    "avx512-no-amx": (
        "SSE42", "AVX", "AVX2", "BMI2", "FMA", "F16C", "AVX_VNNI",
        "AVX512", "AVX512_VBMI", "AVX512_VNNI", "AVX512_BF16",
    ),
}  # fmt: skip
BASELINE = "avx512-no-amx"


def unpacked(features: tuple[str, ...]) -> Path:
    """The build of ``features`` unpacked into a folder a child's PYTHONPATH can name."""
    wheel = built_wheel(features, say=lambda line: print(line, file=sys.stderr, flush=True))
    folder = wheel_folder(features) / "unpacked"
    if not (folder / "llama_cpp").is_dir():
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(folder)
    return folder


def measure(folder: Path, model: str, *, prompt_tokens: int, gen_tokens: int) -> ProbeResult:
    """One measurement in a child process (``mathloop.llm.engine_probe``) that imports the
    build in ``folder``."""
    env = {**os.environ, "PYTHONPATH": str(folder)}
    result = probe_engine(model, tokens=gen_tokens, prompt_tokens=prompt_tokens, env=env)
    if not result.ok:
        raise SystemExit(f"{folder}: {result.signal or result.error}")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--prompt-tokens", type=int, default=512)
    parser.add_argument("--gen-tokens", type=int, default=128)
    parser.add_argument("--only", nargs="+", choices=sorted(CANDIDATES), default=None)
    args = parser.parse_args()
    names = args.only or list(CANDIDATES)
    path = str(resolve_model(args.model).path)
    folders = {name: unpacked(CANDIDATES[name]) for name in names}
    rows: dict[str, list[ProbeResult]] = {name: [] for name in names}
    for round_number in range(1, args.rounds + 1):
        for name in names:
            result = measure(
                folders[name], path, prompt_tokens=args.prompt_tokens, gen_tokens=args.gen_tokens
            )
            rows[name].append(result)
            print(
                f"round {round_number} {name:<14} prompt {result.prompt_tokens_per_s:6.1f} tok/s  "
                f"generation {result.tokens_per_s:5.1f} tok/s",
                file=sys.stderr,
                flush=True,
            )
    print_table(rows, args)


def print_table(rows: dict[str, list[ProbeResult]], args: argparse.Namespace) -> None:
    """The Markdown table of medians, with ratios to the baseline when it was measured."""
    medians = {
        name: (statistics.median(r.prompt_tokens_per_s for r in runs),
               statistics.median(r.tokens_per_s for r in runs))
        for name, runs in rows.items()
    }  # fmt: skip
    base = medians.get(BASELINE)
    print(
        f"\n{args.model}, {usable_cpus()} threads, {args.prompt_tokens}-token prompt, "
        f"{args.gen_tokens} generated tokens, median of {args.rounds} rounds "
        f"(mathloop's build: {' '.join(BUILD_FEATURES)})\n"
    )
    print("| build | prompt tok/s | generation tok/s | vs avx512-no-amx (prompt, generation) |")
    print("|---|---:|---:|---|")
    for name, (prompt, gen) in medians.items():
        ratio = f"{prompt / base[0]:.2f}×, {gen / base[1]:.2f}×" if base else "—"
        print(f"| `{name}` | {prompt:.1f} | {gen:.1f} | {ratio} |")
    for name, runs in rows.items():
        print(f"\n{name}: {runs[0].kernels}")


if __name__ == "__main__":
    main()
