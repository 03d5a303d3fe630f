"""Reading a user's text file (a deck list, a scenario) safely: bounded, regular, UTF-8.

A path given on the command line can be anything: a directory, ``/dev/null``, a FIFO
that never ends, ``/dev/zero``, a 10 GB log, a picture.  :func:`read_text_file`
reads only regular files, at most ``max_bytes`` of them, and only text: it raises
:class:`TextFileError` naming the file and what is wrong, never a bare
``UnicodeDecodeError`` and never after reading without bound.
"""

from __future__ import annotations

import os
import stat

#: What a non-regular file is, for messages (``stat`` type test, description).
_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
)


class TextFileError(ValueError):
    """A file that can't be read as text; ``filename`` names it, the message says why."""

    def __init__(self, filename: str, message: str):
        self.filename = filename
        self.message = message
        super().__init__(f"{filename}: {message}")


def read_text_file(path: str | os.PathLike[str], what: str, max_bytes: int) -> str:
    """The text of the regular UTF-8 file ``path`` (``what`` it should be, for messages).

    Refuses, with :class:`TextFileError`: a missing or unreadable file, anything that is
    not a regular file, a file larger than ``max_bytes``, bytes that are not UTF-8, and
    NUL bytes (a binary file that happens to decode).  A leading byte order mark is dropped.
    """
    name = str(path)
    try:
        _check_regular(name, os.stat(path).st_mode, what)   # before opening: opening a FIFO waits for a writer
        with open(path, "rb") as f:
            _check_regular(name, os.fstat(f.fileno()).st_mode, what)
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise TextFileError(name, f"cannot read the file: {e.strerror or e}") from None
    if len(data) > max_bytes:
        raise TextFileError(name, f"is larger than {max_bytes:,} bytes; {what} is at most that long")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise TextFileError(name, f"is not a text file (byte {e.object[e.start]:#04x} at offset {e.start} is not "
                                  f"UTF-8); {what} is UTF-8 text") from None
    nul = text.find("\0")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        raise TextFileError(name, f"line {line} holds a NUL byte: this looks like a binary file, not {what}")
    return text.removeprefix("\ufeff")


def _check_regular(name: str, mode: int, what: str) -> None:
    if not stat.S_ISREG(mode):
        kind = next((desc for test, desc in _KINDS if test(mode)), "not a regular file")
        raise TextFileError(name, f"is {kind}, not {what}")
