#!/usr/bin/env python3
"""Gold answers for the round-4 held-out questions (probe8), computed from the raw CSV files.

Run: python3 /work/probe8/gold.py   -> writes affairqa-r4.json, acme-r4.json, sc-r4.json, rm-r4.json
Every gold value is computed here from the CSV files (csv module, utf-8-sig); the asserts
reject ambiguous picks (duplicate names, empty/placeholder cells, non-unique described values).
"""
import csv
import collections
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
AFF = '/work/shared/datasets/kag-affairqa/sources'
SC = '/work/shared/datasets/kag-supplychain/sources'
RM = '/work/shared/datasets/kag-riskmining/sources'
ACME = '/work/main/data/examples/acme-supply/sources'


def rd(path):
    with open(path, encoding='utf-8-sig', newline='') as fh:
        return list(csv.DictReader(fh))


def num(x):
    """Format a number the way a table would show it: integers without .0, else up to 2 decimals."""
    if isinstance(x, float) and abs(x - round(x)) < 1e-9:
        x = int(round(x))
    if isinstance(x, int):
        return str(x)
    return ('%.2f' % x).rstrip('0').rstrip('.')


def ymd(s):
    """'2016/11/10' or '20230821' -> date"""
    if '/' in s:
        y, m, d = s.split('/')
        return datetime.date(int(y), int(m), int(d))
    return datetime.datetime.strptime(s, '%Y%m%d').date()


OUT = collections.defaultdict(list)


def add(proj, q, lang, shape, answer, as_of=None):
    assert isinstance(answer, list) and answer, (q, answer)
    answer = [str(a) for a in answer]
    assert all(a.strip() for a in answer), (q, answer)
    assert len(set(answer)) == len(answer), (q, answer)
    item = {'id': '%s-r4-%02d' % (proj, len(OUT[proj]) + 1), 'question': q, 'answer': answer,
            'shape': shape, 'lang': lang}
    if as_of:
        item['as_of'] = as_of
    OUT[proj].append(item)


# =====================================================================================
# AffairQA
# =====================================================================================
TABLES = ['加油站', '医疗机构', '协会', '学校', '宗教场所', '政府机构', '旅游景点', '旅行社', '行政区', '许可证']
A = {t: rd(os.path.join(AFF, t + '.csv')) for t in TABLES}
NAME_TABLES = collections.defaultdict(list)
for t in TABLES:
    for r in A[t]:
        NAME_TABLES[r['name']].append(t)

PLACEHOLDER = {'', '无', '9.13E+17', '513000000000000000', '713000000000000000', '1899-12-30', '1900/1/1', '市辖区'}


def row(t, name):
    rows = [r for r in A[t] if r['name'] == name]
    assert len(rows) == 1, (t, name, len(rows))
    assert NAME_TABLES[name] == [t], (name, NAME_TABLES[name])
    return rows[0]


def cell(t, name, col):
    v = row(t, name)[col].strip()
    assert v not in PLACEHOLDER and not v.startswith('ZJ-') and not v.startswith('zj-'), (t, name, col, v)
    return v


def region_label(name):
    labels = {r['label'] for r in A['行政区'] if r['name'] == name}
    assert len(labels) == 1, (name, labels)
    return labels.pop()


def by_value(t, col, value, anywhere=True):
    """The one row of table t whose col equals value; with anywhere, the value occurs in no other cell
    of any table (codes, phone numbers, addresses)."""
    rows = [r for r in A[t] if r[col].strip() == value]
    assert len(rows) == 1, (t, col, value, len(rows))
    if anywhere:
        hits = sum(1 for tt in TABLES for r in A[tt] for v in r.values() if v == value)
        assert hits == 1, (value, hits)
    assert NAME_TABLES[rows[0]['name']] == [t]
    return rows[0]


def aff(q, lang, shape, answer):
    add('affairqa', q, lang, shape, answer)


P = 'property'
# ---- properties of named entities -------------------------------------------------------
# gas stations
aff('天台华润燃气有限公司的负责人是谁', 'zh', P, [cell('加油站', '天台华润燃气有限公司', 'manager')])
aff('请问宁波市汽车燃气有限公司镇海客运中心加气站有多少名职工？', 'zh', P,
    [cell('加油站', '宁波市汽车燃气有限公司镇海客运中心加气站', 'employeeCount')])
aff('杭州余杭中石化交通能源有限公司一共有几个液化天然气罐？', 'zh', P,
    [cell('加油站', '杭州余杭中石化交通能源有限公司', 'liquidGasCanCount')])
aff('嘉兴市加油加气站有限公司乍浦站是哪天成立的', 'zh', P, [cell('加油站', '嘉兴市加油加气站有限公司乍浦站', 'buildTime')])
aff('绍兴上虞浙能汽运油品天然气有限公司的法人代表叫什么名字？', 'zh', P,
    [cell('加油站', '绍兴上虞浙能汽运油品天然气有限公司', 'legalRepresentative')])
aff('Who is the operating entity of 衢州新奥中石化车用燃气有限公司南环CNG加气站?', 'en', P,
    [cell('加油站', '衢州新奥中石化车用燃气有限公司南环CNG加气站', 'operationSubject')])
