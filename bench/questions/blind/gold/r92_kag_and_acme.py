"""Round r92 blind gold questions for acme-supply, kag-supplychain, kag-riskmining.

Personas
  (1) sanctions-screening analyst: countries, founding years, legal representatives,
      who paid whom (acme-supply, kag-supplychain).
  (2) 保险公司理赔调查员: ages, devices, installed apps, money between people
      (kag-riskmining; Chinese and English).
  (3) data journalist: upstream/downstream products, who makes what, industry
      membership, counts, rankings (kag-supplychain, acme-supply; a few
      kag-riskmining questions on companies and certificates).

Files and columns used
  acme-supply/sources: Company.csv (id,name,country,founded,product),
    Company_fundTrans_Company.csv (srcId,dstId,transDate,transAmt),
    Person.csv (id,name,age,legalRepresentative), Product.csv (id,hasSupplyChain).
  kag-supplychain/sources: Company.csv (id,name,product), Person.csv (name,age,
    legalRepresentative), Company_fundTrans_Company.csv, Product.csv (id,
    belongToIndustry,hasSupplyChain). CompanyUpdate.csv is read only to exclude
    the company it restates from product questions.
  kag-riskmining/sources: Person.csv (id,name,age,hasPhone), Person_fundTrans_Person.csv
    (src,dst,transDate,transAmt), Person_hasDevice_Device.csv, Device.csv (id,umid,install),
    App.csv (id,riskMark,useCert), Company.csv (id,name), Company_hasCert_Cert.csv,
    Person_hasCert_Cert.csv, Person_holdShare_Company.csv.

Readings avoided and why
  - "now()"-relative windows (last 90 days etc.): the as-of date is undefined; every
    window is an explicit inclusive date range.
  - CompanyUpdate.csv restates 浙江**摩托**限公司 with a different product list, so that
    company's products are never asked about.
  - kag-supplychain Product.csv repeats product ids on several rows; only products with a
    single row are asked for downstream lists; industry counts use distinct ids, and the
    script asserts every id maps to one industry.
  - Multi-value cells with repeats (臧*'s legalRepresentative, device install lists, company
    product lists) are de-duplicated and the questions say "distinct".
  - Product names in company product cells that have no Product row (placeholders) are not
    asked about as products with properties.
  - Ties: the script asserts the top of every superlative is unique (e.g. youngest person in
    kag-supplychain is a tie, so the oldest is asked instead; "represents the most" in
    acme-supply is a tie, so not asked).
  - Transfer direction is always stated (who sent, who received).
"""
import csv, json, os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise FileNotFoundError(rel)
        d = nd


def rd(base, name):
    with open(os.path.join(base, 'sources', name), newline='', encoding='utf-8') as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def uniq_top(counter_items, largest=True):
    items = sorted(counter_items, key=lambda kv: kv[1], reverse=largest)
    assert len(items) == 1 or items[0][1] != items[1][1], items[:3]
    return items[0][0]


def split(v, sep):
    out = []
    for x in (v or '').split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def mk(project, qs):
    out = []
    for i, (q, a, shape, lang) in enumerate(qs, 1):
        a = [str(x) for x in a]
        assert a and all(a), (q, a)
        out.append({"id": f"{project}-r92-{i:02d}", "question": q, "answer": a,
                    "shape": shape, "lang": lang})
    assert len(out) == 25
    assert sum(1 for o in out if o['lang'] == 'en') == 16
    return out


