"""Schema-language parser against the KAG example schemas in ../shared/datasets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kagflow.schema.spg import (
    Location,
    RuleSource,
    Schema,
    SchemaError,
    UnknownNameError,
    load_project_schema,
    load_schema,
    parse_concept_rules,
    parse_schema_text,
)

from kagflow.schema.types import BASIC_TYPES
from tests.conftest import DATASETS

SUPPLYCHAIN = DATASETS / "kag-supplychain"
RISKMINING = DATASETS / "kag-riskmining"
MEDICINE = DATASETS / "kag-medicine"
DOMAINKG = DATASETS / "kag-domain-kg"


def test_datasets_present() -> None:
    # a missing dataset must fail the suite, not skip it
    for project, name in [
        (SUPPLYCHAIN, "SupplyChain.schema"),
        (RISKMINING, "RiskMining.schema"),
        (MEDICINE, "Medicine.schema"),
        (DOMAINKG, "DomainKG.schema"),
    ]:
        assert (project / "schema" / name).is_file(), project
    assert (SUPPLYCHAIN / "schema" / "concept.rule").is_file()
    assert (RISKMINING / "schema" / "concept.rule").is_file()


@pytest.mark.parametrize(
    ("project", "namespace", "n_types", "n_concept_rules", "n_rules"),
    [
        (SUPPLYCHAIN, "SupplyChain", 11, 5, 13),
        (RISKMINING, "RiskMining", 7, 3, 2),
        (MEDICINE, "Medicine", 22, 0, 0),
        (DOMAINKG, "DomainKG", 14, 0, 0),
    ],
)
def test_all_projects_load(project: Path, namespace: str, n_types: int, n_concept_rules: int, n_rules: int) -> None:
    schema = load_project_schema(project)
    assert schema.namespace == namespace
    assert len(schema.types) == n_types
    assert len(schema.concept_rules) == n_concept_rules
    assert len(schema.rules()) == n_rules


def test_supplychain_types(supplychain_schema: Schema) -> None:
    assert list(supplychain_schema.types) == [
        "Industry", "TaxOfProduct", "Product", "Company", "Person", "Index", "Trend",
        "TaxOfCompanyEvent", "CompanyEvent", "TaxOfProdEvent", "ProductChainEvent",
    ]  # fmt: skip
    industry = supplychain_schema.type("Industry")
    assert (industry.display_name, industry.kind, industry.hypernym_predicate) == ("产业", "ConceptType", "isA")
    assert supplychain_schema.type("CompanyEvent").kind == "EventType"
    assert supplychain_schema.type("企业").name == "Company"  # display names resolve too
    file = str(SUPPLYCHAIN / "schema" / "SupplyChain.schema")
    assert industry.location == Location(file, 4, 1)


def test_supplychain_company_rule_property(supplychain_schema: Schema) -> None:
    p = supplychain_schema.predicate("Company", "totalTransInAmt")
    assert p is not None
    assert p.display_name == "总共流入金额"
    assert p.range_type == "Float" and p.is_basic and not p.is_relation and p.owner == "Company"
    assert p.rule is not None
    assert p.rule.text.lstrip().startswith("Define (s:Company)-[p:totalTransInAmt]->(o:Float) {")
    assert p.rule.text.rstrip().endswith("}")
    # the rule text starts just after '[[' on line 22: three tabs, "rule: [[" -> column 12
    assert p.rule.location == Location(str(SUPPLYCHAIN / "schema" / "SupplyChain.schema"), 22, 12)
    assert supplychain_schema.predicate("Company", "总共流入金额") is p


def test_supplychain_relation_with_edge_properties(supplychain_schema: Schema) -> None:
    company = supplychain_schema.type("Company")
    assert [r.name for r in company.relations] == [
        "fundTrans", "mainSupply", "belongToIndustry", "sameLegalRepresentative",
    ]  # fmt: skip
    fund = supplychain_schema.predicate("Company", "fundTrans")
    assert fund is not None and fund.is_relation and fund.range_type == "Company"
    assert [(e.name, e.display_name, e.range_type) for e in fund.properties] == [
        ("transDate", "交易日期", "Text"),
        ("transAmt", "交易金额", "Integer"),
    ]
    assert fund.edge_property("交易金额").name == "transAmt"
    assert supplychain_schema.predicate("Company", "mainSupply").rule is not None


def test_supplychain_prefixes_and_multivalue(supplychain_schema: Schema) -> None:
    belong = supplychain_schema.predicate("Product", "belongTo")
    assert belong is not None
    assert (belong.semantic_prefix, belong.range_type, belong.display_name) == ("IND", "TaxOfProduct", "所属产品分类")
    lead = supplychain_schema.predicate("CompanyEvent", "leadTo")
    assert lead.semantic_prefix == "CAU" and not lead.is_relation
    assert supplychain_schema.predicate("TaxOfProdEvent", "leadTo").is_relation
    # 4 spaces + 2 tabs under a 2-tab property line
    legal = supplychain_schema.predicate("Person", "legalRepresentative")
    assert legal.multi_value and legal.range_type == "Company" and not legal.is_basic
    # 2 tabs + 4 spaces
    assert supplychain_schema.predicate("Product", "hasSupplyChain").multi_value
    assert not supplychain_schema.predicate("Product", "belongToIndustry").multi_value


def test_implicit_predicates(supplychain_schema: Schema) -> None:
    preds = supplychain_schema.predicates("Industry")
    assert [(p.name, p.range_type, p.is_relation) for p in preds] == [
        ("id", "Text", False),
        ("name", "Text", False),
        ("isA", "Industry", True),
    ]
    names = [p.name for p in supplychain_schema.predicates("Company")]
    assert names[:3] == ["id", "name", "product"] and "isA" not in names
    assert supplychain_schema.predicate("Company", "名称").name == "name"
    assert supplychain_schema.predicate("Company", "nope") is None
    assert len(supplychain_schema.all_predicates()) == sum(len(supplychain_schema.predicates(t)) for t in supplychain_schema.types)


def test_unknown_type_suggests(supplychain_schema: Schema) -> None:
    with pytest.raises(UnknownNameError) as err:
        supplychain_schema.type("Compnay")
    assert "Company" in str(err.value)
    assert isinstance(err.value, KeyError) and isinstance(err.value, SchemaError)


def test_supplychain_concept_rules(supplychain_schema: Schema) -> None:
    heads = [(c.concept_type, c.concept, c.target_type, c.target_concept) for c in supplychain_schema.concept_rules]
    assert heads == [
        ("TaxOfProdEvent", "价格上涨", None, None),
        ("TaxOfCompanyEvent", "成本上涨", None, None),
        ("TaxOfCompanyEvent", "利润下跌", None, None),
        ("TaxOfProdEvent", "价格上涨", "TaxOfCompanyEvent", "成本上涨"),
        ("TaxOfCompanyEvent", "成本上涨", "TaxOfCompanyEvent", "利润下跌"),
    ]
    file = str(SUPPLYCHAIN / "schema" / "concept.rule")
    third = supplychain_schema.concept_rules[2]  # indented with 5 spaces
    assert third.location == Location(file, 26, 1)
    assert third.rule.location == Location(file, 27, 14)  # 5 spaces + "rule: [[" -> column 14
    assert "Action" in supplychain_schema.concept_rules[3].rule.text


def test_riskmining(riskmining_schema: Schema) -> None:
    assert [c.concept for c in riskmining_schema.concept_rules] == ["赌博应用", "赌博App开发者", "赌博App老板"]
    assert [c.concept_type for c in riskmining_schema.concept_rules] == ["TaxOfRiskApp", "TaxOfRiskUser", "TaxOfRiskUser"]
    assert [(p.owner, p.name) for p, _ in riskmining_schema.rules()] == [("Person", "developed"), ("Person", "release")]
    fund = riskmining_schema.predicate("Person", "fundTrans")
    assert fund.range_type == "Person" and [e.name for e in fund.properties] == ["transDate", "transAmt"]
    assert riskmining_schema.predicate("Device", "install").multi_value
    assert riskmining_schema.predicate("App", "useCert").range_type == "Cert"


def test_medicine_and_domainkg() -> None:
    med = load_project_schema(MEDICINE)
    content = med.predicate("Chunk", "content")
    assert content.index == "TextAndVector"
    disease = med.type("Disease")
    assert [p.name for p in disease.properties][:2] == ["desc", "semanticType"]  # a property named desc
    assert med.predicate("Disease", "complication").multi_value
    assert [r.name for r in disease.relations] == ["abnormal"]
    assert med.predicate("Indicator", "desc").index == "Text"  # 4-space block among 5-space ones
    assert med.type("HumanBodyPart").kind == "ConceptType"
    dkg = load_project_schema(DOMAINKG)
    # DomainKG declares an EntityType named Date, which shadows nothing: ranges stay basic.
    assert dkg.type("Date").kind == "EntityType" and "Date" in BASIC_TYPES


def test_parse_schema_text_equals_load() -> None:
    path = RISKMINING / "schema" / "RiskMining.schema"
    a = parse_schema_text(path.read_text(encoding="utf-8"), str(path))
    b = load_schema([path])
    assert a == b


# ---------------------------------------------------------------------------------------- errors


def _error(text: str, file: str = "t.schema") -> SchemaError:
    with pytest.raises(SchemaError) as err:
        parse_schema_text(text, file)
    return err.value


def test_error_malformed_property_line() -> None:
    err = _error("namespace X\nA(a): EntityType\n\tproperties:\n\t\tage(年龄) Integer\n")
    assert str(err).startswith("t.schema:4:3: ")
    assert err.location == Location("t.schema", 4, 3)
    assert "malformed property line" in err.message


def test_error_unknown_kind() -> None:
    err = _error("namespace X\n\nA(a): EntityTyp\n")
    assert str(err).startswith("t.schema:3:7: unknown type kind 'EntityTyp'")
    assert "EntityType" in str(err)


def test_error_property_outside_properties() -> None:
    err = _error("A(a): EntityType\n    age(年龄): Integer\n")
    assert str(err) == "t.schema:2:5: property line outside 'properties:' or 'relations:'"


def test_error_unterminated_rule() -> None:
    text = "A(a): EntityType\n\tproperties:\n\t\tx(X): Float\n\t\t\trule: [[\n\t\t\t  Define (s:A)-[p:x]->(o:Float) {}\n"
    err = _error(text)
    assert str(err).startswith("t.schema:4:10: unterminated rule block")


def test_error_unknown_range_type() -> None:
    err = _error("A(a): EntityType\n\tproperties:\n\t\tb(B): Compnay\n\t\tc(C): text\n")
    assert str(err).startswith("t.schema:3:9: unknown range type 'Compnay'")
    # basic types are case-sensitive
    err = _error("A(a): EntityType\n\tproperties:\n\t\tc(C): text\n")
    assert str(err).startswith("t.schema:3:9: unknown range type 'text'")
    assert "'Text'" in str(err)


def test_error_bad_indentation_and_duplicates() -> None:
    err = _error("A(a): EntityType\n\tproperties:\n\t\tb(B): Text\n      c(C): Text\n")
    assert str(err).startswith("t.schema:4:7: bad indentation")
    err = _error("A(a): EntityType\n\nA(b): EntityType\n")
    assert str(err) == "t.schema:3:1: duplicate type 'A' (first defined at t.schema:1:1)"


def test_comments_and_prefix_are_not_confused() -> None:
    text = "# comment\n// another\nA(a): EntityType\n\tproperties:\n\t\t// inner comment\n\t\tIND#b(B): A\n"
    schema = parse_schema_text(text, "t.schema")
    b = schema.predicate("A", "b")
    assert b.semantic_prefix == "IND" and b.location == Location("t.schema", 6, 3)


def test_range_types_checked_across_files(tmp_path: Path) -> None:
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "a.schema").write_text("namespace X\nA(a): EntityType\n\tproperties:\n\t\tb(B): B\n")
    (tmp_path / "schema" / "b.schema").write_text("namespace X\nB(b): EntityType\n")
    schema = load_project_schema(tmp_path)
    assert schema.predicate("A", "b").range_type == "B"
    with pytest.raises(SchemaError) as err:  # alone, a.schema does not resolve B
        load_schema([tmp_path / "schema" / "a.schema"])
    assert str(err.value).startswith(f"{tmp_path / 'schema' / 'a.schema'}:4:9: unknown range type 'B'")
    (tmp_path / "schema" / "c.schema").write_text("namespace X\n\nB(b2): ConceptType\n")
    with pytest.raises(SchemaError) as err:
        load_project_schema(tmp_path)
    msg = str(err.value)
    assert msg.startswith(f"{tmp_path / 'schema' / 'c.schema'}:3:1: duplicate type 'B'")
    assert f"{tmp_path / 'schema' / 'b.schema'}:2:1" in msg


def test_no_schema_file(tmp_path: Path) -> None:
    (tmp_path / "schema").mkdir()  # a schema/ folder without a .schema file is a mistake, not "no schema"
    with pytest.raises(SchemaError, match="no .schema file"):
        load_project_schema(tmp_path)


def test_concept_rule_headers() -> None:
    text = "namespace X\n\nT/plain:\n  rule: [[ R ]]\n`T`/`a b`:T2/`c`\n  rule: [[\n  S\n  ]]\n"
    rules = parse_concept_rules(text, "c.rule")
    assert [(r.concept_type, r.concept, r.target_type, r.target_concept) for r in rules] == [
        ("T", "plain", None, None),
        ("T", "a b", "T2", "c"),
    ]
    assert rules[0].rule == RuleSource(" R ", Location("c.rule", 4, 11))
    with pytest.raises(SchemaError) as err:
        parse_concept_rules("`T`/`c`\n  rule: [[ x\n", "c.rule")
    assert str(err.value).startswith("c.rule:2:9: unterminated rule block")
    with pytest.raises(SchemaError) as err:
        parse_concept_rules("`T`/`c`:\n", "c.rule")
    assert str(err.value).startswith("c.rule:1:1: concept rule header without")


# --------------------------------------------------------------------------------------------------
# The constructs of KAG's schema files and OpenSPG's grammar (issue 8, part 5): one schema uses
# each (tests/kagflow/schema/constructs); every value below is read off that file by hand.
# --------------------------------------------------------------------------------------------------

CONSTRUCTS = Path(__file__).parent / "constructs"


@pytest.fixture(scope="module")
def constructs() -> Schema:
    return load_project_schema(CONSTRUCTS)


def test_user_type_named_like_a_basic_type_makes_edges(constructs: Schema) -> None:
    birthday = constructs.predicate("Person", "birthday")
    assert constructs.type("Date").kind == "EntityType"
    assert birthday.range_type == "Date" and not birthday.is_basic
    # a schema without a Date type keeps Date a value
    plain = parse_schema_text("A(甲): EntityType\n    properties:\n        d(日): Date\n", "<t>")
    assert plain.predicate("A", "d").is_basic


def test_constraints_are_kept_not_dropped(constructs: Schema) -> None:
    gender = constructs.predicate("Person", "gender")
    assert gender.not_null and gender.enum_values == ("男", "女") and not gender.multi_value
    code = constructs.predicate("Person", "code")  # lower-case `regular=`
    assert code.regular == r"[A-Z]{2}\d{4}"
    assert constructs.predicate("Person", "employer").multi_value  # lower-case `multivalue`


def test_index_lists_and_standard_types(constructs: Schema) -> None:
    assert constructs.predicate("Company", "city").index == "Text, Vector"
    std = constructs.type("STD.ChinaMobile")
    assert std.kind == "StandardType" and std.regular == r"^1[3-9]\d{9}$" and std.spreadable is False
    phone = constructs.predicate("Person", "phone")
    assert phone.range_type == "STD.ChinaMobile" and phone.is_basic  # standard types are values


def test_namespace_qualified_names_resolve_to_local_types(constructs: Schema) -> None:
    assert constructs.predicate("Person", "employer").range_type == "Company"  # written Demo.Company
    assert constructs.type("Demo.Person").name == "Person" and constructs.has_type("Demo.Company")
    rule = constructs.concept_rules[0]  # header `Demo.TaxOfRisk`/`高风险`
    assert (rule.concept_type, rule.concept, rule.kind) == ("TaxOfRisk", "高风险", "belongTo")
    with pytest.raises(SchemaError, match="namespace 'Other' is not this schema's"):
        parse_schema_text("namespace Demo\nA(甲): EntityType\n    properties:\n        b(乙): Other.B\n", "<t>")


def test_subtypes_inherit_properties_and_relations(constructs: Schema) -> None:
    student = constructs.type("Student")
    assert student.parent == "Person" and student.kind == "EntityType"
    names = [p.name for p in constructs.predicates("Student")]
    assert names == ["id", "name", "school", "birthday", "phone", "gender", "code", "employer", "badge", "belongTo"]
    assert constructs.subtypes("Person") == ("Person", "Student")
    assert constructs.ancestors("Student") == ("Person",)
    with pytest.raises(SchemaError, match="only entity and event types can be inherited"):
        parse_schema_text("C(丙): ConceptType\n    hypernymPredicate: isA\nD(丁)->C:\n", "<t>")


def test_auto_relate_adds_semantic_relations_except_ind(constructs: Schema) -> None:
    relations = {p.name: p for p in constructs.type("Trend").relations}
    # OpenSPG's groups SYNANT 8, CAU 5, SEQ 5, INC 5, USE 4 = 27; IND (belongTo) is not added
    assert len(relations) == 27 and "belongTo" not in relations
    assert relations["synonym"].range_type == "TaxOfRisk" and relations["synonym"].semantic_prefix == "SYNANT"
    assert relations["leadTo"].display_name == "导致"
    with pytest.raises(SchemaError, match="autoRelate is only allowed on a ConceptType"):
        parse_schema_text("A(甲): EntityType\n    autoRelate: A\n", "<t>")


def test_event_subject_with_several_types(constructs: Schema) -> None:
    subject = constructs.predicate("Meeting", "subject")
    assert subject.range_types == ("Person", "Company") and not subject.is_basic
    with pytest.raises(SchemaError, match="only allowed on an event's 'subject'"):
        parse_schema_text("A(甲): EntityType\n    properties:\n        b(乙): A, A\n", "<t>")


def test_rule_without_define_head_takes_its_property(constructs: Schema) -> None:
    from kagflow.knowledge.rule_sql import collect_rules

    spec = next(s for s in collect_rules(constructs) if s.rule_id == "Person.badge")
    head = spec.rule
    assert (head.head_subject.type, head.head_predicate.predicate, head.head_object.type) == ("Person", "badge", "Text")
    assert spec.kind == "property"


@pytest.mark.parametrize(
    "text, construct",
    [
        ("ChinaMobile(移动): StandardType\n", "must start with 'STD.'"),
        ("A(甲): EntityType\n    regular: x\n", "regular is only allowed on a StandardType"),
        ("STD.X(叉): StandardType\n    properties:\n        a(甲): Text\n", "a StandardType cannot declare properties"),
        ("A(甲): EntityType\n    properties:\n        b(乙): Text\n            constraint: Enum\n", 'constraint Enum is written Enum="..."'),
        ("A(甲): EntityType\n    properties:\n        b(乙): Text\n            constraint: Regular=\"[\"\n", "invalid regular expression"),
    ],
)
def test_misused_constructs_are_rejected_by_name(text: str, construct: str) -> None:
    with pytest.raises(SchemaError, match=re.escape(construct)) as err:
        parse_schema_text(text, "<t>")
    assert err.value.location is not None and err.value.location.file == "<t>"


def test_reasoning_concept_rule_headers_parse_and_are_refused_at_evaluation(constructs: Schema) -> None:
    from kagflow.knowledge.rule_sql import RuleCompileError, collect_rules

    rules = parse_concept_rules((CONSTRUCTS / "reasoning.rule.txt").read_text(encoding="utf-8"), "r.rule")
    got = [(r.kind, r.concept_type, r.concept, r.predicate, r.source_type, r.source_concept) for r in rules]
    assert got == [
        ("reasoning", "Trend", "上涨", None, None, None),
        ("reasoning", "Demo.Trend", "下跌", "leadTo", None, None),
        ("reasoning", "Trend", "下跌", "leadTo", "TaxOfRisk", "高风险"),
        ("priority", "Trend", "_root", None, None, None),
    ]
    schema = Schema(constructs.namespace, constructs.types, tuple(rules))
    with pytest.raises(RuleCompileError, match=re.escape("(`T`/`c`): header")):
        collect_rules(schema)
