#!/usr/bin/env python3
"""Blind held-out question set r96 for AffairQA (80 questions: 65 zh, 15 en).

Gold answers are computed from the raw CSV files under
shared/datasets/kag-affairqa/sources (located by walking up from this file).

Personas (new):
  A. 燃气行业协会安全培训讲师 (zh) - prepares LNG/CNG station safety courseware
  B. 社区养老服务中心主任 (zh) - arranging clinics/hospitals for elderly residents
  C. 研学旅行课程设计师 (zh) - designs study-tour routes (scenic spots, religious colleges, travel agencies)
  D. 政协委员提案助理 (zh) - drafts proposals on religious affairs and administration
  E. Dutch LNG-logistics consultant (en) - scouting refuelling, travel and health facilities in Zhejiang

Tables and columns used:
  加油站: name, county, buildTime, manager, liquidGasCanCount, totalDesignStorage, level,
          employeeCount, operationSubject, businessLicense, isMajorDangerSource
  许可证: name, invalidDate, effectiveDate
  医疗机构: name, category, level, address, phoneNumber, servicePopulation
  旅游景点: name, level, city, address
  学校: name, studentCount, teacherCount, establishmentDate, religion, approvalScale
  旅行社: name, businessScope, city, county, faxNumber, englishName
  协会: name, religion, registrationTime, category, city, registrationCertificateNumber, website
  宗教场所: name, county, city, religion, category, area, buildingArea, religiousType, approvalDate
  政府机构: name
  行政区: name, label, id
"""
import csv, json, os, datetime
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
d = HERE
while True:
    cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
    if os.path.isdir(cand):
        SRC = cand
        break
    nd = os.path.dirname(d)
    assert nd != d, 'sources not found'
    d = nd
OUT = '/work/main/bench/questions/blind/r96-affairqa.json'


