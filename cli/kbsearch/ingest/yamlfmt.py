"""YAML text for chunk files, written by hand: block style, keys in the order given,
multi-line strings as literal blocks (readable in an editor, diffable), Unicode as is.

PyYAML's representer costs more than all of condensation, so this emitter covers just
what ingest writes (mappings, lists, strings, ints, bools, None), falling back to
double-quoted JSON-style strings whenever a plain or literal scalar could be misread.
tests/test_ingest.py checks that yaml.safe_load gives back exactly what went in."""

from __future__ import annotations

import json
import re

INDENT = 2
# Plain scalars only for text no YAML reader can take for anything else: an ASCII letter
# first, a small safe alphabet, no ": " or " #", no trailing space, not a YAML 1.1 bool/null.
_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9_ .,()/+@'-]*$")
_RESERVED = frozenset("yes no true false on off null y n".split())
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Characters YAML may not carry raw (or would fold as line breaks): escaped in quotes,
# and a reason not to use a literal block.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]")


def dump(data: dict) -> str:
    out: list[str] = []
    _mapping(data, 0, out)
    return "".join(out)


def _mapping(data: dict, indent: int, out: list[str], first_prefix: str | None = None) -> None:
    pad = " " * indent
    for i, (key, value) in enumerate(data.items()):
        prefix = first_prefix if (i == 0 and first_prefix is not None) else pad
        _entry(f"{prefix}{_key(key)}:", value, indent, out)


def _key(key) -> str:
    """Our own keys are plain words; any other (a model's reply) is quoted."""
    text = str(key)
    return text if _KEY.fullmatch(text) and text.lower() not in _RESERVED else _quoted(text)


def _entry(head: str, value, indent: int, out: list[str]) -> None:
    if isinstance(value, dict) and value:
        out.append(head + "\n")
        _mapping(value, indent + INDENT, out)
    elif isinstance(value, list) and value:
        out.append(head + "\n")
        _sequence(value, indent, out)
    else:
        out.append(head + _scalar(value, indent + INDENT) + "\n")


def _sequence(items: list, indent: int, out: list[str]) -> None:
    pad = " " * indent
    for item in items:
        if isinstance(item, dict) and item:
            _mapping(item, indent + INDENT, out, first_prefix=pad + "- ")
        elif isinstance(item, list) and item:
            out.append(pad + "-\n")
            _sequence(item, indent + INDENT, out)
        else:
            out.append(pad + "-" + _scalar(item, indent + INDENT) + "\n")


def _scalar(value, indent: int) -> str:
    """The value as it follows "key:" or "-" (with its leading space)."""
    if value is None:
        return " null"
    if isinstance(value, bool):
        return " true" if value else " false"
    if isinstance(value, int):
        return f" {value}"
    if isinstance(value, float):
        return " " + _float(value)
    if isinstance(value, dict):
        return " {}"
    if isinstance(value, list):
        return " []"
    text = str(value)
    if _PLAIN.fullmatch(text) and not text.endswith(" ") and ": " not in text and text.lower() not in _RESERVED:
        return " " + text
    if "\n" in text and text.strip() and not _UNSAFE.search(text) and "\r" not in text:
        return _literal(text, indent)
    return " " + _quoted(text)


def _float(value: float) -> str:
    """YAML 1.1 (PyYAML) reads a float only with a dot: 1e+20 must be 1.0e+20."""
    if value != value:
        return ".nan"
    if value in (float("inf"), float("-inf")):
        return ".inf" if value > 0 else "-.inf"
    text = repr(value)
    if "e" in text and "." not in text:
        mantissa, exponent = text.split("e")
        text = f"{mantissa}.0e{exponent}"
    return text


def _literal(text: str, indent: int) -> str:
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    chomp = "-" if trailing == 0 else ("" if trailing == 1 else "+")
    lines = body.split("\n")
    # An explicit indentation indicator whenever auto-detection could be fooled: content
    # starting with a space, or lines of spaces only.
    first = next((ln for ln in lines if ln.strip()), "")
    needs_indicator = first.startswith((" ", "\t")) or any(ln and not ln.strip() for ln in lines) or not first
    header = f" |{INDENT if needs_indicator else ''}{chomp}\n"
    pad = " " * indent
    rendered = "\n".join(pad + ln if ln else "" for ln in lines)
    return header + rendered + "\n" * (trailing - 1 if trailing > 1 else 0)


def _quoted(text: str) -> str:
    quoted = json.dumps(text, ensure_ascii=False)
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", quoted)