aff('帮我查下杭州中石化杭燃能源有限公司临丁路加气站的纬度', 'zh', P,
    [cell('加油站', '杭州中石化杭燃能源有限公司临丁路加气站', 'latitude')])
aff('what industry does 杭州华燃燃气开发应用有限公司绍兴路加气站 belong to', 'en', P,
    [cell('加油站', '杭州华燃燃气开发应用有限公司绍兴路加气站', 'industry')])
# medical institutions
aff('杭州灸允堂中医诊所的地址在哪儿？', 'zh', P, [cell('医疗机构', '杭州灸允堂中医诊所', 'address')])
aff('杭州钱塘新区和禾康复医院电话多少', 'zh', P, [cell('医疗机构', '杭州钱塘新区和禾康复医院', 'phoneNumber')])
aff("What's the phone number of 杭州和惠中西医结合诊所?", 'en', P, [cell('医疗机构', '杭州和惠中西医结合诊所', 'phoneNumber')])
aff('请问杭州德康堂健康管理有限公司灯彩街中医诊所位于什么地方', 'zh', P,
    [cell('医疗机构', '杭州德康堂健康管理有限公司灯彩街中医诊所', 'address')])
# associations
aff('岱山县基督教三自爱国运动委员会的登记时间是什么时候？', 'zh', P,
    [cell('协会', '岱山县基督教三自爱国运动委员会', 'registrationTime')])
aff('海宁市基督教协会的邮编是多少', 'zh', P, [cell('协会', '海宁市基督教协会', 'postalCode')])
aff('南湖区基督教协会的登记证号是什么？', 'zh', P, [cell('协会', '南湖区基督教协会', 'registrationCertificateNumber')])
aff('洞头区基督教三自爱国运动委员会的联系电话是多少？', 'zh', P, [cell('协会', '洞头区基督教三自爱国运动委员会', 'phoneNumber')])
aff('宁波市佛教协会的官网网址是什么', 'zh', P, [cell('协会', '宁波市佛教协会', 'website')])
aff('Where is 桐庐县天主教爱国会 located? I need the address.', 'en', P, [cell('协会', '桐庐县天主教爱国会', 'address')])
# religious schools
aff('浙江道教学院现在有多少在校生？', 'zh', P, [cell('学校', '浙江道教学院', 'studentCount')])
aff('中国佛学院普陀山学院的学制是什么', 'zh', P, [cell('学校', '中国佛学院普陀山学院', 'schoolSystem')])
aff('浙江神学院的成立日期', 'zh', P, [cell('学校', '浙江神学院', 'establishmentDate')])
aff('Please tell me how many full-time teachers 杭州佛学院 has.', 'en', P, [cell('学校', '杭州佛学院', 'professorCount')])
aff('浙江慈云佛学院批准的办学层次是什么？', 'zh', P, [cell('学校', '浙江慈云佛学院', 'approvalLevel')])
# religious places
aff('兰溪市狮岩寺占地面积多少', 'zh', P, [cell('宗教场所', '兰溪市狮岩寺', 'area')])
aff('义乌市保定禅寺的建筑面积有多大？', 'zh', P, [cell('宗教场所', '义乌市保定禅寺', 'buildingArea')])
aff('温州市龙湾区永中街道联丰基督教堂是什么时候批准的？', 'zh', P,
    [cell('宗教场所', '温州市龙湾区永中街道联丰基督教堂', 'approvalDate')])
aff('乐清市盐盆街道盛岙汉济寺哪天登记的', 'zh', P, [cell('宗教场所', '乐清市盐盆街道盛岙汉济寺', 'registrationTime')])
aff('衢州市衢江区宝炉寺的邮政编码是？', 'zh', P, [cell('宗教场所', '衢州市衢江区宝炉寺', 'postalCode')])
aff('what is the address of 泰顺县仕阳镇观音寺', 'en', P, [cell('宗教场所', '泰顺县仕阳镇观音寺', 'address')])
aff('杭州市萧山区戴村上董庙信仰的是什么宗教？', 'zh', P, [cell('宗教场所', '杭州市萧山区戴村上董庙', 'religion')])
# tourist attractions
aff('天一阁·月湖景区的联系电话是多少？', 'zh', P, [cell('旅游景点', '天一阁·月湖景区', 'phoneNumber')])
aff('Which city is 乐清路之遥奥特莱斯时尚广场 in?', 'en', P, [cell('旅游景点', '乐清路之遥奥特莱斯时尚广场', 'city')])
# travel agencies
aff('海盐国贸旅行社有限公司的传真号码', 'zh', P, [cell('旅行社', '海盐国贸旅行社有限公司', 'faxNumber')])
aff('杭州行若旅行社有限公司可以做哪些业务？', 'zh', P, [cell('旅行社', '杭州行若旅行社有限公司', 'businessScope')])
aff('嘉兴光大旅行社有限公司的英文名叫什么', 'zh', P, [cell('旅行社', '嘉兴光大旅行社有限公司', 'englishName')])
aff('杭州友佳旅行社有限公司在哪个区县？', 'zh', P, [cell('旅行社', '杭州友佳旅行社有限公司', 'county')])
# licences
aff('许可证浙201801020001J是什么时候生效的', 'zh', P, [cell('许可证', '浙201801020001J', 'effectiveDate')])
aff('浙201702000021J这个许可证哪天到期？', 'zh', P, [cell('许可证', '浙201702000021J', 'invalidDate')])
aff('When does licence 201802000012J expire?', 'en', P, [cell('许可证', '201802000012J', 'invalidDate')])

