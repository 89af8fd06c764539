"""The runaway guard, the degeneration guard and the end-of-block rule, on scripted streams."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mathloop.llm import ScriptedBackend
from mathloop.llm.base import (
    DegenerationRule,
    GenerationParams,
    Message,
    RepetitionRule,
    StopRules,
)
from mathloop.llm.stopping import (
    DegenerationDetector,
    RepetitionDetector,
    StreamMonitor,
    apply_stop_rules,
    compression_ratio,
    pieces,
)
from mathloop.methods import create_method
from mathloop.methods.generation import stop_rules_of
from mathloop.presets import PRESETS
from mathloop.sandbox import extract_python_blocks

GUARD = StopRules(repetition=RepetitionRule())
BLOCK = StopRules(after_code_block=True)


def first_stop(tokens: list[object], rule: RepetitionRule) -> int | None:
    detector = RepetitionDetector(rule)
    for index, token in enumerate(tokens):
        if detector.feed(token):
            return index + 1
    return None


@pytest.mark.parametrize("period", [1, 2, 7, 30, 31, 100, 256])
def test_a_loop_stops_after_four_blocks_of_at_least_thirty_tokens(period: int) -> None:
    block = [f"t{i}" for i in range(period)]
    prefix = [f"p{i}" for i in range(50)]
    tokens = prefix + block * 200
    size = period * -(-30 // period)
    assert first_stop(tokens, RepetitionRule()) == len(prefix) + 4 * size


def test_three_repeats_are_not_enough() -> None:
    block = [f"t{i}" for i in range(40)]
    tokens = block * 3 + [f"other{i}" for i in range(200)]
    assert first_stop(tokens, RepetitionRule()) is None


def test_ordinary_text_and_code_never_stop() -> None:
    text = "\n".join(f"x{i} = {i} * {i + 1} + sympy.Rational({i}, {i + 3})" for i in range(300))
    assert first_stop(pieces(text), RepetitionRule()) is None


def test_blocks_longer_than_the_window_are_not_looked_for() -> None:
    block = [f"t{i}" for i in range(300)]
    assert first_stop(block * 5, RepetitionRule(max_block_tokens=256)) is None
    assert first_stop(block * 5, RepetitionRule(max_block_tokens=300)) == 1200


def test_a_degenerate_scripted_reply_is_cut_with_finish_reason_repetition() -> None:
    reply = "```python\nx = 1\n" + "print('the answer is 42 and')\n" * 400
    text, reason = apply_stop_rules(reply, GUARD)
    assert reason == "repetition"
    assert reply.startswith(text) and len(text) < len(reply) // 10


BOTH_GUARDS = StopRules(repetition=RepetitionRule(), degeneration=DegenerationRule())
BABBLE = "def f(n):\n    if n == 1:\n        return 1\n" + "".join(
    f"    elif n == {i}:\n        return {i}\n" for i in range(2, 400)
)
"""SmolLM2's babble (from a pot reply that ran to its 2,048-token budget): never the same
line twice, so the runaway guard's exact blocks never match."""


def test_babble_that_never_repeats_exactly_is_stopped_by_the_degeneration_guard() -> None:
    assert apply_stop_rules(BABBLE, GUARD) == (BABBLE, "stop")
    text, reason = apply_stop_rules(BABBLE, BOTH_GUARDS)
    assert reason == "degenerate"
    assert BABBLE.startswith(text)
    assert 2000 <= len(text) < 2000 + 200 + 80  # the first check after a full window


@pytest.mark.parametrize(
    "text",
    [
        "\n".join(f"x{i} = {i} * {i + 1} + sympy.Rational({i}, {i + 3})" for i in range(300)),
        "".join(f"\\[ {i}^2 + {i + 1}^2 = {i * i + (i + 1) ** 2} \\]\n" for i in range(300)),
        " ".join(f"Step {i}: the remainder of {7**i} modulo 13 is {7**i % 13}." for i in range(80)),
        "primes = " + str([n for n in range(2, 8000) if all(n % d for d in range(2, n))]),
    ],
    ids=["code table", "latex table", "prose with numbers", "a list of distinct numbers"],
)
def test_regular_code_derivations_and_prose_are_not_degenerate(text: str) -> None:
    assert len(text) > 4000
    assert apply_stop_rules(text, BOTH_GUARDS) == (text, "stop")


