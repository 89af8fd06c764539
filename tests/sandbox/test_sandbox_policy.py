"""The AST safety gate and the named policies."""

from __future__ import annotations

import pytest

from mathloop.errors import ConfigError
from mathloop.sandbox import (
    POLICIES,
    STRICT_IMPORTS,
    GateReport,
    Policy,
    check_code,
    get_policy,
)

STRICT = get_policy("strict")
DEFAULT = get_policy("default")


def _rules(report: GateReport) -> list[tuple[int | None, str, str]]:
    return [(v.line, v.rule, v.detail) for v in report.violations]


def test_safe_code_passes() -> None:
    report = check_code("import math\nprint(math.comb(5, 2))", STRICT)
    assert report.safe
    assert report.violations == []
    assert report.summary() == ""


def test_syntax_error_is_a_violation_with_its_line() -> None:
    report = check_code("x = 1\nprint(x\n", STRICT)
    assert not report.safe
    [violation] = report.violations
    assert violation.rule == "syntax_error"
    assert violation.line == 2


def test_null_byte_is_a_syntax_error() -> None:
    assert _rules(check_code("x = 1\0", STRICT))[0][1] == "syntax_error"


@pytest.mark.parametrize(
    ("code", "rule", "detail"),
    [
        ("import os.path", "banned_import", "os.path"),
        ("from subprocess import run", "banned_import", "subprocess"),
        ("import sys", "banned_import", "sys"),
        ("import json", "import_not_allowed", "json"),
        ("from . import x", "import_not_allowed", "relative import"),
        ("f = open", "banned_name", "open"),
        ("eval('1')", "banned_name", "eval"),
        ("__builtins__", "banned_name", "__builtins__"),
        ("breakpoint()", "banned_name", "breakpoint"),
        ("x = ().__class__", "banned_attribute", "__class__"),
        ("g = f.__globals__", "banned_attribute", "__globals__"),
        ("import numpy as np\nnp.load('a.npy')", "banned_attribute", "load"),
        ("from numpy import load", "banned_attribute", "load"),
        ("from operator import attrgetter", "banned_attribute", "attrgetter"),
        ("from builtins import open", "banned_import", "builtins"),
        ("import sympy.utilities.misc as m\nm.os.system('id')", "banned_attribute", "os"),
        ("from sympy.utilities.misc import sys", "banned_attribute", "sys"),
        ("import numpy\nnumpy.x.environ", "banned_attribute", "environ"),
    ],
)
def test_each_rule_names_the_offender(code: str, rule: str, detail: str) -> None:
    report = check_code(code, DEFAULT)
    last_line = code.count("\n") + 1
    assert not report.safe
    assert report.violations[0].rule == rule
    assert report.violations[0].detail.startswith(detail)
    assert report.violations[0].line == last_line


def test_string_escapes_are_caught() -> None:
    code = (
        "x = {}\n"
        "y = x['__builtins__']\n"
        "s = '{0.__globals__}'.format(f)\n"
        "import sympy\n"
        "sympy.sympify(\"open('/etc/passwd').read()\")\n"
    )
    report = check_code(code, DEFAULT)
    assert [(v.line, v.rule) for v in report.violations] == [
        (2, "banned_string"),
        (3, "banned_attribute"),  # an attribute field in a format string
        (3, "banned_string"),
        (5, "banned_string"),
    ]


def test_format_is_allowed_on_plain_literals_only() -> None:
    fine = 'x = 1.5\nprint("RESULT: {:.2f}".format(x))\nprint("{0} {y}".format(1, y=2))'
    assert check_code(fine, DEFAULT).safe
    refused = {
        "a template built at run time": 't = "{0._" + "_globals__}"\nprint(t.format(1))',
        "an attribute field": 'print("{0.real}".format(3))',
        "an index field": 'print("{0[k]}".format({"k": 1}))',
        "a nested field": 'print("{0:{1.real}}".format(1, 2))',
        "str.format": 'print(str.format("{0}", 3))',
        "the family": 'import string\nf = string.Formatter()\nf.vformat("{0}", (1,), {})',
        "format_map": 'print("{x}".format_map({"x": 1}))',
    }
    for what, code in refused.items():
        report = check_code(code, DEFAULT)
        assert not report.safe, what
        assert {v.rule for v in report.violations} == {"banned_attribute"}, what


def test_class_patterns_cannot_read_dunders() -> None:
    code = "f = 1\nmatch f:\n    case object(__globals__=g):\n        print(g)\n"
    [violation] = check_code(code, DEFAULT).violations
    assert (violation.rule, violation.line) == ("banned_attribute", 3)
    plain = "match (1, 2):\n    case (a, b):\n        print(a)\n"
    plain += "    case complex(real=r):\n        print(r)"
    assert check_code(plain, DEFAULT).safe


