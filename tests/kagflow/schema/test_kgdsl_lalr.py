"""The KGDSL grammar read by LALR gives Earley's trees on every shipped rule; errors stay Earley's."""

from __future__ import annotations

import pytest
from lark import Tree

from kagflow.schema import kgdsl
from kagflow.schema.kgdsl import RuleSyntaxError, parse_rule
from kagflow.schema.spg import load_project_schema
from tests.conftest import REPO, dataset

PROJECTS = ["kag-supplychain", "kag-riskmining", "kag-medicine", "kag-domain-kg", "kag-affairqa"]


def _rule_texts() -> list[str]:
    texts = []
    schemas = [load_project_schema(dataset(name)) for name in PROJECTS]
    schemas += [load_project_schema(p) for p in sorted((REPO / "data" / "examples").iterdir()) if (p / "schema").is_dir()]
    for schema in schemas:
        texts += [source.text for _prop, source in schema.rules()]
        texts += [rule.rule.text if hasattr(rule.rule, "text") else rule.rule for rule in schema.concept_rules]
    return list(dict.fromkeys(texts))


def _shape(tree) -> object:
    """The tree with every node's position (what the AST's line numbers come from)."""
    if not isinstance(tree, Tree):
        return (type(tree).__name__, str(tree), getattr(tree, "line", None), getattr(tree, "column", None))
    meta = None if tree.meta.empty else (tree.meta.line, tree.meta.column, tree.meta.end_line, tree.meta.end_column)
    return (tree.data, meta, [_shape(child) for child in tree.children])


def test_lalr_and_earley_give_the_same_trees_on_every_shipped_rule():
    texts = _rule_texts()
    assert len(texts) >= 20  # supply chain alone has more than ten rules
    for text in texts:
        assert _shape(kgdsl._parser("lalr").parse(text)) == _shape(kgdsl._parser("earley").parse(text)), text


def _message(text: str) -> str:
    getattr(kgdsl._parse_tree, "cache_clear", lambda: None)()
    with pytest.raises(RuleSyntaxError) as raised:
        parse_rule(text)
    return str(raised.value)


@pytest.mark.parametrize("text, lalr_differs", [
    ("Define (s:Company)-[p:x]->(o:Integer) {\n  Structure {\n    (s)-[:fundTrans]->(c:Company)\n  }\n  Constraint {\n    o = group(s).count(c\n  }\n}", False),
    ("Define (s:Company)-[p:x]->(o:Integer) {\n  Structure {\n    (s)-[:fundTrans]->(c:Company\n  }\n}", True),
    ("Define (s:Company)-[p:x]->(o:Integer) {\n  Structure {\n    (s)-[:fundTrans]->(c:Company)\n  }\n  Constraint {\n    o = 1 +\n  }\n}", False),
])
def test_a_rule_that_does_not_parse_gets_earleys_message(text, lalr_differs, monkeypatch):
    message = _message(text)
    with monkeypatch.context() as patch:  # the reference: Earley alone
        patch.setattr(kgdsl, "_parse_tree", lambda t: kgdsl._parser("earley").parse(t))
        assert message == _message(text)
    with monkeypatch.context() as patch:  # LALR alone says something else on some texts
        patch.setattr(kgdsl, "_parse_tree", lambda t: kgdsl._parser("lalr").parse(t))
        assert (message != _message(text)) == lalr_differs
