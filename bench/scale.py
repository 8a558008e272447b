"""Scale benchmark (issue 10, item 1): synthetic supply-chain projects at 10^5..10^7 edges.

Run by hand, never in CI:

    python bench/scale.py --sizes 1e5,1e6 [--out bench/results/scale.md] [--keep DIR] [--no-plans] [--no-rules]

Per size it
1. generates a schema-conforming project in the supply-chain schema of
   ``../shared/datasets/kag-supplychain`` (its schema and concept rules, its small concept tables;
   Company, Product, Industry (hyphenated concept paths), Person and Company_fundTrans_Company
   tables generated with a fixed seed: 3 products and 5 outgoing transfers per company, 5 supply
   chain links and one leaf industry per product, 2 companies (by name) per legal representative);
2. builds it with ``kagflow build`` as a separate process (peak RSS from ``os.wait4``; wall time
   of every Dagster step from the run's step stats; size of ``kg.duckdb`` and of the Parquet copy);
3. runs fixed 1-, 3- and 5-hop plans with an aggregation for 10 start companies, each 5 times,
   exactly as ``kagflow query`` does (store opened read-only through ``open_reader``, schema
   extended with observed predicates, ``compile_plan`` then ``PlanExecutor.execute``; hops on the
   adjacency index where they can), side by side with the same plans with every hop as SQL
   (``use_index=False``), with hand-written DuckDB SQL for the same hops over the base tables and
   with a plain Python dict traversal of the same triples (read from the generated CSV files); all
   four answers must agree;
4. re-runs every schema rule on a copy of the store (``evaluate_rules``, timed per rule) against a
   hand-written SQL statement for the same rule (``CREATE TEMP TABLE AS``).

Results go to ``--out`` (Markdown, with ``uptime`` before and after) and stdout.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATASET = REPO.parent / "shared" / "datasets" / "kag-supplychain"
AS_OF = dt.date(2024, 6, 30)
SEED = 20240630
COPIED = ("Index.csv", "Trend.csv", "TaxOfCompanyEvent.csv", "TaxOfProdEvent.csv")


# -- generation -------------------------------------------------------------------------------------
def company_name(i: int) -> str:
    return f"Company {i:08d} Ltd"


def generate(root: Path, n_edges: int, seed: int = SEED) -> dict:
    """Write a project of about ``n_edges`` edges under ``root``; returns the counts written."""
    rng = random.Random(seed)
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    for f in (DATASET / "schema").iterdir():
        shutil.copy(f, root / "schema" / f.name)
    for name in COPIED:
        shutil.copy(DATASET / "sources" / name, root / "sources" / name)
    (root / "kagflow.yaml").write_text(f'as_of: "{AS_OF.isoformat()}"\n', encoding="utf-8")
    n_companies = max(100, n_edges // 10)
    n_products = max(50, n_edges // 50)
    n_persons = n_companies // 2
    # industries: a 3-level tree of hyphenated paths (concept hierarchy), leaves used by products
    industries, leaves = [], []
    for a in range(10):
        top = f"Sector{a}"
        industries.append(top)
        for b in range(5):
            mid = f"{top}-Group{a}{b}"
            industries.append(mid)
            for c in range(4):
                leaf = f"{mid}-Industry{a}{b}{c}"
                industries.append(leaf)
                leaves.append(leaf)
    with open(root / "sources" / "Industry.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id"])
        w.writerows([i] for i in industries)
    products = [f"P{p:07d}" for p in range(n_products)]
    n = {"companies": n_companies, "products": n_products, "persons": n_persons, "industries": len(industries)}
    with open(root / "sources" / "Product.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "name", "belongToIndustry", "hasSupplyChain"])
        for p in products:
            chain = sorted(set(rng.sample(products, 5)) - {p})
            w.writerow([p, f"Product {p}", rng.choice(leaves), ",".join(chain)])
            n["hasSupplyChain"] = n.get("hasSupplyChain", 0) + len(chain)
    n["belongToIndustry"] = n_products
    with open(root / "sources" / "Company.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "name", "product"])
        for c in range(n_companies):
            made = sorted(set(rng.sample(products, 3)))
            w.writerow([f"C{c:08d}", company_name(c), ",".join(made)])
            n["product"] = n.get("product", 0) + len(made)
    with open(root / "sources" / "Person.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "name", "age", "legalRepresentative"])
        for p in range(n_persons):
            reps = sorted({company_name(rng.randrange(n_companies)) for _ in range(2)})
            w.writerow([f"H{p:08d}", f"Person {p:08d}", rng.randint(20, 80), ",".join(reps)])
            n["legalRepresentative"] = n.get("legalRepresentative", 0) + len(reps)
    with open(root / "sources" / "Company_fundTrans_Company.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["srcId", "dstId", "transDate", "transAmt"])
        count = 0
        for c in range(n_companies):
            for _ in range(5):
                d = rng.randrange(n_companies - 1)
                d += d >= c
                day = AS_OF - dt.timedelta(days=rng.randrange(200))
                w.writerow([f"C{c:08d}", f"C{d:08d}", day.strftime("%Y%m%d"), rng.randint(1_000, 1_000_000)])
                count += 1
        n["fundTrans"] = count
    n["edges"] = sum(n[k] for k in ("hasSupplyChain", "belongToIndustry", "product", "legalRepresentative", "fundTrans"))
    return n


# -- build (child process) --------------------------------------------------------------------------
def build_child(root: Path) -> None:
    """Build ``root`` in this process and print the step times as JSON (called by :func:`build`)."""
    import warnings

    warnings.filterwarnings("ignore")
    from kagflow.pipelines.build import build_project, dagster_instance
    from kagflow.project import Project

    start = time.perf_counter()
    report = build_project(root)
    total = time.perf_counter() - start
    instance = dagster_instance(Project(root))
    steps = {s.step_key: (s.end_time or 0) - (s.start_time or 0) for s in instance.get_run_step_stats(report.run_id)}
    print("KAGFLOW_SCALE " + json.dumps({"total": total, "steps": steps}))


def build(root: Path, log: Path) -> dict:
    """Build ``root`` in a child process; returns wall seconds, step seconds and peak RSS (MiB)."""
    start = time.perf_counter()
    with open(log, "w") as out:
        proc = subprocess.Popen([sys.executable, __file__, "--build-one", str(root)], stdout=out, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    text = log.read_text(errors="replace")
    line = next((x for x in text.splitlines() if x.startswith("KAGFLOW_SCALE ")), None)
    if status != 0 or line is None:
        raise RuntimeError(f"build of {root} failed (status {status}); see {log}:\n{text[-3000:]}")
    data = json.loads(line.split(" ", 1)[1])
    data.update(wall=wall, peak_rss_mib=usage.ru_maxrss / 1024)
    return data


# -- plans ------------------------------------------------------------------------------------------
PLANS = {
    "1-hop": """Action1: Retrieval(s=s1:Company[`{name}`], p=p1:fundTrans, o=o1:Company)
