// kbsearch's web page: plain JS, no build step, no network beyond this server.
// Every text from the archive goes into the page through textContent, never as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
const views = ["answer", "results", "chat", "intro"];

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v; else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v); else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

function show(which) {
  for (const v of views) $(v).hidden = v !== which;
}

function status(text, isError) {
  $("status").textContent = text || "";
  $("status").className = isError ? "error" : "";
}

async function api(path) {
  const response = await fetch(path, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  let data;
  try { data = await response.json(); } catch (e) { data = { error: `HTTP ${response.status}` }; }
  if (!response.ok) {
    if (response.status === 503 && data.error && /being (re)?built/.test(data.error)) {
      status(data.error);
      await new Promise((r) => setTimeout(r, 1500));
      return api(path);
    }
    throw new Error(data.error || `HTTP ${response.status}`);
  }
  return data;
}

function compact(n) {
  if (n === undefined || n === null) return "";
  if (n >= 1e6) return (n / 1e6).toFixed(1) + "M";
  if (n >= 1e4) return Math.round(n / 1e3) + "k";
  if (n >= 1e3) return (n / 1e3).toFixed(1) + "k";
  return String(n);
}

function size(bytes) {
  if (bytes >= 1048576) return (bytes / 1048576).toFixed(1) + " MB";
  if (bytes >= 1024) return Math.round(bytes / 1024) + " KB";
  return bytes + " B";
}

function chatHref(chatId) { return "/?chat=" + encodeURIComponent(chatId); }

function chatLink(chatId, text, cls) {
  return el("a", { href: chatHref(chatId), class: cls, "data-chat": chatId, onclick: follow }, text);
}

function follow(event) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
  event.preventDefault();
  navigate(new URL(event.currentTarget.href, location.href).search);
}

function navigate(search) {
  history.pushState(null, "", "/" + search);
  route();
}

// -- search ---------------------------------------------------------------------------

async function runSearch(q) {
  show("results");
  status("Searching…");
  const box = $("results");
  box.replaceChildren();
  const data = await api("/api/search?" + new URLSearchParams({ q, n: "20" }));
  const shown = data.results.length;
  status(shown ? `${data.found} found · showing ${shown} · ${data.search_path}` : `No matches for “${q}”`);
  for (const r of data.results) {
    const meta = el("div", { class: "meta" },
      el("span", { text: r.date || "undated" }), el("span", { text: r.platform }),
      el("span", { text: `${size(r.size_bytes)} · ${compact(r.tokens)} tokens` }),
      r.chunk_count > 1 ? el("span", { text: `${r.chunk_count} chunks` }) : null);
    box.append(el("article", { class: "result", "data-chat": r.chat_id },
      el("h2", {}, chatLink(r.chat_id, r.title || r.chat_id)),
      meta,
      r.why ? el("p", { class: "why", text: r.why }) : null,
      r.snippet ? el("p", { class: "snippet", text: r.snippet }) : null,
      el("div", { class: "actions" },
        el("a", { class: "button secondary", href: chatHref(r.chat_id), onclick: follow, text: "Open chat" }),
        el("a", { class: "button secondary", href: "/?similar=" + encodeURIComponent(r.chat_id),
                  onclick: follow, text: "Similar" }))));
  }
}

async function runSimilar(chatId) {
  show("results");
  status("Looking for similar chats…");
  const box = $("results");
  box.replaceChildren();
  const data = await api("/api/similar/" + encodeURIComponent(chatId) + "?n=10");
  status(`${data.results.length} chats like ${chatId}`);
  for (const r of data.results) {
    box.append(el("article", { class: "result", "data-chat": r.chat_id },
      el("h2", {}, chatLink(r.chat_id, r.title || r.chat_id)),
      el("div", { class: "meta" }, el("span", { text: r.date || "undated" }), el("span", { text: r.platform }),
         el("span", { text: `${compact(r.tokens)} tokens` })),
      r.why ? el("p", { class: "why", text: r.why }) : null));
  }
}

// -- answer ---------------------------------------------------------------------------

function withCitations(text, sources) {
  // "[2]" becomes a link to source 2's chat; the rest stays text.
  const out = document.createDocumentFragment();
  let last = 0;
  for (const m of text.matchAll(/\[(\d+)\]/g)) {
    out.append(text.slice(last, m.index));
    const source = sources.find((s) => s.number === Number(m[1]));
    out.append(source ? chatLink(source.chat_id, `[${m[1]}]`, "cite") : m[0]);
    last = m.index + m[0].length;
  }
  out.append(text.slice(last));
  return out;
}

