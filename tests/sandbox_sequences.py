"""Programs run one after another through one runner, as a method runs them: can a program
see what an earlier one left?

Each sequence is a *writer* that tries to leave something behind (a key in the kernel
keyring, a System V shared-memory segment, semaphore or message queue, a POSIX shared-memory
file, a file in the work directory or ``/tmp``, a secret in its own memory) and a *reader*
that looks for it and prints ``LEAKED: ...`` when it finds it. Both run in the same process
of ours, so a warm sandbox forks both from one server and the uid pool hands out its uids in
turn; cold mode runs them through the same pool. The gate is off (``policy=None``): these
programs use ``ctypes`` on purpose, to test what is under the gate.

Used by ``tests/sandbox/test_sandbox_sequences.py`` and ``bench/sandbox_redteam.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from mathloop.sandbox import Execution, Isolation, Limits, Mode, run_code

__all__ = [
    "DRAWS_MARK",
    "LEAK_MARK",
    "RANDOM_STATE",
    "SEQUENCES",
    "Sequence",
    "Step",
    "probe_program",
    "repeated_draws",
    "run_sequence",
    "run_shuffled",
    "writer_pool",
]

LEAK_MARK = "LEAKED"
_LIMITS = Limits(timeout_s=10.0, cpu_s=12)
_SECRET = "''.join(['math', 'loop-', 'secret-', '4711'])"
"""The secret as an expression: no program's source holds it whole, so a reader that finds
it found it at run time, not in its own code."""


@dataclass(frozen=True)
class Sequence:
    """Programs run in order; the last one reports a leak."""

    name: str
    covers: str
    programs: tuple[str, ...]


_LIBC = "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"

KEYRING = Sequence(
    "keyring",
    "a key stored in the uid's kernel keyring is readable by the next program",
    (
        _LIBC + f"secret = {_SECRET}.encode()\n"
        "libc.syscall(248, b'user', b'mathloop-key', secret, len(secret), -4)\n",  # add_key
        _LIBC + "serial = libc.syscall(249, b'user', b'mathloop-key', None, 0)\n"  # request_key
        "if serial > 0:\n"
        "    buffer = ctypes.create_string_buffer(64)\n"
        "    libc.syscall(250, 11, serial, buffer, 64)\n"  # KEYCTL_READ
        f"    print('{LEAK_MARK}: key', buffer.value)\n",
    ),
)

SYSV_SHM = Sequence(
    "sysv-shm",
    "a System V shared-memory segment outlives its program (and keeps its memory charged)",
    (
        _LIBC + "libc.shmat.restype = ctypes.c_void_p\n"
        f"secret = {_SECRET}.encode()\n"
        "shm = libc.shmget(0x4D4C, 1 << 20, 0o1666)\n"  # IPC_CREAT | 0666
        "if shm >= 0:\n"
        "    address = libc.shmat(shm, None, 0)\n"
        "    ctypes.memmove(address, secret, len(secret))\n",
        _LIBC + "import os\n"
        "shm = libc.shmget(0x4D4C, 0, 0)\n"
        f"if shm >= 0:\n    print('{LEAK_MARK}: segment', shm)\n"
        "listed = open('/proc/sysvipc/shm').read().splitlines()[1:] "
        "if os.path.exists('/proc/sysvipc/shm') else []\n"
        f"if listed:\n    print('{LEAK_MARK}: segments listed', len(listed))\n",
    ),
)

SYSV_SEM_MSG = Sequence(
    "sysv-sem-msg",
    "a System V semaphore set or message queue outlives its program",
    (
        _LIBC + "libc.semget(0x4D4D, 1, 0o1666)\nlibc.msgget(0x4D4E, 0o1666)\n",
        _LIBC + "import os\n"
        "found = [libc.semget(0x4D4D, 0, 0), libc.msgget(0x4D4E, 0)]\n"
        f"if max(found) >= 0:\n    print('{LEAK_MARK}: sem/msg', found)\n"
        "for name in ('sem', 'msg'):\n"
        "    path = '/proc/sysvipc/' + name\n"
        "    if os.path.exists(path) and open(path).read().splitlines()[1:]:\n"
        f"        print('{LEAK_MARK}: listed in', path)\n",
    ),
)

POSIX_SHM = Sequence(
    "posix-shm",
    "a POSIX shared-memory or semaphore file in /dev/shm outlives its program",
    (
        f"open('/dev/shm/mathloop-shm', 'w').write({_SECRET})\n",
        "import os\n"
        "left = os.listdir('/dev/shm') if os.path.isdir('/dev/shm') else []\n"
        f"if left:\n    print('{LEAK_MARK}: /dev/shm holds', left)\n",
    ),
)

FILES = Sequence(
    "files",
    "a file in the work directory or /tmp outlives its program",
    (
        f"import tempfile\nopen('left.txt', 'w').write({_SECRET})\n"
        f"open(tempfile.gettempdir() + '/left.txt', 'w').write({_SECRET})\n",
        "import os, tempfile\n"
        "left = os.listdir('.') + os.listdir(tempfile.gettempdir())\n"
        f"if 'left.txt' in left:\n    print('{LEAK_MARK}: files', left)\n",
    ),
)

MEMORY = Sequence(
    "memory",
    "the previous job's program or result is still in the next one's memory",
    (
        f"secret = {_SECRET}\nprint(secret)\n",
        "import gc, sys\n"
        f"needle = {_SECRET}\n"
        "found = 0\n"
        "for thing in gc.get_objects():\n"
        "    if isinstance(thing, dict):\n"
        "        values = list(thing.values())\n"
        "    elif isinstance(thing, (list, tuple)):\n"
        "        values = list(thing)\n"
        "    else:\n"
        "        continue\n"
        "    for value in values:\n"
        "        if isinstance(value, (str, bytes)) and value is not needle:\n"
        "            text = value if isinstance(value, str) else value.decode('latin-1')\n"
        "            found += needle in text\n"
        f"if found:\n    print('{LEAK_MARK}: memory', found)\n",
    ),
)

_LITERAL_SECRET = "mathloop-" + "source-" + "secret-0815"
"""Written literally into the writer's source below (the reader builds it at run time)."""

