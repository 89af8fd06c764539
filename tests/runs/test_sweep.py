import json
import subprocess
import sys
from pathlib import Path

import pytest

from mathloop.errors import ConfigError
from mathloop.runs.configuration.sweep import load_sweep

SWEEP = """
out = "{out}"
methods = ["one_shot_python", "relay_python"]
seeds = [1, 2]
temperatures = [0.0]
options = ["--num-ctx", "2048"]

[[benchmarks]]
name = "samples"
limit = 1

[[models]]
label = "smol"
model = "{model}"
"""


def write_sweep(tmp_path: Path, model: str = "smollm2-135m") -> Path:
    path = tmp_path / "sweep.toml"
    path.write_text(SWEEP.format(out=tmp_path / "out", model=model))
    return path


def test_cells_cover_the_grid_with_one_folder_each(tmp_path: Path) -> None:
    spec = load_sweep(write_sweep(tmp_path))
    assert len(spec.cells) == 4
    assert len({cell.out for cell in spec.cells}) == 4
    first = spec.cells[0]
    assert first.name == "smol/samples/one_shot_python/seed1-t0.0"
    assert first.args[:3] == ("run", "--benchmark", "samples")
    assert "--limit" in first.args
    assert "one_shot_python.temperature=0.0" in first.args
    assert first.args[-2:] == ("--num-ctx", "2048")


def test_a_sweep_without_models_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('out = "x"\nmethods = ["cot"]\n[[benchmarks]]\nname = "samples"\n')
    with pytest.raises(ConfigError, match="needs 'models'"):
        load_sweep(path)


@pytest.mark.model
def test_sweep_runs_cells_and_skips_finished_ones(tmp_path: Path, smollm2_path: Path) -> None:
    path = write_sweep(tmp_path, model=str(smollm2_path))
    text = path.read_text().replace("seeds = [1, 2]", "seeds = [1]")
    text = text.replace(
        'options = ["--num-ctx", "2048"]',
        'options = ["--num-ctx", "2048", '
        '"--set", "one_shot_python.num_predict=64", '
        '"--set", "relay_python.num_predict=64", '
        '"--set", "relay_python.max_attempts=1"]',
    )
    path.write_text(text)
    command = [sys.executable, "-m", "mathloop", "sweep", str(path)]
    first = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert first.returncode == 0, first.stderr
    manifests = sorted((tmp_path / "out").glob("smol/samples/*/seed1-t0.0/manifest.json"))
    assert len(manifests) == 2
    assert all(json.loads(m.read_text())["finished_at"] for m in manifests)
    second = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert second.returncode == 0
    assert second.stderr.count("finished, skipped") == 2


def test_a_set_in_options_reaches_only_the_cells_of_its_method(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(
        path.read_text().replace(
            'options = ["--num-ctx", "2048"]',
            'options = ["--set", "relay_python.max_attempts=2", "--num-ctx", "2048", '
            '"--set=one_shot_python.num_predict=300"]',
        )
    )
    own = {
        "relay_python": "relay_python.max_attempts=2",
        "one_shot_python": "one_shot_python.num_predict=300",
    }
    for cell in load_sweep(path).cells:
        method = cell.args[cell.args.index("--methods") + 1]
        args = list(cell.args)
        settings = [args[i + 1] for i, word in enumerate(args) if word == "--set"]
        settings += [word.removeprefix("--set=") for word in args if word.startswith("--set=")]
        assert sorted(settings) == sorted([f"{method}.temperature=0.0", own[method]])
        assert args[args.index("--num-ctx") + 1] == "2048"


def test_a_set_in_options_for_a_method_the_sweep_does_not_run_is_refused(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace('"2048"]', '"2048", "--set", "pot.max_retries=1"]'))
    with pytest.raises(ConfigError, match="options set pot, which is not among the sweep's"):
        load_sweep(path)


def test_samples_reach_every_cell_and_name_its_folder(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace("seeds = [1, 2]", "seeds = [1, 2]\nsamples = 3"))
    first = load_sweep(path).cells[0]
    assert first.name == "smol/samples/one_shot_python/seed1-t0.0-n3"
    assert first.args[first.args.index("--samples") + 1] == "3"
    override = load_sweep(path, samples=5).cells[0]  # mathloop sweep --samples 5
    assert override.name.endswith("-n5") and "5" in override.args
    single = load_sweep(write_sweep(tmp_path)).cells[0]
    assert "--samples" not in single.args and single.name.endswith("seed1-t0.0")


def test_samples_must_be_a_positive_whole_number(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace("seeds = [1, 2]", 'seeds = [1, 2]\nsamples = "3"'))
    with pytest.raises(ConfigError, match="'samples'"):
        load_sweep(path)
