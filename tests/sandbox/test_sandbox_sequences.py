"""Programs run in turn through one runner see nothing an earlier program left (issue 40)."""

from __future__ import annotations

import pytest

from mathloop.sandbox._isolation import resolve
from sandbox_sequences import (
    SEQUENCES,
    Sequence,
    probe_program,
    run_sequence,
    run_shuffled,
    writer_pool,
)

needs_bwrap = pytest.mark.skipif(
    "no_memfd" not in set(resolve("auto").layers), reason="needs bubblewrap and its filter"
)


@needs_bwrap
@pytest.mark.parametrize("mode", ["cold", "warm"])
@pytest.mark.parametrize("sequence", SEQUENCES, ids=[s.name for s in SEQUENCES])
def test_nothing_passes_from_one_program_to_the_next(sequence: Sequence, mode: str) -> None:
    assert run_sequence(sequence, mode=mode) == []  # type: ignore[arg-type]


def test_a_reader_does_report_what_it_finds() -> None:
    """The harness can fail: a reader run after a writer in one program sees the leak."""
    writer, reader = next(s for s in SEQUENCES if s.name == "files").programs  # in one program
    joined = Sequence("joined", "one program", (writer + "\n" + reader,))
    assert any("LEAKED" in line for line in run_sequence(joined, mode="cold"))


@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_a_shuffled_run_through_one_runner_leaks_nothing(mode: str) -> None:
    """Every writer in a random order through one runner, the probe (every reader, the work
    directory, the scratch root's mode and owner) after each: nothing passes."""
    steps = run_shuffled(writer_pool(), count=12, seed=7, mode=mode, gate=False)  # type: ignore[arg-type]
    assert len(steps) == 12
    assert [(step.name, step.leaks) for step in steps if step.leaks] == []


def test_the_probe_reports_what_it_finds() -> None:
    """The probe can fail: run in the same program as a writer, it sees the writer's file."""
    writer = next(s for s in SEQUENCES if s.name == "files").programs[0]
    joined = Sequence("joined", "one program", (writer + "\n" + probe_program(),))
    assert any("LEAKED" in line for line in run_sequence(joined, mode="cold"))
