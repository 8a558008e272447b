"""The web page of ``kagflow serve`` in a real browser: headless Chromium from the distribution's
packages (``/usr/bin/chromium``; ``.ci/run`` installs it) driven by Playwright for Python, with no
browser download, against the shipped example served by uvicorn on a free loopback port.

What the page shows is checked against the example's files read here (the CSV tables with the
csv module, the notes as text) and against separate SQL over the built store; what the page read
from the API (citation fields such as a chunk's path and line range) is taken from the API's own
responses, never from the text of a citation string.

Screenshots of the question, citation and entity pages go to ``tmp_path``; with
``KAGFLOW_WEB_SCREENSHOTS=docs/images`` they are written there (palette PNGs) for the README.
"""

from __future__ import annotations

import csv
import json
import os
import threading
import time
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.conftest import EXAMPLE, EXAMPLE_NOTES, build_without_models, built_example, read_csv

# the distribution's browser; KAGFLOW_CHROMIUM names another (a system one: Playwright downloads none)
CHROMIUM = Path(os.environ.get("KAGFLOW_CHROMIUM", "/usr/bin/chromium"))
if not CHROMIUM.is_file():
    pytest.skip(f"{CHROMIUM} is missing: install the distribution's chromium (apt-get install chromium; "
                ".ci/run does) to run the browser tests", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[dev]')")

SOURCES = EXAMPLE / "sources"
README_QUESTION = "What is the total inflow of the companies whose main customer is Acme Motors?"
PLAN = (EXAMPLE / "plans" / "supplier_inflow.txt").read_text(encoding="utf-8")
# the flags the brief names; Playwright adds its own automation flags, and the profile is fresh
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = os.environ.get("KAGFLOW_WEB_SCREENSHOTS")
# a note that names Acme Motors another way, so that entity resolution has a pair to show
PRESS_NOTE = "Acme Motor Co sells cars.\n"


# -- the server and the browser -----------------------------------------------------------------
@contextmanager
def serving(root: Path):
    """``kagflow serve``'s application on uvicorn in a thread, on a free loopback port; the base URL."""
    import uvicorn

    from kagflow.pipelines.http_server import make_app

    server = uvicorn.Server(uvicorn.Config(make_app(root), host="127.0.0.1", port=0, log_level="warning",
                                           access_log=False))
    thread = threading.Thread(target=server.run, name="kagflow-serve-test", daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not server.started:  # the lifespan loads the project first
        assert thread.is_alive(), "uvicorn stopped before it listened"
        assert time.monotonic() < deadline, "uvicorn did not listen within 120 s"
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)


@pytest.fixture(scope="module")
def site(example_store):
    with serving(example_store) as url:
        yield url


@pytest.fixture(scope="module")
def merged_project(tmp_path_factory) -> Path:
    """The shipped example plus one note naming Acme Motors as "Acme Motor Co" (built once)."""
    def build(root: Path) -> None:
        (root / "sources" / "notes" / "press.txt").write_text(PRESS_NOTE, encoding="utf-8")
        build_without_models(root)

    return built_example(tmp_path_factory, "web-merged", build=build)


@pytest.fixture(scope="module")
def browser_context(tmp_path_factory, merged_project):
    """The system Chromium, headless, with a fresh profile; any request off loopback is refused
    and recorded (the page must need nothing from elsewhere). ``merged_project`` is built first:
    a Dagster build in this thread while Playwright's event loop runs warns about that loop."""
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=str(CHROMIUM), headless=True,
            args=CHROMIUM_ARGS, viewport={"width": 1100, "height": 900})
        context.set_default_timeout(60_000)
        context.elsewhere = []

        def only_loopback(route):
            if urlsplit(route.request.url).hostname in ("127.0.0.1", "localhost"):
                return route.continue_()
            context.elsewhere.append(route.request.url)
            return route.abort()

        context.route("**/*", only_loopback)
        yield context
        context.close()


@pytest.fixture
def page(browser_context):
    """A new tab; it must end with no script error and no request off loopback."""
    tab = browser_context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    yield tab
    tab.close()
    assert not errors, errors
    assert not browser_context.elsewhere, browser_context.elsewhere


def screenshot(page, name: str, tmp_path: Path, **options) -> Path:
    """A PNG of the page into ``tmp_path``, or into ``$KAGFLOW_WEB_SCREENSHOTS`` (as a small palette PNG)."""
    target = Path(SHOTS) / name if SHOTS else tmp_path / name
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), **options)
    assert target.stat().st_size > 1000
    if SHOTS:
        from PIL import Image

        with Image.open(target) as image:
            image.convert("RGB").quantize(colors=96).save(target, optimize=True)
    return target


