#!/usr/bin/env python3
"""Round r23 blind plan benchmark: 50 questions, gold answers and planner-style plan attempts.

Gold answers are computed here with the csv module over the raw source tables of
kag-affairqa, kag-supplychain and kag-riskmining: exact cell strings, counts and sums as plain
integer strings, [] where the tables do not hold the asked fact. Anything relative to "now" is
computed as of 2023-10-15 (KAG's rules: date_diff(now, transDate) < N days). Every gold value is
checked to be non-empty, not a placeholder/code cell and unambiguous (unique entity rows, no
near-duplicate names, no ties in comparisons/superlatives).

Plans imitate KAG's planner at run time: the get_spo/get/count/sum/sort/compare dialect of
kag-affairqa/plans.json for AffairQA, and the Retrieval/Math/Deduce/output dialect of
kag-plans/plans.json for SupplyChain and RiskMining, with the planner's own words for
predicates and loose (sometimes wrong or missing) types. Each question has 2 or 3 attempts and
exactly one is marked "last" (the one KAG answers from; not always the final attempt listed, as
in KAG's own run logs).

Run from any directory; writes six JSON files into ../plans/ (relative to this file).
"""
import csv
import json
import re
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "plans"
ROUND = "r23"
AS_OF = date(2023, 10, 15)


def _data_root():
    for cand in [p / "shared" / "datasets" for p in HERE.parents] + [Path("/work/shared/datasets")]:
        if (cand / "kag-affairqa" / "sources").is_dir():
            return cand
    raise SystemExit("datasets not found (looked for shared/datasets above this file and /work/shared/datasets)")


DATA = _data_root()
AQ = DATA / "kag-affairqa" / "sources"
SC = DATA / "kag-supplychain" / "sources"
RM = DATA / "kag-riskmining" / "sources"

PLACEHOLDER = re.compile(r"^(ZJ-|zj-)|null|^UNKNOWN$|E\+\d+$|^1899-12-30$|^无$")


# ----------------------------------------------------------------------------- loading
_cache = {}


def table(path):
    """(header, column index of first occurrence, duplicated headers, rows as lists)."""
    if path not in _cache:
        with open(path, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.reader(fh))
        header = rows[0]
        idx = {}
        for i, h in enumerate(header):
            idx.setdefault(h, i)
        dups = {h for h, c in Counter(header).items() if c > 1}
        _cache[path] = (header, idx, dups, rows[1:])
    return _cache[path]


def col(path, name):
    _, idx, dups, _ = table(path)
    assert name in idx, (path.name, name)
    assert name not in dups, f"column {name} is duplicated in {path.name}"
    return idx[name]


def rows_of(path):
    return table(path)[3]


def rows_where(path, key_col, key):
    k = col(path, key_col)
    return [r for r in rows_of(path) if r[k] == key]


def good(v):
    return v != "" and not PLACEHOLDER.search(v)


def one(values):
    s = set(values)
    assert len(s) == 1, f"ambiguous or missing: {sorted(s)}"
    v = s.pop()
    assert good(v), f"empty/placeholder cell: {v!r}"
    return v


def ymd(v):
    m = re.fullmatch(r"(\d{4})/(\d{1,2})/(\d{1,2})", v)
    assert m, v
    return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))


def compact(v):
    assert re.fullmatch(r"\d{8}", v), v
    return date(int(v[:4]), int(v[4:6]), int(v[6:]))


def within_days(trans_date, days):
    """KAG's rule: date_diff(from_unix_time(now(), 'yyyyMMdd'), transDate) < days, now = AS_OF."""
    d = (AS_OF - compact(trans_date)).days
    assert d >= 0, trans_date
    return d < days


def unique_winner(vals):
    best = max(vals.values())
    win = [k for k, v in vals.items() if v == best]
    assert len(win) == 1, vals
    return win[0]


# ============================================================================= AffairQA gold
AQ_TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点", "旅行社", "行政区", "许可证"]


def aqp(t):
    return AQ / f"{t}.csv"


def aq_unique(t, name, near_ok=False):
    """The name must name exactly one row over all AffairQA tables, in table t."""
    hits = []
    for other in AQ_TABLES:
        hits += [other for r in rows_of(aqp(other)) if r[0] == name]
    assert hits == [t], f"{name}: {hits}"
    if not near_ok:
        near = [r[0] for r in rows_of(aqp(t)) if r[0] != name and (name in r[0] or (r[0] in name and len(r[0]) >= 4))]
        assert not near, f"{name}: near duplicates {near}"
    return name


def aq(t, name, attr):
    aq_unique(t, name)
    return [one(r[col(aqp(t), attr)] for r in rows_where(aqp(t), "name", name))]


def aq_empty(t, name, attr):
    aq_unique(t, name)
    rows = rows_where(aqp(t), "name", name)
    assert len(rows) == 1 and rows[0][col(aqp(t), attr)] == "", (name, attr)
    return []


GS = aqp("加油站")


def gs_where(attr, value):
    c = col(GS, attr)
    names = [r[0] for r in rows_of(GS) if r[c] == value]
    # also no case/spacing variant of the value elsewhere in the column
    variants = {r[c] for r in rows_of(GS) if r[c].lower().replace(" ", "") == value.lower()}
    assert variants == {value}, variants
    assert len(names) == 1, (attr, value, names)
    aq_unique("加油站", names[0], near_ok=True)
    return names[0]


def gs_licence(station):
    lic = aq("加油站", station, "businessLicense")[0]
    c = col(GS, "businessLicense")
    sharing = [r[0] for r in rows_of(GS) if r[c].lower() == lic.lower()]
    assert sharing == [station], f"licence {lic} shared by {sharing}"
    aq_unique("许可证", lic, near_ok=True)
    return lic


def g_aq_station_of_licence(lic):
    return [gs_where("businessLicense", lic)]


def g_aq_licence_date_of_manager(manager, attr):
    station = gs_where("manager", manager)
    lic = gs_licence(station)
    return [one(r[col(aqp("许可证"), attr)] for r in rows_where(aqp("许可证"), "name", lic))]


def g_aq_licence_date(station, attr):
    aq_unique("加油站", station)
    lic = gs_licence(station)
    return [one(r[col(aqp("许可证"), attr)] for r in rows_where(aqp("许可证"), "name", lic))]


def g_aq_station_attr_of_licence(lic, attr):
    station = gs_where("businessLicense", lic)
    gs_licence(station)
    return [one(r[col(GS, attr)] for r in rows_where(GS, "name", station))]


def g_aq_count_county(county):
    c = col(GS, "county")
    vals = {r[c] for r in rows_of(GS)}
    near = [v for v in vals if v != county and (county[:-1] in v or v[:2] == county[:2])]
    assert not near, f"county variants {near}"
    names = [r[0] for r in rows_of(GS) if r[c] == county]
    assert names and len(names) == len(set(names))
    return [str(len(names))]


def g_aq_count_religion(religion):
    c = col(aqp("宗教场所"), "religion")
    names = [r[0] for r in rows_of(aqp("宗教场所")) if r[c] == religion]
    assert names and len(names) == len(set(names))
    return [str(len(names))]


def g_aq_sum(t, names, attr):
    total = 0
    for n in names:
        v = aq(t, n, attr)[0]
        assert re.fullmatch(r"\d+", v), v
        total += int(v)
    return [str(total)]


def g_aq_earlier(t, names, attr):
    return [unique_winner({n: -ymd(aq(t, n, attr)[0]).toordinal() for n in names})]


def g_aq_more(t, names, attr):
    return [unique_winner({n: float(aq(t, n, attr)[0]) for n in names})]


def g_aq_max_in_county(county, attr):
    cc, ca = col(GS, "county"), col(GS, attr)
    rows = [r for r in rows_of(GS) if r[cc] == county]
    assert len(rows) >= 3
    win = unique_winner({r[0]: int(r[ca]) for r in rows})
    aq_unique("加油站", win, near_ok=True)
    return [win]


def g_aq_max_school(attr):
    ca = col(aqp("学校"), attr)
    vals = {r[0]: int(r[ca]) for r in rows_of(aqp("学校")) if r[ca] != ""}
    win = unique_winner(vals)
    # a school with an empty count must not be able to beat the winner: its total teacher count
    # (an upper bound for full-time professors) is below the winning value
    ct = col(aqp("学校"), "teacherCount")
    for r in rows_of(aqp("学校")):
        if r[ca] == "":
            assert attr == "professorCount" and int(r[ct]) < vals[win], r[0]
    aq_unique("学校", win, near_ok=True)
    return [win]


def g_aq_filter_county_danger(county):
    cc, cd = col(GS, "county"), col(GS, "isMajorDangerSource")
    rows = [r for r in rows_of(GS) if r[cc] == county]
    assert len(rows) >= 3
    out = [r[0] for r in rows if r[cd] == "是"]
    assert out
    for n in out:
        aq_unique("加油站", n, near_ok=True)
    return out


def g_aq_filter_assoc(category, religion):
    p = aqp("协会")
    cc, cr = col(p, "category"), col(p, "religion")
    out = [r[0] for r in rows_of(p) if r[cc] == category and r[cr] == religion]
    assert out
    for n in out:
        aq_unique("协会", n, near_ok=True)
    return out


# ============================================================================= SupplyChain gold
def sc_person(name):
    rows = rows_where(SC / "Person.csv", "name", name)
    assert len(rows) == 1, name
    # masked names that are a prefix of another person's name would be ambiguous
    others = [r[1] for r in rows_of(SC / "Person.csv") if r[1] != name and (r[1].rstrip("*") == name.rstrip("*"))]
    assert not others, (name, others)
    return rows[0]


