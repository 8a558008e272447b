"""Round r91 blind gold questions: acme-supply, kag-supplychain, kag-riskmining.

Personas
  (1) a customs broker checking where suppliers are based and which products flow to whom
      (acme-supply, kag-supplychain);
  (2) 一位法院执行局的法官 tracing a debtor's money transfers, shareholdings, devices and apps
      (kag-riskmining; Chinese and English);
  (3) a network-science PhD student asking about connections, shared neighbours,
      most-connected entities and link counts (all three projects).

Files and columns used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product ';'-separated),
    Company_fundTrans_Company.csv (srcId -> dstId, transDate, transAmt),
    Person.csv (name, age, legalRepresentative ';'-separated company names),
    Product.csv (id, hasSupplyChain ';'-separated downstream products).
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id, name, product ','-separated), Company_fundTrans_Company.csv
    (srcId -> dstId, transDate, transAmt), Person.csv (name, age, legalRepresentative
    ','-separated company names), Product.csv (id, belongToIndustry, hasSupplyChain),
    ProductChainEvent.csv (name, subject, index, trend).
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone),
    Person_fundTrans_Person.csv (src -> dst, transDate, transAmt),
    Person_holdShare_Company.csv, Person_hasDevice_Device.csv, Device.csv (id, umid,
    install ','-separated app ids), App.csv (id, riskMark, useCert = certNum),
    Company_hasCert_Cert.csv (dst = certNum), Person_hasCert_Cert.csv (dst = certNum).

Readings avoided and why
  - kag-supplychain CompanyUpdate.csv restates 浙江**摩托**限公司 with fewer products: no
    question touches that company's product list.
  - Multi-value cells contain repeated values (supplychain product lists, Person
    legalRepresentative lists, riskmining Device.install): every count de-duplicates,
    and the question says "distinct".
  - Relation cells may name entities without rows of their own: legal-representative
    company names are checked against Company.csv (assert) before use.
  - Time-window rules that depend on now() (outflow90Days, fundTrans1Month ...) are
    not asked; only absolute dates are used.
  - Hypernym (isA via '-' in product ids) readings are not asked; only the explicit
    hasSupplyChain/product cells.
  - Ties: every superlative is asserted unique in code; tied candidates (e.g. most
    distinct counterparties in acme, most legal-rep companies in supplychain, youngest
    person, device with most apps) were dropped.
  - Transfer direction is always stated (who sent, who received).
  - Rounding: averages use Decimal ROUND_HALF_UP to 2 decimals.
"""
import csv
import json
import os
from collections import Counter, defaultdict
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
            raise FileNotFoundError(rel)
        d = nd


def rows(base, name):
    with open(os.path.join(base, 'sources', name), newline='', encoding='utf-8') as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or '').split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def unique_max(d):
    m = max(d.values())
    top = [k for k, v in d.items() if v == m]
    assert len(top) == 1, top
    return top[0]


