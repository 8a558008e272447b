#!/usr/bin/env python3
"""Held-out questions (probe5) with gold answers computed from the raw CSV files.

Run: python3 gold.py            -> writes sc-heldout.json, rm-heldout.json, acme-heldout.json
     python3 gold.py --show     -> also prints every question with its answer

Readings: "the last N days" / "近N天" = transfers with (as_of - transDate).days < N (and not after
as_of); "over X" strict, "X or more"/"at least"/"不少于" inclusive, "at most"/"不超过" inclusive;
a value repeated in one multi-value cell counts once; ties list every tied value; numbers are
written without thousands separators, integers without ".0".
"""
import csv
import json
import os
import sys
from collections import defaultdict, Counter
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
SC = '/work/shared/datasets/kag-supplychain/sources'
RM = '/work/shared/datasets/kag-riskmining/sources'
AC = '/work/main/data/examples/acme-supply/sources'


def read(folder, name):
    with open(os.path.join(folder, name), encoding='utf-8-sig', newline='') as f:
        return [{k.strip(): (v or '').strip() for k, v in r.items()} for r in csv.DictReader(f)]


def split(cell, sep=','):
    """Multi-value cell -> list of distinct values in first-seen order."""
    out = []
    for x in cell.split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, asof, n):
    diff = (asof - d8(s)).days
    return 0 <= diff < n


def in_month(s, y, m):
    return s[:6] == '%04d%02d' % (y, m)


def in_quarter(s, y, q):
    return int(s[:4]) == y and (int(s[4:6]) - 1) // 3 + 1 == q


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def yn(b, lang):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


def argbest(items, key, best=max):
    """Every item whose key equals the best value (ties kept)."""
    items = list(items)
    v = best(key(i) for i in items)
    return [i for i in items if key(i) == v]