# ---------------------------------------------------------------- acme-supply
def acme():
    B = find('data/examples/acme-supply')
    C = rd(B, 'Company.csv'); T = rd(B, 'Company_fundTrans_Company.csv')
    P = rd(B, 'Person.csv'); PR = rd(B, 'Product.csv')
    byname = {c['name']: c for c in C}; nm = {c['id']: c['name'] for c in C}
    assert len(byname) == len(C)
    prods = {c['name']: split(c['product'], ';') for c in C}
    down = {p['id']: split(p['hasSupplyChain'], ';') for p in PR}
    assert len(down) == len(PR)
    reps = {p['name']: split(p['legalRepresentative'], ';') for p in P}
    age = {p['name']: int(p['age']) for p in P}

    def rep_of(co):
        r = [n for n, cs in reps.items() if co in cs]
        assert len(r) == 1, (co, r)
        return r[0]

    def paid(s, d):
        return sum(int(t['transAmt']) for t in T if nm[t['srcId']] == s and nm[t['dstId']] == d)

    def inflow(d):
        return sum(int(t['transAmt']) for t in T if nm[t['dstId']] == d)

    def makers(p):
        return [n for n, ps in prods.items() if p in ps]

    q = []
    q.append(("I'm running a sanctions screen on our supplier list. First one: which country is Fjord Steel AS registered in? Just the country code as it appears in the record, please.",
              [byname['Fjord Steel AS']['country']], 'property', 'en'))
    q.append(("Next on my list is O'Hara, Lamb & Sons — what year was O'Hara, Lamb & Sons founded?",
              [byname["O'Hara, Lamb & Sons"]['founded']], 'property', 'en'))
    q.append(("For the beneficial-ownership part of the screen: who is the legal representative of Granite Insurance?",
              [rep_of('Granite Insurance')], 'property', 'en'))
    q.append(("Ada Moreno came up as a hit. Which companies is Ada Moreno the legal representative of? List them all.",
              reps['Ada Moreno'], 'list', 'en'))
    q.append(("Money trail check: in total, how much did Acme Motors (payer) transfer to O'Hara, Lamb & Sons (recipient) across all recorded transfers?",
              [paid('Acme Motors', "O'Hara, Lamb & Sons")], 'aggregate', 'en'))
    old = [c['name'] for c in C if int(c['founded']) < 1960]
    q.append(("How many of the companies in the dataset were founded before 1960?",
              [len(old)], 'count', 'en'))
    q.append(("Quick one — which company is the oldest, i.e. has the earliest founding year?",
              [uniq_top([(c['name'], int(c['founded'])) for c in C], largest=False)], 'superlative', 'en'))
    q.append(("What's the total amount of money Acme Motors has received from other companies (all incoming transfers)?",
              [inflow('Acme Motors')], 'aggregate', 'en'))
    tyre_down = down['Vehicles-Parts-Tyres']
    mk_down = sorted({m for p in tyre_down for m in makers(p)})
    q.append(("I'm writing a piece on the tyre supply chain. Which companies make a product that sits directly downstream of Vehicles-Parts-Tyres?",
              mk_down, 'path', 'en'))
    q.append(("Which companies make Chemicals-Rubber-Synthetic rubber? Give me all of them.",
              makers('Chemicals-Rubber-Synthetic rubber'), 'list', 'en'))
    share = any('Helix Chemicals' in cs and 'Borealis Rubber Works' in cs for cs in reps.values())
    q.append(("Do Helix Chemicals and Borealis Rubber Works share the same legal representative? Yes or no.",
              ['yes' if share else 'no'], 'boolean', 'en'))
    big = max(T, key=lambda t: int(t['transAmt']))
    assert sum(1 for t in T if t['transAmt'] == big['transAmt']) == 1
    q.append(("Looking at individual transfers: which company was the recipient of the single largest transfer on record?",
              [nm[big['dstId']]], 'superlative', 'en'))
    june = [t for t in T if '20240601' <= t['transDate'] <= '20240630']
    q.append(("How many fund transfers were made in June 2024 (1 to 30 June inclusive)?",
              [len(june)], 'count', 'en'))
    acme_out = [int(t['transAmt']) for t in T if nm[t['srcId']] == 'Acme Motors']
    allavg = sum(int(t['transAmt']) for t in T) / len(T)
    q.append(("What is the average amount per transfer across all recorded company-to-company transfers? Round half-up to 2 decimals.",
              [r2(allavg)], 'aggregate', 'en'))
    a, h = int(byname['Acme Motors']['founded']), int(byname['Helix Chemicals']['founded'])
    assert a != h
    q.append(("Comparing two names on the list: was Acme Motors or Helix Chemicals founded earlier?",
              ['Acme Motors' if a < h else 'Helix Chemicals'], 'comparison', 'en'))
    up = [p for p, ds in down.items() if 'Vehicles-Cars' in ds]
    q.append(("For the journalism piece — which products are directly upstream of Vehicles-Cars, i.e. list Vehicles-Cars as a downstream product?",
              up, 'list', 'en'))
    # Chinese
    q.append(("Delta Cells GmbH 的法定代表人今年多少岁？", [age[rep_of('Delta Cells GmbH')]], 'path', 'zh'))
    q.append(("请列出所有注册国家为 US 的公司。", [c['name'] for c in C if c['country'] == 'US'], 'list', 'zh'))
    e_paid = sorted({nm[t['dstId']] for t in T if nm[t['srcId']] == 'Eastwind Logistics'})
    q.append(("Eastwind Logistics 作为付款方，把钱转给了哪家公司？", e_paid, 'property', 'zh'))
    q1 = [t for t in T if '20240101' <= t['transDate'] <= '20240331']
    q.append(("2024 年第一季度（1 月 1 日至 3 月 31 日，含首尾）一共有几笔转账？", [len(q1)], 'count', 'zh'))
    q.append(("O'Hara, Lamb & Sons 作为收款方，一共收到了多少钱？", [inflow("O'Hara, Lamb & Sons")], 'aggregate', 'zh'))
    q.append(("在所有法定代表人里，年龄最大的是谁？", [uniq_top(age.items())], 'superlative', 'zh'))
    fj = prods['Fjord Steel AS']; assert len(fj) == 1
    q.append(("Fjord Steel AS 生产的产品，其直接下游产品有哪些？", down[fj[0]], 'path', 'zh'))
    q.append(("有多少家公司生产不止一种产品？", [sum(1 for ps in prods.values() if len(ps) > 1)], 'count', 'zh'))
    hx = [t for t in T if nm[t['dstId']] == 'Helix Chemicals']; assert len(hx) == 1
    q.append(("Helix Chemicals 收到的那笔转账是哪一天到账的？请按 YYYYMMDD 格式回答。", [hx[0]['transDate']], 'date', 'zh'))
    return mk('acme-supply', q)


