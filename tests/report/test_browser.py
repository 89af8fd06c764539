"""The HTML report in headless Chromium (Debian's ``chromium`` and ``chromium-driver``).

``make test`` installs both when they are missing. Without them the test skips, except in
CI (``CI`` set), where a skipped browser test would hide a broken report, so it fails.
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathloop.report import build_report, load_runs, write_report
from mathloop.report.html.pages import problem_href
from report_stores import (
    HOSTILE_ID,
    MATH_ID,
    hostile_problems,
    math_problems,
    paired_ten,
    write_run,
)

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--window-size=1400,1000",
)

pytestmark = pytest.mark.slow


def _require_browser() -> None:
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if not missing:
        return
    message = f"{', '.join(missing)} missing: apt-get install chromium chromium-driver"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def report_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("browser")
    root = write_run(folder / "run", [*paired_ten(), *hostile_problems()])
    write_report(build_report(load_runs([root])), folder / "out")
    return folder / "out" / "html"


@pytest.fixture(scope="module")
def math_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("math")
    root = write_run(folder / "run", math_problems())
    write_report(build_report(load_runs([root])), folder / "out", plots=False)
    return folder / "out" / "html"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    _require_browser()
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver path: Selenium Manager (which downloads drivers) never runs.
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def _severe_console_messages(driver) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def _shown_rows(driver) -> int:
    return driver.execute_script("return document.querySelectorAll('#traces tbody tr').length")


def _choose(driver, select_id: str, value: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.ID, select_id)).select_by_value(value)


def test_index_renders_tables_and_loads_every_plot(browser, report_html: Path, tmp_path: Path):
    browser.get((report_html / "index.html").as_uri())
    assert browser.title == "mathloop report"
    headings = browser.execute_script(
        "return Array.from(document.querySelectorAll('h2')).map(h => h.textContent)"
    )
    assert {"Accuracy", "Paired outcomes", "Accuracy by level", "Figures"} <= set(headings)
    sizes = browser.execute_script(
        "return Array.from(document.images).map(i => [i.getAttribute('src'), i.complete,"
        " i.naturalWidth])"
    )
    assert len(sizes) >= 5
    for src, complete, width in sizes:
        assert complete and width > 0, f"{src} did not load"
    assert _severe_console_messages(browser) == []
    browser.save_screenshot(str(tmp_path / "index.png"))
    assert (tmp_path / "index.png").stat().st_size > 10_000


def test_trace_browser_filters(browser, report_html: Path, tmp_path: Path) -> None:
    browser.get((report_html / "traces.html").as_uri())
    assert _shown_rows(browser) == 22  # 11 problems × 2 methods
    _choose(browser, "f-method", "b")
    assert _shown_rows(browser) == 11
    _choose(browser, "f-outcome", "WRONG_RESULT")
    assert _shown_rows(browser) == 2  # b got p04 and p09 wrong
    _choose(browser, "f-method", "")
    _choose(browser, "f-outcome", "")
    _choose(browser, "f-subject", "Geometry")
    assert _shown_rows(browser) == 10
    _choose(browser, "f-level", "2")
    assert _shown_rows(browser) == 6  # Geometry problems 5, 7, 9 at level 2, both methods
    _choose(browser, "f-subject", "")
    _choose(browser, "f-level", "")
    _choose(browser, "f-pair", "a vs b: only A")
    rows = browser.execute_script(
        "return Array.from(document.querySelectorAll('#traces tbody tr'))"
        ".map(r => r.cells[0].textContent)"
    )
    assert sorted(rows) == ["p04", "p04"]
    assert "2 of 22 rows" in browser.find_element("id", "count").text
    assert _severe_console_messages(browser) == []
    browser.save_screenshot(str(tmp_path / "traces.png"))


def test_a_link_from_the_index_presets_the_filters(browser, report_html: Path) -> None:
    browser.get((report_html / "traces.html").as_uri() + "#method=a&outcome=WRONG_RESULT")
    assert _shown_rows(browser) == 6  # a: p05-p09 and the hostile problem
    assert browser.execute_script("return document.getElementById('f-method').value") == "a"


def test_problem_page_shows_hostile_text_as_text(browser, report_html: Path, tmp_path: Path):
    browser.get((report_html / problem_href(HOSTILE_ID)).as_uri())
    assert browser.execute_script("return window.__pwned === undefined")
    assert browser.execute_script("return document.querySelectorAll('img').length") == 0
    assert browser.execute_script("return document.querySelectorAll('[onerror]').length") == 0
    text = browser.execute_script("return document.body.innerText")
    assert "Compute <script>window.__pwned=1</script> now." in text
    assert '<img src=x onerror="window.__pwned=2">' in text
    assert "</script><script>window.__pwned=3</script>" in text
    arms = browser.execute_script(
        "return Array.from(document.querySelectorAll('.arm > h2')).map(h => h.textContent)"
    )
    assert arms == ["a", "b"]
    code_lines = browser.execute_script("return document.querySelectorAll('ol.code li').length")
    assert code_lines == 2  # one program line per method, numbered by the list
    browser.save_screenshot(str(tmp_path / "problem.png"))
    assert (tmp_path / "problem.png").stat().st_size > 10_000


def test_trace_browser_shows_hostile_text_as_text(browser, report_html: Path) -> None:
    browser.get((report_html / "traces.html").as_uri())
    _choose(browser, "f-subject", "<b onmouseover=alert(4)>Algebra</b>")
    assert _shown_rows(browser) == 2
    answers = browser.execute_script(
        "return Array.from(document.querySelectorAll('#traces tbody td.answer'))"
        ".map(td => td.textContent)"
    )
    assert '<img src=x onerror="window.__pwned=2">' in answers
    assert (
        browser.execute_script("return document.querySelectorAll('tbody img, tbody b').length") == 0
    )
    assert browser.execute_script("return window.__pwned === undefined")


def _katex_in(driver, selector: str) -> list[int]:
    """For each element matching ``selector``: how many KaTeX renderings it holds."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]))"
        ".map(e => e.querySelectorAll('.katex').length)",
        selector,
    )