# --------------------------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15)
# --------------------------------------------------------------------------------------------
def supplychain():
    asof = date(2023, 10, 15)
    C = read(SC, 'Company.csv')
    cname = {c['id']: c['name'] for c in C}
    cid = {c['name']: c['id'] for c in C}
    assert len(cname) == len(cid) == len(C)
    prods = {c['name']: split(c['product']) for c in C}
    P = read(SC, 'Product.csv')
    pind, pdown = {}, {}
    for p in P:
        pind[p['id']] = p['belongToIndustry']
        pdown[p['id']] = split(p['hasSupplyChain'])
    Pe = read(SC, 'Person.csv')
    age = {p['name']: int(p['age']) for p in Pe}
    assert len(age) == len(Pe)
    reps = {p['name']: split(p['legalRepresentative']) for p in Pe}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].append(p)
    T = read(SC, 'Company_fundTrans_Company.csv')
    T = [dict(src=cname[t['srcId']], dst=cname[t['dstId']], date=t['transDate'], amt=int(t['transAmt'])) for t in T]

    def payers(x):
        return split(','.join(t['src'] for t in T if t['dst'] == x))

    def payees(x, cond=lambda t: True):
        return split(','.join(t['dst'] for t in T if t['src'] == x and cond(t)))

    def inflow(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['dst'] == x and cond(t))

    def outflow(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['src'] == x and cond(t))

    def industries(c):
        ps = prods[c]
        assert all(p in pind for p in ps), (c, [p for p in ps if p not in pind])
        return split(','.join(pind[p] for p in ps))

    CH = '传化****限公司'
    SJ = '三角***份限公司'
    ZJ = '浙江**摩托**限公司'
    receivers = split(','.join(t['dst'] for t in T))
    senders = split(','.join(t['src'] for t in T))
    Q = []

    def q(lang, shape, text, ans):
        Q.append((lang, shape, text, ans if isinstance(ans, list) else [ans]))

    # property
    q('en', 'property', "What's the age of 禹**?", num(age['禹**']))
    q('zh', 'property', '华**今年几岁？', num(age['华**']))
    q('en', 'property', 'what products does 东亚**有公司 deal in', prods['东亚**有公司'])
    q('zh', 'property', '请问鹰君集**公司的经营产品是什么？', prods['鹰君集**公司'])
    # relation_hop
    q('en', 'relation_hop', 'Which companies have sent money to 三角***份限公司?', payers(SJ))
    q('en', 'relation_hop', 'Who did 浙江**摩托**限公司 transfer funds to?', payees(ZJ))
    q('zh', 'relation_hop', '吉林奇*化****公司的法人代表是谁？', rep_of['吉林奇*化****公司'])
    q('en', 'relation_hop', 'Which companies deal in 轮胎与橡胶-轮胎-特种轮胎?',
      [c['name'] for c in C if '轮胎与橡胶-轮胎-特种轮胎' in prods[c['name']]])
    q('en', 'relation_hop', 'List the downstream products in the supply chain of 商品化工-橡胶-合成橡胶-顺丁橡胶.',
      pdown['商品化工-橡胶-合成橡胶-顺丁橡胶'])
    # aggregate
    q('en', 'aggregate', 'How many distinct companies is 臧* the legal representative of?', num(len(reps['臧*'])))
    q('en', 'aggregate', "how many companies list 轮胎与橡胶-轮胎-半钢子午线轮胎 among their products?",
      num(sum(1 for c in C if '轮胎与橡胶-轮胎-半钢子午线轮胎' in prods[c['name']])))
    q('en', 'aggregate', "What's the total amount 传化****限公司 has paid out across all its transfers?",
      num(outflow(CH)))
    q('zh', 'aggregate', '所有自然人的平均年龄是多少？', num(sum(age.values()) / len(age)))
    # time_window
    q('en', 'time_window', 'How much did 三角***份限公司 receive in Q2 2023?',
      num(inflow(SJ, lambda t: in_quarter(t['date'], 2023, 2))))
    q('en', 'time_window', 'Which companies did 传化****限公司 pay in the last 45 days?',
      payees(CH, lambda t: within(t['date'], asof, 45)))
    q('zh', 'time_window', '近60天内一共发生了多少笔转账？', num(sum(1 for t in T if within(t['date'], asof, 60))))
    q('en', 'time_window', 'could you tell me how many transfers happened in may 2023?',
      num(sum(1 for t in T if in_month(t['date'], 2023, 5))))
    q('zh', 'time_window', '2023年第三季度传化****限公司一共付出了多少钱？',
      num(outflow(CH, lambda t: in_quarter(t['date'], 2023, 3))))
    # comparison
    q('en', 'comparison', 'Is 樊** older than 夏**?', yn(age['樊**'] > age['夏**'], 'en'))
    a, b = '康**股有公司', '宝业集****公司'
    q('en', 'comparison', 'Who got more money from 传化****限公司, 康**股有公司 or 宝业集****公司?',
      a if inflow(a, lambda t: t['src'] == CH) > inflow(b, lambda t: t['src'] == CH) else b)
    q('zh', 'comparison', '江*和任**，谁担任法人代表的公司更多？',
      '江*' if len(reps['江*']) > len(reps['任**']) else '任**')
    q('en', 'comparison', 'does 新疆**矿**份*公司 deal in 商品化工-橡胶-合成橡胶-顺丁橡胶?',
      yn('商品化工-橡胶-合成橡胶-顺丁橡胶' in prods['新疆**矿**份*公司'], 'en'))
    # two_hop
    q('en', 'two_hop', 'Who are the legal representatives of the companies that 传化****限公司 has paid?',
      split(','.join(p for c in payees(CH) for p in rep_of.get(c, []))))
    q('zh', 'two_hop', '给三角***份限公司转过账的公司，它们的法人代表分别是谁？',
      split(','.join(p for c in payers(SJ) for p in rep_of.get(c, []))))
    q('en', 'two_hop', 'Which companies share a legal representative with 宏*集*有公司?',
      [c for p in rep_of['宏*集*有公司'] for c in reps[p] if c != '宏*集*有公司'])
    q('en', 'two_hop', 'Which industries is 润中***股*公司 in?', industries('润中***股*公司'))
    q('zh', 'two_hop', '三角***份限公司的法人代表多大年纪？', [num(age[p]) for p in rep_of[SJ]])
    # superlative
    q('en', 'superlative', 'Which company has paid out the most money in total?',
      argbest(senders, outflow))
    q('en', 'superlative', 'Which company made the single largest payment?',
      split(','.join(t['src'] for t in argbest(T, lambda t: t['amt']))))
    q('zh', 'superlative', '哪位自然人担任法人代表的公司数量最多？', argbest(age, lambda p: len(reps[p])))
    q('en', 'superlative', "Among people over 50, who's the youngest?",
      argbest([p for p in age if age[p] > 50], lambda p: age[p], min))
    # list
    q('en', 'list', 'Please list everyone aged 47 or older.', [p for p in age if age[p] >= 47])
    q('zh', 'list', '列出年龄不超过22岁的自然人。', [p for p in age if age[p] <= 22])
    q('en', 'list', 'Which companies have received more than 1,000,000 in total?',
      [c for c in receivers if inflow(c) > 1000000])
    q('en', 'list', 'List the companies whose total inflow is 1,000,000 or more.',
      [c for c in receivers if inflow(c) >= 1000000])
    q('zh', 'list', '传化****限公司单笔付款超过50万的收款公司有哪些？',
      payees(CH, lambda t: t['amt'] > 500000))
    # described
    q('en', 'described', 'What products does the company whose legal representative is 尤** deal in?',
      [x for c in reps['尤**'] for x in prods[c]])
    q('en', 'described', "Who's the 45-year-old in the records?", [p for p in age if age[p] == 45])
    q('en', 'described', 'which company received 866566 from 传化****限公司?',
      payees(CH, lambda t: t['amt'] == 866566))
    q('zh', 'described', '年龄为29岁的那个人是哪些公司的法人代表？',
      split(','.join(c for p in age if age[p] == 29 for c in reps[p])))
    return 'sc', Q


