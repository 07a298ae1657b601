"""The one YAML loader for documents a user or a tool wrote (chunk files, synonyms, settings,
front matter, an LLM's reply): safe tags only, dates that do not exist kept as text, and
alias bombs refused before anything is built.

It sits on the ground floor so every layer, from yamlcache up to ingest, loads YAML the
same way; the parser is imported when first used."""

from __future__ import annotations

import functools


@functools.cache  # one class per loader: made once, not per document
def lenient(base):
    """`base` (a PyYAML loader class) whose dates that do not exist (2024-02-30, year 0)
    stay the text they are, instead of raising ValueError from inside the parser: a chunk
    file holds dates as words to search, not values to compute with."""
    import yaml

    def timestamp(loader, node):
        try:
            return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
        except (ValueError, OverflowError):
            return loader.construct_scalar(node)

    class Lenient(base):
        pass

    Lenient.add_constructor("tag:yaml.org,2002:timestamp", timestamp)
    return Lenient


class YamlBomb(ValueError):
    """A document whose aliases expand to far more than its text (a billion laughs)."""


def load_yaml(text: str):
    """Parse YAML. Dates that do not exist stay text (lenient); a document whose aliases would expand to more
    than EXPANSION_LIMIT nodes beyond its size raises YamlBomb before anything is built,
    since whoever walks the data afterwards would never finish."""
    import yaml

    loader = lenient(getattr(yaml, "CSafeLoader", yaml.SafeLoader))(text)  # libyaml is ~10x faster
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if "&" in text:  # an alias needs an anchor: without one nothing can expand
            _check_expansion(node, len(text))
        return loader.construct_document(node)
    finally:
        loader.dispose()


EXPANSION_LIMIT = 100_000  # nodes an expanded document may hold beyond one per text byte


def _check_expansion(root, text_size: int) -> None:
    """Raise YamlBomb when the node graph, with every alias expanded, would exceed the
    limit: sizes computed once per node (aliases share nodes), so this is linear."""
    limit = text_size + EXPANSION_LIMIT
    size: dict[int, int] = {}
    entered: set[int] = set()
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if id(node) in size:
            continue
        value = node.value
        children = ([v for pair in value for v in pair] if node.id == "mapping" else value) if isinstance(value, list) else []
        if not done:
            if id(node) in entered:  # reached again before its size is known: it contains itself
                raise YamlBomb("YAML aliases refer to themselves")
            entered.add(id(node))
            pending = [c for c in children if id(c) not in size]
            if pending:
                stack.append((node, True))
                stack.extend((c, False) for c in pending)
                continue
        total = 1 + sum(size.get(id(c), 0) for c in children)
        if total > limit:
            raise YamlBomb(f"YAML aliases expand beyond {limit:,} nodes")
        size[id(node)] = total
