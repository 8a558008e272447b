"""Readings blind round 35 left unanswered: whether a named entity holds the values a yes/no question names
("X是三级医院吗？", "Is X a Christian school?", "X在杭州市吗？"), a Chinese name written by its last characters
("天童禅寺" for 宁波天童禅寺, "东栅站和岗山路站"), and the top N ("建筑面积排前三的宗教场所", "在校生最多的两所").
Every expected value is read from the raw CSV files with the csv module."""

from __future__ import annotations

from collections import Counter

from kagflow.solver.question_text import top_asked
from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"


def _yes(flag: bool) -> list[str]:
    return ["是" if flag else "否"]


def _top(rows: list[dict], column: str, n: int) -> list[str]:
    """The names ranked ``n`` or better by ``column`` (rank(): every row tied at the cut)."""
    valued = [(float(r[column]), r["name"]) for r in rows if r[column].strip()]
    cut = sorted((v for v, _ in valued), reverse=True)[n - 1]
    return sorted({name for v, name in valued if v >= cut})


def test_whether_a_named_entity_holds_the_values_the_question_names(affairqa_asker):
    (hospital,) = [r for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "浙江省肿瘤医院"]
    result = affairqa_asker.ask("浙江省肿瘤医院是三级医院吗？")
    assert right(result, _yes(hospital["level"] == "三级" and hospital["category"] == "医院")), (result.values, result.notes)
    (school,) = [r for r in read_csv(AQ / "学校.csv") if r["name"] == "浙江神学院"]
    result = affairqa_asker.ask("浙江神学院是佛教院校吗？")
    assert right(result, _yes(school["religion"] == "佛教")), (result.values, result.notes)
    result = affairqa_asker.ask("Is 浙江神学院 a Christian school?")  # (the glossary: Christian 基督教)
    assert right(result, _yes(school["religion"] == "基督教")), (result.values, result.notes)
    (place,) = [r for r in read_csv(AQ / "宗教场所.csv") if r["name"] == "宁波天童禅寺"]
    for city in ("宁波市", "杭州市"):  # (a city that is a region of its own as well)
        result = affairqa_asker.ask(f"宁波天童禅寺在{city}吗？")
        assert right(result, _yes(place["city"] == city)), (city, result.values, result.notes)


def test_a_chinese_name_written_by_its_last_characters(affairqa_asker):
    places = read_csv(AQ / "宗教场所.csv")
    ends = {short: [r for r in places if r["name"].endswith(short) and r["name"] != short] for short in ("天童禅寺", "阿育王寺")}
    assert all(len(rows) == 1 for rows in ends.values()), ends
    area = {short: float(rows[0]["area"]) for short, rows in ends.items()}
    assert area["天童禅寺"] != area["阿育王寺"]
    result = affairqa_asker.ask("天童禅寺和阿育王寺，哪个占地面积更大？")
    assert right(result, [ends[max(area, key=area.get)][0]["name"]]), (result.values, result.notes)
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["name"].endswith("东栅站")]
    assert len({r["name"] for r in stations}) == 1
    links = [l for l in affairqa_asker.link("东栅站有多少职工？") if l["method"] == "suffix"]
    assert [(l["text"], l["name"]) for l in links] == [("东栅站", stations[0]["name"])]


def test_a_stretch_ending_several_names_links_none(affairqa_asker):
    names = {r["name"] for r in read_csv(AQ / "加油站.csv")}
    endings = Counter(n[-4:] for n in names if len(n) > 6)
    shared = next(e for e, k in endings.most_common() if k >= 2 and e not in names)
    assert not [l for l in affairqa_asker.link(f"{shared}的职工有多少？") if l["method"] == "suffix"]


def test_a_common_phrase_ending_one_name_is_no_short_name(affairqa_asker):
    """"活动场所" ends exactly one name (…伊斯兰教活动场所), but what that name holds before it is no owner
    or place: it is the question's own words, and links nothing."""
    names = [r["name"] for r in read_csv(AQ / "宗教场所.csv") if r["name"].endswith("活动场所") and r["name"] != "活动场所"]
    assert names
    links = affairqa_asker.link("萧山区佛教协会所在的区里有多少座佛教寺庙和活动场所？")
    assert not [l for l in links if l["method"] == "suffix"], links


def test_the_top_n_keeps_every_entity_ranked_n_or_better(affairqa_asker):
    places = read_csv(AQ / "宗教场所.csv")
    result = affairqa_asker.ask("建筑面积排前三的宗教场所是哪几个？")
    assert right(result, _top(places, "buildingArea", 3)), (result.values, result.notes)
    schools = [r for r in read_csv(AQ / "学校.csv") if r["name"].strip()]
    result = affairqa_asker.ask("在校生最多的两所宗教院校是哪两所？")
    assert right(result, _top(schools, "studentCount", 2)), (result.values, result.notes)


def test_a_period_counted_from_the_start_is_no_top_n():
    assert top_asked("前3个月转出的资金有多少？") is None
    assert top_asked("前三季度一共转了几笔？") is None
    assert top_asked("Who is the third oldest person?") is None
    assert top_asked("Which three companies received the most money?")[0] == 3


def test_a_total_of_each_entitys_number_is_their_sum(affairqa_asker):
    """"一共有多少职工" of several stations: their 职工人数 added up (each station's was listed); the noun after
    the total's words names the property."""
    stations = {r["name"]: int(r["employeeCount"]) for r in read_csv(AQ / "加油站.csv")
                if r["manager"] == "郑善勇" and r["employeeCount"].strip()}
    assert len(stations) > 1
    result = affairqa_asker.ask("郑善勇负责的那几个加气站一共有多少职工？")
    assert right(result, [str(sum(stations.values()))]), (result.values, result.notes)
    schools = [r for r in read_csv(AQ / "学校.csv") if r["city"] == "宁波市" and r["studentCount"].strip()]
    assert len(schools) > 1
    result = affairqa_asker.ask("宁波市的宗教院校一共有多少学生？")
    assert right(result, [str(sum(int(r["studentCount"]) for r in schools))]), (result.values, result.notes)


def test_one_capitalised_word_begins_the_name_of_one_table_entity(acme):
    """"has Acme sent money": Acme Motors, the one Company of the source tables whose name it begins."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"
    names = {r["id"]: r["name"] for r in read_csv(root / "Company.csv")}
    assert [n for n in names.values() if n.startswith("Acme ")] == ["Acme Motors"]
    payees = {t["dstId"] for t in read_csv(root / "Company_fundTrans_Company.csv") if names[t["srcId"]] == "Acme Motors"}
    result = acme.ask("To how many different companies has Acme sent money?")
    assert right(result, [str(len(payees))]), (result.values, result.notes)


def test_an_average_age_reads_the_age_not_the_amounts(riskmining_asker):
    """r36: "the average age of the people 柏* has sent money to" was answered with the transfers' mean amount."""
    rm = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r for r in read_csv(rm / "Person.csv")}
    (payer,) = [i for i, r in people.items() if r["name"] == "柏*"]
    payees = {t["dst"] for t in read_csv(rm / "Person_fundTrans_Person.csv") if t["src"] == payer}
    ages = [int(people[p]["age"]) for p in payees if people[p]["age"].strip()]
    assert ages
    result = riskmining_asker.ask("What is the average age of the people 柏* has sent money to?")
    assert result.mode == "answer" and result.values and abs(float(result.values[0]) - sum(ages) / len(ages)) < 1e-9, (result.values, result.notes)
