"""Benchmarks: loaders per dataset, balanced selection, and mathloop's own sample problems.

>>> items = load_benchmark("math500")  # doctest: +SKIP
>>> subset = select_items(items, levels=[5], limit=50, seed=0)  # doctest: +SKIP
>>> pull_benchmark("gsm8k")  # from the Hugging Face hub, once  # doctest: +SKIP

See ``docs/benchmarks.md`` for the formats, id schemes and selection rules.
"""

from mathloop.benchmarks import builtins  # noqa: F401  (registers the built-in benchmarks)
from mathloop.benchmarks.loaders import (
    BENCHMARKS,
    DATA_DIR_ENV,
    BenchmarkLoader,
    LoadResult,
    OnError,
    csv_rows,
    data_dirs,
    default_data_path,
    jsonl_rows,
    load_benchmark,
    load_benchmark_report,
    pull_benchmark,
    pulled_data_dir,
    register_benchmark,
)
from mathloop.benchmarks.rows import content_id
from mathloop.benchmarks.selection import select_items, subject_key

__all__ = [
    "BENCHMARKS",
    "DATA_DIR_ENV",
    "BenchmarkLoader",
    "LoadResult",
    "OnError",
    "content_id",
    "csv_rows",
    "data_dirs",
    "default_data_path",
    "jsonl_rows",
    "load_benchmark",
    "load_benchmark_report",
    "pull_benchmark",
    "pulled_data_dir",
    "register_benchmark",
    "select_items",
    "subject_key",
]
