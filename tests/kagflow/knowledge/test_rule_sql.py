"""Schema rules compiled to SQL, checked against independent computations over the raw CSVs."""

from __future__ import annotations

import csv
import datetime as dt
from collections import defaultdict

import duckdb
import pytest

from kagflow.knowledge.rule_sql import RuleCompileError, collect_rules, compile_rule
from kagflow.schema.spg import load_project_schema, parse_schema_text
from tests.conftest import AS_OF, dataset, read_csv

SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def _derived(root, predicate):
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        rows = con.execute(
            "SELECT e.key, d.value_num FROM derived_properties d JOIN kg_entities e USING (entity_id) WHERE d.predicate = ?",
            [predicate],
        ).fetchall()
    finally:
        con.close()
    return dict(rows)


def _relations(root, predicate, subject_field="key", object_field="key"):
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return set(con.execute(
            f"SELECT s.{subject_field}, o.{object_field} FROM derived_relations d JOIN kg_entities s ON s.entity_id = d.subject_id "
            "JOIN kg_entities o ON o.entity_id = d.object_id WHERE d.predicate = ?", [predicate]).fetchall())
    finally:
        con.close()


def _transfers():
    return [(r["srcId"], r["dstId"], dt.datetime.strptime(r["transDate"], "%Y%m%d").date(), int(r["transAmt"]))
            for r in read_csv(SC / "Company_fundTrans_Company.csv")]


def test_total_trans_in_amt_is_the_sum_of_inbound_transfers(supplychain):
    expected = defaultdict(int)
    for _src, dst, _date, amount in _transfers():
        expected[dst] += amount
    assert _derived(supplychain, "totalTransInAmt") == pytest.approx(dict(expected))


@pytest.mark.parametrize("months,days", [(1, 30), (3, 90), (6, 180)])
def test_fund_trans_windows_use_the_as_of_date(supplychain, months, days):
    as_of = dt.date.fromisoformat(AS_OF)
    out, inbound = defaultdict(int), defaultdict(int)
    for src, dst, date, amount in _transfers():
        if (as_of - date).days < days:
            out[src] += amount
            inbound[dst] += amount
    assert _derived(supplychain, f"fundTrans{months}Month") == pytest.approx(dict(out))
    assert _derived(supplychain, f"fundTrans{months}MonthIn") == pytest.approx(dict(inbound))
    # cashflowDiff uses the two rules above through rule_value(x == null, 0, x): every company gets a value
    companies = {r["id"] for r in read_csv(SC / "Company.csv")}
    diff = _derived(supplychain, f"cashflowDiff{months}Month")
    assert set(diff) == companies
    assert diff == pytest.approx({c: out.get(c, 0) - inbound.get(c, 0) for c in companies})


def test_one_month_window_is_not_the_six_month_window(supplychain):
    # guards the as-of plumbing: with the as-of date the 1-month window holds fewer transfers
    assert sum(_derived(supplychain, "fundTrans1Month").values()) < sum(_derived(supplychain, "fundTrans6Month").values())


def _company_products():
    products = defaultdict(set)
    for row in read_csv(SC / "Company.csv"):
        products[row["id"]].update(p.strip() for p in row["product"].split(",") if p.strip())
    return products


def test_belong_to_industry_follows_product_industries(supplychain):
    industry = defaultdict(set)
    for row in read_csv(SC / "Product.csv"):
        industry[row["id"]].add(row["belongToIndustry"])
    expected = {(c, i) for c, prods in _company_products().items() for p in prods for i in industry.get(p, ())}
    assert _relations(supplychain, "belongToIndustry") == expected


def test_same_legal_representative_pairs_companies_by_name(supplychain):
    name_to_id = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    expected = set()
    for person in read_csv(SC / "Person.csv"):
        ids = {name_to_id[n.strip()] for n in person["legalRepresentative"].split(",") if n.strip()}
        expected |= {(a, b) for a in ids for b in ids if a != b}
    assert _relations(supplychain, "sameLegalRepresentative") == expected


def test_main_supply_needs_more_than_half_of_inbound_money(supplychain):
    products = _company_products()
    chain = defaultdict(set)
    for row in read_csv(SC / "Product.csv"):
        chain[row["id"]].update(p.strip() for p in row["hasSupplyChain"].split(",") if p.strip())
    transfers = _transfers()
    total_in = defaultdict(int)
    pair_sum = defaultdict(int)
    for src, dst, _d, amount in transfers:
        total_in[dst] += amount
        pair_sum[(dst, src)] += amount  # s receives from o
    expected = set()
    for (s, o), amount in pair_sum.items():
        downstream = {d for p in products[s] for d in chain.get(p, ())}
        if s != o and downstream & products[o] and amount / total_in[s] > 0.5:
            expected.add((s, o))
    assert _relations(supplychain, "mainSupply") == expected


