"""``kagflow serve``: the HTTP API with Starlette's TestClient on the shipped example, built once;
expected values come from the example's CSV files. Bounds and errors use a fake asker where the
test is about the server, not the data."""

from __future__ import annotations

import hashlib
import threading
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from kagflow.pipelines.cli import main
from kagflow.pipelines.http_server import is_loopback, make_app
from kagflow.project import LimitsConfig, ProjectConfig, ServeConfig
from tests.conftest import EXAMPLE, build_without_models, built_example, read_csv

SOURCES = EXAMPLE / "sources"
PLAN = (EXAMPLE / "plans" / "supplier_inflow.txt").read_text(encoding="utf-8")
COUNTRY_PLAN = "Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:country, o=o1:Text)\nAction2: Output(o1)\n"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    return built_example(tmp_path_factory, "serve")


@pytest.fixture(scope="module")
def client(project):
    with TestClient(make_app(project)) as c:  # as a context manager: the app warms up (loads the project) first
        yield c


def companies() -> dict[str, dict[str, str]]:
    return {r["name"]: r for r in read_csv(SOURCES / "Company.csv")}


def transfers() -> list[dict[str, str]]:
    return read_csv(SOURCES / "Company_fundTrans_Company.csv")


def error_of(response, status: int) -> str:
    """The error message of a response that must have ``status``; never a traceback."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and body["error"]["status"] == status
    assert "Traceback" not in response.text and 'File "' not in response.text
    return body["error"]["message"]


# -- answers ------------------------------------------------------------------------------------
def test_query_answers_the_readme_plan_as_the_csvs_say(client):
    """The README's plan: companies making products upstream of Acme Motors' products, each with
    the sum of those suppliers' inflows (computed here from the CSVs)."""
    rows = companies()
    acme_products = set(rows["Acme Motors"]["product"].split(";"))
    upstream = {r["id"] for r in read_csv(SOURCES / "Product.csv") if set(r["hasSupplyChain"].split(";")) & acme_products}
    suppliers = {n for n, r in rows.items() if set(r["product"].split(";")) & upstream}
    name_of = {r["id"]: n for n, r in rows.items()}
    total = sum(int(t["transAmt"]) for t in transfers() if name_of[t["dstId"]] in suppliers)

    response = client.post("/api/query", json={"plan": PLAN})
    assert response.status_code == 200, response.text
    data = response.json()
    assert data["columns"] == ["s3", "total"]
    assert sorted(data["rows"]) == sorted([n, total] for n in suppliers) and suppliers
    assert [s["step"] for s in data["steps"]] == [1, 2, 3, 4, 5, 6]
    assert data["steps"][0]["sql"] and data["steps"][0]["retriever"] == "kg_cs"


def test_ask_without_a_model_answers_with_the_schema_planner(client):
    response = client.post("/api/ask", json={"question": "Which country is Acme Motors in?"})
    assert response.status_code == 200, response.text
    data = response.json()
    assert set(data) >= {"question", "mode", "label", "answer", "values", "plan", "steps", "facts", "chunks", "links", "notes"}
    assert data["values"] == [companies()["Acme Motors"]["country"]]
    assert [link["name"] for link in data["links"]] == ["Acme Motors"]


def test_a_follow_up_reads_the_entity_of_the_questions_it_follows(client):
    follow_up = {"question": "And when was it founded?", "after": ["Which country is Fjord Steel AS based in?"]}
    data = client.post("/api/ask", json=follow_up).json()
    assert data["values"] == [int(companies()["Fjord Steel AS"]["founded"])], data["notes"]
    alone = client.post("/api/ask", json={"question": follow_up["question"]}).json()
    assert alone["mode"] != "answer" and any("follow-up" in n for n in alone["notes"])
    assert "limit" in error_of(client.post("/api/ask", json={**follow_up, "after": ["x" * 5000]}), 400)
    assert error_of(client.post("/api/ask", json={**follow_up, "after": ["Acme?"] * 11}), 400)