# ---------------------------------------------------------------- kag-supplychain
def supply():
    B = find('shared/datasets/kag-supplychain')
    C = rd(B, 'Company.csv'); T = rd(B, 'Company_fundTrans_Company.csv')
    P = rd(B, 'Person.csv'); PR = rd(B, 'Product.csv'); UPD = rd(B, 'CompanyUpdate.csv')
    updated = {u['name'] for u in UPD}
    nm = {c['id']: c['name'] for c in C}; assert len(set(nm.values())) == len(C)
    prods = {c['name']: split(c['product'], ',') for c in C if c['name'] not in updated}
    rows = defaultdict(list)
    for p in PR:
        rows[p['id']].append(p)
    ind = {}
    for pid, rs in rows.items():
        s = {r['belongToIndustry'] for r in rs}; assert len(s) == 1, pid
        ind[pid] = s.pop()

    def down(pid):
        assert len(rows[pid]) == 1, pid
        return split(rows[pid][0]['hasSupplyChain'], ',')

    reps = {p['name']: split(p['legalRepresentative'], ',') for p in P}
    assert len(reps) == len(P)
    age = {p['name']: int(p['age']) for p in P}

    def rep_of(co):
        r = [n for n, cs in reps.items() if co in cs]; assert len(r) == 1, (co, r); return r[0]

    def makers(p):
        return [n for n, ps in prods.items() if p in ps]

    def tsum(s=None, d=None, lo='0', hi='99999999'):
        return sum(int(t['transAmt']) for t in T if (s is None or nm[t['srcId']] == s)
                   and (d is None or nm[t['dstId']] == d) and lo <= t['transDate'] <= hi)

    CH, SJ, ZJ = '传化****限公司', '三角***份限公司', '浙江**摩托**限公司'
    q = []
    q.append(("Sanctions screen, supply-chain batch. Who is the legal representative of 吉林奇*化****公司?",
              [rep_of('吉林奇*化****公司')], 'property', 'en'))
    q.append(("The person 夏** flagged on a watchlist. Which companies is 夏** the legal representative of? List all of them.",
              reps['夏**'], 'list', 'en'))
    q.append(("How many distinct companies is 臧* the legal representative of? (Count each company once.)",
              [len(reps['臧*'])], 'count', 'en'))
    q.append((f"How old is the legal representative of {CH}?", [age[rep_of(CH)]], 'path', 'en'))
    q.append((f"Money trail: what is the total amount {CH} sent out (as payer) across all its recorded transfers?",
              [tsum(s=CH)], 'aggregate', 'en'))
    q.append((f"And on the receiving side — what is the total amount {SJ} received from all payers?",
              [tsum(d=SJ)], 'aggregate', 'en'))
    payers = [(nm[t['srcId']], int(t['transAmt'])) for t in T if nm[t['dstId']] == SJ]
    q.append((f"Still on {SJ}: which payer sent {SJ} the single largest transfer?",
              [uniq_top(payers)], 'superlative', 'en'))
    aug = [t for t in T if '20230801' <= t['transDate'] <= '20230831']
    q.append(("How many company-to-company transfers were dated in August 2023 (1–31 Aug inclusive)?",
              [len(aug)], 'count', 'en'))
    jul = sorted({nm[t['dstId']] for t in T if nm[t['srcId']] == CH and '20230701' <= t['transDate'] <= '20230731'})
    q.append((f"Which companies received money from {CH} in July 2023 (20230701 to 20230731 inclusive)? Full list please.",
              jul, 'list', 'en'))
    diff = tsum(s=CH, d=SJ) - tsum(s=SJ, d=CH)
    q.append((f"Between {CH} and {SJ}: how much more did {CH} pay to {SJ} than {SJ} paid to {CH}?",
              [diff], 'comparison', 'en'))
    q.append(("I'm writing about butadiene rubber. What are the direct downstream products of 商品化工-橡胶-合成橡胶-顺丁橡胶?",
              down('商品化工-橡胶-合成橡胶-顺丁橡胶'), 'list', 'en'))
    q.append(("Which industry does the product 商品化工-橡胶 belong to?", [ind['商品化工-橡胶']], 'property', 'en'))
    q.append(("Which companies list 轮胎与橡胶-轮胎-斜交轮胎 (bias tyres) among their products?",
              makers('轮胎与橡胶-轮胎-斜交轮胎'), 'list', 'en'))
    q.append(("How many companies list exactly 消闲用品 as one of their products?", [len(makers('消闲用品'))], 'count', 'en'))
    q.append(("Among the people in the dataset, who is the oldest?", [uniq_top(age.items())], 'superlative', 'en'))
    ic = Counter(ind.values())
    q.append(("For a ranking graphic: which industry has the most distinct products assigned to it?",
              [uniq_top(ic.items())], 'superlative', 'en'))
    # Chinese
    q.append(("江* 一共担任几家公司的法定代表人？", [len(reps['江*'])], 'count', 'zh'))
    q.append((f"{ZJ} 的法定代表人是谁？", [rep_of(ZJ)], 'property', 'zh'))
    q.append((f"{CH} 作为付款方，转给 康**股有公司 的金额是多少？", [tsum(s=CH, d='康**股有公司')], 'property', 'zh'))
    late = [nm[t['dstId']] for t in T if nm[t['srcId']] == CH and t['transDate'] >= '20230901']
    assert len(set(late)) == len(late)
    q.append((f"2023 年 9 月 1 日及以后，{CH} 转出的款项分别付给了哪些公司？", late, 'list', 'zh'))
    avg = sum(age.values()) / len(age)
    q.append(("数据里所有自然人的平均年龄是多少？请四舍五入（ROUND_HALF_UP）保留两位小数。", [r2(avg)], 'aggregate', 'zh'))
    q.append(("产品 商品化工-橡胶-合成橡胶 属于哪个行业？", [ind['商品化工-橡胶-合成橡胶']], 'property', 'zh'))
    q.append(("哪些公司的经营产品里有 汽车-汽车制造？请全部列出。", makers('汽车-汽车制造'), 'list', 'zh'))
    q.append(("年龄超过 50 岁的人有几位？", [sum(1 for a in age.values() if a > 50)], 'count', 'zh'))
    g = sorted({nm[t['dstId']] for t in T if nm[t['srcId']] == '广东***通*份*公司'})
    q.append(("广东***通*份*公司 作为付款方，把钱转给了哪家公司？", g, 'property', 'zh'))
    return mk('kag-supplychain', q)


