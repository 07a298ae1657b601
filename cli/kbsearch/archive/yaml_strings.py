"""A YAML mapping's top-level entries and the strings in each, read from the parser's node
tree instead of from the Python objects PyYAML would build.

libyaml parses in C, but PyYAML's constructor turns every node into an object in Python
(~half of reading a condensed file); the index needs only each section's strings. A
string node gives its value as it stands; anything else the walk is not sure of (other
scalars such as numbers and dates, merge keys `<<`, keys that are not plain strings, a
key given twice, tagged collections) is handed to PyYAML's own constructor, so the
result is what loading the document and collecting its strings would give (tests
compare the two).
"""

from __future__ import annotations


from yaml import MappingNode, Node, ScalarNode, SequenceNode

from ..safeyaml import lenient

STR = "tag:yaml.org,2002:str"
MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"
NULL = "tag:yaml.org,2002:null"


class TooManyAliases(ValueError):
    """The document's aliases repeat it past any real file's size (or loop forever)."""


def loader_for(text: str):
    return _loader_class()(text)


_LOADER = None


def _loader_class():
    """libyaml's safe loader (~10x faster than the pure one), asking the resolver about a
    plain scalar only when its first character could start a number, a date, a boolean
    or a null: the resolver, in Python, runs for every scalar (~30 a condensed file)."""
    global _LOADER
    if _LOADER is None:
        import yaml

        base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        starts = frozenset(base.yaml_implicit_resolvers)  # first characters with a resolver
        plain_only = not base.yaml_path_resolvers and None not in starts

        class Loader(base):
            def resolve(self, kind, value, implicit):
                if plain_only and kind is ScalarNode and value and value[0] not in starts:
                    return STR
                return super().resolve(kind, value, implicit)

        _LOADER = lenient(Loader)
    return _LOADER


def top_entries(node) -> dict | None:
    """{key: value node or constructed value} of a mapping document, keys as loading it
    would give them; None when the document is not a plain mapping with string keys
    (the caller loads it whole)."""
    if node.__class__ is not MappingNode or node.tag != MAP:
        return None
    return _plain_entries(node)


def _plain_entries(node) -> dict | None:
    entries = {}
    for key, value in node.value:
        if key.__class__ is not ScalarNode or key.tag != STR:
            return None
        entries[key.value] = value
    return entries if len(entries) == len(node.value) else None  # a key given twice


class Strings:
    """Collects strings from nodes (or constructed values) in document order, at most
    `budget` items visited, which bounds a document whose aliases nest (a few lines
    of YAML can name the same list a billion times, or itself)."""

    def __init__(self, loader, budget: int):
        self.loader, self.budget = loader, budget

    def present(self, item) -> bool:
        """Whether loading would give a value other than None, "", [] or {}."""
        cls = item.__class__
        if cls is ScalarNode and item.tag == STR:
            return item.value != ""
        if (cls is SequenceNode and item.tag == SEQ) or (
                cls is MappingNode and item.tag == MAP and _plain_entries(item) is not None):
            return bool(item.value)
        return self.value(item) not in (None, "", [], {})

    def mapping(self, item):
        """value(item), but a plain mapping as {key: value node} (its values unbuilt)."""
        if item.__class__ is MappingNode and item.tag == MAP:
            entries = _plain_entries(item)
            if entries is not None:
                return entries
        return self.value(item)

    def value(self, item):
        """What loading would give for a node (a constructed value as it is)."""
        if isinstance(item, Node):
            return item.value if item.__class__ is ScalarNode and item.tag == STR else self._construct(item)
        return item

    def of(self, item) -> list[str]:
        out: list[str] = []
        stack = [item]
        while stack:
            self.budget -= 1
            if self.budget < 0:
                raise TooManyAliases
            item = stack.pop()
            cls = item.__class__
            if cls is ScalarNode:
                if item.tag == STR:
                    out.append(item.value)
                    continue
                item = self._construct(item)
            elif cls is SequenceNode and item.tag == SEQ:
                stack.extend(reversed(item.value))
                continue
            elif cls is MappingNode and item.tag == MAP:
                entries = _plain_entries(item)
                if entries is not None:
                    stack.extend(reversed(list(entries.values())))
                    continue
                item = self._construct(item)
            elif cls in (MappingNode, SequenceNode):
                item = self._construct(item)
            # A constructed value: its strings, as they would be collected after loading.
            if isinstance(item, str):
                out.append(item)
            elif isinstance(item, dict):
                stack.extend(reversed(list(item.values())))
            elif isinstance(item, list):
                stack.extend(reversed(item))
            elif item is not None and not isinstance(item, (bool, int, float)):
                out.append(str(item))
        return out

    def _construct(self, node):
        return self.loader.construct_object(node, deep=True)