def test_search_get_and_post_cite_chunks_that_open_at_their_lines(client):
    got = client.get("/api/search", params={"q": "logistics delays at the port", "k": 3})
    posted = client.post("/api/search", json={"question": "logistics delays at the port", "k": 3})
    assert got.status_code == posted.status_code == 200
    hits = got.json()["hits"]
    assert hits == posted.json()["hits"] and 1 <= len(hits) <= 3
    for hit in hits:
        assert hit["chunk_id"] and hit["citation"].startswith(hit["path"])
        chunk = client.get(f"/api/chunks/{hit['chunk_id']}").json()
        assert chunk["text"] == hit["text"] and chunk["path"] == hit["path"]
        lines = (EXAMPLE / hit["path"]).read_text(encoding="utf-8").splitlines()
        first = chunk["text"].strip().splitlines()[0]
        assert first in lines[chunk["line_start"] - 1], (chunk["line_start"], first)
        last = chunk["text"].strip().splitlines()[-1]
        assert last in lines[chunk["line_end"] - 1], (chunk["line_end"], last)  # the source file's lines
        own = hashlib.sha256(chunk["text"].encode("utf-8")).hexdigest()[:8]
        assert hit["citation"] == chunk["citation"] and hit["citation"].endswith(f" #{own}")
        assert hit["citation"].startswith(f"{hit['path']}:{chunk['line_start']}")
    assert "no chunk" in error_of(client.get("/api/chunks/nope"), 404)


def test_entity_page_by_name_lists_the_csv_facts_with_their_sources(client):
    rows = companies()
    acme = rows["Acme Motors"]
    line = list(rows).index("Acme Motors") + 2  # the header is line 1
    response = client.get("/api/entity", params={"name": "acme motors"})  # names are case-folded
    assert response.status_code == 200, response.text
    page = response.json()
    assert page["entity"]["name"] == "Acme Motors" and page["entity"]["key"] == acme["id"]
    assert page["types"] == ["Company"] and [m["name"] for m in page["matches"]] == ["Acme Motors"]
    props = {p["predicate"]: p for p in page["properties"]}
    assert props["country"]["value"] == acme["country"] and props["country"]["source"] == f"Company.csv:{line}"
    assert props["country"]["citations"][0]["text"] and "Acme Motors" in props["country"]["citations"][0]["text"]
    name_of = {r["id"]: n for n, r in rows.items()}
    paid = {name_of[t["dstId"]] for t in transfers() if t["srcId"] == acme["id"]}
    out = {e["neighbour"]["name"] for e in page["edges"] if e["predicate"] == "fundTrans" and e["direction"] == "out"}
    assert out == paid
    by_id = client.get("/api/entity", params={"id": page["entity"]["entity_id"]}).json()
    assert by_id["entity"] == page["entity"] and by_id["properties"] == page["properties"]
    # the cited table row opens
    record = client.get("/api/records", params={"doc_id": "Company.csv", "line": line}).json()
    assert record["path"] == "sources/Company.csv" and "Acme Motors" in record["record"]
    assert "no entity is named" in error_of(client.get("/api/entity", params={"name": "Nobody Ltd"}), 404)
    assert "no entity has id" in error_of(client.get("/api/entity", params={"id": "0000"}), 404)
    assert "exactly one" in error_of(client.get("/api/entity"), 400)
    assert "line 99" in error_of(client.get("/api/records", params={"doc_id": "Company.csv", "line": 99}), 404)
    found = client.get("/api/entities", params={"q": "acme"}).json()["entities"]
    assert [e["name"] for e in found] == ["Acme Motors"]


