"""Readings blind round 97 (asked of 0096087, before any look) found wrong or unread: two things asked in one question
with a form for the pair (before: the second part's value alone, a wrong answer), a preface's noun pointed back at
("… is signed with a certificate. … which one holds that certificate?": before, every certificate), and the round's
forms and wordings; "Which day had the most transfers?" (a person before 0096087, found beside round 96) is kept here. Follow-ups: ``test_follow_ups.py``. Expected
values from the raw CSV files."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def test_two_things_asked_with_a_form_for_the_pair(affairqa_asker):
    clinic = next(r for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "杭州消防医院")
    result = affairqa_asker.ask("杭州消防医院在表里的类别和级别分别是什么？按“类别;级别”回答。")
    assert right(result, [f"{clinic['category']};{clinic['level']}"]), (result.values, result.notes)
    result = affairqa_asker.ask("杭州消防医院的类别和级别分别是什么？")  # (no form: the two values)
    assert right(result, [clinic["category"], clinic["level"]]), (result.values, result.notes)
    site = next(r for r in read_csv(AQ / "宗教场所.csv") if r["name"] == "建德市慧华寺")
    result = affairqa_asker.ask("建德市慧华寺属于哪个宗教？类别是寺观教堂还是固定处所？按“宗教;类别”回答。")
    assert right(result, [f"{site['religion']};{site['category']}"]), (result.values, result.notes)
    station = next(r for r in read_csv(AQ / "加油站.csv") if r["name"] == "慈溪市煤气有限公司")
    result = affairqa_asker.ask("慈溪市煤气有限公司有几个液化天然气罐？罐总容积多少？回答格式“个数;容积”。")  # (before: the volume alone)
    pair = f"{station['liquidGasCanCount']};{station['liquidGasCanVolume']}"
    assert result.mode != "answer" or right(result, [pair]), (result.values, result.notes)


def test_a_noun_a_preface_says_pointed_back_at_is_no_preface_to_drop(riskmining_asker):
    result = riskmining_asker.ask("The gambling app com.HOfs.aOnwJ.fFHM.QoXx is signed with a certificate. Among the companies 柏* "
                                  "holds shares in, which one holds that certificate?")
    companies = {r["id"]: r["name"] for r in read_csv(RM / "Company.csv")}
    assert result.mode != "answer" or set(result.values) <= set(companies.values()), (result.values, result.notes)  # (before: certificates)


def test_a_when_question_in_english_is_never_answered_by_a_name(riskmining_asker):
    result = riskmining_asker.ask("Which day had the most transfers?")
    people = {r["name"] for r in read_csv(RM / "Person.csv")}
    assert result.mode != "answer" or not set(map(str, result.values)) & people, (result.values, result.notes)


def test_the_round_s_forms_and_wordings(affairqa_asker, acme, supplychain_asker, riskmining_asker):
    agencies = read_csv(AQ / "旅行社.csv")
    share = Decimal(str(100 * sum(r["city"] == "宁波市" for r in agencies) / len(agencies))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    result = affairqa_asker.ask("宁波市的旅行社占全部旅行社的百分比是多少？保留两位小数，只写数字。")
    assert right(result, [str(share)]), (result.values, result.notes)
    school = next(r for r in read_csv(AQ / "学校.csv") if r["name"] == "浙江神学院")
    result = affairqa_asker.ask("I'm organising a Singapore interfaith delegation. Which religion is 浙江神学院 (Zhejiang Theological "
                                "Seminary) affiliated with? Answer with the Chinese term from the table.")
    assert right(result, [school["religion"]]), (result.values, result.notes)
    scope = next(r["businessScope"] for r in agencies if r["name"] == "浙江邮电旅行社有限公司")
    result = affairqa_asker.ask("浙江邮电旅行社有限公司的经营范围包不包括出境组团业务？")
    assert right(result, ["是" if "出境组团业务" in scope else "否"]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    paid = sum(int(r["transAmt"]) for r in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
               if (names[r["srcId"]], names[r["dstId"]]) == ("Acme Motors", "O'Hara, Lamb & Sons") and r["transDate"].startswith("2024"))
    result = acme.ask("For my money-trail sidebar: how much did Acme Motors pay O'Hara, Lamb & Sons in total during 2024? Give the plain number.")
    assert right(result, [str(paid)]), (result.values, result.notes)
    sc = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    rows = read_csv(SC / "Company_fundTrans_Company.csv")
    got = {n: sum(int(r["transAmt"]) for r in rows if r["srcId"] == sc["传化****限公司"] and r["dstId"] == sc[n]) for n in ("康**股有公司", "宝业集****公司")}
    assert len(set(got.values())) == 2
    result = supplychain_asker.ask("Which of the two received more money from 传化****限公司: 康**股有公司 or 宝业集****公司?")
    assert right(result, [max(got, key=got.get)]), (result.values, result.notes)
    largest = max(int(r["transAmt"]) for r in read_csv(RM / "Person_fundTrans_Person.csv"))
    result = riskmining_asker.ask("What was the largest single transfer amount in the records, in yuan?")
    assert right(result, [str(largest)]), (result.values, result.notes)
    gambling = sorted(r["id"] for r in read_csv(RM / "App.csv") if r["riskMark"] == "赌博")
    result = riskmining_asker.ask("Which apps carry the risk mark 赌博 (gambling)? I need the full list of package ids.")
    assert right(result, gambling), (result.values, result.notes)


def test_a_grade_asked_names_no_grade_and_missing_dates_fall_in_no_window(affairqa_asker):
    clinics = read_csv(AQ / "医疗机构.csv")
    per = Counter(r["category"] for r in clinics if r["level"] == "社区").most_common()
    assert per[0][1] > (per[1][1] if len(per) > 1 else 0)
    result = affairqa_asker.ask("级别为社区的医疗机构里，哪个类别最多？")  # (before: 级别 一级 too, read in the glossary's "哪一级")
    assert right(result, [per[0][0]]), (result.values, result.notes)

    def built(r):
        try:
            return dt.datetime.strptime(r["buildTime"], "%Y/%m/%d").date()
        except ValueError:
            return None
    n = sum(dt.date(2018, 10, 15) <= d <= dt.date(2023, 10, 15) for r in read_csv(AQ / "加油站.csv") if (d := built(r)))
    result = affairqa_asker.ask("近五年（2018-10-15至2023-10-15）成立的站点有几家？成立日期缺失或为占位值的不算。")
    assert right(result, [str(n)]), (result.values, result.notes)
