"""Reading a condensed file from the YAML node tree (yaml_strings) gives what loading it
with PyYAML and collecting its strings gives (the reader it replaced, kept here as the
reference), for ordinary files and for YAML's corners; aliases that loop do not hang."""

from __future__ import annotations

import glob
import signal
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from kbsearch.archive.chatfiles import CondensedText, _int, load_yaml, parse_condensed, read_text

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"


def _strings(node) -> list[str]:
    out: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
        elif item is not None and not isinstance(item, (bool, int, float)):
            out.append(str(item))
    return out


def reference(text: str) -> CondensedText:
    """parse_condensed as it was: yaml.load, then a walk over the loaded objects."""
    if not text:
        return CondensedText()
    try:
        data = load_yaml(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        return CondensedText(text=text, summary=text[:300], problem=f"invalid YAML{where}")
    if not isinstance(data, dict):
        return CondensedText(text=text, summary=text[:300], problem="YAML is not a mapping")
    meta = data.get("condensed_metadata") or {}
    result = CondensedText()
    if isinstance(meta, dict):
        result.condensed_tokens = _int(meta.get("condensed_tokens"))
        result.original_tokens = _int(meta.get("original_tokens"))
    parts = []
    for key, value in data.items():
        if key == "condensed_metadata" or value in (None, "", [], {}):
            continue
        result.sections.add(str(key))
        parts.extend(_strings(value))
    summary = data.get("summary")
    result.summary = summary.strip() if isinstance(summary, str) else ""
    result.text = "\n".join(parts)
    return result


CORNERS = [
    "summary: hi\n", "- a\n- b\n", "just text", "---\n", "# only a comment\n", "a: b\n---\nc: d\n", "a: [\n",
    "a: 1\nb: 2.5\nc: true\nd: null\ne: ~\nf: ''\ng: []\nh: {}\ni: 0\nj: false\n",
    "base: &b {x: one, y: two}\nderived:\n  <<: *b\n  z: three\n", "x: {<<: {}}\n", "y: {<<: [{a: b}, {c: d}], e: f}\n",
    "a: x\na: y\nb: z\n", "n: {d: e, d: f, g: h}\n", "1: one\ntwo: 2\n", "true: yes\nno: off\n", "'': empty key\n", "? \n: v\n",
    "? [a]\n: b\n", "a: {[x]: y}\n", "summary: !!str 123\nn: !!int '7'\n", "a: !!null ''\nb: !!bool 'true'\n",
    "d: 2024-01-02\nt: 2024-01-02 10:00:00\n", "s: !!set {a, b}\n", "o: !!omap [{a: 1}, {b: x}]\n",
    "p: !!pairs [{a: 1}]\n", "bin: !!binary aGVsbG8=\n", "u: !foo bar\n", "a: !!str\nb: !!map {}\nc: !!seq []\n",
    "nested: {a: {b: [c, {d: e}]}}\n", "k: [a, &x b, *x, {m: *x}]\n", "a: .inf\nb: .nan\nc: 0x1A\nd: 1_000\n",
    "condensed_metadata: {condensed_tokens: '12', original_tokens: 40}\nsummary: '  s  '\n",
    "condensed_metadata: [1]\nsummary: [a]\n", "condensed_metadata: ''\nsummary: x\n",
    "condensed_metadata: &m {condensed_tokens: 3}\nother: *m\n", "summary: |\n  block\n  text\n",
    "lol: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\n", "summary: yes\ntitle: No\nwhen: 12:30\n",
]


@pytest.mark.parametrize("text", CORNERS)
def test_yaml_corners_read_as_loading_them_would(text):
    assert parse_condensed(text) == reference(text)


scalar = st.one_of(
    st.text(alphabet="abcxyz 0123456789-:.#'\"éø東\n", max_size=12), st.integers(), st.booleans(), st.none(),
    st.floats(allow_nan=False), st.dates(),
)
value = st.recursive(scalar, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.one_of(st.text(alphabet="abk_", max_size=4), st.integers(0, 3)), inner, max_size=3), max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["summary", "condensed_metadata", "decisions", "topics", "x", "1"]), value,
                       max_size=5), st.sampled_from([None, True, False]))
def test_generated_documents_read_as_loading_them_would(doc, flow):
    text = yaml.safe_dump(doc, default_flow_style=flow, allow_unicode=True, sort_keys=False)
    assert parse_condensed(text) == reference(text)


def test_real_condensed_files_read_as_loading_them_would(demo_dir):
    files = sorted(glob.glob(str(demo_dir.parent / "**" / "*.condensed.y*ml"), recursive=True))
    files += sorted(glob.glob(str(SHARED / "realtalk" / "**" / "*.condensed.y*ml"), recursive=True))[:2000]
    assert len(files) > 20
    for path in files:
        text, _ = read_text(path)
        assert parse_condensed(text) == reference(text), path


@pytest.mark.parametrize("text", ["summary: hi\nx: &a [1, *a]\n", "a: &m {k: *m}\n", "a: &m {k: [*m]}\nsummary: s\n"])
def test_aliases_that_loop_are_read_as_text_not_forever(text):
    # Loading these builds an object that contains itself, and the old reader walked it
    # forever: the index build hung on one such file.
    def timeout(*_):
        raise TimeoutError(text)

    old = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(10)
    try:
        result = parse_condensed(text)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert result.problem == "YAML aliases repeat without end: read as text"
    assert result.text == text


def test_aliases_that_multiply_stop_at_a_budget():
    # 10 levels of doubling name the first list 2**10 times: past 4x the text's length.
    lines = ["l0: &l0 [w, w]"] + [f"l{i}: &l{i} [*l{i - 1}, *l{i - 1}]" for i in range(1, 10)]
    text = "\n".join(lines) + "\n"
    assert parse_condensed(text).problem == "YAML aliases repeat without end: read as text"