def sc_reps(name):
    reps = sc_person(name)[col(SC / "Person.csv", "legalRepresentative")].split(",")
    out = list(dict.fromkeys(reps))
    for c in out:
        sc_company_row(c)
    return out


def sc_company_row(name):
    rows = rows_where(SC / "Company.csv", "name", name)
    assert len(rows) == 1, name
    return rows[0]


def sc_company_id(name):
    return sc_company_row(name)[0]


def sc_company_name(cid):
    rows = rows_where(SC / "Company.csv", "id", cid)
    assert len(rows) == 1, cid
    return rows[0][1]


def sc_products(cid, with_update):
    rows = rows_where(SC / "Company.csv", "id", cid)
    prods = rows[0][col(SC / "Company.csv", "product")]
    if with_update:
        upd = rows_where(SC / "CompanyUpdate.csv", "id", cid)
        if upd:
            prods = upd[0][col(SC / "CompanyUpdate.csv", "products")]
    return set(prods.split(","))


def sc_product_rows(pid):
    rows = rows_where(SC / "Product.csv", "id", pid)
    assert rows, pid
    return rows


def sc_supply_chain(pid):
    vals = one(r[col(SC / "Product.csv", "hasSupplyChain")] for r in sc_product_rows(pid))
    out = vals.split(",")
    assert len(out) == len(set(out))
    return out


def sc_trans():
    return rows_of(SC / "Company_fundTrans_Company.csv")  # srcId,dstId,transDate,transAmt


def legal_reps_of(company):
    c = col(SC / "Person.csv", "legalRepresentative")
    return [r[1] for r in rows_of(SC / "Person.csv") if company in r[c].split(",")]


def g_sc_age(name):
    return [one([sc_person(name)[col(SC / "Person.csv", "age")]])]


def g_sc_count_reps(name):
    return [str(len(sc_reps(name)))]


def g_sc_parent_product(pid):
    sc_product_rows(pid)
    parent = pid.rsplit("-", 1)[0]
    assert parent != pid
    sc_product_rows(parent)
    return [parent]


def g_sc_rep_age(company):
    sc_company_row(company)
    reps = legal_reps_of(company)
    assert len(reps) == 1, reps
    return g_sc_age(reps[0])


def g_sc_same_rep(company):
    sc_company_row(company)
    out = []
    for p in legal_reps_of(company):
        out += [c for c in sc_reps(p) if c != company and c not in out]
    assert out
    return out


def g_sc_main_supply(company, allow_empty=False):
    """mainSupply rule: o has a product downstream (hasSupplyChain) of one of s's products and o's
    transfers to s exceed 50% of s's total inflow. Checked with and without CompanyUpdate."""
    sid = sc_company_id(company)
    inflow = defaultdict(int)
    for r in sc_trans():
        if r[1] == sid:
            inflow[r[0]] += int(r[3])
    total = sum(inflow.values())
    results = []
    # robust to the data quirks: with/without CompanyUpdate.csv, and duplicate Product.csv rows
    # (several ids appear on 2-11 rows with different supply chains) merged by union or by
    # intersection; products missing from Product.csv have no supply chain
    for with_update in (False, True):
        for merge in (set.union, set.intersection):
            down = set()
            for p in sc_products(sid, with_update):
                rows = rows_where(SC / "Product.csv", "id", p)
                chains = [set(r[col(SC / "Product.csv", "hasSupplyChain")].split(",")) for r in rows]
                down |= merge(*chains) if chains else set()
            res = sorted(o for o, amt in inflow.items()
                         if sc_products(o, with_update) & down and amt * 1.0 / total > 0.5)
            results.append(res)
    assert all(r == results[0] for r in results) and (results[0] or allow_empty), results
    return [sc_company_name(o) for o in results[0]]


def g_sc_main_supplied_by(client):
    """Inverse of mainSupply: the companies s for which `client` is the main client."""
    out = [c for c in (sc_company_name(cid) for cid in sorted({r[1] for r in sc_trans()}))
           if client in g_sc_main_supply(c, allow_empty=True)]
    assert out
    return out


def g_sc_out_recent(company, days):
    cid = sc_company_id(company)
    rows = [r for r in sc_trans() if r[0] == cid]
    assert not [r for r in rows if (AS_OF - compact(r[2])).days == days], "boundary day"
    return [str(sum(int(r[3]) for r in rows if within_days(r[2], days)))]


def g_sc_in_recent(company, days):
    cid = sc_company_id(company)
    rows = [r for r in sc_trans() if r[1] == cid]
    assert not [r for r in rows if (AS_OF - compact(r[2])).days == days], "boundary day"
    return [str(sum(int(r[3]) for r in rows if within_days(r[2], days)))]


def g_sc_older(names):
    return [unique_winner({n: int(g_sc_age(n)[0]) for n in names})]


def g_sc_max_single_in(company):
    cid = sc_company_id(company)
    best = {}
    for r in sc_trans():
        if r[1] == cid:
            best[r[0]] = max(best.get(r[0], 0), int(r[3]))
    return [sc_company_name(unique_winner(best))]


def g_sc_event_no_date(event):
    rows = rows_where(SC / "ProductChainEvent.csv", "name", event)
    assert len(rows) == 1
    header = table(SC / "ProductChainEvent.csv")[0]
    assert not [h for h in header if re.search(r"date|time|day", h, re.I)], header
    return []


# ============================================================================= RiskMining gold
def rm_person_id(name):
    rows = rows_where(RM / "Person.csv", "name", name)
    assert len(rows) == 1, name
    return rows[0][0]


def rm_person_name(pid):
    rows = rows_where(RM / "Person.csv", "id", pid)
    assert len(rows) == 1
    return rows[0][col(RM / "Person.csv", "name")]


def rm_company_name(cid):
    rows = rows_where(RM / "Company.csv", "id", cid)
    assert len(rows) == 1
    n = rows[0][col(RM / "Company.csv", "name")]
    assert "娱乐" not in n, n  # the three masked **娱乐**公司 names are near-identical
    return n


def rm_trans():
    return rows_of(RM / "Person_fundTrans_Person.csv")  # src,dst,transDate,transAmt


def rm_devices(pid):
    return [r[1] for r in rows_of(RM / "Person_hasDevice_Device.csv") if r[0] == pid]


def rm_app(app_id, attr):
    return one(r[col(RM / "App.csv", attr)] for r in rows_where(RM / "App.csv", "id", app_id))


def rm_developers():
    """developed rule: (s)-[:hasDevice]->(d)-[:install]->(app), count(d) per (s, app) > 5."""
    inst = {r[0]: set(r[col(RM / "Device.csv", "install")].split(",")) for r in rows_of(RM / "Device.csv")}
    out = defaultdict(set)
    for pid in {r[0] for r in rows_of(RM / "Person_hasDevice_Device.csv")}:
        cnt = Counter()
        for d in set(rm_devices(pid)):
            for a in inst[d]:
                cnt[a] += 1
        out[pid] = {a for a, n in cnt.items() if n > 5}
    return out


def rm_gambling_apps():
    c = col(RM / "App.csv", "riskMark")
    return {r[0] for r in rows_of(RM / "App.csv") if "赌博" in r[c]}


def g_rm_person(name, attr):
    rm_person_id(name)
    return [one(r[col(RM / "Person.csv", attr)] for r in rows_where(RM / "Person.csv", "name", name))]


def g_rm_gambling_bosses():
    gamb = rm_gambling_apps()
    dev = rm_developers()
    app_cert = {r[0]: r[col(RM / "App.csv", "useCert")] for r in rows_of(RM / "App.csv")}
    comp_certs = defaultdict(set)
    for r in rows_of(RM / "Company_hasCert_Cert.csv"):
        comp_certs[r[0]].add(r[1])
    shares = defaultdict(set)
    for r in rows_of(RM / "Person_holdShare_Company.csv"):
        shares[r[0]].add(r[1])
    paid = defaultdict(set)
    for r in rm_trans():
        paid[r[0]].add(r[1])
    bosses = []
    for s in sorted(shares, key=int):
        released = {a for a, cert in app_cert.items() if any(cert in comp_certs[c] for c in shares[s])}
        if any(a in gamb and a in dev[u] for a in released for u in paid[s]):
            bosses.append(s)
    assert bosses
    return [rm_person_name(p) for p in bosses]


def g_rm_developed(name):
    apps = rm_developers()[rm_person_id(name)]
    assert apps
    return [r[0] for r in rows_of(RM / "App.csv") if r[0] in apps]  # App.csv row order


def g_rm_app_cert(app_id):
    cert = rm_app(app_id, "useCert")
    assert rows_where(RM / "Cert.csv", "certNum", cert)
    return [cert]


def g_rm_owners_of_umid(umid):
    devs = rows_where(RM / "Device.csv", "umid", umid)
    assert len(devs) == 1
    pids = sorted({r[0] for r in rows_of(RM / "Person_hasDevice_Device.csv") if r[1] == devs[0][0]}, key=int)
    assert pids
    return [rm_person_name(p) for p in pids]


def g_rm_device_umid(name):
    devs = rm_devices(rm_person_id(name))
    assert len(devs) == 1
    return [one(r[col(RM / "Device.csv", "umid")] for r in rows_where(RM / "Device.csv", "id", devs[0]))]


def g_rm_cert_holders(app_id):
    cert = g_rm_app_cert(app_id)[0]
    holders = sorted({r[0] for r in rows_of(RM / "Company_hasCert_Cert.csv") if r[1] == cert}, key=int)
    assert holders
    return [rm_company_name(h) for h in holders]


def g_rm_count_devices(name):
    d = rm_devices(rm_person_id(name))
    assert d and len(d) == len(set(d))
    return [str(len(d))]