# --------------------------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15)
# --------------------------------------------------------------------------------------------
def riskmining():
    asof = date(2023, 10, 15)
    Pe = read(RM, 'Person.csv')
    pname = {p['id']: p['name'] for p in Pe}
    assert len(set(pname.values())) == len(Pe)
    age = {p['name']: int(p['age']) for p in Pe}
    pphone = {p['name']: p['hasPhone'] for p in Pe}
    Co = read(RM, 'Company.csv')
    cname = {c['id']: c['name'] for c in Co}
    assert len(set(cname.values())) == len(Co)
    cphone = {c['name']: c['phone'] for c in Co}
    A = read(RM, 'App.csv')
    mark = {a['id']: a['riskMark'] for a in A}
    acert = {a['id']: a['useCert'] for a in A}
    assert len(mark) == len(A)
    D = read(RM, 'Device.csv')
    umid = {d['id']: d['umid'] for d in D}
    install = {d['id']: split(d['install']) for d in D}
    ccert = defaultdict(list)
    for r in read(RM, 'Company_hasCert_Cert.csv'):
        if r['dst'] not in ccert[cname[r['src']]]:
            ccert[cname[r['src']]].append(r['dst'])
    pcert = defaultdict(list)
    for r in read(RM, 'Person_hasCert_Cert.csv'):
        pcert[pname[r['src']]].append(r['dst'])
    pdev = defaultdict(list)
    for r in read(RM, 'Person_hasDevice_Device.csv'):
        if r['dst'] not in pdev[pname[r['src']]]:
            pdev[pname[r['src']]].append(r['dst'])
    share = defaultdict(list)
    for r in read(RM, 'Person_holdShare_Company.csv'):
        share[pname[r['src']]].append(cname[r['dst']])
    T = [dict(src=pname[t['src']], dst=pname[t['dst']], date=t['transDate'], amt=int(t['transAmt']))
         for t in read(RM, 'Person_fundTrans_Person.csv')]

    def developed(p):  # schema rule: more than 5 of p's devices have the app installed
        cnt = Counter(a for d in pdev[p] for a in install[d])
        return [a for a in cnt if cnt[a] > 5]

    def released(p):  # schema rule: p holds a company holding the cert the app uses
        certs = {c for co in share[p] for c in ccert[co]}
        return [a['id'] for a in A if a['useCert'] in certs]

    gamble = [a for a in mark if '赌博' in mark[a]]
    developers = [p for p in age if any(a in gamble for a in developed(p))]
    BO = '柏*'
    recv = split(','.join(t['dst'] for t in T))

    def sent(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['src'] == x and cond(t))

    def got(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['dst'] == x and cond(t))

    Q = []

    def q(lang, shape, text, ans):
        Q.append((lang, shape, text, ans if isinstance(ans, list) else [ans]))

    # property
    q('en', 'property', "What's 雷**'s phone number?", pphone['雷**'])
    q('zh', 'property', '航天彩**人*股*限公司的联系电话是多少？', cphone['航天彩**人*股*限公司'])
    q('en', 'property', 'what is the risk mark of app com.aCl.toMv', mark['com.aCl.toMv'])
    q('en', 'property', 'Which certificate does the app com.qIu.VJbJ use?', acert['com.qIu.VJbJ'])
    q('zh', 'property', '萧*多少岁了？', num(age['萧*']))
    # relation_hop
    q('en', 'relation_hop', 'which companies have certificate 68802adde35845d76eeb172ff8ea6825',
      [c for c in cname.values() if '68802adde35845d76eeb172ff8ea6825' in ccert[c]])
    q('zh', 'relation_hop', '哪些应用使用了证书5c19603e3f367a447d0cb4390a523f28？',
      [a for a in acert if acert[a] == '5c19603e3f367a447d0cb4390a523f28'])
    q('en', 'relation_hop', 'Who holds shares in **娱乐***公司?', [p for p in share if '**娱乐***公司' in share[p]])
    q('en', 'relation_hop', 'Which apps are installed on the device with umid 73:e8:91:b5:46:0a?',
      [a for d in umid if umid[d] == '73:e8:91:b5:46:0a' for a in install[d]])
    # aggregate
    q('en', 'aggregate', 'How many apps are flagged as 诈骗?', num(sum(1 for a in mark if mark[a] == '诈骗')))
    q('zh', 'aggregate', '中国**业建*股*限公司拥有多少个证书？', num(len(ccert['中国**业建*股*限公司'])))
    q('en', 'aggregate', 'On how many devices is com.ziNtg.tSIuhlG installed?',
      num(sum(1 for d in install if 'com.ziNtg.tSIuhlG' in install[d])))
    q('zh', 'aggregate', '裘**名下所有设备上一共安装了多少个不同的应用？',
      num(len(set(a for d in pdev['裘**'] for a in install[d]))))
    q('en', 'aggregate', 'What is the average age of the people older than 50?',
      num(sum(v for v in age.values() if v > 50) / sum(1 for v in age.values() if v > 50)))
    # time_window
    q('en', 'time_window', 'How much did 柏* send to 裘** in the last 30 days?',
      num(sent(BO, lambda t: t['dst'] == '裘**' and within(t['date'], asof, 30))))
    q('zh', 'time_window', '近45天柏*给邬**转了几笔钱？',
      num(sum(1 for t in T if t['src'] == BO and t['dst'] == '邬**' and within(t['date'], asof, 45))))
    q('en', 'time_window', 'Which people received money from 柏* during the last 25 days?',
      split(','.join(t['dst'] for t in T if t['src'] == BO and within(t['date'], asof, 25))))
    q('en', 'time_window', 'How many transfers were made in the past 40 days?',
      num(sum(1 for t in T if within(t['date'], asof, 40))))
    q('zh', 'time_window', '2023年8月邬**一共收到了多少钱？', num(got('邬**', lambda t: in_month(t['date'], 2023, 8))))
    # comparison
    q('en', 'comparison', 'Is 蓝* older than 方*?', yn(age['蓝*'] > age['方*'], 'en'))
    n1 = sum(1 for t in T if t['dst'] == '杜*')
    n2 = sum(1 for t in T if t['dst'] == '邬**')
    q('zh', 'comparison', '杜*和邬**，谁收到的转账笔数更多？', '杜*' if n1 > n2 else '邬**')
    q('en', 'comparison', 'is com.pWJU.qiqMJ a gambling app?', yn('赌博' in mark['com.pWJU.qiqMJ'], 'en'))
    q('en', 'comparison', "Who's got more devices, 裘** or 杜*?",
      '裘**' if len(pdev['裘**']) > len(pdev['杜*']) else '杜*')
    # two_hop
    q('en', 'two_hop', 'What are the phone numbers of the companies 柏* holds shares in?',
      [cphone[c] for c in share[BO]])
    q('en', 'two_hop', 'Which apps did 杜* develop?', developed('杜*'))
    q('zh', 'two_hop', '柏*发布的应用里，哪些是赌博应用？', [a for a in released(BO) if a in gamble])
    q('zh', 'two_hop', '哪些人是赌博App开发者？', developers)
    q('en', 'two_hop', 'Who shares a device with 方*?',
      [p for p in age if p != '方*' and set(pdev[p]) & set(pdev['方*'])])
    # superlative
    q('en', 'superlative', 'Which company holds the most certificates?', argbest(cname.values(), lambda c: len(ccert[c])))
    q('en', 'superlative', "On what date was 柏*'s largest single transfer made?",
      split(','.join(t['date'] for t in argbest([t for t in T if t['src'] == BO], lambda t: t['amt']))))
    q('zh', 'superlative', '收到转账总额最少的人是谁？', argbest(recv, got, min))
    q('en', 'superlative', 'Among people over 40, who is the youngest?',
      argbest([p for p in age if age[p] > 40], lambda p: age[p], min))
    # list
    q('en', 'list', 'Can you list the people who are at least 53 years old?', [p for p in age if age[p] >= 53])
    q('zh', 'list', '列出年龄不超过25岁的人。', [p for p in age if age[p] <= 25])
    q('en', 'list', 'list all apps marked 诈骗', [a for a in mark if mark[a] == '诈骗'])
    q('en', 'list', 'Who received more than 58946 in total?', [p for p in recv if got(p) > 58946])
    # described
    q('en', 'described', 'Whose phone number is 197****5336?', [p for p in pphone if pphone[p] == '197****5336'])
    q('zh', 'described', '电话号码为137****3517的公司是哪家？', [c for c in cphone if cphone[c] == '137****3517'])
    q('en', 'described', 'How old is the person who holds certificate 33fdf452aa9cd145ba096c364a250ee8?',
      [num(age[p]) for p in pcert if '33fdf452aa9cd145ba096c364a250ee8' in pcert[p]])
    q('en', 'described', 'Who owns the device whose umid is 19:85:70:ea:bd:dc?',
      [p for p in age if any(umid[d] == '19:85:70:ea:bd:dc' for d in pdev[p])])
    return 'rm', Q


