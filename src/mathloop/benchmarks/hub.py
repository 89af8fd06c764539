"""Benchmark files from the Hugging Face hub over plain HTTP (``mathloop data pull``).

A file is fetched from ``$HF_ENDPOINT/datasets/<repo>/resolve/<revision>/<path>`` (the
built-in benchmarks pin ``revision`` to a commit) into a staging folder next to the target, as
``<name>.part`` until it is complete: a pull that is interrupted resumes with an HTTP
``Range`` request. A file the hub vouches for with a
SHA-256 (``X-Linked-Etag``, as for every LFS file) is checked against it. The benchmark's file
is then written in the layout its loader reads (the file as it is, or Parquet rows as JSON
Lines) and renamed into place, so a reader never sees half a file; a
``<file>.source.json`` beside it says where it came from. A target that exists already is
left alone: pulling again downloads nothing. ``$HF_HUB_OFFLINE`` refuses any download.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import quote

import httpx

from mathloop.errors import DatasetError

__all__ = [
    "DEFAULT_ENDPOINT",
    "ENDPOINT_ENV",
    "HubSource",
    "Progress",
    "PullResult",
    "hub_endpoint",
    "hub_offline",
    "pull_source",
]

ENDPOINT_ENV = "HF_ENDPOINT"
DEFAULT_ENDPOINT = "https://huggingface.co"
_OFFLINE_ENV = "HF_HUB_OFFLINE"
_TOKEN_ENV = "HF_TOKEN"
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_COMMIT = re.compile(r"^[0-9a-f]{40}$")

Progress = Callable[[str, int, int | None], None]
"""Called as bytes arrive: (file path in the repository, bytes so far, total or None)."""


@dataclass(frozen=True)
class HubSource:
    """Where a benchmark's default file comes from on the Hugging Face hub.

    ``files`` are paths in the dataset repository ``repo`` at ``revision``: a commit sha pins
    them (the built-in benchmarks do), a branch name takes whatever it holds when pulled. With
    ``columns`` left ``None`` the one file is stored as it is; otherwise every file is Parquet,
    and their rows, file after file, are written as JSON Lines objects with these keys in this
    order.
    """

    repo: str
    files: tuple[str, ...]
    revision: str = "main"
    columns: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if not self.files:
            raise ValueError("a HubSource needs at least one file")
        if self.columns is None and len(self.files) != 1:
            raise ValueError("a HubSource that copies a file as it is has exactly one file")

    def url(self, endpoint: str, path: str) -> str:
        """The ``resolve`` URL of ``path`` in this repository."""
        return f"{endpoint.rstrip('/')}/datasets/{self.repo}/resolve/{self.revision}/{quote(path)}"

    def describe(self, endpoint: str) -> str:
        """``HuggingFaceH4/MATH-500@6e4ed1a2a79a at https://huggingface.co`` (a commit is
        shortened to 12 digits, as git shows it)."""
        revision = self.revision[:12] if _COMMIT.match(self.revision) else self.revision
        return f"{self.repo}@{revision} at {endpoint}"


class PullResult(NamedTuple):
    """The benchmark file, and whether this pull fetched it (False: it was there)."""

    path: Path
    downloaded: bool


class _Fetched(NamedTuple):
    path: Path
    sha256: str
    size: int
    commit: str | None


class _Received(NamedTuple):
    total: int | None
    sha256: str | None
    """What the hub says the file's SHA-256 is (LFS files), or None."""
    commit: str | None


def hub_endpoint() -> str:
    """``$HF_ENDPOINT``, or ``https://huggingface.co``."""
    return os.environ.get(ENDPOINT_ENV) or DEFAULT_ENDPOINT