FREED_MEMORY = Sequence(
    "freed-memory",
    "the previous job's source is in memory the next job inherits (the warm server's freed "
    "heap, read through /proc/self/mem once the job makes itself dumpable again)",
    (
        f"# {_LITERAL_SECRET}\nprint(len({_LITERAL_SECRET!r}))\n",
        _LIBC + "libc.prctl(4, 1, 0, 0, 0)\n"  # PR_SET_DUMPABLE
        # Built from its bytes xor 1: the reader holds the needle once, and nowhere else.
        f"needle = bytes(b ^ 1 for b in {bytes(b ^ 1 for b in _LITERAL_SECRET.encode())!r})\n"
        "found = 0\n"
        "with open('/proc/self/maps') as maps, open('/proc/self/mem', 'rb', 0) as mem:\n"
        "    for line in maps:\n"
        "        span, perms = line.split()[:2]\n"
        "        if not perms.startswith('rw'):\n"
        "            continue\n"
        "        start, end = (int(x, 16) for x in span.split('-'))\n"
        "        if end - start > 1 << 28:\n"
        "            continue\n"
        "        try:\n"
        "            mem.seek(start)\n"
        "            found += mem.read(end - start).count(needle)\n"
        "        except (OSError, ValueError, OverflowError):\n"
        "            pass\n"
        f"if found > 1:\n    print('{LEAK_MARK}: an earlier source in memory', found)\n",
    ),
)

