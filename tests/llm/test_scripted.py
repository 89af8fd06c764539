import asyncio

import pytest

from mathloop.errors import BackendError
from mathloop.llm import Backend, Completion, GenerationParams, Message, ScriptedBackend

PARAMS = GenerationParams(max_tokens=50)


def ask(backend: ScriptedBackend, text: str = "What is 6 times 7?") -> Completion:
    return asyncio.run(backend.generate([Message("user", text)], params=PARAMS))


def test_replies_come_in_order_and_calls_are_recorded() -> None:
    backend = ScriptedBackend(["first", "second reply"])
    assert isinstance(backend, Backend)
    assert ask(backend, "one").text == "first"
    second = ask(backend, "two three")
    assert second.text == "second reply"
    assert [call[0].content for call in backend.calls] == ["one", "two three"]
    assert backend.params == [PARAMS, PARAMS]
    assert (second.prompt_tokens, second.output_tokens) == (2, 2)
    assert second.finish_reason == "stop"
    assert second.model == "scripted"
    assert backend.remaining == 0


def test_running_out_of_replies_is_a_clear_backend_error() -> None:
    backend = ScriptedBackend(["only"])
    ask(backend)
    with pytest.raises(BackendError, match="ran out of replies: the script has 1"):
        ask(backend)
    assert len(backend.calls) == 2


def test_scheduled_failure_does_not_use_up_a_reply() -> None:
    backend = ScriptedBackend(["kept"], failures={0: BackendError("server down")})
    with pytest.raises(BackendError, match="server down"):
        ask(backend)
    assert ask(backend).text == "kept"
    assert len(backend.calls) == 2


def test_cycle_repeats_the_script() -> None:
    backend = ScriptedBackend(["a", "b"], cycle=True)
    assert [ask(backend).text for _ in range(5)] == ["a", "b", "a", "b", "a"]
    assert backend.remaining is None


def test_script_function_sees_messages_and_params() -> None:
    def script(messages: list[Message], params: GenerationParams) -> str:
        return f"{len(messages)} messages, max {params.max_tokens}"

    assert ask(ScriptedBackend(script)).text == "1 messages, max 50"


def test_script_function_may_return_a_full_completion() -> None:
    truncated = Completion("cut", 3, 50, 0.0, "length", "scripted")
    backend = ScriptedBackend(lambda messages, params: truncated, model="fake-model")
    assert ask(backend) is truncated
    assert backend.model == "fake-model"


def test_a_single_string_is_refused() -> None:
    with pytest.raises(TypeError, match="list of texts"):
        ScriptedBackend("oops")
