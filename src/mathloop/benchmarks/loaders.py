"""Load a benchmark by name: the registry, where data files are found, and row checking.

Plugins add benchmarks through the ``mathloop.benchmarks`` entry point group: the entry point
names a :class:`BenchmarkLoader` whose ``name`` is the entry point's (``docs/plugins.md``).

With ``online=True`` a named benchmark whose default file is in none of the data folders is
fetched from the Hugging Face hub first, as ``mathloop data pull`` fetches it (unless
``$HF_HUB_OFFLINE`` is set), and a log line says what was fetched and where.

``pull_benchmark`` fetches a named benchmark's default file from the hub into the layout
these loaders read (``mathloop data pull``).

``load_benchmark`` is strict: the first malformed row or duplicate id raises ``DatasetError``
naming ``file:line``. ``load_benchmark_report(..., on_error="skip")`` keeps going and returns
every skipped row's message in :attr:`LoadResult.skipped`, so nothing is lost silently.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, NamedTuple

from mathloop.benchmarks.formats import BadRecord, RawRow, Record, RowError, read_csv, read_jsonl
from mathloop.benchmarks.hub import (
    HubSource,
    Progress,
    PullResult,
    hub_endpoint,
    hub_offline,
    pull_source,
)
from mathloop.benchmarks.locations import DATA_DIR_ENV, data_dirs, pulled_data_dir
from mathloop.benchmarks.rows import (
    FieldNames,
)
from mathloop.benchmarks.samples import SAMPLES_LABEL
from mathloop.errors import ConfigError, DatasetError
from mathloop.plugins import Registry, RegistryView
from mathloop.problems import BenchmarkItem

__all__ = [
    "BENCHMARKS",
    "BENCHMARK_REGISTRY",
    "DATA_DIR_ENV",
    "BenchmarkLoader",
    "LoadResult",
    "OnError",
    "Row",
    "RowSource",
    "convert_rows",
    "csv_rows",
    "data_dirs",
    "data_file",
    "default_data_path",
    "jsonl_rows",
    "load_benchmark",
    "load_benchmark_report",
    "pull_benchmark",
    "pullable_benchmarks",
    "pulled_data_dir",
    "register_benchmark",
]

OnError = Literal["raise", "skip"]

logger = logging.getLogger("mathloop.benchmarks")


class _ItemRow(NamedTuple):
    line: int
    item: BenchmarkItem


Row = _ItemRow | BadRecord
RowSource = Callable[[Path, FieldNames | None], Iterator[Row]]


@dataclass(frozen=True)
class BenchmarkLoader:
    """How one named benchmark is read.

    ``rows`` turns a data file into items or bad rows; ``default_file`` is the file's path
    inside the data folder (``None``: no default, ``--data`` is required or unused);
    ``takes_fields`` marks the generic loaders configured by ``--question-field`` etc.;
    ``takes_path`` is false for the built-in samples; ``hub`` says where ``mathloop data pull``
    fetches the default file from (``None``: it cannot).
    """

    name: str
    description: str
    rows: RowSource
    default_file: str | None = None
    takes_fields: bool = False
    takes_path: bool = True
    hub: HubSource | None = None


@dataclass(frozen=True)
class LoadResult:
    """The items of a benchmark file and one ``file:line: reason`` message per skipped row."""

    items: list[BenchmarkItem]
    skipped: list[str] = field(default_factory=list)


def load_benchmark(
    name: str,
    path: str | Path | None = None,
    *,
    question_field: str | None = None,
    answer_field: str | None = None,
    id_field: str | None = None,
    online: bool = False,
) -> list[BenchmarkItem]:
    """Load a benchmark; any malformed row or duplicate id raises ``DatasetError``.

    ``path`` defaults to the benchmark's file in :func:`data_dirs`; with ``online=True`` one
    that is in none of them is fetched from the hub into :func:`pulled_data_dir` first. The
    ``jsonl`` and ``csv`` benchmarks need ``question_field`` and ``answer_field``;
    ``id_field`` is optional.
    """
    return load_benchmark_report(
        name,
        path,
        question_field=question_field,
        answer_field=answer_field,
        id_field=id_field,
        on_error="raise",
        online=online,
    ).items


def load_benchmark_report(
    name: str,
    path: str | Path | None = None,
    *,
    question_field: str | None = None,
    answer_field: str | None = None,
    id_field: str | None = None,
    on_error: OnError = "raise",
    online: bool = False,
) -> LoadResult:
    """Load a benchmark; with ``on_error="skip"`` bad rows are listed in ``skipped``.

    File-level problems (missing file, unreadable CSV, no usable row at all) always raise.
    ``online`` is :func:`load_benchmark`'s.
    """
    if on_error not in ("raise", "skip"):
        raise ConfigError(f"on_error must be 'raise' or 'skip', got {on_error!r}")
    loader = _loader(name)
    fields = _field_names(loader, question_field, answer_field, id_field)
    source = _source_path(loader, path, online=online)
    return _collect(loader.rows(source, fields), label=str(source), on_error=on_error)


def data_file(name: str, path: str | Path | None = None) -> Path | None:
    """The file a load of benchmark ``name`` reads (``path``, or its default file where one
    is on this machine); None for the built-in samples or when there is no such file."""
    loader = _loader(name)
    if not loader.takes_path:
        return None
    if path is not None:
        return Path(path).expanduser()
    return default_data_path(name)


def default_data_path(name: str) -> Path | None:
    """The benchmark's default file in the first of :func:`data_dirs` that has it, else None."""
    loader = _loader(name)
    if loader.default_file is None:
        return None
    for folder in data_dirs():
        candidate = folder / loader.default_file
        if candidate.is_file():
            return candidate
    return None


