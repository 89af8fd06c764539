"""The hostile corpus (tests/sandbox/hostile/) against the cold and the warm executor.

For every program: the gate rejects it with the rule its header names (on the right line),
or it runs and ends with an allowed verdict without printing ESCAPED, a planted secret or
the host's /etc/passwd. Programs that the gate rejects run once more with ``policy=None``
where the header says so, which proves the process layers and not only the gate. After the
whole corpus: the canary files are unchanged, the loopback listeners received nothing, no
process was left behind, no work directory is left on the host, and the runner still runs
the next program.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathloop.sandbox import Limits, get_policy, run_code
from mathloop.sandbox._isolation import LAYERS, resolve
from sandbox_hostile import Host, RunReport, load_corpus, run_corpus

REQUIRED_COVERAGE = {
    "etc_passwd", "home", "run_store", "dataset", "listing", "env_secrets", "socket_listener",
    "dns", "subprocess", "os_system", "os_fork", "pty", "fork_bomb", "thread_bomb",
    "memory_list", "memory_power", "memory_numpy", "infinite_loop", "sleep", "huge_stdout",
    "huge_stderr", "large_file", "fill_tmp", "kill_parent", "kill_group", "ctypes",
    "subclasses", "builtins", "globals", "frames", "getattr_strings", "importlib",
    "sys_modules", "pickle", "metaclass", "decorator", "unicode_lookalike", "breakpoint",
    "input", "symlink", "proc_self", "raise_rlimits", "deep_recursion", "daemon", "setsid",
    "atexit", "deep_nesting", "huge_literal", "odd_encoding",
    "warm_status_channel", "memory_memfd", "memory_tmpfs", "memory_children",
}  # fmt: skip
"""Every item of issue 4's list (and of issue 15's "the gate must never crash", and issue 29's
warm status channel and memory that no per-process limit counts), as the tags programs name
in their ``covers`` line."""


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Host]:
    """Canaries, the planted secret and the listeners; work directories under tmp_path."""
    workdirs = tmp_path / "workdirs"
    workdirs.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(workdirs))
    started = Host(tmp_path / "host").start()
    try:
        yield started
    finally:
        started.close()


def test_corpus_is_large_well_formed_and_covers_the_issue() -> None:
    programs = load_corpus()
    assert len(programs) >= 60
    covered = {tag for program in programs for tag in program.covers}
    assert REQUIRED_COVERAGE - covered == set()
    assert covered - REQUIRED_COVERAGE == set(), "a tag that no test requires is a typo"
    assert len({program.name for program in programs}) == len(programs)


def test_a_header_without_its_outcome_is_refused(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text("# attack: x\n# covers: sleep\n# layer: gate\nprint(1)\n")
    with pytest.raises(ValueError, match="header lacks gate"):
        load_corpus(tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_the_hostile_corpus_is_contained(mode: str, host: Host) -> None:
    reports = run_corpus(load_corpus(), host, mode=mode)  # type: ignore[arg-type]
    time.sleep(0.5)  # what a leftover daemon would need to show up in /proc
    problems = [problem for report in reports for problem in report.problems]
    assert problems + host.problems() == []
    _assert_nothing_skipped_where_every_layer_exists(reports)
    after = run_code("print(6 * 7)", policy=get_policy("default"), limits=Limits(mode=mode))  # type: ignore[arg-type]
    assert after.stdout == "42\n"
    assert list(Path(tempfile.gettempdir()).iterdir()) == []


def _assert_nothing_skipped_where_every_layer_exists(reports: list[RunReport]) -> None:
    if set(resolve("auto").layers) != set(LAYERS):
        pytest.skip("some isolation layers are missing here; their programs were skipped")
    assert [report.program.name for report in reports if report.skipped] == []
    rejected_ungated = [
        r
        for r in reports
        if r.variant == "ungated" and r.execution and r.execution.verdict == "rejected"
    ]
    assert rejected_ungated == []


@pytest.mark.slow
def test_programs_that_need_no_os_layer_are_contained_by_the_process_alone(host: Host) -> None:
    programs = [program for program in load_corpus() if not program.needs]
    reports = run_corpus(programs, host, mode="cold", isolation="process")
    assert [problem for report in reports for problem in report.problems] == []
    assert host.problems() == []
    assert all(report.execution is not None for report in reports)