def g_rm_out_recent(name, days):
    pid = rm_person_id(name)
    rows = [r for r in rm_trans() if r[0] == pid]
    assert not [r for r in rows if (AS_OF - compact(r[2])).days == days], "boundary day"
    return [str(sum(int(r[3]) for r in rows if within_days(r[2], days)))]


def g_rm_count_trans(src, dst):
    s, d = rm_person_id(src), rm_person_id(dst)
    n = len([r for r in rm_trans() if r[0] == s and r[1] == d])
    assert n
    return [str(n)]


def g_rm_more_received(src, dsts):
    s = rm_person_id(src)
    tot = {d: sum(int(r[3]) for r in rm_trans() if r[0] == s and r[1] == rm_person_id(d)) for d in dsts}
    return [unique_winner(tot)]


def g_rm_oldest_recipient(src):
    s = rm_person_id(src)
    dst = {r[1] for r in rm_trans() if r[0] == s}
    ages = {rm_person_name(d): int(rows_where(RM / "Person.csv", "id", d)[0][col(RM / "Person.csv", "age")]) for d in dst}
    return [unique_winner(ages)]


def g_rm_no_legal_rep(company):
    rows = rows_where(RM / "Company.csv", "name", company)
    assert len(rows) == 1
    header = table(RM / "Company.csv")[0]
    assert not [h for h in header if "legal" in h.lower() or "rep" in h.lower()], header
    return []


# ============================================================================= questions + plans
# Q(lang, shape, question, gold thunk, [plan, ...], last=index of the attempt KAG answered from)


def Q(lang, shape, question, gold, plans, last=-1):
    assert 2 <= len(plans) <= 3
    return {"lang": lang, "shape": shape, "question": question, "gold": gold, "plans": plans,
            "last": last % len(plans)}


