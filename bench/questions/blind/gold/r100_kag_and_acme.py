#!/usr/bin/env python3
"""Blind held-out gold set r100 for acme-supply, kag-supplychain and kag-riskmining.

Every answer is computed below from the raw CSV files; only the entities, dates and
thresholds asked about are written by hand.  Standard library only.

Personas (new for r100)
  * Priya Raman / 并购尽调分析师 -- M&A due-diligence associate at a private-equity fund
    vetting acquisition targets (acme-supply, kag-supplychain, kag-riskmining).
  * Tomasz Wolny / 展会招展经理 -- exhibitor-recruitment manager for an automotive &
    materials trade fair, deciding whom to invite and to which hall (acme-supply,
    kag-supplychain).
  * 林晓 / Lin Xiao -- researcher at a youth online-safety NGO tracing gambling apps on
    teenagers' phones back to the people behind them (kag-riskmining).

Files and columns used
  acme-supply (data/examples/acme-supply/sources/):
    Company.csv   id,name,country,founded,product   (product: ';'-separated Product ids)
    Company_fundTrans_Company.csv  srcId,dstId,transDate(yyyymmdd),transAmt
                  srcId = PAYER company id, dstId = PAYEE company id
    Product.csv   id,hasSupplyChain  (hasSupplyChain: ';'-separated DOWNSTREAM product ids)
    Person.csv    id,name,age,legalRepresentative (';'-separated company NAMES)
    Absolute dates only.
  kag-supplychain (shared/datasets/kag-supplychain/sources/):
    Company.csv   id,name,product (','-separated Product ids; duplicates possible -> set)
    Company_fundTrans_Company.csv  srcId,dstId,transDate,transAmt
                  srcId = PAYER, dstId = PAYEE
    Product.csv   id,belongToIndustry,hasSupplyChain (','-separated downstream products;
                  product rows repeat -> union/set)
    Person.csv    id,name,age,legalRepresentative (','-separated company names; duplicates
                  within a row -> counted once)
    ProductChainEvent.csv id,name,subject,index,trend
    CompanyUpdate.csv is NOT used and no question depends on the company it updates.
    Relative windows count back from 2023-10-15: "last N days" = date_diff < N
    (the schema's rule); no transfer lies on a window boundary (asserted).
  kag-riskmining (shared/datasets/kag-riskmining/sources/):
    Person.csv id,name,age,hasPhone;  Company.csv id,name,phone
    Person_fundTrans_Person.csv src,dst,transDate,transAmt  src = PAYER, dst = PAYEE
    Person_holdShare_Company.csv src(person),dst(company)
    Person_hasDevice_Device.csv src(person),dst(device);  Device.csv id,umid,install
                  (install: ','-separated App ids)
    App.csv id,riskMark,useCert(cert number);  Company_hasCert_Cert.csv src(company),
    dst(cert number);  Person_hasCert_Cert.csv src(person),dst(cert number)
    Rules (schema): developed = person owns >5 devices with the app installed;
    release = person holds shares in a company holding the cert the app uses;
    gambling app = riskMark contains '赌博'.  Windows count back from 2023-10-15.
"""
import csv, json, os, datetime
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("cannot find " + rel)
        d = nd