async function runAnswer(q) {
  show("answer");
  status("Answering…");
  const box = $("answer");
  box.replaceChildren();
  const a = await api("/api/answer?" + new URLSearchParams({ q }));
  status(a.found ? `Answer from ${a.sources.length} source${a.sources.length === 1 ? "" : "s"}` :
                   "Nothing in the archive answers this");
  const card = el("div", { class: "card answer" });
  if (a.short) {
    const cited = [...new Set((a.short_items || []).flatMap((i) => i.citations))].map((n) => `[${n}]`).join("");
    card.append(el("p", { class: "short" }, withCitations(a.short + (cited ? " " + cited : ""), a.sources)));
  }
  card.append(el("span", { class: "confidence", text: `confidence: ${a.confidence}` }));
  if (a.summary) card.append(el("p", { class: "summary" }, withCitations(a.summary, a.sources)));
  if (a.details && a.details.length) {
    card.append(el("h3", { text: "Details" }),
      el("ol", {}, ...a.details.map((p) => el("li", {}, withCitations(p.text, a.sources)))));
  }
  if (a.caveats && a.caveats.length) {
    card.append(el("h3", { text: "Caveats" }), el("ul", {}, ...a.caveats.map((c) => el("li", { text: c }))));
  }
  if (a.sources.length) {
    card.append(el("h3", { text: "Sources" }), el("ol", { class: "sources" }, ...a.sources.map((s) =>
      el("li", { value: s.number },
        chatLink(s.chat_id, s.title || s.chat_id, "chatlink"),
        el("div", { class: "meta" }, el("span", { text: s.date }), el("span", { text: s.platform }),
           el("span", { text: `${compact(s.tokens)} tokens` })),
        s.why ? el("div", { class: "why", text: s.why }) : null))));
  }
  box.append(card);
}

// -- chat -----------------------------------------------------------------------------

function sectionItem(item) {
  // {decision, rationale}: the decision itself, then "rationale: …" after it.
  if (item === null || typeof item !== "object") return String(item);
  const entries = Object.entries(item).filter(([k, v]) => v !== null && v !== "" && k !== "content");
  const text = (v) => (Array.isArray(v) ? v.join("; ") : String(v));
  return entries.map(([k, v], i) => (i === 0 ? text(v) : `${k}: ${text(v)}`)).join(" — ");
}

async function runChat(chatId) {
  show("chat");
  status("Opening the chat…");
  const box = $("chat");
  box.replaceChildren();
  const chat = await api("/api/chats/" + encodeURIComponent(chatId));
  status("");
  box.append(el("h1", { text: chat.title || chat.chat_id }),
    el("div", { class: "meta" }, el("span", { text: chat.date }), el("span", { text: chat.platform }),
       el("span", { text: `${chat.chunk_count} chunk${chat.chunk_count === 1 ? "" : "s"}` }),
       el("span", { text: `${compact(chat.tokens)} tokens condensed` })),
    el("div", { class: "actions" },
      el("a", { class: "button secondary", href: "/?similar=" + encodeURIComponent(chat.chat_id), onclick: follow,
                text: "Similar chats" })));
  const summaries = el("div", { id: "summary" });
  const turns = el("div", { id: "turns" });
  box.append(el("h3", { text: "Summary" }), summaries, el("h3", { text: "Conversation" }), turns);
  for (const n of chat.chunks) {
    const base = `/api/chats/${encodeURIComponent(chat.chat_id)}/chunks/${n}`;
    const condensed = await api(base);
    const card = el("div", { class: "card condensed", "data-chunk": n });
    const sections = condensed.sections || {};
    if (sections.summary) card.append(el("p", { class: "text", text: String(sections.summary) }));
    for (const [name, items] of Object.entries(sections)) {
      if (name === "summary" || !Array.isArray(items)) continue;
      card.append(el("h3", { text: name }), el("ul", { class: "section-list" },
        ...items.map((i) => el("li", { text: sectionItem(i) }))));
    }
    if (!card.childNodes.length) card.append(el("pre", { class: "text", text: condensed.text }));
    summaries.append(card);
  }
  for (const n of chat.chunks) {
    const base = `/api/chats/${encodeURIComponent(chat.chat_id)}/chunks/${n}?raw=true`;
    let raw;
    try { raw = await api(base); } catch (e) { turns.append(el("p", { class: "meta", text: e.message })); continue; }
    if (!raw.turns.length) turns.append(el("pre", { class: "text", text: raw.text }));
    for (const t of raw.turns) {
      turns.append(el("div", { class: "turn " + t.role },
        el("div", { class: "role", text: t.role + (t.timestamp ? " · " + t.timestamp.replace("T", " ") : "") }),
        el("pre", { text: t.content })));
    }
  }
}

// -- the URL is the state --------------------------------------------------------------

async function route() {
  const params = new URLSearchParams(location.search);
  const q = params.get("q") || "";
  $("q").value = q;
  try {
    if (params.get("chat")) await runChat(params.get("chat"));
    else if (params.get("similar")) await runSimilar(params.get("similar"));
    else if (q && params.get("answer")) await runAnswer(q);
    else if (q) await runSearch(q);
    else { show("intro"); status(""); $("q").focus(); intro(); }
  } catch (e) {
    status(e.message, true);
  }
  document.title = q ? `${q} – kbsearch` : "kbsearch";
}

async function intro() {
  try {
    const s = await api("/api/stats");
    $("archive").textContent = `${s.chats} chats, ${s.chunks} chunks` +
      (s.date_first ? `, ${s.date_first} to ${s.date_last}` : "") + ".";
  } catch (e) { /* the page still searches */ }
}

function submit(answer) {
  const q = $("q").value.trim();
  if (!q) { $("q").focus(); return; }
  navigate("?" + new URLSearchParams(answer ? { q, answer: "1" } : { q }));
  $("q").blur();
}

document.addEventListener("DOMContentLoaded", () => {
  $("search").addEventListener("submit", (e) => { e.preventDefault(); submit(false); });
  $("ask").addEventListener("click", () => submit(true));
  $("home").addEventListener("click", follow);
  window.addEventListener("popstate", route);
  route();
});
