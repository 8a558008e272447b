"""Readings blind round 95 (asked of d6fb616, before any look) found wrong or unread: a two-character value of a type the
reading reads that it drops ("几个不同的赌博类 App": before, every app counted; now refused), and the round's prefaces,
forms and wordings. Expected values from the raw CSV files."""

from __future__ import annotations

from collections import Counter

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def test_a_short_value_the_reading_drops_is_no_answer(riskmining_asker):
    names = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    devices = {r["dst"] for r in read_csv(RM / "Person_hasDevice_Device.csv") if names[r["src"]] == "裘**"}
    apps = {a.strip() for r in read_csv(RM / "Device.csv") if r["id"] in devices for a in r["install"].split(",") if a.strip()}
    marked = {r["id"] for r in read_csv(RM / "App.csv") if r["riskMark"] == "赌博"}
    assert apps & marked != apps  # (the data's side: the restriction matters)
    result = riskmining_asker.ask("裘** 名下所有设备上，一共装了几个不同的赌博类 App？")
    assert result.mode != "answer" or right(result, [str(len(apps & marked))]), (result.values, result.notes)


def test_the_round_s_prefaces_forms_and_wordings(affairqa_asker, acme, supplychain_asker):
    day = next(r["registrationTime"] for r in read_csv(AQ / "协会.csv") if r["name"] == "萧山区佛教协会")
    result = affairqa_asker.ask("我在写宗教团体的稿子，萧山区佛教协会是哪天登记的？按 年/月/日 给我就行。")
    assert right(result, [day]), (result.values, result.notes)
    danger = sorted(r["name"] for r in read_csv(AQ / "加油站.csv") if r["isMajorDangerSource"] == "是")
    result = affairqa_asker.ask("辖区里构成重大危险源的加油站是哪些？一个不落全列出来。")
    assert right(result, danger), (result.values, result.notes)
    islamic = sorted(r["name"] for r in read_csv(AQ / "宗教场所.csv") if r["religion"] == "伊斯兰教")
    result = affairqa_asker.ask("And the Islamic (伊斯兰教) religious sites themselves — list every one, please.")
    assert right(result, islamic), (result.values, result.notes)
    per = Counter(r["religion"] for r in read_csv(AQ / "协会.csv") if r["religion"].strip())
    result = affairqa_asker.ask('Could you break down the number of associations (协会) by religion? Give each as "religion: n" '
                                "(leave out rows with no religion).")
    assert right(result, [f"{k}: {v}" for k, v in per.items()]), (result.values, result.notes)
    clinics = read_csv(AQ / "医疗机构.csv")
    result = affairqa_asker.ask("服务人群这一栏有填写的医疗机构有多少家？")
    assert right(result, [str(sum(bool(r["servicePopulation"].strip()) for r in clinics))]), (result.values, result.notes)
    hospitals = Counter(r["level"] for r in clinics if r["category"] == "医院")
    result = affairqa_asker.ask("医院类别里一级的和二级的分别几家？按“级别: 数量”给。")
    assert right(result, [f"一级: {hospitals['一级']}", f"二级: {hospitals['二级']}"]), (result.values, result.notes)
    companies = read_csv(EXAMPLE / "sources" / "Company.csv")
    result = acme.ask("Hi, I'm putting together supplier fact sheets — quick one: which country is Fjord Steel AS based in? "
                      "Just the country code as it's listed is fine.")
    assert right(result, [next(r["country"] for r in companies if r["name"] == "Fjord Steel AS")]), (result.values, result.notes)
    result = acme.ask("Out of curiosity, how many of our companies were founded before 1960?")
    assert right(result, [str(sum(int(r["founded"]) < 1960 for r in companies))]), (result.values, result.notes)
    oldest = min(companies, key=lambda r: int(r["founded"]))
    result = acme.ask("Which company in the supplier base is the oldest (earliest founding year)?")
    assert right(result, [oldest["name"]]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in companies}
    rows = read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
    out = sum(int(r["transAmt"]) for r in rows if names[r["srcId"]] == "Acme Motors")
    into = sum(int(r["transAmt"]) for r in rows if names[r["dstId"]] == "Acme Motors")
    result = acme.ask("Acme Motors 的转出总额减去它收到的转入总额，差是多少？")
    assert right(result, [str(out - into)]), (result.values, result.notes)
    sc_names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    july = sum(int(r["transAmt"]) for r in read_csv(SC / "Company_fundTrans_Company.csv")
               if sc_names[r["srcId"]] == "传化****限公司" and r["transDate"].startswith("202307"))
    result = supplychain_asker.ask("传化****限公司 在 2023 年 7 月（含 7 月 1 日到 31 日）一共付出去多少钱？")
    assert right(result, [str(july)]), (result.values, result.notes)


def test_a_bracketed_alternative_inside_a_name_or_a_window_stays(affairqa_asker, supplychain_asker, riskmining_asker):
    """Re-asked over the whole bench, the round 93 and 95 readings first lost these; each is answered as before."""
    name = next(r["name"] for r in read_csv(AQ / "加油站.csv") if "加油(气)站" in r["name"].replace("（", "(").replace("）", ")"))
    licence = next(r["businessLicense"] for r in read_csv(AQ / "加油站.csv") if r["name"] == name)
    result = affairqa_asker.ask(f"{name}的经营许可证编号是什么？")  # (the name's own "(气)", never dropped)
    assert right(result, [licence]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    august = sum(int(r["transAmt"]) for r in read_csv(SC / "Company_fundTrans_Company.csv")
                 if names[r["dstId"]] == "传化****限公司" and r["transDate"].startswith("202308"))
    result = supplychain_asker.ask("传化****限公司 在2023年8月1日至2023年8月31日（含）期间收到的转账总额是多少？")
    assert right(result, [str(august)]), (result.values, result.notes)  # (a window's "（含）", never dropped)
    app = "com.oStEmG.may"
    cert = next(r["useCert"] for r in read_csv(RM / "App.csv") if r["id"] == app)
    companies = {r["id"]: r["name"] for r in read_csv(RM / "Company.csv")}
    holders = sorted({companies[r["src"]] for r in read_csv(RM / "Company_hasCert_Cert.csv") if r["dst"] == cert})
    result = riskmining_asker.ask(f"诈骗应用 {app} 使用的证书被哪些公司持有？")  # (the kind said before the app it names)
    assert holders and right(result, holders), (result.values, result.notes)
