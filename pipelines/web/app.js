// kagflow serve: the web page. Plain JavaScript over the JSON API (/api/...); the graph view is
// cytoscape.js, vendored in /static/vendor. Every value from the server goes in as text (never HTML).
"use strict";

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const show = (value) => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

// -- the API ------------------------------------------------------------------------------------
async function api(path, body) {
  const headers = { Accept: "application/json" };
  const key = sessionStorage.getItem("kagflow-api-key");
  if (key) headers["X-API-Key"] = key;
  const init = { headers };
  if (body !== undefined) {
    init.method = "POST";
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data;
  try { data = await response.json(); } catch (e) { data = { error: { status: response.status, message: response.statusText } }; }
  if (!response.ok) {
    const err = new Error((data.error && data.error.message) || response.statusText);
    err.status = response.status;
    throw err;
  }
  return data;
}

function failure(out, err) {
  out.replaceChildren(el("div", { class: "card error", role: "alert" }, `${err.status || ""} ${err.message}`.trim()));
}

function busy(out) { out.replaceChildren(el("p", { class: "muted" }, "working…")); }

// -- citations ----------------------------------------------------------------------------------
// The line of a table row a citation names: the fact's or hit's own `line` (or `line_start`), else
// a record hit's one section, "line N" (a hit without a chunk, from Asker.fact_chunks).
function recordLine(hit) {
  for (const key of ["line", "line_start"]) if (Number.isInteger(hit[key])) return hit[key];
  const section = hit.section || [];
  return section.length === 1 && /^line \d+$/.test(section[0]) ? Number(section[0].slice(5)) : null;
}

// A step's source as a trace writes it ("doc_id:line" for a table row, else a rule or an origin):
// a row opens as a citation, anything else stays text.
function sourceItem(source) {
  const m = /^(.+):(\d+)$/.exec(source);
  return m ? citationLink({ doc_id: m[1], line: Number(m[2]), citation: source }) : el("span", { class: "tag" }, source);
}

function citationLink(hit) {
  return el("button", { class: "link cite", type: "button", title: "open the cited text",
                        onclick: () => openCitation(hit) }, hit.citation || hit.path || hit.doc_id || "source");
}

async function openCitation(hit) {
  const dialog = $("cite");
  const text = $("cite-text");
  $("cite-title").textContent = hit.citation || hit.path || "";
  $("cite-where").textContent = "loading…";
  text.replaceChildren();
  if (!dialog.open) dialog.showModal();
  try {
    const line = recordLine(hit);
    if (hit.chunk_id) {
      const c = await api(`/api/chunks/${encodeURIComponent(hit.chunk_id)}`);
      const lines = c.line_start ? (c.line_end && c.line_end !== c.line_start ? `lines ${c.line_start}–${c.line_end}` : `line ${c.line_start}`) : null;
      const pages = c.page ? (c.page_end && c.page_end !== c.page ? `pp. ${c.page}–${c.page_end}` : `p. ${c.page}`) : null;
      const where = [c.path, lines, pages, (c.section || []).length ? `§ ${c.section.join(" > ")}` : null,
                     c.chunk_hash ? `#${c.chunk_hash.slice(0, 8)}` : null];
      $("cite-where").textContent = where.filter(Boolean).join(" · ");
      const mark = el("mark", { id: "cited", title: c.citation || "" }, c.text);
      text.replaceChildren(c.before ? "…" + c.before : "", mark, c.after ? c.after + "…" : "");
      mark.scrollIntoView({ block: "center" });
    } else if (line !== null && hit.doc_id) {  // a table row: file:line (a fact's line, a hit's line_start)
      const r = await api(`/api/records?doc_id=${encodeURIComponent(hit.doc_id)}&line=${line}`);
      $("cite-where").textContent = `${r.path}:${r.line} · #${(r.chunk_hash || r.content_hash || "").slice(0, 8)}`;
      text.replaceChildren(el("mark", { id: "cited", title: r.citation || "" }, r.record));
    } else {
      $("cite-where").textContent = hit.path || "";
      text.replaceChildren(el("mark", { id: "cited" }, hit.text || ""));
    }
  } catch (err) {
    $("cite-where").textContent = `${err.status || ""} ${err.message}`;
  }
}

function hitList(hits) {
  return hits.map((h, i) => el("div", { class: "hit" },
    el("div", {}, el("span", { class: "tag" }, `[${i + 1}]`), citationLink(h),
       h.retriever ? el("span", { class: "muted" }, `  ${h.retriever} ${typeof h.score === "number" ? h.score.toFixed(3) : ""}`) : null,
       // the relevance bar (kagflow ask): a passage that does not clear it is the nearest, not evidence
       h.relevance && !h.relevance.clears ? el("span", { class: "tag below-bar", title: `coverage ${h.relevance.coverage ?? "-"}, cosine ${h.relevance.cosine ?? "-"}` }, "below the bar") : null),
    el("p", {}, (h.text || "").length > 420 ? h.text.slice(0, 420) + " …" : h.text || "")));
}

function entityLink(id, name) {
  return el("a", { class: "link entity-link", href: `#entity?id=${encodeURIComponent(id)}` }, name || id);
}

// -- answers and plans --------------------------------------------------------------------------
function stepCards(steps) {
  return steps.map((s) => el("details", { class: "step", open: true, "data-step": s.step },
    el("summary", {}, el("span", { class: "tag" }, `Step ${s.step ?? s.index ?? ""}`), el("code", {}, s.action),
       el("span", { class: "muted step-rows" }, `  ${s.rows === null || s.rows === undefined ? "rows not counted" : `${s.rows} ${s.rows === 1 ? "row" : "rows"}`}`
          + `${s.retriever ? " · " + s.retriever : ""}${s.fallback ? " · fallback" : ""}`)),
    s.fallback ? el("p", { class: "muted" }, `fallback: ${s.fallback}`) : null,
    s.note ? el("p", { class: "muted" }, s.note) : null,
    s.sql ? el("pre", { class: "sql" }, s.sql) : null,
    s.params && Object.keys(s.params).length ? el("pre", { class: "params" }, JSON.stringify(s.params).slice(0, 2000)) : null,
    (s.links || []).length ? el("p", { class: "muted" }, "links: " + s.links.map(show).join("; ")) : null,
    (s.sources || []).length ? el("p", { class: "sources" }, el("span", { class: "muted" }, "sources: "),
      ...s.sources.slice(0, 12).map((src) => [sourceItem(src), " "]), s.sources.length > 12 ? ` … (${s.sources.length} in all)` : null) : null,
    (s.citations || []).length ? el("div", {}, ...s.citations.slice(0, 5).map((c) => el("div", {}, citationLink(c)))) : null));
}

function rowsTable(columns, rows) {
  return el("table", { class: "rows" }, el("tr", {}, ...columns.map((c) => el("th", {}, c))),
            ...rows.map((r) => el("tr", {}, ...r.map((v) => el("td", {}, show(v))))));
}

function renderAsk(out, r) {
  const answered = r.mode === "answer";
  const parts = [el("div", { class: `card ${answered ? "answer" : "evidence"}`, id: "answer" },
    r.label ? el("div", { class: "label" }, r.label) : null,
    answered ? el("h2", {}, r.answer) : el("h2", {}, "Evidence, not an answer"),
    r.values && r.values.length ? el("p", { class: "muted" }, "values: " + r.values.map(show).join(", ")) : null)];
  if (r.plan) parts.push(el("div", { class: "card" }, el("h3", {}, "Plan"), el("pre", { class: "plan" }, r.plan), ...stepCards(r.steps || [])));
  if ((r.links || []).length) parts.push(el("div", { class: "card" }, el("h3", {}, "Linked entities"),
    ...r.links.map((l) => el("span", { class: "tag" }, l.entity_id ? entityLink(l.entity_id, l.name) : l.name, ` ${l.type}`))));
  if ((r.facts || []).length) parts.push(el("div", { class: "card" }, el("h3", {}, "Graph facts"),
    el("table", { id: "facts" }, el("tr", {}, el("th", {}, "subject"), el("th", {}, "predicate"), el("th", {}, "object"), el("th", {}, "source")),
       ...r.facts.map((f) => el("tr", {}, el("td", {}, f.subject), el("td", {}, f.predicate), el("td", {}, show(f.object)),
                                el("td", {}, (f.citations || []).length ? citationLink({ ...f.citations[0], line: f.line, citation: f.source }) : f.source))))));
  if ((r.chunks || []).length) parts.push(el("div", { class: "card" }, el("h3", {}, "Passages"), ...hitList(r.chunks)));
  if ((r.notes || []).length) parts.push(el("div", { class: "card" }, el("h3", {}, "Notes"),
    el("ul", { class: "muted" }, ...r.notes.map((n) => el("li", {}, n)))));
  out.replaceChildren(...parts);
}

function renderQuery(out, r) {
  const parts = [el("div", { class: "card answer", id: "answer" }, el("div", { class: "label" }, "answer"),
                    el("h2", {}, (r.answer || []).map(show).join(", ") || "(no value)"))];
  if (r.columns && r.rows) parts.push(el("div", { class: "card" }, el("h3", {}, "Rows"), rowsTable(r.columns, r.rows)));
  parts.push(el("div", { class: "card" }, el("h3", {}, "Steps"), ...stepCards(r.steps || [])));
  if ((r.evidence || []).length) parts.push(el("div", { class: "card evidence" }, el("h3", {}, "Evidence (steps only text could answer)"), ...hitList(r.evidence)));
  out.replaceChildren(...parts);
}

// -- entity page and graph ----------------------------------------------------------------------
let graph = null;

async function showEntity(out, params) {
  busy(out);
  let page;
  try {
    page = await api(`/api/entity?${params}`);
  } catch (err) {
    if (err.status === 404 && params.has("name")) return entityChoices(out, params.get("name"));
    return failure(out, err);
  }
  const e = page.entity;
  const factRow = (f, neighbour) => el("tr", {},
    el("td", {}, f.direction === "in" ? `← ${f.predicate}` : f.predicate),
    el("td", {}, neighbour ? entityLink(neighbour.entity_id, neighbour.name) : show(f.value), neighbour ? el("span", { class: "muted" }, ` ${neighbour.type}`) : null),
    el("td", {}, (f.citations || []).length ? citationLink({ ...f.citations[0], line: f.line, citation: f.source }) : f.source));
  const parts = [
    el("div", { class: "card", id: "entity-card" },
      el("h2", {}, e.name),
      el("p", { id: "entity-types" }, page.types.length > 1 ? "types: " : "type: ", page.types.join(", ")),
      el("p", { class: "muted" }, `id ${e.entity_id} · key ${e.key} · from ${e.origin}`),
      page.matches && page.matches.length > 1 ? el("p", { class: "muted" }, "also named so: ",
        ...page.matches.slice(1).map((m) => el("span", { class: "tag" }, entityLink(m.entity_id, m.name), ` ${m.type}`))) : null,
      el("p", { id: "aliases" }, "aliases: ", ...(page.aliases.length ? page.aliases.map((a) => el("span", { class: "tag", title: a.kind }, a.alias))
                                                                     : [el("span", { class: "muted" }, "none")])),
      mergesView(page.merges)),
    el("div", { class: "card" }, el("h3", {}, "Neighbourhood ", el("span", { class: "muted" }, "(click a node to expand it, double-click to open it)")),
       el("div", { id: "graph" }), el("p", { id: "graph-note", class: "muted" })),
    el("div", { class: "cols" },
      el("div", { class: "card" }, el("h3", {}, `Properties (${page.counts.properties})`),
         el("table", { id: "properties" }, ...page.properties.map((p) => factRow(p, null)))),
      el("div", { class: "card" }, el("h3", {}, `Relations (${page.counts.edges})`),
         el("table", { id: "relations" }, ...page.edges.map((f) => factRow(f, f.neighbour))))),
    page.truncated ? el("p", { class: "muted" }, "some facts are not listed (max_facts)") : null,
    page.chunks.length ? el("div", { class: "card" }, el("h3", {}, "Passages that mention it"), ...hitList(page.chunks)) : null];
  out.replaceChildren(...parts.filter(Boolean));
  drawGraph(e.entity_id);
}

// Entity resolution's scored pairs that involve the entity (entity_merges): merged or kept apart, and why.
function mergesView(merges) {
  if (!merges.length) return el("p", { id: "merges", class: "muted" }, "resolution: no scored pair involves this entity (nothing merged into it)");
  const merged = merges.filter((m) => m.decision === "merged").length;
  return el("details", { id: "merges", open: true }, el("summary", {}, `resolution: ${merges.length} scored ${merges.length === 1 ? "pair" : "pairs"}, ${merged} merged`),
    el("table", {}, el("tr", {}, el("th", {}, "pair"), el("th", {}, "rule"), el("th", {}, "name score"), el("th", {}, "decision"), el("th", {}, "why")),
       ...merges.map((m) => el("tr", {}, el("td", {}, `${m.left_name} ~ ${m.right_name}`), el("td", {}, m.rule),
                               el("td", {}, typeof m.name_score === "number" ? m.name_score.toFixed(1) : show(m.name_score)),
                               el("td", { class: "decision" }, m.decision), el("td", { class: "muted" }, m.reason || "")))));
}

async function entityChoices(out, name) {
  try {
    const found = await api(`/api/entities?q=${encodeURIComponent(name)}`);
    if (!found.entities.length) return failure(out, { status: 404, message: `no entity is named or contains ${JSON.stringify(name)}` });
    out.replaceChildren(el("div", { class: "card" }, el("h3", {}, "Entities"),
      el("ul", {}, ...found.entities.map((m) => el("li", {}, entityLink(m.entity_id, m.name), el("span", { class: "muted" }, ` ${m.type}`))))));
  } catch (err) { failure(out, err); }
}

const palette = ["#2b6cb0", "#38a169", "#d69e2e", "#805ad5", "#dd6b20", "#319795", "#c53030", "#718096"];
const typeColour = {};
function colourOf(type) {
  if (!(type in typeColour)) typeColour[type] = palette[Object.keys(typeColour).length % palette.length];
  return typeColour[type];
}

function addGraph(data) {
  const add = [];
  for (const n of data.nodes) {
    if (graph.getElementById(n.id).length) continue;
    add.push({ group: "nodes", data: { id: n.id, label: n.name, type: n.type, degree: n.degree, colour: colourOf(n.type) } });
  }
  for (const e of data.edges) {
    if (graph.getElementById("e:" + e.id).length) continue;
    add.push({ group: "edges", data: { id: "e:" + e.id, source: e.source, target: e.target, label: e.predicate, ref: e.ref } });
  }
  graph.add(add);
  return add.length;
}

function relayout() {
  // cose (force-directed), spread enough that labels of neighbours do not sit on each other
  graph.layout({ name: "cose", animate: false, randomize: false, nodeRepulsion: () => 400000, idealEdgeLength: () => 110,
                 nodeOverlap: 20, componentSpacing: 80, gravity: 0.6, numIter: 1500, padding: 24 }).run();
}

async function drawGraph(entityId) {
  const box = $("graph");
  if (typeof cytoscape !== "function") { $("graph-note").textContent = "graph view unavailable (cytoscape.js not loaded)"; return; }
  let data;
  try { data = await api(`/api/neighbourhood?id=${encodeURIComponent(entityId)}&depth=1&max_nodes=40`); }
  catch (err) { $("graph-note").textContent = err.message; return; }
  if (graph) graph.destroy();
  graph = cytoscape({
    container: box,
    style: [
      { selector: "node", style: { "background-color": "data(colour)", label: "data(label)", "font-size": 10, "text-valign": "bottom", "text-margin-y": 3, width: 18, height: 18, "text-background-color": "#fff", "text-background-opacity": 0.7, "text-background-padding": 1 } },
      { selector: `node[id = ${JSON.stringify(entityId)}]`, style: { width: 28, height: 28, "border-width": 3, "border-color": "#1a202c" } },
      { selector: "node.expanded", style: { "border-width": 2, "border-color": "#4a5568" } },
      { selector: "edge", style: { width: 1.4, "line-color": "#a0aec0", "target-arrow-color": "#a0aec0", "target-arrow-shape": "triangle", "curve-style": "bezier", label: "data(label)", "font-size": 8, color: "#4a5568", "text-rotation": "autorotate", "text-background-color": "#fff", "text-background-opacity": 0.8, "text-background-padding": 1 } },
    ],
  });
  window.kagflowGraph = graph; // for the browser tests
  addGraph(data);
  graph.getElementById(entityId).addClass("expanded");
  relayout();
  const note = () => { $("graph-note").textContent = `${graph.nodes().length} entities, ${graph.edges().length} edges` + (data.truncated ? " (cut at the bound)" : ""); };
  note();
  graph.on("tap", "node", async (evt) => {
    const node = evt.target;
    if (node.hasClass("expanded")) return;
    try {
      const more = await api(`/api/neighbourhood?id=${encodeURIComponent(node.id())}&depth=1&max_nodes=30`);
      node.addClass("expanded");
      if (addGraph(more)) relayout();
      note();
    } catch (err) { $("graph-note").textContent = err.message; }
  });
  graph.on("dbltap", "node", (evt) => { location.hash = `#entity?id=${encodeURIComponent(evt.target.id())}`; });
  graph.on("tap", "edge", (evt) => { $("graph-note").textContent = `${evt.target.data("label")} · source ${evt.target.data("ref")}`; });
}

// -- views and routing --------------------------------------------------------------------------
function route() {
  const hash = location.hash.slice(1) || "ask";
  const cut = hash.indexOf("?");
  const [view, query] = cut < 0 ? [hash, ""] : [hash.slice(0, cut), hash.slice(cut + 1)];
  const params = new URLSearchParams(query || "");
  const name = ["ask", "plan", "search", "entity"].includes(view) ? view : "ask";
  for (const v of document.querySelectorAll(".view")) v.hidden = v.id !== `view-${name}`;
  for (const a of document.querySelectorAll("nav a[data-view]")) a.classList.toggle("active", a.dataset.view === name);
  if (name === "ask" && params.get("q")) { $("ask-q").value = params.get("q"); runAsk(); }
  if (name === "search" && params.get("q")) { $("search-q").value = params.get("q"); runSearch(); }
  if (name === "entity" && (params.get("id") || params.get("name"))) {
    $("entity-q").value = params.get("name") || "";
    showEntity($("entity-out"), params);
  }
}

// the questions asked on this page before, oldest first: a follow-up ("And when was it founded?") reads their entity
const earlier = [];

async function runAsk() {
  const out = $("ask-out");
  const question = $("ask-q").value;
  busy(out);
  try {
    renderAsk(out, await api("/api/ask", { question, after: earlier.slice(-3) }));
    if (earlier[earlier.length - 1] !== question) earlier.push(question);
  } catch (err) { failure(out, err); }
}

async function runSearch() {
  const out = $("search-out");
  busy(out);
  try {
    const r = await api(`/api/search?q=${encodeURIComponent($("search-q").value)}&k=10`);
    out.replaceChildren(el("div", { class: "card" }, el("h3", {}, `${r.hits.length} passages`), ...hitList(r.hits)));
  } catch (err) { failure(out, err); }
}

function go(hash) {
  if (location.hash === hash) route(); else location.hash = hash;
}

document.addEventListener("DOMContentLoaded", async () => {
  $("ask-form").addEventListener("submit", (e) => { e.preventDefault(); go(`#ask?q=${encodeURIComponent($("ask-q").value)}`); });
  $("search-form").addEventListener("submit", (e) => { e.preventDefault(); go(`#search?q=${encodeURIComponent($("search-q").value)}`); });
  $("entity-form").addEventListener("submit", (e) => { e.preventDefault(); go(`#entity?name=${encodeURIComponent($("entity-q").value)}`); });
  $("plan-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const out = $("plan-out");
    busy(out);
    const body = { plan: $("plan-text").value };
    if ($("plan-question").value.trim()) body.question = $("plan-question").value;
    try { renderQuery(out, await api("/api/query", body)); } catch (err) { failure(out, err); }
  });
  $("api-key").addEventListener("change", (e) => { sessionStorage.setItem("kagflow-api-key", e.target.value); route(); });
  window.addEventListener("hashchange", route);
  try {
    const health = await api("/api/health");
    $("project").textContent = health.project;
    $("key-box").hidden = !health.api_key_required;
    $("api-key").value = sessionStorage.getItem("kagflow-api-key") || "";
  } catch (err) { $("project").textContent = `(${err.message})`; }
  route();
});