def test_neighbourhood_is_the_csv_graph_and_bounded(client):
    acme_id = client.get("/api/entity", params={"name": "Acme Motors"}).json()["entity"]["entity_id"]
    graph = client.get("/api/neighbourhood", params={"id": acme_id, "depth": 1}).json()
    names = {n["name"] for n in graph["nodes"]}
    ids = {n["id"] for n in graph["nodes"]}
    rows = companies()
    name_of = {r["id"]: n for n, r in rows.items()}
    assert {name_of[t["dstId"]] for t in transfers() if t["srcId"] == rows["Acme Motors"]["id"]} <= names
    assert all(e["source"] in ids and e["target"] in ids for e in graph["edges"])
    assert "fundTrans" in graph["predicates"] and any(s.startswith("Company_fundTrans_Company.csv:") for s in graph["sources"])
    seed = next(n for n in graph["nodes"] if n["id"] == acme_id)
    touching = [e for e in graph["edges"] if acme_id in (e["source"], e["target"])]
    assert seed["depth"] == 0 and seed["degree"] == len(touching) > 0  # every edge of the seed is drawn at depth 1
    small = client.get("/api/neighbourhood", params={"id": acme_id, "depth": 2, "max_nodes": 3}).json()
    assert len(small["nodes"]) == 3 and small["truncated"]
    assert error_of(client.get("/api/neighbourhood", params={"id": acme_id, "depth": 9}), 400)
    assert error_of(client.get("/api/neighbourhood", params={"id": "0000"}), 404)


# -- errors -------------------------------------------------------------------------------------
def test_bad_input_is_a_located_json_error(client):
    assert "<plan>:1:" in error_of(client.post("/api/query", json={"plan": "Retrieval(s=s1:Company"}), 400)
    message = error_of(client.post("/api/query", json={"plan": "Retrieval(s=s1:Compnay, p=p1:product, o=o1)\nOutput(o1)"}), 400)
    assert "unknown type 'Compnay'" in message
    assert client.post("/api/query", json={"plan": "Retrieval(s=s1:Company"}).json()["error"]["kind"] == "syntax"
    assert "empty" in error_of(client.post("/api/ask", json={"question": "  "}), 400)
    assert "limit" in error_of(client.post("/api/ask", json={"question": "x" * 5000}), 400)
    assert "k" in error_of(client.post("/api/ask", json={"question": "Acme?", "k": 0}), 400)
    assert "question" in error_of(client.post("/api/ask", json={}), 400)
    assert "no" in error_of(client.post("/api/ask", json={"question": "Acme?", "planner": "model"}), 400)  # no model configured
    assert error_of(client.post("/api/ask", content=b"{not json", headers={"content-type": "application/json"}), 400)
    lone = client.post("/api/query", content=b'{"plan": "Output(\\ud800)"}', headers={"content-type": "application/json"})
    assert "surrogate" in error_of(lone, 400)  # a lone surrogate, as a JSON escape may carry
    assert error_of(client.get("/api/nowhere"), 404)


def test_a_request_body_over_the_bound_is_refused_unread(client):
    big = b'{"plan": "' + b"x" * (3 * 1024 * 1024) + b'"}'
    assert "max_request_bytes" in error_of(client.post("/api/query", content=big, headers={"content-type": "application/json"}), 413)

    def chunked():  # no Content-Length: the bytes are counted as they arrive
        for _ in range(40):
            yield b"x" * 100_000

    assert error_of(client.post("/api/query", content=chunked(), headers={"content-type": "application/json"}), 413)


class SlowAsker:
    """Stands in for :class:`Asker`: ``query`` sleeps, or raises what it is told to."""

    con = None

    def __init__(self, seconds: float = 0.0, raises: BaseException | None = None):
        self.seconds, self.raises = seconds, raises

    def query(self, plan, source="<plan>", *, question=None, strict=False):
        time.sleep(self.seconds)
        if self.raises is not None:
            raise self.raises
        return _Answer()

    def close(self):
        pass


class _Answer:
    def as_dict(self):
        return {"answer": ["ok"]}


def fake_app(tmp_path, asker, **kwargs):
    config = ProjectConfig(limits=LimitsConfig(workers=1, call_timeout_s=kwargs.pop("timeout", 5.0)),
                           serve=ServeConfig(queue_wait_s=kwargs.pop("queue_wait", 0.2)))
    return make_app(tmp_path, lambda _root: asker, config=config, **kwargs)


