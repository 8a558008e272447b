#!/usr/bin/env python3
"""Gold answers for the probe7 held-out question sets, computed from the raw CSV files only.

Readings: "the last N days" = transfers with (as_of - date).days < N; "over/more than/above X" is
strict, "at least / or more / no less than / between A and B (inclusive)" is inclusive; a name
repeated in one multi-value cell counts once; a company's industry goes through its products.
Writes sc-r3.json, rm-r3.json, acme-r3.json next to this file.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
SC = '/work/shared/datasets/kag-supplychain/sources'
RM = '/work/shared/datasets/kag-riskmining/sources'
AC = '/work/main/data/examples/acme-supply/sources'


def rows(folder, name):
    with open(os.path.join(folder, name), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, as_of, n):
    return (as_of - d8(s)).days < n


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def split(cell, sep):
    return uniq([x.strip() for x in cell.split(sep) if x.strip()]) if cell else []


def num(x):
    if isinstance(x, float):
        return repr(x)
    return str(x)


def ties(scores, pick=max):
    best = pick(scores.values())
    return [k for k, v in scores.items() if v == best]


def yes(b, lang):
    return ('yes' if b else 'no') if lang == 'en' else ('是' if b else '否')


# --------------------------------------------------------------------------------- supply chain
def supplychain():
    as_of = date(2023, 10, 15)
    comp = rows(SC, 'Company.csv')
    cname = {r['id']: r['name'] for r in comp}
    cid = {r['name']: r['id'] for r in comp}
    cprod = {r['name']: split(r['product'], ',') for r in comp}
    prod = {}
    for r in rows(SC, 'Product.csv'):
        prod[r['id']] = (r['belongToIndustry'], split(r['hasSupplyChain'], ','))
    people = rows(SC, 'Person.csv')
    age = {p['name']: int(p['age']) for p in people}
    rep = {p['name']: split(p['legalRepresentative'], ',') for p in people}
    rep_of = defaultdict(list)
    for p, cs in rep.items():
        for c in cs:
            rep_of[c].append(p)
    tr = [(cname[r['srcId']], cname[r['dstId']], r['transDate'], int(r['transAmt']))
          for r in rows(SC, 'Company_fundTrans_Company.csv')]
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a
        outflow[s] += a
    events = rows(SC, 'ProductChainEvent.csv')

    CH = '传化****限公司'
    SJ = '三角***份限公司'
    Q = []

    def q(shape, lang, text, ans, as_of_flag=False):
        Q.append((shape, lang, text, [num(a) for a in ans], as_of_flag))

    # property
    q('property', 'en', 'Could you list the products 华融***融控**公司 deals in?', cprod['华融***融控**公司'])
    q('property', 'zh', '请问袁*今年多大？', [age['袁*']])
    q('property', 'en', 'which industry does the product 消闲用品-自行车 fall under?',
      [prod['消闲用品-自行车'][0]])
    # relation hops
    q('relation_hop', 'en', "Who's the legal representative of 吉林奇*化****公司?", rep_of['吉林奇*化****公司'])
    q('relation_hop', 'en', 'Which companies have sent payments to 三角***份限公司?',
      uniq([s for s, d, _, _ in tr if d == SJ]))
    q('relation_hop', 'zh', '哪几家公司经营轮胎与橡胶-轮胎-全钢子午线轮胎？',
      [c for c, ps in cprod.items() if '轮胎与橡胶-轮胎-全钢子午线轮胎' in ps])
    q('relation_hop', 'en', 'List the downstream products of 消闲用品 in the supply chain.', prod['消闲用品'][1])
    # aggregates
    q('aggregate', 'en', 'For how many different companies is 臧* the legal representative?', [len(rep['臧*'])])
    q('aggregate', 'en', 'What is the average age of the people on file?',
      [sum(age.values()) / len(age)])
    q('aggregate', 'zh', '经营轮胎与橡胶-轮胎-特种轮胎的公司有几家？',
      [sum(1 for ps in cprod.values() if '轮胎与橡胶-轮胎-特种轮胎' in ps)])
    # time windows
    out6 = sum(a for s, d, t, a in tr if s == CH and within(t, as_of, 180))
    in6 = sum(a for s, d, t, a in tr if d == CH and within(t, as_of, 180))
    q('time_window', 'zh', '传化****限公司近6个月的资金流水差（流出减流入）是多少？', [out6 - in6], True)
    q('time_window', 'en', 'Which companies paid 三角***份限公司 in June 2023?',
      uniq([s for s, d, t, _ in tr if d == SJ and t.startswith('202306')]))
    q('time_window', 'en', 'how many transfers did 传化****限公司 make in the last 100 days?',
      [sum(1 for s, d, t, _ in tr if s == CH and within(t, as_of, 100))], True)
    q('time_window', 'zh', '2023年第三季度一共发生了多少笔转账？',
      [sum(1 for _, _, t, _ in tr if '20230701' <= t <= '20230930')])
    q('time_window', 'en', 'How much did 三角***份限公司 pay out in May 2023?',
      [sum(a for s, d, t, a in tr if s == SJ and t.startswith('202305'))])
    # comparisons
    q('comparison', 'en', 'Is 袁* older than 平**?', [yes(age['袁*'] > age['平**'], 'en')])
    q('comparison', 'zh', '华融***融控**公司和联想**有公司的法人代表是同一个人吗？',
      [yes(set(rep_of['华融***融控**公司']) == set(rep_of['联想**有公司']), 'zh')])
    q('comparison', 'en', 'who took in more money overall — 传化****限公司 or 三角***份限公司?',
      [CH if inflow[CH] > inflow[SJ] else SJ])
    q('comparison', 'en', "Does 新*基*公司 deal in 消闲用品-自行车?",
      [yes('消闲用品-自行车' in cprod['新*基*公司'], 'en')])
    # two hops
    q('two_hop', 'en', 'How old is the legal rep of 万威国**公司?', [age[p] for p in rep_of['万威国**公司']])
    q('two_hop', 'en', 'Which industries is 中***集成电路***公司 in, judging by its products?',
      uniq([prod[p][0] for p in cprod['中***集成电路***公司']]))
    q('two_hop', 'zh', '传化****限公司付过款的公司里，哪些公司的法人代表不到25岁？',
      uniq([d for s, d, _, _ in tr if s == CH and any(age[p] < 25 for p in rep_of[d])]))
    q('two_hop', 'en', 'Who are the legal representatives of the companies that paid 三角***份限公司?',
      uniq([p for s, d, _, _ in tr if d == SJ for p in rep_of[s]]))
    q('two_hop', 'zh', '臧*担任法人代表的那些公司，一共收到了多少钱？', [sum(inflow[c] for c in rep['臧*'])])
    # superlatives
    big = max(a for *_, a in tr)
    q('superlative', 'en', 'Which company made the single biggest payment?', uniq([s for s, _, _, a in tr if a == big]))
    q('superlative', 'zh', '谁担任法人代表的公司数量最多？', ties({p: len(cs) for p, cs in rep.items()}))
    q('superlative', 'en', 'Which company has paid out the most money in total?', ties(dict(outflow)))
    # numeric bounds
    q('filter', 'en', 'List the people aged between 45 and 50, inclusive.',
      [p for p, a in age.items() if 45 <= a <= 50])
    q('filter', 'zh', '从传化****限公司收到的单笔金额不少于866566的公司有哪些？',
      uniq([d for s, d, _, a in tr if s == CH and a >= 866566]))
    # described by a value
    q('reverse_lookup', 'en', 'Who sent the 544,734 transfer?', uniq([s for s, _, _, a in tr if a == 544734]))
    return 'sc', as_of, Q


# ----------------------------------------------------------------------------------- risk mining
def riskmining():
    as_of = date(2023, 10, 15)
    people = rows(RM, 'Person.csv')
    pname = {p['id']: p['name'] for p in people}
    age = {p['name']: int(p['age']) for p in people}
    phone = {p['name']: p['hasPhone'] for p in people}
    comps = rows(RM, 'Company.csv')
    cname = {c['id']: c['name'] for c in comps}
    cphone = {c['name']: c['phone'] for c in comps}
    apps = {a['id']: a for a in rows(RM, 'App.csv')}
    dev = {d['id']: d for d in rows(RM, 'Device.csv')}
    dinst = {k: split(d['install'], ',') for k, d in dev.items()}
    pdev = defaultdict(list)
    for r in rows(RM, 'Person_hasDevice_Device.csv'):
        if r['dst'] not in pdev[pname[r['src']]]:
            pdev[pname[r['src']]].append(r['dst'])
    ccert = defaultdict(list)
    for r in rows(RM, 'Company_hasCert_Cert.csv'):
        if r['dst'] not in ccert[cname[r['src']]]:
            ccert[cname[r['src']]].append(r['dst'])
    share = defaultdict(list)
    for r in rows(RM, 'Person_holdShare_Company.csv'):
        share[pname[r['src']]].append(cname[r['dst']])
    tr = [(pname[r['src']], pname[r['dst']], r['transDate'], int(r['transAmt']))
          for r in rows(RM, 'Person_fundTrans_Person.csv')]

    def developed(p):
        cnt = defaultdict(int)
        for d in pdev[p]:
            for a in dinst[d]:
                cnt[a] += 1
        return [a for a, n in cnt.items() if n > 5]

    def released(p):
        certs = {c for co in share[p] for c in ccert[co]}
        return [a for a, r in apps.items() if r['useCert'] in certs]

    gamb = {a for a, r in apps.items() if '赌博' in r['riskMark']}
    BAI, QIU, DU, WU = '柏*', '裘**', '杜*', '邬**'
    Q = []

    def q(shape, lang, text, ans, as_of_flag=False):
        Q.append((shape, lang, text, [num(a) for a in ans], as_of_flag))

    q('property', 'en', "What's 祁**'s phone number?", [phone['祁**']])
    q('property', 'en', 'Which certificate does com.qIu.VJbJ use?', [apps['com.qIu.VJbJ']['useCert']])
    q('property', 'zh', '航天彩**人*股*限公司的联系电话是？', [cphone['航天彩**人*股*限公司']])
    # relation hops
    q('relation_hop', 'en', 'Which companies hold certificate 5c19603e3f367a447d0cb4390a523f28?',
      [c for c, cs in ccert.items() if '5c19603e3f367a447d0cb4390a523f28' in cs])
    q('relation_hop', 'en', 'which apps are signed with cert bbeb59fa2d6812ec1ed4719f34add059?',
      [a for a, r in apps.items() if r['useCert'] == 'bbeb59fa2d6812ec1ed4719f34add059'])
    umid_left = [dev[d]['umid'] for d in pdev['左**']]
    d88 = [d for d in dev if dev[d]['umid'] == '3b:a4:fa:01:b1:74']
    q('relation_hop', 'en', 'What apps are installed on the device with umid 3b:a4:fa:01:b1:74?',
      uniq([a for d in d88 for a in dinst[d]]))
    q('relation_hop', 'zh', 'umid为7f:12:05:c4:2c:38的设备归谁所有？',
      [p for p, ds in pdev.items() if any(dev[d]['umid'] == '7f:12:05:c4:2c:38' for d in ds)])
    # aggregates
    q('aggregate', 'en', 'How many apps are flagged as 诈骗?', [sum(1 for r in apps.values() if r['riskMark'] == '诈骗')])
    q('aggregate', 'zh', '莲花*康**集**份限公司拥有多少个证书？', [len(ccert['莲花*康**集**份限公司'])])
    q('aggregate', 'en', "What's the average amount of 柏*'s transfers to 裘**?",
      [sum(a for s, d, _, a in tr if s == BAI and d == QIU) / sum(1 for s, d, _, _ in tr if s == BAI and d == QIU)])
    # time windows
    q('time_window', 'zh', '过去35天里柏*给邬**转了多少钱？',
      [sum(a for s, d, t, a in tr if s == BAI and d == WU and within(t, as_of, 35))], True)
    q('time_window', 'en', 'How many transfers has 杜* received in the last 40 days?',
      [sum(1 for _, d, t, _ in tr if d == DU and within(t, as_of, 40))], True)
    q('time_window', 'en', 'who did 柏* send money to within the past 25 days?',
      uniq([d for s, d, t, _ in tr if s == BAI and within(t, as_of, 25)]), True)
    q('time_window', 'zh', '2023年8月柏*给邬**转了几次钱？',
      [sum(1 for s, d, t, _ in tr if s == BAI and d == WU and t.startswith('202308'))])
    # comparisons
    q('comparison', 'en', 'Is 穆** older than 袁*?', [yes(age['穆**'] > age['袁*'], 'en')])
    q('comparison', 'en', "Did 杜* get more money from 柏* than 裘** did?",
      [yes(sum(a for s, d, _, a in tr if s == BAI and d == DU) > sum(a for s, d, _, a in tr if s == BAI and d == QIU), 'en')])
    q('comparison', 'en', 'Is com.ziNtg.tSIuhlG a gambling app?', [yes('com.ziNtg.tSIuhlG' in gamb, 'en')])
    # two hops
    q('two_hop', 'en', "What's the umid of 左**'s device?", umid_left)
    q('two_hop', 'en', 'Which apps did 邬** develop?', developed(WU))
    q('two_hop', 'zh', '柏*发布的应用里有几个是赌博应用？', [len([a for a in released(BAI) if a in gamb])])
    q('two_hop', 'en', 'What are the phone numbers of the companies 柏* holds shares in?', [cphone[c] for c in share[BAI]])
    q('two_hop', 'zh', '哪些人属于赌博App开发者？', [p for p in age if any(a in gamb for a in developed(p))])
    # superlatives
    inst = defaultdict(int)
    for d in dinst:
        for a in dinst[d]:
            inst[a] += 1
    q('superlative', 'en', 'Which app is installed on the largest number of devices?', ties(inst))
    q('superlative', 'zh', '哪家公司拥有的证书最多？', ties({c: len(v) for c, v in ccert.items()}))
    recv = defaultdict(int)
    for s, d, _, a in tr:
        if s == BAI:
            recv[d] += a
    q('superlative', 'en', 'Of the people 柏* paid, who got the least in total?', ties(recv, min))
    # numeric bounds
    q('filter', 'en', 'Which people are at least 53 but younger than 58?', [p for p, a in age.items() if 53 <= a < 58])
    q('filter', 'zh', '年龄在45岁及以上、50岁以下的人有哪些？', [p for p, a in age.items() if 45 <= a < 50])
    q('filter', 'en', 'On which dates did 柏* send 邬** more than 20000 in a single transfer?',
      uniq([t for s, d, t, a in tr if s == BAI and d == WU and a > 20000]))
    # described by a value
    q('reverse_lookup', 'en', 'Whose phone number is 197****5336?', [p for p, ph in phone.items() if ph == '197****5336'])
    q('reverse_lookup', 'zh', '电话号码为137****3517的是哪家公司？', [c for c, ph in cphone.items() if ph == '137****3517'])
    return 'rm', as_of, Q


# ------------------------------------------------------------------------------------------ acme
def acme():
    as_of = date(2024, 6, 30)
    comp = rows(AC, 'Company.csv')
    cname = {r['id']: r['name'] for r in comp}
    country = {r['name']: r['country'] for r in comp}
    founded = {r['name']: int(r['founded']) for r in comp}
    cprod = {r['name']: split(r['product'], ';') for r in comp}
    down = {r['id']: split(r['hasSupplyChain'], ';') for r in rows(AC, 'Product.csv')}
    people = rows(AC, 'Person.csv')
    age = {p['name']: int(p['age']) for p in people}
    rep = {p['name']: split(p['legalRepresentative'], ';') for p in people}
    rep_of = defaultdict(list)
    for p, cs in rep.items():
        for c in cs:
            rep_of[c].append(p)
    tr = [(cname[r['srcId']], cname[r['dstId']], r['transDate'], int(r['transAmt']))
          for r in rows(AC, 'Company_fundTrans_Company.csv')]
    inflow = defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a

    def main_customers(s):
        downs = {dp for p in cprod[s] for dp in down.get(p, [])}
        out = []
        for o in cprod:
            if not downs & set(cprod[o]):
                continue
            paid = sum(a for x, y, _, a in tr if x == o and y == s)
            if inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return out

    ACME, OH, HELIX = 'Acme Motors', "O'Hara, Lamb & Sons", 'Helix Chemicals'
    Q = []

    def q(shape, lang, text, ans, as_of_flag=False):
        Q.append((shape, lang, text, [num(a) for a in ans], as_of_flag))

    q('property', 'en', 'what country is helix chemicals registered in?', [country[HELIX]])
    q('property', 'zh', 'Eastwind Logistics 是哪一年成立的？', [founded['Eastwind Logistics']])
    q('property', 'en', "Dara O'Hara's age?", [age["Dara O'Hara"]])
    q('property', 'en', 'What does Granite Insurance sell?', cprod['Granite Insurance'])
    # relation hops
    q('relation_hop', 'en', "Who's the legal rep for Borealis Rubber Works?", rep_of['Borealis Rubber Works'])
    q('relation_hop', 'en', "Who has sent money to O'Hara, Lamb & Sons?", uniq([s for s, d, _, _ in tr if d == OH]))
    q('relation_hop', 'zh', 'Delta Cells GmbH 给哪些公司付过钱？', uniq([d for s, d, _, _ in tr if s == 'Delta Cells GmbH']))
    q('relation_hop', 'en', 'Which products feed into Vehicles-Cars?', [p for p, ds in down.items() if 'Vehicles-Cars' in ds])
    # aggregates
    q('aggregate', 'zh', 'Borealis Rubber Works 一共收到了多少钱？', [inflow['Borealis Rubber Works']])
    q('aggregate', 'en', "What's the average age of the legal representatives?", [sum(age.values()) / len(age)])
    q('aggregate', 'en', 'How many companies were founded after 1950?', [sum(1 for y in founded.values() if y > 1950)])
    q('aggregate', 'zh', '金额低于50000的转账加起来一共多少钱？', [sum(a for *_, a in tr if a < 50000)])
    # time windows
    q('time_window', 'en', "How much did O'Hara, Lamb & Sons receive in Q2 2024?",
      [sum(a for _, d, t, a in tr if d == OH and '20240401' <= t <= '20240630')])
    q('time_window', 'zh', '2024年6月一共有几笔转账？', [sum(1 for _, _, t, _ in tr if t.startswith('202406'))])
    q('time_window', 'en', 'Which companies made payments in the last 60 days?',
      uniq([s for s, _, t, _ in tr if within(t, as_of, 60)]), True)
    q('time_window', 'en', "How much has Acme Motors received over the last 80 days?",
      [sum(a for _, d, t, a in tr if d == ACME and within(t, as_of, 80))], True)
    q('time_window', 'zh', '2023年11月是哪家公司付的款？', uniq([s for s, _, t, _ in tr if t.startswith('202311')]))
    # comparisons
    q('comparison', 'en', 'Is Fjord Steel AS older than Granite Insurance?',
      [yes(founded['Fjord Steel AS'] < founded['Granite Insurance'], 'en')])
    q('comparison', 'zh', 'Bram de Vries 比 Chloe Tan 年纪大吗？', [yes(age['Bram de Vries'] > age['Chloe Tan'], 'zh')])
    q('comparison', 'en', "did acme motors ever pay fjord steel as?",
      [yes(any(s == ACME and d == 'Fjord Steel AS' for s, d, _, _ in tr), 'en')])
    # two hops
    q('two_hop', 'en', "Which countries are the companies Dara O'Hara represents based in?",
      uniq([country[c] for c in rep["Dara O'Hara"]]))
    q('two_hop', 'en', "Who's the legal representative of the company that received the 950,000 transfer?",
      uniq([p for _, d, _, a in tr if a == 950000 for p in rep_of[d]]))
    q('two_hop', 'en', "Who is Borealis Rubber Works' main customer?", main_customers('Borealis Rubber Works'))
    q('two_hop', 'zh', 'Ada Moreno 担任法人的公司一共收到了多少钱？', [sum(inflow[c] for c in rep['Ada Moreno'])])
    # superlatives
    low = min(a for *_, a in tr)
    q('superlative', 'zh', '最小的一笔转账是哪家公司付的？', uniq([s for s, _, _, a in tr if a == low]))
    q('superlative', 'en', 'What was the date of the most recent transfer?', [max(t for _, _, t, _ in tr)])
    cnt = defaultdict(int)
    for s, *_ in tr:
        cnt[s] += 1
    q('superlative', 'en', 'Which company sent the most transfers?', ties(cnt))
    # numeric bounds
    q('filter', 'en', 'Please list the companies founded between 1950 and 1990 (inclusive).',
      [c for c, y in founded.items() if 1950 <= y <= 1990])
    q('filter', 'zh', '收到过单笔不少于90000转账的公司有哪些？', uniq([d for _, d, _, a in tr if a >= 90000]))
    # described by a value
    q('reverse_lookup', 'en', 'Which company was founded in 1948?', [c for c, y in founded.items() if y == 1948])
    return 'acme', as_of, Q


def main():
    for fn, fname in ((supplychain, 'sc-r3.json'), (riskmining, 'rm-r3.json'), (acme, 'acme-r3.json')):
        prefix, as_of, Q = fn()
        out = []
        for i, (shape, lang, text, ans, flag) in enumerate(Q, 1):
            assert ans, (prefix, text)
            item = {'id': f'{prefix}-r3-{i:02d}', 'question': text, 'answer': ans, 'shape': shape, 'lang': lang}
            if flag:
                item['as_of'] = as_of.isoformat()
            out.append(item)
        with open(os.path.join(HERE, fname), 'w', encoding='utf-8') as f:
            json.dump(out, f, ensure_ascii=False, indent=1)
        print(fname, len(out))


if __name__ == '__main__':
    main()