# ---- type / category / level ----------------------------------------------------------
T = 'type'
aff('定海区人民政府是什么类型的机构？', 'zh', T, [cell('政府机构', '定海区人民政府', 'type')])
aff('瑞安市属于哪一级行政区', 'zh', T, [region_label('瑞安市')])
aff('舟山市是什么级别的行政区？', 'zh', T, [region_label('舟山市')])
aff('浙江岀入境边防检查总站警务保障中心综合门诊部属于哪一类医疗机构？', 'zh', T,
    [cell('医疗机构', '浙江岀入境边防检查总站警务保障中心综合门诊部', 'category')])
aff('杭州市西湖区古荡街道社区卫生服务中心是什么级别的', 'zh', T, [cell('医疗机构', '杭州市西湖区古荡街道社区卫生服务中心', 'level')])
aff('瑶琳仙境是几A级景区', 'zh', T, [cell('旅游景点', '瑶琳仙境', 'level')])
aff('苍南县藻溪镇加针坑村妙觉道观属于道教的哪个派别', 'zh', T, [cell('宗教场所', '苍南县藻溪镇加针坑村妙觉道观', 'religiousType')])
aff('What category of association is 浙江省天主教教务委员会?', 'en', T, [cell('协会', '浙江省天主教教务委员会', 'category')])

# ---- counts and lists with conditions ---------------------------------------------------
G = 'aggregate'
# (5A/4A counts skipped: the same scenic area is often listed twice under two names)
aff('绍兴市有哪些一A级的景区？', 'zh', G, [r['name'] for r in A['旅游景点'] if r['city'] == '绍兴市' and r['level'] == 'A'])
aff('哪些加油站构成了重大危险源？', 'zh', G, [r['name'] for r in A['加油站'] if r['isMajorDangerSource'] == '是'])
aff('省级团体的宗教协会有哪些', 'zh', G, [r['name'] for r in A['协会'] if r['category'] == '省团体'])
aff('佛教类的宗教院校有几所', 'zh', G, [num(sum(1 for r in A['学校'] if r['religion'] == '佛教'))])
aff('湖州市有多少个天主教的宗教活动场所？', 'zh', G,
    [num(sum(1 for r in A['宗教场所'] if r['city'] == '湖州市' and r['religion'] == '天主教'))])
aff('生效日期在2018年的许可证一共有多少个', 'zh', G,
    [num(sum(1 for r in A['许可证'] if r['effectiveDate'].startswith('2018/')))])
aff('级别为三级的医院有几家？', 'zh', G,
    [num(sum(1 for r in A['医疗机构'] if r['category'] == '医院' and r['level'] == '三级'))])
aff('How many travel agencies are there in 舟山市?', 'en', G, [num(sum(1 for r in A['旅行社'] if r['city'] == '舟山市'))])
aff('运营主体是中海油的加气站有多少个？', 'zh', G, [num(sum(1 for r in A['加油站'] if r['operationSubject'] == '中海油'))])
aff('丽水市的5A级景区叫什么', 'zh', G, [r['name'] for r in A['旅游景点'] if r['city'] == '丽水市' and r['level'] == 'AAAAA'])
aff('which religious schools are located in 杭州市?', 'en', G, [r['name'] for r in A['学校'] if r['city'] == '杭州市'])

# ---- entities described by a value --------------------------------------------------------
V = 'by_value'
aff('电话是0571-87910935的是哪所学校？', 'zh', V, [by_value('学校', 'phoneNumber', '0571-87910935')['name']])
aff('地址在临丁路2002号的那个加气站，负责人是谁？', 'zh', V,
    [cell('加油站', by_value('加油站', 'address', '临丁路2002号')['name'], 'manager')])
aff('登记证号为浙海社证字第210007号的协会在哪个城市', 'zh', V,
    [cell('协会', by_value('协会', 'registrationCertificateNumber', '浙海社证字第210007号')['name'], 'city')])
aff('统一社会信用代码是71330381329844313R的宗教场所叫什么名字？', 'zh', V,
    [by_value('宗教场所', 'unifiedSocialCreditCode', '71330381329844313R')['name']])
aff('传真号0573-86882280是哪家旅行社的', 'zh', V, [by_value('旅行社', 'faxNumber', '0573-86882280')['name']])
aff('What level is the scenic area whose phone number is 0574-55883721?', 'en', V,
    [cell('旅游景点', by_value('旅游景点', 'phoneNumber', '0574-55883721')['name'], 'level')])
aff('电话为13186962007的医疗机构属于什么类别？', 'zh', V,
    [cell('医疗机构', by_value('医疗机构', 'phoneNumber', '13186962007')['name'], 'category')])
aff('在校生人数为183人的学校在哪个县？', 'zh', V, [cell('学校', by_value('学校', 'studentCount', '183', anywhere=False)['name'], 'county')])