def _loader(name: str) -> BenchmarkLoader:
    loader = BENCHMARKS.get(name)
    if loader is None:
        known = ", ".join(sorted(BENCHMARKS))
        raise ConfigError(f"unknown benchmark {name!r}; known benchmarks: {known}")
    return loader


def _field_names(
    loader: BenchmarkLoader, question: str | None, answer: str | None, id_: str | None
) -> FieldNames | None:
    if not loader.takes_fields:
        if question or answer or id_:
            raise ConfigError(
                "--question-field, --answer-field and --id-field apply only to the "
                f"jsonl and csv benchmarks, not to {loader.name!r}"
            )
        return None
    if not question:
        raise ConfigError(f"benchmark {loader.name!r} needs --question-field NAME")
    if not answer:
        raise ConfigError(f"benchmark {loader.name!r} needs --answer-field NAME")
    return FieldNames(question=question, answer=answer, id=id_ or None)


def _source_path(loader: BenchmarkLoader, path: str | Path | None, *, online: bool) -> Path:
    if not loader.takes_path:
        return Path(SAMPLES_LABEL)
    if path is None:
        return _default_path(loader, online=online)
    source = Path(path).expanduser()
    if not source.exists():
        raise DatasetError(f"data file not found: {source}")
    if source.is_dir():
        raise DatasetError(f"{source} is a folder; pass the data file itself")
    return source


def _default_path(loader: BenchmarkLoader, *, online: bool) -> Path:
    if loader.default_file is None:
        raise ConfigError(f"benchmark {loader.name!r} needs a data file: pass --data PATH")
    found = default_data_path(loader.name)
    if found is not None:
        return found
    if online and loader.hub is not None and not hub_offline():
        return _fetch(loader.name, loader.hub)
    looked = ", ".join(str(folder) for folder in data_dirs())
    fix = f"pass --data PATH or set {DATA_DIR_ENV}"
    if loader.hub is not None:
        fix = f"run `mathloop data pull {loader.name}` to download it, or {fix}"
    raise DatasetError(
        f"no data file for benchmark {loader.name!r}: {loader.default_file} is not in "
        f"{looked}; {fix}"
    )