SURVIVOR = Sequence(
    "survivor",
    "a process that outlives its job by leaving only a zombie leader in view (its main "
    "thread exited, another runs on in a session of its own)",
    (
        _LIBC + "import os, threading, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        "        def linger():\n"
        "            libc.prctl(15, b'mlsurvivor', 0, 0, 0)\n"  # PR_SET_NAME
        "            time.sleep(30)\n"
        "        threading.Thread(target=linger).start()\n"
        "        time.sleep(0.3)\n"
        "        libc.syscall(60, 0)\n"  # SYS_exit: this thread only; the leader shows Z
        "    os._exit(0)\n"
        "time.sleep(0.8)\n",
        "import glob, time\n"
        "time.sleep(0.5)\n"
        "for comm in glob.glob('/proc/[0-9]*/task/*/comm'):\n"
        "    try:\n"
        "        if open(comm).read().strip() != 'mlsurvivor':\n"
        "            continue\n"
        "        state = open(comm[:-4] + 'stat').read().rsplit(')', 1)[1].split()[0]\n"
        "    except OSError:\n"
        "        continue\n"
        "    if state not in 'ZX':\n"
        f"        print('{LEAK_MARK}: a task of an earlier job runs on', comm, state)\n",
    ),
)

LINK_SWAP = Sequence(
    "link-swap",
    "a survivor swaps a folder for a link to the scratch root while the server, as root, "
    "empties the scratch: a wipe that follows it re-modes the root and every later job fails",
    (
        _LIBC + "import os, threading, time\n"
        "os.makedirs('d/e', exist_ok=True)\n"
        "for i in range(300):\n"
        "    open(f'd/e/f{i}', 'w').close()\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    def swap():\n"
        "        end = time.time() + 6\n"
        "        while time.time() < end:\n"
        "            try:\n"
        "                os.rename('d', 'd.real')\n"
        "                os.symlink(os.path.dirname(os.getcwd()), 'd')\n"
        "                os.unlink('d')\n"
        "                os.rename('d.real', 'd')\n"
        "            except OSError:\n"
        "                pass\n"
        "    threading.Thread(target=swap).start()\n"
        "    time.sleep(0.1)\n"
        "    libc.syscall(60, 0)\n"  # SYS_exit: the leader shows Z, the swapper runs on
        "time.sleep(0.3)\n",
        "import os\n"
        "info = os.stat('..')\n"
        "if not info.st_mode & 0o001:\n"  # the wipe's chmod 0700 through the link
        f"    print('{LEAK_MARK}: the scratch root lost its search bit', oct(info.st_mode))\n"
        "open('probe.txt', 'w').write('x')\n",
    ),
)

DRAWS_MARK = "DRAWS"
_DRAWS = (
    "import random, numpy\n"
    "from sympy.core import random as sympy_random\n"
    f"print('{DRAWS_MARK}', random.random(), numpy.random.random(), sympy_random.rng.random(),\n"
    "      sympy_random._assumptions_rng.random())\n"
)

RANDOM_STATE = Sequence(
    "random-state",
    "a job draws what the job before it drew: a generator the warm server holds (numpy's, "
    "SymPy's rng and _assumptions_rng) forked into every job with the same state",
    (_DRAWS, _DRAWS),
)
"""Both programs print their draws; any generator that gives the same draw in two jobs is the
leak (:func:`repeated_draws`)."""

SEQUENCES = (
    KEYRING, SYSV_SHM, SYSV_SEM_MSG, POSIX_SHM, FILES, MEMORY, FREED_MEMORY, SURVIVOR, LINK_SWAP,
    RANDOM_STATE,
)  # fmt: skip


def repeated_draws(before: str, after: str) -> str | None:
    """A leak line when two jobs' ``DRAWS`` lines share a draw (each generator compared with
    itself); None when either printed none or every draw differs."""
    first, second = _draws(before), _draws(after)
    if not first or not second:
        return None
    same = [a for a, b in zip(first, second, strict=False) if a == b]
    return f"{LEAK_MARK}: the same draws as the job before: {same}" if same else None


def _draws(stdout: str) -> list[str]:
    line = next((x for x in stdout.splitlines() if x.startswith(DRAWS_MARK + " ")), "")
    return line.split()[1:]


