"""The runaway guard and the end-of-block rule, on scripted streams."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message, RepetitionRule, StopRules
from mathloop.llm.stopping import RepetitionDetector, StreamMonitor, apply_stop_rules, pieces
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
