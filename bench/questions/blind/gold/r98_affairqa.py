#!/usr/bin/env python3
"""Blind held-out gold set r98 for the AffairQA tables (80 questions: 65 zh, 15 en).

Personas (new):
  A. 出租车公司CNG车队长 (plans refuelling for a CNG taxi fleet)          -> 加油站, 许可证
  B. 佛学院招生办老师 (admissions teacher at a Buddhist college)          -> 学校, 协会, 宗教场所
  C. 企业HR福利专员 (arranges staff check-ups / clinic lists)            -> 医疗机构
  D. 退休教师自驾游爱好者 (retired teacher planning self-drive trips)   -> 旅游景点, 旅行社, 许可证
  E. German architectural-history master's student (English)           -> 宗教场所, 行政区, 政府机构, 协会, 学校

Tables and columns used:
  加油站: name, county, manager, legalRepresentative, latitude, longitude, buildTime, employeeCount,
          isMajorDangerSource, liquidGasCanCount, level, operationSubject, businessLicense
  许可证: name, effectiveDate, invalidDate
  医疗机构: name, category, level, address, phoneNumber, servicePopulation
  旅游景点: name, level, city
  旅行社: name, businessScope, county, city, phoneNumber, faxNumber, licenseNumber (2nd column, L-ZJ...)
  学校: name, studentCount, teacherCount, professorCount, establishmentDate, city, approvalScale, religion
  协会: name, religion, registrationTime, category, city, phoneNumber, website
  宗教场所: name, county, city, religion, category, area, buildingArea, registrationTime, approvalDate, religiousType
  行政区: name, label, id
  政府机构: name
"""
import csv, json, os, datetime
from decimal import Decimal, ROUND_HALF_UP
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
d = HERE
while True:
    cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
    if os.path.isdir(cand):
        SRC = cand; break
    nd = os.path.dirname(d)
    if nd == d:
        raise SystemExit('data not found')
    d = nd
OUT = os.path.join(HERE, '..', 'r98-affairqa.json')
OUT = os.path.normpath(OUT)

def load(fn):
    with open(os.path.join(SRC, fn), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    h = rows[0]
    out = []
    for r in rows[1:]:
        dct = {}
        for i, c in enumerate(h):
            key = c
            if c in dct:  # duplicate header (旅行社 licenseNumber)
                key = c + '_2'
            dct[key] = r[i] if i < len(r) else ''
        out.append(dct)
    return out

GAS = load('加油站.csv'); LIC = load('许可证.csv'); MED = load('医疗机构.csv')
SPOT = load('旅游景点.csv'); TRAV = load('旅行社.csv'); SCH = load('学校.csv')
ASSO = load('协会.csv'); REL = load('宗教场所.csv'); DIV = load('行政区.csv'); GOV = load('政府机构.csv')

def one(tab, name, col='name', check_sub=True):
    hits = [r for r in tab if r[col] == name]
    assert len(hits) == 1, (name, len(hits))
    if check_sub:
        subs = [r[col] for r in tab if name in r[col] and r[col] != name]
        assert not subs, (name, subs[:3])
    return hits[0]

def rnd(x, nd):
    q = Decimal(1).scaleb(-nd) if nd > 0 else Decimal(1)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))

def pct(a, b, nd):
    return rnd(Decimal(a) * 100 / Decimal(b), nd) + '%'

def pdate(s):
    s = s.strip()
    if not s:
        return None
    for fmt in ('%Y/%m/%d', '%Y-%m-%d'):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    return None

PLACEHOLDER = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}

def num(s):
    try:
        return float(s)
    except ValueError:
        return None

def uniq_max(items, key, reverse=True):
    items = sorted(items, key=key, reverse=reverse)
    assert len(items) >= 2 and key(items[0]) != key(items[1]), 'tie'
    return items[0]

def nonempty(v):
    assert v.strip() != '', 'empty'
    return v

LICD = {r['name']: r for r in LIC}
Q = []
def add(q, a, shape, lang='zh'):
    if not isinstance(a, list):
        a = [a]
    a = [str(x) for x in a]
    assert a and all(x != '' for x in a), q
    Q.append({'question': q, 'answer': a, 'shape': shape, 'lang': lang})

