"""Blind held-out AffairQA question set, round 94 (80 questions: 65 zh, 15 en).

Every gold answer is computed from the AffairQA source CSVs (found by walking up from this
file to shared/datasets/kag-affairqa/sources); no answer is hard-coded. Question entities
(names, cities, windows) are chosen by the author; the script asserts that each one exists,
is unique, and that superlatives have no tie.

Personas
  1. 市场监管所网格员 - 加油站 / 旅行社 in his district: managers, licences, phone/fax, scope.
  2. 宗教文化节策展人 - 宗教场所 by religion and city, area/buildingArea, max/min, sums.
  3. British medical-tourism blogger (English) - 医疗机构 by category/level, 旅游景点 by city.
  4. 社会学系本科生 - 协会 and 学校: counts per city/religion, registration years, windows, shares.
  5. 区划地名办工作人员 - 行政区 names/codes, which county an entity is in, counts per county.

Tables and columns used
  加油站: name, county, manager, legalRepresentative, level, employeeCount, operationSubject,
          buildTime, isMajorDangerSource, businessLicense, industry, totalDesignStorage
  许可证: name, effectiveDate, invalidDate (joined via 加油站.businessLicense = 许可证.name)
  旅行社: read positionally (the header repeats licenseNumber): businessScope, county,
          licenseNumber #2 (L-ZJ...), faxNumber, address, city, phoneNumber, englishName
  宗教场所: name, county, religion, religiousType, area, buildingArea, city, approvalDate, category
  医疗机构: name, category, level, address, phoneNumber, servicePopulation
  旅游景点: name, level, city, address
  协会: name, county, religion, registrationTime, category, city, registrationCertificateNumber
  学校: name, religion, county, city, studentCount, teacherCount, establishmentDate, approvalScale
  行政区: name, label, id

Readings avoided and why
  - 加油站 placeholder rows (buildTime 1899-12-30, empty manager/level) are never asked about,
    and windows/averages over buildTime exclude them explicitly; codes in scientific notation
    (9.13E+17) in businessLicenseNumber/organizationCode/unifiedSocialCreditCode are never asked.
  - Near-duplicate gas stations (衢州…航埠加气母站 with/without '-', 衢州佳豪…航埠LNG加气站) and the
    '北仓区' typo row are avoided; county counts use 鄞州区/越城区-free choices without those rows.
  - 旅行社 has two columns both named licenseNumber; questions name the 'L-ZJ' one explicitly.
    旅行社.legalRepresentative/investor are opaque codes, so not asked. 旅行社.county mixes
    '市辖区' and city names, so county counts only use real county names (安吉县, 义乌市).
  - 宗教场所 area/buildingArea: empty cells and zeros are excluded from min/avg; superlatives
    are asserted unique. 舟山市 rows carry codes (330953, 330952) in county, so no 舟山 county count.
  - 协会.registrationTime 1900/1/1 is a placeholder: windows never include 1900, earliest-date
    questions exclude it. 协会.county mixes names and codes; only name-valued rows are asked.
  - 行政区 has repeated names (市辖区/市属 share 330901, city names appear as both 县级 and 地级,
    some rows have empty id): questions only ask codes with a single name and names with one code.
  - 旅游景点 is full of near-duplicate rows (西湖景区 / 西湖风景名胜区, 桃花岛旅游景区 / 舟山桃花岛
    风景旅游区, 百山祖景区 / 浙江省丽水市庆元县百山祖景区 ...), so no counts, lists or per-city
    superlatives are asked over it; only single-row facts (丽水市's one AAAAA row, one spot's city).
  - 医疗机构 has no city column; questions use category/level/address only.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP


def find_sources():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit('sources folder not found')
        d = parent


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


def load_raw(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GAS = load('加油站')
LIC = {r['name']: r for r in load('许可证')}
MED = load('医疗机构')
ASSOC = load('协会')
SCHOOL = load('学校')
REL = load('宗教场所')
SPOT = load('旅游景点')
REG = load('行政区')
_th, _tr = load_raw('旅行社')
TCOL = {'name': 0, 'businessScope': 2, 'county': 4, 'lic_zj': 10, 'lic_doc': 9, 'fax': 11,
        'address': 12, 'city': 13, 'phone': 14, 'englishName': 16}
assert _th[9] == 'licenseNumber' and _th[10] == 'licenseNumber' and _th[11] == 'faxNumber'
TRAVEL = [{k: r[i] for k, i in TCOL.items()} for r in _tr]


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def num(x):
    try:
        return Decimal(x)
    except Exception:
        return None


def fmt(d, places=None):
    if places is None:
        if d == d.to_integral_value():
            return str(int(d))
        return format(d.normalize(), 'f')
    q = Decimal(1).scaleb(-places)
    return str(d.quantize(q, rounding=ROUND_HALF_UP))


def date_key(s):
    y, m, d = (int(x) for x in s.replace('-', '/').split('/'))
    return (y, m, d)


def unique_best(rows, keyf, largest=True):
    vals = [(keyf(r), r) for r in rows]
    vals = [(k, r) for k, r in vals if k is not None]
    best = max(k for k, _ in vals) if largest else min(k for k, _ in vals)
    top = [r for k, r in vals if k == best]
    assert len(top) == 1, ('tie', best, [r['name'] for r in top])
    return top[0], best


Q = []


def add(lang, shape, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------------------------------------------------------- persona 1: 网格员 (zh)
g = one(GAS, name='宁波新奥燃气有限公司福庆南路CNG加气站')
add('zh', 'property', '我是所里的网格员，正在核对辖区台账。宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？', g['manager'])
add('zh', 'property', '还是福庆南路CNG加气站那家，它的法定代表人登记的是哪位？', g['legalRepresentative'])

g = one(GAS, name='嘉兴市加油加气站有限公司乍浦站')
lic = LIC[g['businessLicense']]
add('zh', 'date', '帮我查一下：嘉兴市加油加气站有限公司乍浦站的经营许可证什么时候失效？日期照表里的格式给我就行。', lic['invalidDate'])

g = one(GAS, name='杭州富阳江润加气站有限公司')
lic = LIC[g['businessLicense']]
add('zh', 'date', '杭州富阳江润加气站有限公司那张经营许可证是哪天生效的？我要填到检查表里。', lic['effectiveDate'])

hz_gas = [r for r in GAS if r['operationSubject'] == '中石化杭燃']
add('zh', 'list', '运营主体写的是“中石化杭燃”的加气站都有哪些？全列出来，我挨个去走访。',
    sorted(r['name'] for r in hz_gas))

n = sum(1 for r in GAS if r['county'] == '鄞州区')
add('zh', 'count', '鄞州区一共登记了几家加油（加气）站？给个数字就行。', n)

danger = [r['name'] for r in GAS if r['isMajorDangerSource'] == '是']
add('zh', 'list', '哪些加油站被标成“构成重大危险源”？安全检查要优先去，麻烦全部列一下。', sorted(danger))

g = one(GAS, name='慈溪市煤气有限公司')
add('zh', 'boolean', '慈溪市煤气有限公司是不是重大危险源？回答是或否。', '是' if g['isMajorDangerSource'] == '是' else '否')

g = one(GAS, name='宁波市汽车燃气有限公司兴达加气站')
add('zh', 'property', '宁波市汽车燃气有限公司兴达加气站有多少职工？', g['employeeCount'])

g1 = one(GAS, name='杭州萧山环能实业有限公司')
g2 = one(GAS, name='浙江华润车船天然气有限公司')
e1, e2 = int(g1['employeeCount']), int(g2['employeeCount'])
assert e1 != e2
add('zh', 'comparison', '萧山这两家：杭州萧山环能实业有限公司和浙江华润车船天然气有限公司，哪家职工人数多？',
    g1['name'] if e1 > e2 else g2['name'])

lvl1 = [r['name'] for r in GAS if r['level'] == '一级' and r['county'] == '南湖区']
add('zh', 'list', '南湖区里级别是“一级”的加气站有哪几家？', sorted(lvl1))

cnt = Counter(r['legalRepresentative'] for r in GAS if r['legalRepresentative'])
top, c = cnt.most_common(1)[0]
assert sum(1 for v in cnt.values() if v == c) > 1  # tie -> ask for a specific person instead
add('zh', 'count', '法定代表人是郑善勇的加气站一共有几座？', cnt['郑善勇'])

t = one(TRAVEL, name='建德中国旅行社有限公司')
add('zh', 'property', '建德中国旅行社有限公司的传真号是多少？我要发个整改通知。', t['fax'])
add('zh', 'property', '建德中国旅行社有限公司的旅行社业务经营许可证号（L-ZJ开头那个）是多少？', t['lic_zj'])

t = one(TRAVEL, name='浙江邮电旅行社有限公司')
add('zh', 'property', '浙江邮电旅行社有限公司的业务范围登记的是什么？原样给我。', t['businessScope'])
add('zh', 'property', '浙江邮电旅行社有限公司的联系电话呢？', t['phone'])

n = sum(1 for r in TRAVEL if r['county'] == '安吉县')
add('zh', 'count', '所在区县登记为安吉县的旅行社有几家？', n)

n = sum(1 for r in TRAVEL if r['city'] == '温州市' and '出境' in r['businessScope'])
add('zh', 'count', '温州市的旅行社里，业务范围里提到“出境”的有多少家？', n)

# ---------------------------------------------------------------- persona 2: 策展人 (zh)
def rel_num(r, col):
    v = num(r[col])
    return v if v is not None and v > 0 else None

r = one(REL, name='建德市慧华寺')
add('zh', 'property', '我在筹备宗教文化节的展板。建德市慧华寺的占地面积是多少？', fmt(num(r['area'])))
add('zh', 'property', '建德市慧华寺的建筑面积又是多少？', fmt(num(r['buildingArea'])))

r = one(REL, name='宁波江北延生禅寺')
add('zh', 'property', '宁波江北延生禅寺属于哪个宗教派别？', r['religiousType'])

rows = [x for x in REL if x['city'] == '湖州市' and x['religion'] == '道教']
best, _ = unique_best(rows, lambda x: rel_num(x, 'buildingArea'))
add('zh', 'superlative', '湖州市的道教场所里，建筑面积最大的是哪一处？', best['name'])

rows = [x for x in REL if x['city'] == '嘉兴市' and x['religion'] == '天主教']
best, _ = unique_best(rows, lambda x: rel_num(x, 'area'))
add('zh', 'superlative', '嘉兴市的天主教场所，哪一处占地面积最大？', best['name'])

rows = [x for x in REL if x['religion'] == '伊斯兰教']
add('zh', 'list', '全省登记的伊斯兰教场所有哪些？我想都请来参展，全部列出。', sorted(x['name'] for x in rows))
best, _ = unique_best(rows, lambda x: rel_num(x, 'buildingArea'), largest=False)
add('zh', 'superlative', '全省的伊斯兰教场所里，建筑面积最小的是哪个？', best['name'])
s = sum(num(x['buildingArea']) for x in rows)
add('zh', 'aggregate', '伊斯兰教场所的建筑面积加起来一共多少平方米？', fmt(s))

n = sum(1 for x in REL if x['city'] == '衢州市' and x['religion'] == '天主教')
add('zh', 'count', '衢州市有多少处天主教场所？', n)

n = sum(1 for x in REL if x['city'] == '丽水市' and x['religion'] == '道教' and x['religiousType'] == '全真教')
add('zh', 'count', '丽水市道教场所里属于全真教的有几处？', n)

rows = [x for x in REL if x['county'] == '松阳县' and x['religion'] == '佛教']
vals = [rel_num(x, 'area') for x in rows]
vals = [v for v in vals if v is not None]
add('zh', 'aggregate', '松阳县佛教场所的平均占地面积是多少？只算占地面积大于0的，四舍五入保留两位小数。',
    fmt(sum(vals) / len(vals), 2))

rows = [x for x in REL if x['city'] == '嘉兴市']
n = sum(1 for x in rows if x['category'] == '寺观教堂')
add('zh', 'count', '嘉兴市的宗教场所中，类别为“寺观教堂”的有多少处？', n)

r1 = one(REL, name='建德市慧华寺'); r2 = one(REL, name='宁波江北延生禅寺')
a1, a2 = num(r1['buildingArea']), num(r2['buildingArea'])
assert a1 != a2
add('zh', 'comparison', '建德市慧华寺和宁波江北延生禅寺，哪个建筑面积更大？', r1['name'] if a1 > a2 else r2['name'])

cnt = Counter(x['religion'] for x in REL if x['city'] == '舟山市' and x['religion'])
add('zh', 'count', '舟山市的宗教场所按宗教分别有多少处？按“宗教: 数量”给我。',
    [f'{k}: {v}' for k, v in sorted(cnt.items())])

rows = [x for x in REL if x['county'] == '嵊泗县']
s = sum(num(x['area']) for x in rows if num(x['area']) is not None)
add('zh', 'aggregate', '嵊泗县所有宗教场所的占地面积合计多少？', fmt(s))

# ---------------------------------------------------------------- persona 3: blogger (en)
n = sum(1 for m in MED if m['category'] == '医院' and m['level'] == '三级')
add('en', 'count', "I'm writing a guide for Brits travelling to Zhejiang for treatment. How many institutions in the medical table are hospitals (医院) at level 三级 (tertiary)?", n)
n = sum(1 for m in MED if m['category'] == '医院' and m['level'] == '二级')
add('en', 'count', 'And how many hospitals (医院) are graded 二级 (secondary)?', n)
m = one(MED, name='浙江大学医学院附属邵逸夫医院')
add('en', 'property', "What's the phone number listed for 浙江大学医学院附属邵逸夫医院 (Sir Run Run Shaw Hospital)? My readers always ask.", m['phoneNumber'])
add('en', 'property', 'And the address of 浙江大学医学院附属邵逸夫医院, exactly as listed, please?', m['address'])
m = one(MED, name='浙江省肿瘤医院')
add('en', 'property', 'What level is 浙江省肿瘤医院 (Zhejiang Cancer Hospital) rated?', m['level'])
n = sum(1 for m in MED if m['servicePopulation'] == '基本、离休、子女')
add('en', 'count', "Quick one: how many medical institutions have '基本、离休、子女' as their service population?", n)
n = sum(1 for m in MED if m['category'] == '社区卫生服务中心')
add('en', 'count', 'How many community health service centres (社区卫生服务中心) are in the table?', n)
r = [m['name'] for m in MED if m['category'] == '医院' and m['level'] == '二级' and '中医' in m['name']]
add('en', 'list', "For a piece on traditional Chinese medicine: list every 二级 hospital whose name contains 中医.", sorted(r))
m = one(MED, name='杭州锦医堂中医门诊部')
add('en', 'boolean', 'Is 杭州锦医堂中医门诊部 classed as a hospital (医院)? yes or no.', 'yes' if m['category'] == '医院' else 'no')
s = [x['name'] for x in SPOT if x['city'] == '丽水市' and x['level'] == 'AAAAA']
assert len(s) == 1
add('en', 'property', "After treatment, readers want a day out. What's the only AAAAA-rated scenic spot listed for Lishui (丽水市)?", s[0])
n = sum(1 for m in MED if m['category'] == '医院' and m['level'] == '一级')
add('en', 'count', 'How many hospitals (医院) in the medical table are only level 一级 (primary)?', n)
r = [m['name'] for m in MED if m['category'] == '门诊部诊所医务室村卫生室' and m['level'] == '二级']
add('en', 'list', "Which clinics (category 门诊部诊所医务室村卫生室) are graded 二级? List them all, please.", sorted(r))
x = one(SPOT, name='江山最美碗窑景区')
add('en', 'property', 'Which city is 江山最美碗窑景区 in, according to the table?', x['city'])
r = [m['name'] for m in MED if m['category'] == '社区卫生服务中心' and m['level'] == '二级']
assert len(r) == 1
add('en', 'superlative', "There's apparently one community health service centre (社区卫生服务中心) graded 二级 - which one is it?", r[0])
rank = {'一级': 1, '二级': 2, '三级': 3}
m1 = one(MED, name='杭州市中医院'); m2 = one(MED, name='杭州市临安区中医院')
assert rank[m1['level']] != rank[m2['level']]
add('en', 'comparison', 'Between 杭州市中医院 and 杭州市临安区中医院, which one has the higher level? Give the Chinese name.',
    m1['name'] if rank[m1['level']] > rank[m2['level']] else m2['name'])

# ---------------------------------------------------------------- persona 4: 社会学本科生 (zh)
cnt = Counter(a['religion'] for a in ASSOC if a['city'] == '温州市' and a['religion'])
add('zh', 'count', '我在写宗教团体的课程论文～温州市的宗教协会按宗教各有几个？格式“宗教: 数量”。',
    [f'{k}: {v}' for k, v in sorted(cnt.items())])
n = sum(1 for a in ASSOC if a['religion'] == '伊斯兰教')
add('zh', 'count', '全省伊斯兰教的协会有几个？', n)
rows = [a['name'] for a in ASSOC if a['religion'] == '伊斯兰教']
add('zh', 'list', '那这些伊斯兰教协会分别叫什么？全列出来。', sorted(rows))
a = one(ASSOC, name='萧山区佛教协会')
add('zh', 'date', '萧山区佛教协会是哪一天登记的？', a['registrationTime'])
a = one(ASSOC, name='东阳市天主教爱国会')
add('zh', 'property', '东阳市天主教爱国会的登记证号是多少？', a['registrationCertificateNumber'])
rows = [a for a in ASSOC if a['registrationTime'] and a['city'] == '台州市'
        and (2000, 1, 1) <= date_key(a['registrationTime']) <= (2009, 12, 31)]
add('zh', 'count', '台州市的协会里，2000年1月1日到2009年12月31日（含两端）之间登记的有几个？', len(rows))
rows = [a['name'] for a in ASSOC if a['registrationTime'] and a['city'] == '杭州市'
        and date_key(a['registrationTime'])[0] == 2016]
add('zh', 'list', '杭州市有哪些协会是2016年登记的？', sorted(rows))
withrel = [a for a in ASSOC if a['religion']]
p = Decimal(sum(1 for a in withrel if a['religion'] == '基督教')) * 100 / Decimal(len(withrel))
add('zh', 'aggregate', '在填了所属宗教的协会里，基督教协会占百分之多少？四舍五入保留两位小数，不要百分号。', fmt(p, 2))
rows = [a['name'] for a in ASSOC if a['category'] == '省团体']
add('zh', 'list', '类别是“省团体”的协会有哪些？全列出来。', sorted(rows))
real = [a for a in ASSOC if a['registrationTime'] and date_key(a['registrationTime'])[0] > 1900
        and a['city'] == '舟山市']
best, _ = unique_best(real, lambda a: date_key(a['registrationTime']), largest=False)
add('zh', 'superlative', '舟山市登记最早的协会是哪个？（1900/1/1那种明显是占位的就别算了）', best['name'])
n = len(SCHOOL)
add('zh', 'count', '表里一共有几所宗教院校？', n)
best, _ = unique_best(SCHOOL, lambda s: int(s['studentCount']))
add('zh', 'superlative', '哪所宗教院校在校生最多？', best['name'])
s = one(SCHOOL, name='浙江神学院')
add('zh', 'date', '浙江神学院是哪天成立的？', s['establishmentDate'])
tot = sum(int(s['studentCount']) for s in SCHOOL if s['religion'] == '佛教')
add('zh', 'aggregate', '所有佛教院校的在校生加起来有多少人？', tot)
rows = [s['name'] for s in SCHOOL if date_key(s['establishmentDate'])[0] == 2016]
add('zh', 'list', '2016年成立的宗教院校有哪些？', sorted(rows))
s1 = one(SCHOOL, name='浙江道教学院'); s2 = one(SCHOOL, name='浙江慈云佛学院')
t1, t2 = int(s1['teacherCount']), int(s2['teacherCount'])
assert t1 != t2
add('zh', 'comparison', '浙江道教学院和浙江慈云佛学院，哪个教师人数更多？', s1['name'] if t1 > t2 else s2['name'])
avg = Decimal(sum(int(s['studentCount']) for s in SCHOOL)) / Decimal(len(SCHOOL))
add('zh', 'aggregate', '这些宗教院校平均每所有多少在校生？四舍五入保留两位小数。', fmt(avg, 2))

# ---------------------------------------------------------------- persona 5: 区划地名办 (zh)
def reg_code(name):
    ids = {r['id'] for r in REG if r['name'] == name}
    assert len(ids) == 1 and '' not in ids, (name, ids)
    return ids.pop()


def reg_name(code):
    names = {r['name'] for r in REG if r['id'] == code}
    assert len(names) == 1, (code, names)
    return names.pop()

add('zh', 'property', '区划代码核对：桐庐县在行政区表里的代码是多少？', reg_code('桐庐县'))
add('zh', 'property', '代码330782对应的是哪个县级行政区？', reg_name('330782'))
add('zh', 'property', '普陀区在这张行政区表里登记的代码是什么？（我怀疑录错了，先看看表里写的）', reg_code('普陀区'))
add('zh', 'list', '行政区表里标为“地级行政区”的都有哪些？', sorted({r['name'] for r in REG if r['label'] == '地级行政区'}))
add('zh', 'property', '表里唯一的省级行政区叫什么？', reg_name(next(r['id'] for r in REG if r['label'] == '省级行政区')))
g = one(GAS, name='宁波新奥燃气有限公司')
add('zh', 'property', '宁波新奥燃气有限公司这个加气站在哪个区县？', g['county'])
add('zh', 'property', '宁波新奥燃气有限公司所在的那个区县，行政区划代码是多少？', reg_code(g['county']))
s = one(SCHOOL, name='中国佛学院普陀山学院')
add('zh', 'property', '中国佛学院普陀山学院的所在区县填的是代码，这个代码在行政区表里对应哪个区？', reg_name(s['county']))
s = one(SCHOOL, name='浙江神学院')
add('zh', 'property', '浙江神学院所在区县的行政区划代码是多少？', reg_code(s['county']))
n = sum(1 for r in REL if r['county'] == '乐清市')
add('zh', 'count', '乐清市登记的宗教场所一共有多少处？', n)
n = sum(1 for r in TRAVEL if r['county'] == '义乌市')
add('zh', 'count', '所在区县写义乌市的旅行社有几家？', n)
r = one(REL, name='瑞安市芳庄乡九龙头基督教堂')
add('zh', 'property', '瑞安市芳庄乡九龙头基督教堂属于哪个地级市？', r['city'])
cnt = Counter(r['county'] for r in GAS if r['county'] in ('上城区', '拱墅区', '西湖区', '滨江区'))
add('zh', 'count', '杭州主城这几个区——上城区、拱墅区、西湖区、滨江区——各有几座加气站？按“区: 数量”列。',
    [f'{k}: {cnt[k]}' for k in sorted(cnt)])
a = one(ASSOC, name='普陀区佛教协会')
add('zh', 'property', '普陀区佛教协会登记在哪个城市？', a['city'])
cnt = Counter(r['county'] for r in REL if r['city'] == '台州市')
assert all(not k.isdigit() for k in cnt)
best = max(cnt.values()); tops = [k for k, v in cnt.items() if v == best]
assert len(tops) == 1
add('zh', 'superlative', '台州市哪个区县的宗教场所最多？', tops[0])

# county-count questions: make sure no row of those counties hides under its code instead
for county in ('乐清市', '松阳县', '嵊泗县'):
    assert not any(r['county'] == reg_code(county) for r in REL), county
for county in ('安吉县', '义乌市'):
    assert not any(r['county'] == reg_code(county) for r in TRAVEL), county

assert len(Q) == 80, len(Q)
langs = Counter(q['lang'] for q in Q)
assert langs['zh'] == 65 and langs['en'] == 15, langs
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': f'affairqa-r94-{i:02d}', **q})
dst = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'r94-affairqa.json')
with open(dst, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print('wrote', dst, len(out), dict(langs))