# -- what the CSV files say ---------------------------------------------------------------------
def companies_by_id() -> dict[str, dict[str, str]]:
    return {r["id"]: r for r in read_csv(SOURCES / "Company.csv")}


def main_customer_inflows(customer: str) -> dict[str, int]:
    """The schema's ``mainSupply`` rule read off the CSVs: companies whose product feeds a product
    of ``customer`` and that got more than half their inflow from it, each with its total inflow."""
    companies = companies_by_id()
    downstream = {r["id"]: set(filter(None, r["hasSupplyChain"].split(";"))) for r in read_csv(SOURCES / "Product.csv")}
    buyer = next(i for i, r in companies.items() if r["name"] == customer)
    bought = set(companies[buyer]["product"].split(";"))
    inflow: dict[str, int] = defaultdict(int)
    paid: dict[str, int] = defaultdict(int)
    for t in read_csv(SOURCES / "Company_fundTrans_Company.csv"):
        inflow[t["dstId"]] += int(t["transAmt"])
        if t["srcId"] == buyer:
            paid[t["dstId"]] += int(t["transAmt"])
    return {r["name"]: inflow[i] for i, r in companies.items()
            if any(downstream.get(p, set()) & bought for p in r["product"].split(";")) and paid[i] * 2 > inflow[i]}


def csv_line(path: Path, line: int) -> dict[str, str]:
    """Line ``line`` (1: the header) of a CSV file as ``{column: cell}``, read with the csv module."""
    rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
    return dict(zip(rows[0], rows[line - 1]))


def names_in(record: dict[str, str]) -> set[str]:
    """Every cell and ';'-separated part of a CSV record, with company and person ids also as names."""
    name_of = {r["id"]: r["name"] for f in ("Company.csv", "Person.csv") for r in read_csv(SOURCES / f)}
    parts = {part for cell in record.values() for part in [cell, *cell.split(";")]}
    return parts | {name_of[p] for p in parts if p in name_of}


# -- the page -----------------------------------------------------------------------------------
def ask(page, site: str, question: str) -> dict:
    """Type ``question`` into the Ask box and submit; the ``/api/ask`` answer the page received."""
    page.goto(site + "/")
    page.fill("#ask-q", question)
    with page.expect_response(lambda r: urlsplit(r.url).path == "/api/ask") as response:
        page.click("#ask-form button[type=submit]")
    assert response.value.ok
    page.wait_for_selector("#ask-out #answer")
    return response.value.json()


def test_the_readme_question_shows_its_answer_plan_sql_rows_and_sources(page, site, tmp_path):
    expected = main_customer_inflows("Acme Motors")
    total = sum(expected.values())
    assert len(expected) == 2  # the example's two main suppliers of Acme Motors
    data = ask(page, site, README_QUESTION)

    answer = page.inner_text("#ask-out #answer")
    assert str(total) in answer and all(name in answer for name in expected), answer
    assert f"values: {total}" in answer
    assert page.inner_text("#ask-out #answer .label") == data["label"] == "answer (schema planner, no model)"
    plan = page.inner_text("#ask-out pre.plan")
    assert "mainSupply" in plan and "Acme Motors" in plan
    actions = [line for line in plan.splitlines() if line.startswith("Action")]

    steps = page.locator("#ask-out details.step")
    assert steps.count() == len(actions) == len(data["steps"])
    for i, step in enumerate(data["steps"]):
        card = steps.nth(i)
        assert card.get_attribute("open") is not None  # SQL and rows visible without a click
        assert step["action"] in card.locator("summary").inner_text()
        if step["sql"]:
            assert card.locator("pre.sql").inner_text() == step["sql"]
    rows = [steps.nth(i).locator(".step-rows").inner_text() for i in range(steps.count())]
    # the hop to the main suppliers and their inflows: one row per supplier; the sum: one row
    assert f"{len(expected)} rows" in rows[0] and f"{len(expected)} rows" in rows[1] and "1 row" in rows[2], rows
    assert "rule:Company.mainSupply" in steps.nth(0).locator(".sources").inner_text()

    # the graph facts as the API gave them; each one cited as a table row (its doc_id and line)
    # names a line of that CSV file that holds both its ends
    facts = page.locator("#ask-out table#facts tr")
    assert facts.count() == len(data["facts"]) + 1  # the header row
    cited = 0
    for i, fact in enumerate(data["facts"], start=1):
        subject, _predicate, obj = (facts.nth(i).locator("td").nth(c).inner_text() for c in range(3))
        assert (subject, obj) == (fact["subject"], str(fact["object"]))
        if facts.nth(i).locator("td").nth(3).locator("button.cite").count() and fact["line"] is not None:
            record = names_in(csv_line(SOURCES / fact["doc_id"], fact["line"]))
            assert subject in record and obj in record, fact
            cited += 1
    assert cited >= 3
    assert page.locator("#ask-out .hit").count() >= 1  # the passages
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, "web-ask.png", tmp_path)


