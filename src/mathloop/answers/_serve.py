"""Entry point of the comparison worker: ``python -m mathloop.answers._serve``.

Reads one JSON job per line on stdin, writes one JSON decision per line on stdout, and
exits when stdin closes (so it never outlives the process that started it). Anything a
library prints goes to stderr, keeping stdout for the protocol.
"""

from __future__ import annotations

import sys
from typing import TextIO

from mathloop.answers._compare import Decision
from mathloop.answers._final_form import final_form_decision
from mathloop.answers._protocol import READY, FormJob, decode_job, encode
from mathloop.answers._symbolic import compare_answers, parse_scalar


def serve(requests: TextIO, replies: TextIO) -> None:
    """Answer jobs until ``requests`` is closed."""
    _warm_up()
    replies.write(READY + "\n")
    replies.flush()
    for line in requests:
        replies.write(encode(_handle(line)) + "\n")
        replies.flush()


def _handle(line: str) -> Decision:
    try:
        job = decode_job(line)
        if isinstance(job, FormJob):
            return final_form_decision(job)
        return compare_answers(
            job.gold,
            job.candidate,
            rel_tol=job.rel_tol,
            exact_gold_rel_tol=job.exact_gold_rel_tol,
            max_digits=job.max_digits,
        )
    except Exception as exc:  # one bad comparison must not take the worker down
        return Decision(None, "undecided", f"worker error: {type(exc).__name__}: {exc}"[:300])


def _warm_up() -> None:
    """Load the LaTeX grammar now, so the first timed comparison does not pay for it."""
    parse_scalar("\\frac{\\sqrt{2}}{2}")
    parse_scalar("sqrt(2)/2")


def main() -> None:
    """Run the worker on this process's stdin and stdout."""
    replies = sys.stdout
    sys.stdout = sys.stderr
    serve(sys.stdin, replies)


if __name__ == "__main__":
    main()