def _fetch(name: str, hub: HubSource) -> Path:
    """Pull ``name`` as ``mathloop data pull NAME`` does, where the next load finds it."""
    path = pull_benchmark(name).path
    # A warning so that it shows without any logging set up: the run touched the network and
    # wrote a file the user did not ask for by name.
    source = hub.describe(hub_endpoint())
    logger.warning("%s was not on this machine: fetched %s into %s", name, source, path)
    return path


def _collect(rows: Iterable[Row], *, label: str, on_error: OnError) -> LoadResult:
    items: list[BenchmarkItem] = []
    skipped: list[str] = []
    first_line: dict[str, int] = {}
    for row in rows:
        if isinstance(row, _ItemRow) and row.item.problem.id not in first_line:
            first_line[row.item.problem.id] = row.line
            items.append(row.item)
            continue
        message = f"{label}:{row.line}: {_row_problem(row, first_line)}"
        if on_error == "raise":
            raise DatasetError(message)
        skipped.append(message)
    if not items:
        raise DatasetError(_no_items_message(label, skipped))
    return LoadResult(items, skipped)


def _row_problem(row: Row, first_line: Mapping[str, int]) -> str:
    if isinstance(row, BadRecord):
        return row.message
    item_id = row.item.problem.id
    return f"duplicate id {item_id!r} (first on line {first_line[item_id]})"


def _no_items_message(label: str, skipped: list[str]) -> str:
    if not skipped:
        return f"{label}: no problems in the file"
    return f"{label}: no usable rows ({len(skipped)} skipped; first: {skipped[0]})"


def convert_rows(
    records: Iterable[RawRow], convert: Callable[[Record], BenchmarkItem]
) -> Iterator[Row]:
    """Each raw row as a benchmark item, or as the error that names its line."""
    for record in records:
        yield record if isinstance(record, BadRecord) else _convert_one(record, convert)


def _convert_one(record: Record, convert: Callable[[Record], BenchmarkItem]) -> Row:
    try:
        return _ItemRow(record.line, convert(record))
    except RowError as exc:
        return BadRecord(record.line, str(exc))


def jsonl_rows(convert: Callable[[Record], BenchmarkItem]) -> RowSource:
    """The ``rows`` of a :class:`BenchmarkLoader` for a JSONL file, one item per record.

    ``convert`` turns a record into an item or raises ``RowError`` with a one-line reason.
    """
    return lambda path, _fields: convert_rows(read_jsonl(path), convert)


def csv_rows(convert: Callable[[Record], BenchmarkItem], *, required: Iterable[str]) -> RowSource:
    """The ``rows`` of a :class:`BenchmarkLoader` for a CSV file whose header has ``required``."""
    columns = list(required)
    return lambda path, _fields: convert_rows(read_csv(path, required=columns), convert)


def _check_plugin(name: str, value: object) -> str | None:
    if not isinstance(value, BenchmarkLoader):
        return "not a BenchmarkLoader"
    if value.name != name:
        return f"its BenchmarkLoader is named {value.name!r}, not {name!r}"
    return None


BENCHMARK_REGISTRY: Registry[BenchmarkLoader] = Registry(
    "benchmark",
    "mathloop.benchmarks",
    describe=lambda loader: loader.description,
    check=_check_plugin,
)
"""The registry behind :data:`BENCHMARKS` (origins and descriptions of every benchmark)."""

BENCHMARKS: Mapping[str, BenchmarkLoader] = RegistryView(BENCHMARK_REGISTRY)
"""Every benchmark ``load_benchmark`` knows, by name: the built-ins and installed plugins'."""


def register_benchmark(loader: BenchmarkLoader) -> None:
    """Make ``loader`` available as ``loader.name`` (other packages: an entry point)."""
    BENCHMARK_REGISTRY.add(loader.name, loader, description=loader.description)


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