def test_a_follow_up_asked_on_the_page_reads_the_question_asked_before_it(page, site):
    founded = next(r["founded"] for r in read_csv(SOURCES / "Company.csv") if r["name"] == "Fjord Steel AS")
    ask(page, site, "Which country is Fjord Steel AS based in?")
    page.fill("#ask-q", "And when was it founded?")  # (the same page: no reload between the two)
    with page.expect_response(lambda r: urlsplit(r.url).path == "/api/ask") as response:
        page.click("#ask-form button[type=submit]")
    assert response.value.request.post_data_json["after"] == ["Which country is Fjord Steel AS based in?"]
    data = response.value.json()
    assert data["values"] == [int(founded)], data["notes"]
    page.wait_for_selector("#ask-out #answer")
    assert founded in page.inner_text("#ask-out #answer")


def test_the_readme_plan_runs_on_the_plan_tab(page, site):
    rows = {r["name"]: r for r in read_csv(SOURCES / "Company.csv")}
    acme_products = set(rows["Acme Motors"]["product"].split(";"))
    upstream = {r["id"] for r in read_csv(SOURCES / "Product.csv") if set(r["hasSupplyChain"].split(";")) & acme_products}
    suppliers = {n for n, r in rows.items() if set(r["product"].split(";")) & upstream}
    name_of = {r["id"]: n for n, r in rows.items()}
    total = sum(int(t["transAmt"]) for t in read_csv(SOURCES / "Company_fundTrans_Company.csv")
                if name_of[t["dstId"]] in suppliers)

    page.goto(site + "/#plan")
    page.fill("#plan-text", PLAN)
    with page.expect_response(lambda r: urlsplit(r.url).path == "/api/query") as response:
        page.click("#plan-form button[type=submit]")
    data = response.value.json()
    page.wait_for_selector("#plan-out table.rows")
    shown = page.locator("#plan-out table.rows tr")
    assert [shown.nth(0).locator("th").nth(c).inner_text() for c in range(2)] == ["s3", "total"]
    got = sorted(tuple(shown.nth(i).locator("td").nth(c).inner_text() for c in range(2)) for i in range(1, shown.count()))
    assert got == sorted((n, str(total)) for n in suppliers) and suppliers
    steps = page.locator("#plan-out details.step")
    assert steps.count() == 6
    for i, step in enumerate(data["steps"]):
        if step["sql"]:
            assert steps.nth(i).locator("pre.sql").inner_text() == step["sql"]


def lines_of(project: Path, path: str) -> list[str]:
    return (project / path).read_text(encoding="utf-8").splitlines()


def open_citation(page, button, route: str) -> dict:
    """Click a citation; the API answer the dialog was filled from (``route``: its path prefix)."""
    with page.expect_response(lambda r: urlsplit(r.url).path.startswith(route)) as response:
        button.click()
    assert response.value.ok
    page.wait_for_selector("#cite[open] #cited")
    page.wait_for_function("!document.getElementById('cite-where').textContent.startsWith('loading')")
    return response.value.json()


def assert_span_at_lines(marked: str, lines: list[str], first: int, last: int) -> None:
    """Every line of the highlighted text lies in the file between lines ``first`` and ``last``
    (a Markdown heading is cited without its ``#`` marks), the first and last on those lines."""
    shown = [line.strip() for line in marked.strip().splitlines() if line.strip()]
    window = lines[first - 1:last]
    assert shown and window, (first, last)
    assert all(any(s in line for line in window) for s in shown), (shown, window)
    assert shown[0] in lines[first - 1] and shown[-1] in lines[last - 1], (shown, first, last)