Action2: Math(content=[o1], target=`count`)->n
Action3: Output(n)""",
    "3-hop": """Action1: Retrieval(s=s1:Company[`{name}`], p=p1:product, o=o1:Product)
Action2: Retrieval(s=o2:Product, p=p2:hasSupplyChain, o=o1)
Action3: Retrieval(s=s3:Company, p=p3:product, o=o2)
Action4: Math(content=[s3], target=`count`)->n
Action5: Output(n)""",
    "5-hop": """Action1: Retrieval(s=s1:Company[`{name}`], p=p1:product, o=o1:Product)
Action2: Retrieval(s=o2:Product, p=p2:hasSupplyChain, o=o1)
Action3: Retrieval(s=s3:Company, p=p3:product, o=o2)
Action4: Retrieval(s=s3, p=p4:fundTrans, o=o4:Company)
Action5: Retrieval(s=o4, p=p5:totalTransInAmt, o=v5:Float)
Action6: Math(content=[v5], target=`sum`)->total
Action7: Output(total)""",
}

_START = "(SELECT entity_id FROM entities WHERE type = 'Company' AND name = $name)"
HAND_SQL = {
    "1-hop": f"""SELECT count(DISTINCT object_id) FROM edges WHERE predicate = 'fundTrans' AND subject_id IN {_START}""",
    "3-hop": f"""WITH o1 AS (SELECT DISTINCT object_id AS id FROM edges WHERE predicate = 'product' AND subject_id IN {_START}),
