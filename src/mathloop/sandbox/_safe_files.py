"""Reading and writing files of a work folder from the host, never following the sandbox's links.

A sandboxed program owns its work folder and may leave a symbolic link there (``out.txt ->
/etc/shadow``), a FIFO that blocks whoever opens it, or a folder where a file is expected.
The host (often root) reads and writes that folder for inspect_ai's ``read_file`` and
``write_file``, so every path is walked one component at a time from the folder's own
descriptor with ``O_NOFOLLOW``: a link anywhere in the path is refused, ``..`` is refused, and
only regular files are read. Nothing here resolves a path with the host's view of the file
system.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import PurePosixPath

__all__ = ["inside_parts", "read_bytes", "write_bytes"]

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_NEW_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_WRITE_FLAGS = os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


def inside_parts(root: str, path: str) -> list[str]:
    """The components of ``path`` below ``root`` (``path`` relative to it, or absolute inside
    it); PermissionError for a path outside the folder or one that climbs with ``..``."""
    pure = PurePosixPath(path)
    if pure.is_absolute():
        try:
            pure = pure.relative_to(root)
        except ValueError:
            raise PermissionError(errno.EACCES, "outside the sandbox's work folder", path) from None
    parts = [part for part in pure.parts if part not in ("", ".")]
    if ".." in parts:
        raise PermissionError(errno.EACCES, "'..' is not allowed in a sandbox path", path)
    if not parts:
        raise IsADirectoryError(errno.EISDIR, "the work folder itself is not a file", path)
    return parts


@contextlib.contextmanager
def _folder_of(
    root_fd: int, parts: list[str], path: str, *, create: bool, owner: int | None = None
) -> Iterator[int]:
    """A descriptor of the folder holding ``parts[-1]``, walked without following links;
    ``create`` makes missing folders on the way, handed to ``owner`` where given."""
    fd = os.dup(root_fd)
    try:
        for name in parts[:-1]:
            made = create and _mkdir(name, fd)
            following = _open_dir(name, fd, path)
            os.close(fd)
            fd = following
            if made and owner is not None:
                os.fchown(fd, owner, owner)
        yield fd
    finally:
        os.close(fd)


def _mkdir(name: str, dir_fd: int) -> bool:
    try:
        os.mkdir(name, 0o755, dir_fd=dir_fd)
    except FileExistsError:
        return False
    return True


def _open_dir(name: str, dir_fd: int, path: str) -> int:
    try:
        return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
    except NotADirectoryError:
        error = NotADirectoryError(errno.ENOTDIR, "not a folder", path)
        raise _link_or(name, dir_fd, path, error) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _refused_link(path) from None
        raise


def _link_or(name: str, dir_fd: int, path: str, error: OSError) -> OSError:
    if stat.S_ISLNK(os.lstat(name, dir_fd=dir_fd).st_mode):
        return _refused_link(path)
    return error


def _refused_link(path: str) -> PermissionError:
    return PermissionError(errno.EACCES, "a symbolic link in the sandbox is not followed", path)


@contextlib.contextmanager
def _named(path: str) -> Iterator[None]:
    """Errors from calls relative to a descriptor name one component: give them ``path``."""
    try:
        yield
    except OSError as exc:
        if exc.filename != path and exc.errno is not None:
            raise type(exc)(exc.errno, exc.strerror, path) from None
        raise


def read_bytes(root: str, path: str, *, max_bytes: int, owner: int | None = None) -> bytes:
    """The bytes of the regular file ``path`` of the folder ``root``, as ``owner`` may read
    it (its mode bits are honoured though the host may be root); OverflowError past
    ``max_bytes``."""
    with _named(path), _opened(root) as root_fd:
        return _read_bytes(root_fd, root, path, max_bytes=max_bytes, owner=owner)


def write_bytes(root: str, path: str, data: bytes, *, owner: int | None) -> None:
    """Write ``data`` to ``path`` of the folder ``root`` (making its folders), owned by
    ``owner`` where given, and only where ``owner`` may write it."""
    with _named(path), _opened(root) as root_fd:
        _write_bytes(root_fd, root, path, data, owner=owner)


@contextlib.contextmanager
def _opened(root: str) -> Iterator[int]:
    fd = os.open(root, _DIR_FLAGS)
    try:
        yield fd
    finally:
        os.close(fd)


def _read_bytes(root_fd: int, root: str, path: str, *, max_bytes: int, owner: int | None) -> bytes:
    parts = inside_parts(root, path)
    with _folder_of(root_fd, parts, path, create=False) as folder:
        try:
            fd = os.open(parts[-1], _READ_FLAGS, dir_fd=folder)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise _refused_link(path) from None
            raise
        try:
            info = os.fstat(fd)
            if stat.S_ISDIR(info.st_mode):
                raise IsADirectoryError(errno.EISDIR, "is a folder", path)
            if not stat.S_ISREG(info.st_mode):
                raise PermissionError(errno.EACCES, "not a regular file", path)
            if not _permits(info, owner, read=True):
                raise PermissionError(errno.EACCES, "Permission denied", path)
            if info.st_size > max_bytes:
                raise OverflowError(info.st_size)
            os.set_blocking(fd, True)
            with os.fdopen(os.dup(fd), "rb") as file:
                return file.read(max_bytes + 1)
        finally:
            os.close(fd)


def _write_bytes(root_fd: int, root: str, path: str, data: bytes, *, owner: int | None) -> None:
    parts = inside_parts(root, path)
    with _folder_of(root_fd, parts, path, create=True, owner=owner) as folder:
        fd = _open_for_writing(parts[-1], folder, path, owner)
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)


def _open_for_writing(name: str, folder: int, path: str, owner: int | None) -> int:
    """A new file handed to ``owner``, or an existing regular file ``owner`` may write,
    emptied; links, FIFOs and folders are refused."""
    try:
        fd = os.open(name, _NEW_FLAGS, 0o644, dir_fd=folder)
    except FileExistsError:
        pass
    else:
        if owner is not None:
            os.fchown(fd, owner, owner)
        return fd
    try:
        fd = os.open(name, _WRITE_FLAGS, dir_fd=folder)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _refused_link(path) from None
        if exc.errno == errno.ENXIO:  # a FIFO nobody reads
            raise PermissionError(errno.EACCES, "not a regular file", path) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise PermissionError(errno.EACCES, "not a regular file", path)
        if not _permits(info, owner, read=False):
            raise PermissionError(errno.EACCES, "Permission denied", path)
        os.set_blocking(fd, True)
        os.ftruncate(fd, 0)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _permits(info: os.stat_result, owner: int | None, *, read: bool) -> bool:
    """Whether ``owner`` may read (or write) the file, by its mode bits; without an owner of
    its own the host is that user, and the kernel has checked already."""
    if owner is None:
        return True
    if info.st_uid == owner:
        return bool(info.st_mode & (stat.S_IRUSR if read else stat.S_IWUSR))
    return bool(info.st_mode & (stat.S_IROTH if read else stat.S_IWOTH))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
