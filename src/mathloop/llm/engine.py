"""The embedded engine: one llama-cpp-python build for every machine of a kind.

llama.cpp compiles for the CPU of the machine that builds it unless told otherwise
(``GGML_NATIVE=ON``), and a library built on a machine with AMX crashed in ``decode`` on
another machine of the same kind. mathloop therefore builds llama-cpp-python itself, at one
pinned version, with the CPU features named here and no others (``docs/models.md`` says how
they were chosen, by measurement), and checks what is installed against them:

- :func:`installed_engine` reads the installed build in a child process (a broken library
  cannot take the caller down): its version, the CPU feature line llama.cpp prints
  (``llama_print_system_info``) and the build's own record of its flags (the
  ``ggml-config.cmake`` the wheel installs);
- :func:`engine_problems` says how that differs from mathloop's build;
- :func:`install_engine` builds the wheel once per version and feature set (kept in
  mathloop's cache, never in pip's, so a wheel built with other flags cannot come back) and
  installs it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from mathloop._paths import default_cache_dir
from mathloop.errors import BackendUnavailableError

__all__ = [
    "BUILD_FEATURES",
    "ENGINE_VERSION",
    "EngineInfo",
    "build_flags",
    "built_wheel",
    "cmake_args",
    "describe",
    "engine_problems",
    "feature_names",
    "install_engine",
    "installed_engine",
    "kernel_line",
    "signal_name",
    "wheel_folder",
]

ENGINE_VERSION = "0.3.36"
"""The one llama-cpp-python version mathloop builds, pins and tests."""

BUILD_FEATURES: tuple[str, ...] = ("SSE42", "AVX", "AVX2", "BMI2", "FMA", "F16C")
"""The ``GGML_*`` x86 options turned on (x86-64-v3); every other one is off."""

_X86_OPTIONS = (
    "SSE42", "AVX", "AVX_VNNI", "AVX2", "BMI2", "FMA", "F16C",
    "AVX512", "AVX512_VBMI", "AVX512_VNNI", "AVX512_BF16",
    "AMX_TILE", "AMX_INT8", "AMX_BF16",
)  # fmt: skip

_KERNELS = frozenset({"SSE3", "SSSE3", "AVX", "AVX2", "F16C", "FMA", "BMI2"})
"""The instruction sets llama.cpp's feature line names for a build of ``BUILD_FEATURES``."""

_NOT_INSTRUCTIONS = frozenset({"LLAMAFILE", "OPENMP", "REPACK"})
"""Names on the feature line that are code paths, not instruction sets."""

_PROBE = """
import json, sys
from importlib import metadata
import llama_cpp
print(json.dumps({"version": metadata.version("llama_cpp_python"),
                  "kernels": llama_cpp.llama_print_system_info().decode("utf-8", "replace")}))
"""


def cmake_args(features: tuple[str, ...] = BUILD_FEATURES) -> list[str]:
    """The CMake flags of a build with ``features`` on and every other x86 option off."""
    unknown = set(features) - set(_X86_OPTIONS)
    if unknown:
        raise ValueError(f"not a GGML x86 option: {', '.join(sorted(unknown))}")
    flags = [f"-DGGML_{name}={'ON' if name in features else 'OFF'}" for name in _X86_OPTIONS]
    return ["-DGGML_NATIVE=OFF", *flags]


@dataclass(frozen=True)
class EngineInfo:
    """What is installed: ``version`` None when llama-cpp-python is missing; ``kernels``
    is llama.cpp's CPU feature line; ``build`` the build's recorded ``GGML_*`` flags;
    ``error`` why the library could not be read (it failed to import, or crashed)."""

    version: str | None
    kernels: str | None = None
    build: Mapping[str, str] = field(default_factory=dict)
    error: str | None = None

    @property
    def features(self) -> frozenset[str]:
        """The instruction sets the feature line says the build uses."""
        return feature_names(self.kernels or "")


def feature_names(line: str) -> frozenset[str]:
    """The instruction sets that ``line`` (``CPU : SSE3 = 1 | AVX = 1 | ...``) turns on."""
    names = re.findall(r"(\w+) = 1\b", line)
    return frozenset(names) - _NOT_INSTRUCTIONS


def kernel_line() -> str:
    """llama.cpp's CPU feature line in this process (imports llama_cpp)."""
    import llama_cpp

    text: str = llama_cpp.llama_print_system_info().decode("utf-8", "replace")
    return text.strip()


def build_flags() -> dict[str, str]:
    """The build's own record of its CPU flags (``GGML_NATIVE`` and the x86 options), read
    from the ``ggml-config.cmake`` the wheel installs; empty when there is none."""
    try:
        files = metadata.files("llama_cpp_python") or []
    except metadata.PackageNotFoundError:
        return {}
    for entry in files:
        if str(entry).endswith("ggml/ggml-config.cmake"):
            return _cmake_flags(Path(str(entry.locate())))
    return {}


def _cmake_flags(path: Path) -> dict[str, str]:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    wanted = {"NATIVE", *_X86_OPTIONS}
    found = re.findall(r'set\(GGML_(\w+) "(ON|OFF)"\)', text)
    return {f"GGML_{name}": value for name, value in found if name in wanted}


def installed_engine(python: str = sys.executable, *, timeout_s: float = 120) -> EngineInfo:
    """Read the llama-cpp-python that ``python`` imports, in a child process."""
    try:
        version = _version_in(python)
    except subprocess.SubprocessError as exc:
        return EngineInfo(version=None, error=str(exc))
    if version is None:
        return EngineInfo(version=None)
    done = subprocess.run(
        [python, "-c", _PROBE], capture_output=True, text=True, timeout=timeout_s, check=False
    )
    build = build_flags() if python == sys.executable else {}
    if done.returncode != 0:
        return EngineInfo(version=version, build=build, error=_failure(done))
    record = json.loads(done.stdout.strip().splitlines()[-1])
    return EngineInfo(version=record["version"], kernels=record["kernels"].strip(), build=build)


