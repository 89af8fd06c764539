"""Method settings: frozen, validated spec dataclasses, built from overrides and recorded.

A method's spec is a pydantic dataclass declared with :func:`spec` and :func:`setting`:
every field has a type, a description and, where a value can be out of range, its bounds.
Settings arrive as overrides from code, ``--set relay_python.max_attempts=3``, presets and
recorded manifests; :func:`build_spec` turns a bad one into a single line that names the
method, the setting and what it accepts. The spec is written into every trace as
:func:`spec_dict`. For example: ``relay_python: max_attempts='abc' is invalid: must be an
integer >= 1``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, TypeVar

from annotated_types import Ge, Gt, Le, Lt
from pydantic import ConfigDict, Field, ValidationError
from pydantic.dataclasses import dataclass as _pydantic_dataclass
from pydantic.fields import FieldInfo
from typing_extensions import dataclass_transform

from mathloop.errors import ConfigError

__all__ = ["build_spec", "setting", "spec", "spec_dict"]

S = TypeVar("S")

_CONFIG = ConfigDict(extra="forbid")


@dataclass_transform(frozen_default=True, field_specifiers=(Field, FieldInfo))
def spec(cls: type[S]) -> type[S]:
    """Make ``cls`` a frozen spec dataclass whose fields are validated when it is built."""
    return typing.cast("type[S]", _pydantic_dataclass(frozen=True, config=_CONFIG)(cls))


def setting(
    default: Any,
    description: str,
    *,
    ge: float | None = None,
    gt: float | None = None,
    le: float | None = None,
) -> Any:
    """A spec field: its default, what it does, and the bounds a value must keep."""
    return Field(default=default, description=description, ge=ge, gt=gt, le=le)


def spec_dict(value: Any) -> dict[str, Any]:
    """A JSON-ready dict of a frozen spec dataclass, in field order."""
    return dataclasses.asdict(value)


def build_spec(spec_type: type[S], overrides: Mapping[str, Any], *, method: str | None = None) -> S:
    """Instantiate ``spec_type`` with ``overrides``; an unknown setting or a value out of its
    type or bounds is a one-line :class:`~mathloop.errors.ConfigError` naming ``method``."""
    label = method or spec_type.__name__
    known = {field.name for field in dataclasses.fields(spec_type)}  # type: ignore[arg-type]
    unknown = sorted(set(overrides) - known)
    if unknown:
        raise ConfigError(
            f"unknown setting(s) {', '.join(unknown)} for {label}; "
            f"known: {', '.join(sorted(known))}"
        )
    try:
        return spec_type(**overrides)
    except ValidationError as exc:
        error = exc.errors()[0]
        name = str(error["loc"][0])
        why = f"must be {accepted(spec_type, name)}"
        if error["type"] == "value_error":  # a spec's own validator says why
            why = str(error["ctx"]["error"])
        raise ConfigError(f"{label}: {name}={overrides.get(name)!r} is invalid: {why}") from None


def accepted(spec_type: type[Any], name: str) -> str:
    """What setting ``name`` of ``spec_type`` accepts, in words: ``an integer >= 1``."""
    field: FieldInfo = spec_type.__pydantic_fields__[name]
    bounds = {type(item).__name__: item for item in field.metadata}
    low, high = bounds.get("Ge"), bounds.get("Le")
    if isinstance(low, Ge) and isinstance(high, Le):
        return f"{_kind(field.annotation)} from {low.ge} to {high.le}"
    words = [_bound(item) for item in field.metadata]
    return " ".join([_kind(field.annotation), *(w for w in words if w)])


_KINDS = {bool: "true or false", int: "an integer", float: "a number", str: "a string"}


def _kind(annotation: Any) -> str:
    if annotation in _KINDS:
        return _KINDS[annotation]
    origin = typing.get_origin(annotation)
    if origin is Literal:
        values = [repr(value) for value in typing.get_args(annotation)]
        return values[0] if len(values) == 1 else "one of " + ", ".join(values)
    if origin in (types.UnionType, typing.Union):
        kinds = [_kind(arg) for arg in typing.get_args(annotation)]
        return " or ".join(kind for kind in kinds if kind)
    if annotation is type(None):
        return "null"
    if origin is tuple:
        return f"a list of {_kind(typing.get_args(annotation)[0]).removeprefix('a ')}s"
    return f"a {getattr(annotation, '__name__', annotation)}"


def _bound(item: object) -> str:
    if isinstance(item, Ge):
        return f">= {item.ge}"
    if isinstance(item, Gt):
        return f"> {item.gt}"
    if isinstance(item, Le):
        return f"<= {item.le}"
    if isinstance(item, Lt):
        return f"< {item.lt}"
    return ""