def test_library_bridges_to_c_processes_and_imports_are_refused() -> None:
    for code, name in [
        ("import numpy\nprint(numpy.zeros(2).ctypes.data)", "ctypes"),
        ("import numpy.ctypeslib", "ctypeslib"),
        ("from numpy.ctypeslib import as_array", "ctypeslib"),
        ("import sympy\nsympy.test('x')", "test"),
        ("import sympy\nsympy.doctest('x')", "doctest"),
        ("from sympy.external import import_module", "import_module"),
        ("from sympy.utilities.autowrap import autowrap", "autowrap"),
        ("import numpy.testing", "testing"),
    ]:
        details = {v.detail for v in check_code(code, DEFAULT).violations}
        assert name in details, code


def test_ordinary_dunder_strings_are_fine() -> None:
    assert check_code("if __name__ == '__main__':\n    print('open the door')", DEFAULT).safe


def test_violations_are_sorted_and_summarised() -> None:
    report = check_code("import math\nf = open\nimport os\n", STRICT)
    assert report.summary() == "line 2: banned_name: open\nline 3: banned_import: os"


def test_policies_differ_on_sympy() -> None:
    code = "import sympy\nprint(sympy.Rational(1, 3))"
    assert check_code(code, DEFAULT).safe
    [violation] = check_code(code, STRICT).violations
    assert violation.rule == "import_not_allowed"
    assert STRICT.allowed_imports == STRICT_IMPORTS
    assert set(POLICIES) >= {"strict", "default"}


def test_extra_imports_extend_a_policy() -> None:
    policy = get_policy("strict", extra_imports=["sympy.abc", "fractions"])
    assert policy.name == "strict+fractions+sympy"
    assert check_code("from sympy.abc import x\nimport fractions", policy).safe
    assert get_policy("strict", extra_imports=["math"]) == STRICT


def test_extra_imports_cannot_allow_banned_roots() -> None:
    with pytest.raises(ConfigError, match="os"):
        STRICT.with_extra_imports(["os.path"])
    with pytest.raises(ConfigError, match="not an importable"):
        STRICT.with_extra_imports(["no-dash"])


def test_unknown_policy_lists_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="default, strict"):
        get_policy("lenient")


COMPREHENSIONS = (
    "a = [i for i in x]\nb = {i for i in x}\nc = {i: i for i in x}\nd = sum(i for i in x)"
)


def test_comprehensions_are_allowed_by_default() -> None:
    assert check_code(COMPREHENSIONS, DEFAULT).safe


def test_forbidding_list_comprehensions_leaves_the_other_kinds() -> None:
    policy = Policy(name="nolist", allowed_imports=STRICT_IMPORTS, forbid_list_comprehensions=True)
    report = check_code(COMPREHENSIONS, policy)
    assert _rules(report) == [(1, "list_comprehension", "list comprehension")]
    assert check_code("ok = all(r > 0 for r in roots)", policy).safe


def test_comprehensions_of_every_kind_can_be_forbidden() -> None:
    policy = Policy(name="nocomp", allowed_imports=STRICT_IMPORTS, forbid_all_comprehensions=True)
    report = check_code(COMPREHENSIONS, policy)
    assert _rules(report) == [
        (1, "list_comprehension", "list comprehension"),
        (2, "comprehension", "set comprehension"),
        (3, "comprehension", "dict comprehension"),
        (4, "comprehension", "generator expression"),
    ]


RECURSIVE = (
    "def fact(n):\n"
    "    return 1 if n < 2 else n * fact(n - 1)\n"
    "class A:\n"
    "    def walk(self, n):\n"
    "        return self.walk(n - 1)\n"
    "fib = lambda n: n if n < 2 else fib(n - 1)\n"
    "def helper(n):\n"
    "    return fact(n)\n"
)


def test_recursion_is_allowed_by_default() -> None:
    assert check_code(RECURSIVE, DEFAULT).safe


NO_RECURSION = Policy(name="norec", allowed_imports=STRICT_IMPORTS, forbid_recursion=True)


def test_recursion_can_be_forbidden() -> None:
    assert [(v.line, v.rule) for v in check_code(RECURSIVE, NO_RECURSION).violations] == [
        (2, "recursion"),
        (5, "recursion"),
        (6, "recursion"),
    ]


def _recursion(code: str) -> list[tuple[int | None, str]]:
    report = check_code(code, NO_RECURSION)
    assert {v.rule for v in report.violations} <= {"recursion"}
    return [(v.line, v.detail) for v in report.violations]


