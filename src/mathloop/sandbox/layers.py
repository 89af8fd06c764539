"""What isolation this machine allows: the report behind ``mathloop doctor``."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from mathloop.errors import SandboxError
from mathloop.sandbox._isolation import BACKENDS, LAYERS, probe, resolve

__all__ = ["BackendStatus", "IsolationReport", "LayerStatus", "isolation_report", "memory_bound"]


class BackendStatus(BaseModel):
    """Whether one isolation backend works here (probed by running a program through it)."""

    model_config = ConfigDict(frozen=True)

    name: str
    works: bool
    own_uid: bool
    """Whether programs get a uid of their own under it (needs root and ``setpriv``)."""
    detail: str


class LayerStatus(BaseModel):
    """One isolation layer and whether runs with ``isolation="auto"`` get it here."""

    model_config = ConfigDict(frozen=True)

    name: str
    description: str
    available: bool


class IsolationReport(BaseModel):
    """The backends, the one ``auto`` picks, and the layers it provides."""

    model_config = ConfigDict(frozen=True)

    backends: list[BackendStatus]
    chosen: str | None
    """The backend ``isolation="auto"`` uses; ``None`` when nothing can run."""
    layers: list[LayerStatus]
    memory: str
    """Which layer bounds a program's memory here, in one line (:func:`memory_bound`)."""


def memory_bound(layers: Iterable[str]) -> str:
    """Which layer bounds the memory of a program running under ``layers``, in one line."""
    active = set(layers)
    if "memory_cgroup" in active:
        return (
            "memory_cgroup: one limit of memory_mb on the program's whole process tree, "
            "files in memory (/dev/shm, memfd) included"
        )
    files = (
        "; memfd_create refused and /dev/shm capped at disk_mb"
        if {"no_memfd", "shm_quota"} <= active
        else "; files in memory (/dev/shm, memfd) are not counted"
    )
    return f"rlimits only: memory_mb per process, up to max_processes x memory_mb in all{files}"


def isolation_report() -> IsolationReport:
    """Probe every backend (once per process) and report what ``auto`` gives us here."""
    backends = [BackendStatus(**probe(name)._asdict()) for name in BACKENDS]
    try:
        confinement = resolve("auto")
    except SandboxError:
        return IsolationReport(
            backends=backends, chosen=None, layers=_layers(()), memory=memory_bound(())
        )
    return IsolationReport(
        backends=backends,
        chosen=confinement.backend,
        layers=_layers(confinement.layers),
        memory=memory_bound(confinement.layers),
    )


def _layers(active: tuple[str, ...]) -> list[LayerStatus]:
    return [
        LayerStatus(name=name, description=description, available=name in active)
        for name, description in LAYERS.items()
    ]
