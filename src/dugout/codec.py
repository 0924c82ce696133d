"""Frozen dataclasses as JSON text and back, fast enough to keep a league's cards on disk (``engine.ratecache``) and
to read its teams back (``sources.lahman_cache``).

The roster model's ``schema.to_data`` and ``from_data`` read every class's type hints on every object, which is
right for a roster read once but costs a third of a second for one team of Payoff Pitch cards (each carries some
thirty tuples of a hundred results). Here each class's decoder and encoder are built once from its type hints.

JSON keeps ints, floats, strings, booleans and None apart, so a card read back is equal to the card written, field
for field and type for type, as long as its fields hold only those, bytes, tuples, lists, dataclasses and dicts
whose keys are strings or ints (a long tuple of ints 0..255 is written as one hex string, which JSON reads several
times faster than the numbers, and so is a ``bytes`` field). A field marked ``metadata={"transient": True}`` (a
memo filled during play) is neither written nor read: it starts from its default. Anything else (a set, a dict
keyed by tuples in a kept field, a NaN) cannot be written: ``encode`` raises ``TypeError`` or ``ValueError`` and
the caller keeps nothing.

A dataclass compiled by mypyc (``dugout.native``) keeps only bare types in its annotations (``type`` for
``int | None``, ``tuple`` for ``tuple[int, ...]``): its fields' types are read from its module's source, which a
compiled build always has beside it (``_native`` checks every compiled module against its source), and evaluated
in the compiled module's namespace, as ``typing.get_type_hints`` evaluates an interpreted class's annotations.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import sys
import types
import typing
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, Union

Decoder = Callable[[Any], Any]


def _identity(v: Any) -> Any:
    return v


def _kept(cls: type) -> tuple[str, ...]:
    """The names of a dataclass's fields that are written (all but the transient ones)."""
    return tuple(f.name for f in dataclasses.fields(cls) if not f.metadata.get("transient"))


_KEPT: dict[type, tuple[str, ...]] = {}


def _fields(obj: Any) -> dict[str, Any]:
    """``json``'s hook for what it cannot write itself: a dataclass as a dict of its kept fields."""
    cls = type(obj)
    names = _KEPT.get(cls)
    if names is None:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} cannot be kept")
        names = _KEPT[cls] = _kept(cls)
    return {n: getattr(obj, n) for n in names}


def encode(tp: Any, obj: Any) -> str:
    """``obj``, of type ``tp``, as compact JSON text (a tuple of ints 0..255 as one hex string)."""
    return json.dumps(encoder(tp)(obj), separators=(",", ":"), allow_nan=False)


def encode_sorted(obj: Any) -> str:
    """As ``encode``, with every dict's keys in order: equal values give equal text (a key for a cache)."""
    return json.dumps(obj, default=_fields, separators=(",", ":"), allow_nan=False, sort_keys=True)


def decode(tp: Any, text: str) -> Any:
    """The object of type ``tp`` that ``encode`` wrote as ``text``; ``ValueError``, ``TypeError`` or ``KeyError``
    when the text does not fit the type."""
    return decoder(tp)(json.loads(text))


def _bytes(v: tuple[int, ...]) -> Any:
    """A tuple of ints as a hex string when it is long and every one is a byte (a hundred d100 results: 200
    characters that ``json`` reads as one string, against some 300 it reads number by number), else as it is."""
    if len(v) >= 16:
        try:
            return bytes(v).hex()  # a field typed as ints holds ints (a bool would come back 0 or 1)
        except (ValueError, TypeError):
            pass
    return v


def _unbytes(v: Any) -> tuple[int, ...]:
    return tuple(bytes.fromhex(v)) if type(v) is str else tuple(v)


def _native(tp: Any) -> bool:
    """True for a type that ``json`` writes as it is: scalars, and tuples, lists and string-keyed dicts of them."""
    if _plain(tp) or tp is Ellipsis:
        return True
    origin = typing.get_origin(tp)
    if origin is tuple and typing.get_args(tp) == (int, Ellipsis):
        return False  # written as a hex string
    if origin in (tuple, list):
        return all(_native(a) for a in typing.get_args(tp))
    if origin is dict:
        k, v = typing.get_args(tp)
        return k is str and _native(v)
    return False


@cache
def encoder(tp: Any) -> Callable[[Any], Any]:
    """A function turning a ``tp`` into what ``json`` writes (built once per type; ``decoder``'s inverse)."""
    if tp is bytes:
        return bytes.hex  # the text a tuple of the same ints 0..255 is written as (``_bytes``)
    if _plain(tp):
        return _check_plain
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        enc = encoder(_optional(tp))
        return lambda v: None if v is None else enc(v)
    if origin is tuple and args == (int, Ellipsis):
        return _bytes
    if _native(tp):
        return _identity  # tuples, lists and dicts of scalars: written as they are
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = encoder(args[0])
        return lambda v: [item(x) for x in v]
    if origin is tuple:
        encs = [encoder(a) for a in args]
        return lambda v: [e(x) for e, x in zip(encs, v, strict=True)]
    if origin is list:
        item = encoder(args[0])
        return lambda v: [item(x) for x in v]
    if origin is dict:
        if args[0] not in (str, int):
            raise TypeError(f"cannot keep a dict keyed by {args[0]}")
        val = encoder(args[1])
        return lambda v: {k: val(x) for k, x in v.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        fields = [(n, encoder(hints[n])) for n in _kept(tp)]
        return lambda v: {n: e(getattr(v, n)) for n, e in fields}
    raise TypeError(f"cannot keep a field of type {tp}")


@cache
def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's field types: ``typing.get_type_hints``, or for a class compiled by mypyc (whose annotations
    hold bare types) the annotations of its source, evaluated in its module's namespace."""
    if "__mypyc_attrs__" not in vars(cls):
        return typing.get_type_hints(cls)
    hints: dict[str, Any] = {}
    for base in reversed(cls.__mro__):
        if base is not object and dataclasses.is_dataclass(base):
            hints.update(_compiled_hints(base) if "__mypyc_attrs__" in vars(base) else typing.get_type_hints(base))
    return hints