def _cycle(name: str, path: str) -> str:
    return f"function {name!r} reaches itself through its calls: {path}"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        pytest.param(
            "def even(n):\n"
            "    return True if n == 0 else odd(n - 1)\n"
            "def odd(n):\n"
            "    return False if n == 0 else even(n - 1)\n",
            [(2, _cycle("even", "even -> odd -> even")), (4, _cycle("odd", "odd -> even -> odd"))],
            id="mutual-2-cycle",
        ),
        pytest.param(
            "def a(n):\n    return b(n)\n"
            "def b(n):\n    return c(n)\n"
            "def c(n):\n    return a(n - 1) if n else 0\n"
            "def d(n):\n    return a(n)\n",  # calls into the cycle without being on it
            [
                (2, _cycle("a", "a -> b -> c -> a")),
                (4, _cycle("b", "b -> c -> a -> b")),
                (6, _cycle("c", "c -> a -> b -> c")),
            ],
            id="mutual-3-cycle",
        ),
        pytest.param(
            "class Tree:\n    def size(self, node):\n        return 1 + self.size(node.left)\n",
            [(3, "function 'Tree.size' calls itself")],
            id="method-via-self",
        ),
        pytest.param(
            "class C:\n"
            "    @classmethod\n    def f(cls, n):\n        return cls.f(n - 1)\n"
            "    @staticmethod\n    def g(n):\n        return C.g(n - 1)\n",
            [(4, "function 'C.f' calls itself"), (7, "function 'C.g' calls itself")],
            id="method-via-cls-and-class-name",
        ),
        pytest.param(
            "class A:\n    def go(self, n):\n        return self.go(n - 1)\n"
            "class B(A):\n    def run(self):\n        return self.go(3)\n",
            [(3, "function 'A.go' calls itself")],
            id="inherited-method",
        ),
        pytest.param(
            "def outer(n):\n    def inner(k):\n        return inner(k - 1)\n    return inner(n)\n",
            [(3, "function 'outer.inner' calls itself")],
            id="nested-function",
        ),
        pytest.param(
            "def outer(n):\n    def inner(k):\n        return outer(k - 1)\n    return inner(n)\n",
            [
                (3, _cycle("outer.inner", "outer.inner -> outer -> outer.inner")),
                (4, _cycle("outer", "outer -> outer.inner -> outer")),
            ],
            id="nested-function-calls-its-definer",
        ),
        pytest.param(
            "fib = lambda n: n if n < 2 else fib(n - 1) + fib(n - 2)\n",
            [(1, "function 'fib' calls itself")],
            id="named-lambda",
        ),
        pytest.param(
            "def key(x):\n    return sorted(x, key=lambda y: key(y))\n",
            [(2, "function 'key' calls itself")],
            id="through-an-anonymous-lambda",
        ),
        pytest.param(
            "class Node:\n"
            "    def __init__(self, n):\n        self.child = Node(n - 1) if n else None\n",
            [(3, "function 'Node.__init__' calls itself")],
            id="constructor-builds-its-class",
        ),
        pytest.param(
            "def sum(xs):\n    return sum(xs)\n",  # the module's sum shadows the builtin
            [(2, "function 'sum' calls itself")],
            id="shadowed-builtin",
        ),
    ],
)
def test_recursion_through_the_call_graph_is_refused(
    code: str, expected: list[tuple[int, str]]
) -> None:
    assert _recursion(code) == expected


@pytest.mark.parametrize(
    "code",
    [
        pytest.param(
            "def a():\n    return b() + c()\ndef b():\n    return c()\n"
            "def c():\n    return 1\nprint(a())\n",
            id="call-chain",
        ),
        pytest.param(
            "class Stats:\n"
            "    def sum(self, xs):\n        return sum(xs)\n"
            "    def max(self, xs):\n        return max(xs)\n",
            id="method-calls-builtin-of-its-name",
        ),
        pytest.param(
            "def area(r):\n    return 3 * r * r\n"
            "class Circle:\n    def area(self):\n        return area(self.r)\n",
            id="method-calls-module-function-of-its-name",
        ),
        pytest.param(
            "def helper():\n    def helper():\n        return 1\n    return helper()\n",
            id="function-calls-nested-function-of-its-name",
        ),
        pytest.param(
            "def step(x):\n    return x + 1\n"
            "def run():\n    def step(x):\n        return x * 2\n    return step(3)\n",
            id="nested-function-shadows-module-function",
        ),
        pytest.param(
            "def f(x):\n    return apply(f, x)\ndef apply(f, x):\n    return f(x)\n",
            id="parameter-shadows-function",
        ),
        pytest.param("def total(xs):\n    total = sum\n    return total(xs)\n", id="local-shadows"),
        pytest.param("def f(fs):\n    return [f(1) for f in fs]\n", id="loop-variable-shadows"),
        pytest.param(
            "class A:\n    def go(self):\n        return 1\n"
            "class B(A):\n    def go(self):\n        return super().go() + A.go(self)\n",
            id="override-calls-base-method",
        ),
        pytest.param(
            "def deco(fn):\n    return fn\n@deco\ndef h():\n    return 1\n", id="decorator"
        ),
        pytest.param(
            "def scale(k):\n    def wrap(fn):\n        return fn\n    return wrap\n"
            "class Shape:\n    @scale(2)\n    def scale(self, k=scale(1)):\n        return k\n",
            id="decorator-and-default-run-outside-the-function",
        ),
    ],
)
def test_calls_that_are_not_recursion_pass(code: str) -> None:
    assert _recursion(code) == []


def test_report_round_trips_as_json() -> None:
    report = check_code("import os", STRICT)
    assert GateReport.model_validate_json(report.model_dump_json()) == report