def cnt(tab, **cond):
    return sum(all(r[k] == v for k, v in cond.items()) for r in tab)

# ---------------- Persona A: 出租车公司CNG车队长 ----------------
s = one(GAS, '宁波新奥燃气有限公司福庆南路CNG加气站')
add('我们车队最近常去宁波新奥燃气有限公司福庆南路CNG加气站加气，想跟站里对接一下月结，这个站的负责人是谁？', nonempty(s['manager']), 'property')
lic = LICD[s['businessLicense']]
add('它的经营许可证什么时候到期？', nonempty(lic['invalidDate']), 'date')
add('加油站表里，所在县区是北仑区的站一共有几座？只要数字。', cnt(GAS, county='北仑区'), 'count')
add('北仑区这些站里，运营主体是中海油的有几座？', cnt(GAS, county='北仑区', operationSubject='中海油'), 'count')
add('出于安全考虑，我想知道哪些站被标为构成重大危险源，把名字都列出来。',
    [r['name'] for r in GAS if r['isMajorDangerSource'] == '是'], 'list')
m = uniq_max([r for r in GAS if num(r['employeeCount']) is not None], key=lambda r: num(r['employeeCount']))
add('全部加油站中职工人数最多的是哪一座？', m['name'], 'max')
sub = [r for r in GAS if r['operationSubject'] == '中石化杭燃']
add('运营主体为“中石化杭燃”的各站职工人数加起来是多少？', int(sum(num(r['employeeCount']) for r in sub)), 'sum')
vals = [num(r['employeeCount']) for r in sub if num(r['employeeCount'])]
add('还是这些“中石化杭燃”的站，不计职工人数为0的站，平均每站多少职工？保留两位小数。', rnd(Decimal(str(sum(vals))) / len(vals), 2), 'average')
a1 = one(GAS, '杭州中石化杭燃能源有限公司清泰门加气站'); a2 = one(GAS, '杭州华燃燃气开发应用有限公司绍兴路加气站')
assert num(a1['employeeCount']) != num(a2['employeeCount'])
add('杭州中石化杭燃能源有限公司清泰门加气站和杭州华燃燃气开发应用有限公司绍兴路加气站，哪个站的职工人数更多？',
    a1['name'] if num(a1['employeeCount']) > num(a2['employeeCount']) else a2['name'], 'compare')
lv = [r for r in GAS if r['level']]
add('在填了级别的加油站里，一级站占多大比例？百分比保留一位小数。', pct(sum(r['level'] == '一级' for r in lv), len(lv), 1), 'share')
n = 0
for r in GAS:
    L = LICD.get(r['businessLicense'])
    if L and pdate(L['invalidDate']) and pdate(L['invalidDate']).year == 2022:
        n += 1
add('把加油站的经营许可证和许可证表对上，许可证失效日期落在2022年的站有几座？', n, 'count')
valid = [r for r in GAS if pdate(r['buildTime']) and pdate(r['buildTime']) not in PLACEHOLDER]
m = uniq_max(valid, key=lambda r: pdate(r['buildTime']), reverse=False)
add('不算成立日期为空或1899-12-30这种占位值的，成立最早的加油站是哪座？', m['name'], 'min')
add('2016年（按成立日期）成立的加油站有几座？', sum(1 for r in valid if pdate(r['buildTime']).year == 2016), 'count')
s = one(GAS, '宁波市汽车燃气有限公司梅墟加气站')
add('宁波市汽车燃气有限公司梅墟加气站的坐标是多少？按“纬度,经度”回答。', nonempty(s['latitude']) + ',' + nonempty(s['longitude']), 'property')
add('那这个站的法定代表人呢？', nonempty(s['legalRepresentative']), 'property')
s = one(GAS, '桐乡运河加气站')
add('桐乡运河加气站是中石油运营的吗？', '是' if s['operationSubject'] == '中石油' else '否', 'yes/no')

