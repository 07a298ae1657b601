"""`--explain`: how a result's score was made, by term, field, synonym, chunk and boost."""

from __future__ import annotations

from .bm25f import SYNONYM_WEIGHT, Concept, saturate

FIELD_LABELS = {"topics": "topics", "title": "title", "condensed": "summary", "raw": "chat"}


def explain(hit, concepts: list[Concept], doc_scores: dict[int, float], fields: tuple[str, ...],
            best_doc: int, chunk_num: int | None, synonyms: bool = True) -> dict:
    """`synonyms`: whether the answering layer scored synonyms (layers 1 and 3 do not)."""
    terms = []
    for c in concepts:
        entry: dict = {"term": c.term, "matched": None, "score": 0.0}
        tf = _tf(c.original, best_doc, fields)
        if tf:
            entry.update(matched="original", idf=round(c.original.idf, 3), tf=tf,
                         score=c.original.idf * saturate(sum(tf.values())))
        elif synonyms and c.synonym_union is not None and (tf := _tf(c.synonym_union, best_doc, fields)):
            via = [str(g.pattern) for g in c.synonyms if _tf(g, best_doc, fields)]
            entry.update(matched="synonym", via=via, idf=round(c.synonym_union.idf, 3), tf=tf,
                         weight=SYNONYM_WEIGHT,
                         score=SYNONYM_WEIGHT * c.synonym_union.idf * saturate(sum(tf.values())))
        entry["score"] = round(entry["score"], 4)
        terms.append(entry)
    best = doc_scores.get(best_doc, 0.0)
    boost = 1.0
    for factor in hit.boosts.values():
        boost *= factor
    before = hit.score / boost if boost else hit.score
    return {
        "score": round(hit.score, 4),
        "best_chunk": chunk_num,
        "best_chunk_score": round(best, 4),
        "other_chunks": round(max(0.0, before - best), 4),
        "terms": terms,
        "boosts": {k: round(v, 4) for k, v in hit.boosts.items()},
        "similarity": None if hit.similarity is None else round(hit.similarity, 4),
    }


def _tf(group, doc: int, fields) -> dict[str, float]:
    return {f: round(group.tf[f][doc], 3) for f in fields if group.tf[f].get(doc)}


def explain_line(e: dict) -> str:
    """One line for people: 'score 7.1 = chunk 1 (mcp 3.9 [topics 3.0, title 2.2] + …) + other chunks 0.4 × signal 1.3'."""
    parts = []
    for t in e["terms"]:
        if not t["matched"]:
            parts.append(f"{t['term']} 0")
            continue
        fields = ", ".join(f"{FIELD_LABELS[f]} {v:g}" for f, v in t["tf"].items())
        via = f" via {'/'.join(t['via'])}" if t["matched"] == "synonym" else ""
        parts.append(f"{t['term']}{via} {t['score']:.2f} [{fields}]")
    line = f"score {e['score']:.2f} = chunk {e['best_chunk']} ({' + '.join(parts)})"
    if e["other_chunks"]:
        line += f" + other chunks {e['other_chunks']:.2f}"
    for name, factor in e["boosts"].items():
        line += f" × {name} {factor:.2f}"
    if e.get("similarity") is not None:
        line += f"; reranked with passage similarity {e['similarity']:.2f}"
    return line
