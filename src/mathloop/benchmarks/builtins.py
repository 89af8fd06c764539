"""The built-in benchmarks: MATH-500, MATH, GSM8K, AIME, generic JSONL/CSV and the samples.

Registered when :mod:`mathloop.benchmarks` is imported, through the same
:func:`~mathloop.benchmarks.loaders.register_benchmark` a plugin's loader goes through.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Literal

from mathloop.benchmarks.formats import read_csv, read_jsonl
from mathloop.benchmarks.hub import HubSource
from mathloop.benchmarks.loaders import (
    BenchmarkLoader,
    Row,
    RowSource,
    convert_rows,
    jsonl_rows,
    register_benchmark,
)
from mathloop.benchmarks.rows import (
    AIME_CSV_COLUMNS,
    FieldNames,
    aime_csv_item,
    aime_jsonl_item,
    custom_item,
    gsm8k_item,
    math500_item,
    math_item,
)
from mathloop.benchmarks.samples import read_samples, sample_item
from mathloop.errors import ConfigError

__all__ = ["MATH_SUBJECTS"]


def _aime_rows(path: Path, _fields: FieldNames | None) -> Iterator[Row]:
    if path.suffix.lower() == ".csv":
        return convert_rows(read_csv(path, required=AIME_CSV_COLUMNS), aime_csv_item)
    return convert_rows(read_jsonl(path), aime_jsonl_item)


def _custom_rows(benchmark: Literal["jsonl", "csv"]) -> RowSource:
    def rows(path: Path, fields: FieldNames | None) -> Iterator[Row]:
        if fields is None:
            raise ConfigError(f"benchmark {benchmark!r} needs --question-field and --answer-field")
        convert = partial(custom_item, fields=fields, benchmark=benchmark)
        if benchmark == "csv":
            required = [name for name in (fields.question, fields.answer, fields.id) if name]
            return convert_rows(read_csv(path, required=required), convert)
        return convert_rows(read_jsonl(path), convert)

    return rows


def _samples_rows(path: Path, _fields: FieldNames | None) -> Iterator[Row]:
    return convert_rows(read_samples(path), sample_item)


# The hub commits the built-in benchmarks are pulled from, so that every pull gets the same
# bytes: the ones other published evaluations pin (docs/decisions.md). MATH-500's test.jsonl
# and the AIME CSV at theirs have the SHA-256 of our copies in ../shared/data (SOURCES.md).
_MATH500_COMMIT = "6e4ed1a2a79af7d8630a6b768ec859cb5af4d3be"
_MATH_COMMIT = "21a5633873b6a120296cce3e2df9d5550074f4a3"
_GSM8K_COMMIT = "740312add88f781978c0658806c59bc2815b9866"
_AIME_COMMIT = "3e2cc86390666c5c756622afc0eeb9e6194496bc"

# The subject folders of the MATH test set, in the order of the original tarball.
MATH_SUBJECTS = (
    "algebra",
    "counting_and_probability",
    "geometry",
    "intermediate_algebra",
    "number_theory",
    "prealgebra",
    "precalculus",
)

for _builtin in (
    BenchmarkLoader(
        "math500",
        "MATH-500 (Lightman et al.): 500 MATH test problems with answers",
        jsonl_rows(math500_item),
        default_file="math500/test.jsonl",
        hub=HubSource("HuggingFaceH4/MATH-500", ("test.jsonl",), _MATH500_COMMIT),
    ),
    BenchmarkLoader(
        "math",
        "MATH test set (Hendrycks et al.), gold = last \\boxed{} of the solution",
        jsonl_rows(math_item),
        default_file="math/test.jsonl",
        hub=HubSource(
            "EleutherAI/hendrycks_math",
            tuple(f"{subject}/test-00000-of-00001.parquet" for subject in MATH_SUBJECTS),
            _MATH_COMMIT,
            columns=("problem", "level", "type", "solution"),
        ),
    ),
    BenchmarkLoader(
        "gsm8k",
        "GSM8K test set, gold = the number after ####",
        jsonl_rows(gsm8k_item),
        default_file="gsm8k/test.jsonl",
        hub=HubSource(
            "openai/gsm8k",
            ("main/test-00000-of-00001.parquet",),
            _GSM8K_COMMIT,
            columns=("question", "answer"),
        ),
    ),
    BenchmarkLoader(
        "aime",
        "AIME: the 1983-2024 CSV, or the AIME 2024 JSONL (chosen by file extension)",
        _aime_rows,
        default_file="aime/aime_1983_2024.csv",
        hub=HubSource("di-zhang-fdu/AIME_1983_2024", ("AIME_Dataset_1983_2024.csv",), _AIME_COMMIT),
    ),
    BenchmarkLoader(
        "jsonl",
        "any JSONL file, read through --question-field/--answer-field",
        _custom_rows("jsonl"),
        takes_fields=True,
    ),
    BenchmarkLoader(
        "csv",
        "any CSV file with a header row, read through --question-field/--answer-field",
        _custom_rows("csv"),
        takes_fields=True,
    ),
    BenchmarkLoader(
        "samples",
        "mathloop's own sample problems (built in; --data is ignored)",
        _samples_rows,
        takes_path=False,
    ),
):
    register_benchmark(_builtin)
del _builtin