# ---------------- Persona C: 企业HR福利专员 ----------------
h = one(MED, '杭州市临安区第一人民医院')
add('公司临安分部要安排入职体检，杭州市临安区第一人民医院的电话是多少？', nonempty(h['phoneNumber']), 'property')
add('它是几级医院？', h['level'], 'property')
add('医疗机构表里级别为三级的机构一共有多少家？', cnt(MED, level='三级'), 'count')
add('类别是“医院”并且级别为二级的有几家？', cnt(MED, category='医院', level='二级'), 'count')
add('我们员工医保大多走省本级，类别为“省本级定点”的机构有几家？只要数字。', cnt(MED, category='省本级定点'), 'count')
mouth = [r for r in MED if '口腔' in r['name']]
add('名称里带“口腔”两个字的医疗机构有多少家？', len(mouth), 'count')
add('“医院”这一类别占全部医疗机构的比例是多少？百分比保留两位小数。', pct(cnt(MED, category='医院'), len(MED), 2), 'share')
c = Counter(r['level'] for r in MED if r['category'] == '社区卫生服务中心')
add('社区卫生服务中心这一类里，各级别分别有多少家？按“级别:数量”逐项列出。', [f'{k}:{v}' for k, v in sorted(c.items(), key=lambda kv: -kv[1])], 'group-by')
h = one(MED, '杭州易康堂中医诊所')
add('杭州易康堂中医诊所是不是省本级定点机构？', '是' if h['category'] == '省本级定点' else '否', 'yes/no')
add('那它的地址在哪里？', nonempty(h['address']), 'property')
yh = [r['name'] for r in MED if r['level'] == '三级' and '余杭区' in r['address']]
assert 1 <= len(yh) <= 12, yh
add('地址里含“余杭区”的三级医疗机构有哪些？全部列出来。', yh, 'list')
h = one(MED, '杭州雅齿健康管理有限公司听涛口腔诊所')
add('杭州雅齿健康管理有限公司听涛口腔诊所的服务人群是什么？', nonempty(h['servicePopulation']), 'property')

# ---------------- Persona D: 退休教师自驾游爱好者 ----------------
s = one(SPOT, '中国畲乡之窗')
add('退休了想开车去景宁转转，中国畲乡之窗是几A级景区？', s['level'], 'property')
add('景宁归丽水管，丽水市有哪些5A（AAAAA）景区？都列一下。', [r['name'] for r in SPOT if r['city'] == '丽水市' and r['level'] == 'AAAAA'], 'list')
add('绍兴市的AAAA级景区有多少个？', cnt(SPOT, city='绍兴市', level='AAAA'), 'count')
c = Counter(r['city'] for r in SPOT if r['level'] == 'AAAAA')
top = c.most_common(2); assert top[0][1] != top[1][1]
add('哪个城市的AAAAA级景区最多？', top[0][0], 'max')
add('那它一共有几个AAAAA级景区？', top[0][1], 'count')
add('温州市的景区里，AAA级占多少比例？百分比保留一位小数。', pct(cnt(SPOT, city='温州市', level='AAA'), cnt(SPOT, city='温州市'), 1), 'share')
s = one(SPOT, '江山最美碗窑景区')
add('江山最美碗窑景区属于哪个城市？', s['city'], 'property')
s = one(SPOT, '龙溪寒岩景区')
add('龙溪寒岩景区是AAAA级景区吗？', '是' if s['level'] == 'AAAA' else '否', 'yes/no')
add('舟山市登记的旅行社有几家？只要数字。', cnt(TRAV, city='舟山市'), 'count')
t = one(TRAV, '台州市海天假日旅行社有限公司')
add('想找台州市海天假日旅行社有限公司报个老年团，它的电话是多少？', nonempty(t['phoneNumber']), 'property')
add('传真呢？', nonempty(t['faxNumber']), 'property')
add('嘉兴市的旅行社中，业务范围包含“出境组团业务”的有几家？', sum(1 for r in TRAV if r['city'] == '嘉兴市' and '出境组团业务' in r['businessScope']), 'count')
t = one(TRAV, '海盐春秋旅行社有限责任公司')
add('海盐春秋旅行社有限责任公司的旅行社业务经营许可证编号（L-ZJ开头那个）是多少？', nonempty(t['licenseNumber_2']), 'property')
hz, nb = cnt(TRAV, city='杭州市'), cnt(TRAV, city='宁波市')
add('杭州市和宁波市比，哪个城市的旅行社更多？多多少家？按“城市;差值”回答。', ('杭州市' if hz > nb else '宁波市') + ';' + str(abs(hz - nb)), 'compare')
c = Counter(r['county'] for r in TRAV if r['city'] == '温州市' and r['county'] != '市辖区')
top = c.most_common(2); assert top[0][1] != top[1][1]
add('温州市的旅行社里（不算县区填“市辖区”的），哪个县区最多？', top[0][0], 'max')