def hub_offline() -> bool:
    """Whether ``$HF_HUB_OFFLINE`` forbids the network (``1``, ``true``, ``yes`` or ``on``),
    as it does for ``huggingface_hub``."""
    return os.environ.get(_OFFLINE_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def pull_source(
    source: HubSource,
    target: Path,
    *,
    label: str,
    endpoint: str | None = None,
    force: bool = False,
    progress: Progress | None = None,
    timeout_s: float = 60.0,
) -> PullResult:
    """Make ``target`` from ``source``; nothing is fetched when it exists (unless ``force``).

    ``label`` names the benchmark in messages. Raises ``DatasetError`` with one line when the
    hub cannot be reached, a file is missing there, or a download does not match its hash.
    """
    if target.is_file() and not force:
        return PullResult(target, downloaded=False)
    _check_online(label)
    endpoint = endpoint or hub_endpoint()
    staging = target.parent / f".{target.name}.pull"
    staging.mkdir(parents=True, exist_ok=True)
    with httpx.Client(follow_redirects=True, timeout=timeout_s, headers=_auth_headers()) as client:
        fetched = [
            _fetch(client, source.url(endpoint, path), staging, path, label, progress)
            for path in source.files
        ]
    _build(source, [item.path for item in fetched], target, label)
    _write_provenance(target, source, endpoint, fetched)
    shutil.rmtree(staging, ignore_errors=True)
    return PullResult(target, downloaded=True)


def _check_online(label: str) -> None:
    if hub_offline():
        raise DatasetError(
            f"cannot pull {label}: {_OFFLINE_ENV} is set (offline mode); unset it, or pass "
            "--data PATH to a copy of the file"
        )


def _auth_headers() -> dict[str, str]:
    # Only gated datasets need it; the built-in benchmarks are public.
    token = os.environ.get(_TOKEN_ENV)
    return {"Authorization": f"Bearer {token}"} if token else {}


# --- one file ---------------------------------------------------------------------------


def _fetch(
    client: httpx.Client,
    url: str,
    staging: Path,
    path: str,
    label: str,
    progress: Progress | None,
) -> _Fetched:
    """Download ``url`` into ``staging``, resuming a ``.part`` left by an earlier pull."""
    done = staging / path.replace("/", "__")
    part = done.with_name(done.name + ".part")
    try:
        received = _download(client, url, part, label, path, progress)
        if received is None:  # the server refused to resume the part: start it again
            part.unlink(missing_ok=True)
            received = _download(client, url, part, label, path, progress)
    except httpx.TransportError as exc:
        raise DatasetError(_unreachable(label, url, exc)) from exc
    if received is None:
        raise DatasetError(f"cannot pull {label}: {url} answered HTTP 416 to a fresh download")
    total, expected, commit = received
    digest, size = _sha256(part)
    if total is not None and size != total:
        raise DatasetError(
            f"pulling {label}: {path} stopped at {size} of {total} bytes; run the same "
            "command again to resume"
        )
    if expected is not None and digest != expected:
        part.unlink()
        raise DatasetError(
            f"pulling {label}: {path} has SHA-256 {digest}, but the hub says {expected}; "
            "the partial download was removed, run the command again"
        )
    os.replace(part, done)
    return _Fetched(done, digest, size, commit)


def _download(
    client: httpx.Client,
    url: str,
    part: Path,
    label: str,
    path: str,
    progress: Progress | None,
) -> _Received | None:
    """One request: append to ``part`` from where it ends; None for HTTP 416."""
    have = part.stat().st_size if part.is_file() else 0
    # Identity: the byte counts (Content-Length, Range) must be those of the file itself.
    headers = {"Accept-Encoding": "identity"}
    if have:
        headers["Range"] = f"bytes={have}-"
    with client.stream("GET", url, headers=headers) as response:
        if response.status_code == 416:
            return None
        _check_status(response, url, label)
        offset = have if response.status_code == 206 else 0
        total = _total_size(response, offset)
        with part.open("ab" if offset else "wb") as out:
            _copy(response.iter_raw(), out, path, offset, total, progress)
            out.flush()
            os.fsync(out.fileno())
        return _Received(total, _linked_sha256(response), _header(response, "x-repo-commit"))


def _check_status(response: httpx.Response, url: str, label: str) -> None:
    if response.status_code in (200, 206):
        return
    status = response.status_code
    hint = {
        401: "the dataset is gated or private: set HF_TOKEN",
        403: "the dataset is gated or private: set HF_TOKEN",
        404: "no such file on the hub (check HF_ENDPOINT)",
    }.get(status, "try again later, or pass --data PATH to a copy")
    raise DatasetError(f"cannot pull {label}: HTTP {status} for {url}; {hint}")


def _unreachable(label: str, url: str, exc: httpx.TransportError) -> str:
    reason = " ".join(str(exc).split()) or type(exc).__name__
    if isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
        return (
            f"cannot pull {label}: the hub cannot be reached at {url} ({reason}); check the "
            f"network or {ENDPOINT_ENV}, or pass --data PATH to a copy of the file"
        )
    host = httpx.URL(url).host
    return (
        f"pulling {label}: the download from {host} broke off ({reason}); run the same "
        "command again to resume"
    )


def _copy(
    chunks: Iterable[bytes],
    out: Any,
    path: str,
    done: int,
    total: int | None,
    progress: Progress | None,
) -> None:
    for chunk in chunks:
        out.write(chunk)
        done += len(chunk)
        if progress is not None:
            progress(path, done, total)


def _total_size(response: httpx.Response, offset: int) -> int | None:
    content_range = response.headers.get("content-range", "")
    if "/" in content_range and not content_range.endswith("/*"):
        return int(content_range.rsplit("/", 1)[1])
    length = response.headers.get("content-length")
    return offset + int(length) if length and length.isdigit() else None


def _linked_sha256(response: httpx.Response) -> str | None:
    # The hub's first answer (before the redirect to its CDN) names an LFS file's SHA-256.
    etag = _header(response, "x-linked-etag") or ""
    value = etag.strip().removeprefix("W/").strip('"').lower()
    return value if _SHA256.match(value) else None


def _header(response: httpx.Response, name: str) -> str | None:
    for seen in (*response.history, response):
        if name in seen.headers:
            return seen.headers[name]
    return None


def _sha256(path: Path) -> tuple[str, int]:
    digest = hashlib.sha256()
    size = 0
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
            size += len(chunk)
    return digest.hexdigest(), size


# --- the benchmark's file ---------------------------------------------------------------


def _build(source: HubSource, files: list[Path], target: Path, label: str) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if source.columns is None:
        os.replace(files[0], target)
        return
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            for row in _parquet_rows(files, source.columns, label):
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
            os.fsync(out.fileno())
        Path(tmp).chmod(0o644)  # mkstemp makes it private; a data folder may be shared
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _parquet_rows(
    files: list[Path], columns: tuple[str, ...], label: str
) -> Iterator[dict[str, Any]]:
    import pyarrow.parquet as pq

    for path in files:
        try:
            table = pq.read_table(path, columns=list(columns))
        # pyarrow raises several types (ArrowInvalid, KeyError, OSError) for a bad file.
        except Exception as exc:
            raise DatasetError(
                f"pulling {label}: {path.name} is not Parquet with columns "
                f"{', '.join(columns)}: {' '.join(str(exc).split())[:200]}"
            ) from exc
        for row in table.to_pylist():
            yield {name: row[name] for name in columns}


def _write_provenance(
    target: Path, source: HubSource, endpoint: str, fetched: list[_Fetched]
) -> None:
    record = {
        "repo": source.repo,
        "revision": source.revision,
        "commit": next((item.commit for item in fetched if item.commit), None),
        "endpoint": endpoint,
        "files": [
            {"path": path, "sha256": item.sha256, "bytes": item.size}
            for path, item in zip(source.files, fetched, strict=True)
        ],
        "pulled_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }
    sidecar = target.with_name(target.name + ".source.json")
    tmp = sidecar.with_name(f".{sidecar.name}.tmp")
    tmp.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, sidecar)