# ---- two steps ----------------------------------------------------------------------------
W = 'two_hop'
LIC = {r['name']: r for r in A['许可证']}


def licence_of(station):
    lic = cell('加油站', station, 'businessLicense')
    return row('许可证', lic)


aff('天台华润燃气有限公司的经营许可证哪天失效？', 'zh', W, [licence_of('天台华润燃气有限公司')['invalidDate']])
aff('When did the operating licence of 嘉兴市加油加气站有限公司岗山路站 take effect?', 'en', W,
    [licence_of('嘉兴市加油加气站有限公司岗山路站')['effectiveDate']])
aff('杭州富阳润通新能源有限公司所在的区县是哪一级行政区？', 'zh', W,
    [region_label(cell('加油站', '杭州富阳润通新能源有限公司', 'county'))])
aff('浙江道教学院所在的县属于什么类型的行政区', 'zh', W, [region_label(cell('学校', '浙江道教学院', 'county'))])
aff('义乌市保定禅寺所在区县是什么级别的行政区？', 'zh', W, [region_label(cell('宗教场所', '义乌市保定禅寺', 'county'))])


def argmax(rows, key):
    vals = [(key(r), r) for r in rows]
    vals = [(k, r) for k, r in vals if k is not None]
    best = max(k for k, _ in vals)
    return [r for k, r in vals if k == best]


def argmin(rows, key):
    vals = [(key(r), r) for r in rows]
    vals = [(k, r) for k, r in vals if k is not None]
    best = min(k for k, _ in vals)
    return [r for k, r in vals if k == best]


top = argmax(A['学校'], lambda r: int(r['studentCount']))
assert len(top) == 1
aff('在校生最多的那所宗教学校是哪天成立的？', 'zh', W, [top[0]['establishmentDate']])

# ---- comparisons / superlatives ---------------------------------------------------------------
C = 'comparison'
S = 'superlative'
a, b = int(cell('学校', '浙江神学院', 'studentCount')), int(cell('学校', '杭州佛学院', 'studentCount'))
assert a != b
aff('浙江神学院和杭州佛学院哪个在校生更多？', 'zh', C, ['浙江神学院' if a > b else '杭州佛学院'])
aff('在校学生最多的学校是哪所', 'zh', S, [r['name'] for r in top])
aff('成立最早的宗教院校是哪一所？', 'zh', S, [r['name'] for r in argmin(A['学校'], lambda r: ymd(r['establishmentDate']))])
aff('职工人数最多的加油站是哪个', 'zh', S,
    [r['name'] for r in argmax(A['加油站'], lambda r: int(r['employeeCount']) if r['employeeCount'] else None)])
aff('which gas station has the biggest total design storage', 'en', S,
    [r['name'] for r in argmax(A['加油站'], lambda r: float(r['totalDesignStorage']) if r['totalDesignStorage'] else None)])
a = float(cell('加油站', '天台华润燃气有限公司', 'totalDesignStorage'))
b = float(cell('加油站', '宁波新奥燃气有限公司', 'totalDesignStorage'))
assert a != b
aff('天台华润燃气有限公司和宁波新奥燃气有限公司，谁的总设计储量更大？', 'zh', C,
    ['天台华润燃气有限公司' if a > b else '宁波新奥燃气有限公司'])
a = float(cell('宗教场所', '义乌市保定禅寺', 'buildingArea'))
b = float(cell('宗教场所', '兰溪市狮岩寺', 'buildingArea'))
aff('义乌市保定禅寺的建筑面积比兰溪市狮岩寺大吗？', 'zh', C, ['是' if a > b else '否'])
a = ymd(cell('学校', '浙江佛学院', 'establishmentDate'))
b = ymd(cell('学校', '浙江慈云佛学院', 'establishmentDate'))
assert a != b
aff('Was 浙江佛学院 founded before 浙江慈云佛学院?', 'en', C, ['yes' if a < b else 'no'])


# =====================================================================================
# Acme supply (as of 2024-06-30)
# =====================================================================================
ACME_ASOF = datetime.date(2024, 6, 30)
AC = rd(os.path.join(ACME, 'Company.csv'))
AT = rd(os.path.join(ACME, 'Company_fundTrans_Company.csv'))
AP = rd(os.path.join(ACME, 'Person.csv'))
APR = rd(os.path.join(ACME, 'Product.csv'))
AC_BY_ID = {r['id']: r for r in AC}
AC_BY_NAME = {r['name']: r for r in AC}
assert len(AC_BY_NAME) == len(AC)
AP_BY_NAME = {r['name']: r for r in AP}
assert len(AP_BY_NAME) == len(AP)


def msplit(s, sep=';'):
    return list(dict.fromkeys(x.strip() for x in s.split(sep) if x.strip()))


A_PROD = {r['name']: msplit(r['product']) for r in AC}
A_DOWN = {r['id']: msplit(r['hasSupplyChain']) for r in APR}
assert len(A_DOWN) == len(APR)
A_REP = {p['name']: msplit(p['legalRepresentative']) for p in AP}
A_TR = [(AC_BY_ID[t['srcId']]['name'], AC_BY_ID[t['dstId']]['name'], ymd(t['transDate']), int(t['transAmt'])) for t in AT]