# ---------------- Persona B: 佛学院招生办老师 ----------------
sc = one(SCH, '浙江道教学院')
add('我在做兄弟院校的招生对比，浙江道教学院现在有多少在校学生？', sc['studentCount'], 'property')
add('它是哪天成立的？按年-月-日（两位月日）回答。', pdate(sc['establishmentDate']).strftime('%Y-%m-%d'), 'date')
add('学校表里9所宗教院校的学生数加起来是多少？', sum(int(r['studentCount']) for r in SCH), 'sum')
m = uniq_max(SCH, key=lambda r: int(r['teacherCount']))
add('教师人数最多的是哪所学校？', m['name'], 'max')
add('位于台州市的宗教院校有哪些？', [r['name'] for r in SCH if r['city'] == '台州市'], 'list')
x1 = one(SCH, '中国佛学院普陀山学院'); x2 = one(SCH, '浙江佛学院天台宗佛学院')
assert x1['professorCount'] != x2['professorCount']
add('中国佛学院普陀山学院和浙江佛学院天台宗佛学院，哪个教授人数多？', x1['name'] if int(x1['professorCount']) > int(x2['professorCount']) else x2['name'], 'compare')
add('所有院校平均每校教师人数是多少？保留一位小数。', rnd(Decimal(sum(int(r['teacherCount']) for r in SCH)) / len(SCH), 1), 'average')
a = one(ASSO, '萧山区佛教协会')
add('想联系萧山区佛教协会推荐生源，他们电话多少？', nonempty(a['phoneNumber']), 'property')
add('这个协会是哪天登记的？', a['registrationTime'], 'date')
add('协会表里所在城市为温州市的协会有几个？', cnt(ASSO, city='温州市'), 'count')
add('杭州市的佛教类协会有几个？', cnt(ASSO, city='杭州市', religion='佛教'), 'count')
add('类别是市团体、所属宗教为基督教的协会有几个？', cnt(ASSO, category='市团体', religion='基督教'), 'count')
va = [r for r in ASSO if pdate(r['registrationTime']) and pdate(r['registrationTime']) not in PLACEHOLDER]
m = uniq_max(va, key=lambda r: pdate(r['registrationTime']), reverse=False)
add('不算1900/1/1这类占位日期，登记时间最早的协会是哪个？', m['name'], 'min')
v = one(REL, '舟山市普陀区展茅长寿寺')
add('舟山市普陀区展茅长寿寺的建筑面积是多少？只要数字。', nonempty(v['buildingArea']), 'property')
add('那占地面积呢？', nonempty(v['area']), 'property')
add('平阳县的佛教场所有几处？', cnt(REL, county='平阳县', religion='佛教'), 'count')
add('温州市的宗教场所里，宗教派别为全真教的有几处？', cnt(REL, city='温州市', religiousType='全真教'), 'count')
add('佛教场所占全部宗教场所的比例是多少？百分比保留两位小数。', pct(cnt(REL, religion='佛教'), len(REL), 2), 'share')
v = one(REL, '象山龙山庵')
add('象山龙山庵的类别是寺观教堂吗？', '是' if v['category'] == '寺观教堂' else '否', 'yes/no')
add('登记时间在2020年1月1日及以后的宗教场所有几处？', sum(1 for r in REL if pdate(r['registrationTime']) and pdate(r['registrationTime']) >= datetime.date(2020, 1, 1)), 'count')

