"""Readings blind round 62 found missing: names written short in new ways (a company without its city's 市 and its
legal form, "温岭建设燃气"; a clinic without the city and district before it, "刘长贵口腔诊所"; a name right after 比;
"O'Hara" for O'Hara, Lamb & Sons), a value that other types hold and the asked type does not ("有没有伊斯兰教的宗教
院校": none), "除了X以外", how many times one count is another, the top N groups ("4A景区最多的三个城市", "Top 3
counties in 台州市 by …"), "county or county-level city", a yes/no property named in English words ("a major hazard
source"), the part a value holds written before "in their business scope", a gloss of "level-3", 各类别, words that
only say the answer is on record ("数据里", "没有登记…", "登记为"), and the days a spreadsheet writes for an empty date
(1899-12-30, 1900-01-01), which are no earliest date; a county some rows write as its region code ("330682" for
上虞区). Expected values are read from the raw CSV files."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"


def _day(text: str) -> dt.date | None:
    for form in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return dt.datetime.strptime(text.strip(), form).date()
        except ValueError:
            pass
    return None


def test_names_written_short(affairqa_asker):
    stations = {r["name"]: r for r in read_csv(AQ / "加油站.csv")}
    assert "温岭建设燃气" not in stations
    result = affairqa_asker.ask("温岭建设燃气的法人是谁？")  # 温岭市建设燃气有限公司 without 市 and 有限公司
    assert right(result, [stations["温岭市建设燃气有限公司"]["legalRepresentative"]]), (result.values, result.notes)
    clinics = [r for r in read_csv(AQ / "医疗机构.csv") if r["name"].endswith("刘长贵口腔诊所")]
    assert len(clinics) == 1 and clinics[0]["name"] != "刘长贵口腔诊所"  # (杭州西湖…: a city and a district before it)
    for question in ("刘长贵口腔诊所 phone", "刘长贵口腔诊所的电话是多少？"):
        result = affairqa_asker.ask(question)
        assert right(result, [clinics[0]["phoneNumber"]]), (question, result.values, result.notes)
    area = {r["name"]: Decimal(r["area"]) for r in read_csv(AQ / "宗教场所.csv") if r["area"]}
    assert len([n for n in area if n.endswith("天童禅寺")]) == 1
    result = affairqa_asker.ask("杭州灵隐寺的占地面积比天童禅寺大多少？")  # (the second name right after 比)
    assert right(result, [str(area["杭州灵隐寺"] - area["宁波天童禅寺"])]), (result.values, result.notes)


def test_a_value_only_other_types_hold_restricts_to_none(affairqa_asker):
    schools = {r["religion"] for r in read_csv(AQ / "学校.csv")}
    places = {r["religion"] for r in read_csv(AQ / "宗教场所.csv")}
    assert "伊斯兰教" in places and "伊斯兰教" not in schools
    for question, gold in (("有没有伊斯兰教的宗教院校？", "否"), ("Is there any Islamic religious school?", "no")):
        result = affairqa_asker.ask(question)
        assert right(result, [gold]), (question, result.values, result.notes)
    result = affairqa_asker.ask("有没有道教的宗教院校？")  # (a value schools hold is read as before)
    assert right(result, ["是" if "道教" in schools else "否"]), (result.values, result.notes)


def test_all_but_one_value_and_the_ratio_of_two_counts(affairqa_asker):
    places = read_csv(AQ / "宗教场所.csv")
    result = affairqa_asker.ask("舟山市除了佛教以外的宗教场所一共有多少处？")
    assert right(result, [str(sum(r["city"] == "舟山市" and r["religion"] != "佛教" for r in places))]), (result.values, result.notes)
    agencies = Counter(r["city"] for r in read_csv(AQ / "旅行社.csv"))
    times = Decimal(agencies["宁波市"]) / Decimal(agencies["舟山市"])
    result = affairqa_asker.ask("宁波市的旅行社数量是舟山市的多少倍？保留两位小数。")
    assert right(result, [str(times.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))]), (result.values, result.notes)


def test_the_top_groups_and_the_county_level(affairqa_asker):
    spots = Counter(r["city"] for r in read_csv(AQ / "旅游景点.csv") if r["level"] == "AAAA")
    top = spots.most_common(4)
    assert top[2][1] > top[3][1]  # no tie at the cut
    result = affairqa_asker.ask("4A景区最多的三个城市")
    assert right(result, [c for c, _n in top[:3]]), (result.values, result.notes)
    places = read_csv(AQ / "宗教场所.csv")
    taizhou = Counter(r["county"] for r in places if r["city"] == "台州市").most_common(4)
    assert taizhou[2][1] > taizhou[3][1]
    result = affairqa_asker.ask("Top 3 counties in 台州市 by number of religious venues?")
    assert right(result, [c for c, _n in taizhou[:3]]), (result.values, result.notes)
    counties = Counter(r["county"] for r in places).most_common(2)
    assert counties[0][1] > counties[1][1]
    result = affairqa_asker.ask("Which county or county-level city has the most religious venues?")
    assert right(result, [counties[0][0]]), (result.values, result.notes)


def test_english_words_for_a_yes_no_property_a_held_part_and_a_glossed_level(affairqa_asker):
    stations = read_csv(AQ / "加油站.csv")
    result = affairqa_asker.ask("How many gas stations are classified as a major hazard source?")
    assert right(result, [str(sum(r["isMajorDangerSource"] == "是" for r in stations))]), (result.values, result.notes)
    agencies = read_csv(AQ / "旅行社.csv")
    gold = sum(r["city"] == "宁波市" and "出境" in r["businessScope"] for r in agencies)
    result = affairqa_asker.ask("How many travel agencies in 宁波市 have outbound travel (出境) in their business scope?")
    assert right(result, [str(gold)]), (result.values, result.notes)
    hospitals = [r["name"] for r in read_csv(AQ / "医疗机构.csv") if r["level"] == "三级" and "滨江区" in r["address"]]
    assert hospitals
    result = affairqa_asker.ask("List the level-3 (三级) hospitals whose address is in 滨江区.")
    assert right(result, hospitals), (result.values, result.notes)


def test_each_category_is_a_count_per_group(affairqa_asker):
    categories = Counter(r["category"] for r in read_csv(AQ / "医疗机构.csv") if r["category"])
    gold = [x for c, n in categories.most_common() for x in (c, str(n))]
    for question in ("医疗机构各类别分别有多少家？", "医疗机构各类别有多少家？"):  # (the second once answered the total)
        result = affairqa_asker.ask(question)
        assert right(result, gold), (question, result.values, result.notes)


def test_words_saying_the_answer_is_on_record(affairqa_asker, acme):
    associations = [r["name"] for r in read_csv(AQ / "协会.csv") if r["category"] == "省团体"]
    assert associations
    result = affairqa_asker.ask("类别登记为省团体的宗教团体有哪些？")
    assert right(result, associations), (result.values, result.notes)
    companies = read_csv(ACME / "Company.csv")
    result = acme.ask("数据里有德国的公司吗？")
    assert right(result, ["是" if any(r["country"] == "DE" for r in companies) else "否"]), (result.values, result.notes)
    represented = {c.strip() for r in read_csv(ACME / "Person.csv") for c in r["legalRepresentative"].split(";") if c.strip()}
    result = acme.ask("哪家公司没有登记法人代表？")
    assert right(result, [r["name"] for r in companies if r["name"] not in represented]), (result.values, result.notes)


def test_a_surname_with_an_apostrophe_names_its_company(acme):
    companies = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    ohara = [i for i, n in companies.items() if n.startswith("O'Hara")]
    assert len(ohara) == 1
    paid = [r for r in read_csv(ACME / "Company_fundTrans_Company.csv") if r["dstId"] == ohara[0]]
    total = sum(Decimal(r["transAmt"]) for r in paid if r["srcId"] == next(i for i, n in companies.items() if n == "Acme Motors"))
    result = acme.ask("How much money has Acme Motors paid O'Hara in total?")
    assert right(result, [str(total)]), (result.values, result.notes)
    before = sum(Decimal(r["transAmt"]) for r in paid if r["transDate"] < "20240301")
    result = acme.ask("2024年3月之前，O'Hara 一共收到了多少钱？")
    assert right(result, [str(before)]), (result.values, result.notes)


def test_a_spreadsheets_empty_date_is_no_earliest_date(affairqa_asker):
    placeholders = {dt.date(1899, 12, 30), dt.date(1899, 12, 31), dt.date(1900, 1, 1)}
    stations = [(d, r["name"]) for r in read_csv(AQ / "加油站.csv") if (d := _day(r["buildTime"])) is not None]
    assert any(d in placeholders for d, _n in stations)  # the data's side: placeholders are there
    known = sorted(x for x in stations if x[0] not in placeholders)
    assert known[0][0] < known[1][0]
    result = affairqa_asker.ask("成立最早的加油站是哪一家？")
    assert right(result, [known[0][1]]), (result.values, result.notes)
    bodies = sorted((d, r["name"]) for r in read_csv(AQ / "协会.csv")
                    if (d := _day(r["registrationTime"])) is not None and d not in placeholders)
    assert bodies[0][0] < bodies[1][0]
    result = affairqa_asker.ask("登记时间最早的宗教团体是哪个？")
    assert right(result, [bodies[0][1]]), (result.values, result.notes)


def test_a_value_written_as_the_code_of_the_region_it_names(affairqa_asker):
    codes = {r["id"] for r in read_csv(AQ / "行政区.csv") if r["name"] == "上虞区" and r["id"]}
    bodies = [r["county"] for r in read_csv(AQ / "协会.csv")]
    assert codes & set(bodies)  # the data's side: some rows write the county as its code
    result = affairqa_asker.ask("上虞区有几个宗教团体？")
    assert right(result, [str(sum(c == "上虞区" or c in codes for c in bodies))]), (result.values, result.notes)


def test_a_request_for_the_top_n_by_a_number(affairqa_asker, acme):
    """Round 63: "Give me the top 3 …", "What are the top 3 … by …" (the latter once refused as a rank past the first)."""
    cities = Counter(r["city"] for r in read_csv(AQ / "旅行社.csv")).most_common(4)
    assert cities[2][1] > cities[3][1]
    result = affairqa_asker.ask("Give me the top 3 cities by number of travel agencies.")
    assert right(result, [c for c, _n in cities[:3]]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    inflow = Counter()
    for r in read_csv(ACME / "Company_fundTrans_Company.csv"):
        inflow[names[r["dstId"]]] += Decimal(r["transAmt"])
    top = inflow.most_common(4)
    assert top[2][1] > top[3][1]
    result = acme.ask("What are the top 3 companies by total inflow?")
    assert right(result, [n for n, _v in top[:3]]), (result.values, result.notes)


def test_round_63_readings(affairqa_asker):
    """A whole count compared with a number ("有没有超过300处"), what the asker already has ("…我已经有了，那…"),
    省一级 and a bracket describing the words before it, "Round to a whole number"."""
    places = read_csv(AQ / "宗教场所.csv")
    n = sum(r["county"] == "温岭市" for r in places)
    for question, gold in (("温岭市的宗教场所有没有超过300处？", n > 300), ("温岭市的宗教场所是否少于300处？", n < 300),
                           (f"温岭市的宗教场所超过{n}处了吗？", False)):
        result = affairqa_asker.ask(question)
        assert right(result, ["是" if gold else "否"]), (question, result.values, result.notes)
    spots = read_csv(AQ / "旅游景点.csv")
    result = affairqa_asker.ask("杭州的4A景区数我已经有了，那宁波市的4A级景区有几个？")
    assert right(result, [str(sum(r["city"] == "宁波市" and r["level"] == "AAAA" for r in spots))]), (result.values, result.notes)
    bodies = [r["name"] for r in read_csv(AQ / "协会.csv") if r["category"] == "省团体"]
    result = affairqa_asker.ask("省一级的宗教团体（类别为省团体）有哪些？")  # (once the province of each, 浙江省)
    assert right(result, bodies), (result.values, result.notes)
    areas = [Decimal(r["buildingArea"]) for r in places if r["city"] == "宁波市" and r["religion"] == "天主教" and r["buildingArea"]]
    mean = (sum(areas) / len(areas)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    result = affairqa_asker.ask("What is the average building area of Catholic venues in 宁波市? Round to a whole number.")
    assert right(result, [str(mean)]), (result.values, result.notes)


def test_how_much_more_one_paid_the_other_than_it_was_paid(supplychain_asker):
    """Round 63: each side a clause naming both companies ("传化转给三角的钱比三角转给传化的多多少")."""
    sc = dataset("kag-supplychain") / "sources"
    ids = {r["name"]: r["id"] for r in read_csv(sc / "Company.csv")}
    a, b = ids["传化****限公司"], ids["三角***份限公司"]
    moves = read_csv(sc / "Company_fundTrans_Company.csv")
    sent = sum(Decimal(r["transAmt"]) for r in moves if r["srcId"] == a and r["dstId"] == b)
    back = sum(Decimal(r["transAmt"]) for r in moves if r["srcId"] == b and r["dstId"] == a)
    for question in ("How much more did 传化 send to 三角 than 三角 sent to 传化?", "传化转给三角的钱比三角转给传化的多多少？"):
        result = supplychain_asker.ask(question)
        assert right(result, [str(sent - back)]), (question, result.values, result.notes)


def test_ends_a_named_entitys_relation_reaches_among_those_values_keep(riskmining_asker):
    """Rounds 62 and 63: "How many gambling apps has 杜* developed?" (the apps counted restricted by the value), "Which
    gambling apps weren't released by 柏*?" (the gambling apps less those 柏* releases: the schema's rule, a share in a
    company holding the certificate the app uses)."""
    rm = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r["name"] for r in read_csv(rm / "Person.csv")}
    apps = {r["id"]: r for r in read_csv(rm / "App.csv")}
    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    held = {r["dst"] for r in read_csv(rm / "Person_holdShare_Company.csv") if people[r["src"]] == "柏*"}
    certs = {r["dst"] for r in read_csv(rm / "Company_hasCert_Cert.csv") if r["src"] in held}
    released = {a for a in gambling if apps[a]["useCert"] in certs}
    assert released and gambling - released
    for question in ("Which gambling apps weren't released by 柏*?", "Which gambling apps were not released by 柏*?"):
        result = riskmining_asker.ask(question)
        assert right(result, sorted(gambling - released)), (question, result.values, result.notes)
    # developed: the person's devices installing the app, more than 5 of them (the schema's rule)
    devices = {}
    for r in read_csv(rm / "Person_hasDevice_Device.csv"):
        devices.setdefault(r["dst"], set()).add(people[r["src"]])
    installs = Counter()
    for r in read_csv(rm / "Device.csv"):
        for app in {a.strip() for a in r.get("install", "").split(",") if a.strip()}:
            for person in devices.get(r["id"], ()):
                installs[person, app] += 1
    developed = {app for (person, app), n in installs.items() if person == "杜*" and n > 5}
    result = riskmining_asker.ask("How many gambling apps has 杜* developed?")
    assert right(result, [str(len(developed & gambling))]), (result.values, result.notes)


def test_who_makes_a_product_asks_the_companies(acme):
    """Round 63: "who makes synthetic rubber" (a who-question answered by companies, the product named by its last part)."""
    makers = sorted(r["name"] for r in read_csv(ACME / "Company.csv")
                    if any(p.strip().endswith("-Synthetic rubber") for p in r["product"].split(";")))
    assert makers
    result = acme.ask("who makes synthetic rubber")
    assert right(result, makers), (result.values, result.notes)


def test_how_many_times_as_many_in_english(affairqa_asker):
    """Round 64 (held out, wrong there): "how many times as many Buddhist venues as Catholic venues" once answered the
    Buddhist count alone (291); it is the first count over the second, and a ratio gets no other reading."""
    places = [r for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "杭州市"]
    buddhist, catholic = (sum(r["religion"] == x for r in places) for x in ("佛教", "天主教"))
    times = (Decimal(buddhist) / Decimal(catholic)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    result = affairqa_asker.ask("In 杭州市, how many times as many Buddhist venues as Catholic venues are there? Round to two decimals.")
    assert right(result, [str(times)]), (result.values, result.notes)


def test_a_name_written_by_its_parts_beside_a_value_is_no_answer_for_its_siblings(affairqa_asker):
    """Round 64 (held out, wrong there): "嘉通新能源公交东场那个加气站" names one station by two parts of its name; the reading
    by the operator alone gave the dates of all three of its stations. Now 公交东场 is unread: no answer."""
    stations = [r["name"] for r in read_csv(AQ / "加油站.csv") if "嘉通新能源" in r["name"]]
    assert len(stations) > 1 and sum("公交东场" in n for n in stations) == 1
    result = affairqa_asker.ask("嘉通新能源公交东场那个加气站是哪天成立的？")
    assert result.mode != "answer", result.values
