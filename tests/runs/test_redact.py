"""``mathloop redact``: a stored run's host paths replaced in place, nothing else changed."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.runs.storage.archive import pack_run
from mathloop.sandbox import host_paths_in
from report_stores import paired_ten, write_run

TRACEBACK = (
    'Traceback (most recent call last):\n  File "/tmp/mathloop_code_k2x9q1ab/model_code.py", '
    'line 3\n  File "/home/ada/.venv/lib/python3.11/site-packages/sympy/core/cache.py"\n'
)


def _run_with_paths(tmp_path: Path) -> Path:
    folder = write_run(tmp_path / "run", paired_ten())
    trace = next(folder.rglob("trace.json"))
    data = json.loads(trace.read_text())
    data.setdefault("notes", []).append(TRACEBACK)
    trace.write_text(json.dumps(data))
    return folder


def _texts(folder: Path) -> str:
    return "".join(p.read_text() for p in folder.rglob("*.json*") if p.is_file())


def _invoke(*words: str) -> str:
    result = CliRunner().invoke(cli, list(words), terminal_width=200)
    assert result.exit_code == 0, result.output
    return result.output


def test_a_folder_is_redacted_and_only_paths_change(tmp_path: Path) -> None:
    folder = _run_with_paths(tmp_path)
    records = (folder / "results.jsonl").read_text()
    assert "would replace 2 host paths in 1 files" in _invoke("redact", str(folder), "--dry-run")
    assert host_paths_in(_texts(folder)) != []
    assert "replaced 2 host paths in 1 files" in _invoke("redact", str(folder))
    assert host_paths_in(_texts(folder)) == []
    assert "/sandbox/model_code.py" in _texts(folder)
    assert "/python/env/lib/python3.11/site-packages/sympy" in _texts(folder)
    assert (folder / "results.jsonl").read_text() == records
    assert "no host paths" in _invoke("redact", str(folder))


def test_a_packed_run_is_redacted_in_place(tmp_path: Path) -> None:
    archive = pack_run(_run_with_paths(tmp_path), remove=True)
    before = _invoke("report", str(archive))
    assert "replaced 2 host paths" in _invoke("redact", str(archive))
    assert _invoke("report", str(archive)) == before
    with zipfile.ZipFile(archive) as packed:
        texts = [packed.read(name).decode() for name in packed.namelist()]
    assert host_paths_in("".join(texts)) == []
