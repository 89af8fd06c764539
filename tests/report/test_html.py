"""The HTML report as files: untrusted text escaped, unknown trace fields shown."""

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from mathloop.report import build_report, load_runs, write_report
from mathloop.report.html import esc, render_value, script_json
from mathloop.report.html.pages import problem_href
from mathloop.report.runset import read_trace
from mathloop.runs import RunStore
from report_stores import (
    ANSWER,
    HOSTILE_ID,
    STATEMENT,
    STDOUT,
    SUBJECT,
    P,
    hostile_problems,
    write_run,
)

MakeRun = Callable[..., Path]


@pytest.fixture(scope="module")
def hostile_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    root = write_run(folder / "run", hostile_problems())
    write_report(build_report(load_runs([root])), folder / "out", plots=False)
    return folder / "out" / "html"


def test_escape_helpers() -> None:
    assert esc('<a href="x">&') == "&lt;a href=&quot;x&quot;&gt;&amp;"
    data = script_json({"s": "</script><!-- & \u2028"})
    assert "<" not in data and ">" not in data and "&" not in data
    assert json.loads(data) == {"s": "</script><!-- & \u2028"}
    assert render_value({"k<": ["<i>", None]}) == (
        '<dl class="kv"><dt>k&lt;</dt><dd><ol class="items"><li><span class="value">&lt;i&gt;'
        '</span></li><li><span class="none">—</span></li></ol></dd></dl>'
    )


def test_model_and_dataset_text_never_becomes_markup(hostile_report: Path) -> None:
    page = (hostile_report / problem_href(HOSTILE_ID)).read_text()
    for raw in (STATEMENT, ANSWER, STDOUT.strip(), SUBJECT, HOSTILE_ID):
        assert raw not in page
    assert "Compute &lt;script&gt;window.__pwned=1&lt;/script&gt; now." in page
    assert "&lt;img src=x onerror=&quot;window.__pwned=2&quot;&gt;" in page
    assert not re.search(r"<img[^>]*onerror", page)
    assert page.count("<script") == 0  # problem pages run no script at all


def test_browser_data_cannot_close_its_script_element(hostile_report: Path) -> None:
    page = (hostile_report / "traces.html").read_text()
    assert page.count("</script>") == 2  # the data block and browser.js, nothing else
    data = page.split('<script type="application/json" id="trace-data">')[1].split("</script>")[0]
    rows = json.loads(data)["rows"]
    assert {row["answer"] for row in rows} == {ANSWER, "7"}
    assert rows[0]["subject"] == SUBJECT
    assert rows[0]["href"].startswith("problems/x_img_src_x_onerror_alert_1-")


def test_index_escapes_dataset_text_in_tables(hostile_report: Path) -> None:
    page = (hostile_report / "index.html").read_text()
    assert SUBJECT not in page
    assert esc(SUBJECT) in page
    assert "Content-Security-Policy" in page


def test_unknown_trace_fields_and_steps_are_shown(make_run: MakeRun, tmp_path: Path) -> None:
    root = make_run("iipc", [P("s1", "iipc", True)])
    trace_path = RunStore(root).problem_dir("s1", "iipc") / "trace.json"
    trace = json.loads(trace_path.read_text())
    # A trace from a newer method: steps with reflections, a field no version knows yet.
    trace["steps"] = [
        {"index": 1, "component": "f_init", "response": "Propositions: <x> is even."},
        {"index": 2, "component": "f_val", "decision": "revise", "attempt": 1,
         "reflection": "Forgot the <b>negative</b> root.", "memory": ["check signs"]},
    ]  # fmt: skip
    trace["future_field"] = {"judge": "<i>maybe</i>"}
    trace["members"] = [{"method": "cot", "submission": {"answer": "<u>5</u>"}, "attempts": []}]
    trace_path.write_text(json.dumps(trace))
    write_report(build_report(load_runs([root])), tmp_path / "out", plots=False)
    page = (tmp_path / "out" / "html" / problem_href("s1")).read_text()
    assert "Step 1: f_init" in page and "Step 2: f_val" in page
    assert "Forgot the &lt;b&gt;negative&lt;/b&gt; root." in page
    assert "program ran as" in page and "check signs" in page
    assert "future_field" in page and "&lt;i&gt;maybe&lt;/i&gt;" in page
    assert "Propositions: &lt;x&gt; is even." in page
    assert "member 1: cot → &lt;u&gt;5&lt;/u&gt;" in page


def test_missing_trace_is_reported_not_fatal(make_run: MakeRun, tmp_path: Path) -> None:
    root = make_run("gone", [P("g1", "m", True)])
    (RunStore(root).problem_dir("g1", "m") / "trace.json").unlink()
    write_report(build_report(load_runs([root])), tmp_path / "out", plots=False)
    page = (tmp_path / "out" / "html" / problem_href("g1")).read_text()
    assert "Trace not readable" in page
    assert "Statement not recorded." in page


def test_values_and_traces_nested_too_deeply_render_without_a_crash(tmp_path: Path) -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert "nested too deeply" in render_value(deep)
    trace = tmp_path / "trace.json"
    trace.write_text('{"a": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert read_trace(trace) is None