def test_problem_page_typesets_math_and_leaves_code_verbatim(
    browser, math_html: Path, tmp_path: Path
) -> None:
    browser.get((math_html / problem_href(MATH_ID)).as_uri())
    assert _katex_in(browser, ".statement") == [2]  # $x = \frac{1}{2}$ and $$y = x^2$$
    assert _katex_in(browser, ".statement .katex-display") == [1]
    assert browser.execute_script(
        "return document.querySelector('.statement .katex .mfrac') !== null"
    )
    statement = browser.execute_script("return document.querySelector('.statement').innerText")
    assert "Eggs cost $2 each and she makes $18." in statement  # money is not math
    assert _katex_in(browser, ".gold") == [1]
    assert browser.execute_script("return document.querySelector('.gold .katex .sqrt') !== null")
    assert _katex_in(browser, ".submitted .answer") == [1, 0]  # "$x$" and "8"
    assert _katex_in(browser, "pre.prose") == [3, 0]  # a's reasoning; b's reply is only code
    errors = browser.execute_script(
        "return Array.from(document.querySelectorAll('pre.prose .katex-error'))"
        ".map(e => [e.textContent, getComputedStyle(e).color])"
    )
    assert errors == [["\\frac{1}{", "rgb(204, 0, 0)"]]  # throwOnError: false, shown in red
    assert _katex_in(browser, "ol.code, pre.prose code") == [0, 0, 0, 0]
    program = browser.execute_script("return document.querySelector('ol.code').textContent")
    assert program == 'print("RESULT: $x$")'
    stdout = browser.execute_script(
        "return Array.from(document.querySelectorAll('pre.text:not(.prose)'))"
        ".map(p => p.textContent)"
    )
    assert "RESULT: $x$\n" in stdout
    assert _katex_in(browser, "pre.text:not(.prose)").count(0) == len(stdout)
    fonts = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "document.fonts.ready.then(() => done(Array.from(document.fonts)"
        ".filter(f => f.status === 'loaded').map(f => f.family)));"
    )
    assert any("KaTeX_Main" in family for family in fonts)  # from file://, under the CSP
    assert _severe_console_messages(browser) == []
    browser.save_screenshot(str(tmp_path / "math.png"))


def test_trace_browser_typesets_bare_tex_answers(browser, math_html: Path) -> None:
    browser.get((math_html / "traces.html").as_uri())
    assert _shown_rows(browser) == 2
    cells = _katex_in(browser, "#traces tbody td.answer")
    assert cells == [0, 1, 0, 1]  # answers "$x$" (delimited, shown as text) and "8"; gold
    answers = browser.execute_script(
        "return Array.from(document.querySelectorAll('#traces tbody td.answer'))"
        ".map(td => td.textContent)"
    )
    assert answers[0] == "$x$" and answers[2] == "8"
    assert _severe_console_messages(browser) == []