def test_a_citation_opens_the_cited_text_highlighted(page, site, example_store, tmp_path):
    # a passage: the search hit from the plain-text note, then the one from the Markdown note
    with page.expect_response(lambda r: urlsplit(r.url).path == "/api/search") as response:
        page.goto(site + "/#search?q=" + "Granite%20Insurance%20insures%20vehicles%20in%20transit")
    paths = [hit["path"] for hit in response.value.json()["hits"]]
    page.wait_for_selector("#search-out .hit")
    assert {f"sources/{note}" for note in EXAMPLE_NOTES} <= set(paths), paths
    for note in EXAMPLE_NOTES:
        hit = page.locator("#search-out .hit").nth(paths.index(f"sources/{note}"))
        chunk = open_citation(page, hit.locator("button.cite"), "/api/chunks/")
        marked = page.locator("#cite-text mark#cited").inner_text()
        assert marked.strip() == chunk["text"].strip()
        lines = lines_of(EXAMPLE, chunk["path"])
        assert_span_at_lines(marked, lines, chunk["line_start"], chunk["line_end"])
        if note.endswith(".txt"):  # plain text is cited as it is in the file
            assert marked.strip() in "\n".join(lines[chunk["line_start"] - 1:chunk["line_end"]])
        where = page.inner_text("#cite-where")
        assert chunk["path"] in where and f"{chunk['line_start']}–{chunk['line_end']}" in where, where
        if note.endswith(".md"):
            screenshot(page, "web-citation.png", tmp_path)
        page.click("#cite button.close")
    assert page.locator("#cite[open]").count() == 0

    # a table row: the Graph facts of the README question cite their CSV line
    ask(page, site, README_QUESTION)
    row = page.locator("#ask-out table#facts tr").filter(has=page.locator("td button.cite")).first
    subject = row.locator("td").nth(0).inner_text()
    record = open_citation(page, row.locator("button.cite"), "/api/records")
    marked = json.loads(page.locator("#cite-text mark#cited").inner_text())
    from_file = csv_line(example_store / record["path"], record["line"])
    assert marked == from_file and subject in names_in(from_file)
    assert f"{record['path']}:{record['line']}" in page.inner_text("#cite-where")  # file:line


def test_search_results_show(page, site):
    page.goto(site + "/#search")
    page.fill("#search-q", "synthetic rubber")
    with page.expect_response(lambda r: urlsplit(r.url).path == "/api/search") as response:
        page.click("#search-form button[type=submit]")
    hits = response.value.json()["hits"]
    page.wait_for_selector("#search-out .hit")
    shown = page.locator("#search-out .hit")
    assert shown.count() == len(hits) >= 1
    assert page.inner_text("#search-out h3") == f"{len(hits)} passages"
    # the only line of the notes that says "synthetic rubber" is in the first passage shown
    said = [line for note in EXAMPLE_NOTES for line in lines_of(EXAMPLE / "sources", note) if "synthetic rubber" in line]
    assert len(said) == 1 and said[0] in shown.nth(0).locator("p").inner_text()
    for i, hit in enumerate(hits):
        assert shown.nth(i).locator("button.cite").inner_text() == hit["citation"]
        assert hit["path"].removeprefix("sources/") in EXAMPLE_NOTES


def neighbours_in_store(project: Path) -> dict[str, set[str]]:
    """Each entity's neighbours by an edge either way, from the store's ``kg_edges`` (separate SQL)."""
    import duckdb

    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        pairs = con.execute("SELECT subject_id, object_id FROM kg_edges "
                            "UNION SELECT object_id, subject_id FROM kg_edges").fetchall()
    finally:
        con.close()
    out: dict[str, set[str]] = defaultdict(set)
    for a, b in pairs:
        out[a].add(b)
    return out


def merges_in_store(project: Path, name: str) -> list[tuple]:
    """Resolution's scored pairs that involve the entity named ``name`` (separate SQL over ``entity_merges``)."""
    import duckdb

    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return con.execute("SELECT left_name, right_name, decision FROM entity_merges WHERE (SELECT entity_id "
                           "FROM kg_entities WHERE name = ? LIMIT 1) IN (left_id, right_id, canonical_id)",
                           [name]).fetchall()
    finally:
        con.close()


# ids of the drawn nodes whose rendered centre lies inside the graph box and in no other node
CLEAR_NODES = """() => {
  const cy = window.kagflowGraph, w = cy.width(), h = cy.height();
  return cy.nodes().filter((n) => {
    const p = n.renderedPosition();
    if (p.x < 0 || p.y < 0 || p.x > w || p.y > h) return false;
    return cy.nodes().every((m) => {
      if (m.same(n)) return true;
      const b = m.renderedBoundingBox({ includeLabels: false });
      return p.x < b.x1 || p.x > b.x2 || p.y < b.y1 || p.y > b.y2;
    });
  }).map((n) => n.id());
}"""


