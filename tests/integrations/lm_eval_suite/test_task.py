"""The task folder ``integrations/lm_eval/`` under the real lm-evaluation-harness: its CLI with
``--include_path`` and lm-eval's own dummy model, and its Python API with a scripted model whose
replies are right, unfinished or wrong, so the two metrics are checked value by value.

The tasks' hub datasets cannot be downloaded here: each test copies the folder and adds a task
that includes the shipped YAML and reads the built-in problems from a local JSON file."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import lm_eval
from lm_eval.api.model import LM
from lm_eval.tasks import TaskManager

from mathloop.benchmarks import load_benchmark

FOLDER = Path(__file__).resolve().parents[3] / "integrations" / "lm_eval"
REPLIES = {
    # problem id: the scripted model's reply
    "sample-odd-sum": "The sum is \\boxed{100^2}.",  # unfinished: no form asked, lenient credits
    "sample-two-red-marbles": "Both red: 6/45 = \\boxed{\\frac{2}{15}}.",
    "sample-hypotenuse": "By Pythagoras: \\boxed{\\sqrt{117}}.",  # not the radical form asked
    "sample-distance": "ANSWER: 7",  # wrong
}


def _task_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "tasks"
    shutil.copytree(FOLDER, folder)
    items = {item.problem.id: item for item in load_benchmark("samples")}
    rows = [
        {"problem": items[name].problem.statement, "answer": items[name].gold, "unique_id": name}
        for name in REPLIES
    ]
    data = tmp_path / "problems.jsonl"
    data.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    (folder / "local.yaml").write_text(
        "include: mathloop_math500.yaml\n"
        "task: mathloop_local\n"
        "dataset_path: json\n"
        "dataset_name: null\n"
        f"dataset_kwargs:\n  data_files:\n    test: {data}\n",
        encoding="utf-8",
    )
    return folder


class _Scripted(LM):
    """Answers each problem with its scripted reply (found by the statement in the prompt)."""

    def __init__(self) -> None:
        super().__init__()
        items = {item.problem.id: item.problem.statement for item in load_benchmark("samples")}
        self._by_statement = {items[name]: reply for name, reply in REPLIES.items()}
        self.prompts: list[str] = []

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
        replies = []
        for request in requests:
            prompt = request.arguments[0]
            self.prompts.append(prompt)
            replies.append(next(r for s, r in self._by_statement.items() if s in prompt))
        return replies

    def loglikelihood(self, requests, disable_tqdm: bool = False):  # type: ignore[no-untyped-def]
        raise NotImplementedError

    def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):  # type: ignore[no-untyped-def]
        raise NotImplementedError


def test_the_scripted_run_scores_each_reply_under_both_policies(tmp_path: Path) -> None:
    model = _Scripted()
    results = lm_eval.simple_evaluate(
        model=model,
        tasks=["mathloop_local"],
        task_manager=TaskManager(include_path=str(_task_folder(tmp_path))),
    )
    assert results is not None
    metrics = results["results"]["mathloop_local"]
    # unfinished (lenient only), right, the form asked ignored (neither), wrong
    assert metrics["mathloop_strict,none"] == 0.25
    assert metrics["mathloop_lenient,none"] == 0.5
    assert len(model.prompts) == 4
    assert all("\\boxed{}" in prompt for prompt in model.prompts)


def test_the_cli_runs_the_task_with_include_path_and_the_dummy_model(tmp_path: Path) -> None:
    out = tmp_path / "out"
    command = [
        str(Path(sys.executable).parent / "lm-eval"), "run", "--model", "dummy",
        "--tasks", "mathloop_local", "--include_path", str(_task_folder(tmp_path)),
        "--output_path", str(out),
    ]  # fmt: skip
    env = {**os.environ, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    [written] = list(out.rglob("results_*.json"))
    metrics = json.loads(written.read_text())["results"]["mathloop_local"]
    # the dummy model replies "lol": no answer stated, nothing credited, both metrics there
    assert metrics["mathloop_strict,none"] == 0.0
    assert metrics["mathloop_lenient,none"] == 0.0