# ---------------------------------------------------------------- kag-riskmining
def risk():
    B = find('shared/datasets/kag-riskmining')
    P = rd(B, 'Person.csv'); T = rd(B, 'Person_fundTrans_Person.csv')
    HD = rd(B, 'Person_hasDevice_Device.csv'); D = rd(B, 'Device.csv'); A = rd(B, 'App.csv')
    C = rd(B, 'Company.csv'); CC = rd(B, 'Company_hasCert_Cert.csv'); PC = rd(B, 'Person_hasCert_Cert.csv')
    HS = rd(B, 'Person_holdShare_Company.csv')
    pn = {p['id']: p['name'] for p in P}; assert len(set(pn.values())) == len(P)
    pid = {v: k for k, v in pn.items()}
    age = {p['name']: int(p['age']) for p in P}
    phone = {p['name']: p['hasPhone'] for p in P}
    cn = {c['id']: c['name'] for c in C}; assert len(set(cn.values())) == len(C)
    dev = {d['id']: d for d in D}
    mark = {a['id']: a['riskMark'] for a in A}
    devs = defaultdict(list)
    for r in HD:
        if r['dst'] not in devs[pn[r['src']]]:
            devs[pn[r['src']]].append(r['dst'])

    def apps_of(person):
        s = []
        for d in devs[person]:
            for a in split(dev[d]['install'], ','):
                if a not in s:
                    s.append(a)
        return s

    def tsum(s=None, d=None, lo='0', hi='99999999'):
        return [int(t['transAmt']) for t in T if (s is None or pn[t['src']] == s)
                and (d is None or pn[t['dst']] == d) and lo <= t['transDate'] <= hi]

    BAI, QIU = '柏*', '裘**'
    q = []
    q.append(("Claims check on a policyholder: how old is 柏*?", [age[BAI]], 'property', 'en'))
    q.append(("For 柏*, what is the total amount 柏* transferred out (as sender) to other people across all records?",
              [sum(tsum(s=BAI))], 'aggregate', 'en'))
    q.append(("How many separate transfers did 柏* send to 邬**?", [len(tsum(s=BAI, d='邬**'))], 'count', 'en'))
    q.append(("What's the total 杜* received from 柏* (柏* sender, 杜* recipient)?", [sum(tsum(s=BAI, d='杜*'))], 'aggregate', 'en'))
    q.append(("Device audit: how many distinct devices does 裘** own?", [len(devs[QIU])], 'count', 'en'))
    shared = set(devs['方*']) & set(devs['雷**'])
    q.append(("Do 方* and 雷** have at least one device in common? Yes or no.", ['yes' if shared else 'no'], 'boolean', 'en'))
    assert len(devs['左**']) == 1
    q.append(("左** has one device on file — what is that device's umid?", [dev[devs['左**'][0]]['umid']], 'path', 'en'))
    q.append(("And for 左**'s device, how many distinct apps are installed on it?", [len(apps_of('左**'))], 'count', 'en'))
    tgt = 'com.CYUwwpj.ceCCEm.LCtzt.NCrUKX'
    q.append((f"Is the app {tgt} installed on any device owned by 席*? Answer yes or no.",
              ['yes' if tgt in apps_of('席*') else 'no'], 'boolean', 'en'))
    q.append(("Which companies does 柏* hold shares in? List all.",
              [cn[r['dst']] for r in HS if pn[r['src']] == BAI], 'list', 'en'))
    hc = sum(1 for r in CC if cn[r['src']] == '哈尔*工***技术产**发**限公司')
    q.append(("Data-journalism angle: how many certificates does 哈尔*工***技术产**发**限公司 hold?", [hc], 'count', 'en'))
    q.append(("Which apps carry the risk mark 赌博 (gambling)? Give the full list of app ids.",
              [a['id'] for a in A if a['riskMark'] == '赌博'], 'list', 'en'))
    ycert = [a['useCert'] for a in A if a['id'] == 'com.Yirmf.MZx.NKC.Xqp'][0]
    ycos = [cn[r['src']] for r in CC if r['dst'] == ycert]
    assert len(set(ycos)) == len(ycos)
    q.append(("Which companies hold the certificate that the app com.Yirmf.MZx.NKC.Xqp uses?", ycos, 'path', 'en'))
    big = max(T, key=lambda t: int(t['transAmt']))
    assert sum(1 for t in T if t['transAmt'] == big['transAmt']) == 1
    q.append(("Of all person-to-person transfers, who received the single largest one?", [pn[big['dst']]], 'superlative', 'en'))
    w = [t for t in T if '20230901' <= t['transDate'] <= '20230910']
    q.append(("How many person-to-person transfers are dated between 1 and 10 September 2023, both days included?",
              [len(w)], 'count', 'en'))
    q.append(("Who is the oldest person in the records?", [uniq_top(age.items())], 'superlative', 'en'))
    # Chinese
    q.append(("理赔回访需要联系 雷**，他登记的手机号是多少？", [phone['雷**']], 'property', 'zh'))
    q.append(("年龄在 40 到 50 岁之间（含 40 和 50）的人一共有几位？", [sum(1 for a in age.values() if 40 <= a <= 50)], 'count', 'zh'))
    du = tsum(s=BAI, d='杜*')
    q.append(("柏* 转给 杜* 的钱，平均每笔多少？请按 ROUND_HALF_UP 保留两位小数。", [r2(sum(du) / len(du))], 'aggregate', 'zh'))
    q.append(("柏* 在 2023 年 8 月（8 月 1 日至 31 日）一共转出了多少钱？", [sum(tsum(s=BAI, lo='20230801', hi='20230831'))], 'aggregate', 'zh'))
    gam = [a for a in apps_of(QIU) if mark.get(a) == '赌博']
    q.append(("裘** 名下所有设备上，一共装了几种不同的、风险标记为“赌博”的应用？", [len(gam)], 'count', 'zh'))
    qc = [r['dst'] for r in PC if pn[r['src']] == QIU]; assert len(qc) == 1
    q.append(("裘** 本人持有的证书编号是什么？", qc, 'property', 'zh'))
    q.append(("还是 裘** 持有的那张证书：有哪些应用使用了这张证书？", [a['id'] for a in A if a['useCert'] == qc[0]], 'path', 'zh'))
    w_, d_ = sum(tsum(s=BAI, d='邬**')), sum(tsum(s=BAI, d='杜*'))
    assert w_ != d_
    q.append(("邬** 和 杜* 相比，谁从 柏* 那里收到的钱更多？", ['邬**' if w_ > d_ else '杜*'], 'comparison', 'zh'))
    q.append(("风险标记为“诈骗”的应用一共有几个？", [sum(1 for a in A if a['riskMark'] == '诈骗')], 'count', 'zh'))
    return mk('kag-riskmining', q)


def main():
    out_dir = os.path.dirname(HERE)
    for proj, fn in (('acme-supply', acme), ('kag-supplychain', supply), ('kag-riskmining', risk)):
        items = fn()
        with open(os.path.join(out_dir, f'r92-{proj}.json'), 'w', encoding='utf-8') as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(proj, len(items), Counter(i['lang'] for i in items))


if __name__ == '__main__':
    main()