# ----------------------------------------------------------------------------- AffairQA (get_spo)
AFFAIRQA = [
    # 01
    Q("zh", "property", "浙江省道教协会是哪一天登记的？",
      lambda: aq("协会", "浙江省道教协会", "registrationTime"), [
"""Step1: 查询浙江省道教协会的成立时间
Action1: get_spo(s=s1:Entity[浙江省道教协会] ,p=p1:成立时间,o=o1:Entity ,sub_query= 查询浙江省道教协会的成立时间)
Step2: 输出成立时间
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出成立时间)""",
"""Step1: 查询浙江省道教协会的登记时间
Action1: get_spo(s=s1:协会[浙江省道教协会] ,p=p1:登记时间,o=o1:Entity ,sub_query=查询浙江省道教协会的登记时间  )
Step2: output `浙江省道教协会是哪一天登记的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省道教协会是哪一天登记的？` answer:)""",
    ]),
    # 02
    Q("zh", "property", "杭州佛学院的学制是什么？",
      lambda: aq("学校", "杭州佛学院", "schoolSystem"), [
"""Step1: 查询杭州佛学院的办学层次
Action1: get_spo(s=s1:学校[杭州佛学院] ,p=p1:批准办学层次,o=o1:Entity ,sub_query= 查询杭州佛学院的办学层次)
Step2: output `为了确定杭州佛学院的学制，需要先了解其办学层次。因此，下一步的检索问题可以是： “杭州佛学院的办学层次和学制是什么？”` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `为了确定杭州佛学院的学制，需要先了解其办学层次。因此，下一步的检索问题可以是：
“杭州佛学院的办学层次和学制是什么？”` answer:)""",
"""Step1: 查询杭州佛学院的学制
Action1: get_spo(s=s1:Entity[杭州佛学院] ,p=p1:学制,o=o1:Entity ,sub_query=查询杭州佛学院的学制  )
Step2: output `杭州佛学院的学制是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州佛学院的学制是什么？` answer:)""",
    ]),
    # 03
    Q("zh", "property", "杭州湘仪医院属于哪一类医疗机构？",
      lambda: aq("医疗机构", "杭州湘仪医院", "category"), [
"""Step1: 查询杭州湘仪医院的级别
Action1: get_spo(s=s1:医疗机构[杭州湘仪医院] ,p=p1:级别,o=o1:Entity ,sub_query= 查询杭州湘仪医院的级别)
Step2: output `杭州湘仪医院属于哪一类医疗机构？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州湘仪医院属于哪一类医疗机构？` answer:)""",
"""Step1: 查询杭州湘仪医院的机构类别
Action1: get_spo(s=s1:医疗机构[杭州湘仪医院] ,p=p1:机构类别,o=o1:Entity ,sub_query=查询杭州湘仪医院的机构类别  )
Step2: output `杭州湘仪医院属于哪一类医疗机构？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州湘仪医院属于哪一类医疗机构？` answer:)""",
    ]),
    # 04
    Q("zh", "property", "杭州市余杭区径山万寿禅寺的批准日期是哪一天？",
      lambda: aq("宗教场所", "杭州市余杭区径山万寿禅寺", "approvalDate"), [
"""Step1: 查询杭州市余杭区径山万寿禅寺的登记时间
Action1: get_spo(s=s1:Entity[杭州市余杭区径山万寿禅寺] ,p=p1:登记时间,o=o1:Entity ,sub_query= 查询杭州市余杭区径山万寿禅寺的登记时间)
Step2: output `杭州市余杭区径山万寿禅寺的批准日期是哪一天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州市余杭区径山万寿禅寺的批准日期是哪一天？` answer:)""",
"""Step1: 查询杭州市余杭区径山万寿禅寺的批准单位
Action1: get_spo(s=s1:宗教场所[杭州市余杭区径山万寿禅寺] ,p=p1:批准单位,o=o1:Entity ,sub_query= 查询杭州市余杭区径山万寿禅寺的批准单位)
Step2: 查询杭州市余杭区径山万寿禅寺的批准日期
Action2: get_spo(s=s1:宗教场所[杭州市余杭区径山万寿禅寺] ,p=p2:批准日期,o=o2:Entity ,sub_query= 查询杭州市余杭区径山万寿禅寺的批准日期)
Step3: output `杭州市余杭区径山万寿禅寺的批准日期是哪一天？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `杭州市余杭区径山万寿禅寺的批准日期是哪一天？` answer:)""",
    ]),
    # 05
    Q("zh", "property", "仙居中国旅行社有限公司的地址在哪里？",
      lambda: aq("旅行社", "仙居中国旅行社有限公司", "address"), [
"""Step1: 查询仙居中国旅行社有限公司的具体地址
Action1: get_spo(s=s1:Entity[仙居中国旅行社有限公司] ,p=p1:地址,o=o1:Entity ,sub_query=查询仙居中国旅行社有限公司的具体地址  )
Step2: output `仙居中国旅行社有限公司的地址在哪里？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `仙居中国旅行社有限公司的地址在哪里？` answer:)""",
"""Step1: 查询仙居中国旅行社有限公司的经营场所
Action1: get_spo(s=s1:旅行社[仙居中国旅行社有限公司] ,p=p1:经营场所,o=o1:Entity ,sub_query= 查询仙居中国旅行社有限公司的经营场所)
Step2: 输出经营场所
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出经营场所)""",
    ], last=0),
    # 06
    Q("zh", "property", "浙江华气能源开发有限公司的法定代表人是谁？",
      lambda: aq("加油站", "浙江华气能源开发有限公司", "legalRepresentative"), [
"""Step1: 查询浙江华气能源开发有限公司的负责人
Action1: get_spo(s=s1:Entity[浙江华气能源开发有限公司] ,p=p1:负责人,o=o1:Entity ,sub_query= 查询浙江华气能源开发有限公司的负责人)
Step2: 输出负责人
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出负责人)""",
"""Step1: 访问国家企业信用信息公示系统
Action1: get_spo(s=s1:Entity ,p=p1:查询,o=o1:Entity ,sub_query= 访问国家企业信用信息公示系统)
Step2: 获取浙江华气能源开发有限公司的法定代表人
Action2: get_spo(s=o1:Entity ,p=p2:法定代表人,o=o2:Entity ,sub_query= 获取浙江华气能源开发有限公司的法定代表人)
Step3: 输出法定代表人
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出法定代表人)""",
"""Step1: 查询浙江华气能源开发有限公司的法定代表人
Action1: get_spo(s=s1:Entity[浙江华气能源开发有限公司] ,p=p1:法定代表人,o=o1:Entity ,sub_query=查询浙江华气能源开发有限公司的法定代表人  )
Step2: output `浙江华气能源开发有限公司的法定代表人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江华气能源开发有限公司的法定代表人是谁？` answer:)""",
    ]),
    # 07
    Q("zh", "relation", "法定代表人是胡玲玲的加油站是哪一家？",
      lambda: [gs_where("legalRepresentative", "胡玲玲")], [
"""Step1: 查询胡玲玲担任法定代表人的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:法定代表人,o=o1:Entity[胡玲玲] ,sub_query=查询胡玲玲担任法定代表人的加油站  )
Step2: output `法定代表人是胡玲玲的加油站是哪一家？` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `法定代表人是胡玲玲的加油站是哪一家？` answer:)""",
"""Step1: 查询胡玲玲的任职信息
Action1: get_spo(s=s1:人物[胡玲玲] ,p=p1:任职,o=o1:Entity ,sub_query= 查询胡玲玲的任职信息)
Step2: output `为了找到法定代表人是胡玲玲的加油站，需要先确认胡玲玲在哪些公司任职。因此，下一步的检索问题是： “胡玲玲是哪家加油站的法定代表人？”` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `为了找到法定代表人是胡玲玲的加油站，需要先确认胡玲玲在哪些公司任职。因此，下一步的检索问题是：
“胡玲玲是哪家加油站的法定代表人？”` answer:)""",
    ], last=0),
    # 08
    Q("zh", "relation", "浙江神学院位于哪个区县？",
      lambda: aq("学校", "浙江神学院", "county"), [
"""Step1: 查询浙江神学院的地址
Action1: get_spo(s=s1:Entity[浙江神学院] ,p=p1:地址,o=o1:Entity ,sub_query= 查询浙江神学院的地址)
Step2: output `浙江神学院位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江神学院位于哪个区县？` answer:)""",
"""Step1: 确认浙江神学院是否位于杭州市
Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:所在城市,o=o1:Entity[杭州市] ,sub_query=确认浙江神学院是否位于杭州市)
Step2: 查询浙江神学院所在的区县
Action2: get_spo(s=s1:学校[浙江神学院] ,p=p2:所在区县,o=o2:行政区 ,sub_query= 查询浙江神学院所在的区县)
Step3: output `浙江神学院位于哪个区县？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `浙江神学院位于哪个区县？` answer:)""",
"""Step1: 查询浙江神学院所在的区县
Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询浙江神学院所在的区县  )
Step2: output `浙江神学院位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江神学院位于哪个区县？` answer:)""",
    ]),
    # 09
    Q("en", "relation", "Which gas station holds the licence 浙201602020003J?",
      lambda: g_aq_station_of_licence("浙201602020003J"), [
"""Step1: Find the issuing authority of licence 浙201602020003J
Action1: get_spo(s=s1:License[浙201602020003J] ,p=p1:issuingAuthority,o=o1:Entity ,sub_query= Find the issuing authority of licence 浙201602020003J)
Step2: output `Which gas station holds the licence 浙201602020003J?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which gas station holds the licence 浙201602020003J?` answer:)""",
"""Step1: Find the gas station whose business licence is 浙201602020003J
Action1: get_spo(s=s1:GasStation ,p=p1:businessLicense,o=o1:License[浙201602020003J] ,sub_query=Find the gas station whose business licence is 浙201602020003J  )
Step2: output `Which gas station holds the licence 浙201602020003J?` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `Which gas station holds the licence 浙201602020003J?` answer:)""",
    ]),
    # 10
    Q("zh", "two-hop", "负责人为宋伟的加油站，其经营许可证什么时候失效？",
      lambda: g_aq_licence_date_of_manager("宋伟", "invalidDate"), [
"""Step1: 查询负责人为宋伟的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:负责人,o=o1:Entity[宋伟] ,sub_query= 查询负责人为宋伟的加油站)
Step2: 查询该加油站的失效日期
Action2: get_spo(s=s1:加油站 ,p=p2:失效日期,o=o2:Entity ,sub_query= 查询该加油站的失效日期)
Step3: 输出失效日期
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出失效日期)""",
"""Step1: 查询负责人为宋伟的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:负责人,o=o1:Entity[宋伟] ,sub_query=查询负责人为宋伟的加油站  )
Step2: 查询该加油站持有的经营许可证
Action2: get_spo(s=s1:加油站 ,p=p2:经营许可证,o=o2:许可证 ,sub_query=查询该加油站持有的经营许可证  )
Step3: 查询该经营许可证的失效日期
Action3: get_spo(s=o2:许可证 ,p=p3:失效日期,o=o3:Entity ,sub_query=查询该经营许可证的失效日期  )
Step4: output `负责人为宋伟的加油站，其经营许可证什么时候失效？` answer:
Action4: get(alias_name=o3,alias_name_set=[o3],sub_query=output `负责人为宋伟的加油站，其经营许可证什么时候失效？` answer:)""",
    ]),
    # 11
    Q("zh", "two-hop", "许可证201802000009J对应的加气站是哪一天成立的？",
      lambda: g_aq_station_attr_of_licence("201802000009J", "buildTime"), [
"""Step1: 查询许可证201802000009J的生效日期
Action1: get_spo(s=s1:许可证[201802000009J] ,p=p1:生效日期,o=o1:Entity ,sub_query=查询许可证201802000009J的生效日期  )
Step2: output `许可证201802000009J对应的加气站是哪一天成立的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201802000009J对应的加气站是哪一天成立的？` answer:)""",
"""Step1: 查询持有许可证201802000009J的加气站
Action1: get_spo(s=s1:加油站 ,p=p1:持有许可证,o=o1:许可证[201802000009J] ,sub_query=查询持有许可证201802000009J的加气站  )
Step2: 查询该加气站的成立日期
Action2: get_spo(s=s1:加油站 ,p=p2:成立日期,o=o2:Entity ,sub_query=查询该加气站的成立日期  )
Step3: output `许可证201802000009J对应的加气站是哪一天成立的？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `许可证201802000009J对应的加气站是哪一天成立的？` answer:)""",
    ]),
    # 12
    Q("zh", "two-hop", "宁波兴光燃气集团有限公司永安加气站的经营许可证是从哪一天开始生效的？",
      lambda: g_aq_licence_date("宁波兴光燃气集团有限公司永安加气站", "effectiveDate"), [
"""Step1: 查询宁波兴光燃气集团有限公司永安加气站的经营许可证号
Action1: get_spo(s=s1:Entity[宁波兴光燃气集团有限公司永安加气站] ,p=p1:经营许可证号,o=o1:Entity ,sub_query= 查询宁波兴光燃气集团有限公司永安加气站的经营许可证号)
Step2: 输出经营许可证号
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出经营许可证号)""",
"""Step1: 查询宁波兴光燃气集团有限公司永安加气站的成立日期
Action1: get_spo(s=s1:加油站[宁波兴光燃气集团有限公司永安加气站] ,p=p1:成立日期,o=o1:Entity ,sub_query= 查询宁波兴光燃气集团有限公司永安加气站的成立日期)
Step2: 查询宁波兴光燃气集团有限公司永安加气站的经营许可证
Action2: get_spo(s=s1:加油站[宁波兴光燃气集团有限公司永安加气站] ,p=p2:经营许可证,o=o2:许可证 ,sub_query= 查询宁波兴光燃气集团有限公司永安加气站的经营许可证)
Step3: 查询该许可证的生效日期
Action3: get_spo(s=o2:许可证 ,p=p3:生效日期,o=o3:Entity ,sub_query= 查询该许可证的生效日期)
Step4: output `宁波兴光燃气集团有限公司永安加气站的经营许可证是从哪一天开始生效的？` answer:
Action4: get(alias_name=o3,alias_name_set=[o3],sub_query=output `宁波兴光燃气集团有限公司永安加气站的经营许可证是从哪一天开始生效的？` answer:)""",
"""Step1: 查询宁波兴光燃气集团有限公司永安加气站的经营许可证
Action1: get_spo(s=s1:Entity[宁波兴光燃气集团有限公司永安加气站] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询宁波兴光燃气集团有限公司永安加气站的经营许可证  )
Step2: 查询该许可证的生效时间
Action2: get_spo(s=o1:许可证 ,p=p2:生效时间,o=o2:Entity ,sub_query=查询该许可证的生效时间  )
Step3: output `宁波兴光燃气集团有限公司永安加气站的经营许可证是从哪一天开始生效的？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波兴光燃气集团有限公司永安加气站的经营许可证是从哪一天开始生效的？` answer:)""",
    ], last=1),
    # 13
    Q("zh", "count", "镇海区一共有多少座加油站？",
      lambda: g_aq_count_county("镇海区"), [
"""Step1: 查询位于镇海区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:位于,o=o1:Entity[镇海区] ,sub_query= 查询位于镇海区的加油站)
Step2: 输出加油站
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= 输出加油站)""",
"""Step1: 查询所在区县为镇海区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在区县,o=o1:行政区[镇海区] ,sub_query=查询所在区县为镇海区的加油站  )
Step2: 统计加油站数量
Action2: count(alias_name=count1,set=s1,sub_query=统计加油站数量)
Step3: output `镇海区一共有多少座加油站？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `镇海区一共有多少座加油站？` answer:)""",
    ]),
    # 14
    Q("en", "count", "How many religious sites in the data belong to Islam (伊斯兰教)?",
      lambda: g_aq_count_religion("伊斯兰教"), [
"""Step1: Find the religious sites whose religion is 伊斯兰教
Action1: get_spo(s=s1:ReligiousPlace ,p=p1:religion,o=o1:Entity[伊斯兰教] ,sub_query=Find the religious sites whose religion is 伊斯兰教  )
Step2: Count the religious sites found in Step1
Action2: count(alias_name=count1,set=s1,sub_query=Count the religious sites found in Step1)
Step3: output `How many religious sites in the data belong to Islam (伊斯兰教)?` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `How many religious sites in the data belong to Islam (伊斯兰教)?` answer:)""",
"""Step1: Find the Islamic associations in Zhejiang
Action1: get_spo(s=s1:Association ,p=p1:religion,o=o1:Entity[伊斯兰教] ,sub_query= Find the Islamic associations in Zhejiang)
Step2: Find the mosques managed by these associations
Action2: get_spo(s=s1:Association ,p=p2:manages,o=o2:ReligiousPlace ,sub_query= Find the mosques managed by these associations)
Step3: Count the mosques
Action3: count(alias_name=count1,set=o2,sub_query= Count the mosques)""",
    ], last=0),
    # 15
    Q("zh", "sum", "浙江神学院和浙江慈云佛学院的教师人数一共是多少？",
      lambda: g_aq_sum("学校", ["浙江神学院", "浙江慈云佛学院"], "teacherCount"), [
"""Step1: 查询浙江神学院的专职教师人数
Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:专职教师人数,o=o1:Entity ,sub_query= 查询浙江神学院的专职教师人数)
Step2: 查询浙江慈云佛学院的专职教师人数
Action2: get_spo(s=s2:学校[浙江慈云佛学院] ,p=p2:专职教师人数,o=o2:Entity ,sub_query= 查询浙江慈云佛学院的专职教师人数)
Step3: 计算两者之和
Action3: sum(o1,o2)->sum1
Step4: 输出结果
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query= 输出结果)""",
"""Step1: 查询浙江神学院的教师人数
Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:教师人数,o=o1:Entity ,sub_query=查询浙江神学院的教师人数  )
Step2: 查询浙江慈云佛学院的教师人数
Action2: get_spo(s=s2:学校[浙江慈云佛学院] ,p=p2:教师人数,o=o2:Entity ,sub_query=查询浙江慈云佛学院的教师人数  )
Step3: 计算两所学校教师人数之和
Action3: sum(o1,o2)->sum1
Step4: output `浙江神学院和浙江慈云佛学院的教师人数一共是多少？` answer:
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `浙江神学院和浙江慈云佛学院的教师人数一共是多少？` answer:)""",
    ]),
    # 16
    Q("zh", "sum", "宁海县浙能油气发展有限公司加气母站和宁海县浙能油气发展有限公司冠庄加气站的职工人数加起来是多少？",
      lambda: g_aq_sum("加油站", ["宁海县浙能油气发展有限公司加气母站", "宁海县浙能油气发展有限公司冠庄加气站"], "employeeCount"), [
"""Step1: 查询宁海县浙能油气发展有限公司下属的加气站
Action1: get_spo(s=s1:Entity[宁海县浙能油气发展有限公司] ,p=p1:下属加气站,o=o1:加油站 ,sub_query= 查询宁海县浙能油气发展有限公司下属的加气站)
Step2: 查询各加气站的职工人数
Action2: get_spo(s=o1:加油站 ,p=p2:职工人数,o=o2:Entity ,sub_query= 查询各加气站的职工人数)
Step3: 统计职工人数
Action3: count(alias_name=count1,set=o2,sub_query= 统计职工人数)""",
"""Step1: 查询宁海县浙能油气发展有限公司加气母站的职工人数
Action1: get_spo(s=s1:加油站[宁海县浙能油气发展有限公司加气母站] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询宁海县浙能油气发展有限公司加气母站的职工人数)
Step2: 查询宁海县浙能油气发展有限公司冠庄加气站的职工人数
Action2: get_spo(s=s2:加油站[宁海县浙能油气发展有限公司冠庄加气站] ,p=p2:职工人数,o=o2:Entity ,sub_query=查询宁海县浙能油气发展有限公司冠庄加气站的职工人数)
Step3: 计算两个加气站职工人数之和
Action3: sum(o1,o2)->sum1
Step4: output `两个加气站的职工人数加起来是多少？` answer:
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `两个加气站的职工人数加起来是多少？` answer:)""",
    ]),
    # 17
    Q("zh", "comparison", "诸暨市赵家液化石油气贮罐站和杭州华燃燃气开发应用有限公司绍兴路加气站，哪一个成立得更早？",
      lambda: g_aq_earlier("加油站", ["诸暨市赵家液化石油气贮罐站", "杭州华燃燃气开发应用有限公司绍兴路加气站"], "buildTime"), [
"""Step1: 查询诸暨市赵家液化石油气贮罐站的成立日期
Action1: get_spo(s=s1:加油站[诸暨市赵家液化石油气贮罐站] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询诸暨市赵家液化石油气贮罐站的成立日期)
Step2: 查询杭州华燃燃气开发应用有限公司绍兴路加气站的成立日期
Action2: get_spo(s=s2:加油站[杭州华燃燃气开发应用有限公司绍兴路加气站] ,p=p2:成立日期,o=o2:Entity ,sub_query=查询杭州华燃燃气开发应用有限公司绍兴路加气站的成立日期)
Step3: 比较两者的成立日期，找出更早的一个
Action3: compare(set=[o1,o2], op=min)""",
"""Step1: 查询诸暨市赵家液化石油气贮罐站的成立时间
Action1: get_spo(s=s1:Entity[诸暨市赵家液化石油气贮罐站] ,p=p1:成立时间,o=o1:Entity ,sub_query= 查询诸暨市赵家液化石油气贮罐站的成立时间)
Step2: 查询杭州华燃燃气开发应用有限公司绍兴路加气站的成立时间
Action2: get_spo(s=s2:Entity[杭州华燃燃气开发应用有限公司绍兴路加气站] ,p=p2:成立时间,o=o2:Entity ,sub_query= 查询杭州华燃燃气开发应用有限公司绍兴路加气站的成立时间)
Step3: 输出两个加油站的成立时间
Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query= 输出两个加油站的成立时间)""",
    ], last=0),
    # 18
    Q("en", "comparison", "Which school has more full-time professors, 杭州佛学院 or 浙江神学院?",
      lambda: g_aq_more("学校", ["杭州佛学院", "浙江神学院"], "professorCount"), [
"""Step1: Find the number of teachers of 杭州佛学院
Action1: get_spo(s=s1:School[杭州佛学院] ,p=p1:teacherCount,o=o1:Entity ,sub_query= Find the number of teachers of 杭州佛学院)
Step2: Find the number of teachers of 浙江神学院
Action2: get_spo(s=s2:School[浙江神学院] ,p=p2:teacherCount,o=o2:Entity ,sub_query= Find the number of teachers of 浙江神学院)
Step3: Compare the two numbers
Action3: compare(set=[o1,o2], op=max)""",
"""Step1: Find the number of full-time professors of 杭州佛学院
Action1: get_spo(s=s1:School[杭州佛学院] ,p=p1:professorCount,o=o1:Entity ,sub_query=Find the number of full-time professors of 杭州佛学院  )
Step2: Find the number of full-time professors of 浙江神学院
Action2: get_spo(s=s2:School[浙江神学院] ,p=p2:professorCount,o=o2:Entity ,sub_query=Find the number of full-time professors of 浙江神学院  )
Step3: Compare the two numbers and keep the school with more professors
Action3: compare(set=[o1,o2], op=max)
Step4: output `Which school has more full-time professors, 杭州佛学院 or 浙江神学院?` answer:
Action4: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `Which school has more full-time professors, 杭州佛学院 or 浙江神学院?` answer:)""",
    ]),
    # 19
    Q("zh", "superlative", "南湖区的加油站中，职工人数最多的是哪一家？",
      lambda: g_aq_max_in_county("南湖区", "employeeCount"), [
"""Step1: 查询南湖区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:位于,o=o1:Entity[南湖区] ,sub_query= 查询南湖区的加油站)
Step2: 统计加油站数量
Action2: count(alias_name=count1,set=s1,sub_query= 统计加油站数量)
Step3: 输出加油站和统计结果
Action3: get(alias_name=s1,alias_name_set=[s1,  count1],sub_query= 输出加油站和统计结果)""",
"""Step1: 查询所在区县为南湖区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在区县,o=o1:行政区[南湖区] ,sub_query=查询所在区县为南湖区的加油站  )
Step2: 查询这些加油站的职工人数
Action2: get_spo(s=s1 ,p=p2:职工人数,o=o2:Entity ,sub_query=查询这些加油站的职工人数  )
Step3: 按职工人数排序，取最多的一家
Action3: sort(set=s1, orderby=o2, direction=max, limit=1)
Step4: output `南湖区的加油站中，职工人数最多的是哪一家？` answer:
Action4: get(alias_name=s1,alias_name_set=[s1],sub_query=output `南湖区的加油站中，职工人数最多的是哪一家？` answer:)""",
    ]),
    # 20
    Q("zh", "superlative", "所有学校中，专职教师人数最多的是哪一所？",
      lambda: g_aq_max_school("professorCount"), [
"""Step1: 查询所有学校
Action1: get_spo(s=s1:学校 ,p=p1:类型,o=o1:Entity[学校] ,sub_query= 查询所有学校)
Step2: 查询这些学校的专职教师人数
Action2: get_spo(s=s1:学校 ,p=p2:专职教师人数,o=o2:Entity ,sub_query= 查询这些学校的专职教师人数)
Step3: 按专职教师人数排序，取最多的一所
Action3: sort(set=s1, orderby=o2, direction=max, limit=1)""",
"""Step1: 查询所有宗教院校
Action1: get_spo(s=s1:学校 ,p=p1:所属宗教,o=o1:Entity ,sub_query= 查询所有宗教院校)
Step2: 查询这些院校的在校生数量
Action2: get_spo(s=s1:学校 ,p=p2:在校生数量,o=o2:Entity ,sub_query= 查询这些院校的在校生数量)
Step3: 查询这些院校的专职教师人数
Action3: get_spo(s=s1:学校 ,p=p3:专职教师人数,o=o3:Entity ,sub_query= 查询这些院校的专职教师人数)
Step4: 按专职教师人数排序，取最多的一所
Action4: sort(set=s1, orderby=o3, direction=max, limit=1)
Step5: output `所有学校中，专职教师人数最多的是哪一所？` answer:
Action5: get(alias_name=s1,alias_name_set=[s1],sub_query=output `所有学校中，专职教师人数最多的是哪一所？` answer:)""",
    ]),
    # 21
    Q("zh", "filter", "越城区有哪些加油站构成重大危险源？",
      lambda: g_aq_filter_county_danger("越城区"), [
"""Step1: 查询越城区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在区县,o=o1:行政区[越城区] ,sub_query=查询越城区的加油站  )
Step2: 查询其中构成重大危险源的加油站
Action2: get_spo(s=s1 ,p=p2:是否构成重大危险源,o=o2:Entity[是] ,sub_query=查询其中构成重大危险源的加油站  )
Step3: output `越城区有哪些加油站构成重大危险源？` answer:
Action3: get(alias_name=s1,alias_name_set=[s1],sub_query=output `越城区有哪些加油站构成重大危险源？` answer:)""",
"""Step1: 查询构成重大危险源的加油站
Action1: get_spo(s=s1:Entity ,p=p1:构成,o=o1:Entity[重大危险源] ,sub_query= 查询构成重大危险源的加油站)
Step2: 输出加油站
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= 输出加油站)""",
    ], last=0),
    # 22
    Q("zh", "filter", "类别为省团体的协会中，属于天主教的有哪些？",
      lambda: g_aq_filter_assoc("省团体", "天主教"), [
"""Step1: 查询浙江省天主教的宗教团体
Action1: get_spo(s=s1:Entity[浙江省天主教] ,p=p1:宗教团体,o=o1:协会 ,sub_query= 查询浙江省天主教的宗教团体)
Step2: output `类别为省团体的协会中，属于天主教的有哪些？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `类别为省团体的协会中，属于天主教的有哪些？` answer:)""",
"""Step1: 查询类别为省团体的协会
Action1: get_spo(s=s1:协会 ,p=p1:类别,o=o1:Entity[省团体] ,sub_query=查询类别为省团体的协会  )
Step2: 查询其中所属宗教为天主教的协会
Action2: get_spo(s=s1:协会 ,p=p2:所属宗教,o=o2:Entity[天主教] ,sub_query=查询其中所属宗教为天主教的协会  )
Step3: output `类别为省团体的协会中，属于天主教的有哪些？` answer:
Action3: get(alias_name=s1,alias_name_set=[s1],sub_query=output `类别为省团体的协会中，属于天主教的有哪些？` answer:)""",
    ]),
    # 23
    Q("zh", "no-answer", "浙江艾博医学影像诊断中心的联系电话是多少？",
      lambda: aq_empty("医疗机构", "浙江艾博医学影像诊断中心", "phoneNumber"), [
"""Step1: 查询浙江艾博医学影像诊断中心的官方网站或官方联系方式
Action1: get_spo(s=s1:Entity[浙江艾博医学影像诊断中心] ,p=p1:官方网站或官方联系方式,o=o1:Entity ,sub_query=查询浙江艾博医学影像诊断中心的官方网站或官方联系方式)
Step2: output `“浙江艾博医学影像诊断中心的官方网站或官方联系方式是什么？”` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `“浙江艾博医学影像诊断中心的官方网站或官方联系方式是什么？”` answer:)""",
"""Step1: 查询浙江艾博医学影像诊断中心的联系电话
Action1: get_spo(s=s1:医疗机构[浙江艾博医学影像诊断中心] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询浙江艾博医学影像诊断中心的联系电话  )
Step2: output `浙江艾博医学影像诊断中心的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江艾博医学影像诊断中心的联系电话是多少？` answer:)""",
    ]),
    # 24
    Q("en", "no-answer", "Who is the legal representative of the gas station 海盐县中国石化经营有限公司?",
      lambda: aq_empty("加油站", "海盐县中国石化经营有限公司", "legalRepresentative"), [
"""Step1: Find the parent company of 海盐县中国石化经营有限公司
Action1: get_spo(s=s1:Entity[海盐县中国石化经营有限公司] ,p=p1:parentCompany,o=o1:Entity ,sub_query= Find the parent company of 海盐县中国石化经营有限公司)
Step2: Find the legal representative of the parent company
Action2: get_spo(s=o1:Entity ,p=p2:legalRepresentative,o=o2:Person ,sub_query= Find the legal representative of the parent company)
Step3: Output the legal representative
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= Output the legal representative)""",
"""Step1: Find the legal representative of 海盐县中国石化经营有限公司
Action1: get_spo(s=s1:GasStation[海盐县中国石化经营有限公司] ,p=p1:legalRepresentative,o=o1:Person ,sub_query=Find the legal representative of 海盐县中国石化经营有限公司  )
Step2: output `Who is the legal representative of the gas station 海盐县中国石化经营有限公司?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Who is the legal representative of the gas station 海盐县中国石化经营有限公司?` answer:)""",
    ]),
]

