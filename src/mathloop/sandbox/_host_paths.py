"""Host paths out of what a program printed: stable sandbox paths in what the model sees and
what a run stores.

A traceback names the program's work directory (``/tmp/mathloop_code_k2x9q1ab``, random per
run), the virtual environment (``/home/ada/project/.venv/...``) and the interpreter's own
prefix. They tell the model nothing it can use, make the same program's feedback differ
between machines and runs, and carry a user's folder names into published archives. So the
sandbox hands back every output with them replaced:

- the work directory, whatever folder holds it (a cold run's, a warm job's, a probe's, a
  work folder's) becomes ``/sandbox``;
- a Python library folder under any prefix but the system's own ``/usr`` and ``/usr/local``
  (``…/lib/python3.11/…``, this machine's or the one a stored run was recorded on):
  ``site-packages`` below it becomes ``/python/env/lib/python3.11/site-packages``, the
  standard library ``/python/base/lib/python3.11``;
- the rest of this interpreter's environment (``sys.prefix``: its ``bin/python``) becomes
  ``/python/env`` and of its base installation (``sys.base_prefix``) ``/python/base``, unless
  that is ``/usr``, which every Linux machine shares.

:func:`mask_host_paths` is applied to stdout and stderr once per run, and by the redaction of
stored runs (``mathloop.runs.storage.redact``), so the two agree.
"""

from __future__ import annotations

import functools
import re
import sys

__all__ = ["BASE_HOME", "ENV_HOME", "SANDBOX_HOME", "host_paths_in", "mask_host_paths"]

SANDBOX_HOME = "/sandbox"
ENV_HOME = "/python/env"
BASE_HOME = "/python/base"

_WORKDIR = re.compile(r"(?:/[\w.+-]+)*/mathloop_(?:code|warm|probe|folder)_\w+")
"""A sandbox folder on the host, with whatever folders hold it."""
_LIBRARY = re.compile(r"(?<![\w/.])(/(?:[\w.+-]+/)*?)lib(?:64)?/python3\.\d+/(site-packages/)?")
"""A Python library folder under some prefix; group 1 the prefix, group 2 site-packages."""
_KEPT_PREFIXES = ("/usr/", "/python/env/", "/python/base/")
"""Library prefixes that stay: the system's own (``/usr``, ``/usr/local``: the same on
every machine, and what a model quoting a traceback from memory writes), and the homes."""
_HOST_PATH = re.compile(
    r"(?:/home/|/root/|/Users/|/work/|/tmp/mathloop_)[\w.+-]+"
    r"|(?<![\w/.])(/(?:[\w.+-]+/)*?)lib(?:64)?/python3\.\d+/"
)


@functools.cache
def _prefixes() -> tuple[tuple[re.Pattern[str], str], ...]:
    """This interpreter's prefixes, as patterns, and what each becomes, longest first."""
    pairs = {sys.prefix: ENV_HOME, sys.exec_prefix: ENV_HOME}
    for base in (sys.base_prefix, sys.base_exec_prefix):
        if base.rstrip("/") != "/usr":
            pairs.setdefault(base, BASE_HOME)
    stripped = {p.rstrip("/"): home for p, home in pairs.items() if p.rstrip("/")}
    ordered = sorted(stripped.items(), key=lambda pair: -len(pair[0]))
    return tuple((re.compile(rf"{re.escape(p)}(?=/|\b)"), home) for p, home in ordered)


def mask_host_paths(text: str) -> str:
    """``text`` with host paths replaced by the sandbox's stable ones (see the module)."""
    if not text:
        return text
    text = _LIBRARY.sub(_library_home, _WORKDIR.sub(SANDBOX_HOME, text))
    for prefix, home in _prefixes():
        text = prefix.sub(home, text)
    return text


def _library_home(match: re.Match[str]) -> str:
    prefix, site = match.group(1), match.group(2)
    whole = match.group(0)
    if prefix.startswith(_KEPT_PREFIXES):
        return whole
    home = ENV_HOME if site else BASE_HOME
    return f"{home}/{whole[len(prefix) :]}"


def host_paths_in(text: str) -> list[str]:
    """The host paths left in ``text`` (home folders, ``/work``, sandbox folders, Python
    libraries under a prefix other than ``/usr`` or the masked homes): empty when clean."""
    found = []
    for match in _HOST_PATH.finditer(text):
        if (match.group(1) or "").startswith(_KEPT_PREFIXES) or match.group(0).startswith(
            _KEPT_PREFIXES[1:]
        ):
            continue
        found.append(match.group(0))
    return found
