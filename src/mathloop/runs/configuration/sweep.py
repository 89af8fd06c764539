"""Sweeps: models × methods × benchmarks × seeds × temperatures, one run folder per cell.

A sweep file (TOML) is a table of run fields (:class:`~.config.RunConfig`'s, as
``mathloop run``'s options name them), never command-line words::

    out = "runs/sweep"
    methods = ["one_shot_python", "relay_python"]
    seeds = [1]
    temperatures = [0.0]            # optional; sets every method's temperature
    samples = 5                     # optional; --samples of every cell (default 1)

    [options]                       # optional; run fields of every cell
    concurrency = 4
    [options.settings.relay_python] # method settings; a cell gets its own method's
    max_attempts = 3

    [[benchmarks]]
    name = "math500"
    data = "../shared/data/math500/test.jsonl"   # optional
    limit = 50                                   # optional; also per_bin, levels, ...

    [[models]]
    label = "qwen1.5b"              # folder name
    backend = "llamacpp"            # or openai / ollama
    model = "qwen2.5-coder-1.5b"
    # base_url = "http://127.0.0.1:8000/v1"   # or a list: several servers of the model

Each cell is an ordinary run, a typed :class:`~.config.RunConfig` whose folder is
``OUT/<model label>/<benchmark>/<method>/seed<S>-t<T>`` (``seed<S>-t<T>-n<N>`` with N samples
per problem); finished cells are skipped and unfinished ones resume (``mathloop sweep``,
:func:`mathloop.sweep`). A cell's fields count as given, so a preset among them applies
under them, as under ``mathloop run``'s flags.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from mathloop.errors import ConfigError
from mathloop.runs.storage.store import RunStore

from .config import RunConfig

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = ["Cell", "SweepSpec", "load_sweep"]

_BENCHMARK_FIELDS = (
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
_MODEL_FIELDS = (
    "backend",
    "model",
    "base_url",
    "endpoint_concurrency",
    "api_key_env",
    "num_ctx",
)
_CELL_FIELDS = frozenset({"benchmark", "methods", "out", "seed", "samples"})
"""The run fields the grid sets in every cell: ``options`` may not."""


@dataclass(frozen=True)
class Cell:
    """One run of a sweep: its name (its folder under the sweep's ``out``) and its run."""

    name: str
    config: RunConfig

    @property
    def out(self) -> Path:
        """The cell's run folder."""
        return self.config.out

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


def _required(data: Mapping[str, Any], key: str, path: Path) -> Any:
    if key not in data or data[key] in ("", []):
        raise ConfigError(f"{path}: the sweep needs '{key}'")
    return data[key]


def _options(data: Mapping[str, Any], methods: list[str], path: Path) -> dict[str, Any]:
    """The file's ``options``: run fields of every cell, checked as a table."""
    options = data.get("options", {})
    if isinstance(options, list):
        raise ConfigError(
            f"{path}: 'options' is a table of run fields now, not command-line words: write "
            "[options] with concurrency = 4, and [options.settings.METHOD] with a method's "
            'settings (docs/runs.md, "Sweeps")'
        )
    if not isinstance(options, Mapping):
        raise ConfigError(f"{path}: 'options' must be a table of run fields")
    taken = sorted(_CELL_FIELDS & options.keys())
    if taken:
        raise ConfigError(f"{path}: options set {', '.join(taken)}, which the sweep's grid sets")
    settings = options.get("settings", {})
    stray = sorted(set(settings) - set(methods)) if isinstance(settings, Mapping) else []
    if stray:
        raise ConfigError(
            f"{path}: options set {', '.join(stray)}, which is not among the sweep's methods "
            f"({', '.join(methods)})"
        )
    return dict(options)


def _cells(data: Mapping[str, Any], out: Path, path: Path) -> list[Cell]:
    models = _required(data, "models", path)
    benchmarks = _required(data, "benchmarks", path)
    methods = _required(data, "methods", path)
    options = _options(data, methods, path)
    grid = itertools.product(
        models, benchmarks, methods, data.get("seeds", [None]), data.get("temperatures", [None])
    )
    samples = int(data.get("samples", 1))
    return [_cell(out, *combo, options, path, samples=samples) for combo in grid]


def _cell(
    out: Path,
    model: Mapping[str, Any],
    benchmark: Mapping[str, Any],
    method: str,
    seed: int | None,
    temperature: float | None,
    options: Mapping[str, Any],
    path: Path,
    *,
    samples: int = 1,
) -> Cell:
    label = str(model.get("label") or model.get("model") or model.get("backend", "model"))
    bench = str(_required(benchmark, "name", path))
    leaf = f"seed{seed}-t{temperature}" + (f"-n{samples}" if samples > 1 else "")
    folder = out / _safe(label) / bench / method / leaf
    settings = dict((options.get("settings") or {}).get(method, {}))
    if temperature is not None:
        settings["temperature"] = temperature
    fields: dict[str, Any] = {
        "quiet": True,
        **{key: value for key, value in options.items() if key != "settings"},
        **_picked(benchmark, _BENCHMARK_FIELDS),
        **_picked(model, _MODEL_FIELDS),
        "benchmark": bench,
        "methods": (method,),
        "out": folder,
    }
    if samples > 1:
        fields["samples"] = samples
    if seed is not None:
        fields["seed"] = seed
    if settings:
        fields["settings"] = {method: settings}
    name = str(folder.relative_to(out))
    try:
        config = RunConfig.model_validate(fields)
    except ValidationError as exc:
        raise ConfigError(f"{path}: cell {name}: {_first_error(exc)}") from exc
    return Cell(name=name, config=config)


def _picked(table: Mapping[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    """The fields among ``names`` that ``table`` sets."""
    return {name: table[name] for name in names if name in table}


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{where}: {error['msg']}" if where else error["msg"]


def _safe(label: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in label)