def test_an_entity_page_shows_its_facts_and_a_graph_that_expands(merged_project, page, tmp_path):
    neighbours = neighbours_in_store(merged_project)  # read before the server holds the store
    merges = merges_in_store(merged_project, "Acme Motors")
    companies = companies_by_id()
    acme_id, acme = next((i, r) for i, r in companies.items() if r["name"] == "Acme Motors")
    with serving(merged_project) as site:
        with page.expect_response(lambda r: urlsplit(r.url).path == "/api/entity") as response:
            page.goto(site + "/#entity?name=Acme%20Motors")
        entity = response.value.json()["entity"]
        page.wait_for_selector("#entity-card")
        assert page.inner_text("#entity-card h2") == "Acme Motors"
        assert page.inner_text("#entity-types") == "type: Company"
        aliases = set(page.locator("#aliases .tag").all_inner_texts())
        assert {"Acme Motors", acme_id, "Acme Motor Co"} <= aliases, aliases  # key from the CSV, spelling from the note
        assert page.locator("#merges tr").count() == len(merges) + 1  # the header row
        assert any("Acme Motor" in pair and d == "merged" for pair, d in zip(
            page.locator("#merges td:nth-child(1)").all_inner_texts(), page.locator("#merges td.decision").all_inner_texts()))
        properties = {r.split("\t")[0]: r.split("\t")[1] for r in page.locator("#properties tr").all_inner_texts()}
        assert properties["country"] == acme["country"] and properties["founded"] == acme["founded"]
        paid = {companies[t["dstId"]]["name"] for t in read_csv(SOURCES / "Company_fundTrans_Company.csv")
                if t["srcId"] == acme_id}
        relations = page.locator("#relations tr")
        out = {relations.nth(i).locator("td a.entity-link").inner_text() for i in range(relations.count())
               if relations.nth(i).locator("td").first.inner_text() == "fundTrans"}
        assert out == paid

        # the graph: the entity and its neighbours; a click on one adds that one's neighbours
        page.wait_for_function("window.kagflowGraph && window.kagflowGraph.nodes().length > 0")
        seed = entity["entity_id"]
        drawn = set(page.evaluate("window.kagflowGraph.nodes().map((n) => n.id())"))
        assert drawn == {seed} | neighbours[seed]
        # a neighbour with neighbours not drawn yet, whose centre no other node covers (a click hits it)
        page.locator("#graph").scroll_into_view_if_needed()
        clear = page.evaluate(CLEAR_NODES)
        target = next(i for i in sorted(neighbours[seed]) if neighbours[i] - drawn and i in clear)
        assert len(neighbours[target]) < 30  # the expansion's bound (max_nodes=30) leaves none out
        box = page.locator("#graph").bounding_box()
        at = page.evaluate("(id) => window.kagflowGraph.getElementById(id).renderedPosition()", target)
        page.mouse.click(box["x"] + at["x"], box["y"] + at["y"])
        page.wait_for_function("(id) => window.kagflowGraph.getElementById(id).hasClass('expanded')", arg=target)
        grown = set(page.evaluate("window.kagflowGraph.nodes().map((n) => n.id())"))
        assert grown == drawn | {target} | neighbours[target] and len(grown) > len(drawn)
        assert page.inner_text("#graph-note").startswith(f"{len(grown)} entities")
        page.evaluate("window.scrollTo(0, 0)")
        screenshot(page, "web-entity.png", tmp_path)


def test_a_question_the_documents_cannot_answer_says_so(page, site):
    """The relevance bar on the page: of the question's content words only "dealers" occurs in the
    example's sources (checked here, one note) and it names no entity, so the page says nothing in
    the documents answers it and tags each passage it still lists (the dealers note) as below the bar."""
    question = "What is the boiling point of the dealers?"
    text = " ".join(p.read_text(encoding="utf-8").lower() for p in SOURCES.rglob("*") if p.is_file())
    assert [w for w in ("boiling", "point", "dealers") if w in text] == ["dealers"]
    data = ask(page, site, question)
    assert data["relevant"] is False and data["mode"] == "evidence" and not data["links"]
    assert page.inner_text("#ask-out #answer .label") == data["label"]
    assert data["label"].lower().startswith("nothing in the documents answers this")
    assert any("dealers" in c["text"] for c in data["chunks"])
    assert all(not c["relevance"]["clears"] for c in data["chunks"])
    assert page.locator("#ask-out .hit .below-bar").count() == len(data["chunks"])