def rows(base, name):
    with open(os.path.join(base, 'sources', name), encoding='utf-8', newline='') as f:
        return list(csv.DictReader(f))


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def d(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def unique_name(names, n):
    assert list(names).count(n) == 1, n
    others = [m for m in names if m != n and n in m]
    assert not others, (n, others)
    return n


def argmax_unique(pairs, reverse=True):
    pairs = sorted(pairs, key=lambda kv: kv[1], reverse=reverse)
    assert len(pairs) == 1 or pairs[0][1] != pairs[1][1], ('tie', pairs[:2])
    return pairs[0]


def window(dates, asof, n):
    for s in dates:
        assert (asof - d(s)).days != n, ('boundary', s, n)


class QS:
    def __init__(self, prefix):
        self.prefix, self.items = prefix, []

    def add(self, q, ans, shape, lang):
        ans = [a if isinstance(a, str) else num(a) for a in (ans if isinstance(ans, list) else [ans])]
        assert ans and all(a != '' for a in ans), q
        self.items.append({"id": "%s-r100-%02d" % (self.prefix, len(self.items) + 1),
                           "question": q, "answer": ans, "shape": shape, "lang": lang})


def YN(b, lang):
    return ('yes' if b else 'no') if lang == 'en' else ('是' if b else '否')


# --------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join('data', 'examples', 'acme-supply'))
    comp = rows(base, 'Company.csv')
    names = [c['name'] for c in comp]
    byname = {c['name']: c for c in comp}
    idname = {c['id']: c['name'] for c in comp}
    prods = {c['name']: [p for p in c['product'].split(';') if p] for c in comp}
    tr = [dict(r, payer=idname[r['srcId']], payee=idname[r['dstId']], amt=int(r['transAmt']))
          for r in rows(base, 'Company_fundTrans_Company.csv')]
    chain = {r['id']: [p for p in r['hasSupplyChain'].split(';') if p] for r in rows(base, 'Product.csv')}
    people = rows(base, 'Person.csv')
    pnames = [p['name'] for p in people]
    reps = {p['name']: [c for c in p['legalRepresentative'].split(';') if c] for p in people}
    age = {p['name']: int(p['age']) for p in people}
    N = lambda n: unique_name(names, n)
    P = lambda n: unique_name(pnames, n)
    inflow = lambda c: sum(t['amt'] for t in tr if t['payee'] == c)
    outflow = lambda c: sum(t['amt'] for t in tr if t['payer'] == c)
    Q = QS('acme-supply')

    b = N('Borealis Rubber Works')
    Q.add("I'm sending out exhibitor invitations for our mobility trade fair and need the right country desk. "
          "Which country is Borealis Rubber Works registered in? Just the country code, please.",
          byname[b]['country'], 'property', 'en')
    Q.add("And what year was it founded?", byname[b]['founded'], 'property', 'en')

    up = [p for p, ds in chain.items() if 'Vehicles-Cars' in ds]
    makers = sorted({c for c, ps in prods.items() for p in ps if p in up})
    Q.add("For the car-makers' hall I want to invite the companies that make the direct upstream inputs of "
          "Vehicles-Cars. Which companies are those?", makers, 'two-hop', 'en')

    a, o = N('Acme Motors'), N("O'Hara, Lamb & Sons")
    Q.add("Due-diligence note: how much did Acme Motors pay O'Hara, Lamb & Sons in total across all transfers?",
          sum(t['amt'] for t in tr if t['payer'] == a and t['payee'] == o), 'sum', 'en')
    share = Decimal(sum(t['amt'] for t in tr if t['payer'] == a and t['payee'] == o)) * 100 / inflow(o)
    Q.add("那这笔钱占O'Hara, Lamb & Sons全部收款的百分之几？保留一位小数。", rnd(share, 1), 'percentage', 'zh')

    big = [t for t in tr if t['amt'] >= 100000 and t['transDate'].startswith('2024')]
    Q.add("How many individual transfers dated in 2024 were for 100,000 or more?", len(big), 'count', 'en')

    m = argmax_unique([(t['payer'], t['amt']) for t in tr], reverse=False)
    Q.add("我在做尽调，想知道账上金额最小的那一笔转账是哪家公司付出的？", m[0], 'min', 'zh')

    e = N('Eastwind Logistics')
    share = Decimal(sum(t['amt'] for t in tr if t['payer'] == e and t['payee'] == a)) * 100 / inflow(a)
    Q.add("What share of Acme Motors' total incoming money came from Eastwind Logistics? Give a percentage "
          "to one decimal place.", rnd(share, 1), 'percentage', 'en')

    h = N('Helix Chemicals')
    same = any(h in cs and b in cs for cs in reps.values())
    Q.add("Quick governance check before we sign: do Helix Chemicals and Borealis Rubber Works share a "
          "legal representative? Yes or no.", YN(same, 'en'), 'yes/no', 'en')

    f, g = N('Fjord Steel AS'), N('Granite Insurance')
    Q.add("Fjord Steel AS和Granite Insurance，哪家成立得更早？",
          f if int(byname[f]['founded']) < int(byname[g]['founded']) else g, 'compare', 'zh')

    Q.add("For the 'heritage makers' corner I need every company founded before 1960. List them.",
          sorted(n for n in names if int(byname[n]['founded']) < 1960), 'list', 'en')

    s = sum(t['amt'] for t in tr if t['payer'] == a and '20240501' <= t['transDate'] <= '20240630')
    Q.add("How much money did Acme Motors pay out between 1 May 2024 and 30 June 2024 inclusive?",
          s, 'sum+date-window', 'en')

    Q.add("O'Hara, Lamb & Sons付过款给哪些公司？", sorted({t['payee'] for t in tr if t['payer'] == o}),
          'counterparties', 'zh')

    # mainSupply rule: o pays s > 50% of s's inflow and some product of s feeds a product of o
    mains = []
    for s_ in names:
        for o_ in names:
            paid = sum(t['amt'] for t in tr if t['payer'] == o_ and t['payee'] == s_)
            if paid and inflow(s_) and paid / inflow(s_) > 0.5 and any(
                    dn in prods[o_] for up_ in prods[s_] for dn in chain.get(up_, [])):
                mains.append((s_, o_))
    mo = [o_ for s_, o_ in mains if s_ == o]
    assert len(mo) == 1
    Q.add("Which customer of O'Hara, Lamb & Sons both buys a downstream product of what it makes and "
          "pays it more than half of all the money it receives?", mo[0], 'rule/two-hop', 'en')

    old = argmax_unique(list(age.items()))
    Q.add("Among the people on file, who is the oldest legal representative?", old[0], 'max', 'en')
    Q.add("这个人是哪几家公司的法人代表？", sorted(reps[old[0]]), 'list', 'zh')

    ada = P('Ada Moreno')
    Q.add("Ada Moreno fronts a couple of companies. How much money did her companies receive in total, "
          "all transfers combined?", sum(inflow(N(c)) for c in reps[ada]), 'two-hop sum', 'en')

    Q.add("贸易展化工馆要邀请做化工产品（产品编号以Chemicals-开头）的公司，一共有几家？",
          len([n for n in names if any(p.startswith('Chemicals-') for p in prods[n])]), 'count', 'zh')

    Q.add("What is Eastwind Logistics' net cash position from the transfers, i.e. money received minus "
          "money paid? Give a signed whole number.", inflow(e) - outflow(e), 'sum', 'en')

    sr = 'Chemicals-Rubber-Synthetic rubber'
    assert sr in chain
    two = sorted({dd for d1 in chain[sr] for dd in chain.get(d1, [])})
    Q.add("Going two steps down the supply chain from Chemicals-Rubber-Synthetic rubber (its downstream "
          "product's downstream products), which products do we reach?", two, 'two-hop', 'en')

    Q.add("哪些公司在账上从来没有付过一笔钱？", sorted(n for n in names if outflow(n) == 0), 'list', 'zh')

    Q.add("How many transfers were made in the first quarter of 2024 (1 January to 31 March)?",
          len([t for t in tr if '20240101' <= t['transDate'] <= '20240331']), 'count+date-window', 'en')

    c = P('Chloe Tan')
    ec = [p for p, cs in reps.items() if e in cs]
    assert ec == [c]
    Q.add("Eastwind Logistics的法人代表是谁？", ec[0], 'property', 'zh')
    Q.add("她今年多大？", age[c], 'property', 'zh')

    Q.add("Did Fjord Steel AS ever send money to Acme Motors?",
          YN(any(t['payer'] == f and t['payee'] == a for t in tr), 'en'), 'yes/no', 'en')
    return Q.items


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    base = find_up(os.path.join('shared', 'datasets', 'kag-supplychain'))
    asof = datetime.date(2023, 10, 15)
    comp = rows(base, 'Company.csv')
    names = [c['name'] for c in comp]
    idname = {c['id']: c['name'] for c in comp}
    prods = {c['name']: {p for p in c['product'].split(',') if p} for c in comp}
    tr = [dict(r, payer=idname[r['srcId']], payee=idname[r['dstId']], amt=int(r['transAmt']))
          for r in rows(base, 'Company_fundTrans_Company.csv')]
    chain, ind = defaultdict(set), {}
    for r in rows(base, 'Product.csv'):
        chain[r['id']] |= {p for p in r['hasSupplyChain'].split(',') if p}
        assert ind.setdefault(r['id'], r['belongToIndustry']) == r['belongToIndustry']
    people = rows(base, 'Person.csv')
    pnames = [p['name'] for p in people]
    reps = {p['name']: {c for c in p['legalRepresentative'].split(',') if c} for p in people}
    age = {p['name']: int(p['age']) for p in people}
    ev = rows(base, 'ProductChainEvent.csv')
    N = lambda n: unique_name(names, n)
    P = lambda n: unique_name(pnames, n)
    inflow = lambda c, n=None: sum(t['amt'] for t in tr if t['payee'] == c and (n is None or (asof - d(t['transDate'])).days < n))
    outflow = lambda c, n=None: sum(t['amt'] for t in tr if t['payer'] == c and (n is None or (asof - d(t['transDate'])).days < n))
    for n in (30, 90):
        window([t['transDate'] for t in tr], asof, n)
    Q = QS('kag-supplychain')

    ch, sj = N('传化****限公司'), N('三角***份限公司')
    Q.add("I'm screening an acquisition target. What is the total amount of money 传化****限公司 has received "
          "from other companies?", inflow(ch), 'sum', 'en')
    share = Decimal(sum(t['amt'] for t in tr if t['payer'] == sj and t['payee'] == ch)) * 100 / inflow(ch)
    Q.add("How much of that came from 三角***份限公司, as a percentage rounded to one decimal place?",
          rnd(share, 1), 'percentage', 'en')

    Q.add("在过去30天里（截至2023-10-15），传化****限公司一共转出了多少钱？", outflow(ch, 30),
          'sum+date-window', 'zh')
    Q.add("What about the last 90 days?", outflow(ch, 90), 'sum+date-window', 'en')

    Q.add("What is 传化****限公司's net cash-flow gap over the last 90 days, i.e. outflow minus inflow? "
          "Signed whole number.", outflow(ch, 90) - inflow(ch, 90), 'sum', 'en')

    rec = sorted({t['payee'] for t in tr if t['payer'] == ch})
    Q.add("To how many different companies has 传化****限公司 sent money?", len(rec), 'count', 'en')

    w = argmax_unique([(t['payee'], t['amt']) for t in tr if t['payer'] == ch])
    Q.add("传化****限公司单笔转出金额最大的一笔是付给哪家公司的？", w[0], 'max', 'zh')

    tot = inflow(sj)
    best = argmax_unique([(p, sum(t['amt'] for t in tr if t['payer'] == p and t['payee'] == sj))
                          for p in {t['payer'] for t in tr if t['payee'] == sj}])
    Q.add("For 三角***份限公司, does any single payer account for more than half of all the money it "
          "received? Yes or no.", YN(best[1] * 2 > tot, 'en'), 'yes/no', 'en')

    Q.add("顺便问一下，三角***份限公司自己经营哪些产品？", sorted(prods[sj]), 'list', 'zh')

    zg, hj = N('中国***份*公司'), N('华**酒*控*）*公司')
    pz = sum(t['amt'] for t in tr if t['payer'] == zg and t['payee'] == sj)
    ph = sum(t['amt'] for t in tr if t['payer'] == hj and t['payee'] == sj)
    assert pz != ph
    Q.add("Which paid 三角***份限公司 more: 中国***份*公司 or 华**酒*控*）*公司?",
          zg if pz > ph else hj, 'compare', 'en')

    sd = '商品化工-橡胶-合成橡胶-顺丁橡胶'
    Q.add("Our rubber hall needs every exhibitor that lists 顺丁橡胶 (商品化工-橡胶-合成橡胶-顺丁橡胶) among its "
          "products. Which companies are they?", sorted(n for n in names if sd in prods[n]), 'list', 'en')
    Q.add("顺丁橡胶这个产品属于哪个产业？", ind[sd], 'property', 'zh')

    e = [x for x in ev if x['subject'] == sd and x['index'] == '价格' and x['trend'] == '上涨']
    assert len(e) == 1
    hit = sorted(n for n in names if prods[n] & chain[sd])
    Q.add("There is a recorded price rise for 顺丁橡胶. How many companies make at least one product that "
          "sits directly downstream of it in the supply chain (and so face a cost increase)?",
          len(hit), 'two-hop count', 'en')

    bg = '轮胎与橡胶-轮胎-半钢子午线轮胎'
    Q.add("How many companies list 轮胎与橡胶-轮胎-半钢子午线轮胎 as a product?",
          len([n for n in names if bg in prods[n]]), 'count', 'en')

    z = P('臧*')
    Q.add("法人臧*名下一共有多少家不同的公司？", len(reps[z]), 'count', 'zh')
    Q.add("Which companies share a legal representative with 传化****限公司?",
          sorted({c for p, cs in reps.items() if ch in cs for c in cs} - {ch}), 'list', 'en')

    old = argmax_unique(list(age.items()))
    Q.add("Among the legal representatives on file, who is the oldest?", old[0], 'max', 'en')
    Q.add("那这个人一共担任几家公司的法人？", len(reps[old[0]]), 'count', 'zh')

    x = P('夏**')
    cs = sorted(N(c) for c in reps[x])
    Q.add("The companies that 夏** represents: how much money did they pay out to other companies in total?",
          sum(outflow(c) for c in cs), 'two-hop sum', 'en')

    big = argmax_unique([((t['payer'], t['payee']), t['amt']) for t in tr])
    Q.add("账上最大的一笔转账是哪家公司付的？", big[0][0], 'max', 'zh')

    Q.add("How many transfers of more than 500,000 are there in total?",
          len([t for t in tr if t['amt'] > 500000]), 'count', 'en')

    Q.add("Is 吉林奇*化****公司 one of the companies that makes 汽车-摩托车制造?",
          YN('汽车-摩托车制造' in prods[N('吉林奇*化****公司')], 'en'), 'yes/no', 'en')

    mains = []
    for s_ in names:
        if not inflow(s_):
            continue
        for o_ in {t['payer'] for t in tr if t['payee'] == s_}:
            paid = sum(t['amt'] for t in tr if t['payer'] == o_ and t['payee'] == s_)
            if paid / inflow(s_) > 0.5 and any(prods[o_] & chain[p] for p in prods[s_]):
                mains.append((s_, o_))
    assert [m for m in mains if m[0] == ch] and len([m for m in mains if m[0] == ch]) == 1
    Q.add("传化****限公司的主要客户（买它下游产品、且付款超过它总收款一半的公司）是谁？",
          [m[1] for m in mains if m[0] == ch][0], 'rule/two-hop', 'zh')

    Q.add("How many transfers did 三角***份限公司 receive between 1 June 2023 and 31 July 2023 inclusive?",
          len([t for t in tr if t['payee'] == sj and '20230601' <= t['transDate'] <= '20230731']),
          'count+date-window', 'en')

    avg = Decimal(sum(age.values())) / len(age)
    Q.add("所有法人代表的平均年龄是多少？保留一位小数。", rnd(avg, 1), 'avg', 'zh')
    return Q.items


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join('shared', 'datasets', 'kag-riskmining'))
    asof = datetime.date(2023, 10, 15)
    people = rows(base, 'Person.csv')
    pnames = [p['name'] for p in people]
    pid = {p['name']: p['id'] for p in people}
    pname = {p['id']: p['name'] for p in people}
    page = {p['name']: int(p['age']) for p in people}
    phone = {p['name']: p['hasPhone'] for p in people}
    comp = rows(base, 'Company.csv')
    cname = {c['id']: c['name'] for c in comp}
    tr = [dict(r, payer=pname[r['src']], payee=pname[r['dst']], amt=int(r['transAmt']))
          for r in rows(base, 'Person_fundTrans_Person.csv')]
    hold = defaultdict(set)
    for r in rows(base, 'Person_holdShare_Company.csv'):
        hold[pname[r['src']]].add(r['dst'])
    pdev = defaultdict(set)
    for r in rows(base, 'Person_hasDevice_Device.csv'):
        pdev[pname[r['src']]].add(r['dst'])
    dev = {r['id']: r for r in rows(base, 'Device.csv')}
    inst = {k: {a for a in v['install'].split(',') if a} for k, v in dev.items()}
    apps = {r['id']: r for r in rows(base, 'App.csv')}
    ccert = defaultdict(set)
    for r in rows(base, 'Company_hasCert_Cert.csv'):
        ccert[r['src']].add(r['dst'])
    pcert = defaultdict(set)
    for r in rows(base, 'Person_hasCert_Cert.csv'):
        pcert[pname[r['src']]].add(r['dst'])
    P = lambda n: unique_name(pnames, n)
    for n in (30,):
        window([t['transDate'] for t in tr], asof, n)
    gamb = sorted(a for a, r in apps.items() if '赌博' in r['riskMark'])
    fraud = sorted(a for a, r in apps.items() if '诈骗' in r['riskMark'])
    ndev = lambda p, a: len([x for x in pdev[p] if a in inst[x]])
    developed = {p: sorted(a for a in apps if ndev(p, a) > 5) for p in pnames}
    released = {p: sorted(a for a, r in apps.items() if any(r['useCert'] in ccert[c] for c in hold[p]))
                for p in pnames}
    Q = QS('kag-riskmining')

    Q.add("I work for a youth online-safety charity and we keep finding betting apps on kids' phones. "
          "Which apps in the data are marked as gambling apps? List their app ids.", gamb, 'list', 'en')
    Q.add("And how many apps are flagged as fraud (诈骗) instead?", len(fraud), 'count', 'en')

    devs = sorted(p for p in pnames if any(a in gamb for a in developed[p]))
    Q.add("按照“某人有超过5台设备装了这个应用就算开发者”的规则，哪些人是赌博应用的开发者？", devs, 'rule/list', 'zh')

    bai = P('柏*')
    Q.add("Who did 柏* transfer money to? List the people.", sorted({t['payee'] for t in tr if t['payer'] == bai}),
          'counterparties', 'en')
    Q.add("How much did 柏* transfer in total, across all of those transfers?",
          sum(t['amt'] for t in tr if t['payer'] == bai), 'sum', 'en')

    per = argmax_unique([(p, sum(t['amt'] for t in tr if t['payee'] == p)) for p in {t['payee'] for t in tr}])
    Q.add("Which recipient got the most money from those transfers in total?", per[0], 'max', 'en')

    w = P('邬**')
    Q.add("邬**一共收到过多少笔转账？", len([t for t in tr if t['payee'] == w]), 'count', 'zh')
    Q.add("What's the total of money received by 邬** over the last 30 days (as of 2023-10-15)?",
          sum(t['amt'] for t in tr if t['payee'] == w and (asof - d(t['transDate'])).days < 30),
          'sum+date-window', 'en')

    du = P('杜*')
    mn = argmax_unique([(t['transDate'], t['amt']) for t in tr if t['payee'] == du], reverse=False)
    Q.add("For 杜*, what was the smallest single transfer received? Just the amount.", mn[1], 'min', 'en')

    Q.add("柏*持股了哪几家公司？", sorted(cname[c] for c in hold[bai]), 'list', 'zh')

    rg = sorted(a for a in released[bai] if a in gamb)
    Q.add("Through the certificates held by the companies 柏* owns shares in, which gambling apps can be "
          "traced back to 柏* as publisher? App ids please.", rg, 'two-hop list', 'en')

    bosses = sorted(p for p in pnames if any(
        a in gamb and any(a in developed[u] for u in {t['payee'] for t in tr if t['payer'] == p})
        for a in released[p]))
    Q.add("那么谁既发布了赌博应用、又给该应用的开发者转过钱——也就是赌博App老板？", bosses, 'rule/two-hop', 'zh')

    Q.add("How many devices does 邬** own?", len(pdev[w]), 'count', 'en')

    top = argmax_unique([(p, len(pdev[p])) for p in pnames])
    Q.add("Which person owns the most devices?", top[0], 'max', 'en')

    q0 = P('裘**')
    certapps = sorted(a for a, r in apps.items() if r['useCert'] in pcert[q0])
    Q.add("裘**本人名下的证书被多少个应用使用？", len(certapps), 'two-hop count', 'zh')

    Q.add("What is 柏*'s phone number as recorded?", phone[bai], 'property', 'en')

    Q.add("柏*的年纪比邬**大吗？", YN(page[bai] > page[w], 'zh'), 'yes/no', 'zh')

    Q.add("数据里年龄在50岁及以上的人有多少个？", len([p for p in pnames if page[p] >= 50]), 'count', 'zh')

    ap = 'com.qIu.VJbJ'
    assert ap in apps
    Q.add("How many devices in the data have the app com.qIu.VJbJ installed?",
          len([k for k in inst if ap in inst[k]]), 'count', 'en')

    ppl = sorted({p for p in pnames for x in pdev[p] if ap in inst[x]})
    Q.add("这些设备分别属于哪些人？", ppl, 'two-hop list', 'zh')

    ph = '156****6507'
    hits = [c['name'] for c in comp if c['phone'] == ph] + [p for p in pnames if phone[p] == ph]
    assert len(hits) == 1 and hits[0] in cname.values()
    Q.add("For our due-diligence file: a publisher contact sheet lists the number 156****6507. Which company "
          "is registered with that phone number?", hits[0], 'property (reverse lookup)', 'en')

    tot = sum(t['amt'] for t in tr)
    sh = Decimal(sum(t['amt'] for t in tr if t['payee'] == w)) * 100 / tot
    Q.add("What percentage of all person-to-person transfer money went to 邬**? Round to one decimal place.",
          rnd(sh, 1), 'percentage', 'en')

    Q.add("2023年9月1日到9月10日（含）之间，柏*给杜*转了多少钱？",
          sum(t['amt'] for t in tr if t['payer'] == bai and t['payee'] == du and '20230901' <= t['transDate'] <= '20230910'),
          'sum+date-window', 'zh')

    Q.add("Does 裘** own a device that has com.UwA.qzbTFnD.hgpEVa installed? Yes or no.",
          YN(any('com.UwA.qzbTFnD.hgpEVa' in inst[x] for x in pdev[q0]), 'en'), 'yes/no', 'en')

    Q.add("Last one for my report: in the last 30 days before 2023-10-15, how many transfers did 柏* make?",
          len([t for t in tr if t['payer'] == bai and (asof - d(t['transDate'])).days < 30]), 'count+date-window', 'en')
    return Q.items


def main():
    out = os.path.dirname(HERE)
    for name, fn in (('acme-supply', acme), ('kag-supplychain', supplychain), ('kag-riskmining', riskmining)):
        items = fn()
        en = sum(i['lang'] == 'en' for i in items)
        assert len(items) == 25 and en == 16, (name, len(items), en)
        with open(os.path.join(out, 'r100-%s.json' % name), 'w', encoding='utf-8') as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write('\n')
        print(name, len(items))


if __name__ == '__main__':
    main()
