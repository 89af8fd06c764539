"""Finding fenced Python blocks and choosing the one to run."""

from __future__ import annotations

import pytest

from mathloop.sandbox import NO_CODE_DIAGNOSTIC, extract_python_blocks, get_policy, select_code

DEFAULT = get_policy("default")


def test_closed_block_is_extracted_with_its_line() -> None:
    text = "Let me compute.\n```python\nx = 1\nprint(x)\n```\nDone."
    [block] = extract_python_blocks(text)
    assert block.code == "x = 1\nprint(x)"
    assert block.language == "python"
    assert block.start_line == 2
    assert not block.unclosed


def test_unclosed_block_runs_to_the_end() -> None:
    [block] = extract_python_blocks("```python\nprint(1)\nprint(2)\n")
    assert block.code == "print(1)\nprint(2)"
    assert block.unclosed


@pytest.mark.parametrize("tag", ["python", "py", "Python", "python3", ""])
def test_python_tags_and_bare_fences_are_accepted(tag: str) -> None:
    [block] = extract_python_blocks(f"```{tag}\nprint(1)\n```")
    assert block.code == "print(1)"
    assert block.language == tag.lower()


def test_other_languages_are_skipped() -> None:
    text = "```text\nprint('not code')\n```\n```bash\nls\n```\n```python\nprint(2)\n```"
    assert [b.code for b in extract_python_blocks(text)] == ["print(2)"]


def test_closing_fence_glued_to_last_line() -> None:
    [block] = extract_python_blocks("```python\nprint(1)```\nafter")
    assert block.code == "print(1)"
    assert not block.unclosed


def test_new_python_fence_ends_an_unclosed_block() -> None:
    first, second = extract_python_blocks("```python\nx = 1\n```python\nprint(2)\n```")
    assert (first.code, first.unclosed) == ("x = 1", True)
    assert (second.code, second.unclosed, second.start_line) == ("print(2)", False, 3)


def test_indented_fence_content_is_dedented() -> None:
    text = "1. Code:\n   ```python\n   for i in range(2):\n       print(i)\n   ```"
    [block] = extract_python_blocks(text)
    assert block.code == "for i in range(2):\n    print(i)"


def test_selects_last_safe_block_when_last_is_unsafe() -> None:
    text = (
        "```python\nprint('toy')\n```\n"
        "```python\nprint('fixed')\n```\n"
        "```python\nimport os\nprint(os.listdir('.'))\n```\n"
    )
    selection = select_code(text, DEFAULT)
    assert selection.code == "print('fixed')"
    assert selection.blocks_found == 3
    assert selection.selected_index == 1
    assert selection.gate is not None and selection.gate.safe
    assert selection.diagnostics[0] == (
        "3 blocks found; selected block 2 (last safe block; later blocks failed the safety gate)"
    )


def test_selects_last_block_when_it_is_safe() -> None:
    text = "```python\nprint(1)\n```\n```python\nprint(2)\n```\n```python\nprint(3)\n```"
    selection = select_code(text, DEFAULT)
    assert selection.selected_index == 2
    assert selection.diagnostics == ["3 blocks found; selected block 3 (last safe block)"]


def test_no_safe_block_selects_the_last_and_reports_the_gate() -> None:
    text = "```python\nopen('a')\n```\n```python\nimport os\n```"
    selection = select_code(text, DEFAULT)
    assert selection.selected_index == 1
    assert selection.code == "import os"
    assert selection.gate is not None and not selection.gate.safe
    assert "safety gate: line 1: banned_import: os" in selection.diagnostics


def test_unclosed_selected_block_is_flagged() -> None:
    selection = select_code("Here:\n```python\nprint(7)", DEFAULT)
    assert selection.code == "print(7)"
    assert selection.unclosed_fence
    assert any("no closing fence" in line for line in selection.diagnostics)


def test_no_fence_gives_no_code() -> None:
    selection = select_code("The answer is 7.\nprint(7)", DEFAULT)
    assert selection.code is None
    assert selection.blocks_found == 0
    assert selection.selected_index is None
    assert selection.gate is None
    assert selection.diagnostics == [NO_CODE_DIAGNOSTIC]


def test_empty_blocks_are_never_selected() -> None:
    selection = select_code("```python\nprint(1)\n```\n```python\n\n```", DEFAULT)
    assert selection.selected_index == 0
    assert select_code("```python\n   \n```", DEFAULT).code is None


def test_selection_round_trips_as_json() -> None:
    selection = select_code("```python\nprint(1)\n```", DEFAULT)
    assert type(selection).model_validate_json(selection.model_dump_json()) == selection