# ---------------- Licence table (persona A/D continued, zh) ----------------
add('许可证表中生效日期在2018年的许可证有多少张？', sum(1 for r in LIC if pdate(r['effectiveDate']) and pdate(r['effectiveDate']).year == 2018), 'count')
REF = datetime.date(2023, 10, 15)
add('近两年内（失效日期在2021-10-15到2023-10-15之间）失效的许可证有几张？', sum(1 for r in LIC if pdate(r['invalidDate']) and REF - datetime.timedelta(days=730) <= pdate(r['invalidDate']) <= REF), 'count')

# ---------------- Persona E: German architectural-history master's student (en) ----------------
ids = set(r['id'] for r in DIV if r['name'] == '嵊泗县')
assert len(ids) == 1
add("I'm mapping temple architecture on the Zhoushan islands. What is the administrative division code of 嵊泗县 in the district table?", ids.pop(), 'property', 'en')
add('How many distinct prefecture-level divisions (地级行政区) does the district table list?', len(set(r['name'] for r in DIV if r['label'] == '地级行政区')), 'count', 'en')
add('How many government institutions have a name containing 民族宗教事务局?', sum('民族宗教事务局' in r['name'] for r in GOV), 'count', 'en')
one(GOV, '林业部', check_sub=False)
add('Is there a government institution called 林业部 in the government table?', 'yes', 'yes/no', 'en')
v = one(REL, '瑞安市桐浦镇庆福寺')
add('What is the building area of 瑞安市桐浦镇庆福寺? Just the number.', nonempty(v['buildingArea']), 'property', 'en')
add('And when was it registered? Give the date as the table writes it.', v['registrationTime'], 'date', 'en')
c = Counter(r['county'] for r in REL if r['religion'] == '道教')
top = c.most_common(2); assert top[0][1] != top[1][1]
add('Which county has the most Taoist (道教) venues?', top[0][0], 'max', 'en')
add('How many Catholic (天主教) venues are there in 温州市?', cnt(REL, city='温州市', religion='天主教'), 'count', 'en')
va = [num(r['buildingArea']) for r in REL if r['city'] == '嘉兴市' and r['religion'] == '天主教' and num(r['buildingArea'])]
add('Leaving out empty or zero values, what is the average building area of Catholic venues in 嘉兴市? Round to one decimal place.', rnd(Decimal(str(sum(va))) / len(va), 1), 'average', 'en')
m = uniq_max([r for r in REL if r['city'] == '杭州市' and num(r['area']) is not None], key=lambda r: num(r['area']))
add('Which religious venue in 杭州市 has the largest land area (area column)?', m['name'], 'max', 'en')
add('List all Islamic (伊斯兰教) religious venues.', [r['name'] for r in REL if r['religion'] == '伊斯兰教'], 'list', 'en')
add('Which associations belong to Islam (伊斯兰教)? List them all.', [r['name'] for r in ASSO if r['religion'] == '伊斯兰教'], 'list', 'en')
m = uniq_max([r for r in SCH if num(r['approvalScale'])], key=lambda r: num(r['approvalScale']))
add('Which religious school has the largest approved enrolment scale (approvalScale)?', m['name'], 'max', 'en')
add('How many religious venues in 湖州市 were registered between 2010-01-01 and 2014-12-31 inclusive?', sum(1 for r in REL if r['city'] == '湖州市' and pdate(r['registrationTime']) and datetime.date(2010, 1, 1) <= pdate(r['registrationTime']) <= datetime.date(2014, 12, 31)), 'count', 'en')
add('How many religious venues got their approval date within the last 3 years (2020-10-15 to 2023-10-15)?', sum(1 for r in REL if pdate(r['approvalDate']) and datetime.date(2020, 10, 15) <= pdate(r['approvalDate']) <= REF), 'count', 'en')

assert len(Q) == 80, len(Q)
assert sum(q['lang'] == 'en' for q in Q) == 15
for i, q in enumerate(Q, 1):
    q['id'] = 'affairqa-r98-%02d' % i
Q = [{'id': q['id'], 'question': q['question'], 'answer': q['answer'], 'shape': q['shape'], 'lang': q['lang']} for q in Q]
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
print('wrote', OUT, len(Q))