def test_concept_rules_with_actions_create_events(supplychain):
    # ProductChainEvent 1 (index 价格, trend 上涨) is a 价格上涨 event; its leadTo rule creates a cost-rise
    # event for every company making a product downstream of 顺丁橡胶, and those lead to profit-fall events.
    chain = defaultdict(set)
    for row in read_csv(SC / "Product.csv"):
        chain[row["id"]].update(p.strip() for p in row["hasSupplyChain"].split(",") if p.strip())
    downstream = chain["商品化工-橡胶-合成橡胶-顺丁橡胶"]
    makers = {row["name"] for row in read_csv(SC / "Company.csv")
              if downstream & {p.strip() for p in row["product"].split(",")}}
    con = duckdb.connect(str(supplychain / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        cost = {r[0] for r in con.execute("SELECT name FROM derived_entities WHERE name LIKE '%成本上升事件'").fetchall()}
        profit = {r[0] for r in con.execute("SELECT name FROM derived_entities WHERE name LIKE '%利润下跌事件'").fetchall()}
        members = con.execute(
            "SELECT o.key, count(*) FROM derived_relations d JOIN kg_entities o ON o.entity_id = d.object_id "
            "WHERE d.predicate = 'belongTo' GROUP BY 1").fetchall()
    finally:
        con.close()
    assert makers, "the dataset has companies downstream of 顺丁橡胶"
    assert cost == {f"{m}成本上升事件" for m in makers}
    assert profit == {f"{m}利润下跌事件" for m in makers}
    assert dict(members) == {"价格上涨": 1, "成本上涨": len(makers), "利润下跌": len(makers)}


# -- risk mining ----------------------------------------------------------------------------------

def _risk_facts():
    devices = defaultdict(set)
    for row in read_csv(RM / "Person_hasDevice_Device.csv"):
        devices[row["src"]].add(row["dst"])
    installs = {row["id"]: {a.strip() for a in row["install"].split(",") if a.strip()} for row in read_csv(RM / "Device.csv")}
    developed = set()
    apps = {row["id"] for row in read_csv(RM / "App.csv")}
    for person, devs in devices.items():
        for app in apps:
            if sum(1 for d in devs if app in installs.get(d, ())) > 5:
                developed.add((person, app))
    cert_by_num = {row["certNum"]: row["id"] for row in read_csv(RM / "Cert.csv")}
    company_certs = defaultdict(set)
    for row in read_csv(RM / "Company_hasCert_Cert.csv"):
        company_certs[row["src"]].add(cert_by_num[row["dst"]])
    app_cert = {row["id"]: cert_by_num[row["useCert"]] for row in read_csv(RM / "App.csv")}
    release = set()
    for row in read_csv(RM / "Person_holdShare_Company.csv"):
        for app, cert in app_cert.items():
            if cert in company_certs[row["dst"]]:
                release.add((row["src"], app))
    gambling = {row["id"] for row in read_csv(RM / "App.csv") if "赌博" in row["riskMark"]}
    transfers = {(row["src"], row["dst"]) for row in read_csv(RM / "Person_fundTrans_Person.csv")}
    developers = {p for p, a in developed if a in gambling}
    bosses = {s for s, a in release if a in gambling for u, a2 in developed if a2 == a and (s, u) in transfers}
    return developed, release, gambling, developers, bosses


def test_risk_mining_rules_match_an_independent_reading(riskmining):
    developed, release, gambling, developers, bosses = _risk_facts()
    assert developed and release and gambling and developers and bosses, "the dataset exercises every rule"
    assert _relations(riskmining, "developed") == developed
    assert _relations(riskmining, "release") == release
    members = _relations(riskmining, "belongTo")
    assert {a for a, c in members if c == "赌博应用"} == gambling
    assert {p for p, c in members if c == "赌博App开发者"} == developers
    assert {p for p, c in members if c == "赌博App老板"} == bosses


# -- compile errors ---------------------------------------------------------------------------------

BROKEN = """namespace T

Thing(东西): EntityType
    properties:
        score(分数): Float
            rule: [[
                Define (s:Thing)-[p:score]->(o:Float) {
                    STRUCTURE { (s) }
                    CONSTRAINT {
                        o = frobnicate(s.score)
                    }
                }
            ]]
"""


def test_a_rule_the_compiler_cannot_handle_names_the_rule_and_location():
    schema = parse_schema_text(BROKEN, "broken.schema")
    (spec,) = collect_rules(schema)
    with pytest.raises(RuleCompileError) as caught:
        compile_rule(schema, spec)
    message = str(caught.value)
    # line 10 of BROKEN is "o = frobnicate(s.score)": the error points at the statement
    assert "Thing.score" in message and "frobnicate" in message and "broken.schema:10:" in message


def test_every_rule_of_the_shared_schemas_compiles():
    for name in ("kag-supplychain", "kag-riskmining"):
        schema = load_project_schema(dataset(name))
        specs = collect_rules(schema)
        assert specs
        for spec in specs:
            compile_rule(schema, spec)


def _pay_schema(constraint: str) -> str:
    """A one-type schema whose ``score`` rule reads ``pays`` edges (edge property ``amount``).

    The CONSTRAINT statement is line 16 of the text."""
    return f"""namespace T

Firm(公司): EntityType
    relations:
        pays(支付): Firm
            properties:
                amount(金额): Float
    properties:
        score(分数): Float
            rule: [[
                Define (s:Firm)-[p:score]->(o:Float) {{
                    STRUCTURE {{
                        (s)-[t:pays]->(c:Firm)
                    }}
                    CONSTRAINT {{
                        {constraint}
                    }}
                }}
            ]]
"""


def _compile_error(text: str) -> RuleCompileError:
    schema = parse_schema_text(text, "pay.schema")
    (spec,) = collect_rules(schema)
    with pytest.raises(RuleCompileError) as caught:
        compile_rule(schema, spec)
    return caught.value


def test_a_nested_aggregate_is_a_located_compile_error():
    error = _compile_error(_pay_schema("o = group(s).sum(group(s).count(c))"))
    assert error.rule_id == "Firm.score"
    assert str(error).startswith("pay.schema:16:") and "another aggregate" in str(error)


def test_a_nested_aggregate_through_a_local_is_a_located_compile_error():
    text = _pay_schema("n = group(s).count(c)\n                        o = group(s).sum(n)")
    error = _compile_error(text)
    assert str(error).startswith("pay.schema:17:") and "Firm.score" in str(error)


def test_an_unknown_edge_property_is_a_located_compile_error():
    error = _compile_error(_pay_schema("o = group(s).sum(t.noSuchProp)"))
    message = str(error)
    assert message.startswith("pay.schema:16:") and "Firm.score" in message
    assert "'noSuchProp'" in message and "pays" in message and "'amount'" in message


def test_edge_properties_by_name_and_display_name_compile_and_run():
    schema = parse_schema_text(_pay_schema("o = group(s).sum(t.金额) + group(s).sum(t.amount)"), "pay.schema")
    (spec,) = collect_rules(schema)
    compiled = compile_rule(schema, spec)
    con = duckdb.connect()
    con.execute("CREATE TABLE kg_entities AS SELECT * FROM (VALUES ('a', 'Firm', 'a', 'A'), ('b', 'Firm', 'b', 'B')) v(entity_id, type, key, name)")
    con.execute("CREATE TABLE kg_edges AS SELECT * FROM (VALUES ('e1', 'a', 'pays', 'b'), ('e2', 'a', 'pays', 'b')) v(edge_id, subject_id, predicate, object_id)")
    con.execute("CREATE TABLE edge_properties AS SELECT * FROM (VALUES ('e1', 'amount', '2', 2.0), ('e2', 'amount', '3', 3.0)) v(edge_id, key, value, value_num)")
    rows = con.execute(compiled.sql, compiled.params).fetchall()
    assert rows == [("a", None, 10.0)]  # (2 + 3) read once by display name and once by name


def test_an_action_error_points_at_the_action_line():
    text = _pay_schema("o = 1\n                    }\n                    Action {\n                        x = createNodeInstance(type=Nope, value={name=s.name})")
    # line 16 "o = 1", 17 "}", 18 "Action {", 19 the createNodeInstance statement
    error = _compile_error(text)
    assert str(error).startswith("pay.schema:19:") and "unknown type 'Nope'" in str(error)


def test_only_a_rule_that_can_read_its_own_results_iterates(supplychain_schema):
    from kagflow.knowledge.rule_sql import collect_rules, compile_rule

    compiled = {spec.rule_id: compile_rule(supplychain_schema, spec) for spec in collect_rules(supplychain_schema)}
    # Company.belongToIndustry reads belongToIndustry only on Product: not on its own subjects
    assert "pred:belongToIndustry" in compiled["Company.belongToIndustry"].reads & compiled["Company.belongToIndustry"].writes
    assert compiled["Company.belongToIndustry"].self_reading is False
    # the concept rules that create events read the event type they create
    assert compiled["TaxOfCompanyEvent/成本上涨->TaxOfCompanyEvent/利润下跌"].self_reading is True


def test_a_date_written_with_dashes_or_not_a_date_counts_as_the_independent_reading_says(tmp_path):
    # transDate as 20230901, as 2023-09-01 (every other row) and one that is no date: the window
    # rules read both spellings (tried in that order) and leave the unreadable one out of every window
    from tests.conftest import build_without_models, copy_project

    root = copy_project("kag-supplychain", tmp_path / "sc")
    path = root / "sources" / "Company_fundTrans_Company.csv"
    rows = read_csv(path)
    for i, row in enumerate(rows):
        row["transDate"] = "soon" if i == 3 else (f"{row['transDate'][:4]}-{row['transDate'][4:6]}-{row['transDate'][6:]}"
                                                   if i % 2 else row["transDate"])
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    build_without_models(root, as_of=AS_OF)
    as_of = dt.date.fromisoformat(AS_OF)
    out = defaultdict(int)
    for row in rows:
        if row["transDate"] == "soon":
            continue
        date = dt.date.fromisoformat(row["transDate"]) if "-" in row["transDate"] else dt.datetime.strptime(row["transDate"], "%Y%m%d").date()
        if (as_of - date).days < 90:
            out[row["srcId"]] += int(row["transAmt"])
    assert sum(1 for r in rows if "-" in r["transDate"]) >= 5
    assert _derived(root, "fundTrans3Month") == pytest.approx(dict(out))