def _version_in(python: str) -> str | None:
    if python == sys.executable:
        try:
            return metadata.version("llama_cpp_python")
        except metadata.PackageNotFoundError:
            return None
    code = "from importlib import metadata as m\ntry: print(m.version('llama_cpp_python'))\n"
    code += "except m.PackageNotFoundError: pass"
    done = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=60)
    return done.stdout.strip() or None


def _failure(done: subprocess.CompletedProcess[str]) -> str:
    if done.returncode < 0:
        return f"importing it was killed by {signal_name(-done.returncode)}"
    last = (done.stderr.strip().splitlines() or ["no output"])[-1]
    return f"importing it failed: {last}"


def signal_name(number: int) -> str:
    """``SIGSEGV`` for 11, and so on (``signal 99`` for a number with no name)."""
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def engine_problems(info: EngineInfo) -> list[str]:
    """How ``info`` differs from mathloop's build (empty: it is mathloop's build)."""
    if info.version is None:
        return ["llama-cpp-python is not installed"]
    problems = []
    if info.version != ENGINE_VERSION:
        problems.append(f"llama-cpp-python {info.version} is installed, not {ENGINE_VERSION}")
    if info.error:
        return [*problems, info.error]
    extra = sorted(info.features - _KERNELS)
    missing = sorted(_KERNELS - info.features)
    if extra:
        problems.append(f"its kernels use {', '.join(extra)}, beyond mathloop's build")
    if missing:
        problems.append(f"its kernels lack {', '.join(missing)}")
    if info.build.get("GGML_NATIVE") == "ON":
        problems.append("it was compiled for the CPU that built it (GGML_NATIVE=ON)")
    return problems


def wheel_folder(features: tuple[str, ...] = BUILD_FEATURES) -> Path:
    """Where the wheel of ``features`` is kept: mathloop's cache, one folder per version
    and flag set (pip's own cache is keyed by the source alone, whatever the flags)."""
    key = json.dumps([ENGINE_VERSION, cmake_args(features), os.uname().machine])
    digest = hashlib.sha256(key.encode()).hexdigest()[:12]
    return default_cache_dir() / "engine" / f"llama_cpp_python-{ENGINE_VERSION}-{digest}"


def built_wheel(
    features: tuple[str, ...] = BUILD_FEATURES, *, say: Callable[[str], None] = print
) -> Path:
    """The wheel of ``features``, built from source the first time (about 4 minutes on
    2 cores), with pip's cache off so that nothing built otherwise is reused."""
    folder = wheel_folder(features)
    found = sorted(folder.glob("llama_cpp_python-*.whl"))
    if found:
        return found[0]
    say(
        f"building llama-cpp-python {ENGINE_VERSION} for {' '.join(features)} "
        "(once per machine; about 4 minutes on 2 cores)"
    )
    folder.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=".building-", dir=folder.parent))
    try:
        command = [
            sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir",
            "--no-binary", "llama-cpp-python", f"llama-cpp-python=={ENGINE_VERSION}",
            "--wheel-dir", str(scratch),
        ]  # fmt: skip
        env = {**os.environ, "CMAKE_ARGS": " ".join(cmake_args(features))}
        env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        _run(command, env=env, what="building llama-cpp-python")
        name = next(scratch.glob("llama_cpp_python-*.whl")).name
        os.replace(scratch, folder)  # the whole folder at once: never a half-written wheel
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return folder / name


def install_engine(
    *, constraints: Path | None = None, say: Callable[[str], None] = print
) -> EngineInfo:
    """Make the installed llama-cpp-python mathloop's build: leave it when it is, else
    install the wheel of :data:`BUILD_FEATURES` (building it first when not cached), then
    the packages it needs (at the versions of ``constraints``, a pip constraints file, when
    given). Raises ``BackendUnavailableError`` when what is installed afterwards still
    differs."""
    info = installed_engine()
    if not engine_problems(info):
        return info
    if info.version is not None:
        say(f"replacing the installed engine: {'; '.join(engine_problems(info))}")
    wheel = built_wheel(say=say)
    command = [
        sys.executable, "-m", "pip", "install", "--no-deps", "--force-reinstall",
        "--no-cache-dir", str(wheel),
    ]  # fmt: skip
    _run(command, env=dict(os.environ), what="installing llama-cpp-python")
    # The wheel went in alone, so that pip could not swap it for another build while
    # resolving; its dependencies follow, the wheel itself already satisfied.
    pinned = ["--constraint", str(constraints)] if constraints else []
    command = [sys.executable, "-m", "pip", "install", *pinned, str(wheel)]
    _run(command, env=dict(os.environ), what="installing llama-cpp-python's dependencies")
    info = installed_engine()
    problems = engine_problems(info)
    if problems:
        raise BackendUnavailableError(
            f"the installed llama-cpp-python is not mathloop's build: {'; '.join(problems)}"
        )
    return info


def _run(command: list[str], *, env: dict[str, str], what: str) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = (done.stderr.strip() or done.stdout.strip()).splitlines()[-3:]
        raise BackendUnavailableError(
            f"{what} failed (exit {done.returncode}): {' / '.join(tail) or 'no output'}"
        )


def describe(info: EngineInfo) -> str:
    """One line: version and instruction sets, or why there is no engine."""
    if info.version is None:
        return "llama-cpp-python is not installed"
    if info.error:
        return f"llama-cpp-python {info.version}: {info.error}"
    return f"llama-cpp-python {info.version} ({' '.join(sorted(info.features))})"
