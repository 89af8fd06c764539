"""Every sampler field reaches every backend, or the backend says once that it cannot."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import Any

import pytest

from helpers import chat_completion
from mathloop.llm import GenerationParams, Message, OpenAIBackend, OpenAISpec
from mathloop.llm.base import (
    OLLAMA_SAMPLER,
    DegenerationRule,
    RepetitionRule,
    Sampler,
    StopRules,
)
from mathloop.llm.llamacpp import _request
from mathloop.llm.ollama import request_body
from mathloop.llm.openai_compat import request_options
from mathloop.methods import create_method
from mathloop.methods.generation import generation_params

MESSAGES = [Message("user", "What is 2+2?")]
CUSTOM = Sampler(
    temperature=0.3,
    top_p=0.7,
    top_k=20,
    min_p=0.02,
    repeat_penalty=1.2,
    repeat_last_n=128,
    presence_penalty=0.1,
    frequency_penalty=0.2,
)
PARAMS = GenerationParams(max_tokens=50, sampler=CUSTOM, seed=5)


def test_llamacpp_request_carries_every_sampler_field() -> None:
    request = _request(MESSAGES, PARAMS)
    expected = dataclasses.asdict(CUSTOM)
    # The repeat-penalty window is a model attribute, set per call (see LoadedModel.chat).
    del expected["repeat_last_n"]
    assert {k: request[k] for k in expected} == expected
    assert (request["max_tokens"], request["seed"]) == (50, 5)


def test_ollama_options_carry_every_sampler_field() -> None:
    options = request_body("m", MESSAGES, PARAMS)["options"]
    assert {k: options[k] for k in dataclasses.asdict(CUSTOM)} == dataclasses.asdict(CUSTOM)


def test_openai_extensions_for_llama_cpp_and_vllm_servers() -> None:
    options = request_options(PARAMS, extensions=True)
    assert options["top_k"] == 20 and options["min_p"] == 0.02
    assert options["repeat_penalty"] == options["repetition_penalty"] == 1.2
    assert options["repeat_last_n"] == 128 and options["cache_prompt"] is True
    assert (options["presence_penalty"], options["frequency_penalty"]) == (0.1, 0.2)


def test_openai_standard_fields_only_without_extensions() -> None:
    options = request_options(PARAMS, extensions=False)
    assert not {"top_k", "min_p", "repeat_penalty", "cache_prompt"} & set(options)
    assert (options["temperature"], options["top_p"]) == (0.3, 0.7)


def test_extensions_default_to_loopback_servers_only() -> None:
    assert OpenAISpec(base_url="http://127.0.0.1:8080/v1", model="m").sends_extensions
    assert not OpenAISpec(base_url="https://api.openai.com/v1", model="m").sends_extensions
    forced = OpenAISpec(base_url="https://vllm.example/v1", model="m", server_extensions=True)
    assert forced.sends_extensions


def test_openai_says_once_what_it_cannot_send(
    fake_http: Any, caplog: pytest.LogCaptureFixture
) -> None:
    for _ in range(3):
        fake_http.reply(body=chat_completion("4", "stop"))
    spec = OpenAISpec(base_url=fake_http.url + "/v1", model="m", server_extensions=False)
    backend = OpenAIBackend(spec)
    rules = StopRules(repetition=RepetitionRule(), degeneration=DegenerationRule())
    params = GenerationParams(sampler=OLLAMA_SAMPLER, stop_rules=rules)
    with caplog.at_level(logging.WARNING, logger="mathloop.llm"):
        for _ in range(3):
            asyncio.run(backend.generate(MESSAGES, params=params))
    warnings = [r.getMessage() for r in caplog.records]
    assert sum("top_k=40" in w for w in warnings) == 1
    assert sum("repeat_penalty=1.1" in w for w in warnings) == 1
    assert sum("runaway guard" in w for w in warnings) == 1
    assert sum("degeneration guard" in w for w in warnings) == 1
    assert "top_k" not in fake_http.requests[0].json


def test_relay_protocols_default_to_ollama_sampler_and_paper_methods_to_neutral() -> None:
    for name in ("relay_python", "one_shot_python"):
        params = generation_params(create_method(name).spec, seed=None)
        # Ollama's sampler at temperature 0, which solved more than 0.8 (docs/relay.md).
        assert params.sampler == dataclasses.replace(OLLAMA_SAMPLER, temperature=0.0)
        assert params.stop_rules == StopRules(
            after_code_block=True, repetition=RepetitionRule(), degeneration=DegenerationRule()
        )
    for name in ("iipc", "pot", "cot", "cr", "macm"):
        params = generation_params(create_method(name).spec, seed=None)
        assert params.sampler == Sampler(temperature=0.1)
        assert params.stop_rules == StopRules(
            repetition=RepetitionRule(), degeneration=DegenerationRule()
        )


def test_overrides_reach_the_sampler_and_the_rules() -> None:
    spec = create_method(
        "relay_python",
        {"repeat_penalty": 1.0, "temperature": 0.0, "stop_on_repetition": False},
    ).spec
    params = generation_params(spec, seed=None)
    assert params.sampler == dataclasses.replace(OLLAMA_SAMPLER, repeat_penalty=1.0, temperature=0)
    assert params.stop_rules.repetition is None