def acme(q, lang, shape, answer, as_of=False):
    add('acme', q, lang, shape, answer, '2024-06-30' if as_of else None)


def reps_of(company, reps):
    return [p for p, cs in reps.items() if company in cs]


def main_customers(s, prod, down, trans):
    inflow = sum(a for _, d, _, a in trans if d == s)
    out = []
    downs = {x for p in prod[s] for x in down.get(p, [])}
    for o in prod:
        if o == s or not (set(prod[o]) & downs):
            continue
        paid = sum(a for src, d, _, a in trans if src == o and d == s)
        if inflow and paid * 1.0 / inflow > 0.5:
            out.append(o)
    return out


acme('could you tell me which country Fjord Steel AS is based in?', 'en', 'property', [AC_BY_NAME['Fjord Steel AS']['country']])
acme('when was helix chemicals founded', 'en', 'property', [AC_BY_NAME['Helix Chemicals']['founded']])
acme("Dara O'Hara 今年多大？", 'zh', 'property', [AP_BY_NAME["Dara O'Hara"]['age']])
acme('What does Helix Chemicals produce?', 'en', 'relation_hop', A_PROD['Helix Chemicals'])
acme('Who is the legal rep of Granite Insurance?', 'en', 'relation_hop', reps_of('Granite Insurance', A_REP))
acme('Which companies has Acme Motors sent money to?', 'en', 'relation_hop',
     list(dict.fromkeys(d for s, d, _, _ in A_TR if s == 'Acme Motors')))
acme('哪些公司给 Acme Motors 转过钱？', 'zh', 'relation_hop', list(dict.fromkeys(s for s, d, _, _ in A_TR if d == 'Acme Motors')))
acme("How much has Acme Motors paid O'Hara, Lamb & Sons altogether?", 'en', 'aggregate',
     [num(sum(a for s, d, _, a in A_TR if s == 'Acme Motors' and d == "O'Hara, Lamb & Sons"))])
acme('法人代表们的平均年龄是多少？', 'zh', 'aggregate', [num(sum(int(p['age']) for p in AP) / len(AP))])
acme('How much did Acme Motors pay out in the last 30 days?', 'en', 'time_window',
     [num(sum(a for s, d, dt, a in A_TR if s == 'Acme Motors' and (ACME_ASOF - dt).days < 30))], as_of=True)
acme('Which companies received money in May 2024?', 'en', 'time_window',
     list(dict.fromkeys(d for s, d, dt, a in A_TR if dt.year == 2024 and dt.month == 5)))
acme("最近90天里 O'Hara, Lamb & Sons 一共收到了多少钱？", 'zh', 'time_window',
     [num(sum(a for s, d, dt, a in A_TR if d == "O'Hara, Lamb & Sons" and (ACME_ASOF - dt).days < 90))], as_of=True)
acme('What was the total value of all transfers in Q1 2024?', 'en', 'time_window',
     [num(sum(a for s, d, dt, a in A_TR if dt.year == 2024 and dt.month <= 3))])
f1, f2 = int(AC_BY_NAME['Borealis Rubber Works']['founded']), int(AC_BY_NAME['Fjord Steel AS']['founded'])
assert f1 != f2
acme('Which is older, Borealis Rubber Works or Fjord Steel AS?', 'en', 'comparison',
     ['Borealis Rubber Works' if f1 < f2 else 'Fjord Steel AS'])
a1, a2 = int(AP_BY_NAME['Ada Moreno']['age']), int(AP_BY_NAME['Bram de Vries']['age'])
acme('Is Ada Moreno older than Bram de Vries?', 'en', 'comparison', ['yes' if a1 > a2 else 'no'])
a1, a2 = int(AP_BY_NAME['Chloe Tan']['age']), int(AP_BY_NAME['Bram de Vries']['age'])
assert a1 != a2
acme('Chloe Tan 和 Bram de Vries 谁更年轻？', 'zh', 'comparison', ['Chloe Tan' if a1 < a2 else 'Bram de Vries'])
mc = main_customers('Delta Cells GmbH', A_PROD, A_DOWN, A_TR)
assert len(mc) == 1
acme("Who is the legal representative of Delta Cells GmbH's main customer?", 'en', 'two_hop', reps_of(mc[0], A_REP))
acme('Which companies share a legal representative with Helix Chemicals?', 'en', 'two_hop',
     sorted({c for p, cs in A_REP.items() if 'Helix Chemicals' in cs for c in cs} - {'Helix Chemicals'}))
downs = {x for p in A_PROD['Borealis Rubber Works'] for x in A_DOWN.get(p, [])}
acme('Which companies make the products downstream of what Borealis Rubber Works produces?', 'en', 'two_hop',
     [c for c, ps in A_PROD.items() if set(ps) & downs])
acme('Which company was founded most recently?', 'en', 'superlative',
     [r['name'] for r in argmax(AC, lambda r: int(r['founded']))])
outs = collections.Counter()
for s, d, _, a in A_TR:
    outs[s] += a