def test_a_call_past_the_time_bound_is_504_and_busy_workers_are_503(tmp_path):
    with TestClient(fake_app(tmp_path, SlowAsker(1.5), timeout=0.5)) as c:
        assert "limits.call_timeout_s" in error_of(c.post("/api/query", json={"plan": "x"}), 504)
    with TestClient(fake_app(tmp_path, SlowAsker(1.5), timeout=10)) as c:
        first: dict = {}
        worker = threading.Thread(target=lambda: first.update(r=c.post("/api/query", json={"plan": "x"})))
        worker.start()
        time.sleep(0.4)  # the one worker is answering the first call
        busy = c.post("/api/query", json={"plan": "x"})
        worker.join()
        assert "busy" in error_of(busy, 503)
        assert first["r"].status_code == 200 and first["r"].json() == {"answer": ["ok"]}


def test_an_unexpected_fault_is_one_line_without_its_traceback(tmp_path):
    app = fake_app(tmp_path, SlowAsker(raises=RuntimeError("secret internals")))
    with TestClient(app, raise_server_exceptions=False) as c:  # the server logs it; the client gets one line
        message = error_of(c.post("/api/query", json={"plan": "x"}), 500)
    assert "RuntimeError" in message and "secret" not in message


def test_an_api_key_guards_every_call_but_health(tmp_path, monkeypatch):
    key = "k" * 24
    with TestClient(fake_app(tmp_path, SlowAsker(), api_key=key)) as c:
        assert "API key" in error_of(c.post("/api/query", json={"plan": "x"}), 401)
        assert error_of(c.post("/api/query", json={"plan": "x"}, headers={"X-API-Key": "wrong"}), 401)
        assert c.post("/api/query", json={"plan": "x"}, headers={"X-API-Key": key}).status_code == 200
        assert c.post("/api/query", json={"plan": "x"}, headers={"Authorization": f"Bearer {key}"}).status_code == 200
        assert c.get("/api/health").status_code == 503  # no store here, but no key needed to ask
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.4") and not is_loopback("example.org")


def test_serve_refuses_to_bind_beyond_loopback_without_a_key(project, capsys, monkeypatch):
    monkeypatch.delenv("KAGFLOW_API_KEY", raising=False)
    assert main(["serve", str(project), "--host", "0.0.0.0", "--port", "0"]) == 2
    assert "serve.api_key" in capsys.readouterr().err


# -- docs and the page --------------------------------------------------------------------------
def test_openapi_docs_and_the_page_load_from_local_files(client):
    spec = client.get("/openapi.json").json()
    assert {"/api/ask", "/api/query", "/api/search", "/api/entity", "/api/neighbourhood", "/api/health"} <= set(spec["paths"])
    assert "413" in spec["paths"]["/api/query"]["post"]["responses"]
    docs = client.get("/docs")
    assert docs.status_code == 200 and "/static/vendor/swagger-ui-bundle.js" in docs.text and "cdn" not in docs.text.lower()
    for asset in ("/static/vendor/swagger-ui-bundle.js", "/static/vendor/swagger-ui.css", "/static/vendor/cytoscape.min.js",
                  "/static/app.js", "/static/app.css"):
        assert client.get(asset).status_code == 200, asset
    page = client.get("/")
    assert page.status_code == 200 and "default-src 'self'" in page.headers["content-security-policy"]
    assert "/static/app.js" in page.text and "https://" not in page.text
    assert "https://" not in client.get("/static/app.js").text  # nothing fetched from elsewhere at run time
    health = client.get("/api/health").json()
    assert health["status"] == "ok" and health["project"] == "acme"


def test_health_says_ready_once_the_warm_up_loaded_the_project(project):
    warmed: list = []

    def factory(root):
        from kagflow.solver.ask import Asker

        asker = Asker(root)
        original = asker.warm
        asker.warm = lambda: (warmed.append(root), original())
        return asker

    with TestClient(make_app(project, factory)) as c:
        assert warmed == [project]  # before any request
        health = c.get("/api/health").json()
        assert health["ready"] is True and health["warm_up_error"] is None


