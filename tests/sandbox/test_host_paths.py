"""Host paths out of what a program printed: every shape a traceback can name, generated over
prefixes, folders and Python versions; and the executor applies the mask in both modes."""

from __future__ import annotations

import itertools
import sys

import pytest

from mathloop.sandbox import Limits, host_paths_in, mask_host_paths, run_code

PREFIXES = ["/home/ada/project/.venv", "/root/.pyenv/versions/3.11.7", "/work/wt-x/.venv",
            "/Users/ada/miniconda3/envs/m", "/opt/conda"]  # fmt: skip
VERSIONS = ["3.10", "3.11", "3.12"]
WORKDIRS = [
    "/tmp/mathloop_code_k2x9q1ab",
    "/tmp/mathloop_warm/mathloop_code_ab_12",
    "/var/tmp/x/mathloop_folder_zz9",
    "/tmp/pytest-of-root/p0/mathloop_probe_1",
]


@pytest.mark.parametrize(("prefix", "version"), list(itertools.product(PREFIXES, VERSIONS)))
def test_a_library_path_under_any_prefix_is_masked(prefix: str, version: str) -> None:
    site = f'File "{prefix}/lib/python{version}/site-packages/sympy/core/cache.py", line 72'
    stdlib = f"from 'collections' ({prefix}/lib/python{version}/collections/__init__.py)"
    masked = mask_host_paths(f"{site}\n{stdlib}")
    assert masked == (
        f'File "/python/env/lib/python{version}/site-packages/sympy/core/cache.py", line 72\n'
        f"from 'collections' (/python/base/lib/python{version}/collections/__init__.py)"
    )
    assert host_paths_in(masked) == []
    assert host_paths_in(f"{site}\n{stdlib}") != []


@pytest.mark.parametrize("workdir", WORKDIRS)
def test_a_sandbox_folder_becomes_sandbox(workdir: str) -> None:
    text = f'  File "{workdir}/model_code.py", line 3, in <module>\n{workdir}'
    assert mask_host_paths(text) == '  File "/sandbox/model_code.py", line 3, in <module>\n/sandbox'
    assert host_paths_in(mask_host_paths(text)) == []


def test_this_interpreters_prefixes_are_masked() -> None:
    masked = mask_host_paths(f"{sys.prefix}/bin/python and {sys.base_prefix}/include")
    assert sys.prefix not in masked
    assert masked.startswith("/python/env/bin/python")


@pytest.mark.parametrize(
    "text",
    ["/usr/lib/python3.11/json/__init__.py", "/usr/local/lib/python3.8/site-packages/sympy",
     "ratio 1/2 and 3/4", "x/lib/python3.11 is text",
     "https://example.org/lib/python3.11/", "RESULT: 42"],
)  # fmt: skip
def test_what_is_not_a_host_path_is_left_alone(text: str) -> None:
    assert mask_host_paths(text) == text


def test_masking_is_idempotent() -> None:
    text = "\n".join(
        f"{p}/lib/python3.11/site-packages/a.py {w}/b.py"
        for p, w in zip(PREFIXES, WORKDIRS, strict=False)
    )
    once = mask_host_paths(text)
    assert mask_host_paths(once) == once


@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_a_traceback_reaches_the_caller_without_host_paths(mode: str) -> None:
    code = "import os, sympy\nprint(os.getcwd())\nsympy.Rational(1, sympy.sqrt(2))\n"
    done = run_code(code, policy=None, limits=Limits(mode=mode))  # type: ignore[arg-type]
    assert done.stdout == "/sandbox\n"
    assert 'File "/sandbox/model_code.py", line 3' in done.stderr
    assert "/python/env/lib/python" in done.stderr
    assert host_paths_in(done.stdout + done.stderr) == []
