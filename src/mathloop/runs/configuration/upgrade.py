"""``mathloop upgrade``: an older run's manifest brought to today's record.

Three things change, each once:

- **Paths.** Manifests written before 2026-12-05 record paths of the machine that made them:
  the working directory, the data file and the model file by their absolute paths, and a
  data file (or any path in the command) the user named as typed. :func:`upgrade_run`
  rewrites each into the portable form a new run records
  (:mod:`mathloop.runs.storage.portable`), reading it on this machine: a path inside a data
  folder or the cache by its place there, the working directory relative to the run folder,
  any other path relative to the base a new run would use.
- **The schema.** Every reader migrates a manifest to today's schema as it reads it
  (:mod:`mathloop.runs.migrations`); upgrade writes the migrated manifest, so the file says
  what every reader sees.
- **Sample seeds.** A run with several samples per problem made before ledger lines stored
  the seed each sample solved with (issue 40) gets it derived as the run derived it
  (:func:`~mathloop.runs.execution.samples.sample_seed` of the manifest's seed, the problem,
  the method and the sample index, unchanged since ``--samples`` existed): every standing
  line is appended again, in its order, with its seed, as ``mathloop rescore`` appends.

An upgraded run reports and resumes as before. A packed run (``RUN.zip``) is unpacked
beside itself, upgraded and packed again in its place.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mathloop.runs.execution.samples import sample_seed
from mathloop.runs.migrations import migrate
from mathloop.runs.storage._atomic import append_line
from mathloop.runs.storage._lock import exclusive_writer
from mathloop.runs.storage.archive import rewrite_packed
from mathloop.runs.storage.portable import is_portable, portable_path
from mathloop.runs.storage.store import RunStore, is_archive, unpacked_folder

__all__ = ["Upgrade", "upgrade_manifest", "upgrade_run"]


@dataclass
class Upgrade:
    """What :func:`upgrade_run` changed in one run's manifest."""

    run: Path
    changes: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """What could not be brought up to date (a method spec that cannot be completed)."""

    def summary(self) -> str:
        if not self.changes:
            return f"{self.run}: already upgraded"
        return f"{self.run}: {len(self.changes)} change(s)"


def upgrade_run(path: Path, *, dry_run: bool = False) -> Upgrade:
    """Rewrite the machine paths of the run folder or packed run ``path``'s manifest."""
    if is_archive(path):
        return _upgrade_archive(path, dry_run=dry_run)
    store = RunStore(path)
    store.require()
    with exclusive_writer(path):
        return _upgrade_folder(store, path, dry_run=dry_run)


def _upgrade_archive(archive: Path, *, dry_run: bool) -> Upgrade:
    # The folder the archive unpacks to is where its relative paths start from.
    home = archive.parent / unpacked_folder(archive).name
    result = rewrite_packed(
        archive,
        lambda folder: _upgrade_folder(RunStore(folder), home, dry_run=dry_run),
        changed=lambda done: bool(done.changes) and not dry_run,
    )
    result.run = archive
    return result


def _upgrade_folder(store: RunStore, home: Path, *, dry_run: bool) -> Upgrade:
    manifest = store.read_manifest(as_written=True)
    upgraded, changes, notes = upgrade_manifest(manifest, home=home)
    if changes and not dry_run:
        store.write_manifest(upgraded)
    changes += _sample_seeds(store, upgraded, dry_run=dry_run)
    return Upgrade(home, changes, notes)


def _sample_seeds(store: RunStore, manifest: dict[str, Any], *, dry_run: bool) -> list[str]:
    """Give each standing sample line without a seed the one it solved with; one change line
    (none when every sample line has its seed, or the run has one sample)."""
    standing = store.load_results()
    missing = [r for r in standing if r.sample is not None and r.seed is None]
    if not missing:
        return []
    run_seed = (manifest.get("run") or {}).get("seed")
    seeded = [
        r.model_copy(update={"seed": sample_seed(run_seed, r.problem_id, r.method, r.sample)})
        if r.sample is not None and r.seed is None
        else r
        for r in standing
    ]
    if not dry_run:
        for record in seeded:
            append_line(store.results_path, record.ledger_line())
    return [f"ledger: the seeds of {len(missing)} sample lines, derived from seed {run_seed}"]


def upgrade_manifest(
    manifest: dict[str, Any], *, home: Path
) -> tuple[dict[str, Any], list[str], list[str]]:
    """``manifest`` with its machine paths portable and in today's schema
    (:func:`~mathloop.runs.migrations.migrate`), for a run folder at ``home``; one line per
    change (``cwd: /work/main -> ../..``), and one per method spec that cannot be
    completed."""
    root = home.resolve()
    upgraded = dict(manifest)
    changes: list[str] = []
    cwd = manifest.get("cwd")
    here = Path(cwd) if isinstance(cwd, str) and not is_portable(cwd) else None
    if here is not None:
        upgraded["cwd"] = _changed(changes, "cwd", str(here), os.path.relpath(here, root))
    here = here or ((root / cwd).resolve() if isinstance(cwd, str) else Path.cwd())
    for block in ("data", "model"):
        info = manifest.get(block)
        if isinstance(info, dict) and isinstance(info.get("path"), str):
            path = _portable(changes, f"{block}.path", info["path"], base=root)
            upgraded[block] = {**info, "path": path}
    command = manifest.get("command")
    if isinstance(command, list):
        upgraded["command"] = [
            _portable(changes, "command", word, base=here)
            if isinstance(word, str) and word.startswith("/")
            else word
            for word in command
        ]
    blocks = (("config", ("data", "cache_path", "out")), ("settings", ("data",)))
    for block, keys in (*blocks, ("run", ("data", "cache_path"))):
        values = manifest.get(block)
        if not isinstance(values, dict):
            continue
        values = dict(values)
        for key in keys:
            if isinstance(values.get(key), str):
                values[key] = _portable(changes, f"{block}.{key}", values[key], base=here)
        upgraded[block] = values
    migrated = migrate(upgraded)
    return migrated.manifest, changes + migrated.changes, migrated.notes


def _portable(changes: list[str], name: str, recorded: str, *, base: Path) -> str:
    return _changed(changes, name, recorded, portable_path(recorded, base=base))


def _changed(changes: list[str], name: str, before: str, after: str) -> str:
    if after != before:
        changes.append(f"{name}: {before} -> {after}")
    return after
