"""Convert model dataclasses to plain JSON data and back, validating types with JSON paths.

One generic walker reads the dataclass type hints, so the JSON format is the model itself:
adding a field with a default to a dataclass extends the format without touching this module.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union


class SchemaError(ValueError):
    """A value at ``path`` does not match the model; ``expected`` says what would."""

    def __init__(self, path: str, expected: str) -> None:
        self.path = path
        self.expected = expected
        super().__init__(f"{path}: {expected}")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def to_data(obj: Any) -> Any:
    """A model object as JSON-ready data (dicts, lists, numbers, strings, None)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    return obj


def _describe(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if tp is int:
        return "an integer"
    if tp is float:
        return "a number"
    if tp is str:
        return "a string"
    if tp is bool:
        return "true or false"
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        inner = " or ".join(_describe(a) for a in args)
        return f"{inner} or null" if len(args) < len(typing.get_args(tp)) else inner
    if origin is tuple or origin is list:
        return "a list"
    if origin is dict or tp is dict:
        return "an object"
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return f"an object ({tp.__name__})"
    return str(tp)


def _kind(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, int):
        return "an integer"
    if isinstance(v, float):
        return "a number"
    if isinstance(v, str):
        return f"the string {v!r}" if len(v) < 40 else "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def from_data(tp: Any, data: Any, path: str = "$") -> Any:
    """Build an object of type ``tp`` from JSON data, raising SchemaError with the JSON path on a mismatch."""
    if tp is Any or tp is object:
        return data
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        errors: list[SchemaError] = []
        for a in args:
            if a is type(None):
                continue
            try:
                return from_data(a, data, path)
            except SchemaError as e:
                errors.append(e)
        deepest = max(errors, key=lambda e: len(e.path))
        if deepest.path != path:
            raise deepest
        raise SchemaError(path, f"expected {_describe(tp)}, got {_kind(data)}")
    if tp is bool:
        if isinstance(data, bool):
            return data
        raise SchemaError(path, f"expected true or false, got {_kind(data)}")
    if tp is int:
        if isinstance(data, int) and not isinstance(data, bool):
            return data
        raise SchemaError(path, f"expected an integer, got {_kind(data)}")
    if tp is float:
        if isinstance(data, (int, float)) and not isinstance(data, bool):
            return float(data)
        raise SchemaError(path, f"expected a number, got {_kind(data)}")
    if tp is str:
        if isinstance(data, str):
            return data
        raise SchemaError(path, f"expected a string, got {_kind(data)}")
    if origin is tuple or origin is list:
        if not isinstance(data, list):
            raise SchemaError(path, f"expected a list, got {_kind(data)}")
        (item,) = [a for a in typing.get_args(tp) if a is not Ellipsis][:1] or [Any]
        out = [from_data(item, x, f"{path}[{i}]") for i, x in enumerate(data)]
        return tuple(out) if origin is tuple else out
    if origin is dict or tp is dict:
        if not isinstance(data, dict):
            raise SchemaError(path, f"expected an object, got {_kind(data)}")
        args = typing.get_args(tp)
        vt = args[1] if len(args) == 2 else Any
        return {k: from_data(vt, v, f"{path}.{k}") for k, v in data.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise SchemaError(path, f"expected {_describe(tp)}, got {_kind(data)}")
        hints = _hints(tp)
        names = {f.name for f in dataclasses.fields(tp)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise SchemaError(f"{path}.{unknown[0]}", f"unknown field for {tp.__name__}")
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name in data:
                kwargs[f.name] = from_data(hints[f.name], data[f.name], f"{path}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise SchemaError(f"{path}.{f.name}", f"missing required field ({_describe(hints[f.name])})")
        return tp(**kwargs)
    raise TypeError(f"unsupported type in model: {tp!r}")
