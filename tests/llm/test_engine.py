"""The engine build: one pinned version, pinned portable CPU features, and a check that
refuses anything else (a wheel built natively, from pip's cache or by hand)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import mathloop
from mathloop.llm.engine import (
    BUILD_FEATURES,
    ENGINE_VERSION,
    EngineInfo,
    cmake_args,
    engine_problems,
    feature_names,
    installed_engine,
    wheel_folder,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).parents[2]
PORTABLE = "CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | BMI2 = 1 |"
NATIVE = (
    "CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX_VNNI = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | "
    "BMI2 = 1 | AVX512 = 1 | AVX512_VBMI = 1 | AVX512_VNNI = 1 | AVX512_BF16 = 1 | "
    "AMX_INT8 = 1 | LLAMAFILE = 1 | OPENMP = 1 | REPACK = 1 |"
)


def test_the_build_is_never_native_and_turns_on_only_its_features() -> None:
    flags = dict(arg.removeprefix("-D").split("=") for arg in cmake_args())
    assert flags.pop("GGML_NATIVE") == "OFF"
    assert {name for name, value in flags.items() if value == "ON"} == {
        f"GGML_{name}" for name in BUILD_FEATURES
    }
    assert all(flags[f"GGML_AMX_{kind}"] == "OFF" for kind in ("TILE", "INT8", "BF16"))


def test_the_feature_line_is_read_as_instruction_sets() -> None:
    assert feature_names(PORTABLE + " LLAMAFILE = 1 | OPENMP = 1 | AVX512 = 0 |") == {
        "SSE3", "SSSE3", "AVX", "AVX2", "F16C", "FMA", "BMI2",
    }  # fmt: skip


def test_a_native_build_or_another_version_is_not_mathloops_build() -> None:
    assert engine_problems(EngineInfo(ENGINE_VERSION, PORTABLE)) == []
    native = engine_problems(EngineInfo(ENGINE_VERSION, NATIVE, {"GGML_NATIVE": "ON"}))
    assert native == [
        "its kernels use AMX_INT8, AVX512, AVX512_BF16, AVX512_VBMI, AVX512_VNNI, AVX_VNNI, "
        "beyond mathloop's build",
        "it was compiled for the CPU that built it (GGML_NATIVE=ON)",
    ]
    assert engine_problems(EngineInfo("0.3.7", PORTABLE)) == [
        f"llama-cpp-python 0.3.7 is installed, not {ENGINE_VERSION}"
    ]
    assert engine_problems(EngineInfo(None)) == ["llama-cpp-python is not installed"]


def test_each_feature_set_has_a_wheel_folder_of_its_own() -> None:
    assert wheel_folder(BUILD_FEATURES) != wheel_folder(("SSE42",))
    assert wheel_folder().name.startswith(f"llama_cpp_python-{ENGINE_VERSION}-")


def test_the_installed_engine_is_mathloops_build() -> None:
    """What `make test` installed (`mathloop engine install`): checked, not assumed."""
    info = installed_engine()
    assert engine_problems(info) == [], info
    assert info.build.get("GGML_NATIVE") == "OFF"
    assert info.build.get("GGML_AMX_INT8") == "OFF"


def test_every_pin_of_llama_cpp_python_is_the_engine_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    pins = [d for group in ("local", "dev") for d in extras[group] if d.startswith("llama")]
    assert pins == [
        f"llama-cpp-python=={ENGINE_VERSION}",
        f"llama-cpp-python[server]=={ENGINE_VERSION}",
    ]
    constraints = (ROOT / "constraints.txt").read_text()
    assert re.findall(r"^llama.cpp.python.*$", constraints, re.M) == [
        f"llama-cpp-python=={ENGINE_VERSION}"
    ]
    unpinned = [
        line for line in constraints.splitlines()
        if line and not line.startswith("#") and "==" not in line
    ]  # fmt: skip
    assert unpinned == []


def _native_site(site: Path) -> Path:
    """A llama-cpp-python as a native build on a machine with AMX reports itself: its
    feature line and its build record (what pip's cache gave back before the fix)."""
    package = site / "llama_cpp"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        f"def llama_print_system_info():\n    return {NATIVE.encode()!r}\n"
    )
    config = site / "lib" / "cmake" / "ggml" / "ggml-config.cmake"
    config.parent.mkdir(parents=True)
    config.write_text('set(GGML_NATIVE "ON")\nset(GGML_AMX_INT8 "OFF")\n')
    info = site / f"llama_cpp_python-{ENGINE_VERSION}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: llama_cpp_python\nVersion: {ENGINE_VERSION}\n"
    )
    (info / "RECORD").write_text("llama_cpp/__init__.py,,\nlib/cmake/ggml/ggml-config.cmake,,\n")
    return site


def test_engine_check_refuses_a_native_build_in_one_line(tmp_path: Path) -> None:
    site = _native_site(tmp_path / "site")
    source = Path(mathloop.__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(source)])}
    done = subprocess.run(
        [sys.executable, "-m", "mathloop", "engine", "check"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("error: the installed engine is not mathloop's build: ")
    assert "AMX_INT8" in done.stderr and "GGML_NATIVE=ON" in done.stderr
    assert done.stderr.rstrip().endswith("`mathloop engine install` replaces it")


def test_engine_check_passes_on_the_installed_build() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mathloop", "engine", "check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"engine ok: llama-cpp-python {ENGINE_VERSION} (")
