"""Small exports in every format `kbsearch ingest` reads, written by the tests (the
project's own text), each with the quirks the real ones have."""

from __future__ import annotations

import json
from pathlib import Path


def _node(node_id, parent, children, role=None, text=None, ctype="text", t=None, hidden=False, recipient="all",
          **content):
    message = None
    if role is not None:
        body = {"content_type": ctype, **content}
        if ctype == "text":
            body["parts"] = [text]
        elif text is not None:
            body["text"] = text
        message = {"id": node_id, "author": {"role": role, "name": None, "metadata": {}}, "create_time": t,
                   "content": body, "status": "finished_successfully", "recipient": recipient,
                   "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {}}
    return node_id, {"id": node_id, "message": message, "parent": parent, "children": children}


def chatgpt_conversation(conv_id="conv-1", title="Sourdough starter smells of acetone", t0=1_700_000_000.0):
    """A tree: root → hidden system → user → two answers (one regenerated, left out) →
    code → output → final answer that cites with private-use markers."""
    nodes = dict([
        _node("root", None, ["sys"]),
        _node("sys", "root", ["u1"], "system", "", hidden=True),
        _node("u1", "sys", ["a-old", "a1"], "user", "My sourdough starter smells of acetone. Is it dead?", t=t0),
        _node("a-old", "u1", [], "assistant", "An older answer that was regenerated.", t=t0 + 5),
        _node("a1", "u1", ["code"], "assistant", "Acetone smell means the starter is hungry; let's compute feeding ratios.",
              t=t0 + 10),
        _node("code", "a1", ["out"], "assistant", "ratio = 1 / 5\nprint(ratio * 100)", ctype="code", t=t0 + 11,
              language="unknown", recipient="python"),
        _node("out", "code", ["a2"], "tool", "20.0", ctype="execution_output", t=t0 + 12),
        _node("a2", "out", [], "assistant",
              "Feed it 1:5:5 twice a day \ue200cite\ue202turn0search1\ue201and keep it warm.", t=t0 + 20),
    ])
    return {"title": title, "create_time": t0, "update_time": t0 + 20, "mapping": nodes, "current_node": "a2",
            "conversation_id": conv_id, "id": conv_id}


def write_chatgpt(path: Path, conversations=None) -> Path:
    path.write_text(json.dumps(conversations if conversations is not None else [chatgpt_conversation()]))
    return path


ARTIFACT = ('Here is the page.\n\n<antThinking>A self-contained page suits an artifact.</antThinking>\n\n'
            '<antArtifact identifier="tide-table" type="text/html" title="Tide table">\n'
            '<!DOCTYPE html>\n<html><body><table id="tides"></table></body></html>\n</antArtifact>\n\nOpen it in a browser.')


def claude_old(uuid="11111111-2222-4333-8444-555555555555"):
    """Older format: `text` with inline tags; messages listed out of time order."""
    return {"uuid": uuid, "name": "Tide table page", "created_at": "2024-06-01T09:00:00Z",
            "updated_at": "2024-06-01T09:10:00Z", "account": {"uuid": "x"},
            "chat_messages": [
                {"uuid": "m2", "text": ARTIFACT, "sender": "assistant", "created_at": "2024-06-01T09:01:00Z",
                 "attachments": [], "files": []},
                {"uuid": "m1", "text": "Make me an HTML tide table for Brest harbour.", "sender": "human",
                 "created_at": "2024-06-01T09:00:30Z", "attachments": [], "files": [{"file_name": "tides.png"}]},
            ]}


def claude_new(uuid="66666666-7777-4888-9999-000000000000"):
    """Newer format: `content` blocks; the top-level `text` runs thinking and answer together."""
    return {"uuid": uuid, "name": "Kayak roll practice", "summary": "", "created_at": "2025-07-06T03:10:13Z",
            "updated_at": "2025-07-06T03:10:27Z", "account": {"uuid": "x"},
            "chat_messages": [
                {"uuid": "n1", "text": "How do I practise a kayak roll alone?",
                 "content": [{"type": "text", "text": "How do I practise a kayak roll alone?", "citations": []}],
                 "sender": "human", "created_at": "2025-07-06T03:10:13Z", "attachments": [], "files": []},
                {"uuid": "n2", "text": "The user wants drills. Start with hip snaps at the pool edge.",
                 "content": [{"type": "thinking", "thinking": "The user wants drills."},
                             {"type": "text", "text": "Start with hip snaps at the pool edge, then use a paddle float."}],
                 "sender": "assistant", "created_at": "2025-07-06T03:10:20Z", "attachments": [], "files": []},
            ]}


def claude_projects():
    return [{"uuid": "0197b0fe-90c6-74a5-9da9-aa92c7e1f841", "name": "Garden plans", "description": "Raised beds",
             "is_private": True, "is_starter_project": False, "prompt_template": "Answer as a gardener.",
             "created_at": "2025-06-27T10:46:02+00:00", "updated_at": "2025-06-27T10:46:02+00:00",
             "creator": {}, "docs": [{"uuid": "d1", "filename": "beds.md", "content": "Three beds of cedar, 1.2 m wide.",
                                      "created_at": "2025-06-27T10:46:02+00:00"}]}]


def write_claude(folder: Path, conversations=None, projects=True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "conversations.json").write_text(json.dumps(conversations or [claude_old(), claude_new()]))
    if projects:
        (folder / "projects.json").write_text(json.dumps(claude_projects()))
    (folder / "users.json").write_text(json.dumps([{"uuid": "u", "full_name": "Someone"}]))
    return folder


TAKEOUT_HEAD = ('<html><head><title>My Activity</title></head><body><div class="mdl-grid">')
GEMINI_CARD = (
    '<div class="outer-cell mdl-cell mdl-cell--12-col mdl-shadow--2dp"><div class="mdl-grid">'
    '<div class="header-cell mdl-cell mdl-cell--12-col"><p class="mdl-typography--title">Gemini Apps<br></p></div>'
    '<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1">Prompted {prompt}<br>'
    '{when}<br><p>{response}</p></div>'
    '<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1 mdl-typography--text-right"></div>'
    '<div class="content-cell mdl-cell mdl-cell--12-col mdl-typography--caption"><b>Products:</b><br>&emsp;Gemini Apps'
    '</div></div></div>')
AI_MODE_CARD = (
    '<div class="outer-cell mdl-cell mdl-cell--12-col mdl-shadow--2dp"><div class="mdl-grid">'
    '<div class="header-cell mdl-cell mdl-cell--12-col"><p class="mdl-typography--title">AI Mode<br></p></div>'
    '<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1">Searched for <a href="x">{prompt}</a>'
    '<br>{when}<br><p><strong>Your prompt:</strong><br>\n{prompt}</p>\n<p><strong>Search&#39;s response:</strong><br>\n'
    '{response}</p><div>&lt;FollowUp&gt;\nWant more?\n&lt;/FollowUp&gt;\n</div>'
    '<p><strong>Your prompt:</strong><br>\nAnd in winter?</p>\n<p><strong>Search&#39;s response:</strong><br>\n'
    'Shorter days, so <strong>less light</strong>.</p><br></div>'
    '<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1 mdl-typography--text-right"></div>'
    '</div></div>')


def write_takeout_html(path: Path) -> Path:
    cards = [
        GEMINI_CARD.format(prompt="Why do cats knead blankets?", when="Mar 3, 2025, 8:15:02\u202fPM CET",
                           response="Kneading is a <strong>kitten</strong> habit &amp; a sign of comfort."),
        AI_MODE_CARD.format(prompt="How much light do tomato seedlings need?", when="Jul 16, 2026, 10:09:25\u202fAM GMT+07:00",
                            response="About 14 to 16 hours of light a day."),
    ]
    path.write_text(TAKEOUT_HEAD + "".join(cards) + "</div></body></html>", encoding="utf-8")
    return path


def write_takeout_json(path: Path) -> Path:
    path.write_text(json.dumps([
        {"header": "Gemini Apps", "title": "Prompted What is a barometer for?", "time": "2025-02-01T10:00:00.000Z",
         "products": ["Gemini Apps"], "safeHtmlItem": [{"html": "<p>It measures <b>air pressure</b>.</p>"}]},
        {"header": "Gemini Apps", "title": "Prompted Used an Assistant feature", "time": "2025-02-02T10:00:00.000Z"},
    ]))
    return path


def jsonl_lines() -> list[dict]:
    return [
        {"chat_id": "trip-2024", "title": "Lisbon trip planning", "platform": "chatgpt", "timestamp": "2024-04-01T08:00:00Z",
         "role": "user", "text": "Plan three days in Lisbon with a tram ride."},
        {"chat_id": "trip-2024", "timestamp": 1711958460, "role": "assistant",
         "text": "Day one: tram 28 to Alfama and the castle."},
        {"conversation_id": "c0ffee42", "platform": "claude", "timestamp": "2024-05-02 10:00:00",
         "role": "Maya", "content": "Did you water the fern?"},
        {"conversation_id": "c0ffee42", "timestamp": "2024-05-02T10:01:00+02:00", "role": "Jonas",
         "text": "Yes, and I moved it out of the sun."},
    ]


def write_jsonl(path: Path, lines=None, extra: str = "") -> Path:
    body = "".join(json.dumps(line) + "\n" for line in (lines if lines is not None else jsonl_lines()))
    path.write_text(body + extra, encoding="utf-8")
    return path


def write_notes(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2024-09-12-bread.md").write_text(
        "# Rye bread notes\n\n## User\nWhy is my rye loaf gummy?\n\n## Assistant\nRye needs a longer bake; "
        "check for 98 °C inside.\n\n```text\nbake 60 min at 200 C\n```\n")
    (folder / "meeting.txt").write_text(
        "---\ntitle: Standup about the flaky deploy\ndate: 2025-01-15\nplatform: notes\n---\n"
        "User: the deploy failed again with a timeout\nAssistant: retry with a longer health check\n")
    (folder / "plain.md").write_text("A note with no speakers about the allotment shed roof.\n")
    (folder / ".hidden.md").write_text("never read")
    return folder