# ----------------------------------------------------------------------------- SupplyChain (Retrieval)
SUPPLYCHAIN = [
    # 01
    Q("en", "property", "How old is 江*?",
      lambda: g_sc_age("江*"), [
"""Step1:Who is 江*?
Action1:Retrieval(s=s1:NaturalPerson[`江*`], p=p1, o=o1)
Output:output s1
Action2:output(s1)""",
"""Step1:What is the age of 江*?
Action1:Retrieval(s=s1:Person[`江*`], p=p1:age, o=o1:Integer)
Step2:Output the age retrieved in Step1
Action2:output(o1)""",
    ]),
    # 02
    Q("zh", "count", "庞*担任法人代表的公司一共有几家？",
      lambda: g_sc_count_reps("庞*"), [
"""Step1:庞*担任哪些公司的法人代表？
Action1:Retrieval(s=s1:自然人[`庞*`], p=p1:法人代表, o=o1:企业)
Step2:输出o1
Action2:output(o1)""",
"""Step1:庞*担任哪些公司的法人代表？
Action1:Retrieval(s=s1:自然人[`庞*`], p=p1:法人代表, o=o1:企业)
Step2:这些公司一共有几家？
Action2:Math(content=[`o1`], target=`统计庞*担任法人代表的公司数量`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 03
    Q("en", "relation", "Which companies is 任** the legal representative of?",
      lambda: sc_reps("任**"), [
"""Step1:Which companies have 任** as legal representative?
Action1:Retrieval(s=s1:Company, p=p1:legalRepresentative, o=o1:Person[`任**`])
Step2:Output the companies
Action2:output(s1)""",
"""Step1:Which companies is 任** the legal representative of?
Action1:Retrieval(s=s1:Person[`任**`], p=p1:legalRepresentativeOf, o=o1:Company)
Step2:Output the companies retrieved in Step1
Action2:output(o1)""",
    ]),
    # 04
    Q("zh", "relation", "产品“商品化工-橡胶-合成橡胶-顺丁橡胶”的供应链下游有哪些产品？",
      lambda: sc_supply_chain("商品化工-橡胶-合成橡胶-顺丁橡胶"), [
"""Step1:顺丁橡胶的下游产品有哪些？
Action1:Retrieval(s=s1:产品[`顺丁橡胶`], p=p1:下游产品, o=o1:产品)
Step2:输出o1
Action2:output(o1)""",
"""Step1:产品商品化工-橡胶-合成橡胶-顺丁橡胶的供应链包含哪些产品？
Action1:Retrieval(s=s1:产品[`商品化工-橡胶-合成橡胶-顺丁橡胶`], p=p1:供应链, o=o1:产品)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 05
    Q("en", "relation", "What is the direct parent product (上位产品) of 商品化工-橡胶-合成橡胶-顺丁橡胶?",
      lambda: g_sc_parent_product("商品化工-橡胶-合成橡胶-顺丁橡胶"), [
"""Step1:Which industry does 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?
Action1:Retrieval(s=s1:Product[`商品化工-橡胶-合成橡胶-顺丁橡胶`], p=p1:belongToIndustry, o=o1:Industry)
Step2:Output the industry
Action2:output(o1)""",
"""Step1:What is the hypernym product of 商品化工-橡胶-合成橡胶-顺丁橡胶?
Action1:Retrieval(s=s1:Product[`商品化工-橡胶-合成橡胶-顺丁橡胶`], p=p1:isA, o=o1:Product)
Step2:Output the parent product retrieved in Step1
Action2:output(o1)""",
    ]),
    # 06
    Q("zh", "two-hop", "东岳*团*公司的法人代表多大年龄？",
      lambda: g_sc_rep_age("东岳*团*公司"), [
"""Step1:东岳*团*公司的法人代表是谁？
Action1:Retrieval(s=s1:企业[`东岳*团*公司`], p=p1:法人代表, o=o1:自然人)
Step2:输出o1
Action2:output(o1)""",
"""Step1:谁是东岳*团*公司的法人代表？
Action1:Retrieval(s=s1:自然人, p=p1:法人代表, o=o1:企业[`东岳*团*公司`])
Step2:该法人代表的年龄是多少？
Action2:Retrieval(s=s1, p=p2:年龄, o=o2:数值)
Step3:输出o2
Action3:output(o2)""",
    ]),
    # 07
    Q("en", "two-hop", "Which other company shares a legal representative with 东岳*团*公司?",
      lambda: g_sc_same_rep("东岳*团*公司"), [
"""Step1:Who is the legal representative of 东岳*团*公司?
Action1:Retrieval(s=s1:Company[`东岳*团*公司`], p=p1:legalRepresentative, o=o1:Person)
Step2:Output the legal representative
Action2:output(o1)""",
"""Step1:Who is the legal representative of 东岳*团*公司?
Action1:Retrieval(s=s1:Person, p=p1:legalRepresentative, o=o1:Company[`东岳*团*公司`])
Step2:Which companies is the person retrieved in Step1 the legal representative of?
Action2:Retrieval(s=s1, p=p2:legalRepresentative, o=o2:Company)
Step3:Which of these companies are different from 东岳*团*公司?
Action3:Deduce(op=extract, content=[`o2`], target=`Which companies other than 东岳*团*公司 share its legal representative?`)->res
Step4:Output the companies
Action4:output(res)""",
"""Step1:Which companies have the same legal representative as 东岳*团*公司?
Action1:Retrieval(s=s1:Enterprise[`东岳*团*公司`], p=p1:sameLegalRepresentative, o=o1:Enterprise)
Step2:Output o1
Action2:output(o1)""",
    ], last=1),
    # 08
    Q("zh", "rule", "三角***份限公司是哪家公司的主要客户？",
      lambda: g_sc_main_supplied_by("三角***份限公司"), [
"""Step1:三角***份限公司向哪些公司转过资金？
Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:资金往来, o=o1:企业)
Step2:这些公司总共流入的金额分别是多少？
Action2:Retrieval(s=o1, p=p2:总共流入金额, o=o2:金额)
Step3:三角***份限公司的转入金额占哪家公司总流入金额的50%以上？
Action3:Math(content=[`p1`,`o2`], target=`三角***份限公司向哪家公司的转入金额占该公司总流入的50%以上`)->math3
Step4:输出math3
Action4:output(math3)""",
"""Step1:哪家公司的主要客户是三角***份限公司？
Action1:Retrieval(s=s1:企业, p=p1:主要客户, o=o1:企业[`三角***份限公司`])
Output:输出s1
Action2:output(s1)""",
    ]),
    # 09
    Q("zh", "aggregate", "截至2023年10月15日，传化****限公司近1个月流出的资金一共是多少？",
      lambda: g_sc_out_recent("传化****限公司", 30), [
"""Step1:传化****限公司近1个月流出了多少资金？
Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:近1月流出, o=o1:金额)
Step2:输出o1
Action2:output(o1)""",
"""Step1:传化****限公司向哪些公司转出过资金，交易日期和金额分别是什么？
Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业)
Step2:截至2023年10月15日，近30天内（交易日期晚于2023-09-15）的转出金额之和是多少？
Action2:Math(content=[`p1`], target=`截至2023-10-15，传化****限公司近30天内转出金额之和`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 10
    Q("en", "aggregate", "As of 2023-10-15, how much money flowed into 三角***份限公司 over the last 3 months?",
      lambda: g_sc_in_recent("三角***份限公司", 90), [
"""Step1:What is the total inflow amount of 三角***份限公司?
Action1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:totalTransInAmt, o=o1:Amount)
Step2:Output the amount
Action2:output(o1)""",
"""Step1:What is the 3-month fund inflow of 三角***份限公司?
Action1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:fundTrans3MonthIn, o=o1:Float)
Step2:Output o1
Action2:output(o1)""",
"""Step1:Which companies transferred funds to 三角***份限公司, on which dates and with which amounts?
Action1:Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`三角***份限公司`])
Step2:As of 2023-10-15, what is the sum of the transfers retrieved in Step1 dated within the last 90 days?
Action2:Math(content=[`p1`], target=`As of 2023-10-15, total amount transferred into 三角***份限公司 within the last 90 days`)->math2
Step3:Output the total
Action3:output(math2)""",
    ]),
    # 11
    Q("zh", "comparison", "禹**和俞**谁的年龄更大？",
      lambda: g_sc_older(["禹**", "俞**"]), [
"""Step1:禹**的年龄是多少？
Action1:Retrieval(s=s1:自然人[`禹**`], p=p1:年龄, o=o1:数值)
Step2:俞**的年龄是多少？
Action2:Retrieval(s=s2:自然人[`俞**`], p=p2:年龄, o=o2:数值)
Step3:比较两人的年龄
Action3:Math(content=[`o1`,`o2`], target=`o1和o2哪个更大`)->math3""",
"""Step1:禹**的年龄是多少？
Action1:Retrieval(s=s1:自然人[`禹**`], p=p1:年龄, o=o1:数值)
Step2:俞**的年龄是多少？
Action2:Retrieval(s=s2:自然人[`俞**`], p=p2:年龄, o=o2:数值)
Step3:根据Step1和Step2的结果，判断谁的年龄更大
Action3:Deduce(op=choice, content=[`o1`,`o2`], target=`禹**和俞**谁的年龄更大？`)->res
Step4:输出res
Action4:output(res)""",
    ]),
    # 12
    Q("en", "superlative", "Which company made the largest single transfer to 三角***份限公司?",
      lambda: g_sc_max_single_in("三角***份限公司"), [
"""Step1:Which companies transferred funds to 三角***份限公司?
Action1:Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`三角***份限公司`])
Step2:Output the companies
Action2:output(s1)""",
"""Step1:Which companies transferred funds to 三角***份限公司, and with what amounts?
Action1:Retrieval(s=s1:Company, p=p1:transferFundsTo, o=o1:Company[`三角***份限公司`])
Step2:Which company made the transfer with the largest amount?
Action2:Math(content=[`s1`,`p1`], target=`Which company made the largest single transfer to 三角***份限公司?`)->math2
Step3:Output the company
Action3:output(math2)""",
    ]),
    # 13
    Q("zh", "no-answer", "顺丁橡胶成本上涨这一产业链事件发生在哪一天？",
      lambda: g_sc_event_no_date("顺丁橡胶成本上涨"), [
"""Step1:顺丁橡胶成本上涨事件的发生时间是什么？
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:发生时间, o=o1:日期)
Step2:输出o1
Action2:output(o1)""",
"""Step1:查询顺丁橡胶成本上涨
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1, o=o1)
Output:输出s1
Action2:output(s1)""",
    ], last=0),
]

# ----------------------------------------------------------------------------- RiskMining (Retrieval)
RISKMINING = [
    # 01
    Q("zh", "property", "彭*的电话号码是多少？",
      lambda: g_rm_person("彭*", "hasPhone"), [
"""Step1:查询彭*
Action1:Retrieval(s=s1:自然人[`彭*`], p=p1, o=o1)
Output:输出s1
Action2:output(s1)""",
"""Step1:彭*的电话号码是多少？
Action1:Retrieval(s=s1:自然人[`彭*`], p=p1:电话号码, o=o1:文本)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 02
    Q("en", "rule", "Which person is a gambling app boss (赌博App老板)?",
      lambda: g_rm_gambling_bosses(), [
"""Step1:Which natural persons belong to the risk user category 赌博App老板?
Action1:Retrieval(s=s1:Person, p=p1:belongTo, o=o1:TaxOfRiskUser[`赌博App老板`])
Output:output s1
Action2:output(s1)""",
"""Step1:Which apps are marked as gambling apps?
Action1:Retrieval(s=s1:App, p=p1:riskMark, o=o1:Text[`赌博`])
Step2:Which certificates do these apps use?
Action2:Retrieval(s=s1, p=p2:useCert, o=o2:Cert)
Step3:Which companies hold these certificates?
Action3:Retrieval(s=s3:Company, p=p3:hasCert, o=o2)
Step4:Who holds shares in these companies?
Action4:Retrieval(s=s4:Person, p=p4:holdShare, o=s3)
Step5:Output the persons
Action5:output(s4)""",
    ], last=0),
    # 03
    Q("zh", "relation", "应用com.pWJU.qiqMJ使用的是哪个证书？",
      lambda: g_rm_app_cert("com.pWJU.qiqMJ"), [
"""Step1:查询应用com.pWJU.qiqMJ属于哪种风险应用
Action1:Retrieval(s=s1:应用[`com.pWJU.qiqMJ`], p=p1:属于, o=o1:风险应用)
Output:输出o1
Action2:output(o1)""",
"""Step1:应用com.pWJU.qiqMJ使用的证书是什么？
Action1:Retrieval(s=s1:应用[`com.pWJU.qiqMJ`], p=p1:使用证书, o=o1:证书)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 04
    Q("en", "relation", "Who owns the device whose umid is 7f:12:05:c4:2c:38?",
      lambda: g_rm_owners_of_umid("7f:12:05:c4:2c:38"), [
"""Step1:Which apps are installed on the device 7f:12:05:c4:2c:38?
Action1:Retrieval(s=s1:Device[`7f:12:05:c4:2c:38`], p=p1:install, o=o1:App)
Step2:Output the apps
Action2:output(o1)""",
"""Step1:Who owns the device 7f:12:05:c4:2c:38?
Action1:Retrieval(s=s1:Person, p=p1:hasDevice, o=o1:Device[`7f:12:05:c4:2c:38`])
Step2:Output the owners
Action2:output(s1)""",
"""Step1:Which device has the umid 7f:12:05:c4:2c:38?
Action1:Retrieval(s=s1:Device, p=p1:umid, o=o1:Text[`7f:12:05:c4:2c:38`])
Step2:Which persons own the device retrieved in Step1?
Action2:Retrieval(s=s2:NaturalPerson, p=p2:ownsDevice, o=s1)
Step3:Output the persons
Action3:output(s2)""",
    ]),
    # 05
    Q("zh", "two-hop", "萧*拥有的设备的umid是多少？",
      lambda: g_rm_device_umid("萧*"), [
"""Step1:萧*拥有哪台设备？
Action1:Retrieval(s=s1:自然人[`萧*`], p=p1:拥有设备, o=o1:设备)
Step2:输出o1
Action2:output(o1)""",
"""Step1:萧*拥有哪台设备？
Action1:Retrieval(s=s1:自然人[`萧*`], p=p1:拥有设备, o=o1:设备)
Step2:该设备的umid是多少？
Action2:Retrieval(s=o1, p=p2:设备umid, o=o2:文本)
Step3:输出o2
Action3:output(o2)""",
    ]),
    # 06
    Q("en", "two-hop", "Which companies hold the certificate used by the app com.FtseGg.URbin.mdWFR.IuecfgL?",
      lambda: g_rm_cert_holders("com.FtseGg.URbin.mdWFR.IuecfgL"), [
"""Step1:Which company published the app com.FtseGg.URbin.mdWFR.IuecfgL?
Action1:Retrieval(s=s1:App[`com.FtseGg.URbin.mdWFR.IuecfgL`], p=p1:publisher, o=o1:Company)
Step2:Output the company
Action2:output(o1)""",
"""Step1:Which certificate does the app com.FtseGg.URbin.mdWFR.IuecfgL use?
Action1:Retrieval(s=s1:App[`com.FtseGg.URbin.mdWFR.IuecfgL`], p=p1:useCert, o=o1:Cert)
Step2:Which companies hold the certificate retrieved in Step1?
Action2:Retrieval(s=s2:Company, p=p2:hasCert, o=o1)
Step3:Output the companies
Action3:output(s2)""",
    ]),
    # 07
    Q("zh", "count", "邬**拥有多少台设备？",
      lambda: g_rm_count_devices("邬**"), [
"""Step1:邬**的设备数量是多少？
Action1:Retrieval(s=s1:自然人[`邬**`], p=p1:设备数量, o=o1:数值)
Step2:输出o1
Action2:output(o1)""",
"""Step1:邬**拥有哪些设备？
Action1:Retrieval(s=s1:自然人[`邬**`], p=p1:拥有设备, o=o1:设备)
Step2:这些设备一共有多少台？
Action2:Math(content=[`o1`], target=`邬**拥有多少台设备？`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 08
    Q("en", "aggregate", "As of 2023-10-15, how much money in total did 柏* transfer out over the last 30 days?",
      lambda: g_rm_out_recent("柏*", 30), [
"""Step1:Who did 柏* transfer money to, and with which amounts?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)
Step2:What is the total amount of the transfers retrieved in Step1?
Action2:Math(content=[`p1`], target=`What is the total amount 柏* transferred?`)->math2
Step3:Output the total
Action3:output(math2)""",
"""Step1:Who did 柏* transfer money to, on which dates and with which amounts?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:transferMoneyTo, o=o1:Person)
Step2:As of 2023-10-15, what is the sum of the transfers retrieved in Step1 dated within the last 30 days (after 2023-09-15)?
Action2:Math(content=[`p1`], target=`As of 2023-10-15, total amount 柏* transferred out within the last 30 days`)->math2
Step3:Output the total
Action3:output(math2)""",
    ]),
    # 09
    Q("zh", "count", "柏*一共向杜*转了多少笔账？",
      lambda: g_rm_count_trans("柏*", "杜*"), [
"""Step1:柏*向杜*的转账记录有哪些？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`杜*`])
Step2:计算转账总金额
Action2:Math(content=[`p1`], target=`柏*向杜*转账的总金额`)->math2
Step3:输出math2
Action3:output(math2)""",
"""Step1:柏*向杜*的转账记录有哪些？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账, o=o1:自然人[`杜*`])
Step2:统计转账的笔数
Action2:Math(content=[`p1`], target=`柏*一共向杜*转了多少笔账？`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 10
    Q("zh", "comparison", "柏*转账给裘**和杜*，谁收到的总金额更多？",
      lambda: g_rm_more_received("柏*", ["裘**", "杜*"]), [
"""Step1:柏*向裘**转账的记录有哪些？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`裘**`])
Step2:柏*向杜*转账的记录有哪些？
Action2:Retrieval(s=s1, p=p2:转账关系, o=o2:自然人[`杜*`])
Step3:分别计算两人收到的总金额
Action3:Math(content=[`p1`,`p2`], target=`柏*转给裘**和杜*的总金额分别是多少`)->math3
Step4:输出math3
Action4:output(math3)""",
"""Step1:柏*向裘**转账的记录有哪些？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`裘**`])
Step2:柏*向杜*转账的记录有哪些？
Action2:Retrieval(s=s1, p=p2:转账关系, o=o2:自然人[`杜*`])
Step3:分别计算两人收到的总金额，并判断谁更多
Action3:Math(content=[`p1`,`p2`], target=`柏*转账给裘**和杜*，谁收到的总金额更多？`)->math3
Step4:输出math3
Action4:output(math3)""",
    ]),
    # 11
    Q("en", "superlative", "Among the people 柏* transferred money to, who is the oldest?",
      lambda: g_rm_oldest_recipient("柏*"), [
"""Step1:Who did 柏* transfer money to?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:transfer, o=o1:Person)
Step2:Output the recipients
Action2:output(o1)""",
"""Step1:Who did 柏* transfer money to?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)
Step2:How old is each person retrieved in Step1?
Action2:Retrieval(s=o1, p=p2:age, o=o2:Integer)
Step3:Which of them is the oldest?
Action3:Math(content=[`o1`,`o2`], target=`Among the people 柏* transferred money to, who is the oldest?`)->math3
Step4:Output the person
Action4:output(math3)""",
    ]),
    # 12
    Q("zh", "rule", "杜*开发了哪些应用？",
      lambda: g_rm_developed("杜*"), [
"""Step1:杜*发布了哪些应用？
Action1:Retrieval(s=s1:自然人[`杜*`], p=p1:发布, o=o1:应用)
Step2:输出o1
Action2:output(o1)""",
"""Step1:杜*拥有哪些设备？
Action1:Retrieval(s=s1:自然人[`杜*`], p=p1:拥有设备, o=o1:设备)
Step2:这些设备上安装了哪些应用？
Action2:Retrieval(s=o1, p=p2:安装, o=o2:应用)
Step3:哪些应用安装在杜*的超过5台设备上？
Action3:Math(content=[`o1`,`o2`], target=`哪些应用安装在杜*的超过5台设备上`)->math3
Step4:输出math3
Action4:output(math3)""",
"""Step1:杜*开发了哪些应用？
Action1:Retrieval(s=s1:自然人[`杜*`], p=p1:开发, o=o1:应用)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 13
    Q("en", "no-answer", "Who is the legal representative of 航天彩**人*股*限公司?",
      lambda: g_rm_no_legal_rep("航天彩**人*股*限公司"), [
"""Step1:Who holds shares in 航天彩**人*股*限公司?
Action1:Retrieval(s=s1:Person, p=p1:holdShare, o=o1:Company[`航天彩**人*股*限公司`])
Step2:Output the shareholders
Action2:output(s1)""",
"""Step1:Who is the legal representative of 航天彩**人*股*限公司?
Action1:Retrieval(s=s1:Company[`航天彩**人*股*限公司`], p=p1:legalRepresentative, o=o1:Person)
Step2:Output the legal representative retrieved in Step1
Action2:output(o1)""",
    ]),
]