def run_sequence(sequence: Sequence, *, mode: Mode, isolation: Isolation = "auto") -> list[str]:
    """Run ``sequence``'s programs in order; what leaked, or what went wrong (empty: none)."""
    limits = replace(_LIMITS, mode=mode, isolation=isolation)
    executions: list[Execution] = [
        run_code(program, policy=None, limits=limits) for program in sequence.programs
    ]
    # A writer may fail (the sandbox refused what it tried: that is the point); the reader
    # must run, or it saw nothing.
    reader = executions[-1]
    problems = []
    if reader.verdict != "ok":
        problems.append(f"{sequence.name} reader: {reader.verdict}: {reader.stderr[-200:]}")
    last = reader.stdout
    problems += [line for line in last.splitlines() if line.startswith(LEAK_MARK)]
    repeated = repeated_draws(executions[0].stdout, last)
    return problems + ([repeated] if repeated else [])


_PROBE_PREFIX = (
    "import os\n"
    "here = os.getcwd()\n"
    "extra = sorted(set(os.listdir('.')) - {'model_code.py'})\n"
    f"if extra:\n    print('{LEAK_MARK}: the work directory holds', extra[:5])\n"
    "others = [n for n in os.listdir('..') if n.startswith('mathloop_code_')\n"
    "          and os.path.join(os.path.dirname(here), n) != here]\n"
    f"if others:\n    print('{LEAK_MARK}: an earlier work directory is left', others[:3])\n"
    "info = os.stat('..')\n"
    "print('SCRATCH', oct(info.st_mode), info.st_uid)\n"
)
"""What every probe checks besides the readers: the work directory and its parent (a
folder an earlier job left, the scratch root's mode and owner, compared across probes)."""


def probe_program() -> str:
    """One program that runs every reader in turn (each in its own ``try``), after the
    checks every job must pass: what the next job would see of anything an earlier left."""
    parts = [_PROBE_PREFIX]
    for sequence in SEQUENCES:
        body = sequence.programs[-1].replace("\n", "\n    ")
        parts.append(f"try:\n    {body}\nexcept Exception as exc:\n    pass\n")
    return "\n".join(parts)


@dataclass(frozen=True)
class Step:
    """One program of a shuffled run, and what the probe after it found."""

    name: str
    verdict: str
    leaks: tuple[str, ...]


def run_shuffled(
    pool: dict[str, str], *, count: int, seed: int, mode: Mode, gate: bool,
    isolation: Isolation = "auto", progress: Callable[[int, Step], None] | None = None,
) -> list[Step]:  # fmt: skip
    """``count`` programs drawn from ``pool`` (name -> source) in a random order (``seed``),
    each followed by :func:`probe_program`, all through one runner; the probe's findings,
    and a change of the scratch root's mode or owner, per step. ``progress(n, step)`` is
    called after each step."""
    from mathloop.sandbox import get_policy

    rng = random.Random(seed)
    limits = replace(_LIMITS, mode=mode, isolation=isolation)
    policy = get_policy("default") if gate else None
    probe = probe_program()
    steps: list[Step] = []
    scratch: str | None = None
    draws = ""  # the previous probe's output: its DRAWS line must not repeat in the next
    names = sorted(pool)
    for _ in range(count):
        name = rng.choice(names)
        ran = run_code(pool[name], policy=policy, limits=limits)
        seen = run_code(probe, policy=None, limits=limits)
        leaks = [line for line in seen.stdout.splitlines() if line.startswith(LEAK_MARK)]
        if seen.verdict != "ok":
            leaks.append(f"the probe did not run: {seen.verdict}: {seen.stderr[-160:]}")
        state = next((line for line in seen.stdout.splitlines() if line.startswith("SCRATCH")), "")
        if scratch is not None and state and state != scratch:
            leaks.append(f"the scratch root changed: {scratch} -> {state}")
        scratch = scratch or state or None
        repeated = repeated_draws(draws, seen.stdout)
        if repeated:
            leaks.append(repeated)
        draws = seen.stdout
        steps.append(Step(name, ran.verdict, tuple(leaks)))
        if progress is not None:
            progress(len(steps), steps[-1])
    return steps


def writer_pool() -> dict[str, str]:
    """Every sequence's writer, by the sequence's name."""
    return {f"writer:{s.name}": s.programs[0] for s in SEQUENCES}
