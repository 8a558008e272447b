"""KAG's dialect as its planners write it: the 123 plans from KAG's repository, and plans in the
style KAG's planner writes at run time.

Expected values come from reading the plan text by hand (what each plan says), not from the
parser's output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kagflow.solver.logical_form import (
    Constraint,
    Deduce,
    EdgeRef,
    LogicalFormSyntaxError,
    Math,
    NodeRef,
    Output,
    PropRef,
    Retrieval,
    Sort,
    Span,
    format_plan,
    parse_plan,
)
from tests.conftest import dataset
from tests.solver.helpers import without_spans

PLANS_JSON = Path(__file__).resolve().parents[3] / "shared" / "datasets" / "kag-plans" / "plans.json"
if not PLANS_JSON.exists():  # the worktree sits beside shared/ or one level deeper
    PLANS_JSON = Path("/work/shared/datasets/kag-plans/plans.json")
PLANS = json.loads(PLANS_JSON.read_text(encoding="utf-8"))


def shape(plan):
    """What a plan says, positions aside: (index, step text, action) per step."""
    return [(s.index, s.text, without_spans(s.action)) for s in plan.steps]


def constructs(plan) -> set[str]:
    return {n.construct for s in plan.steps for n in s.normalisations}


# --- the 123 plans from KAG's repository ------------------------------------------------------

# Every plan parses since KAG's search_s (Search) and arithmetic in Math are read.
EXPECTED_FAILURES: dict[int, tuple] = {}


def test_all_123_kag_plans_parse():
    failures = {}
    for i, entry in enumerate(PLANS):
        try:
            parse_plan(entry["plan"], source=f"{entry['source']}#{i}")
        except LogicalFormSyntaxError as err:
            failures[i] = err
    assert sorted(failures) == sorted(EXPECTED_FAILURES)
    for i, (ref, source, fragment, construct, _why) in EXPECTED_FAILURES.items():
        assert (PLANS[i]["ref"], PLANS[i]["source"]) == (ref, source)
        assert fragment in PLANS[i]["plan"]
        assert failures[i].construct == construct, str(failures[i])
    assert len(PLANS) == 123
    assert failures == {}  # 123 of 123; 118 before search_s and Math arithmetic, 23 before the dialect


@pytest.mark.parametrize("i", [i for i in range(len(PLANS)) if i not in EXPECTED_FAILURES])
def test_canonical_form_round_trips(i):
    plan = parse_plan(PLANS[i]["plan"])
    canonical = format_plan(plan)
    again = parse_plan(canonical)
    assert shape(again) == shape(plan)
    # The canonical form is read strictly: nothing in it needs a lenient reading.
    assert constructs(again) <= {"empty content"}


def only(plan_index: int):
    return parse_plan(PLANS[plan_index]["plan"])


def test_unquoted_name_and_output_header():
    plan = only(0)  # get_spo(s=s1:自然人[张*三], p=p1:属于, o=o1:风险用户) / Output:输出o1 / get(o1)
    assert shape(plan) == [
        (1, "查询是否张*三的分类", Retrieval(NodeRef("s1", "自然人", name="张*三"), EdgeRef("p1", "属于"), NodeRef("o1", "风险用户"))),
        (2, None, Output(("o1",))),
    ]
    assert [n.construct for n in plan.steps[1].normalisations] == ["Output header", "operator alias"]
    assert plan.steps[1].normalisations[0].original == "Output:输出o1"


def test_step_and_action_on_one_line():
    plan = only(1)
    assert shape(plan) == [
        (1, "What continent is Panama in?", Retrieval(
            NodeRef("s1", "sovereignState", name="Panama"), EdgeRef("p1", "continent"), NodeRef("o1", "geographicRegion"))),
    ]
    assert constructs(plan) == {"step and action on one line"}


def test_free_text_math_targets_from_kag_prompts():
    # "Which one had more fatalities?" over two death tolls: the larger.
    assert plan_math(only(12)) == Math(("o3", "o4"), "max", "math5", "Which one had more fatalities?")
    # "who came earlier?" over two release dates: the smaller.
    assert plan_math(only(13)).target == "min"
    # 成立时间最晚的球队 (the team founded latest) over founding years: the largest.
    assert plan_math(only(51)).target == "max"
    # 30+6等于多少 ("30+6 equals how much") names no operation: kept for a model to read.
    assert plan_math(only(38)) == Math((), None, "math1", "30+6等于多少")


def plan_math(plan) -> Math:
    return next(s.action for s in plan.steps if isinstance(s.action, Math))


def test_kag_sum_forms():
    plan = only(18)  # sum(30,6)->sum1 ... sum(2024,-o3)->sum4, sum(sum1,sum4)->sum5
    maths = [s.action for s in plan.steps if isinstance(s.action, Math)]
    assert maths == [
        Math((30, 6), "sum", "sum1"),
        Math((2024, "o3"), "difference", "sum4"),
        Math(("sum1", "sum4"), "sum", "sum5"),
    ]


def test_kag_compare_and_sort():
    assert only(26).steps[-1].action == Math(("o3", "o4"), "max")  # compare(set=[o3,o4], op=max)
    assert only(23).steps[-1].action == Sort("o1", "o2", None, "desc", 1)  # sort(..., direction=max, limit=1)


def test_full_width_punctuation_outside_names_only():
    plan = only(111)  # get_spo(s=s1:政务事项[身份）证(挂失], p=p1:线上办事渠道， o=o1:办事渠道）
    action = plan.steps[0].action
    assert action.s.name == "身份）证(挂失"  # inside the name: as written
    assert (action.p.predicate, action.o.type) == ("线上办事渠道", "办事渠道")
    assert "full-width punctuation" in constructs(plan)
    assert only(93).steps[0].action == Output(("o1",))  # get(o1）


def test_kag_constraints():
    action = only(98).steps[0].action  # ..., s.value=>160, s.brand=权健)
    assert without_spans(action.constraints) == (
        Constraint("s1", "value", ">=", 160),
        Constraint("s1", "brand", "==", "权健"),
    )
    assert {"argument name as alias", "reversed comparison operator", "unquoted value"} <= constructs(only(98))


def test_empty_type_and_name_that_may_be_a_type():
    plan = only(19)  # get_spo(s=s1:[利箭纵横], p=主要演员, o=o1)
    assert without_spans(plan.steps[0].action.s) == NodeRef("s1", None, None, "利箭纵横")
    assert {"empty type", "step without action", "step and action on one line"} <= constructs(plan)
    plan = only(76)  # Retrieval(s=s1:企业[`B公司`],p=p1:创始人,o=o1[人物])
    assert without_spans(plan.steps[0].action.o) == NodeRef("o1", None, None, "人物")


def test_predicate_starting_with_a_digit():
    assert only(51).steps[0].action.p.predicate == "2011年效力于"


def test_verify_forms():
    # verify(left_expr=o1,o1, right_expr=, op=存在）: does o1 hold a value?
    assert only(95).steps[0].action == Math(("o1",), "exists", None, "存在")
    # verify(left_expr=o1, right_expr=身份证还没有到期,可以更换吗, op=存在）: a claim to judge.
    assert only(97).steps[0].action == Deduce("judgement", ("o1", "身份证还没有到期,可以更换吗"), "存在")


def test_deduce_with_two_ops_and_no_content():
    plan = only(84)  # deduce(op=judgement,entailment)
    assert plan.steps[1].action == Deduce("judgement,entailment", ())
    assert [n.canonical for n in plan.steps[1].normalisations if n.construct == "empty content"] == ["content=[o1]"]


def test_steps_without_actions_and_numbers_that_differ():
    plan = only(21)  # ... Action3:get_spo(...),get(o3) / Step4:... / Action6:get(o3)
    assert [(s.index, s.text is not None) for s in plan.steps] == [(1, True), (2, True), (3, True), (4, False), (6, True)]
    assert plan.steps[-1].text == "根据上一步Step3的查询结果,输出结果"
    assert {"several actions on one line", "step and action numbers differ"} <= constructs(plan)


def test_unknown_operator_with_retrieval_arguments():
    plan = only(24)  # Journal(s=s1:Player[Psychotherapy Integration],p=p1:Publish,o=o1:Association)
    assert isinstance(plan.steps[0].action, Retrieval)
    assert "unknown operator read as Retrieval" in constructs(plan)


# --- plans in the style of KAG's planner at run time ------------------------------------------
# (id, plan, canonical form written by hand, constructs the reading must record)

RUNTIME_PLANS = [
    (
        "entity-types-sub-query",
        "Step1:Who is the spouse of 张三?\n"
        "Action1:Retrieval(s=s1:Entity[`张三`], p=p1:配偶, o=o1, sub_query=Who is the spouse of 张三?)\n"
        "Step2:Output the spouse\n"
        "Action2:Output(o1, alias_name=o1, alias_name_set=[o1])",
        "Step1: Who is the spouse of 张三?\n"
        "Action1: Retrieval(s=s1:Entity[`张三`], p=p1:配偶, o=o1)\n"
        "Step2: Output the spouse\n"
        "Action2: Output(o1)\n",
        {"bookkeeping argument"},
    ),
    (
        "sub-query-with-commas-and-brackets",
        "Action1:get_spo(s=s1:Entity[Acme Motors], p=p1:product, o=o1:Entity, sub_query=Which products (cars, trucks) does Acme make?)",
        "Action1: Retrieval(s=s1:Entity[`Acme Motors`], p=p1:product, o=o1:Entity)\n",
        {"operator alias", "unquoted name", "bookkeeping argument"},
    ),
    (
        "full-width-everything",
        "Step1：吴京出演了哪些电影？\nAction1：Retrieval（s=s1:Entity【吴京】，p=p1:出演，o=o1:Entity）",
        "Step1: 吴京出演了哪些电影？\nAction1: Retrieval(s=s1:Entity[`吴京`], p=p1:出演, o=o1:Entity)\n",
        {"full-width punctuation", "unquoted name"},
    ),
    (
        "step-and-action-one-line-full-width",
        "Step1：查询吴京 Action1：get_spo(s=s1:Entity[吴京], p=p1, o=o1)",
        "Step1: 查询吴京\nAction1: Retrieval(s=s1:Entity[`吴京`], p=p1, o=o1)\n",
        {"step and action on one line", "operator alias", "unquoted name"},
    ),
    (
        "output-header-english",
        "Step1: Identify the entity type of Gallu\n"
        "Action1: get_spo(s=s1:Entity[Gallu], p=p1:EntityType, o=o1:Concept)\n"
        "Output: output o1\n"
        "Action2: get(o1)",
        "Step1: Identify the entity type of Gallu\n"
        "Action1: Retrieval(s=s1:Entity[`Gallu`], p=p1:EntityType, o=o1:Concept)\n"
        "Action2: Output(o1)\n",
        {"operator alias", "unquoted name", "Output header"},
    ),
    (
        "untyped-first-mention-mixed-language",
        "Step1:Which company did 李四 found?\n"
        "Action1:Retrieval(s=s1:Person[`李四`], p=p1:创办, o=o1)\n"
        "Step2:When was that company founded?\n"
        "Action2:Retrieval(s=o1, p=p2:foundingYear, o=o2)\n"
        "Step3:Output the year\n"
        "Action3:Output(o2)",
        "Step1: Which company did 李四 found?\n"
        "Action1: Retrieval(s=s1:Person[`李四`], p=p1:创办, o=o1)\n"
        "Step2: When was that company founded?\n"
        "Action2: Retrieval(s=o1, p=p2:foundingYear, o=o2)\n"
        "Step3: Output the year\n"
        "Action3: Output(o2)\n",
        set(),
    ),
    (
        "math-sum-chinese",
        "Action1:Retrieval(s=s1:Entity[`Acme`], p=p1:子公司, o=o1:Entity)\n"
        "Action2:Retrieval(s=o1, p=p2:营收, o=o2)\n"
        "Action3:Math(content=[o2], target=计算这些子公司营收的合计)->math3\n"
        "Action4:Output(math3)",
        "Action1: Retrieval(s=s1:Entity[`Acme`], p=p1:子公司, o=o1:Entity)\n"
        "Action2: Retrieval(s=o1, p=p2:营收, o=o2)\n"
        "Action3: Math(content=[o2], target=sum, target_text=`计算这些子公司营收的合计`)->math3\n"
        "Action4: Output(math3)\n",
        {"free-text Math target"},
    ),
    (
        "math-count-chinese",
        "Action1:Retrieval(s=s1:Entity[`张三`], p=p1:任职于, o=o1:Company)\n"
        "Action2:Math(content=[`o1`], target=`张三一共任职过多少家公司`)->math2",
        "Action1: Retrieval(s=s1:Entity[`张三`], p=p1:任职于, o=o1:Company)\n"
        "Action2: Math(content=[o1], target=count, target_text=`张三一共任职过多少家公司`)->math2\n",
        {"backticked variable", "free-text Math target"},
    ),
    (
        "math-average-english",
        "Action1:Retrieval(s=s1:Team[`Ajax`], p=p1:player, o=o1:Person)\n"
        "Action2:Retrieval(s=o1, p=p2:age, o=o2)\n"
        "Action3:Math(content=[o2], target=What is the average age of these players?)->math3",
        "Action1: Retrieval(s=s1:Team[`Ajax`], p=p1:player, o=o1:Person)\n"
        "Action2: Retrieval(s=o1, p=p2:age, o=o2)\n"
        "Action3: Math(content=[o2], target=avg, target_text=`What is the average age of these players?`)->math3\n",
        {"free-text Math target"},
    ),
    (
        "math-ratio",
        "Action1:Math(content=[o1, o2], target=`占比`)->ratio1",
        "Action1: Math(content=[o1, o2], target=ratio, target_text=`占比`)->ratio1\n",
        {"free-text Math target"},
    ),
    (
        "math-difference-years",
        "Action1:Math(content=[o1,o2], target=`两家公司成立时间相差多少年`)->math1",
        "Action1: Math(content=[o1, o2], target=difference, target_text=`两家公司成立时间相差多少年`)->math1\n",
        {"free-text Math target"},
    ),
    (
        "math-unmapped-target",
        "Action1:Math(content=[o1], target=`Determine the winner of the match`)->m1",
        "Action1: Math(content=[o1], target=`Determine the winner of the match`)->m1\n",
        set(),
    ),
    (
        "math-empty-content",
        "Action1:Retrieval(s=s1:Entity[`Acme`], p=p1:employees, o=o1)\n"
        "Action2:Math(content=[], target=How many employees?)->math2",
        "Action1: Retrieval(s=s1:Entity[`Acme`], p=p1:employees, o=o1)\n"
        "Action2: Math(content=[], target=count, target_text=`How many employees?`)->math2\n",
        {"empty content", "free-text Math target"},
    ),
    (
        "deduce-op-list-free-target",
        "Action1:Deduce(op=[judgement, entailment], content=[o1, o2], target=Is 张三 older than 李四?)->d1",
        "Action1: Deduce(op=judgement,entailment, content=[o1, o2], target=`Is 张三 older than 李四?`)->d1\n",
        set(),
    ),
    (
        "sort-words",
        "Step1:发布时间最晚的五个应用\nAction1：sort：o1 p1.发布时间 max top5",
        "Step1: 发布时间最晚的五个应用\nAction1: Sort(set=o1, orderby=p1.发布时间, direction=desc, limit=5)\n",
        {"KAG operator form", "full-width punctuation"},
    ),
    (
        "count-set",
        "Action1:get_spo(s=s1:Company[`Acme`], p=p1:employee, o=o1:Person)\nAction2:count(set=o1)->c2\nAction3:get(c2)",
        "Action1: Retrieval(s=s1:Company[`Acme`], p=p1:employee, o=o1:Person)\n"
        "Action2: Math(content=[o1], target=count)->c2\n"
        "Action3: Output(c2)\n",
        {"operator alias", "KAG operator form"},
    ),
    (
        "markdown-fence",
        "```\nStep1:查询吴京\nAction1:Retrieval(s=s1:公众人物[`吴京`], p=p1, o=o1)\n```",
        "Step1: 查询吴京\nAction1: Retrieval(s=s1:公众人物[`吴京`], p=p1, o=o1)\n",
        {"Markdown fence"},
    ),
    (
        "backticked-output",
        "Action1:Retrieval(s=s1:Entity[`X`], p=p1:director, o=o1:Entity)\nAction2:Output(`o1`)",
        "Action1: Retrieval(s=s1:Entity[`X`], p=p1:director, o=o1:Entity)\nAction2: Output(o1)\n",
        {"backticked variable"},
    ),
    (
        "retriever-operator-multiword-predicate",
        "Action1:Retriever(s=s1:Entity[Paris], p=p1:capital of, o=o1:Entity)",
        "Action1: Retrieval(s=s1:Entity[`Paris`], p=p1:`capital of`, o=o1:Entity)\n",
        {"operator alias", "unquoted name", "unquoted words"},
    ),
    (
        "constraints-entity",
        "Action1:Retrieval(s=s1:Company, p=p1:成立年份, o=o1:Entity, o1.value>2010, s1.城市='杭州')",
        "Action1: Retrieval(s=s1:Company, p=p1:成立年份, o=o1:Entity, o1.value > 2010, s1.城市 == `杭州`)\n",
        {"single-quoted string"},
    ),
    (
        "constraint-names-a-variable",
        "Action1:Retrieval(s=s2:医生, p=p1:执业于, o=o1:医院, s.主执业医院=s1.name)",
        "Action1: Retrieval(s=s2:医生, p=p1:执业于, o=o1:医院, s2.主执业医院 == s1.name)\n",
        {"argument name as alias"},
    ),
    (
        "verify-numeric",
        "Action1:verify(left_expr=o1, right_expr=100, op=大于)->v1",
        "Action1: Math(content=[o1, 100], target=gt, target_text=`大于`)->v1\n",
        {"KAG operator form", "free-text Math target"},
    ),
    (
        "compare-min",
        "Action1:compare(set=[o1,o2], op=min)->c1",
        "Action1: Math(content=[o1, o2], target=min)->c1\n",
        {"KAG operator form"},
    ),
    (
        "step-numbers-differ",
        "Step1:Find the founder\nAction1:Retrieval(s=s1:Entity[`Acme`], p=p1:founder, o=o1)\n"
        "Step2:Output the founder\nAction3:Output(o1)",
        "Step1: Find the founder\nAction1: Retrieval(s=s1:Entity[`Acme`], p=p1:founder, o=o1)\n"
        "Step3: Output the founder\nAction3: Output(o1)\n",
        {"step and action numbers differ"},
    ),
    (
        "deduce-free-text-content",
        "Step1:推断关系\nAction1:Deduce(op=entailment, content=[`A是B的父亲`, `B是C的父亲`], target=`A和C是什么关系`)->res\n"
        "Step2:输出res\nAction2:output(res)",
        "Step1: 推断关系\nAction1: Deduce(op=entailment, content=[A是B的父亲, B是C的父亲], target=`A和C是什么关系`)->res\n"
        "Step2: 输出res\nAction2: Output(res)\n",
        {"operator alias"},
    ),
    # KAG's planner at run time writes its sub_query as a thought over several lines; KAG logs
    # each action as its node printout (LogicNode.__repr__, values unescaped).
    (
        "sub-query-over-lines",
        "Step1: 查询李四的职业\n"
        "Action1: get_spo(s=s1:人物[李四] ,p=p1:职业,o=o1:Entity ,sub_query=output `为了回答这个问题，我的下一步检索问题是：\n"
        '"李四的职业是什么？"` answer:)\n'
        "Step2: 输出职业\n"
        "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=输出职业)",
        "Step1: 查询李四的职业\n"
        "Action1: Retrieval(s=s1:人物[`李四`], p=p1:职业, o=o1:Entity)\n"
        "Step2: 输出职业\n"
        "Action2: Output(o1)\n",
        {"operator alias", "unquoted name", "bookkeeping argument", "line break in text", "variables by keyword"},
    ),
    (
        "backticked-text-over-lines",
        "Action1: Retrieval(s=s1:Company[`Acme`], p=p1:ceo, o=o1:Person, sub_query=`Who runs\n   Acme\n\n today?`)\n"
        "Action2: Deduce(op=judgement, content=[o1, `a claim\nto check`], target=`is it\ttrue?\n`)->d\n"
        "Action3: Output(d)",
        "Action1: Retrieval(s=s1:Company[`Acme`], p=p1:ceo, o=o1:Person)\n"
        "Action2: Deduce(op=judgement, content=[o1, `a claim to check`], target=`is it\ttrue? `)->d\n"
        "Action3: Output(d)\n",
        {"bookkeeping argument", "line break in text"},
    ),
    (
        "get-printout-of-several-gets",
        # the planner's "get(o1), get(o2), get(o3)", read by KAG as one call and printed
        "Action1: get_spo(s=s1:加油站[东站], p=p1:地址, o=o1:Entity)\n"
        "Action2: get_spo(s=s1, p=p2:电话, o=o2:Entity)\n"
        "Action3: get_spo(s=s1, p=p3:官网, o=o3:Entity)\n"
        "Action4: get(alias_name=o1),alias_name_set=[o1),  get(o2),  get(o3],sub_query=output `东站的地址、\n电话和官网` answer:)",
        "Action1: Retrieval(s=s1:加油站[`东站`], p=p1:地址, o=o1:Entity)\n"
        "Action2: Retrieval(s=s1, p=p2:电话, o=o2:Entity)\n"
        "Action3: Retrieval(s=s1, p=p3:官网, o=o3:Entity)\n"
        "Action4: Output(o1, o2, o3)\n",
        {"operator alias", "unquoted name", "variables by keyword", "variable in call text", "bookkeeping argument", "line break in text"},
    ),
    (
        "get-printout-of-a-typed-variable",
        "Action1: get_spo(s=s1:Entity[新奥燃气], p=p1:联系页面, o=o1:Entity)\n"
        "Action2: get(alias_name=o1:联系页面,alias_name_set=[o1:联系页面],sub_query=输出)",
        "Action1: Retrieval(s=s1:Entity[`新奥燃气`], p=p1:联系页面, o=o1:Entity)\nAction2: Output(o1)\n",
        {"operator alias", "unquoted name", "variables by keyword", "typed variable", "bookkeeping argument"},
    ),
    (
        "unquoted-predicate-with-brackets",
        "Action1: get_spo(s=s1:Entity[东站] ,p=p1:属性[组织机构代码],o=o1:Entity ,sub_query= 查询东站的组织机构代码)",
        "Action1: Retrieval(s=s1:Entity[`东站`], p=p1:`属性[组织机构代码]`, o=o1:Entity)\n",
        {"operator alias", "unquoted name", "unquoted predicate with brackets", "bookkeeping argument"},
    ),
]


def test_planner_answer_with_thoughts_and_fences():
    # The answer format of KAG's static planning prompt: a thought, then the step in a fence.
    text = (
        "First, retrieve the sports teams Cristiano Ronaldo played for in 2011\n"
        "```\n"
        "Step1:Which Sports Teams Cristiano Ronaldo Played for in 2011 ?\n"
        "Action1:Retrieval(s=s1:Player[`Cristiano Ronaldo`],p=p1:PlayedForIn2011Year,o=o1:SportsTeam)\n"
        "```\n"
        "Finally, determine the team founded last by comparing years\n"
        "```\n"
        "Step2:Which team was founded last?\n"
        "Action2:Math(content=[`o1`], target=`Which team was founded last?`)->math2\n"
        "```"
    )
    plan = parse_plan(text)
    assert [(s.index, s.text) for s in plan.steps] == [
        (1, "Which Sports Teams Cristiano Ronaldo Played for in 2011 ?"),
        (2, "Which team was founded last?"),
    ]
    assert plan.steps[1].action == Math(("o1",), "max", "math2", "Which team was founded last?")
    assert [(n.span.line, n.construct) for n in plan.steps[0].normalisations] == [
        (1, "text outside the plan"),
        (2, "Markdown fence"),
    ]
    # The action's position is that of the plan text.
    assert plan.steps[1].span.line == 9


def test_chinese_thoughts_between_steps():
    text = (
        "首先需要确定两家公司（按名称）\n"
        "Step1:查询A公司的成立年份\n"
        "Action1:Retrieval(s=s1:公司[`A公司`], p=p1:成立年份, o=o1)\n"
        "然后比较两者（按年份）\n"
        "Step2:输出o1\n"
        "Action2:output(o1)"
    )
    plan = parse_plan(text)
    assert [s.index for s in plan.steps] == [1, 2]
    assert [(n.span.line, n.original) for n in plan.steps[1].normalisations if n.construct == "text outside the plan"] == [
        (4, "然后比较两者（按年份）")
    ]


def test_kag_node_printout():
    # How KAG prints its parsed nodes (LogicNode.__repr__, SPOEntity.__str__): unquoted names
    # with a trailing space, types joined by |, content without brackets, alias_name=.
    text = (
        "Retriever(s=s1:Person|Organization[张三] ,p=p1:任职于,o=o1:Entity ,sub_query=张三任职于哪家公司,init_query=)\n"
        "math(alias_name=math2,content=`o1`,`o2`,target=`公司数量`)\n"
        "Output(alias_name=math2,alias_name_set=[math2])"
    )
    plan = parse_plan(text)
    assert shape(plan) == [
        (1, None, Retrieval(NodeRef("s1", "Person", name="张三"), EdgeRef("p1", "任职于"), NodeRef("o1", "Entity"))),
        (2, None, Math(("o1", "o2"), "count", "math2", "公司数量")),
        (3, None, Output(("math2",))),
    ]
    assert {"several types", "list without brackets", "output by keyword", "variables by keyword"} <= constructs(plan)
    # MathNode prints an absent content as None.
    assert parse_plan("math(content=None, target=`30+6`)").steps[0].action == Math((), None, None, "30+6")


def test_math_content_text_and_quoted_numbers():
    # KAG's prompt: Math(content=[`XXX` or o_alias], ...): text stays text, `2024` is a number.
    step = parse_plan("Math(content=[`2024`, `the founding year of Acme`, `o1`], target=`difference`)->m").steps[0]
    assert step.action == Math((2024, "the founding year of Acme", "o1"), "difference", "m")
    assert [n.construct for n in step.normalisations] == ["quoted number", "text in Math content", "backticked variable"]


@pytest.mark.parametrize(("name", "text", "canonical", "expected"), RUNTIME_PLANS, ids=[p[0] for p in RUNTIME_PLANS])
def test_runtime_plan(name, text, canonical, expected):
    plan = parse_plan(text, source=name)
    assert constructs(plan) == expected
    assert format_plan(plan) == canonical
    # The canonical form means the same plan.
    assert shape(parse_plan(canonical)) == shape(plan)


def notes_of(step, construct):
    return [n for n in step.normalisations if n.construct == construct]


def test_text_over_lines_is_one_text_with_its_breaks_read_as_one_space():
    text = (
        "Step1: q\n"
        "Action1: Deduce(op=judgement, content=[o1, `first line\n"
        "    second line,\n"
        "\n"
        "third`], target=x)->d\n"
        "Action2: Output(d)"
    )
    plan = parse_plan(text)
    step1, step2 = plan.steps
    assert step1.action == Deduce("judgement", ("o1", "first line second line, third"), "x", "d")
    assert step1.action_text == text[text.index("Deduce") : text.index("->d") + 3]  # the source as written
    (note,) = notes_of(step1, "line break in text")
    assert note.span == Span(2, 44)  # the opening backtick, in the plan as written
    assert note.original == "`first line\n    second line,\n\nthird`"
    assert note.canonical == "`first line second line, third`"
    # positions after the joined lines are those of the plan as written
    assert step2.span == Span(6, 10)
    assert shape(parse_plan(format_plan(plan))) == shape(plan)


def test_errors_after_text_over_lines_are_located_on_the_line_as_written():
    err = _syntax_error("Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`a\nb`, x=[)\nAction2: Output(o1)")
    assert (err.line, err.column, err.construct) == (2, 8, "unmatched bracket")
    assert err.line_text == "b`, x=[)"
    assert "opened at column 7" in err.message
    err = _syntax_error("Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`a\nb`, o=o2)\nAction2: Output(o1)")
    assert (err.line, err.column, err.construct) == (2, 5, "arguments")  # o given twice: at the second o


def test_quoted_text_that_does_not_close_its_action_is_still_unterminated():
    # the string never closes; a label line comes first; the closing line does not end the call
    for text in [
        "Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`a\nb)\nAction2: Output(o1)",
        "Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`a\nAction2: Output(o1)\nb`)",
        "Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`a\nb` and more\nAction2: Output(o1)",
    ]:
        err = _syntax_error(text)
        assert (err.line, err.column, err.construct) == (1, text.index("`") + 1, "unterminated string"), str(err)


def test_a_variable_of_a_get_printout_must_be_one_name():
    err = _syntax_error("get(alias_name=o1 o2,alias_name_set=[o1 o2])")
    assert err.construct == "arguments" and "alias_name_set must list variable names" in err.message
    err = _syntax_error("get(alias_name=None)")  # KAG's absent variable: nothing to output
    assert "at least one variable" in err.message
    step = parse_plan("get(alias_name_set=[`o1`, 2, None])").steps[0]
    assert step.action == Output(("o1",))
    assert {"backticked variable", "None as empty"} <= {n.construct for n in step.normalisations}


def test_a_quoted_name_on_an_edge_stays_an_error():
    err = _syntax_error("Retrieval(s=s1, p=p1:属性[`组织机构代码`], o=o1)")
    assert "edge" in err.message and (err.line, err.column) == (1, 19)  # at p1


def _syntax_error(text: str) -> LogicalFormSyntaxError:
    with pytest.raises(LogicalFormSyntaxError) as info:
        parse_plan(text)
    return info.value


# --- every plan KAG's planner wrote at run time (AffairQA) ---------------------------------------

RUNTIME_PLANS_JSON = dataset("kag-affairqa") / "plans.json"


def test_every_plan_of_both_kag_plan_files_parses_and_round_trips():
    runtime = json.loads(RUNTIME_PLANS_JSON.read_text(encoding="utf-8"))
    assert len(runtime) == 478 and len(PLANS) == 123
    failures, differs = {}, []
    for name, text in [(e["id"], e["plan"]) for e in runtime] + [(f"{e['source']}#{i}", e["plan"]) for i, e in enumerate(PLANS)]:
        try:
            plan = parse_plan(text, source=name)
        except LogicalFormSyntaxError as err:
            failures[name] = str(err)
            continue
        again = parse_plan(format_plan(plan))
        if shape(again) != shape(plan) or not constructs(again) <= {"empty content"}:
            differs.append(name)
    assert failures == {}  # 478 of 478 (411 before text over lines and KAG's get printouts were read)
    assert differs == []


def test_constraint_value_naming_a_variable_is_a_propref():
    plan = parse_plan("Retrieval(s=s2:医生, p=p1:执业于, o=o1:医院, s.主执业医院=s1.name)")
    (c,) = plan.steps[0].action.constraints
    assert without_spans(c) == Constraint("s2", "主执业医院", "==", PropRef("s1", "name"))


@pytest.mark.parametrize(
    ("text", "line", "column", "construct"),
    [
        ("I cannot plan this question.", 1, 1, "no actions"),
        ("Step1: find it\nAction1 Retrieval(s=s1, p=p1, o=o1)", 2, 9, "unexpected token"),
        ("Action1:search_x(s=s1:医院, s.省份=浙江省)", 1, 9, "unknown operator"),
        ("Action1:math(1000*10 + median(o1))->o2", 1, 24, "expression"),
        ("Action1:search_s(s=s1:医院, o1.省份=浙江省, 3)", 1, 38, "arguments"),
        ("Action1:Retrieval(s=s1:Entity[`X], p=p1, o=o1)", 1, 31, "unterminated string"),
        ("Action1:Retrieval(s=s1:Entity[`X`, p=p1, o=o1)", 1, 34, "unexpected token"),
        ("Action1:Retrieval(s=s1:Entity[X], p=p1, o=o1", 1, 18, "unclosed bracket"),
        ("Action1:sum(o1, -o2, -o3)->x", 1, 17, "KAG operator form"),
        ("Step1: only a thought", 1, 1, "no actions"),
        ("Action1:Output(o1)\nAction1:Output(o2)", 2, 1, "step numbering"),
        ("Action1:Math(content=[o1])", 1, 9, "arguments"),
    ],
)
def test_not_a_plan_is_a_located_error_naming_the_construct(text, line, column, construct):
    with pytest.raises(LogicalFormSyntaxError) as info:
        parse_plan(text)
    err = info.value
    assert (err.line, err.column, err.construct) == (line, column, construct), str(err)
