"""KGDSL rule parser against every rule in the KAG example schemas in ../shared/datasets."""

from __future__ import annotations

from pathlib import Path

import pytest

from kagflow.schema.kgdsl import (
    ActionCall,
    Assign,
    BinOp,
    Call,
    EdgePattern,
    Filter,
    GroupAgg,
    ListLiteral,
    Literal,
    MapLiteral,
    NodePattern,
    Ref,
    Rule,
    RuleSyntaxError,
    UnaryOp,
    parse_rule,
)
from kagflow.schema.spg import Location, RuleSource, Schema, SchemaError

from tests.conftest import DATASETS

SUPPLYCHAIN = DATASETS / "kag-supplychain"
RISKMINING = DATASETS / "kag-riskmining"


def _rule(schema: Schema, type_name: str, predicate: str) -> Rule:
    p = schema.predicate(type_name, predicate)
    assert p is not None and p.rule is not None, (type_name, predicate)
    return parse_rule(p.rule)


SUPPLYCHAIN_RULES = [
    "totalTransInAmt",
    "fundTrans1Month", "fundTrans3Month", "fundTrans6Month",
    "fundTrans1MonthIn", "fundTrans3MonthIn", "fundTrans6MonthIn",
    "cashflowDiff1Month", "cashflowDiff3Month", "cashflowDiff6Month",
    "mainSupply", "belongToIndustry", "sameLegalRepresentative",
]  # fmt: skip


@pytest.mark.parametrize("name", SUPPLYCHAIN_RULES)
def test_supplychain_property_rules_parse(supplychain_schema: Schema, name: str) -> None:
    rule = _rule(supplychain_schema, "Company", name)
    assert rule.head_subject == NodePattern("s", "Company")
    assert rule.head_predicate == EdgePattern("p", name, "out")
    assert rule.head_object.alias == "o"
    assert rule.location == supplychain_schema.predicate("Company", name).rule.location


def test_all_rules_listed(supplychain_schema: Schema, riskmining_schema: Schema) -> None:
    assert [p.name for p, _ in supplychain_schema.rules()] == SUPPLYCHAIN_RULES
    assert [p.name for p, _ in riskmining_schema.rules()] == ["developed", "release"]


def test_total_trans_in_amt(supplychain_schema: Schema) -> None:
    rule = _rule(supplychain_schema, "Company", "totalTransInAmt")
    (path,) = rule.structure
    assert path.nodes == (NodePattern("inCompany", "Company"), NodePattern("s"))
    assert path.edges == (EdgePattern("fundIn", "fundTrans", "out"),)
    file = str(SUPPLYCHAIN / "schema" / "SupplyChain.schema")
    assert rule.constraints == (
        Assign("otherTransSum", "总共转入金额", GroupAgg(("s",), "sum", Ref(("fundIn", "transAmt"))), 28),
        Assign("o", None, Ref(("otherTransSum",)), 29),
    )
    assert Path(file).read_text(encoding="utf-8").split("\n")[27].strip().startswith("otherTransSum(")


def test_fund_trans_month(supplychain_schema: Schema) -> None:
    rule = _rule(supplychain_schema, "Company", "fundTrans1Month")
    r1 = rule.constraints[0]
    assert isinstance(r1, Filter) and (r1.name, r1.description) == ("R1", "近1个月的流出资金")
    assert r1.expr == BinOp(
        "<",
        Call("date_diff", (Call("from_unix_time", (Call("now", ()), Literal("yyyyMMdd"))), Ref(("f", "transDate")))),
        Literal(30),
    )
    assert rule.constraints[1] == Assign("totalOut", None, GroupAgg(("s",), "sum", Ref(("f", "transAmt"))), 41)
    rule_in = _rule(supplychain_schema, "Company", "fundTrans3MonthIn")
    assert rule_in.structure[0].edges[0] == EdgePattern("f", "fundTrans", "in")
    # the schema declares fundTrans1MonthIn as Float but its rule head says Integer
    assert _rule(supplychain_schema, "Company", "fundTrans1MonthIn").head_object == NodePattern("o", "Integer")


