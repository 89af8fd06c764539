"""Math in the HTML report: which text is TeX, and the KaTeX files a report ships."""

import re
import sys
from pathlib import Path

import pytest

from mathloop.report import build_report, load_runs, write_report
from mathloop.report.html.pages import problem_href
from mathloop.report.html.tex import MATH_MARK, answer_html, prose_html, whole_tex
from report_stores import MATH_ID, hostile_problems, math_problems, write_run

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[2]


def _spans(html: str) -> list[str]:
    return re.findall(r'<span class="tex[^"]*" data-strip="\d">(.*?)</span>', html)


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("Let $x$ be $\\frac{1}{2}$.", ["$x$", "$\\frac{1}{2}$"]),
        ("$$y = 2$$ and \\(z\\) then \\[w\\]", ["$$y = 2$$", "\\(z\\)", "\\[w\\]"]),
        ("Eggs cost $2 each and she makes $18 a day.", []),  # GSM8K money is not math
        ("from $5 to $10", []),
        ("a $ b $ c", []),  # pandoc: no space inside the delimiters
        ("price \\$3 and $x$", ["$x$"]),
        ("$a$\n\n$", ["$a$"]),
        ("$a\n\nb$", []),  # inline math does not cross a blank line
    ],
)
def test_prose_marks_only_math(text: str, spans: list[str]) -> None:
    assert _spans(prose_html(text)) == spans


def test_code_in_a_reply_is_never_marked() -> None:
    reply = "Take $x$.\n```python\nprint('$x$')\n```\nUse `$y$` and [asy]label(\"$A$\");[/asy]"
    html = prose_html(reply)
    assert _spans(html) == ["$x$"]
    assert "<code>```python\nprint(&#x27;$x$&#x27;)\n```</code>" in html
    assert "<code>`$y$`</code>" in html
    assert "<code>[asy]label(&quot;$A$&quot;);[/asy]</code>" in html
    assert _spans(prose_html("```\nunclosed $x$ fence")) == []


def test_math_is_escaped_like_any_text() -> None:
    html = prose_html("$<b>x</b>$ <i>")
    assert html == '<span class="tex" data-strip="1">$&lt;b&gt;x&lt;/b&gt;$</span> &lt;i&gt;'
    assert MATH_MARK not in prose_html('<span class="tex">')


@pytest.mark.parametrize(
    ("answer", "whole"),
    [
        ("\\sqrt{2}", True),
        ("2^{10}", True),
        ("x_1", True),
        ("\\{1,2\\}", True),
        ("18", False),
        ("2 apples", False),
        ("$x$", False),  # delimited: marked as in prose instead
        ('<img src=x onerror="window.__pwned=2">', False),
        (None, False),
    ],
)
def test_bare_tex_answers_are_typeset_whole(answer: str | None, whole: bool) -> None:
    assert whole_tex(answer) is whole
    if whole:
        assert answer_html(answer) == f'<span class="tex" data-strip="0">{answer}</span>'


@pytest.fixture(scope="module")
def math_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("math")
    root = write_run(folder / "run", [*math_problems(), *hostile_problems()])
    write_report(build_report(load_runs([root])), folder / "out", plots=False)
    return folder / "out" / "html"


def test_report_ships_katex_and_links_it_relatively(math_report: Path) -> None:
    katex = math_report / "assets" / "katex"
    for name in ("katex.min.js", "katex.min.css", "LICENSE", "README.md"):
        assert (katex / name).is_file(), name
    assert (math_report / "assets" / "math.js").is_file()
    css = (katex / "katex.min.css").read_text()
    fonts = re.findall(r"url\(([^)]+)\)", css)
    assert len(fonts) == 20 and all(f.endswith(".woff2") for f in fonts)
    assert all((katex / font).is_file() for font in fonts)
    page = (math_report / problem_href(MATH_ID)).read_text()
    assert '<link rel="stylesheet" href="../assets/katex/katex.min.css">' in page
    assert '<script src="../assets/katex/katex.min.js"></script>' in page
    assert '<script src="../assets/math.js"></script>' in page
    for url in re.findall(r'(?:src|href)="([^"#]+)"', page):
        assert "//" not in url and not url.startswith("/"), url  # relative: file:// works
    traces = (math_report / "traces.html").read_text()
    assert '<script src="assets/katex/katex.min.js"></script>' in traces


def test_problem_page_marks_statement_gold_and_reasoning(math_report: Path) -> None:
    page = (math_report / problem_href(MATH_ID)).read_text()
    statement = page.split('<div class="statement">')[1].split("</div>")[0]
    assert _spans(statement) == ["$x = \\frac{1}{2}$", "$$y = x^2$$"]
    assert "Eggs cost $2 each and she makes $18." in statement
    assert '<p class="gold"><span class="tex" data-strip="0">\\sqrt{2}</span></p>' in page
    assert '<span class="tex" data-strip="2">\\(x^2 = 2\\)</span>' in page  # the reply
    program = page.split('<ol class="code">')[1].split("</ol>")[0]
    assert MATH_MARK not in program and "$x$" in program


def test_pages_without_math_load_no_script(math_report: Path) -> None:
    index = (math_report / "index.html").read_text()
    assert "katex" not in index
    hostile = next(p for p in (math_report / "problems").iterdir() if "onerror" in p.name)
    assert "<script" not in hostile.read_text()


def test_package_data_includes_every_asset() -> None:
    patterns = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"
    ]["mathloop"]
    package = REPO / "src" / "mathloop"
    shipped = {path for pattern in patterns for path in package.glob(pattern) if path.is_file()}
    assets = {
        path for path in (package / "report" / "html" / "assets").rglob("*") if path.is_file()
    }
    assert assets and assets <= shipped, sorted(map(str, assets - shipped))