best = max(outs.values())
acme('哪家公司付出去的钱总额最多？', 'zh', 'superlative', [c for c, v in outs.items() if v == best])
acme('Which companies were founded in 1962 or earlier?', 'en', 'aggregate', [c['name'] for c in AC if int(c['founded']) <= 1962])
acme('列出年龄超过44岁的法人代表', 'zh', 'aggregate', [p['name'] for p in AP if int(p['age']) > 44])
sg = [c['name'] for c in AC if c['country'] == 'SG']
assert len(sg) == 1
acme('Who is the legal representative of the Singapore-based company?', 'en', 'by_value', reps_of(sg[0], A_REP))
y = [c['name'] for c in AC if c['founded'] == '1921']
assert len(y) == 1
acme('成立于1921年的那家公司生产什么产品？', 'zh', 'by_value', A_PROD[y[0]])


# =====================================================================================
# KAG supply chain (as of 2023-10-15)
# =====================================================================================
SC_ASOF = datetime.date(2023, 10, 15)
SCC = rd(os.path.join(SC, 'Company.csv'))
SCT = rd(os.path.join(SC, 'Company_fundTrans_Company.csv'))
SCP = rd(os.path.join(SC, 'Person.csv'))
SCPR = rd(os.path.join(SC, 'Product.csv'))
SCU = rd(os.path.join(SC, 'CompanyUpdate.csv'))
SC_BY_ID = {r['id']: r for r in SCC}
SC_NAMES = [r['name'] for r in SCC]
assert len(set(SC_NAMES)) == len(SC_NAMES)
SCP_BY_NAME = {p['name']: p for p in SCP}
assert len(SCP_BY_NAME) == len(SCP)
S_PROD = {r['name']: msplit(r['product'], ',') for r in SCC}
UPDATED = {r['name'] for r in SCU}          # products changed by CompanyUpdate.csv: not asked
prod_rows = collections.defaultdict(set)
for r in SCPR:
    prod_rows[r['id']].add((r['belongToIndustry'], r['hasSupplyChain']))
assert all(len(v) == 1 for v in prod_rows.values())
S_IND = {k: next(iter(v))[0] for k, v in prod_rows.items()}
S_DOWN = {k: msplit(next(iter(v))[1], ',') for k, v in prod_rows.items()}
S_REP = {p['name']: msplit(p['legalRepresentative'], ',') for p in SCP}
S_TR = [(SC_BY_ID[t['srcId']]['name'], SC_BY_ID[t['dstId']]['name'], ymd(t['transDate']), int(t['transAmt'])) for t in SCT]
CH = '传化****限公司'
SJ = '三角***份限公司'


def sc(q, lang, shape, answer, as_of=False):
    add('sc', q, lang, shape, answer, '2023-10-15' if as_of else None)


def industry_of(c):
    assert c not in UPDATED
    ps = S_PROD[c]
    assert all(p in S_IND for p in ps), (c, [p for p in ps if p not in S_IND])
    return sorted({S_IND[p] for p in ps})


sc('how old is 臧* pls', 'en', 'property', [SCP_BY_NAME['臧*']['age']])
sc('What products does 传化****限公司 make?', 'en', 'relation_hop', S_PROD[CH])
sc('吉林奇*化****公司的法人代表是谁？', 'zh', 'relation_hop', reps_of('吉林奇*化****公司', S_REP))
sc('Which companies is 袁* the legal representative of?', 'en', 'relation_hop', S_REP['袁*'])
sc('三角***份限公司属于哪个行业', 'zh', 'relation_hop', industry_of(SJ))
sc('Which companies produce 轮胎与橡胶-轮胎-斜交轮胎?', 'en', 'by_value',
   [c for c, ps in S_PROD.items() if '轮胎与橡胶-轮胎-斜交轮胎' in ps and c not in UPDATED])
sc('How many different companies has 传化****限公司 transferred money to?', 'en', 'aggregate',
   [num(len({d for s, d, _, _ in S_TR if s == CH}))])
sc('传化****限公司总共收到了多少资金？', 'zh', 'aggregate', [num(sum(a for s, d, _, a in S_TR if d == CH))])
sc('What is the average age of the natural persons?', 'en', 'aggregate',
   [num(sum(int(p['age']) for p in SCP) / len(SCP))])
sc('how much did 传化****限公司 pay out over the last 30 days', 'en', 'time_window',
   [num(sum(a for s, d, dt, a in S_TR if s == CH and (SC_ASOF - dt).days < 30))], as_of=True)
sc('近3个月三角***份限公司的资金流入是多少？', 'zh', 'time_window',
   [num(sum(a for s, d, dt, a in S_TR if d == SJ and (SC_ASOF - dt).days < 90))], as_of=True)
sc('Who paid 传化****限公司 in August 2023?', 'en', 'time_window',
   list(dict.fromkeys(s for s, d, dt, a in S_TR if d == CH and dt.year == 2023 and dt.month == 8)))
sc('What were the total outflows of 传化****限公司 in the past 6 months?', 'en', 'time_window',
   [num(sum(a for s, d, dt, a in S_TR if s == CH and (SC_ASOF - dt).days < 180))], as_of=True)
