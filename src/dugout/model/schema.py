"""The roster file format as a JSON Schema, and the conversions between model dataclasses and JSON data.

The schema is made from the dataclasses' type hints (adding a field with a default to a dataclass extends the
format) and the value rules below (hands, positions, roles, counts, ids, names, overrides). It is published
(``dugout schema``, ``docs/roster.schema.json``) so that users can check rosters they write by hand with any
JSON Schema tool, and dugout validates every roster with the same schema through ``jsonschema``.

Why jsonschema rather than pydantic models: the published file is then the very rule dugout applies (no second
description to drift), any editor or validator reads it, and the model stays plain frozen dataclasses that the
engine reads fast. jsonschema's errors carry the JSON location; ``first_error`` turns the first one into our
one-line ``$.team.players[12].throws: expected L, R or S, got 'Q'``. What a schema cannot say (a line that adds
up, a lineup that fields a team, ids that refer to players) stays in ``dugout.model.validate``.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Iterable
from functools import cache
from typing import Any, Union

from dugout.model.player import POSITIONS
from dugout.text import VISIBLE

HANDS = ("L", "R", "S")
ROLES = ("closer", "setup", "middle", "long")
LINEUP_POSITIONS = POSITIONS + ("DH",)
#: The largest whole number a roster holds (a league's outs pitched in a season are near 200,000).
INT_LIMIT = 10_000_000
#: The largest magnitude of a plain value in ``native`` and ``overrides``.
PLAIN_LIMIT = 1_000_000
#: An id: no path separator, no control character, not ``.`` or ``..`` (ids name output files).
ID_PATTERN = r"^(?!\.\.?$)[^/\\\x00-\x1f\x7f]+$"
#: A name: at least one visible character: not blank, and not only control characters (stripped wherever a name
#: is shown), zero-width characters or bidirectional marks, embeddings and isolates (which show as nothing).
NAME_PATTERN = VISIBLE
_PATTERN_TEXT = {ID_PATTERN: "an id without '/', '\\' or control characters (and not '.' or '..')",
                 NAME_PATTERN: "a name that is not blank (a visible character, not only control or invisible ones)"}
#: Classes whose numbers are all counts (0 or more).
_COUNTED = ("BattingLine", "PitchingLine", "FieldingLine", "RateLine", "TeamRecord")

#: Each game's hand-written rating overrides (``Player.overrides[game]``), registered by the games' registry.
OVERRIDE_KEYS: dict[str, tuple[str, ...]] = {}


class SchemaError(ValueError):
    """A value at ``path`` does not match the model; ``expected`` says what would."""

    def __init__(self, path: str, expected: str) -> None:
        self.path = path
        self.expected = expected
        super().__init__(f"{path}: {expected}")


class Unreadable:
    """A JSON number that Python cannot hold (more digits than it reads, or past a float's range): the JSON
    reader's stand-in, refused by the schema at its place."""

    def __init__(self, text: str) -> None:
        self.text = text


def register_overrides(game: str, keys: Iterable[str]) -> None:
    """Name the override keys a game reads (the registry of games calls this for every game)."""
    OVERRIDE_KEYS[game] = tuple(sorted(keys))
    _validator.cache_clear()
    roster_schema.cache_clear()


# --- model <-> data ----------------------------------------------------------------------------------------------
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


def from_data(tp: Any, data: Any) -> Any:
    """Build an object of type ``tp`` from JSON data that the schema has accepted."""
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        if data is None:
            return None
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        return from_data(inner, data)
    if tp is float:
        return float(data)
    if origin is tuple or origin is list:
        (item,) = [a for a in typing.get_args(tp) if a is not Ellipsis][:1] or [Any]
        out = [from_data(item, x) for x in data]
        return tuple(out) if origin is tuple else out
    if origin is dict:
        vt = typing.get_args(tp)[1]
        return {k: from_data(vt, v) for k, v in data.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        return tp(**{k: from_data(hints[k], v) for k, v in data.items()})
    return data


# --- the schema ---------------------------------------------------------------------------------------------------
def _count() -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": INT_LIMIT}


def _plain(depth: int) -> dict[str, Any]:
    return {"$ref": f"#/$defs/plain{depth}"}


def _rules(cls: str) -> dict[str, dict[str, Any]]:
    """The fields of a class whose schema says more than their type."""
    ident = {"type": "string", "pattern": ID_PATTERN}
    name = {"type": "string", "pattern": NAME_PATTERN}
    games = {g: {"type": "object", "properties": {k: _plain(2) for k in keys}, "additionalProperties": False,
                 "x-unknown": f"expected an override {g} reads ({', '.join(keys)})"}
             for g, keys in sorted(OVERRIDE_KEYS.items())}
    overrides: dict[str, Any] = {"type": "object", "additionalProperties": {
        "type": "object", "additionalProperties": _plain(2)}}
    if games:
        overrides = {"type": "object", "properties": games, "additionalProperties": False,
                     "x-unknown": f"expected a game's name ({', '.join(games)})"}
    rules: dict[str, dict[str, dict[str, Any]]] = {
        "Team": {"id": ident, "name": name},
        "Player": {"id": ident, "name": name, "bats": {"type": "string", "enum": list(HANDS)}, "throws": {"type": "string", "enum": list(HANDS)},
                   "games_at": {"type": "object", "additionalProperties": _count()},
                   "native": {"type": "object", "additionalProperties": {
                       "type": "object", "additionalProperties": _plain(2)}},
                   "overrides": overrides},
        "LineupSpot": {"player": ident, "pos": {"type": "string", "enum": list(LINEUP_POSITIONS)}},
        "BullpenSpot": {"player": ident, "role": {"type": "string", "enum": list(ROLES)}},
        "LeagueSeason": {"teams": {"type": "integer", "minimum": 1, "maximum": INT_LIMIT},
                         "team_games": {"type": "integer", "minimum": 1, "maximum": INT_LIMIT},
                         "runs": _count(), "errors": _count(), "double_plays": _count()},
    }
    return rules.get(cls, {})


def _type_schema(tp: Any, defs: dict[str, Any], counted: bool) -> dict[str, Any]:
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        sub = _type_schema(inner, defs, counted)
        if list(sub) == ["type"]:
            return {"type": [sub["type"], "null"]}
        if "$ref" in sub:
            return {"anyOf": [sub, {"type": "null"}]}
        return {**sub, "type": [sub["type"], "null"]}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return _count() if counted else {"type": "integer", "minimum": -INT_LIMIT, "maximum": INT_LIMIT}
    if tp is float:
        return {"type": "number", "minimum": 0} if counted else {"type": "number"}
    if tp is str:
        return {"type": "string"}
    if origin is tuple or origin is list:
        (item,) = [a for a in typing.get_args(tp) if a is not Ellipsis][:1]
        return {"type": "array", "items": _type_schema(item, defs, counted)}
    if origin is dict:
        return {"type": "object", "additionalProperties": _type_schema(typing.get_args(tp)[1], defs, counted)}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        _class_schema(tp, defs)
        return {"$ref": f"#/$defs/{tp.__name__}"}
    raise TypeError(f"unsupported type in model: {tp!r}")


def _class_schema(cls: type, defs: dict[str, Any]) -> None:
    name = cls.__name__
    if name in defs:
        return
    defs[name] = {}  # placeholder against recursion
    hints, rules = _hints(cls), _rules(name)
    props = {f.name: rules.get(f.name) or _type_schema(hints[f.name], defs, name in _COUNTED)
             for f in dataclasses.fields(cls)}
    required = [f.name for f in dataclasses.fields(cls)
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    doc = (cls.__doc__ or "").strip().splitlines()
    defs[name] = {"title": name, "description": doc[0] if doc else name, "type": "object",
                  "required": required, "properties": props, "additionalProperties": False}


@cache
def roster_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a roster file."""
    from dugout.model.team import Team

    scalar = {"anyOf": [{"type": "string", "maxLength": 1000},
                        {"type": "number", "minimum": -PLAIN_LIMIT, "maximum": PLAIN_LIMIT},
                        {"type": "boolean"}, {"type": "null"}]}
    defs: dict[str, Any] = {"plain0": {**scalar, "x-expected": "text, a number, true/false or null"}}
    for d in (1, 2):
        defs[f"plain{d}"] = {"anyOf": [scalar, {"type": "array", "items": _plain(d - 1)},
                                       {"type": "object", "additionalProperties": _plain(d - 1)}],
                             "x-expected": f"text, a number, true/false, null, or lists and objects of them "
                                           f"nested at most {d} deep"}
    _class_schema(Team, defs)
    from dugout.model.io import FORMAT, SCHEMA_VERSION

    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "dugout roster",
            "description": "A dugout roster file: one team-season, its players, depth chart and league context.",
            "type": "object", "required": ["schema_version", "team"],
            "properties": {"format": {"const": FORMAT}, "schema_version": {"const": SCHEMA_VERSION},
                           "team": {"$ref": "#/$defs/Team"}},
            "$defs": defs}


# --- validating -----------------------------------------------------------------------------------------------
def _is_int(_: Any, x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)  # 1.0 is not a whole number in a roster


def _is_number(_: Any, x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) or isinstance(x, float) and math.isfinite(x)


@cache
def _validator() -> Any:
    import jsonschema

    base = jsonschema.Draft202012Validator
    cls = jsonschema.validators.extend(
        base, type_checker=base.TYPE_CHECKER.redefine_many({"integer": _is_int, "number": _is_number}))
    return cls(roster_schema())


def _where(path: Iterable[Any]) -> str:
    out = "$"
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else f".{p}"
    return out


def _describe(schema: dict[str, Any]) -> str:
    if "x-expected" in schema:
        return str(schema["x-expected"])
    if "$ref" in schema:
        return f"an object ({schema['$ref'].rsplit('/', 1)[-1]})"
    if "anyOf" in schema:
        return " or ".join(_describe(s) for s in schema["anyOf"])
    kinds = schema.get("type", [])
    names = {"integer": "an integer", "number": "a number", "string": "a string", "boolean": "true or false",
             "array": "a list", "object": f"an object ({schema['title']})" if "title" in schema else "an object",
             "null": "null"}
    return " or ".join(names[k] for k in ([kinds] if isinstance(kinds, str) else kinds))


def kind(v: Any) -> str:
    """What a JSON value is, for a message."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, Unreadable):
        digits = sum(c.isdigit() for c in v.text)
        return f"the number {v.text}" if len(v.text) <= 40 else f"a number of {digits} digits"
    if isinstance(v, int):
        return f"the integer {v}" if abs(v) < 10 ** 12 else f"an integer of {len(str(abs(v)))} digits"
    if isinstance(v, float):
        return f"the number {v}" if math.isfinite(v) else ("NaN" if math.isnan(v) else
                                                            "Infinity" if v > 0 else "-Infinity")
    if isinstance(v, str):
        return f"the string {v!r}" if len(v) < 40 else "a string"
    if isinstance(v, list):
        depth, inner = 1, v
        while inner and isinstance(inner[0], list) and depth <= 1000:
            depth, inner = depth + 1, inner[0]
        return "a list" if depth < 3 else f"a list nested {depth} deep"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def _options(values: list[Any]) -> str:
    names = [str(v) for v in values]
    if len(names) <= 3:
        return ", ".join(names[:-1]) + " or " + names[-1]
    return "one of " + ", ".join(names)


def _depth(err: Any) -> int:
    """How deep an error's value lies (an unknown or missing field one below the object that reports it)."""
    return len(err.absolute_path) + (err.validator in ("additionalProperties", "required"))


def _too_large(v: Any) -> str:
    big = isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v) > PLAIN_LIMIT
    return "too large: " if big or isinstance(v, Unreadable) else ""


def _explain(err: Any) -> tuple[str, str]:
    """(JSON path, what was expected) for one jsonschema error."""
    path, schema, inst, rule = _where(err.absolute_path), err.schema, err.instance, err.validator
    if rule in ("anyOf", "oneOf") and err.context:
        deeper = [e for e in err.context if _depth(e) > len(err.absolute_path)]
        if deeper:
            return _explain(max(deeper, key=_depth))
        return path, f"{_too_large(inst)}expected {_describe(schema)}, got {kind(inst)}"
    if rule == "additionalProperties":
        extra = next(k for k in inst if k not in schema.get("properties", {}))
        unknown = schema.get("x-unknown") or f"unknown field for {schema.get('title', 'this object')}"
        return f"{path}.{extra}", f"{unknown}, got {kind(inst[extra])}"
    if rule == "required":
        missing = next(k for k in schema["required"] if k not in inst)
        return f"{path}.{missing}", f"missing required field ({_describe(schema['properties'][missing])})"
    if rule == "enum":
        return path, f"expected {_options(schema['enum'])}, got {inst!r}"
    if rule == "const":
        return path, f"expected {schema['const']!r}, got {kind(inst)}"
    if rule == "minimum":
        low = schema["minimum"]
        return path, (f"expected a count of 0 or more, got {inst}" if low == 0 else f"expected {low} or more, got {inst}")
    if rule == "maximum":
        return path, f"too large: expected at most {schema['maximum']}, got {kind(inst)}"
    if rule == "pattern":
        wanted = _PATTERN_TEXT.get(schema["pattern"], "text matching " + schema["pattern"])
        return path, f"expected {wanted}, got {kind(inst)}"
    if rule == "maxLength":
        return path, f"expected at most {schema['maxLength']} characters, got {len(inst)}"
    if rule == "type":
        return path, f"{_too_large(inst)}expected {_describe(schema)}, got {kind(inst)}"
    return path, err.message.replace("\n", " ")


def first_error(doc: Any) -> SchemaError | None:
    """The first place where ``doc`` breaks the roster schema, as a SchemaError (None when it conforms)."""
    err = next(iter(_validator().iter_errors(doc)), None)
    return None if err is None else SchemaError(*_explain(err))
