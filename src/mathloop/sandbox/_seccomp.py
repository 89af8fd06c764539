"""A seccomp filter that refuses ``memfd_create``, for bubblewrap's ``--seccomp FD``.

An anonymous in-memory file is memory that no rlimit counts: ``RLIMIT_FSIZE`` caps one file,
but a program may hold as many as it has descriptors, and writing them grows neither its
address space nor its resident set. No program of ours needs one (numpy, scipy and sympy
never call it), so the call fails with ``EPERM`` inside the sandbox.

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

__all__ = ["FILTER_FD", "memfd_filter", "memfd_filter_path"]

FILTER_FD = 9
"""The descriptor the launch shell opens the filter on for bubblewrap (``sh`` knows 0-9)."""

_X32_BIT = 0x40000000
MEMFD_CREATE = {
    0xC000003E: (319, _X32_BIT | 319),  # AUDIT_ARCH_X86_64, and its x32 ABI
    0x40000003: (356,),  # AUDIT_ARCH_I386
    0xC00000B7: (279,),  # AUDIT_ARCH_AARCH64
    0x40000028: (385,),  # AUDIT_ARCH_ARM
}
"""``memfd_create``'s number under each architecture a Linux program may call it with."""

_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
_NR, _ARCH = 0, 4  # offsets in struct seccomp_data
_ALLOW = 0x7FFF0000  # SECCOMP_RET_ALLOW
_DENY = 0x00050000 | errno.EPERM  # SECCOMP_RET_ERRNO
_INSN = struct.Struct("=HBBI")


def memfd_filter() -> bytes:
    """The filter program: ``EPERM`` for ``memfd_create`` under every architecture above."""
    program: list[tuple[int, int, int, int]] = []
    for arch, numbers in MEMFD_CREATE.items():
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
