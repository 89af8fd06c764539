"""The README's Python examples run as written (the first against a scripted model)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import answer_reply, scripted_runs

README = Path(__file__).resolve().parents[2] / "README.md"


def _python_block(index: int = 0) -> str:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert len(blocks) > index, "the README shows no such Python example"
    return str(blocks[index])


def test_the_readme_python_example_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    backend = scripted_runs(monkeypatch, answer_reply("10000"))
    monkeypatch.setattr("mathloop.api.resolve_backend", lambda *a, **k: backend)
    monkeypatch.setattr(
        "mathloop.runs.configuration.environment.environment_info", lambda settings: {}
    )
    monkeypatch.chdir(tmp_path)
    code = _python_block()
    assert len(code.strip().splitlines()) <= 5
    exec(compile(code, str(README), "exec"), {})
    printed = capsys.readouterr().out
    assert printed.startswith("10000 {'pot': ")
    assert "McNemar" in printed
    assert (tmp_path / "runs" / "py" / "results.jsonl").is_file()


def test_the_readme_checker_example_prints_what_it_says(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = _python_block(1)
    assert len(code.strip().splitlines()) <= 3
    exec(compile(code, str(README), "exec"), {})
    promised = code.strip().splitlines()[-1].split("# ")[1]
    assert capsys.readouterr().out.strip() == promised
