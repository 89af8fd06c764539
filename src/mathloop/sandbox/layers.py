"""What isolation this machine allows: the report behind ``mathloop doctor``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from mathloop.errors import SandboxError
from mathloop.sandbox._isolation import BACKENDS, LAYERS, probe, resolve

__all__ = ["BackendStatus", "IsolationReport", "LayerStatus", "isolation_report"]


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


def isolation_report() -> IsolationReport:
    """Probe every backend (once per process) and report what ``auto`` gives us here."""
    backends = [BackendStatus(**probe(name)._asdict()) for name in BACKENDS]
    try:
        confinement = resolve("auto")
    except SandboxError:
        return IsolationReport(backends=backends, chosen=None, layers=_layers(()))
    return IsolationReport(
        backends=backends, chosen=confinement.backend, layers=_layers(confinement.layers)
    )


def _layers(active: tuple[str, ...]) -> list[LayerStatus]:
    return [
        LayerStatus(name=name, description=description, available=name in active)
        for name, description in LAYERS.items()
    ]
