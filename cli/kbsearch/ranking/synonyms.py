"""The synonym table: bidirectional groups, compound expansions and word stems.

File format (synonyms.yaml):

    groups:            # every member expands to every other member
      - [chatgpt, chatty, gpt, openai]
    compounds:         # when all `when` terms are in the query, `add` terms are searched too
      - when: [memory, slot]
        add: [context, persistence]
    stems:             # a term starting with a stem matches every word starting with it
      - fabricat

All entries are normalised like index terms (case-folded, plural endings removed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BadSynonyms
from ..text import tokens


@dataclass(frozen=True)
class Pattern:
    """One thing to look up in the vocabulary: a whole term, or a prefix (stem)."""

    text: str
    prefix: bool = False

    def __str__(self) -> str:
        return self.text + ("*" if self.prefix else "")


@dataclass
class SynonymTable:
    groups: list[list[str]] = field(default_factory=list)
    compounds: list[tuple[list[str], list[str]]] = field(default_factory=list)
    stems: list[str] = field(default_factory=list)
    source: str = ""

    def stems_of(self, term: str) -> list[str]:
        return [s for s in self.stems if term.startswith(s)]

    def pattern(self, term: str) -> Pattern:
        """How an original query term is looked up: as a prefix when a stem covers it."""
        stems = self.stems_of(term)
        return Pattern(min(stems, key=len), True) if stems else Pattern(term)

    def expand(self, term: str) -> list[Pattern]:
        """Synonyms of one term (not including the term itself)."""
        keys = {term, *self.stems_of(term)}
        own = self.pattern(term)
        out: list[Pattern] = []
        for group in self.groups:
            if keys.isdisjoint(group):
                continue
            for member in group:
                p = Pattern(member, member in self.stems)
                if member not in keys and p != own and p not in out:
                    out.append(p)
        return out

    def compound_additions(self, terms: list[str]) -> list[tuple[str, list[Pattern]]]:
        """(term the additions attach to, additions) for each compound the query fires."""
        present = set(terms)
        fired = []
        for when, add in self.compounds:
            if all(w in present for w in when):
                fired.append((when[-1], [Pattern(a, a in self.stems) for a in add]))
        return fired


def _normalise(entry, where: str) -> list[str]:
    if not isinstance(entry, (str, int, float)):
        raise BadSynonyms(f"{where}: expected a word, got {type(entry).__name__}")
    # Multi-word entries become their separate words: each is searched as a synonym.
    return tokens(str(entry))


def _word_list(value, where: str) -> list[str]:
    if not isinstance(value, list):
        raise BadSynonyms(f"{where}: expected a list of words")
    out: list[str] = []
    for i, entry in enumerate(value):
        for t in _normalise(entry, f"{where}[{i}]"):
            if t not in out:
                out.append(t)
    return out


def parse_synonyms(data, source: str = "<synonyms>") -> SynonymTable:
    if data is None:
        return SynonymTable(source=source)
    if not isinstance(data, dict):
        raise BadSynonyms(f"{source}: expected a mapping with groups, compounds and stems")
    unknown = set(data) - {"groups", "compounds", "stems"}
    if unknown:
        raise BadSynonyms(f"{source}: unknown key {sorted(unknown)[0]!r} (allowed: groups, compounds, stems)")
    table = SynonymTable(source=source)
    for i, group in enumerate(data.get("groups") or []):
        words = _word_list(group, f"{source}: groups[{i}]")
        if len(words) >= 2:
            table.groups.append(words)
    for i, item in enumerate(data.get("compounds") or []):
        if not isinstance(item, dict) or "when" not in item or "add" not in item:
            raise BadSynonyms(f"{source}: compounds[{i}]: expected `when:` and `add:` lists")
        when = _word_list(item["when"], f"{source}: compounds[{i}].when")
        add = _word_list(item["add"], f"{source}: compounds[{i}].add")
        if not when or not add:
            raise BadSynonyms(f"{source}: compounds[{i}]: `when` and `add` need at least one word that is not a stopword")
        table.compounds.append((when, add))
    stems = data.get("stems") or []
    if not isinstance(stems, list):
        raise BadSynonyms(f"{source}: stems: expected a list of word beginnings")
    for i, stem in enumerate(stems):
        if not isinstance(stem, str) or len(stem.strip()) < 3:
            raise BadSynonyms(f"{source}: stems[{i}]: a stem needs at least 3 letters")
        table.stems.append(stem.strip().casefold())
    return table


def load_synonyms(path: Path) -> SynonymTable:
    from ..yamlcache import YamlFileError, load_yaml_file

    try:
        data = load_yaml_file(path)
    except FileNotFoundError:
        raise BadSynonyms(f"{path}: synonyms file not found") from None
    except YamlFileError as exc:
        raise BadSynonyms(str(exc)) from None
    return parse_synonyms(data, str(path))
