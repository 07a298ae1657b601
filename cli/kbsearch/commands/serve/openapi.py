"""The OpenAPI 3.1 document of the JSON API (/api/openapi.json), written out by hand: the
endpoints are few, and FastAPI would cost its import on every start for the same page."""

from __future__ import annotations

from ...ranking.search import GRANULARITIES
from ...schema import SIGNALS
from ...version import __version__
from .params import MAX_QUERY_CHARS, MAX_RESULTS


def _param(name, description, schema, where="query", required=False, explode=None):
    p = {"name": name, "in": where, "description": description, "schema": schema, "required": required}
    if explode is not None:
        p["explode"] = explode
    return p


Q = _param("q", "What to look for (a search) or the question (an answer), as on the command line.",
           {"type": "string", "minLength": 1, "maxLength": MAX_QUERY_CHARS}, required=True)
N = _param("n", "How many results (search, similar) or most sources (answer).",
           {"type": "integer", "minimum": 1, "maximum": MAX_RESULTS})
SINCE = _param("since", "Only chats from this date on: YYYY, YYYY-MM, YYYY-MM-DD or a time phrase ('last week').",
               {"type": "string"})
UNTIL = _param("until", "Only chats up to this date (the same forms as since).", {"type": "string"})
PLATFORM = _param("platform", "Only these platforms (repeat, or separate with commas).",
                  {"type": "array", "items": {"type": "string"}}, explode=True)
HAS = _param("has", "Only chats with these sections.",
             {"type": "array", "items": {"type": "string", "enum": list(SIGNALS)}}, explode=True)
RERANK = _param("rerank", "Hybrid ranking (words and sentence embeddings) or words alone; default as the "
                "settings say.", {"type": "boolean"})
CHAT_ID = _param("chat_id", "A chat id as search results give it.",
                 {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"}, where="path", required=True)
RAW = _param("raw", "The raw messages instead of the condensed summary.", {"type": "boolean", "default": False})


def _ok(description: str, cli: str) -> dict:
    return {"description": f"{description} The same JSON as `{cli}`.",
            "content": {"application/json": {"schema": {"type": "object"}}}}


ERRORS = {
    "400": {"$ref": "#/components/responses/BadRequest"},
    "401": {"$ref": "#/components/responses/Unauthorized"},
    "503": {"$ref": "#/components/responses/Building"},
}


def openapi_document() -> dict:
    def get(summary, params, ok, not_found=False):
        responses = {"200": ok, **ERRORS}
        if not_found:
            responses["404"] = {"$ref": "#/components/responses/NotFound"}
        return {"get": {"summary": summary, "parameters": params, "responses": responses}}

    error_schema = {"type": "object", "required": ["error", "status"],
                    "properties": {"error": {"type": "string", "description": "One line, as the CLI says it."},
                                   "status": {"type": "integer"}}}

    def error_response(text):
        return {"description": text, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}

    return {
        "openapi": "3.1.0",
        "info": {"title": "kbsearch", "version": __version__,
                 "description": "Search an archive of AI conversations and answer questions from it, with cited "
                                "sources. Read-only. MCP over streamable HTTP at /mcp (tools search_knowledge_base, "
                                "grep_search, get_chat, get_search_stats)."},
        "paths": {
            "/api/search": get("Search the archive: the four-layer cascade, ranked.",
                               [Q, N, SINCE, UNTIL, PLATFORM, HAS,
                                _param("granularity", "One result per chat or per chunk.",
                                       {"type": "string", "enum": list(GRANULARITIES), "default": "chat"}),
                                RERANK,
                                _param("max_tokens", "Token budget over the results, in rank order.",
                                       {"type": "integer", "minimum": 1})],
                               _ok("The search response.", "kbsearch search -f json")),
            "/api/answer": get("Answer a question from the archive: short answer, summary, details, sources, "
                               "confidence.", [Q, N, SINCE, UNTIL, PLATFORM, HAS, RERANK],
                               _ok("The answer (plus found: whether anything answers it).",
                                   "kbsearch answer -f json")),
            "/api/chats/{chat_id}": get("A chat's text (what `kbsearch show` prints), size and chunks.",
                                        [CHAT_ID, RAW], _ok("The chat.", "kbsearch mcp's get_chat"), True),
            "/api/chats/{chat_id}/chunks/{chunk}": get(
                "One chunk's text, with the condensed sections or the raw turns read from it.",
                [CHAT_ID, _param("chunk", "The chunk number (matching_chunks in search results).",
                                 {"type": "integer", "minimum": 1}, where="path", required=True), RAW],
                _ok("The chunk.", "kbsearch show CHAT_ID --chunk N [--raw]"), True),
            "/api/stats": get("What the archive holds.", [], _ok("The statistics.", "kbsearch stats -f json")),
            "/api/similar/{chat_id}": get("The chats most like one chat.", [CHAT_ID, N],
                                          _ok("A search response.", "kbsearch similar -f json"), True),
            "/": {"get": {"summary": "The web page (search, answers, chats); ?q=…, &answer=1, ?chat=ID in the URL.",
                          "responses": {"200": {"description": "HTML", "content": {"text/html": {}}}}}},
            "/mcp": {"post": {
                "summary": "MCP over streamable HTTP (stateless, JSON responses): the tools of `kbsearch mcp`, "
                           "read-only (output_file and retrieval are refused).",
                "requestBody": {"required": True, "content": {"application/json": {
                    "schema": {"type": "object", "description": "A JSON-RPC 2.0 message"}}}},
                "responses": {"200": {"description": "The JSON-RPC reply",
                                      "content": {"application/json": {}}},
                              "202": {"description": "A notification, taken"},
                              "401": {"$ref": "#/components/responses/Unauthorized"},
                              "413": {"description": "A body over 1 MiB"}}}},
        },
        "components": {
            "schemas": {"Error": error_schema},
            "responses": {
                "BadRequest": error_response("A bad query or parameter."),
                "Unauthorized": error_response("No token, or a wrong one (servers on the network only)."),
                "NotFound": error_response("No such chat or chunk."),
                "Building": error_response("The index is being built; Retry-After says when to try again."),
            },
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"},
                                "cookie": {"type": "apiKey", "in": "cookie", "name": "kbsearch_token"}},
        },
        "security": [{}, {"bearer": []}, {"cookie": []}],
    }
