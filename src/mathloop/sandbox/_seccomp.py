"""A seccomp filter for bubblewrap's ``--seccomp FD``: it refuses ``memfd_create``, the
kernel keyring calls and the creation of System V and POSIX IPC objects.

An anonymous in-memory file is memory that no rlimit counts: ``RLIMIT_FSIZE`` caps one file,
but a program may hold as many as it has descriptors, and writing them grows neither its
address space nor its resident set. No program of ours needs one (numpy, scipy and sympy
never call it), so the call fails with ``EPERM`` inside the sandbox.

Keyrings and IPC objects outlive a program, and do not stay in its sandbox: keyrings are
kept per uid in the host kernel (the uid pool hands one uid to programs in turn), and a warm
server's jobs share its IPC namespace. A program that stores a key or leaves a shared-memory
segment would hand it to the next program, or keep its memory charged to the server (issue
40). No program of ours needs either, so ``add_key``, ``request_key``, ``keyctl``,
``shmget``, ``semget``, ``msgget``, ``mq_open`` (and i386's ``ipc`` multiplexer) fail with
``EPERM``: nothing can be created, so nothing is left. POSIX shared memory and semaphores
are files in ``/dev/shm``, which the warm server empties after every job.

The filter is classic BPF, written here by hand rather than with libseccomp: it checks the
architecture the call was made under (a 64-bit program can still make 32-bit calls) and the
call's number, and allows everything else. An architecture it does not know is allowed,
because its numbers are unknown; the memory cgroup still bounds it where there is one.
"""

from __future__ import annotations

import errno
import fcntl
import functools
import os
import struct

__all__ = ["FILTER_FD", "MEMFD_CREATE", "REFUSED_CALLS", "memfd_filter", "memfd_filter_path"]

FILTER_FD = 9
"""The descriptor the launch shell opens the filter on for bubblewrap (``sh`` knows 0-9)."""

_X32_BIT = 0x40000000
_X86_64, _I386, _AARCH64, _ARM = 0xC000003E, 0x40000003, 0xC00000B7, 0x40000028
_X86_64_CALLS = {
    "memfd_create": 319,
    "add_key": 248,
    "request_key": 249,
    "keyctl": 250,
    "shmget": 29,
    "semget": 64,
    "msgget": 68,
    "mq_open": 240,
}
REFUSED_CALLS: dict[int, dict[str, tuple[int, ...]]] = {
    # AUDIT_ARCH_X86_64, and its x32 ABI (the same numbers with the x32 bit)
    _X86_64: {name: (nr, _X32_BIT | nr) for name, nr in _X86_64_CALLS.items()},
    _I386: {
        "memfd_create": (356,),
        "add_key": (286,),
        "request_key": (287,),
        "keyctl": (288,),
        "ipc": (117,),  # shmget, semget and msgget through the multiplexer
        "shmget": (395,),
        "semget": (393,),
        "msgget": (399,),
        "mq_open": (277,),
    },
    _AARCH64: {
        "memfd_create": (279,),
        "add_key": (217,),
        "request_key": (218,),
        "keyctl": (219,),
        "shmget": (194,),
        "semget": (190,),
        "msgget": (186,),
        "mq_open": (180,),
    },
    _ARM: {
        "memfd_create": (385,),
        "add_key": (309,),
        "request_key": (310,),
        "keyctl": (311,),
        "shmget": (307,),
        "semget": (299,),
        "msgget": (303,),
        "mq_open": (274,),
    },
}
"""Every refused call's numbers under each architecture a Linux program may call it with
(the kernel's ``syscall.tbl`` of each)."""

MEMFD_CREATE = {arch: calls["memfd_create"] for arch, calls in REFUSED_CALLS.items()}
"""``memfd_create``'s number under each architecture."""

_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
_NR, _ARCH = 0, 4  # offsets in struct seccomp_data
_ALLOW = 0x7FFF0000  # SECCOMP_RET_ALLOW
_DENY = 0x00050000 | errno.EPERM  # SECCOMP_RET_ERRNO
_INSN = struct.Struct("=HBBI")


def memfd_filter() -> bytes:
    """The filter program: ``EPERM`` for every call of :data:`REFUSED_CALLS` under every
    architecture there."""
    program: list[tuple[int, int, int, int]] = []
    for arch, calls in REFUSED_CALLS.items():
        numbers = tuple(number for numbers in calls.values() for number in numbers)
        # A holds the architecture here; skip this block unless it matches.
        block = [(_LD_W_ABS, 0, 0, _NR)]
        for index, number in enumerate(numbers):
            to_deny = len(numbers) - index  # past the remaining checks and the ALLOW
            block.append((_JEQ_K, to_deny, 0, number))
        block += [(_RET_K, 0, 0, _ALLOW), (_RET_K, 0, 0, _DENY)]
        program += [(_LD_W_ABS, 0, 0, _ARCH), (_JEQ_K, 0, len(block), arch), *block]
    program.append((_RET_K, 0, 0, _ALLOW))
    return b"".join(_INSN.pack(*insn) for insn in program)


def memfd_filter_path() -> str:
    """A path the launch shell can open the filter at: this process's own in-memory copy.

    Nothing is written to disk (nothing to clean up, nothing a test's temp directory could
    take away): the filter lives in a sealed in-memory file of ours, which the shell, our
    child, opens through ``/proc/<our pid>/fd``.
    """
    return f"/proc/{os.getpid()}/fd/{_filter_fd(os.getpid())}"


@functools.cache
def _filter_fd(pid: int) -> int:
    fd = os.memfd_create("mathloop-seccomp", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
    os.write(fd, memfd_filter())
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_WRITE | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SHRINK)
    return fd
