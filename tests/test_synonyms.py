import pytest

from kbsearch.config import default_synonyms_path
from kbsearch.errors import BadSynonyms
from kbsearch.ranking.synonyms import Pattern, load_synonyms, parse_synonyms


def test_groups_are_bidirectional_and_normalised():
    t = parse_synonyms({"groups": [["ChatGPT", "Chatty", "GPTs"]]})
    assert Pattern("chatgpt") in t.expand("chatty")
    assert Pattern("chatty") in t.expand("chatgpt")
    assert Pattern("gpt") in t.expand("chatty")  # plural removed like index terms


def test_stems_match_prefixes():
    t = parse_synonyms({"groups": [["fabricat", "hallucinat"]], "stems": ["fabricat", "hallucinat"]})
    assert t.pattern("fabrication") == Pattern("fabricat", True)
    assert t.expand("fabricated") == [Pattern("hallucinat", True)]


def test_compounds_fire_only_when_all_terms_present():
    t = parse_synonyms({"compounds": [{"when": ["memory", "slot"], "add": ["context"]}]})
    assert t.compound_additions(["memory"]) == []
    assert t.compound_additions(["memory", "slot"]) == [("slot", [Pattern("context")])]


@pytest.mark.parametrize(
    "data, message",
    [
        ([1, 2], "expected a mapping"),
        ({"groups": "x"}, "groups[0]"),
        ({"compounds": [{"when": ["a"]}]}, "compounds[0]"),
        ({"stems": ["ab"]}, "at least 3 letters"),
        ({"colours": []}, "unknown key"),
    ],
)
def test_bad_tables_are_rejected_with_a_location(data, message):
    with pytest.raises(BadSynonyms, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_synonyms(data, "syn.yaml")


def test_invalid_yaml_names_file_and_line(tmp_path):
    bad = tmp_path / "syn.yaml"
    bad.write_text("groups:\n  - [a, b\n")
    with pytest.raises(BadSynonyms) as info:
        load_synonyms(bad)
    assert str(bad) in str(info.value) and "line" in str(info.value)


def test_default_table_loads_and_links_chatty_to_chatgpt():
    t = load_synonyms(default_synonyms_path())
    assert Pattern("chatgpt") in t.expand("chatty")
    assert Pattern("bitcoin") in t.expand("cryptocurrency")


def test_a_compound_of_stopwords_only_is_rejected():
    with pytest.raises(BadSynonyms, match=r"compounds\[0\]: `when` and `add` need"):
        parse_synonyms({"compounds": [{"when": ["the"], "add": ["x"]}]}, "syn.yaml")