def load(t):
    with open(os.path.join(SRC, t + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


GS, LIC, MED, TA_ = load('加油站'), load('许可证'), load('医疗机构'), load('旅游景点')
SCH, TRV, ASSO, REL = load('学校'), load('旅行社'), load('协会'), load('宗教场所')
GOV, ADM = load('政府机构'), load('行政区')


def one(rows, name):
    m = [r for r in rows if r['name'] == name]
    assert len(m) == 1, (name, len(m))
    sub = [r['name'] for r in rows if name in r['name'] and r['name'] != name]
    assert not sub, (name, sub[:3])
    return m[0]


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def pct(n, dnm, places):
    return rnd(Decimal(n) * 100 / Decimal(dnm), places) + '%'


def num(s):
    v = float(s)
    return str(int(v)) if v == int(v) else rnd(Decimal(s), 2)


PLACEHOLDER = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def pdate(s):
    s = (s or '').strip()
    if not s:
        return None
    s = s.replace('-', '/')
    y, m, dd = s.split('/')
    dt = datetime.date(int(y), int(m), int(dd))
    return None if dt in PLACEHOLDER else dt


def argbest(rows, key, keyname='name', maximize=True):
    vals = [(key(r), r) for r in rows]
    vals = [(k, r) for k, r in vals if k is not None]
    best = max(k for k, _ in vals) if maximize else min(k for k, _ in vals)
    win = [r for k, r in vals if k == best]
    assert len(win) == 1, ('tie', best, [w[keyname] for w in win])
    return win[0]


def top_group(counter, exclude=()):
    items = [(k, v) for k, v in counter.items() if k not in exclude]
    items.sort(key=lambda kv: -kv[1])
    assert len(items) == 1 or items[0][1] > items[1][1], ('tie', items[:3])
    return items[0][0]


def lic(code):
    m = [r for r in LIC if r['name'] == code]
    assert len(m) == 1, code
    return m[0]


def fnum(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None


Q = []


def add(lang, shape, q, ans):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != '' for a in ans), q
    Q.append({'question': q, 'answer': ans, 'shape': shape, 'lang': lang})


def yn(b, lang='zh'):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


# ---------------- Persona A: 燃气行业协会安全培训讲师 ----------------
g1 = one(GS, '杭州中石化杭燃能源有限公司古荡加气站')
assert g1['manager']
add('zh', 'property', '我在准备下个月的加气站安全培训课件，想先确认一下：杭州中石化杭燃能源有限公司古荡加气站的负责人是谁？', g1['manager'])
l1 = lic(g1['businessLicense']); assert pdate(l1['invalidDate'])
add('zh', 'date', '那它的经营许可证失效日期是哪天？按表里原样写就行。', l1['invalidDate'])
add('zh', 'count', '加油站表里“是否构成重大危险源”填的是“是”的一共有几家？只要数字。',
    sum(r['isMajorDangerSource'] == '是' for r in GS))
add('zh', 'count', '北仑区的加油站中，级别为二级的有几家？',
    sum(r['county'] == '北仑区' and r['level'] == '二级' for r in GS))
w = argbest(GS, lambda r: fnum(r['totalDesignStorage']))
add('zh', 'max', '做案例分析用：总设计储量最大的是哪一家加油站？', w['name'])
rows = [r for r in GS if r['county'] == '鄞州区']; assert all(r['employeeCount'].isdigit() for r in rows)
add('zh', 'sum', '鄞州区所有加油站的职工人数加起来是多少？',
    sum(int(r['employeeCount']) for r in rows))
rows = [r for r in GS if r['operationSubject'] == '中海油' and r['liquidGasCanCount'].isdigit()]; assert rows
add('zh', 'average', '运营主体为“中海油”的加油站（液化天然气罐个数没填的不算），平均每站有几个液化天然气罐？保留两位小数。',
    rnd(Decimal(sum(int(r['liquidGasCanCount']) for r in rows)) / len(rows), 2))
add('zh', 'list', '液化天然气罐个数为3个的加油站都有哪些？请全部列出。',
    sorted(r['name'] for r in GS if r['liquidGasCanCount'] == '3'))
add('zh', 'group-by', '除去“其它”和没填的，按运营主体算，哪个运营主体名下的加油站最多？',
    top_group(Counter(r['operationSubject'] for r in GS), exclude=('其它', '')))
add('zh', 'count', '成立日期在2015年内（2015-01-01至2015-12-31）的加油站有几家？',
    sum(1 for r in GS if pdate(r['buildTime']) and pdate(r['buildTime']).year == 2015))
g2 = one(GS, '衢州新奥中石化车用燃气有限公司白沙溪东加气站')
add('zh', 'yes/no', '衢州新奥中石化车用燃气有限公司白沙溪东加气站是否构成重大危险源？', yn(g2['isMajorDangerSource'] == '是'))
l2 = lic(g2['businessLicense']); e2 = pdate(l2['effectiveDate']); assert e2
add('zh', 'date', '它的经营许可证是从哪天开始生效的？请按年-月-日（如2020-01-05）格式回答。', e2.isoformat())
lv = [r for r in GS if r['level']]
add('zh', 'share', '在填写了级别的加油站里，一级站占多大比例？百分比保留一位小数。',
    pct(sum(r['level'] == '一级' for r in lv), len(lv), 1))
add('zh', 'count', '许可证表中，失效日期落在2021年的许可证有几张？',
    sum(1 for r in LIC if pdate(r['invalidDate']) and pdate(r['invalidDate']).year == 2021))
add('zh', 'count', '课上要提醒大家注意证照到期：近两年内（2021-10-15至2023-10-15，含两端）失效的许可证有几张？',
    sum(1 for r in LIC if pdate(r['invalidDate']) and datetime.date(2021, 10, 15) <= pdate(r['invalidDate']) <= datetime.date(2023, 10, 15)))
ga, gb = one(GS, '杭州余杭中石化交通能源有限公司'), one(GS, '丽水市浙能油气发展有限公司')
va, vb = float(ga['totalDesignStorage']), float(gb['totalDesignStorage']); assert va != vb
add('zh', 'compare', '杭州余杭中石化交通能源有限公司和丽水市浙能油气发展有限公司，哪家的总设计储量更大？',
    ga['name'] if va > vb else gb['name'])

# ---------------- Persona B: 社区养老服务中心主任 ----------------
add('zh', 'count', '我们中心想和周边医疗机构签约。表里类别是“社区卫生服务中心”的医疗机构一共有几家？',
    sum(r['category'] == '社区卫生服务中心' for r in MED))
add('zh', 'count', '类别为“医院”且级别为三级的医疗机构有多少家？',
    sum(r['category'] == '医院' and r['level'] == '三级' for r in MED))
m1 = one(MED, '杭州延龄堂中医诊所'); assert m1['address']
add('zh', 'property', '老人们想去看中医，杭州延龄堂中医诊所的地址在哪里？', m1['address'])
assert m1['phoneNumber']
add('zh', 'property', '那它的联系电话是多少？', m1['phoneNumber'])
add('zh', 'list', '类别为“卫生院”的医疗机构是哪一家？',
    [r['name'] for r in MED if r['category'] == '卫生院'])
add('zh', 'count', '服务人群写着“基本、离休、子女”的医疗机构有多少家？只要数字。',
    sum(r['servicePopulation'] == '基本、离休、子女' for r in MED))
add('zh', 'count', '名称里带“口腔”两个字的医疗机构有多少家？',
    sum('口腔' in r['name'] for r in MED))
add('zh', 'share', '全部医疗机构中，级别为一级的占比是多少？百分比保留两位小数。',
    pct(sum(r['level'] == '一级' for r in MED), len(MED), 2))
cc = Counter(r['category'] for r in MED).most_common()
assert cc[0][1] > cc[1][1] > cc[2][1]
add('zh', 'group-by', '按类别统计医疗机构数量，排第二的是哪个类别？', cc[1][0])
m2 = one(MED, '西湖鼎好口腔门诊部')
add('zh', 'yes/no', '西湖鼎好口腔门诊部是二级医疗机构吗？', yn(m2['level'] == '二级'))

# ---------------- Persona C: 研学旅行课程设计师 ----------------
add('zh', 'count', '设计研学线路先摸个底：表里AAAAA级旅游景点一共有多少个？',
    sum(r['level'] == 'AAAAA' for r in TA_))
add('zh', 'count', '湖州市的AAAA级景区有几个？',
    sum(r['city'] == '湖州市' and r['level'] == 'AAAA' for r in TA_))
add('zh', 'group-by', '哪个城市拥有的AAAAA级景区最多？',
    top_group(Counter(r['city'] for r in TA_ if r['level'] == 'AAAAA')))
t1 = one(TA_, '中南百草原景区')
add('zh', 'property', '中南百草原景区是几A级景区？直接给级别。', t1['level'])
add('zh', 'property', '它的详细地址是什么？', t1['address'])
ch, cs = sum(r['city'] == '杭州市' for r in TA_), sum(r['city'] == '绍兴市' for r in TA_); assert ch != cs
add('zh', 'compare', '杭州市和绍兴市，哪个城市在表里的旅游景点更多？', '杭州市' if ch > cs else '绍兴市')
s1 = one(SCH, '浙江神学院')
add('zh', 'property', '有一条线路想带学生参观宗教院校。浙江神学院的在校生数量是多少？', s1['studentCount'])
add('zh', 'date', '那它是哪天成立的？按年-月-日给我。', pdate(s1['establishmentDate']).isoformat())
w = argbest(SCH, lambda r: fnum(r['studentCount']))
add('zh', 'max', '在校生数量最多的是哪所学校？', w['name'])
assert all(r['teacherCount'].isdigit() for r in SCH)
add('zh', 'sum', '学校表里所有学校的教师人数合计是多少？', sum(int(r['teacherCount']) for r in SCH))
add('zh', 'list', '所属宗教为道教的学校是哪所？', [r['name'] for r in SCH if r['religion'] == '道教'])
rows = [r for r in SCH if r['religion'] == '佛教']
add('zh', 'average', '佛教类学校的平均在校生数量是多少？保留一位小数。',
    rnd(Decimal(sum(int(r['studentCount']) for r in rows)) / len(rows), 1))
add('zh', 'count', '成立日期在2010年1月1日及以后的学校有几所？',
    sum(1 for r in SCH if pdate(r['establishmentDate']) and pdate(r['establishmentDate']) >= datetime.date(2010, 1, 1)))
tr1 = one(TRV, '浙江省中国旅行社集团有限公司')
add('zh', 'property', '想找家能做出境研学的社，浙江省中国旅行社集团有限公司的业务范围是什么？', tr1['businessScope'])
add('zh', 'property', '它的传真号是多少？', tr1['faxNumber'])
add('zh', 'count', '业务范围中包含“出境组团业务”的旅行社有几家？',
    sum('出境组团业务' in r['businessScope'] for r in TRV))
add('zh', 'count', '所在区县为义乌市的旅行社有几家？只要数字。',
    sum(r['county'] == '义乌市' for r in TRV))
add('zh', 'count', '温州市业务范围恰好是“国内旅游业务”的旅行社有多少家？',
    sum(r['city'] == '温州市' and r['businessScope'] == '国内旅游业务' for r in TRV))

# ---------------- Persona D: 政协委员提案助理 ----------------
add('zh', 'list', '起草提案需要列举全省性宗教团体：协会表里类别为“省团体”的有哪些？请全部列出。',
    sorted(r['name'] for r in ASSO if r['category'] == '省团体'))
add('zh', 'count', '温州市的基督教协会（所属宗教为基督教）有几个？',
    sum(r['city'] == '温州市' and r['religion'] == '基督教' for r in ASSO))
a1 = one(ASSO, '青田县道教协会')
add('zh', 'property', '青田县道教协会的登记证号是什么？', a1['registrationCertificateNumber'])
assert pdate(a1['registrationTime'])
add('zh', 'date', '它是哪天登记的？按表里的写法回答。', a1['registrationTime'])
w = argbest(ASSO, lambda r: pdate(r['registrationTime']), maximize=False)
add('zh', 'min', '不算1900/1/1这类占位日期，登记时间最早的协会是哪个？', w['name'])
add('zh', 'count', '填写了网址的协会有多少个？', sum(bool(r['website'].strip()) for r in ASSO))
add('zh', 'count', '温州市类别为“固定处所”的宗教场所有多少处？',
    sum(r['city'] == '温州市' and r['category'] == '固定处所' for r in REL))
add('zh', 'list', '所属宗教为伊斯兰教的宗教场所有哪些？全部列出。',
    sorted(r['name'] for r in REL if r['religion'] == '伊斯兰教'))
r1 = one(REL, '乐清市白石街道凤凰延祥寺')
add('zh', 'property', '乐清市白石街道凤凰延祥寺的占地面积是多少？只要数字。', num(r1['area']))
add('zh', 'property', '那它的建筑面积呢？', num(r1['buildingArea']))
w = argbest([r for r in REL if r['county'] == '庆元县'], lambda r: fnum(r['area']))
add('zh', 'max', '庆元县占地面积最大的宗教场所是哪一处？', w['name'])
add('zh', 'count', '台州市宗教派别为“全真教”的宗教场所有几处？',
    sum(r['city'] == '台州市' and r['religiousType'] == '全真教' for r in REL))
add('zh', 'count', '批准日期在2020年1月1日及以后的宗教场所有多少处？',
    sum(1 for r in REL if pdate(r['approvalDate']) and pdate(r['approvalDate']) >= datetime.date(2020, 1, 1)))
rows = [r for r in REL if r['city'] == '宁波市' and r['religion'] == '天主教']
assert rows and all(fnum(r['buildingArea']) is not None for r in rows)
add('zh', 'average', '宁波市天主教宗教场所的平均建筑面积是多少？保留两位小数。',
    rnd(Decimal(sum(Decimal(r['buildingArea']) for r in rows)) / len(rows), 2))
add('zh', 'count', '政府机构表中，名称以“民族宗教事务局”结尾的机构有几个？',
    sum(r['name'].endswith('民族宗教事务局') for r in GOV))
add('zh', 'yes/no', '政府机构表里有没有“云和县民政局”这个机构？', yn(any(r['name'] == '云和县民政局' for r in GOV)))
ids = {r['id'] for r in ADM if r['name'] == '新昌县' and r['id']}; assert len(ids) == 1
add('zh', 'property', '行政区表中新昌县对应的编号（id）是多少？', ids.pop())
add('zh', 'count', '行政区表中去重后一共有多少个地级行政区？',
    len({r['name'] for r in ADM if r['label'] == '地级行政区'}))
labs = {r['label'] for r in ADM if r['name'] == '临平区'}; assert labs
add('zh', 'yes/no', '临平区在行政区表里是县级行政区吗？', yn(labs == {'县级行政区'}))
add('zh', 'share', '宗教场所中所属宗教为佛教的占全部宗教场所的比例是多少？百分比保留一位小数。',
    pct(sum(r['religion'] == '佛教' for r in REL), len(REL), 1))
ca = Counter(r['religion'] for r in ASSO if r['city'] == '杭州市')
add('zh', 'group-by', '杭州市的协会里，哪个宗教的协会数量最多？', top_group(ca, exclude=('',)))

# ---------------- Persona E: Dutch LNG-logistics consultant (en) ----------------
add('en', 'count', "I'm mapping refuelling options for an LNG truck fleet. How many gas stations are listed in 柯城区? Just the number.",
    sum(r['county'] == '柯城区' for r in GS))
w = argbest(GS, lambda r: fnum(r['employeeCount']))
add('en', 'max', 'Which gas station has the largest number of employees?', w['name'])
g3 = one(GS, '嘉兴市加油加气站有限公司东栅站')
add('en', 'property', 'What operating licence (businessLicense) does 嘉兴市加油加气站有限公司东栅站 hold?', g3['businessLicense'])
l3 = lic(g3['businessLicense'])
add('en', 'date', 'And when does that licence expire? Please answer in YYYY-MM-DD form.', pdate(l3['invalidDate']).isoformat())
add('en', 'count', 'How many gas stations have at least one LNG (liquefied natural gas) tank?',
    sum(1 for r in GS if r['liquidGasCanCount'].isdigit() and int(r['liquidGasCanCount']) >= 1))
rows = [r for r in GS if r['county'] == '北仑区']
add('en', 'average', 'What is the average total design storage of the gas stations in 北仑区, rounded to 2 decimal places?',
    rnd(sum(Decimal(r['totalDesignStorage']) for r in rows) / len(rows), 2))
ga, gb = one(GS, '杭州中石化杭燃能源有限公司古荡加气站'), one(GS, '衢州新奥中石化车用燃气有限公司白沙溪东加气站')
da, db = pdate(ga['buildTime']), pdate(gb['buildTime']); assert da and db and da != db
add('en', 'compare', 'Which was established earlier: 杭州中石化杭燃能源有限公司古荡加气站 or 衢州新奥中石化车用燃气有限公司白沙溪东加气站?',
    ga['name'] if da < db else gb['name'])
add('en', 'count', 'For the team outing: how many travel agencies are based in 舟山市?',
    sum(r['city'] == '舟山市' for r in TRV))
add('en', 'count', 'How many travel agencies have an English name recorded?',
    sum(bool(r['englishName'].strip()) for r in TRV))
tr2 = one(TRV, '余姚市名邦旅行社有限公司')
add('en', 'property', 'What is the fax number of 余姚市名邦旅行社有限公司?', tr2['faxNumber'])
add('en', 'count', 'How many AAAAA-rated tourist attractions are there in 杭州市?',
    sum(r['city'] == '杭州市' and r['level'] == 'AAAAA' for r in TA_))
t2 = one(TA_, '天宫庄园景区')
add('en', 'yes/no', 'Is 天宫庄园景区 rated AAAA?', yn(t2['level'] == 'AAAA', 'en'))
add('en', 'share', "Health cover check: what share of all medical institutions are in the category 医院? Give a percentage to 1 decimal place.",
    pct(sum(r['category'] == '医院' for r in MED), len(MED), 1))
w = argbest([r for r in ASSO if r['religion'] == '天主教'], lambda r: pdate(r['registrationTime']), maximize=False)
add('en', 'min', 'Among Catholic (天主教) associations, which one has the earliest registration date (ignoring 1900/1/1 placeholder dates)?', w['name'])
w = argbest(SCH, lambda r: fnum(r['approvalScale']))
add('en', 'max', 'Which school has the largest approved enrolment scale (approvalScale)?', w['name'])

assert len(Q) == 80, len(Q)
assert sum(q['lang'] == 'zh' for q in Q) == 65
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r96-%02d' % i, **q})
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
print('wrote', len(out), OUT)
