"""Install a plugin package for tests, offline, without building it.

``install_project`` does what ``pip install`` of a pure-Python source tree leaves behind:
the package copied into a site folder and a ``<name>-<version>.dist-info`` holding
``METADATA`` and the ``entry_points.txt`` written from the project's pyproject.toml. With the
site folder on ``sys.path`` (or ``PYTHONPATH``), ``importlib.metadata`` finds the entry points
exactly as it finds those of an installed wheel. (pip itself cannot build the project
offline here: ``--no-build-isolation`` needs the ``wheel`` package next to setuptools < 70.1.)
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - mathloop depends on tomli there
    import tomli as tomllib

__all__ = ["PLUGIN_PROJECT", "install_project", "write_distribution"]

PLUGIN_PROJECT = Path(__file__).parent / "plugin_pkg"
"""The test plugin's source tree (a src layout with a pyproject.toml)."""


def install_project(project: Path, site: Path) -> str:
    """Install the src-layout ``project`` into ``site``; return its distribution name."""
    config = tomllib.loads((project / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for package in (project / "src").iterdir():
        if package.is_dir() and (package / "__init__.py").is_file():
            ignore = shutil.ignore_patterns("__pycache__")
            shutil.copytree(package, site / package.name, ignore=ignore, dirs_exist_ok=True)
    write_distribution(site, config["name"], config["version"], config.get("entry-points", {}))
    return str(config["name"])


def write_distribution(
    site: Path, name: str, version: str, entry_points: dict[str, dict[str, str]]
) -> Path:
    """Write the ``.dist-info`` folder of distribution ``name`` into ``site``."""
    normalized = re.sub(r"[-_.]+", "_", name).lower()
    info = site / f"{normalized}-{version}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n", encoding="utf-8"
    )
    groups = [
        f"[{group}]\n" + "".join(f"{key} = {value}\n" for key, value in points.items())
        for group, points in entry_points.items()
    ]
    (info / "entry_points.txt").write_text("\n".join(groups), encoding="utf-8")
    return info