def test_cashflow_diff(supplychain_schema: Schema) -> None:
    rule = _rule(supplychain_schema, "Company", "cashflowDiff1Month")
    assert rule.structure[0].nodes == (NodePattern("s"),) and rule.structure[0].edges == ()
    first = rule.constraints[0]  # the preceding // comment line is skipped
    assert first == Assign(
        "fundTrans1Month",
        None,
        Call(
            "rule_value",
            (BinOp("==", Ref(("s", "fundTrans1Month")), Literal(None)), Literal(0), Ref(("s", "fundTrans1Month"))),
        ),
        119,
    )
    assert rule.constraints[2].expr == BinOp("-", Ref(("fundTrans1Month",)), Ref(("fundTrans1MonthIn",)))


def test_main_supply(supplychain_schema: Schema) -> None:
    rule = _rule(supplychain_schema, "Company", "mainSupply")
    assert len(rule.structure) == 2
    first, second = rule.structure
    assert len(first.nodes) == 4 and len(first.edges) == 3
    assert first.nodes[1] == NodePattern("upProd", "Product")
    assert [e.predicate for e in first.edges] == ["product", "hasSupplyChain", "product"]
    assert [e.direction for e in first.edges] == ["out", "out", "in"]
    assert all(e.alias is None and not e.bare for e in first.edges)
    assert second.edges == (EdgePattern("f", "fundTrans", "out"),)
    assign, r1 = rule.constraints
    assert assign.expr == GroupAgg(("s", "o"), "sum", Ref(("f", "transAmt")))
    assert r1 == Filter(
        "R1",
        "占比必须超过50%",
        BinOp(">", BinOp("/", BinOp("*", Ref(("targetTransSum",)), Literal(1.0)), Ref(("s", "totalTransInAmt"))), Literal(0.5)),
        167,
    )


def test_empty_constraint_blocks(supplychain_schema: Schema) -> None:
    rule = _rule(supplychain_schema, "Company", "sameLegalRepresentative")
    assert rule.constraints == () and rule.actions == ()
    assert [e.direction for e in rule.structure[0].edges] == ["in", "out"]
    assert _rule(supplychain_schema, "Company", "belongToIndustry").structure[0].nodes[-1] == NodePattern("o")


def test_developed(riskmining_schema: Schema) -> None:
    rule = _rule(riskmining_schema, "Person", "developed")
    assert rule.head_object == NodePattern("o", "App")
    assert rule.structure[0].nodes == (NodePattern("s"), NodePattern("d", "Device"), NodePattern("o"))
    count = rule.constraints[0]
    assert isinstance(count, Assign) and count.expr == GroupAgg(("s", "o"), "count", Ref(("d",)))
    assert rule.constraints[1] == Filter("R1", "设备超过5", BinOp(">", Ref(("deviceNum",)), Literal(5)), 54)


def test_release_bare_edge(riskmining_schema: Schema) -> None:
    rule = _rule(riskmining_schema, "Person", "release")
    assert len(rule.structure) == 2
    second = rule.structure[1]
    assert second.nodes == (NodePattern("c"), NodePattern("cert", "Cert"), NodePattern("o"))
    assert second.edges == (
        EdgePattern(None, "hasCert", "out"),
        EdgePattern("useCert", None, "in", bare=True),
    )


def test_riskmining_concept_rules(riskmining_schema: Schema) -> None:
    gambling_app, developer, boss = (parse_rule(c.rule) for c in riskmining_schema.concept_rules)
    assert gambling_app.head_object == NodePattern("o", "TaxOfRiskApp", "赌博应用")
    assert gambling_app.constraints[0].expr == BinOp("like", Ref(("s", "riskMark")), Literal("%赌博%"))
    assert developer.structure[0].nodes[1] == NodePattern("app", "TaxOfRiskApp", "赌博应用")
    assert developer.constraints == ()
    assert len(boss.structure) == 3
    assert boss.structure[2].edges == (EdgePattern(None, "fundTrans", "out"),)


