"""Readings blind round 92 (asked of d7b8bb1, before any look) found wrong or unread: "Was A or B founded earlier?" (a
choice, before: False), a named entity's text value holding a part asked yes/no (before: whether it holds any value, a
wrong yes where the entity's name holds 有), a quoted part of a business scope, a letter grade and a table's entries in
English, group counts with their row's form, values compared as "哪一类/哪一派", a preface clause of what the asker is doing,
a window restated in days, "have … in common", "the average amount per transfer" and the round's form words. Expected
values from the raw CSV files."""

from __future__ import annotations

import csv
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def _agencies() -> list[dict]:
    """旅行社.csv names two columns licenseNumber: read by position (name, businessScope, city)."""
    with open(AQ / "旅行社.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    at = {k: head.index(k) for k in ("name", "businessScope", "city")}
    return [{k: r[i] for k, i in at.items()} for r in rows[1:] if len(r) == len(head)]


def test_an_alternative_question_is_a_choice(acme):
    founded = {r["name"]: int(r["founded"]) for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    a, b = "Acme Motors", "Helix Chemicals"
    assert founded[a] != founded[b]
    result = acme.ask(f"Comparing two names on the list: was {a} or {b} founded earlier?")
    assert right(result, [min((a, b), key=founded.get)]), (result.values, result.notes)  # (before: False)
    result = acme.ask(f"Was {a} or {b} founded later?")
    assert right(result, [max((a, b), key=founded.get)]), (result.values, result.notes)


def test_a_part_of_a_named_entity_s_text_value_asked_yes_or_no(affairqa_asker):
    scope = {r["name"]: r["businessScope"] for r in _agencies()}
    for name in ("浙江邮电旅行社有限公司", "舟山康辉国际旅行社有限公司"):
        gold = "出境" in scope[name]
        result = affairqa_asker.ask(f"{name}的经营范围包含出境吗？")  # (before: yes for the first, its name holding 有)
        assert right(result, ["是" if gold else "否"]), (name, result.values, result.notes)
        result = affairqa_asker.ask(f"Does {name} include outbound tours (出境) in its business scope?")
        assert right(result, ["yes" if gold else "no"]), (name, result.values, result.notes)
    result = affairqa_asker.ask("And 舟山康辉国际旅行社有限公司 — is outbound (出境) in its business scope?")
    assert right(result, ["yes" if "出境" in scope["舟山康辉国际旅行社有限公司"] else "no"]), (result.values, result.notes)
    zhoushan = sorted(r["name"] for r in _agencies() if r["city"] == "舟山市" and "出境" in r["businessScope"])
    result = affairqa_asker.ask("Which travel agencies in 舟山市 have '出境' (outbound) in their business scope? List them all.")
    assert right(result, zhoushan), (result.values, result.notes)


def test_letter_grades_and_a_table_s_entries_in_english(affairqa_asker):
    spots = read_csv(AQ / "旅游景点.csv")
    single = sorted(r["name"] for r in spots if r["level"] == "A")
    result = affairqa_asker.ask('Which scenic spots carry just a single-A rating ("A")? Give the complete list.')
    assert right(result, single), (result.values, result.notes)
    lishui = sum(r["level"] == "AAAA" and r["city"] == "丽水市" for r in spots)
    result = affairqa_asker.ask("How many AAAA-rated entries are listed for 丽水市 (Lishui) in the scenic-spot table?")
    assert right(result, [str(lishui)]), (result.values, result.notes)  # (before: "AAAA-rateds")
    cities = Counter(r["city"] for r in spots if r["city"].strip())
    top = max(cities.values())
    result = affairqa_asker.ask("Which city has the most entries listed in the scenic-spot table overall?")
    assert right(result, [c for c, n in cities.items() if n == top]), (result.values, result.notes)


def test_group_counts_with_the_row_s_form_and_two_values_compared(affairqa_asker):
    schools = Counter(r["religion"] for r in read_csv(AQ / "学校.csv") if r["religion"].strip())
    result = affairqa_asker.ask("宗教院校按所属宗教分别有几所？格式“宗教: 数量”。")
    assert right(result, [f"{k}: {v}" for k, v in schools.items()]), (result.values, result.notes)
    categories = Counter(r["category"] for r in read_csv(AQ / "医疗机构.csv") if r["category"].strip())
    result = affairqa_asker.ask("麻烦按类别统计一下医疗机构数量，格式“类别: 数量”。")
    assert right(result, [f"{k}: {v}" for k, v in categories.items()]), (result.values, result.notes)
    result = affairqa_asker.ask("“医院”类和“社区卫生服务中心”类，哪一类的机构更多？")
    assert right(result, [max(("医院", "社区卫生服务中心"), key=categories.get)]), (result.values, result.notes)
    taizhou = Counter(r["religiousType"] for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "台州市" and r["religion"] == "道教")
    assert taizhou["正一派"] != taizhou["全真教"]
    result = affairqa_asker.ask("台州市的道教场所里，正一派和全真教哪一派更多？")
    assert right(result, [max(("正一派", "全真教"), key=taizhou.get)]), (result.values, result.notes)


def test_the_round_s_prefaces_forms_and_wordings(affairqa_asker, acme, supplychain_asker, riskmining_asker):
    storage = next(r["totalDesignStorage"] for r in read_csv(AQ / "加油站.csv") if r["name"] == "桐乡运河加气站")
    result = affairqa_asker.ask("我们协会在核对会员数据，桐乡运河加气站的总设计储量是多少？")
    assert right(result, [storage]), (result.values, result.notes)
    taoist = [(r["registrationTime"], r["name"]) for r in read_csv(AQ / "协会.csv")
              if r["name"].endswith("道教协会") and r["registrationTime"].strip() and not r["registrationTime"].startswith("1900")]
    first = min(taoist, key=lambda x: tuple(int(p) for p in x[0].replace("-", "/").split("/")))
    result = affairqa_asker.ask("名称以“道教协会”结尾的协会中，登记时间最早的是哪一个？（请忽略1900/1/1这类占位日期）")
    assert right(result, [first[1]]), (result.values, result.notes)
    founded = sorted(r["name"] for r in read_csv(AQ / "学校.csv") if r["establishmentDate"].startswith("2016"))
    result = affairqa_asker.ask("请列出2016年成立的全部宗教院校名称（列全即可，不用排序）。")
    assert right(result, founded), (result.values, result.notes)
    companies = {r["name"]: r for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    result = acme.ask("I'm running a sanctions screen on our supplier list. First one: which country is Fjord Steel AS registered in? "
                      "Just the country code as it appears in the record, please.")
    assert right(result, [companies["Fjord Steel AS"]["country"]]), (result.values, result.notes)
    transfers = read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
    june = sum(r["transDate"].startswith("202406") for r in transfers)
    result = acme.ask("How many fund transfers were made in June 2024 (1 to 30 June inclusive)?")
    assert right(result, [str(june)]), (result.values, result.notes)
    mean = (Decimal(sum(int(r["transAmt"]) for r in transfers)) / len(transfers)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    result = acme.ask("What is the average amount per transfer across all recorded company-to-company transfers? Round half-up to 2 decimals.")
    assert right(result, [str(mean)]), (result.values, result.notes)
    several = sum(len({p.strip() for p in r["product"].split(";") if p.strip()}) > 1 for r in companies.values())
    result = acme.ask("生产不止一种产品的公司有多少家？")
    assert right(result, [str(several)]), (result.values, result.notes)
    industries = Counter(r["belongToIndustry"] for r in {r["id"]: r for r in read_csv(SC / "Product.csv")}.values())
    best = max(industries.values())
    result = supplychain_asker.ask("For a ranking graphic: which industry has the most distinct products assigned to it?")
    assert right(result, [i for i, n in industries.items() if n == best]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    devices: dict[str, set] = {}
    for r in read_csv(RM / "Person_hasDevice_Device.csv"):
        devices.setdefault(names[r["src"]], set()).add(r["dst"])
    shared = bool(devices.get("方*", set()) & devices.get("雷**", set()))
    result = riskmining_asker.ask("Do 方* and 雷** have at least one device in common? Yes or no.")
    assert right(result, ["yes" if shared else "no"]), (result.values, result.notes)
    gambling = sorted(r["id"] for r in read_csv(RM / "App.csv") if r["riskMark"] == "赌博")
    result = riskmining_asker.ask("Which apps carry the risk mark 赌博 (gambling)? Give the full list of app ids.")
    assert right(result, gambling), (result.values, result.notes)