# --------------------------------------------------------------------------------------------
# acme-supply (as of 2024-06-30, multi-value separator ';')
# --------------------------------------------------------------------------------------------
def acme():
    asof = date(2024, 6, 30)
    C = read(AC, 'Company.csv')
    cname = {c['id']: c['name'] for c in C}
    country = {c['name']: c['country'] for c in C}
    founded = {c['name']: int(c['founded']) for c in C}
    prods = {c['name']: split(c['product'], ';') for c in C}
    down = {p['id']: split(p['hasSupplyChain'], ';') for p in read(AC, 'Product.csv')}
    Pe = read(AC, 'Person.csv')
    age = {p['name']: int(p['age']) for p in Pe}
    reps = {p['name']: split(p['legalRepresentative'], ';') for p in Pe}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].append(p)
    T = [dict(src=cname[t['srcId']], dst=cname[t['dstId']], date=t['transDate'], amt=int(t['transAmt']))
         for t in read(AC, 'Company_fundTrans_Company.csv')]
    names = [c['name'] for c in C]

    def inflow(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['dst'] == x and cond(t))

    def outflow(x, cond=lambda t: True):
        return sum(t['amt'] for t in T if t['src'] == x and cond(t))

    def payers(x):
        return split(';'.join(t['src'] for t in T if t['dst'] == x), ';')

    def payees(x):
        return split(';'.join(t['dst'] for t in T if t['src'] == x), ';')

    def makers(prod):
        return [c for c in names if prod in prods[c]]

    def main_customer(s):  # schema rule mainSupply
        total = inflow(s)
        out = []
        for o in payers(s):
            chain = any(d in prods[o] for u in prods[s] for d in down.get(u, []))
            if chain and total and inflow(s, lambda t: t['src'] == o) / total > 0.5:
                out.append(o)
        return out

    senders = split(';'.join(t['src'] for t in T), ';')
    receivers = split(';'.join(t['dst'] for t in T), ';')
    OH = "O'Hara, Lamb & Sons"
    Q = []

    def q(lang, shape, text, ans):
        Q.append((lang, shape, text, ans if isinstance(ans, list) else [ans]))

    # property
    q('en', 'property', 'Which country is Helix Chemicals registered in?', country['Helix Chemicals'])
    q('zh', 'property', 'Eastwind Logistics 是哪一年成立的？', num(founded['Eastwind Logistics']))
    q('en', 'property', "how old is dara o'hara", num(age["Dara O'Hara"]))
    q('en', 'property', 'What does Granite Insurance offer as its product?', prods['Granite Insurance'])
    q('zh', 'property', 'Borealis Rubber Works 的总部在哪个国家？', country['Borealis Rubber Works'])
    # relation_hop
    q('en', 'relation_hop', "Who has paid O'Hara, Lamb & Sons?", payers(OH))
    q('zh', 'relation_hop', 'Borealis Rubber Works 的法人代表是谁？', rep_of['Borealis Rubber Works'])
    q('en', 'relation_hop', 'Which products feed into Vehicles-Cars?', [p for p in down if 'Vehicles-Cars' in down[p]])
    q('zh', 'relation_hop', 'Eastwind Logistics 给哪些公司付过钱？', payees('Eastwind Logistics'))
    # aggregate
    q('en', 'aggregate', 'how many transfers were bigger than 100,000', num(sum(1 for t in T if t['amt'] > 100000)))
    q('zh', 'aggregate', '1970年以后成立的公司有几家？', num(sum(1 for c in names if founded[c] > 1970)))
    q('en', 'aggregate', "What's the average age of the legal representatives?", num(sum(age.values()) / len(age)))
    q('en', 'aggregate', 'How many companies make products that go into Vehicles-Parts-Tyres?',
      num(len(split(';'.join(c for p in down if 'Vehicles-Parts-Tyres' in down[p] for c in makers(p)), ';'))))
    # time_window
    q('en', 'time_window', "How much did O'Hara, Lamb & Sons pay out in the last 30 days?",
      num(outflow(OH, lambda t: within(t['date'], asof, 30))))
    q('en', 'time_window', 'Which companies received money in Q2 2024?',
      split(';'.join(t['dst'] for t in T if in_quarter(t['date'], 2024, 2)), ';'))
    q('zh', 'time_window', "2024年第一季度 O'Hara, Lamb & Sons 收到了多少钱？",
      num(inflow(OH, lambda t: in_quarter(t['date'], 2024, 1))))
    q('en', 'time_window', 'How many transfers took place in the last 60 days?',
      num(sum(1 for t in T if within(t['date'], asof, 60))))
    q('zh', 'time_window', '2024年5月有哪些公司付过款？',
      split(';'.join(t['src'] for t in T if in_month(t['date'], 2024, 5)), ';'))
    # comparison
    a, b = 'Borealis Rubber Works', 'Fjord Steel AS'
    q('en', 'comparison', 'Which was founded first, Borealis Rubber Works or Fjord Steel AS?',
      a if founded[a] < founded[b] else b)
    q('en', 'comparison', 'Is Bram de Vries older than Chloe Tan?', yn(age['Bram de Vries'] > age['Chloe Tan'], 'en'))
    q('zh', 'comparison', 'Delta Cells GmbH 和 Fjord Steel AS 在同一个国家吗？',
      yn(country['Delta Cells GmbH'] == country['Fjord Steel AS'], 'zh'))
    x1 = inflow(OH, lambda t: t['src'] == 'Acme Motors')
    x2 = inflow(OH, lambda t: t['src'] == 'Fjord Steel AS')
    q('en', 'comparison', "Who paid O'Hara, Lamb & Sons more, Acme Motors or Fjord Steel AS?",
      'Acme Motors' if x1 > x2 else 'Fjord Steel AS')
    # two_hop
    q('en', 'two_hop', "In which country is the main customer of O'Hara, Lamb & Sons based?",
      [country[c] for c in main_customer(OH)])
    q('en', 'two_hop', "Who's Helix Chemicals' main customer?", main_customer('Helix Chemicals'))
    q('zh', 'two_hop', 'Helix Chemicals 的法人代表今年多大？', [num(age[p]) for p in rep_of['Helix Chemicals']])
    q('en', 'two_hop', 'Which companies received money from the companies Acme Motors paid?',
      split(';'.join(y for x in payees('Acme Motors') for y in payees(x)), ';'))
    q('zh', 'two_hop', 'Bram de Vries 担任法人代表的公司生产哪些产品？',
      split(';'.join(p for c in reps['Bram de Vries'] for p in prods[c]), ';'))
    q('en', 'two_hop', 'Which countries are the companies Ada Moreno represents in?',
      split(';'.join(country[c] for c in reps['Ada Moreno']), ';'))
    # superlative
    q('en', 'superlative', 'Which company paid out the least in total, among those that made payments?',
      argbest(senders, outflow, min))
    q('en', 'superlative', 'Which company received the most transfers?',
      argbest(receivers, lambda c: sum(1 for t in T if t['dst'] == c)))
    q('zh', 'superlative', '美国的公司里哪家成立最早？', argbest([c for c in names if country[c] == 'US'], founded.get, min))
    q('en', 'superlative', 'Which product has the most downstream products?', argbest(down, lambda p: len(down[p])))
    # list
    q('en', 'list', 'Which companies were founded in 1979 or earlier?', [c for c in names if founded[c] <= 1979])
    q('en', 'list', "List the companies founded before 1979, please.", [c for c in names if founded[c] < 1979])
    q('zh', 'list', '列出年龄不超过51岁的法人代表。', [p for p in age if age[p] <= 51])
    q('en', 'list', 'Which companies have a total inflow over 90000?', [c for c in receivers if inflow(c) > 90000])
    q('en', 'list', 'Among companies that made payments, which paid at most 30000 in total?',
      [c for c in senders if outflow(c) <= 30000])
    # described
    q('en', 'described', 'Who paid the company based in Norway?',
      split(';'.join(p for c in names if country[c] == 'NO' for p in payers(c)), ';'))
    q('zh', 'described', '成立于2009年的那家公司一共收到了多少钱？',
      [num(inflow(c)) for c in names if founded[c] == 2009])
    q('en', 'described', "which company does the 38-year-old legal representative represent?",
      [c for p in age if age[p] == 38 for c in reps[p]])
    return 'acme', Q


def main():
    show = '--show' in sys.argv
    files = {'sc': 'sc-heldout.json', 'rm': 'rm-heldout.json', 'acme': 'acme-heldout.json'}
    for fn in (supplychain, riskmining, acme):
        prefix, Q = fn()
        out = []
        for i, (lang, shape, text, ans) in enumerate(Q, 1):
            assert ans and all(isinstance(a, str) and a for a in ans), (text, ans)
            out.append({'id': '%s-h%02d' % (prefix, i), 'question': text, 'answer': ans, 'shape': shape, 'lang': lang})
        with open(os.path.join(HERE, files[prefix]), 'w', encoding='utf-8') as f:
            json.dump(out, f, ensure_ascii=False, indent=1)
            f.write('\n')
        c_lang = Counter(o['lang'] for o in out)
        c_shape = Counter(o['shape'] for o in out)
        print(files[prefix], len(out), dict(c_lang), dict(sorted(c_shape.items())))
        if show:
            for o in out:
                print('  %s [%s/%s] %s => %s' % (o['id'], o['shape'], o['lang'], o['question'], o['answer']))


if __name__ == '__main__':
    main()