def test_nothing_shorter_than_the_window_is_judged() -> None:
    detector = DegenerationDetector(DegenerationRule(window_chars=1000, check_every_chars=10))
    assert not any(detector.feed("a") for _ in range(999))
    assert detector.feed("a")  # the window is full, and one letter compresses to nothing
    assert compression_ratio("") == 1.0


def test_mathloop_methods_have_the_guard_and_the_seed_presets_turn_it_off() -> None:
    rules = stop_rules_of(create_method("one_shot_python", {}).spec)
    assert rules.degeneration == DegenerationRule()
    off = stop_rules_of(create_method("pot", {"stop_on_degeneration": False}).spec)
    assert off.degeneration is None
    for preset in PRESETS.values():
        for method in preset.methods:
            assert preset.method_overrides(method)["stop_on_degeneration"] is False


CLOSED = "Here:\n```python\nprint('RESULT: 4')\n```\n"


@pytest.mark.parametrize(
    "reply",
    [
        CLOSED + "And here is an explanation of what it does...",
        "```py\nx = 2\n```\ntrailing",
        "```\nprint(1)\n```\nmore",
        "```python\nprint(1)```\nglued fence",
        "```python\nprint(1)\n````\nlonger closing fence",
        "  ```python\n  print(1)\n  ```\nindented",
    ],
)
def test_the_reply_ends_once_its_code_block_is_closed(reply: str) -> None:
    text, reason = apply_stop_rules(reply, BLOCK)
    assert reason == "block_closed"
    assert reply.startswith(text) and text.endswith("\n")
    assert [b.unclosed for b in extract_python_blocks(text)] == [False]
    assert extract_python_blocks(text)[0].code == extract_python_blocks(reply)[0].code


@pytest.mark.parametrize(
    "reply",
    [
        "no code at all\n",
        "```text\nnot python\n```\nstill going\n",
        "```python\n\n```\nan empty block does not count\n",
        "```python\nprint(1)\nnever closed\n",
        "inline ```python``` mention\n",
    ],
)
def test_replies_without_a_closed_python_block_run_to_their_end(reply: str) -> None:
    assert apply_stop_rules(reply, BLOCK) == (reply, "stop")


def test_a_new_python_fence_inside_an_open_block_ends_it() -> None:
    reply = "```python\nprint(1)\n```python\nprint(2)\n```\n"
    text, reason = apply_stop_rules(reply, BLOCK)
    assert reason == "block_closed"
    assert text == "```python\nprint(1)\n```python\n"
    assert extract_python_blocks(text)[0].code == "print(1)"


def test_the_monitor_is_inactive_without_rules() -> None:
    assert not StreamMonitor(StopRules()).active
    assert apply_stop_rules("anything " * 500, StopRules()) == ("anything " * 500, "stop")


def test_scripted_backend_applies_the_call_rules() -> None:
    backend = ScriptedBackend([CLOSED + "extra words"])
    params = GenerationParams(stop_rules=BLOCK)
    completion = asyncio.run(backend.generate([Message("user", "q")], params=params))
    assert (completion.text, completion.finish_reason) == (CLOSED, "block_closed")
    assert completion.output_tokens == len(CLOSED.split())


def test_a_server_reply_is_cut_as_a_streamed_one_would_be(fake_http: Any) -> None:
    from helpers import chat_completion
    from mathloop.llm import OpenAIBackend, OpenAISpec

    fake_http.reply(body=chat_completion(CLOSED + "```python\nprint('RESULT: 5')\n```\n"))
    backend = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    params = GenerationParams(stop_rules=BLOCK)
    completion = asyncio.run(backend.generate([Message("user", "q")], params=params))
    assert (completion.text, completion.finish_reason) == (CLOSED, "block_closed")
    assert completion.output_tokens == chat_completion("x")["usage"]["completion_tokens"]
