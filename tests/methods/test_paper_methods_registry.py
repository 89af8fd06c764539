from importlib import resources

import pytest

import mathloop.methods as methods
from mathloop.methods import create_method, method_names
from mathloop.methods.prompts import load_prompt

PAPER_METHODS = ["cot", "pot", "pot_nc", "iipc", "iipc_ns", "iipc_ns_nms", "cr", "macm"]


def test_every_paper_method_is_registered() -> None:
    assert set(PAPER_METHODS) | {"vote"} <= set(method_names())


@pytest.mark.parametrize("name", PAPER_METHODS)
def test_every_agent_defaults_to_the_papers_temperature(name: str) -> None:
    method = create_method(name)
    assert method.name == name
    assert method.spec.temperature == 0.1


def test_public_exports() -> None:
    expected = {
        "ChainOfThought", "CotSpec", "CrSpec", "CumulativeReasoning", "Iipc", "IipcSpec",
        "MacmSpec", "MultiAgentConditionMining", "PotSpec", "ProgramOfThoughts", "StepRecord",
        "Vote", "VoteSpec",
    }  # fmt: skip
    assert expected <= set(methods.__all__)
    for name in methods.__all__:
        assert hasattr(methods, name), name


def test_paper_prompts_name_their_section_and_render() -> None:
    folder = resources.files("mathloop.methods") / "prompts"
    names = sorted(f.name[:-4] for f in folder.iterdir() if f.name.endswith(".txt"))
    paper = [n for n in names if n.split(".")[0] in {"cot", "pot", "iipc", "cr", "macm"}]
    assert len(paper) >= 25
    for name in paper:
        prompt = load_prompt(name)
        assert "seed 000" in prompt.header and "section" in prompt.header, name
        placeholders = prompt.header.split("placeholders:")[1]
        values = {word.strip("$, ") for word in placeholders.split() if word.startswith("$")}
        rendered = prompt.render(**{value: f"<{value}>" for value in values})
        assert "$" not in rendered, name  # every placeholder is declared and filled
