"""The child process side of ``bench/graders.py``: one grader, answering pairs over a pipe.

    python -m graders._child NAME READ_FD WRITE_FD

Each foreign grader runs in an interpreter of its own, so that its ``signal`` alarms, its
hangs and its crashes stay there: the bench kills a child that runs past the time limit of a
pair and starts another. A fresh interpreter rather than a ``multiprocessing`` child, so that
the folder the bench puts first on ``PYTHONPATH`` (antlr4 4.11 for sympy's ``parse_latex``)
is read before anything imports antlr4. What a grader prints goes to the bench's
``/dev/null``; the verdicts travel on their own pipe.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import time
import warnings
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import NamedTuple

Grade = Callable[[str, str], object]
"""A grader called as its harness calls it: ``grade(gold, answer)``, truthy when it credits."""


class Pair(NamedTuple):
    gold: str
    answer: str


class Reply(NamedTuple):
    """A grader's verdict on one pair: ``accepted`` is None where it raised."""

    accepted: bool | None
    seconds: float
    detail: str = ""


class Ready(NamedTuple):
    """The child's first message: ``error`` is why the grader could not be loaded, or ''."""

    error: str


def _hendrycks() -> Grade:
    from graders import hendrycks

    is_equiv: Grade = hendrycks.is_equiv  # untyped, as written
    return lambda gold, answer: is_equiv(answer, gold)


def _prm800k() -> Grade:
    from graders import prm800k

    return lambda gold, answer: prm800k.grade_answer(answer, gold)


def _qwen() -> Grade:
    from sympy.parsing.latex import parse_latex

    parse_latex("1")  # raises ImportError where antlr4 is not 4.11: see qwen.py's header
    from graders import qwen

    return lambda gold, answer: qwen.math_equal(answer, gold)


def _minerva() -> Grade:
    from graders import minerva

    def grade(gold: str, answer: str) -> bool:
        # lm-eval normalizes the gold once (process_docs) and the model's answer per sample
        normalize = minerva.normalize_final_answer
        return bool(minerva.is_equiv(normalize(answer), normalize(gold)))

    return grade


def _math_verify() -> Grade:
    from math_verify import parse, verify

    return lambda gold, answer: verify(parse(gold), parse(answer))


LOADERS: dict[str, Callable[[], Grade]] = {
    "math-verify": _math_verify,
    "qwen": _qwen,
    "minerva": _minerva,
    "hendrycks": _hendrycks,
    "prm800k": _prm800k,
}


def serve(pairs: Connection, replies: Connection, name: str) -> None:
    """Load grader ``name``, say whether it loaded, then answer each ``Pair`` received with a
    ``Reply`` until ``None`` arrives or the pipe closes."""
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    try:
        grade = LOADERS[name]()
    except Exception as exc:  # the reason goes to the bench, which skips the grader
        replies.send(Ready(f"{type(exc).__name__}: {_first_line(exc)}"))
        return
    replies.send(Ready(""))
    with contextlib.suppress(EOFError):
        while (pair := pairs.recv()) is not None:
            replies.send(_grade(grade, pair))


def _grade(grade: Grade, pair: Pair) -> Reply:
    start = time.perf_counter()
    try:
        accepted = bool(grade(pair.gold, pair.answer))
    except Exception as exc:  # a grader's crash is its verdict: undecided, not credited
        return Reply(None, time.perf_counter() - start, type(exc).__name__)
    return Reply(accepted, time.perf_counter() - start)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else ""


def main(argv: list[str]) -> None:
    name, read_fd, write_fd = argv
    pairs = Connection(int(read_fd), writable=False)
    replies = Connection(int(write_fd), readable=False)
    serve(pairs, replies, name)


if __name__ == "__main__":
    # through the module, so that what is pickled names graders._child, not __main__
    from graders._child import main as run

    run(sys.argv[1:])