def test_health_says_not_ready_when_the_warm_up_failed(project):
    from kagflow.solver.ask import AskError

    def factory(_root):
        raise AskError("the store is held by a build")

    with TestClient(make_app(project, factory)) as c:
        health = c.get("/api/health").json()
        assert health["ready"] is False and health["warm_up_error"] == "the store is held by a build"


# -- a publish while requests run ---------------------------------------------------------------
def move_acme_to_mexico(root: Path) -> None:
    """Edit the project's sources so that its next build answers ``["MX"]`` to :data:`COUNTRY_PLAN`."""
    table = root / "sources" / "Company.csv"
    text = table.read_text(encoding="utf-8")
    assert "C001,Acme Motors,US," in text
    table.write_text(text.replace("C001,Acme Motors,US,", "C001,Acme Motors,MX,"), encoding="utf-8")


def country_answer(c) -> list:
    r = c.post("/api/query", json={"plan": COUNTRY_PLAN})
    assert r.status_code == 200, r.text
    return r.json()["answer"]


def test_a_publish_during_a_request_loop_gives_only_old_or_new_answers(tmp_path_factory):
    root = built_example(tmp_path_factory, "serve-publish")
    old = companies()["Acme Motors"]["country"]
    move_acme_to_mexico(root)
    answers: list = []
    done = threading.Event()
    with TestClient(make_app(root)) as c:
        def loop():
            while not done.is_set():
                r = c.post("/api/query", json={"plan": COUNTRY_PLAN})
                answers.append((r.status_code, r.json().get("answer") if r.status_code == 200 else r.text))

        workers = [threading.Thread(target=loop) for _ in range(2)]
        for w in workers:
            w.start()
        try:
            build_without_models(root)  # publishes while the loop's requests run
        finally:
            done.set()
            for w in workers:
                w.join()
        # the publish has completed and no request of the loop runs any more: every later one is on the new store
        after = [country_answer(c) for _ in range(5)]
    assert answers and all(status == 200 for status, _ in answers), [a for a in answers if a[0] != 200][:3]
    assert {tuple(a) for _, a in answers} <= {(old,), ("MX",)}  # the old answer or the new one, nothing else
    assert after == [["MX"]] * 5


def test_a_request_after_a_publish_is_answered_from_it_while_a_request_on_the_old_store_still_runs(tmp_path_factory):
    """Issue 21 with the interleaving forced: an asker on the old store stays busy across the
    publish (taken from the pool here, as a request would), so a new asker is loaded while the
    old build is still open in this process; it must read the new build, and so must every
    request after the busy one has finished."""
    root = built_example(tmp_path_factory, "serve-publish-held")
    old = companies()["Acme Motors"]["country"]
    move_acme_to_mexico(root)
    with TestClient(make_app(root)) as c:
        pool = c.app.state.pool
        version, busy = pool.acquire(10)  # the warm-up's asker, on the old store
        try:
            assert busy.query(COUNTRY_PLAN).answer == [old]
            build_without_models(root)  # publishes
            assert country_answer(c) == ["MX"]  # a new asker, loaded while `busy` still has the old file open
            assert busy.query(COUNTRY_PLAN).answer == [old]  # the request in flight keeps its snapshot
        finally:
            pool.release(version, busy)  # closed: a newer store was published
        assert [country_answer(c) for _ in range(3)] == [["MX"]] * 3
        assert c.get("/api/health").json()["store"] != str(version)


@pytest.mark.parametrize("k", [0, 101, 1000])
def test_k_outside_1_to_100_is_the_one_message_the_cli_and_mcp_give(client, k):
    expected = f"k must be between 1 and 100, not {k}"
    assert error_of(client.post("/api/ask", json={"question": "Acme?", "k": k}), 400) == expected
    assert error_of(client.post("/api/search", json={"question": "Acme", "k": k}), 400) == expected
    assert error_of(client.get("/api/search", params={"q": "Acme", "k": k}), 400) == expected
