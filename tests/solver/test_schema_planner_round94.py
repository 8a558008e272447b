"""Readings blind round 94 (asked of 717c062, before any look) found wrong or unread: "hospital" as the institutions filed
under 医院 (before: a clinic too), a total "across every recorded transfer" (before: one total per receiver), which month
has more transfers (before: the payers counted, a tie) and in the month form asked, a net flow defined in its question,
and the round's follow-ups, prefaces and form words. Expected values from the raw CSV files."""

from __future__ import annotations

from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def _ymd(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.replace("-", "/").split("/"))


def test_what_round_94_answered_wrongly(affairqa_asker, supplychain_asker, riskmining_asker):
    clinics = read_csv(AQ / "医疗机构.csv")
    gold = sorted(r["name"] for r in clinics if r["category"] == "医院" and r["level"] == "二级" and "中医" in r["name"])
    wider = sorted(r["name"] for r in clinics if r["level"] == "二级" and "中医" in r["name"])
    assert gold != wider  # (the data's side: a 二级 clinic with 中医 in its name is no hospital)
    result = affairqa_asker.ask("For a piece on traditional Chinese medicine: list every 二级 hospital whose name contains 中医.")
    assert right(result, gold), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    paid = sum(int(r["transAmt"]) for r in read_csv(SC / "Company_fundTrans_Company.csv") if names[r["srcId"]] == "传化****限公司")
    result = supplychain_asker.ask("And how much did 传化****限公司 pay out in total to other companies, across every recorded transfer?")
    assert right(result, [str(paid)]), (result.values, result.notes)
    months = Counter(r["transDate"][:6] for r in read_csv(RM / "Person_fundTrans_Person.csv"))
    assert months["202308"] != months["202309"]
    gold = "2023-08" if months["202308"] > months["202309"] else "2023-09"
    result = riskmining_asker.ask("这些个人转账里，2023年8月和2023年9月哪个月笔数更多？回答格式 YYYY-MM。")
    assert right(result, [gold]), (result.values, result.notes)


def test_follow_ups_prefaces_and_asides_in_chinese(affairqa_asker):
    stations = read_csv(AQ / "加油站.csv")
    rep = next(r["legalRepresentative"] for r in stations if r["name"].endswith("福庆南路CNG加气站"))
    result = affairqa_asker.ask("还是福庆南路CNG加气站那家，它的法定代表人登记的是哪位？")
    assert right(result, [rep]), (result.values, result.notes)
    result = affairqa_asker.ask("鄞州区一共登记了几家加油（加气）站？给个数字就行。")
    assert right(result, [str(sum(r["county"] == "鄞州区" for r in stations))]), (result.values, result.notes)
    per = Counter(r["religion"] for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "舟山市" and r["religion"].strip())
    result = affairqa_asker.ask("舟山市的宗教场所按宗教分别有多少处？按“宗教: 数量”给我。")
    assert right(result, [f"{k}: {v}" for k, v in per.items()]), (result.values, result.notes)
    bodies = [r for r in read_csv(AQ / "协会.csv") if r["city"] == "舟山市" and r["registrationTime"].strip()
              and not r["registrationTime"].startswith("1900")]
    first = min(bodies, key=lambda r: _ymd(r["registrationTime"]))
    assert sum(_ymd(r["registrationTime"]) == _ymd(first["registrationTime"]) for r in bodies) == 1
    result = affairqa_asker.ask("舟山市登记最早的协会是哪个？（1900/1/1那种明显是占位的就别算了）")
    assert right(result, [first["name"]]), (result.values, result.notes)


def test_sentences_around_an_english_question(affairqa_asker):
    clinics = read_csv(AQ / "医疗机构.csv")
    phone = next(r["phoneNumber"] for r in clinics if r["name"] == "浙江大学医学院附属邵逸夫医院")
    result = affairqa_asker.ask("What's the phone number listed for 浙江大学医学院附属邵逸夫医院 (Sir Run Run Shaw Hospital)? My readers always ask.")
    assert right(result, [phone]), (result.values, result.notes)
    one = [r["name"] for r in clinics if r["category"] == "社区卫生服务中心" and r["level"] == "二级"]
    result = affairqa_asker.ask("There's apparently one community health service centre (社区卫生服务中心) graded 二级 - which one is it?")
    assert len(one) == 1 and right(result, one), (result.values, result.notes)
    level = {r["name"]: r["level"] for r in clinics}
    a, b = "杭州市中医院", "杭州市临安区中医院"
    assert level[a] != level[b]
    result = affairqa_asker.ask(f"Between {a} and {b}, which one has the higher level? Give the Chinese name.")
    rank = {"一级": 1, "二级": 2, "三级": 3}
    assert right(result, [max((a, b), key=lambda n: rank[level[n]])]), (result.values, result.notes)


