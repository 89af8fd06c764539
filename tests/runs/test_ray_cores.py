"""Local Ray workers with an embedded model share the machine's cores instead of each
taking all of them."""

from __future__ import annotations

import pytest

from mathloop.llm import BackendSettings
from mathloop.llm.llamacpp import usable_cpus
from mathloop.runs.execution.distributed import share_the_cores


@pytest.mark.parametrize("workers", [1, 2, 4, 64])
def test_each_worker_generates_on_its_share_of_the_cpus(workers: int) -> None:
    shared = share_the_cores(BackendSettings(backend="llamacpp"), workers)
    assert shared.n_threads == max(1, usable_cpus() // workers)


def test_a_chosen_thread_count_is_kept() -> None:
    chosen = BackendSettings(backend="llamacpp", n_threads=3)
    assert share_the_cores(chosen, 8) == chosen


def test_a_server_backend_is_left_alone() -> None:
    server = BackendSettings(backend="openai", base_url="http://127.0.0.1:8080/v1")
    assert share_the_cores(server, 8) == server