def _compiled_hints(cls: type) -> dict[str, Any]:
    """The field types of a class compiled by mypyc, read from its module's source (``card.py`` beside
    ``card.cpython-311-x86_64-linux-gnu.so``) and evaluated by ``typing.get_type_hints`` in its module."""
    compiled = getattr(sys.modules[cls.__module__], "__file__", None) or ""
    source = Path(compiled).with_name(Path(compiled).name.split(".", 1)[0] + ".py")
    try:
        tree = ast.parse(source.read_text(encoding="utf-8"), str(source))
    except (OSError, ValueError) as e:
        raise TypeError(f"cannot read the field types of {cls.__qualname__}: {e}") from None
    body: list[ast.stmt] = tree.body
    for name in cls.__qualname__.split("."):
        node = next((n for n in body if isinstance(n, ast.ClassDef) and n.name == name), None)
        if node is None:
            raise TypeError(f"cannot read the field types of {cls.__qualname__}: not in {source}")
        body = node.body
    names = {f.name for f in dataclasses.fields(cls)}
    annotations = {n.target.id: ast.unparse(n.annotation) for n in body
                   if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.target.id in names}
    # an interpreted stand-in holding the source's annotations as text, in the compiled class's module
    shadow = type(cls.__name__, (), {"__annotations__": annotations, "__module__": cls.__module__})
    return typing.get_type_hints(shadow)


def _optional(tp: Any) -> Any:
    """The type an ``X | None`` holds (a union of two types or more cannot be kept: nothing tells them apart)."""
    inner = [a for a in typing.get_args(tp) if a is not type(None)]
    if len(inner) != 1:
        raise TypeError(f"cannot keep a field of type {tp}")
    return inner[0]


def _check_plain(v: Any) -> Any:
    """A value of a plain type, as it is (one holding a dataclass cannot be kept: it would come back a dict)."""
    if dataclasses.is_dataclass(v):
        raise TypeError(f"{type(v).__name__} in a field of a plain type cannot be kept")
    return v


_SCALARS = (int, float, str, bool, type(None))


def _plain(tp: Any) -> bool:
    """True for a type whose JSON value needs no rebuilding (scalars, ``Any``, TypedDicts and bare dicts)."""
    if tp is Any or tp in _SCALARS or tp is dict:
        return True
    if isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__annotations__"):
        return True  # a TypedDict: its values are scalars written as they are
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        return all(_plain(a) for a in typing.get_args(tp))
    if origin is dict:
        k, v = typing.get_args(tp)
        return k is str and _plain(v)
    return False


@cache
def decoder(tp: Any) -> Decoder:
    """A function rebuilding a ``tp`` from its JSON value (built once per type)."""
    if tp is bytes:
        return bytes.fromhex
    if _plain(tp):
        return _identity
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        dec = decoder(_optional(tp))
        return lambda v: None if v is None else dec(v)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is int:
                return _unbytes
            if _plain(args[0]):
                return tuple
            item = decoder(args[0])
            return lambda v: tuple([item(x) for x in v])
        n = len(args)
        if all(_plain(a) for a in args):

            def scalars(v: Any) -> tuple[Any, ...]:
                if len(v) != n:
                    raise ValueError(f"{len(v)} items for {tp}")
                return tuple(v)

            return scalars
        decs = [decoder(a) for a in args]

        def fixed(v: Any) -> tuple[Any, ...]:
            if len(v) != len(decs):
                raise ValueError(f"{len(v)} items for {tp}")
            return tuple([d(x) for d, x in zip(decs, v)])

        return fixed
    if origin is list:
        if _plain(args[0]):
            return list
        item = decoder(args[0])
        return lambda v: [item(x) for x in v]
    if origin is dict:
        key: Decoder = {str: str, int: int}.get(args[0])  # type: ignore[assignment]
        if key is None:
            raise TypeError(f"cannot keep a dict keyed by {args[0]}")
        val = decoder(args[1])
        return lambda v: {key(k): val(x) for k, x in v.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp)
    raise TypeError(f"cannot keep a field of type {tp}")


def _dataclass(cls: type) -> Decoder:
    hints = _hints(cls)
    names = _kept(cls)
    plain = [n for n in names if _plain(hints[n])]
    built = [(n, decoder(hints[n])) for n in names if not _plain(hints[n])]
    want = set(names)

    def build(v: dict[str, Any]) -> Any:
        if v.keys() != want:
            raise KeyError(f"{cls.__name__}: fields {sorted(set(v) ^ want)} differ")
        kw = {n: v[n] for n in plain}
        for n, dec in built:
            kw[n] = dec(v[n])
        return cls(**kw)

    return build