a1, a2 = int(SCP_BY_NAME['臧*']['age']), int(SCP_BY_NAME['倪**']['age'])
assert a1 != a2
sc('臧*和倪**谁年纪更大？', 'zh', 'comparison', ['臧*' if a1 > a2 else '倪**'])
sc('Did 三角***份限公司 ever transfer money to 传化****限公司?', 'en', 'comparison',
   ['yes' if any(s == SJ and d == CH for s, d, _, _ in S_TR) else 'no'])
p1 = sum(a for s, d, _, a in S_TR if s == '中国***份*公司' and d == SJ)
p2 = sum(a for s, d, _, a in S_TR if s == CH and d == SJ)
assert p1 != p2
sc('Who sent more money to 三角***份限公司: 中国***份*公司 or 传化****限公司?', 'en', 'comparison',
   ['中国***份*公司' if p1 > p2 else CH])
mc = main_customers(CH, S_PROD, S_DOWN, S_TR)
assert len(mc) == 1
sc("Who is the legal representative of 传化****限公司's main customer?", 'en', 'two_hop', reps_of(mc[0], S_REP))
sc('Which companies share a legal representative with 广东***通*份*公司?', 'en', 'two_hop',
   sorted({c for p, cs in S_REP.items() if '广东***通*份*公司' in cs for c in cs} - {'广东***通*份*公司'}))
sc('给传化****限公司转过账的公司，它们的法人代表分别是谁？', 'zh', 'two_hop',
   list(dict.fromkeys(p for s, d, _, _ in S_TR if d == CH for p in reps_of(s, S_REP))))
sc('Who is the oldest natural person?', 'en', 'superlative', [p['name'] for p in argmax(SCP, lambda p: int(p['age']))])
best = max(s[3] for s in S_TR)
sc('Which company made the single largest transfer?', 'en', 'superlative', [s for s, d, dt, a in S_TR if a == best])
cnt = {p: len(cs) for p, cs in S_REP.items()}
m = max(cnt.values())
sc('哪些人担任法人代表的公司数量最多？', 'zh', 'superlative', [p for p, v in cnt.items() if v == m])
sc('List the people older than 50.', 'en', 'aggregate', [p['name'] for p in SCP if int(p['age']) > 50])
sc('年龄在50岁及以上的自然人有几个？', 'zh', 'aggregate', [num(sum(1 for p in SCP if int(p['age']) >= 50))])
age23 = [p for p in SCP if p['age'] == '23']
assert len(age23) == 1
sc('Which companies is the 23-year-old person legal representative of?', 'en', 'by_value', S_REP[age23[0]['name']])


# =====================================================================================
# KAG risk mining (as of 2023-10-15)
# =====================================================================================
RM_ASOF = datetime.date(2023, 10, 15)
RP = rd(os.path.join(RM, 'Person.csv'))
RC = rd(os.path.join(RM, 'Company.csv'))
RAPP = rd(os.path.join(RM, 'App.csv'))
RDEV = rd(os.path.join(RM, 'Device.csv'))
RCERT = rd(os.path.join(RM, 'Cert.csv'))
R_PID = {p['id']: p['name'] for p in RP}
R_CID = {c['id']: c['name'] for c in RC}
assert len(set(R_PID.values())) == len(RP) and len(set(R_CID.values())) == len(RC)
RP_BY_NAME = {p['name']: p for p in RP}
RC_BY_NAME = {c['name']: c for c in RC}
R_APP = {a['id']: a for a in RAPP}
assert len(R_APP) == len(RAPP)
R_DEV = {d['id']: d for d in RDEV}
R_INSTALL = {d['id']: msplit(d['install'], ',') for d in RDEV}
R_HASDEV = collections.defaultdict(list)
for r in rd(os.path.join(RM, 'Person_hasDevice_Device.csv')):
    R_HASDEV[R_PID[r['src']]].append(r['dst'])
R_SHARE = collections.defaultdict(list)
for r in rd(os.path.join(RM, 'Person_holdShare_Company.csv')):
    R_SHARE[R_PID[r['src']]].append(R_CID[r['dst']])
R_CCERT = collections.defaultdict(set)
for r in rd(os.path.join(RM, 'Company_hasCert_Cert.csv')):
    R_CCERT[R_CID[r['src']]].add(r['dst'])
R_PCERT = collections.defaultdict(set)
for r in rd(os.path.join(RM, 'Person_hasCert_Cert.csv')):
    R_PCERT[R_PID[r['src']]].add(r['dst'])
R_TR = [(R_PID[t['src']], R_PID[t['dst']], ymd(t['transDate']), int(t['transAmt']))
        for t in rd(os.path.join(RM, 'Person_fundTrans_Person.csv'))]


def rm(q, lang, shape, answer, as_of=False):
    add('rm', q, lang, shape, answer, '2023-10-15' if as_of else None)


def developed(person):
    c = collections.Counter()
    for d in set(R_HASDEV[person]):
        for a in R_INSTALL[d]:
            c[a] += 1
    return [a for a, n in c.items() if n > 5]


def gambling(app):
    return '赌博' in R_APP[app]['riskMark']


def released(person):
    certs = {x for c in R_SHARE[person] for x in R_CCERT[c]}
    return [a['id'] for a in RAPP if a['useCert'] in certs]


