"""Finding the Python code in a model response and choosing the block to run.

Local models often write a toy block, then a corrected block, then a final one; so the
selection scans from the end and prefers the last block the safety gate accepts (seed
003, "A Controlled Python Execution Loop").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mathloop.sandbox.policy import Policy, check_code
from mathloop.sandbox.types import CodeBlock, CodeSelection, GateReport

__all__ = ["NO_CODE_DIAGNOSTIC", "extract_python_blocks", "select_code"]

NO_CODE_DIAGNOSTIC = (
    "no fenced Python code block was found; next response must start with a fenced Python "
    "code block"
)

# An opening fence: indentation, three or more backticks, then no backtick; the info word is
# the first word of the rest. (One pattern for all three backtracked quadratically.)
_OPEN_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,})(?P<rest>[^`]*)$")
_INFO_WORD = re.compile(r"[ \t]*(\S*)")
_PYTHON_INFOS = frozenset({"", "python", "py", "python3", "py3"})


@dataclass
class _OpenBlock:
    """A block being read: where it started and the lines collected so far."""

    info: str
    fence: str
    indent: int
    start_line: int
    lines: list[str] = field(default_factory=list)

    def closes(self, line: str) -> bool:
        stripped = line.strip()
        return len(stripped) >= len(self.fence) and set(stripped) == {"`"}

    def finish(self, *, unclosed: bool) -> CodeBlock:
        code = "\n".join(_strip_indent(line, self.indent) for line in self.lines)
        return CodeBlock(
            code=code, language=self.info, start_line=self.start_line, unclosed=unclosed
        )


def _strip_indent(line: str, indent: int) -> str:
    # A fence indented inside a list item indents its content by the same amount.
    removable = len(line) - len(line.lstrip(" \t"))
    return line[min(indent, removable) :]


def extract_python_blocks(text: str) -> list[CodeBlock]:
    """Every Python (or bare) fenced block in ``text``, in order.

    A fence that is never closed runs to the end of the text (``unclosed=True``). A new
    ```` ```python ```` line inside an open block also ends it, because models that forget a
    closing fence often just start the next block.
    """
    blocks: list[CodeBlock] = []
    current: _OpenBlock | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if current is None:
            current = _open_block(line, number)
        elif current.closes(line):
            _keep(blocks, current.finish(unclosed=False))
            current = None
        elif _is_python_fence(line):
            _keep(blocks, current.finish(unclosed=True))
            current = _open_block(line, number)
        elif line.rstrip().endswith(current.fence) and current.info in _PYTHON_INFOS:
            # ``print(x)```: a closing fence glued to the last code line.
            current.lines.append(line.rstrip()[: -len(current.fence)])
            _keep(blocks, current.finish(unclosed=False))
            current = None
        else:
            current.lines.append(line)
    if current is not None:
        _keep(blocks, current.finish(unclosed=True))
    return blocks


def _open_block(line: str, number: int) -> _OpenBlock | None:
    match = _OPEN_FENCE.match(line)
    if match is None:
        return None
    indent = len(match["indent"].expandtabs())
    return _OpenBlock(_info(match), match["fence"], indent, number)


def _info(fence: re.Match[str]) -> str:
    word = _INFO_WORD.match(fence["rest"])
    return word[1].lower() if word else ""


def _is_python_fence(line: str) -> bool:
    match = _OPEN_FENCE.match(line)
    return match is not None and _info(match) != "" and _info(match) in _PYTHON_INFOS


def _keep(blocks: list[CodeBlock], block: CodeBlock) -> None:
    # Blocks in other languages (```text, ```bash) are read past but never run.
    if block.language in _PYTHON_INFOS:
        blocks.append(block)


def select_code(text: str, policy: Policy) -> CodeSelection:
    """Choose the block to run: the last one the gate accepts, else the last one.

    Empty blocks are never chosen. When nothing can be chosen, ``code`` is ``None`` and the
    diagnostics say what the next response must do.
    """
    blocks = extract_python_blocks(text)
    candidates = [i for i, block in enumerate(blocks) if block.code.strip()]
    if not candidates:
        return _no_code(blocks)
    reports: dict[int, GateReport] = {}
    for index in reversed(candidates):
        reports[index] = check_code(blocks[index].code, policy)
        if reports[index].safe:
            return _selection(blocks, index, reports[index], _safe_reason(index, candidates))
    last = candidates[-1]
    reason = "last block; no block passed the safety gate"
    return _selection(blocks, last, reports[last], reason)


def _safe_reason(index: int, candidates: list[int]) -> str:
    if len(candidates) == 1:
        return "the only block with code"
    if index == candidates[-1]:
        return "last safe block"
    return "last safe block; later blocks failed the safety gate"


def _no_code(blocks: list[CodeBlock]) -> CodeSelection:
    diagnostics = [NO_CODE_DIAGNOSTIC]
    if blocks:
        diagnostics.insert(0, f"{_count(blocks)} found, all empty")
    return CodeSelection(
        code=None,
        blocks_found=len(blocks),
        selected_index=None,
        unclosed_fence=False,
        gate=None,
        diagnostics=diagnostics,
    )


def _selection(blocks: list[CodeBlock], index: int, gate: GateReport, reason: str) -> CodeSelection:
    block = blocks[index]
    diagnostics = [f"{_count(blocks)} found; selected block {index + 1} ({reason})"]
    if block.unclosed:
        diagnostics.append(
            f"block {index + 1} has no closing fence; it was read to the end of the response"
        )
    diagnostics += [f"safety gate: {line}" for line in gate.summary().splitlines()]
    return CodeSelection(
        code=block.code,
        blocks_found=len(blocks),
        selected_index=index,
        unclosed_fence=block.unclosed,
        gate=gate,
        diagnostics=diagnostics,
    )


def _count(blocks: list[CodeBlock]) -> str:
    return "1 block" if len(blocks) == 1 else f"{len(blocks)} blocks"
