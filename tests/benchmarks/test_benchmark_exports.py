"""Pin the public surface of mathloop.benchmarks."""

from __future__ import annotations

import mathloop.benchmarks as benchmarks


def test_public_names() -> None:
    assert sorted(benchmarks.__all__) == [
        "BENCHMARKS",
        "BenchmarkLoader",
        "DATA_DIR_ENV",
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
    for name in benchmarks.__all__:
        assert getattr(benchmarks, name) is not None
