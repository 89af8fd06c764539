"""No published record holds a host path (issue 54): every file under ``results/``, and every
member of every packed run there, read with the sandbox's own detector. A run recorded
before the sandbox masked its output is brought in line with ``mathloop redact``."""

from __future__ import annotations

import zipfile
from pathlib import Path

from mathloop.sandbox import host_paths_in

RESULTS = Path(__file__).resolve().parents[2] / "results"
_TEXT = (".json", ".jsonl", ".md", ".csv", ".txt", ".log", ".sh", ".toml", ".svg")


def _texts() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted(RESULTS.rglob("*")):
        name = path.relative_to(RESULTS).as_posix()
        if path.suffix == ".zip":
            with zipfile.ZipFile(path) as packed:
                for member in packed.namelist():
                    found[f"{name}:{member}"] = packed.read(member).decode("utf-8", "replace")
        elif path.is_file() and path.suffix in _TEXT:
            found[name] = path.read_text(encoding="utf-8", errors="replace")
    return found


def test_no_published_record_holds_a_host_path() -> None:
    texts = _texts()
    assert len(texts) > 1000
    leaks = {name: paths[:3] for name, text in texts.items() if (paths := host_paths_in(text))}
    assert leaks == {}
