"""inspect_ai's own sandbox conformance suite (``inspect_ai.util._sandbox.self_check``) run
against ``sandbox="mathloop"``, in the venv where ``mathloop[inspect]`` is installed.

Run by ``tests/integrations/test_inspect.py`` with that venv's interpreter. The checks this
provider fails by design are expected failures here, each with its reason (the suite's own
convention, keyed on the check's name): they ask for a writable root, other users, or files
outside the work folder.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from inspect_ai.util._sandbox.self_check import *  # noqa: F403
from inspect_ai.util._sandbox.self_check import __dict__ as _checks  # noqa: F401

from mathloop.integrations.inspect import MathloopSandboxConfig, MathloopSandboxEnvironment

pytestmark = pytest.mark.anyio

BY_DESIGN = {
    "test_read_file_is_directory": "read_file reads the work folder only, not /etc",
    "test_write_text_file_is_directory": "the root is read-only: /tmp is not writable",
    "test_write_binary_file_is_directory": "the root is read-only: /tmp is not writable",
    "test_read_and_write_file_including_directory_absolute": "only the work folder is writable",
    "test_cwd_absolute": "the root is read-only: /tmp is not writable",
    "test_exec_permission_error": "the sandbox's /etc holds only the loader's files: "
    "/etc/passwd is missing, an ordinary failed result",
    "test_exec_as_user": "every command runs as the sample's own uid; user= is refused",
}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def sandbox_env(request: pytest.FixtureRequest) -> AsyncIterator[MathloopSandboxEnvironment]:
    reason = BY_DESIGN.get(request.node.originalname)
    if reason is not None:
        request.node.add_marker(pytest.mark.xfail(reason=reason, strict=False))
    config = MathloopSandboxConfig(timeout_s=60)
    envs = await MathloopSandboxEnvironment.sample_init("contract", config, {})
    env = envs["default"]
    assert isinstance(env, MathloopSandboxEnvironment)
    try:
        yield env
    finally:
        await MathloopSandboxEnvironment.sample_cleanup("contract", config, envs, False)
