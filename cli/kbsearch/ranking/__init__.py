"""Finding and ordering chats: query parsing and time phrases (query, timerange), synonym
expansion (synonyms), the four-layer cascade (cascade) over BM25F scoring in plain Python
(plain) or over numpy arrays for large archives (arrays), which share their constants and
types through bm25f and never import each other or the cascade, the search that ties them
together with filters, boosts and rerank (search), and what each result says about itself
(results, why, explain, patterns), plus `kbsearch eval`.

May use retrieve/, semantic/, index/, archive/ and the ground floor; never answers, ingest,
rendering or the command line. numpy only on the array path, which is imported only for
large archives; never torch."""
