"""The runaway guard replayed on finished replies: what it would stop, and what that costs.

    .venv/bin/python bench/runaway_guard.py bench/runs/engine-speed/old-math500.zip [--block 30]
    .venv/bin/python bench/runaway_guard.py results/iipc-ablations/*.zip --mask-digits
    .venv/bin/python bench/runaway_guard.py RUN ... --degeneration [--ratio 0.2 --masked 0.08]

Each stored reply of the given runs (run folders or packed ``.zip`` runs, made with the guard
off, so every reply ran to its natural end or its token budget) is streamed through the
guard in token-sized pieces (:func:`mathloop.llm.stopping.pieces`). Prints how many replies
it would stop, how many of those ended in ``length`` anyway, how many of those printed a
``RESULT`` when run to the end (what stopping them would have lost), and the reply text it
would have saved.

``--mask-digits`` replays a variant that compares pieces with every digit read as ``0``, so
a numbered list that repeats one item (``7. x`` … ``72. x``) is a loop, which the guard as
it is misses. A reply that ended by itself (not ``length``) and that the variant stops is a
false alarm: an enumeration the model would have finished. Replies the guard already cut
(``repetition``) are left out of the variant's counts.

``--degeneration`` replays the degeneration guard instead (:class:`DegenerationRule`: the
last ``--window`` characters compress to at most ``--ratio`` of their size, and to
``--masked`` with every digit read as 0), on every reply
whatever stopped it: per way the reply ended, how many replies there are, how many the
guard stops, how many of those printed a RESULT when run to the end, and the characters it
would not have generated. A stopped reply that ended by itself (``stop``,
``block_closed``) is a false alarm; ``length`` ones are the babble that ran to the budget.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from mathloop.errors import RunStoreError
from mathloop.llm.base import DegenerationRule, RepetitionRule, StopRules
from mathloop.llm.stopping import RepetitionDetector, apply_stop_rules, pieces
from mathloop.methods.records import AttemptRecord, Trace
from mathloop.runs.storage.reader import TraceRef, open_run


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def replies(run: Path) -> list[tuple[str, str, AttemptRecord | None]]:
    """(finish reason, reply text, attempt that ran it) for every reply of ``run``."""
    reader = open_run(run)
    found: list[tuple[str, str, AttemptRecord | None]] = []
    for record in reader.read_standing():
        trace = load_trace(reader.trace(record))
        for attempt in trace.attempts:
            if attempt.completion is not None and attempt.response is not None:
                found.append((attempt.completion.finish_reason, attempt.response, attempt))
        for step in trace.steps:
            if step.completion is not None and step.response is not None and step.attempt is None:
                found.append((step.completion.finish_reason, step.response, None))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+")
    parser.add_argument("--block", type=int, default=30, help="min_block_tokens")
    parser.add_argument("--repeats", type=int, default=4)
    parser.add_argument("--mask-digits", action="store_true", help="replay the digit-blind variant")
    parser.add_argument("--degeneration", action="store_true", help="replay the degeneration guard")
    parser.add_argument("--window", type=int, default=2000, help="degeneration window_chars")
    parser.add_argument("--ratio", type=float, default=0.2, help="degeneration max_ratio")
    parser.add_argument(
        "--masked", type=float, default=0.08, help="degeneration max_ratio_digits_masked"
    )
    args = parser.parse_args()
    rule = RepetitionRule(args.block, args.repeats)
    all_replies = [r for run in args.runs for r in replies(Path(run))]
    if args.degeneration:
        guard = DegenerationRule(args.window, args.ratio, args.masked)
        degeneration(all_replies, guard)
        return
    if args.mask_digits:
        masked(all_replies, rule)
        return
    rules = StopRules(repetition=rule)
    stopped = lengths = lost = 0
    saved_chars = 0
    for reason, text, attempt in all_replies:
        cut, why = apply_stop_rules(text, rules)
        lengths += reason == "length"
        if why != "repetition":
            continue
        stopped += 1
        saved_chars += len(text) - len(cut)
        lost += attempt is not None and attempt.status == "RESULT_SUBMITTED"
        ended = "length" if reason == "length" else "its own end"
        print(f"stopped at {len(cut)} of {len(text)} chars (the reply ran to {ended})")
    print(
        f"\nguard: block >= {args.block} pieces repeated {args.repeats} times\n"
        f"replies {len(all_replies)}, ended in length {lengths}, the guard stops {stopped}, "
        f"of which printed a RESULT when run to the end: {lost}; "
        f"characters not generated: {saved_chars}"
    )


_DIGIT = re.compile(r"\d")


def masked_cut(text: str, rule: RepetitionRule) -> int | None:
    """Characters kept when the digit-blind guard stops ``text``; None when it does not."""
    detector = RepetitionDetector(rule)
    kept = 0
    for piece in pieces(text):
        kept += len(piece)
        if detector.feed(_DIGIT.sub("0", piece)):
            return kept
    return None


def masked(all_replies: list[tuple[str, str, AttemptRecord | None]], rule: RepetitionRule) -> None:
    """Print what the digit-blind variant stops that the guard did not."""
    by_reason: dict[str, list[int]] = {}
    saved = 0
    for reason, text, _ in all_replies:
        if reason == "repetition":
            continue
        kept = masked_cut(text, rule)
        if kept is None:
            continue
        by_reason.setdefault(reason, []).append(len(text) - kept)
        saved += len(text) - kept
    counted = ", ".join(f"{reason} {len(cuts)}" for reason, cuts in sorted(by_reason.items()))
    print(
        f"digit-blind guard: block >= {rule.min_block_tokens} pieces repeated {rule.repeats} "
        f"times\nreplies {len(all_replies)}; it stops, by how the reply ended: {counted or 'none'}"
        f"; characters not generated: {saved}"
    )


def degeneration(
    all_replies: list[tuple[str, str, AttemptRecord | None]], rule: DegenerationRule
) -> None:
    """Print, per way the replies ended, what the degeneration guard would stop."""
    rules = StopRules(degeneration=rule)
    rows: dict[str, list[int]] = {}
    for reason, text, attempt in all_replies:
        row = rows.setdefault(reason, [0, 0, 0, 0])
        row[0] += 1
        cut, why = apply_stop_rules(text, rules)
        if why != "degenerate":
            continue
        row[1] += 1
        row[2] += attempt is not None and attempt.status == "RESULT_SUBMITTED"
        row[3] += len(text) - len(cut)
    print(
        f"degeneration guard: the last {rule.window_chars} characters compress to "
        f"<= {rule.max_ratio}, and to <= {rule.max_ratio_digits_masked} with digits read as 0"
        f"\n{'ended':<14}{'replies':>8}{'stopped':>9}{'RESULT lost':>13}"
        f"{'chars saved':>13}"
    )
    for reason, (count, stopped, lost, saved) in sorted(rows.items()):
        print(f"{reason:<14}{count:>8}{stopped:>9}{lost:>13}{saved:>13}")


if __name__ == "__main__":
    main()