def test_totals_and_a_net_flow_with_their_forms(acme, supplychain_asker, riskmining_asker):
    acme_names = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    rows = read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
    received = sum(int(r["transAmt"]) for r in rows if acme_names[r["dstId"]] == "Acme Motors")
    result = acme.ask("Forensic review of Acme Motors: how much money did Acme Motors receive in total from other companies, "
                      "across all recorded transfers? Plain integer please.")
    assert right(result, [str(received)]), (result.values, result.notes)
    x = "O'Hara, Lamb & Sons"
    net = sum(int(r["transAmt"]) for r in rows if acme_names[r["dstId"]] == x) - sum(int(r["transAmt"]) for r in rows if acme_names[r["srcId"]] == x)
    result = acme.ask(f"For {x}, what's the net flow, i.e. total received minus total sent, over all transfers? ({x} being the tyre maker.)")
    assert right(result, [str(net)]), (result.values, result.notes)
    mean = (Decimal(sum(int(r["transAmt"]) for r in rows)) / len(rows)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    result = acme.ask("What's the average transfer amount across all company-to-company transfers? Round ROUND_HALF_UP to 2 decimals.")
    assert right(result, [str(mean)]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    sc_rows = read_csv(SC / "Company_fundTrans_Company.csv")
    c = "传化****限公司"
    into, out = (sum(int(r["transAmt"]) for r in sc_rows if names[r[k]] == c) for k in ("dstId", "srcId"))
    result = supplychain_asker.ask(f"Net position for {c}: total received minus total sent. A negative number is fine if that's what it is.")
    assert right(result, [str(into - out)]), (result.values, result.notes)
    result = supplychain_asker.ask(f"Starting the audit on {c}: what is the total amount {c} received from other companies? Integer, no decimals.")
    assert right(result, [str(into)]), (result.values, result.notes)
    t = "三角***份限公司"
    paid_back = any(names[r["srcId"]] == t and names[r["dstId"]] == c for r in sc_rows)
    result = supplychain_asker.ask(f"Yes/no: did {t} ever send a payment to {c} (with {t} as the payer)?")
    assert right(result, ["yes" if paid_back else "no"]), (result.values, result.notes)
    ages = {r["name"]: r["age"] for r in read_csv(SC / "Person.csv") if t in r["legalRepresentative"].split(",")}
    result = supplychain_asker.ask(f"How old is the legal representative of {t}? (Just want to know who I'd be dealing with at {t}.)")
    assert len(ages) == 1 and right(result, list(ages.values())), (result.values, result.notes)
    persons = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    got = sum(int(r["transAmt"]) for r in read_csv(RM / "Person_fundTrans_Person.csv") if persons[r["dst"]] == "杜*")
    result = riskmining_asker.ask("How much did 杜* receive in total, counting every transfer where 杜* is the receiver?")
    assert right(result, [str(got)]), (result.values, result.notes)


def test_what_the_whole_bench_found_these_readings_first_broke(acme, affairqa_asker, supplychain_asker):
    """Re-asked over the whole bench, the readings of rounds 91-94 first answered these wrongly; each now as before."""
    # a company of that name that only a note writes is no record whose edges a table would hold: no 0 total
    result = acme.ask("年龄最大的那位法定代表人所代表的所有公司，一共收到了多少转账金额？")
    assert result.mode != "answer" or result.values != [0], (result.values, result.notes)
    # which counties are over a bound: the counties, never whether the whole count is
    sites = Counter(r["county"] for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "台州市")
    result = affairqa_asker.ask("台州市哪些县区的宗教场所超过200个？")
    assert right(result, sorted(c for c, n in sites.items() if n > 200)), (result.values, result.notes)
    # counterparties in one direction, said: the receivers only
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    receivers = {names[r["dstId"]] for r in read_csv(SC / "Company_fundTrans_Company.csv") if names[r["srcId"]] == "传化****限公司"}
    result = supplychain_asker.ask("How many different counterparties received payments from 传化****限公司?")
    assert right(result, [str(len(receivers))]), (result.values, result.notes)
    # "it" after a preface describing an entity it does not name: not read as no one in particular
    result = acme.ask("The Norwegian steel maker - which companies has it sent money to?")
    companies = read_csv(EXAMPLE / "sources" / "Company.csv")
    acme_names = {r["id"]: r["name"] for r in companies}
    norwegian = [r["name"] for r in companies if r["country"] == "NO"]
    paid = sorted({acme_names[r["dstId"]] for r in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
                   if acme_names[r["srcId"]] in norwegian})
    assert len(norwegian) == 1 and (result.mode != "answer" or right(result, paid)), (result.values, result.notes)
