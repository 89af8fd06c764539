"""Sweeps: models × methods × benchmarks × seeds × temperatures, one run folder per cell.

A sweep file (TOML)::

    out = "runs/sweep"
    methods = ["one_shot_python", "relay_python"]
    seeds = [1]
    temperatures = [0.0]            # optional; sets every method's temperature
    samples = 5                     # optional; --samples of every cell (default 1)
    options = ["--concurrency", "4"]  # optional; extra `mathloop run` flags for every cell

    [[benchmarks]]
    name = "math500"
    data = "../shared/data/math500/test.jsonl"   # optional
    limit = 50                                   # optional; also per_bin, levels, ...

    [[models]]
    label = "qwen1.5b"              # folder name
    backend = "llamacpp"            # or openai / ollama
    model = "qwen2.5-coder-1.5b"
    # base_url = "http://127.0.0.1:8000/v1"   # or a list: several servers of the model

Each cell becomes an ordinary ``mathloop run`` with its own folder
``OUT/<model label>/<benchmark>/<method>/seed<S>-t<T>`` (``seed<S>-t<T>-n<N>`` with N samples
per problem); finished cells are skipped and unfinished ones resume (``mathloop sweep``,
:func:`mathloop.sweep`).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathloop.errors import ConfigError
from mathloop.runs.storage.store import RunStore

from .config import RunConfig

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = ["Cell", "SweepSpec", "load_sweep"]

_BENCHMARK_FLAGS = (
    "data",
    "limit",
    "per_bin",
    "ids",
    "subjects",
    "levels",
    "years",
    "question_field",
    "answer_field",
    "id_field",
)
_MODEL_FLAGS = (
    "backend",
    "model",
    "base_url",
    "endpoint_concurrency",
    "api_key_env",
    "num_ctx",
)
_REPEATED_FLAGS = frozenset({"base_url"})
"""Flags given once per value of a list (``--base-url A --base-url B``), not comma-joined."""


@dataclass(frozen=True)
class Cell:
    """One run of a sweep: where it goes and the ``mathloop run`` arguments that make it."""

    name: str
    out: Path
    args: tuple[str, ...]

    def config(self, parse: Callable[[Sequence[str]], RunConfig]) -> RunConfig:
        """The run the cell's arguments describe, read by ``parse`` as ``mathloop run``
        reads them (:func:`mathloop.cli.arguments.config_of_arguments`: the command line's
        own parser, which the library does not import); nothing is run."""
        command, *args = self.args
        if command != "run":
            raise ConfigError(f"a sweep cell runs `mathloop run`, not {command!r}")
        return parse(args)

    def finished(self) -> bool:
        """Whether the cell's run folder holds a finished run (a sweep skips it)."""
        store = RunStore(self.out)
        return store.exists() and store.read_manifest().get("finished_at") is not None


@dataclass(frozen=True)
class SweepSpec:
    """A parsed sweep file."""

    out: Path
    cells: tuple[Cell, ...]


def load_sweep(path: Path, *, samples: int | None = None) -> SweepSpec:
    """Read and validate a sweep file; every problem is a ``ConfigError`` naming the file.

    ``samples`` (``mathloop sweep --samples``) stands over the file's own ``samples``.
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read sweep file ({exc})") from exc
    if samples is not None:
        data["samples"] = samples
    _check_samples(data.get("samples", 1), path)
    out = Path(_required(data, "out", path))
    cells = tuple(_cells(data, out, path))
    return SweepSpec(out=out, cells=cells)


def _check_samples(samples: Any, path: Path) -> None:
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
        raise ConfigError(f"{path}: 'samples' must be a whole number of at least 1")


def _required(data: dict[str, Any], key: str, path: Path) -> Any:
    if key not in data or data[key] in ("", []):
        raise ConfigError(f"{path}: the sweep needs '{key}'")
    return data[key]


def _cells(data: dict[str, Any], out: Path, path: Path) -> list[Cell]:
    models = _required(data, "models", path)
    benchmarks = _required(data, "benchmarks", path)
    methods = _required(data, "methods", path)
    seeds = data.get("seeds", [None])
    temperatures = data.get("temperatures", [None])
    extra = [str(option) for option in data.get("options", [])]
    named = {owner for owner, _ in _settings_by_method(extra) if owner is not None}
    stray = sorted(named - set(methods))
    if stray:
        raise ConfigError(
            f"{path}: options set {', '.join(stray)}, which is not among the sweep's methods "
            f"({', '.join(methods)})"
        )
    grid = itertools.product(models, benchmarks, methods, seeds, temperatures)
    samples = int(data.get("samples", 1))
    return [_cell(out, *combo, extra, path, samples=samples) for combo in grid]


def _settings_by_method(options: list[str]) -> list[tuple[str | None, list[str]]]:
    """``options`` in flag groups: ``(METHOD, words)`` for each ``--set METHOD.KEY=VALUE``
    (either spelling), ``(None, [word])`` for every other word."""
    groups: list[tuple[str | None, list[str]]] = []
    words = iter(options)
    for word in words:
        if word == "--set":
            pair = next(words, "")
            groups.append((_method_of(pair), [word, pair]))
        elif word.startswith("--set="):
            groups.append((_method_of(word.removeprefix("--set=")), [word]))
        else:
            groups.append((None, [word]))
    return groups


def _method_of(setting: str) -> str:
    # As parse_overrides reads METHOD.KEY=VALUE: METHOD ends at the first "." before "=".
    return setting.partition("=")[0].partition(".")[0]


def _options_for(method: str, options: list[str]) -> list[str]:
    """``options`` without the ``--set`` of other methods: each cell solves with one."""
    groups = _settings_by_method(options)
    return [word for owner, words in groups if owner in (None, method) for word in words]


def _cell(
    out: Path,
    model: dict[str, Any],
    benchmark: dict[str, Any],
    method: str,
    seed: int | None,
    temperature: float | None,
    extra: list[str],
    path: Path,
    *,
    samples: int = 1,
) -> Cell:
    label = str(model.get("label") or model.get("model") or model.get("backend", "model"))
    bench = str(_required(benchmark, "name", path))
    leaf = f"seed{seed}-t{temperature}" + (f"-n{samples}" if samples > 1 else "")
    folder = out / _safe(label) / bench / method / leaf
    args = ["run", "--benchmark", bench, "--methods", method, "--out", str(folder), "--quiet"]
    if samples > 1:
        args += ["--samples", str(samples)]
    args += _flags(benchmark, _BENCHMARK_FLAGS) + _flags(model, _MODEL_FLAGS)
    if seed is not None:
        args += ["--seed", str(seed)]
    if temperature is not None:
        args += ["--set", f"{method}.temperature={temperature}"]
    args += _options_for(method, extra)
    return Cell(name=str(folder.relative_to(out)), out=folder, args=tuple(args))


def _flags(table: dict[str, Any], names: tuple[str, ...]) -> list[str]:
    flags: list[str] = []
    for name in names:
        if name in table:
            value = table[name]
            flag = f"--{name.replace('_', '-')}"
            if isinstance(value, list) and name in _REPEATED_FLAGS:
                flags += [word for item in value for word in (flag, str(item))]
                continue
            text = ",".join(map(str, value)) if isinstance(value, list) else str(value)
            flags += [flag, text]
    return flags


def _safe(label: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in label)
