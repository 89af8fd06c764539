"""Fetch a named benchmark's default file from the Hugging Face hub (``mathloop data pull``).

The file lands in the layout the loaders read, under :func:`pulled_data_dir` unless another
folder is given, so ``load_benchmark(name)`` finds it afterwards with no ``--data``.
"""

from __future__ import annotations

from pathlib import Path

from mathloop.benchmarks.hub import Progress, PullResult, pull_source
from mathloop.benchmarks.loaders import BENCHMARKS, pulled_data_dir
from mathloop.errors import ConfigError

__all__ = ["pull_benchmark", "pullable_benchmarks"]


def pullable_benchmarks() -> list[str]:
    """Names of the benchmarks whose default file can be pulled from the hub."""
    return [name for name, loader in BENCHMARKS.items() if loader.hub and loader.default_file]


def pull_benchmark(
    name: str,
    *,
    out: Path | None = None,
    endpoint: str | None = None,
    force: bool = False,
    progress: Progress | None = None,
) -> PullResult:
    """Download benchmark ``name`` into ``out`` (default :func:`pulled_data_dir`).

    Nothing is fetched when the file is there already, unless ``force``. ``endpoint``
    defaults to ``$HF_ENDPOINT``. Raises ``ConfigError`` for a benchmark that cannot be
    pulled and ``DatasetError`` (one line) when the download fails.
    """
    loader = BENCHMARKS.get(name)
    if loader is None or loader.hub is None or loader.default_file is None:
        known = ", ".join(pullable_benchmarks())
        raise ConfigError(f"benchmark {name!r} cannot be pulled from the hub; these can: {known}")
    target = (out if out is not None else pulled_data_dir()) / loader.default_file
    return pull_source(
        loader.hub, target, label=name, endpoint=endpoint, force=force, progress=progress
    )