def test_supplychain_concept_rules(supplychain_schema: Schema) -> None:
    rules = [parse_rule(c.rule) for c in supplychain_schema.concept_rules]
    price_up = rules[0]
    assert price_up.head_subject == NodePattern("e", "ProductChainEvent")
    assert price_up.head_object == NodePattern("o", "TaxOfProdEvent", "价格上涨")
    assert price_up.structure == ()
    assert price_up.constraints[0] == Filter("R1", None, BinOp("==", Ref(("e", "index")), Literal("价格")), 9)

    lead = rules[3]
    assert lead.head_subject == NodePattern("s", "TaxOfProdEvent", "价格上涨")
    assert lead.head_predicate == EdgePattern("p", "leadTo", "out")
    assert lead.constraints == (
        Assign("eventName", None, Call("concat", (Ref(("c", "name")), Literal("成本上升事件"))), 45),
    )
    create_node, create_edge = lead.actions
    assert create_node == ActionCall(
        "downEvent",
        Call(
            "createNodeInstance",
            (),
            (
                ("type", Ref(("CompanyEvent",))),
                (
                    "value",
                    MapLiteral(
                        (
                            ("subject", Ref(("c", "id"))),
                            ("name", Ref(("eventName",))),
                            ("trend", Literal("上涨")),
                            ("index", Literal("成本")),
                        )
                    ),
                ),
            ),
        ),
        48,
    )
    assert create_edge.target is None and create_edge.line == 57
    assert dict(create_edge.call.kwargs) == {
        "src": Ref(("s",)),
        "dst": Ref(("downEvent",)),
        "type": Ref(("leadTo",)),
        "value": MapLiteral(()),
    }


def test_expression_precedence_and_separators() -> None:
    rule = parse_rule(
        "define (s:A)-[p:x]->(o:Integer) {\n"
        "  constraint { a = 1; b = -a + 2 * 3 // trailing comment\n"
        "    s.k in ['u', \"v\"] and not s.m != 1.5e1 || !true\n"
        "    R9: s.name like 'x%'\n"
        "    o = group(s).COUNT()\n"
        "  }\n"
        "}"
    )
    a, b, bare, r9, o = rule.constraints
    assert a == Assign("a", None, Literal(1), 2) and b.line == 2
    assert b.expr == BinOp("+", UnaryOp("-", Ref(("a",))), BinOp("*", Literal(2), Literal(3)))
    assert bare == Filter(
        None,
        None,
        BinOp(
            "or",
            BinOp(
                "and",
                BinOp("in", Ref(("s", "k")), ListLiteral((Literal("u"), Literal("v")))),
                UnaryOp("not", BinOp("!=", Ref(("s", "m")), Literal(15.0))),
            ),
            UnaryOp("not", Literal(True)),
        ),
        3,
    )
    assert r9.name == "R9" and r9.description is None
    assert o.expr == GroupAgg(("s",), "count", None)
    assert rule.location is None


def test_syntax_error_reports_absolute_position(riskmining_schema: Schema) -> None:
    src = riskmining_schema.predicate("Person", "developed").rule
    broken = RuleSource(src.text.replace("deviceNum > 5", "deviceNum > > 5"), src.location)
    with pytest.raises(RuleSyntaxError) as err:
        parse_rule(broken)
    file = str(RISKMINING / "schema" / "RiskMining.schema")
    line = Path(file).read_text(encoding="utf-8").split("\n")[53]
    assert "deviceNum > 5" in line
    column = line.index("> 5") + 3  # 1-based column of the second '>'
    assert err.value.location == Location(file, 54, column)
    assert str(err.value).startswith(f"{file}:54:{column}: unexpected '>'; expected ")
    assert isinstance(err.value, SchemaError)


def test_syntax_errors_on_first_line_and_unknown_aggregation() -> None:
    src = RuleSource(" Define (s:A)-[p:x]->(o B) {}", Location("f.schema", 7, 12))
    with pytest.raises(RuleSyntaxError) as err:
        parse_rule(src)
    assert str(err.value).startswith("f.schema:7:36: unexpected 'B'")
    with pytest.raises(RuleSyntaxError) as err:
        parse_rule("Define (s:A)-[p:x]->(o:B) {\n CONSTRAINT {\n  o = group(s).median(s.x)\n }\n}")
    assert str(err.value).startswith("<rule>:3:16: unknown aggregation 'median'")
    with pytest.raises(RuleSyntaxError) as err:
        parse_rule("Define (s:A)-[p:x]->(o:B) {\n STRUCTURE {\n  (s)-[:y]->(o)\n }\n")
    assert "unexpected end of rule" in str(err.value)