def mk(project, items):
    assert len(items) == 25, (project, len(items))
    out = []
    for i, (q, a, shape, lang) in enumerate(items, 1):
        a = [str(x) for x in a]
        assert a and all(a), (project, i, q)
        out.append({"id": f"{project}-r91-{i:02d}", "question": q, "answer": a,
                    "shape": shape, "lang": lang})
    langs = Counter(o['lang'] for o in out)
    assert langs['en'] == 16 and langs['zh'] == 9, (project, langs)
    return out


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up('data/examples/acme-supply')
    comp = rows(base, 'Company.csv')
    byid = {r['id']: r for r in comp}
    byname = {r['name']: r for r in comp}
    N = lambda cid: byid[cid]['name']
    tr = rows(base, 'Company_fundTrans_Company.csv')
    pers = rows(base, 'Person.csv')
    prod = {r['id']: split(r['hasSupplyChain'], ';') for r in rows(base, 'Product.csv')}
    cprod = {r['id']: split(r['product'], ';') for r in comp}
    for p in pers:
        for c in split(p['legalRepresentative'], ';'):
            assert c in byname, c
    inflow = defaultdict(int)
    for t in tr:
        inflow[t['dstId']] += int(t['transAmt'])
    pair = defaultdict(int)
    for t in tr:
        pair[(t['srcId'], t['dstId'])] += int(t['transAmt'])
    acmeid = byname['Acme Motors']['id']
    ohara = byname["O'Hara, Lamb & Sons"]['id']
    delta = byname['Delta Cells GmbH']['id']
    fjord = byname['Fjord Steel AS']['id']
    helix = byname['Helix Chemicals']['id']
    east = byname['Eastwind Logistics']['id']
    gran = byname['Granite Insurance']['id']

    def neighbours(cid):
        s = set()
        for t in tr:
            if t['srcId'] == cid:
                s.add(t['dstId'])
            if t['dstId'] == cid:
                s.add(t['srcId'])
        return s

    # mainSupply: s -> o if a product of s has a downstream product made by o and o paid s > 50% of s's inflow
    def main_customers_of(s):
        res = []
        for o in byid:
            down = {d for p in cprod[s] for d in prod.get(p, [])}
            if not down & set(cprod[o]):
                continue
            paid = pair.get((o, s), 0)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                res.append(o)
        return res

    acme_is_main_of = [N(s) for s in byid if acmeid in main_customers_of(s)]
    acme_out = [int(t['transAmt']) for t in tr if t['srcId'] == acmeid]
    largest_acme = max((t for t in tr if t['srcId'] == acmeid), key=lambda t: int(t['transAmt']))
    assert sum(1 for t in tr if t['srcId'] == acmeid and int(t['transAmt']) == int(largest_acme['transAmt'])) == 1
    helix_down = {d for p in cprod[helix] for d in prod.get(p, [])}
    makers_down_helix = [N(c) for c in byid if set(cprod[c]) & helix_down and c != helix]
    rep = {}
    for p in pers:
        for c in split(p['legalRepresentative'], ';'):
            rep.setdefault(c, []).append(p)
    assert len(rep['Granite Insurance']) == 1
    same_rep_acme = sorted({c for p in rep['Acme Motors'] for c in split(p['legalRepresentative'], ';')} - {'Acme Motors'})
    payers_ohara = []
    for t in tr:
        if t['dstId'] == ohara and t['srcId'] not in payers_ohara:
            payers_ohara.append(t['srcId'])
    common_dst = sorted(N(c) for c in ({t['dstId'] for t in tr if t['srcId'] == acmeid} & {t['dstId'] for t in tr if t['srcId'] == fjord}))
    senders = {t['srcId'] for t in tr}
    non_senders = [N(c) for c in byid if c not in senders]
    fd = {r['name']: int(r['founded']) for r in comp}
    dtf = [t for t in tr if t['srcId'] == delta and t['dstId'] == fjord]
    assert len(dtf) == 1
    us = [r['name'] for r in comp if r['country'] == 'US']
    old = [r for r in comp if int(r['founded']) < 1960]
    q = [
        ("Quick one before I file the entry: which country is Borealis Rubber Works based in? Just the country code as you have it.",
         [byname['Borealis Rubber Works']['country']], 'property', 'en'),
        ("For the origin paperwork I need the founding year of O'Hara, Lamb & Sons — what year was it founded?",
         [byname["O'Hara, Lamb & Sons"]['founded']], 'property', 'en'),
        ("List every supplier on file that is based in the US (country code US), names only please.",
         us, 'list', 'en'),
        ("How many separate fund transfers did Acme Motors send out as the payer? A number is fine.",
         [sum(1 for t in tr if t['srcId'] == acmeid)], 'count', 'en'),
        ("Adding up all transfers where Acme Motors paid O'Hara, Lamb & Sons, what is the total amount?",
         [pair[(acmeid, ohara)]], 'aggregate', 'en'),
        ("Which company received the largest total inflow of money across all transfers it received?",
         [N(unique_max(inflow))], 'superlative', 'en'),
        ("I'm tracing the product flow: which companies make a product that sits directly downstream (hasSupplyChain) of one of Helix Chemicals' own products?",
         makers_down_helix, 'path', 'en'),
        ("From a network angle — which companies are linked to Acme Motors by sharing a legal representative with it?",
         same_rep_acme, 'path', 'en'),
        ("Yes or no: did Eastwind Logistics (as sender) ever transfer money to Acme Motors (as receiver)?",
         ['yes' if pair.get((east, acmeid)) else 'no'], 'boolean', 'en'),
        ("Between Fjord Steel AS and Granite Insurance, which one was founded earlier?",
         [min(['Fjord Steel AS', 'Granite Insurance'], key=lambda n: fd[n])], 'comparison', 'en'),
        ("On what date did Delta Cells GmbH pay Fjord Steel AS? Give it as YYYYMMDD like the ledger does.",
         [dtf[0]['transDate']], 'date', 'en'),
        ("What's the average amount of the transfers Acme Motors sent? Round half-up to 2 decimals.",
         [r2(Decimal(sum(acme_out)) / len(acme_out))], 'aggregate', 'en'),
        ("Counting links in both directions, with how many distinct companies has O'Hara, Lamb & Sons exchanged money?",
         [len(neighbours(ohara))], 'count', 'en'),
        ("Using the main-customer definition (the customer makes a downstream product and paid the supplier more than half of the supplier's total inflow), which suppliers have Acme Motors as their main customer?",
         acme_is_main_of, 'list', 'en'),
        ("How old is the legal representative of Granite Insurance?",
         [rep['Granite Insurance'][0]['age']], 'property', 'en'),
        ("Shared neighbours question for my thesis: which company received money from both Acme Motors and Fjord Steel AS?",
         common_dst, 'path', 'en'),
        ("麻烦查一下：Sheet steel（Metals-Steel-Sheet steel）这个产品的直接下游产品有哪些？",
         prod['Metals-Steel-Sheet steel'], 'list', 'zh'),
        ("成立年份早于1960年的公司一共有几家？",
         [len(old)], 'count', 'zh'),
        ("向 O'Hara, Lamb & Sons 付过款的公司分别位于哪些国家？请给出国家代码。",
         [byid[c]['country'] for c in payers_ohara], 'path', 'zh'),
        ("Granite Insurance 有没有作为付款方向 Eastwind Logistics 转过账？请回答是或否。",
         ['是' if pair.get((gran, east)) else '否'], 'boolean', 'zh'),
        ("Acme Motors 支付给 Delta Cells GmbH 的总额比支付给 O'Hara, Lamb & Sons 的总额多多少？",
         [pair[(acmeid, delta)] - pair[(acmeid, ohara)]], 'comparison', 'zh'),
        ("Acme Motors 单笔金额最大的那次付款是在哪天？请按 YYYYMMDD 格式回答。",
         [largest_acme['transDate']], 'date', 'zh'),
        ("哪些公司从来没有作为付款方转出过资金？",
         non_senders, 'list', 'zh'),
        ("Ada Moreno 是哪些公司的法定代表人？",
         split(next(p for p in pers if p['name'] == 'Ada Moreno')['legalRepresentative'], ';'), 'list', 'zh'),
        ("Helix Chemicals 总共收到了多少资金（所有转入合计）？",
         [inflow[helix]], 'aggregate', 'zh'),
    ]
    return mk('acme-supply', q)


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = find_up('shared/datasets/kag-supplychain')
    comp = rows(base, 'Company.csv')
    byid = {r['id']: r for r in comp}
    byname = {r['name']: r for r in comp}
    assert len(byname) == len(comp)
    N = lambda cid: byid[cid]['name']
    cprod = {r['id']: split(r['product'], ',') for r in comp}
    tr = rows(base, 'Company_fundTrans_Company.csv')
    pers = rows(base, 'Person.csv')
    prod = {r['id']: r for r in rows(base, 'Product.csv')}
    down = {k: split(v['hasSupplyChain'], ',') for k, v in prod.items()}
    ev = rows(base, 'ProductChainEvent.csv')
    upd = {r['id'] for r in rows(base, 'CompanyUpdate.csv')}
    inflow = defaultdict(int)
    pair = defaultdict(int)
    for t in tr:
        inflow[t['dstId']] += int(t['transAmt'])
        pair[(t['srcId'], t['dstId'])] += int(t['transAmt'])
    chuan = byname['传化****限公司']['id']
    sanj = byname['三角***份限公司']['id']
    gd = byname['广东***通*份*公司']['id']
    hr = byname['华融***融控**公司']['id']
    for c in (chuan, sanj, hr):
        assert c not in upd
    rep = defaultdict(list)
    for p in pers:
        for c in split(p['legalRepresentative'], ','):
            rep[c].append(p)

    def main_customers_of(s):
        res = []
        ds = {d for p in cprod[s] for d in down.get(p, [])}
        for o in byid:
            if o in upd:
                # restated company: its product list is ambiguous; must not matter
                pass
            if not ds & set(cprod[o]):
                continue
            paid = pair.get((o, s), 0)
            if paid and paid / inflow[s] > 0.5:
                res.append(N(o))
        return res

    mc_chuan = main_customers_of(chuan)
    assert byname[mc_chuan[0]]['id'] not in upd
    zang = next(p for p in pers if p['name'] == '臧*')
    zang_cos = split(zang['legalRepresentative'], ',')
    for c in zang_cos:
        assert c in byname
    same_rep_chuan = sorted({c for p in rep['传化****限公司'] for c in split(p['legalRepresentative'], ',')} - {'传化****限公司'})
    for c in same_rep_chuan:
        assert c in byname
    assert len(rep['吉林奇*化****公司']) == 1
    biggest = max(tr, key=lambda t: int(t['transAmt']))
    assert sum(1 for t in tr if t['transAmt'] == biggest['transAmt']) == 1
    # largest single transfer received by 三角 -> its sender -> legal rep
    to_sanj = [t for t in tr if t['dstId'] == sanj]
    big_sanj = max(to_sanj, key=lambda t: int(t['transAmt']))
    assert sum(1 for t in to_sanj if t['transAmt'] == big_sanj['transAmt']) == 1
    big_sanj_rep = rep[N(big_sanj['srcId'])]
    assert len(big_sanj_rep) == 1
    gd_t = [t for t in tr if t['srcId'] == gd and t['dstId'] == chuan]
    assert len(gd_t) == 1
    nb = defaultdict(set)
    for t in tr:
        nb[t['srcId']].add(t['dstId'])
        nb[t['dstId']].add(t['srcId'])
    most = unique_max({k: len(v) for k, v in nb.items()})
    send_to = lambda d: {t['srcId'] for t in tr if t['dstId'] == d}
    common = sorted(N(c) for c in send_to(chuan) & send_to(sanj))
    chuan_out = [t for t in tr if t['srcId'] == chuan]
    last = max(chuan_out, key=lambda t: t['transDate'])
    assert sum(1 for t in chuan_out if t['transDate'] == last['transDate']) == 1
    tyre = [r['name'] for r in comp if '轮胎与橡胶-轮胎' in cprod[r['id']] and r['id'] not in upd]
    oldest = unique_max({p['name']: int(p['age']) for p in pers})
    oldest_p = next(p for p in pers if p['name'] == oldest)
    e = next(x for x in ev if x['name'] == '顺丁橡胶成本上涨')
    under30 = [p for p in pers if int(p['age']) < 30]
    q = [
        ("I'm clearing a tyre shipment — what products does 三角***份限公司 list as its products? Full list please.",
         cprod[sanj], 'list', 'en'),
        ("To how many distinct companies did 传化****限公司 send money (it being the payer)?",
         [len({t['dstId'] for t in chuan_out})], 'count', 'en'),
        ("What is the total amount of money 传化****限公司 received, summing every transfer into it?",
         [inflow[chuan]], 'aggregate', 'en'),
        ("Which single transfer is the biggest in the ledger? Tell me who sent it — just the sender's company name.",
         [N(biggest['srcId'])], 'superlative', 'en'),
        ("Using the main-customer rule (customer makes a downstream product and paid more than 50% of the supplier's inflow), who is the main customer of 传化****限公司?",
         mc_chuan, 'property', 'en'),
        ("How many distinct companies is 臧* the legal representative of? Please don't double count repeated names.",
         [len(zang_cos)], 'count', 'en'),
        ("Network question: which companies share a legal representative with 传化****限公司?",
         same_rep_chuan, 'list', 'en'),
        ("How old is the legal representative of 吉林奇*化****公司?",
         [rep['吉林奇*化****公司'][0]['age']], 'property', 'en'),
        ("Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?",
         [prod['商品化工-橡胶-合成橡胶-顺丁橡胶']['belongToIndustry']], 'property', 'en'),
        ("On which date did 广东***通*份*公司 pay 传化****限公司? Format YYYYMMDD, as recorded.",
         [gd_t[0]['transDate']], 'date', 'en'),
        ("Two hops for me: take the company that made the single largest payment into 三角***份限公司 — who is its legal representative?",
         [big_sanj_rep[0]['name']], 'path', 'en'),
        ("Yes/no: does money flow in both directions between 传化****限公司 and 三角***份限公司, i.e. each has paid the other at least once?",
         ['yes' if pair.get((chuan, sanj)) and pair.get((sanj, chuan)) else 'no'], 'boolean', 'en'),
        ("How much more did 传化****限公司 pay to 三角***份限公司 than 三角***份限公司 paid back to 传化****限公司?",
         [pair[(chuan, sanj)] - pair[(sanj, chuan)]], 'comparison', 'en'),
        ("What's the average size of the transfers 传化****限公司 sent out? ROUND_HALF_UP to 2 decimals please.",
         [r2(Decimal(sum(int(t['transAmt']) for t in chuan_out)) / len(chuan_out))], 'aggregate', 'en'),
        ("Counting distinct counterparties in either direction, which company has the most fund-transfer links?",
         [N(most)], 'superlative', 'en'),
        ("Shared in-neighbours: which company sent money to both 传化****限公司 and 三角***份限公司?",
         common, 'path', 'en'),
        ("报关前想确认一下：顺丁橡胶（商品化工-橡胶-合成橡胶-顺丁橡胶）的直接下游产品一共有多少个（去重）？",
         [len(down['商品化工-橡胶-合成橡胶-顺丁橡胶'])], 'count', 'zh'),
        ("传化****限公司最后一笔转出资金发生在哪个月？请按 YYYY-MM 格式回答。",
         [f"{last['transDate'][:4]}-{last['transDate'][4:6]}"], 'date', 'zh'),
        ("经营产品里直接列有“轮胎与橡胶-轮胎”这一项的公司有几家？（只算原样列出的，不算其下位产品）",
         [len(tyre)], 'count', 'zh'),
        ("所有自然人里年龄最大的是谁？",
         [oldest], 'superlative', 'zh'),
        ("年龄最大的那个自然人担任哪些公司的法人代表？",
         split(oldest_p['legalRepresentative'], ','), 'list', 'zh'),
        ("产业链事件“顺丁橡胶成本上涨”记录的指标是什么？",
         [e['index']], 'property', 'zh'),
        ("三角***份限公司一共收到了多少资金（所有转入合计）？",
         [inflow[sanj]], 'aggregate', 'zh'),
        ("华融***融控**公司的经营产品去重后有几个？",
         [len(cprod[hr])], 'count', 'zh'),
        ("年龄小于30岁的自然人有几位？",
         [len(under30)], 'count', 'zh'),
    ]
    return mk('kag-supplychain', q)


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up('shared/datasets/kag-riskmining')
    pers = {r['id']: r for r in rows(base, 'Person.csv')}
    pid = {r['name']: r['id'] for r in pers.values()}
    assert len(pid) == len(pers)
    comp = {r['id']: r for r in rows(base, 'Company.csv')}
    cid = {r['name']: k for k, r in comp.items()}
    tr = rows(base, 'Person_fundTrans_Person.csv')
    hold = rows(base, 'Person_holdShare_Company.csv')
    hasdev = rows(base, 'Person_hasDevice_Device.csv')
    dev = {r['id']: r for r in rows(base, 'Device.csv')}
    inst = {k: split(v['install'], ',') for k, v in dev.items()}
    apps = {r['id']: r for r in rows(base, 'App.csv')}
    ccert = defaultdict(set)
    for r in rows(base, 'Company_hasCert_Cert.csv'):
        ccert[r['src']].add(r['dst'])
    pcert = defaultdict(set)
    for r in rows(base, 'Person_hasCert_Cert.csv'):
        pcert[r['src']].add(r['dst'])
    pdev = defaultdict(list)
    for r in hasdev:
        if r['dst'] not in pdev[r['src']]:
            pdev[r['src']].append(r['dst'])
    devowners = defaultdict(list)
    for r in hasdev:
        devowners[r['dst']].append(r['src'])
    P = lambda i: pers[i]['name']
    bo, qiu, du, wu, fang = pid['柏*'], pid['裘**'], pid['杜*'], pid['邬**'], pid['方*']
    pair = defaultdict(int)
    cnt = Counter()
    for t in tr:
        pair[(t['src'], t['dst'])] += int(t['transAmt'])
        cnt[(t['src'], t['dst'])] += 1
    recv_from_bo = {d: v for (s, d), v in pair.items() if s == bo}
    big = max(tr, key=lambda t: int(t['transAmt']))
    assert sum(1 for t in tr if t['transAmt'] == big['transAmt']) == 1
    bo_cos = [comp[r['dst']]['name'] for r in hold if r['src'] == bo]
    assert len(pdev[bo]) == 1
    bodev = pdev[bo][0]
    assert pair[(bo, qiu)] != pair[(bo, du)]
    fang_dev_others = sorted({P(o) for d in pdev[fang] for o in devowners[d] if o != fang})
    assert len(fang_dev_others) == 1
    fang_other = next(p for p in pers.values() if p['name'] == fang_dev_others[0])
    gamb = {a for a, r in apps.items() if '赌博' in r['riskMark']}
    fraud = [a for a, r in apps.items() if r['riskMark'] == '诈骗']
    # developed: person has > 5 devices that install the app
    developed = defaultdict(set)
    for p in pers:
        c = Counter(a for d in pdev[p] for a in inst.get(d, []))
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    devs_gamb = sorted(P(p) for p in pers if developed[p] & gamb)
    # release: person holds company which has cert used by app
    release = defaultdict(set)
    for r in hold:
        for a, ar in apps.items():
            if ar['useCert'] in ccert[r['dst']]:
                release[r['src']].add(a)
    bo_rel_gamb = sorted(release[bo] & gamb)
    # boss
    bosses = []
    for s in pers:
        for a in release[s] & gamb:
            if any(a in developed[u] and pair.get((s, u)) for u in pers):
                if P(s) not in bosses:
                    bosses.append(P(s))
    qcert = pcert[qiu]
    assert len(qcert) == 1
    qapps = [a for a, r in apps.items() if r['useCert'] in qcert and a in gamb]
    assert len(qapps) == 1
    yirmf_cert = apps['com.Yirmf.MZx.NKC.Xqp']['useCert']
    cos_yirmf = [comp[c]['name'] for c in comp if yirmf_cert in ccert[c]]
    most_dev = unique_max({p: len(v) for p, v in pdev.items()})
    qiu_devs_with = [d for d in set(inst) if 'com.qIu.VJbJ' in inst[d]]
    sept = sum(int(t['transAmt']) for t in tr if t['src'] == bo and t['transDate'].startswith('202309'))
    du_amts = [int(t['transAmt']) for t in tr if t['src'] == bo and t['dst'] == du]
    first_du = min(t['transDate'] for t in tr if t['src'] == bo and t['dst'] == du)
    bo_dev_gamb = [a for a in inst[bodev] if a in gamb]
    q = [
        ("For the enforcement file: what is the total amount 柏* (as sender) transferred to 裘** (as receiver)?",
         [pair[(bo, qiu)]], 'aggregate', 'en'),
        ("How many separate transfers did 柏* send to 杜*?",
         [cnt[(bo, du)]], 'count', 'en'),
        ("Of everyone 柏* sent money to, who received the largest total?",
         [P(unique_max(recv_from_bo))], 'superlative', 'en'),
        ("The single largest transfer in the records — on what date was it made? YYYYMMDD please.",
         [big['transDate']], 'date', 'en'),
        ("Which companies does 柏* hold shares in? List them all.",
         bo_cos, 'list', 'en'),
        ("What is the umid of the device owned by 柏*?",
         [dev[bodev]['umid']], 'property', 'en'),
        ("Network question: 方* shares a device with exactly one other person. Who is that?",
         fang_dev_others, 'path', 'en'),
        ("Yes or no — did 裘** (as sender) ever transfer money to 柏* (as receiver)?",
         ['yes' if pair.get((qiu, bo)) else 'no'], 'boolean', 'en'),
        ("Under the developer rule (a person whose more than 5 devices install the app), which people developed at least one gambling-marked app?",
         devs_gamb, 'list', 'en'),
        ("Through his shareholdings and the certificates those companies hold, which gambling-marked apps did 柏* release? App ids please.",
         bo_rel_gamb, 'path', 'en'),
        ("How many apps carry the risk mark 诈骗?",
         [len(fraud)], 'count', 'en'),
        ("Which person owns the most devices?",
         [P(most_dev)], 'superlative', 'en'),
        ("On how many distinct devices is the app com.qIu.VJbJ installed?",
         [len(qiu_devs_with)], 'count', 'en'),
        ("Which companies hold the certificate that the app com.Yirmf.MZx.NKC.Xqp uses?",
         cos_yirmf, 'path', 'en'),
        ("Who received more in total from 柏*: 裘** or 杜*?",
         [P(max([qiu, du], key=lambda x: pair[(bo, x)]))], 'comparison', 'en'),
        ("What's the average amount of 柏*'s transfers to 杜*? Round half-up to 2 decimals.",
         [r2(Decimal(sum(du_amts)) / len(du_amts))], 'aggregate', 'en'),
        ("本院执行中需要核实：柏* 在2023年9月份向他人转出的资金合计是多少？",
         [sept], 'aggregate', 'zh'),
        ("柏* 的手机号码登记的是什么？",
         [pers[bo]['hasPhone']], 'property', 'zh'),
        ("裘** 名下一共有几台设备？",
         [len(pdev[qiu])], 'count', 'zh'),
        ("柏* 第一次向杜* 转账是哪一天？请按 YYYYMMDD 回答。",
         [first_du], 'date', 'zh'),
        ("柏* 一共向邬** 转账了多少笔？",
         [cnt[(bo, wu)]], 'count', 'zh'),
        ("裘** 持有的证书被哪个标记为赌博的应用使用？请给出应用id。",
         qapps, 'path', 'zh'),
        ("和方* 共用同一台设备的那个人多大年纪？",
         [fang_other['age']], 'path', 'zh'),
        ("柏* 名下那台设备上一共装了多少个不同的应用（去重）？",
         [len(inst[bodev])], 'count', 'zh'),
        ("航天彩**人*股*限公司登记的电话号码是多少？",
         [comp[cid['航天彩**人*股*限公司']]['phone']], 'property', 'zh'),
    ]
    return mk('kag-riskmining', q), bosses


def main():
    outdir = os.path.dirname(HERE)
    a = acme()
    s = supplychain()
    r, _ = riskmining()
    for name, items in (('r91-acme-supply.json', a), ('r91-kag-supplychain.json', s), ('r91-kag-riskmining.json', r)):
        with open(os.path.join(outdir, name), 'w', encoding='utf-8') as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(name, len(items), dict(Counter(i['lang'] for i in items)))


if __name__ == '__main__':
    main()