# ============================================================================= build + checks
ALLOWED_ACTIONS = {
    "affairqa": {"get_spo", "get", "count", "sum", "sort", "compare"},
    "retrieval": {"Retrieval", "Math", "Deduce", "output"},
}


def check_gold(qid, gold):
    assert isinstance(gold, list), (qid, gold)
    for v in gold:
        assert isinstance(v, str) and v.strip() and v == v.strip(), (qid, v)
        assert good(v), (qid, v)
        assert "娱乐" not in v and v not in ("华**", "华*"), (qid, v)
    assert len(gold) == len(set(gold)), (qid, gold)


def check_plan(qid, plan, style):
    acts = re.findall(r"Action\d+\s*:\s*([A-Za-z_]+)\(", plan)
    assert acts, (qid, plan)
    bad = set(acts) - ALLOWED_ACTIONS[style]
    assert not bad, (qid, bad)
    steps = re.findall(r"^Step(\d+)\s*:", plan, re.M)
    assert steps == [str(i) for i in range(1, len(steps) + 1)], (qid, steps)
    if style == "retrieval":
        assert "get_spo" not in plan and "Retrieval(" in plan
    else:
        assert "Retrieval(" not in plan and "get_spo(" in plan


def build(tag, items, style, n_zh, n_en):
    questions, plans = [], []
    for i, q in enumerate(items, 1):
        qid = f"plan-{ROUND}-{tag}-{i:02d}"
        gold = q["gold"]()
        assert gold is not None, qid
        check_gold(qid, gold)
        assert (gold == []) == (q["shape"] == "no-answer"), (qid, gold)
        questions.append({"id": qid, "question": q["question"], "answer": gold,
                          "shape": q["shape"], "lang": q["lang"]})
        assert len(set(q["plans"])) == len(q["plans"]), qid
        for j, p in enumerate(q["plans"]):
            check_plan(qid, p, style)
            plans.append({"id": f"{qid}#{j + 1}", "qid": qid, "question": q["question"], "plan": p,
                          "last": j == q["last"]})
    langs = Counter(q["lang"] for q in questions)
    assert langs == Counter({"zh": n_zh, "en": n_en}), (tag, langs)
    per_q = Counter(p["qid"] for p in plans if p["last"])
    assert all(per_q[q["id"]] == 1 for q in questions)
    assert len({q["question"] for q in questions}) == len(questions)
    return questions, plans