DEVS = [p['name'] for p in RP if any(gambling(a) for a in developed(p['name']) if a in R_APP)]
BOSSES = [p['name'] for p in RP
          if any(gambling(a) and any(s == p['name'] and d in DEVS and a in developed(d) for s, d, _, _ in R_TR)
                 for a in released(p['name']))]

rm("What's 裘**'s phone number?", 'en', 'property', [RP_BY_NAME['裘**']['hasPhone']])
rm('柏*多少岁了', 'zh', 'property', [RP_BY_NAME['柏*']['age']])
rm('What is the phone number of **娱乐**公司?', 'en', 'property', [RC_BY_NAME['**娱乐**公司']['phone']])
rm('what risk mark does the app com.oStEmG.may have', 'en', 'property', [R_APP['com.oStEmG.may']['riskMark']])
assert len(R_HASDEV['左**']) == 1
rm('What is the umid of the device owned by 左**?', 'en', 'relation_hop', [R_DEV[R_HASDEV['左**'][0]]['umid']])
rm('柏*持有哪些公司的股份？', 'zh', 'relation_hop', R_SHARE['柏*'])
rm('Who holds shares in **娱乐***公司?', 'en', 'relation_hop', [p for p, cs in R_SHARE.items() if '**娱乐***公司' in cs])
rm('邬**名下有几台设备？', 'zh', 'aggregate', [num(len(set(R_HASDEV['邬**'])))])
rm('How much money has 柏* transferred to 杜* in total?', 'en', 'aggregate',
   [num(sum(a for s, d, _, a in R_TR if s == '柏*' and d == '杜*'))])
xs = [a for s, d, _, a in R_TR if s == '柏*' and d == '裘**']
rm('What is the average amount of the transfers from 柏* to 裘**?', 'en', 'aggregate', [num(sum(xs) / len(xs))])
rm('How much did 柏* transfer in the last 30 days?', 'en', 'time_window',
   [num(sum(a for s, d, dt, a in R_TR if s == '柏*' and (RM_ASOF - dt).days < 30))], as_of=True)
rm('2023年9月邬**一共收到多少转账金额？', 'zh', 'time_window',
   [num(sum(a for s, d, dt, a in R_TR if d == '邬**' and dt.year == 2023 and dt.month == 9))])
rm('How many transfers were made in August 2023?', 'en', 'time_window',
   [num(sum(1 for s, d, dt, a in R_TR if dt.year == 2023 and dt.month == 8))])
t1 = sum(a for s, d, _, a in R_TR if s == '柏*' and d == '裘**')
t2 = sum(a for s, d, _, a in R_TR if s == '柏*' and d == '杜*')
assert t1 != t2
rm('Who got more money from 柏*: 裘** or 杜*?', 'en', 'comparison', ['裘**' if t1 > t2 else '杜*'])
rm('com.ziNtg.tSIuhlG是赌博应用吗？', 'zh', 'comparison', ['是' if gambling('com.ziNtg.tSIuhlG') else '否'])
rm('Who are the developers of gambling apps?', 'en', 'two_hop', DEVS)
rm('谁是赌博App的老板？', 'zh', 'two_hop', BOSSES)
rm('Which gambling apps has 柏* released?', 'en', 'two_hop', [a for a in released('柏*') if gambling(a)])
cert = R_APP['com.qIu.VJbJ']['useCert']
rm('Which companies own the certificate that com.qIu.VJbJ uses?', 'en', 'two_hop',
   [c['name'] for c in RC if cert in R_CCERT[c['name']]])
pc = R_PCERT['裘**']
assert len(pc) == 1
rm('裘**持有的证书被哪些应用使用？', 'zh', 'two_hop', [a['id'] for a in RAPP if a['useCert'] in pc])
rm("Who's the youngest person in the data?", 'en', 'superlative', [p['name'] for p in argmin(RP, lambda p: int(p['age']))])
nc = {c['name']: len(R_CCERT[c['name']]) for c in RC}
m = max(nc.values())
rm('Which companies hold the most certificates?', 'en', 'superlative', [c for c, v in nc.items() if v == m])
rm('年龄超过45岁的人有哪些？', 'zh', 'aggregate', [p['name'] for p in RP if int(p['age']) > 45])
rm('How many people are 45 or older?', 'en', 'aggregate', [num(sum(1 for p in RP if int(p['age']) >= 45))])
ph = [p for p in RP if p['hasPhone'] == '197****5336']
assert len(ph) == 1
rm('How old is the person whose phone number is 197****5336?', 'en', 'by_value', [ph[0]['age']])


# =====================================================================================
if __name__ == '__main__':
    files = {'affairqa': 'affairqa-r4.json', 'acme': 'acme-r4.json', 'sc': 'sc-r4.json', 'rm': 'rm-r4.json'}
    for proj, fn in files.items():
        with open(os.path.join(HERE, fn), 'w', encoding='utf-8') as fh:
            json.dump(OUT[proj], fh, ensure_ascii=False, indent=1)
        c_lang = collections.Counter(x['lang'] for x in OUT[proj])
        c_shape = collections.Counter(x['shape'] for x in OUT[proj])
        print(fn, len(OUT[proj]), dict(c_lang), dict(c_shape))