o2 AS (SELECT DISTINCT subject_id AS id FROM edges WHERE predicate = 'hasSupplyChain' AND object_id IN (SELECT id FROM o1))
SELECT count(DISTINCT subject_id) FROM edges WHERE predicate = 'product' AND object_id IN (SELECT id FROM o2)""",
    "5-hop": f"""WITH o1 AS (SELECT DISTINCT object_id AS id FROM edges WHERE predicate = 'product' AND subject_id IN {_START}),
o2 AS (SELECT DISTINCT subject_id AS id FROM edges WHERE predicate = 'hasSupplyChain' AND object_id IN (SELECT id FROM o1)),
s3 AS (SELECT DISTINCT subject_id AS id FROM edges WHERE predicate = 'product' AND object_id IN (SELECT id FROM o2)),
o4 AS (SELECT DISTINCT object_id AS id FROM edges WHERE predicate = 'fundTrans' AND subject_id IN (SELECT id FROM s3))
SELECT sum(value_num) FROM derived_properties WHERE predicate = 'totalTransInAmt' AND entity_id IN (SELECT id FROM o4)""",
}


class Triples:
    """The generated triples as Python dicts (read from the CSV files, keyed by source id)."""

    def __init__(self, root: Path):
        src = root / "sources"
        self.by_name: dict[str, str] = {}
        self.makes: dict[str, list[str]] = defaultdict(list)  # company -> products
        self.makers: dict[str, list[str]] = defaultdict(list)  # product -> companies
        self.upstream: dict[str, list[str]] = defaultdict(list)  # product o -> products s with s hasSupplyChain o
        self.pays: dict[str, list[str]] = defaultdict(list)
        self.total_in: dict[str, float] = defaultdict(float)
        with open(src / "Company.csv", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                self.by_name[row["name"]] = row["id"]
                for p in row["product"].split(","):
                    self.makes[row["id"]].append(p)
                    self.makers[p].append(row["id"])
        with open(src / "Product.csv", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                for d in filter(None, row["hasSupplyChain"].split(",")):
                    self.upstream[d].append(row["id"])
        with open(src / "Company_fundTrans_Company.csv", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                self.pays[row["srcId"]].append(row["dstId"])
                self.total_in[row["dstId"]] += float(row["transAmt"])

    def run(self, plan: str, name: str):
        start = self.by_name[name]
        if plan == "1-hop":
            return len(set(self.pays.get(start, ())))
        o1 = set(self.makes.get(start, ()))
        o2 = {u for d in o1 for u in self.upstream.get(d, ())}
        s3 = {c for p in o2 for c in self.makers.get(p, ())}
        if plan == "3-hop":
            return len(s3)
        o4 = {d for c in s3 for d in self.pays.get(c, ())}
        return sum(self.total_in[c] for c in o4 if c in self.total_in)


def kagflow_query(root: Path, con, plan_text: str, use_index: bool = True):
    """One plan as ``kagflow query`` runs it (solver/reader.py ProjectReader), on an open reader;
    ``use_index=False``: every hop as SQL (``PlanExecutor(use_index=False)``), for comparison."""
    from kagflow.knowledge.mapping import observed_predicates
    from kagflow.store.adjacency import cached
    from kagflow.project import Project
    from kagflow.schema.spg import load_project_schema
    from kagflow.solver.compile import compile_plan
    from kagflow.solver.execute import PlanExecutor
    from kagflow.solver.linking import entity_name_encoder
    from kagflow.solver.logical_form import parse_plan
    from kagflow.solver.reader import LazyChunkSearch
    from kagflow.solver.retrievers.hybrid import open_search
    from kagflow.solver.validate import validate_plan

    project = Project(root)
    schema = load_project_schema(project.root)
    plan = parse_plan(plan_text, "<bench>")
    schema = schema.with_observed(cached(con, "observed_predicates", lambda: observed_predicates(con)))
    compiled = compile_plan(validate_plan(plan, schema, "<bench>", None), schema, "<bench>")
    answer = PlanExecutor(con, schema, project.config.fuzzy_link_threshold, chunk_search=LazyChunkSearch(lambda: open_search(con)),
                          name_encoder=entity_name_encoder(con), use_index=use_index).execute(compiled)
    return answer.answer[0]


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def time_plans(root: Path, n_companies: int, starts: int = 10, repeat: int = 5) -> dict:
    """p50/p95 milliseconds of each plan through kagflow with the adjacency index (``kagflow``:
    as ``kagflow query`` runs it, schema and project read per query), with every hop as SQL
    (``kagflow_sql``), through a kept reader (``asker``: ``Asker.query``, as ``kagflow mcp``
    answers; schema read once), hand SQL and Python dicts, measured side by side (each repetition
    runs all five in turn; the order rotates). ``index_load_ms``: loading the
    adjacency index's ids, once per process (each signature's CSR arrays load on first use,
    inside the first plan that reads them)."""
    from kagflow.store.adjacency import adjacency_for
    from kagflow.store.warehouse import open_reader

    triples = Triples(root)
    rng = random.Random(SEED + 1)
    names = [company_name(rng.randrange(n_companies)) for _ in range(starts)]
    from kagflow.solver.ask import Asker

    con = open_reader(root / ".kagflow" / "kg.duckdb")
    asker = Asker(root, complete=None)  # a kept reader, as `kagflow mcp` holds one
    out: dict = {}
    try:
        t0 = time.perf_counter()
        loaded = adjacency_for(con) is not None
        out["index_load_ms"] = (time.perf_counter() - t0) * 1000 if loaded else None
        for plan, template in PLANS.items():
            times: dict[str, list[float]] = {"kagflow": [], "kagflow_sql": [], "asker": [], "sql": [], "python": []}
            mismatches = 0
            for name in names:
                text = template.format(name=name)
                got: dict = {}
                runners = {
                    "kagflow": lambda: kagflow_query(root, con, text),
                    "kagflow_sql": lambda: kagflow_query(root, con, text, use_index=False),
                    "asker": lambda: asker.query(text, "<bench>").answer[0],
                    "sql": lambda: con.execute(HAND_SQL[plan], {"name": name}).fetchone()[0] or 0,
                    "python": lambda: triples.run(plan, name),
                }
                order = list(runners)
                for i in range(repeat):
                    for key in order[i % len(order):] + order[:i % len(order)]:
                        t0 = time.perf_counter()
                        got[key] = runners[key]()
                        times[key].append((time.perf_counter() - t0) * 1000)
                py = float(got["python"])
                if any(abs(float(got[k]) - py) >= 1e-6 * max(1.0, abs(py)) for k in ("kagflow", "kagflow_sql", "asker", "sql")):
                    mismatches += 1
                    print(f"  MISMATCH {plan} {name}: {got}", flush=True)
            out[plan] = {k: (pct(v, 0.5), pct(v, 0.95)) for k, v in times.items()}
            out[plan]["mismatches"] = mismatches
            out[plan]["answer_example"] = (names[0], triples.run(plan, names[0]))
    finally:
        con.close()
        asker.close()
    return out


# -- rules ------------------------------------------------------------------------------------------
_ENT = "(SELECT entity_id FROM entities WHERE type = 'Company')"
_AMT = "(SELECT edge_id, value_num AS amt FROM edge_properties WHERE key = 'transAmt')"
_DATE = "(SELECT edge_id, value AS d FROM edge_properties WHERE key = 'transDate')"
HAND_RULES = {
    "Company.totalTransInAmt": f"""SELECT e.object_id, sum(a.amt) FROM edges e JOIN {_AMT} a USING (edge_id)
        WHERE e.predicate = 'fundTrans' GROUP BY 1""",
    "Company.fundTrans1Month": f"""SELECT e.subject_id, sum(a.amt) FROM edges e JOIN {_AMT} a USING (edge_id) JOIN {_DATE} d USING (edge_id)
        WHERE e.predicate = 'fundTrans' AND date_diff('day', strptime(d.d, '%Y%m%d')::DATE, DATE '{AS_OF}') < 30 GROUP BY 1""",
    "Company.fundTrans1MonthIn": f"""SELECT e.object_id, sum(a.amt) FROM edges e JOIN {_AMT} a USING (edge_id) JOIN {_DATE} d USING (edge_id)
        WHERE e.predicate = 'fundTrans' AND date_diff('day', strptime(d.d, '%Y%m%d')::DATE, DATE '{AS_OF}') < 30 GROUP BY 1""",
    "Company.mainSupply": f"""WITH t AS (SELECT e.subject_id AS o, e.object_id AS s, sum(a.amt) AS amt FROM edges e JOIN {_AMT} a USING (edge_id)
            WHERE e.predicate = 'fundTrans' GROUP BY 1, 2),
        tot AS (SELECT object_id AS s, sum(a.amt) AS total FROM edges e JOIN {_AMT} a USING (edge_id) WHERE e.predicate = 'fundTrans' GROUP BY 1)
        SELECT DISTINCT t.s, t.o FROM t JOIN tot USING (s)
        JOIN edges p1 ON p1.predicate = 'product' AND p1.subject_id = t.s
        JOIN edges h ON h.predicate = 'hasSupplyChain' AND h.subject_id = p1.object_id
        JOIN edges p2 ON p2.predicate = 'product' AND p2.subject_id = t.o AND p2.object_id = h.object_id
        WHERE t.amt * 1.0 / tot.total > 0.5""",
    "Company.belongToIndustry": """SELECT DISTINCT p.subject_id, i.object_id FROM edges p JOIN edges i ON i.subject_id = p.object_id
        WHERE p.predicate = 'product' AND i.predicate = 'belongToIndustry'""",
    "Company.sameLegalRepresentative": """SELECT DISTINCT a.object_id, b.object_id FROM edges a JOIN edges b ON a.subject_id = b.subject_id
        WHERE a.predicate = 'legalRepresentative' AND b.predicate = 'legalRepresentative' AND a.object_id <> b.object_id""",
}


def time_rules(root: Path, work: Path) -> dict:
    """Seconds of each rule in ``evaluate_rules`` (on a copy of the store) and of its hand SQL."""
    import duckdb

    from kagflow.knowledge.rule_sql import evaluate_rules
    from kagflow.schema.spg import load_project_schema
    from kagflow.store.warehouse import ensure_tables

    copy = work / "rules.duckdb"
    shutil.copy(root / ".kagflow" / "kg.duckdb", copy)
    schema = load_project_schema(root)
    con = duckdb.connect(str(copy))
    ensure_tables(con)  # as a build opens the store: the published graph layout becomes views again
    times: dict[str, list] = {}
    last = [time.perf_counter()]

    def progress(rule: str, n: int) -> None:
        now = time.perf_counter()
        times[rule] = [now - last[0], n]
        last[0] = now

    try:
        start = time.perf_counter()
        with con.cursor() as cur:
            cur.execute("BEGIN")
            last[0] = time.perf_counter()
            evaluate_rules(cur, schema, AS_OF, progress=progress)
            cur.execute("COMMIT")
        total = time.perf_counter() - start
        hand: dict[str, list] = {}
        for rule, sql in HAND_RULES.items():
            t0 = time.perf_counter()
            (n,) = con.execute(f"CREATE OR REPLACE TEMP TABLE hand AS {sql}").fetchone()
            hand[rule] = [time.perf_counter() - t0, n]
    finally:
        con.close()
        copy.unlink(missing_ok=True)
    return {"total": total, "rules": times, "hand": hand}


# -- report -----------------------------------------------------------------------------------------
def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) if path.exists() else 0


def run_size(n_edges: int, work: Path, keep: Path | None, plans: bool = True, rules: bool = True) -> dict:
    root = (keep or work) / f"scale-{n_edges:.0e}".replace("+", "")
    if root.exists():
        shutil.rmtree(root)
    t0 = time.perf_counter()
    counts = generate(root, n_edges)
    gen = time.perf_counter() - t0
    print(f"[{n_edges:.0e}] generated {counts['edges']} edges in {gen:.1f} s", flush=True)
    b = build(root, work / f"build-{n_edges:.0e}.log")
    print(f"[{n_edges:.0e}] built in {b['wall']:.1f} s, peak RSS {b['peak_rss_mib']:.0f} MiB", flush=True)
    db = (root / ".kagflow" / "kg.duckdb").stat().st_size
    parquet = folder_size((root / ".kagflow" / "tables").resolve())
    plans = time_plans(root, counts["companies"]) if plans else {}
    print(f"[{n_edges:.0e}] plans: {json.dumps(plans)}", flush=True)
    rules = time_rules(root, work) if rules else {"total": float("nan"), "rules": {}, "hand": {}}
    print(f"[{n_edges:.0e}] rules: {json.dumps(rules)}", flush=True)
    if keep is None:
        shutil.rmtree(root, ignore_errors=True)
    return {"n": n_edges, "counts": counts, "build": b, "db_bytes": db, "parquet_bytes": parquet, "plans": plans, "rules": rules}


def uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return os.getloadavg().__repr__()


def render(results: list[dict], before: str, after: str, note: str) -> str:
    lines = [f"# kagflow scale benchmark ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})", "",
             "`python bench/scale.py` (see its docstring for what is generated and measured). Machine: "
             f"{os.cpu_count()} cores, shared with other jobs.", "",
             f"- load before: `{before}`", f"- load after: `{after}`", ""]
    if note:
        lines += [note, ""]
    lines += ["## Build", "", "| edges (generated) | entities | wall (s) | peak RSS (MiB) | kg.duckdb (MiB) | Parquet (MiB) |", "|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        c = r["counts"]
        ents = c["companies"] + c["products"] + c["persons"] + c["industries"]
        lines.append(f"| {c['edges']:,} | {ents:,} | {r['build']['wall']:.1f} | {r['build']['peak_rss_mib']:.0f} | "
                     f"{r['db_bytes'] / 2**20:.1f} | {r['parquet_bytes'] / 2**20:.1f} |")
    lines += ["", "Seconds per Dagster step:", ""]
    steps = sorted({s for r in results for s in r["build"]["steps"]}, key=lambda s: -max(r["build"]["steps"].get(s, 0) for r in results))
    lines += ["| step | " + " | ".join(f"{r['counts']['edges']:,}" for r in results) + " |", "|---|" + "---:|" * len(results)]
    for s in steps:
        lines.append(f"| {s} | " + " | ".join(f"{r['build']['steps'].get(s, float('nan')):.2f}" for r in results) + " |")
    lines += ["", "## Plans (ms; 10 start companies x 5 runs; p50 / p95)", "",
              "kagflow query: as `kagflow query` runs a plan (project and schema read per query), hops on the adjacency "
              "index where they can (`PlanExecutor` default); kagflow SQL hops: the same with every hop as SQL "
              "(`use_index=False`); kept reader: `Asker.query` on a reader opened once (as `kagflow mcp` answers); "
              "the five run in turn, same process, same store.", "",
              "| edges | plan | kagflow query | kagflow SQL hops | kept reader | hand SQL | Python dicts | kagflow / SQL hops (p50) | "
              "kagflow / hand SQL (p50) | kagflow / Python (p50) | kept reader / Python (p50) | answers agree |",
              "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in results:
        for plan, t in r["plans"].items():
            if not isinstance(t, dict):
                continue
            nan = (float("nan"),) * 2
            k, ks, a, s, p = t["kagflow"], t.get("kagflow_sql", nan), t.get("asker", nan), t["sql"], t["python"]
            lines.append(f"| {r['counts']['edges']:,} | {plan} | {k[0]:.1f} / {k[1]:.1f} | {ks[0]:.1f} / {ks[1]:.1f} | "
                         f"{a[0]:.1f} / {a[1]:.1f} | {s[0]:.1f} / {s[1]:.1f} | {p[0]:.3f} / {p[1]:.3f} | {k[0] / ks[0]:.2f} | "
                         f"{k[0] / s[0]:.2f} | {k[0] / max(p[0], 1e-6):.1f} | {a[0] / max(p[0], 1e-6):.1f} | "
                         f"{'yes' if t['mismatches'] == 0 else 'NO: ' + str(t['mismatches'])} |")
    loads = [f"{r['counts']['edges']:,} edges: {r['plans']['index_load_ms']:.0f} ms" for r in results
             if r["plans"].get("index_load_ms") is not None]
    if loads:
        lines += ["", "Adjacency index load (once per reader process): " + "; ".join(loads) + "."]
    lines += ["", "## Rules (s): evaluate_rules per rule (re-run on a copy of the built store) against hand-written SQL", ""]
    lines += ["| edges | rule | kagflow (s) | rows | hand SQL (s) | rows | ratio |", "|---:|---|---:|---:|---:|---:|---:|"]
    for r in results:
        e = f"{r['counts']['edges']:,}"
        for rule, (sec, n) in sorted(r["rules"]["rules"].items(), key=lambda kv: -kv[1][0]):
            h = r["rules"]["hand"].get(rule)
            hand = f"{h[0]:.3f} | {h[1]:,} | {sec / max(h[0], 1e-6):.1f}" if h else "| |"
            lines.append(f"| {e} | {rule} | {sec:.3f} | {n:,} | {hand} |")
        lines.append(f"| {e} | **all rules** | {r['rules']['total']:.2f} | | | | |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1e5,1e6")
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "scale.md"))
    parser.add_argument("--keep", default=None, help="generate and keep the projects under this folder")
    parser.add_argument("--note", default="", help="a line for the report")
    parser.add_argument("--json", default=None, help="also write the raw results here")
    parser.add_argument("--no-plans", action="store_true", help="build (and time the rules) only: no plan timings")
    parser.add_argument("--no-rules", action="store_true", help="no re-run of the rules on a copy of the store")
    parser.add_argument("--build-one", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.build_one:
        build_child(Path(args.build_one))
        return
    before = uptime()
    results = []
    with tempfile.TemporaryDirectory(prefix="kagflow-scale-") as tmp:
        keep = Path(args.keep) if args.keep else None
        if keep:
            keep.mkdir(parents=True, exist_ok=True)
        for size in args.sizes.split(","):
            results.append(run_size(int(float(size)), Path(tmp), keep, plans=not args.no_plans, rules=not args.no_rules))
            if args.json:
                Path(args.json).write_text(json.dumps(results, indent=1))
    text = render(results, before, uptime(), args.note)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