def main():
    sets = [
        ("affairqa", "aq", AFFAIRQA, "affairqa", 20, 4),
        ("supplychain", "sc", SUPPLYCHAIN, "retrieval", 7, 6),
        ("riskmining", "rm", RISKMINING, "retrieval", 7, 6),
    ]
    OUT.mkdir(parents=True, exist_ok=True)
    total_q = total_p = 0
    no_answer = []
    for name, tag, items, style, n_zh, n_en in sets:
        qs, ps = build(tag, items, style, n_zh, n_en)
        total_q += len(qs)
        total_p += len(ps)
        no_answer += [q["id"] for q in qs if q["answer"] == []]
        for kind, data in (("plans", ps), ("questions", qs)):
            path = OUT / f"{ROUND}-{name}-{kind}.json"
            with open(path, "w", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
        shapes = Counter(q["shape"] for q in qs)
        not_final = sum(1 for q in items if q["last"] != len(q["plans"]) - 1)
        print(f"{name}: {len(qs)} questions, {len(ps)} plans, last-not-final {not_final}, shapes {dict(shapes)}")
    assert total_q == 50 and len(no_answer) == 4, (total_q, no_answer)
    assert {i.split("-")[2] for i in no_answer} == {"aq", "sc", "rm"}
    print(f"total: {total_q} questions, {total_p} plans; gold [] for {no_answer}")
    print(f"written to {OUT}")


if __name__ == "__main__":
    main()
