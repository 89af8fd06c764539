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

[options]
num_ctx = 2048

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
    first = spec.cells[0].config
    assert spec.cells[0].name == "smol/samples/one_shot_python/seed1-t0.0"
    assert (first.benchmark, first.methods, first.limit, first.seed) == (
        "samples",
        ("one_shot_python",),
        1,
        1,
    )
    assert first.settings == {"one_shot_python": {"temperature": 0.0}}
    assert first.backend.num_ctx == 2048 and first.quiet
    assert {"benchmark", "limit", "seed", "num_ctx", "settings"} <= first.given()


def test_a_sweep_without_models_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('out = "x"\nmethods = ["cot"]\n[[benchmarks]]\nname = "samples"\n')
    with pytest.raises(ConfigError, match="needs 'models'"):
        load_sweep(path)


@pytest.mark.model
def test_sweep_runs_cells_and_skips_finished_ones(tmp_path: Path, smollm2_path: Path) -> None:
    path = write_sweep(tmp_path, model=str(smollm2_path))
    text = path.read_text().replace("seeds = [1, 2]", "seeds = [1]")
    text += (
        "[options.settings.one_shot_python]\nnum_predict = 64\n"
        "[options.settings.relay_python]\nnum_predict = 64\nmax_attempts = 1\n"
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


def test_a_method_setting_in_options_reaches_only_the_cells_of_its_method(
    tmp_path: Path,
) -> None:
    path = write_sweep(tmp_path)
    path.write_text(
        path.read_text()
        + "[options.settings.relay_python]\nmax_attempts = 2\n"
        + "[options.settings.one_shot_python]\nnum_predict = 300\n"
    )
    own = {"relay_python": {"max_attempts": 2}, "one_shot_python": {"num_predict": 300}}
    for cell in load_sweep(path).cells:
        (method,) = cell.config.methods
        assert cell.config.settings == {method: {**own[method], "temperature": 0.0}}
        assert cell.config.backend.num_ctx == 2048


def test_a_setting_in_options_for_a_method_the_sweep_does_not_run_is_refused(
    tmp_path: Path,
) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text() + "[options.settings.pot]\nmax_retries = 1\n")
    with pytest.raises(ConfigError, match="options set pot, which is not among the sweep's"):
        load_sweep(path)


def test_options_as_command_line_words_are_refused_with_the_table_form(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    text = path.read_text().replace("[options]\nnum_ctx = 2048\n", "")
    path.write_text(text.replace("seeds = [1, 2]", 'seeds = [1, 2]\noptions = ["--quiet"]'))
    with pytest.raises(ConfigError, match=r"'options' is a table of run fields now.*\[options\]"):
        load_sweep(path)


def test_a_bad_value_or_a_field_the_grid_sets_names_the_file_and_cell(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace("num_ctx = 2048", 'concurrency = "many"'))
    with pytest.raises(ConfigError, match=r"sweep.toml: cell smol/samples/.*concurrency"):
        load_sweep(path)
    path.write_text(path.read_text().replace('concurrency = "many"', "seed = 3"))
    with pytest.raises(ConfigError, match="options set seed, which the sweep's grid sets"):
        load_sweep(path)


def test_samples_reach_every_cell_and_name_its_folder(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace("seeds = [1, 2]", "seeds = [1, 2]\nsamples = 3"))
    first = load_sweep(path).cells[0]
    assert first.name == "smol/samples/one_shot_python/seed1-t0.0-n3"
    assert first.config.samples == 3
    override = load_sweep(path, samples=5).cells[0]  # mathloop sweep --samples 5
    assert override.name.endswith("-n5") and override.config.samples == 5
    single = load_sweep(write_sweep(tmp_path)).cells[0]
    assert single.config.samples == 1 and single.name.endswith("seed1-t0.0")


def test_samples_must_be_a_positive_whole_number(tmp_path: Path) -> None:
    path = write_sweep(tmp_path)
    path.write_text(path.read_text().replace("seeds = [1, 2]", 'seeds = [1, 2]\nsamples = "3"'))
    with pytest.raises(ConfigError, match="'samples'"):
        load_sweep(path)
