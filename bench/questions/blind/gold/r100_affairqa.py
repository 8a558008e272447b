#!/usr/bin/env python3
"""Blind held-out question set r100 for AffairQA (80 questions: 65 zh, 15 en).

Gold answers are computed from the raw CSV files under
shared/datasets/kag-affairqa/sources (located by walking up from this file).

Personas (new):
  A. 应急管理局值班员 (zh) - checks gas stations and their licences.
  B. 城市规划院助理规划师 (zh) - admin divisions, religious venues, government bodies.
  C. 亲子游家长团团长 (zh) - scenic spots, hospitals, travel agencies.
  D. 报考神学院的教会青年同工 (zh) - religious schools, associations, venues.
  E. Malaysian-Chinese genealogy researcher (en) - temples, associations, agencies.

Tables and columns used:
  加油站: name, manager, employeeCount, isMajorDangerSource, county, operationSubject,
          totalDesignStorage, businessLicense, level, liquidGasCanCount
  许可证: name, effectiveDate, invalidDate
  行政区: name, label, id
  政府机构: name
  宗教场所: name, city, county, religion, area, buildingArea, registrationTime,
            approvalDate, postalCode, category, religiousType
  旅游景点: name, city, level, phoneNumber
  医疗机构: name, level, category, phoneNumber
  旅行社: name, city, county, businessScope, licenseNumber (2nd column, L-ZJ...),
          faxNumber, englishName
  学校: name, studentCount, teacherCount, professorCount, religion, establishmentDate
  协会: name, religion, city, category, registrationTime, phoneNumber, postalCode
Relative windows count back from 2023-10-15.
"""
import csv, json, os, datetime
from decimal import Decimal, ROUND_HALF_UP
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
d = HERE
while True:
    cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
    if os.path.isdir(cand):
        SRC = cand
        break
    nd = os.path.dirname(d)
    assert nd != d, 'sources folder not found'
    d = nd
OUT = '/work/main/bench/questions/blind/r100-affairqa.json'


def load(t):
    with open(os.path.join(SRC, t + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    h = rows[0]
    out = []
    for r in rows[1:]:
        r = r + [''] * (len(h) - len(r))
        dct = {}
        for i, c in enumerate(h):
            if c in dct:
                dct[c + '#2'] = r[i]
            else:
                dct[c] = r[i]
        out.append(dct)
    return out


T = {t: load(t) for t in ['加油站', '许可证', '行政区', '政府机构', '宗教场所', '旅游景点',
                          '医疗机构', '旅行社', '学校', '协会']}


def one(t, name):
    m = [r for r in T[t] if r['name'] == name]
    assert len(m) == 1, (t, name, len(m))
    sub = [r['name'] for r in T[t] if name in r['name'] and r['name'] != name]
    assert not sub, (t, name, sub[:5])
    return m[0]


def rnd(x, p):
    q = Decimal(1) if p == 0 else Decimal('1.' + '0' * p)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def num(s):
    return float(s)


def dt(s):
    s = s.strip()
    if not s:
        return None
    s = s.replace('-', '/')
    y, m, dd = s.split('/')
    return datetime.date(int(y), int(m), int(dd))


def argbest(rows, key, big=True):
    vals = [(key(r), r) for r in rows]
    best = max(v for v, _ in vals) if big else min(v for v, _ in vals)
    w = [r for v, r in vals if v == best]
    assert len(w) == 1, ('tie', [r['name'] for r in w])
    return w[0], best


def fmtnum(x):
    return str(int(x)) if float(x) == int(float(x)) else str(x)


def pct(a, b, p=1):
    return rnd(Decimal(a) * 100 / Decimal(b), p) + '%'


def cnt(rows, f):
    return len([r for r in rows if f(r)])


G, L, X, Z, R, S, M, A, H, AS = (T['加油站'], T['许可证'], T['行政区'], T['政府机构'], T['宗教场所'],
                                 T['旅游景点'], T['医疗机构'], T['旅行社'], T['学校'], T['协会'])
LIC = {}
for r in L:
    assert r['name'] not in LIC
    LIC[r['name']] = r

Q = []


def q(question, answer, shape, lang='zh'):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------- Persona A: 应急管理局值班员 ----------
g1 = one('加油站', '宁波新奥燃气有限公司福庆南路CNG加气站')
q('我在做夜班值班台账核对：宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？', g1['manager'], 'property')
assert g1['employeeCount'] not in ('', '0')
q('它的职工人数呢？只要数字。', g1['employeeCount'], 'property')
major = [r for r in G if r['isMajorDangerSource'] == '是']
q('加油站表里，标注为构成重大危险源的站点一共有几家？', len(major), 'count')
q('把这几家的名称都列出来。', [r['name'] for r in major], 'list')
q('北仑区的站点里，运营主体是中海油的有几家？',
  cnt(G, lambda r: r['county'] == '北仑区' and r['operationSubject'] == '中海油'), 'count')
w, v = argbest([r for r in G if r['totalDesignStorage']], lambda r: num(r['totalDesignStorage']))
q('所有加油站里，总设计储量最大的是哪一个站？', w['name'], 'max')
q('它在哪个县区？', w['county'], 'property')
g2 = one('加油站', '嘉兴市加油加气站有限公司岗山路站')
l2 = LIC[g2['businessLicense']]
q('嘉兴市加油加气站有限公司岗山路站的经营许可证什么时候失效？按许可证表里的写法给。', l2['invalidDate'], 'date')
q('那生效日期呢？', l2['effectiveDate'], 'date')
lv1 = [int(r['employeeCount']) for r in G if r['level'] == '一级' and r['employeeCount'] not in ('', '0')]
q('级别为一级的站点平均职工人数是多少？职工人数为0或空的站点不计，保留两位小数。',
  rnd(Decimal(sum(lv1)) / len(lv1), 2), 'average')
q('负责人是杨森的站点有几家？', cnt(G, lambda r: r['manager'] == '杨森'), 'count')
nb, yz = cnt(G, lambda r: r['county'] == '北仑区'), cnt(G, lambda r: r['county'] == '鄞州区')
assert nb != yz
q('鄞州区和北仑区，哪个区的加油站更多？', '北仑区' if nb > yz else '鄞州区', 'compare')
n2020 = 0
for r in G:
    l = LIC.get(r['businessLicense'])
    if l and l['invalidDate'] and dt(l['invalidDate']).year == 2020:
        n2020 += 1
q('按站点经营许可证在许可证表中的失效日期算，许可证在2020年内（2020年1月1日至12月31日）失效的站点有几家？',
  n2020, 'count')
q('柯城区有几家加油站？', cnt(G, lambda r: r['county'] == '柯城区'), 'count')
ga, gb = one('加油站', '嘉兴市加油加气站有限公司中环西路站'), one('加油站', '嘉兴市加油加气站有限公司城东路站')
assert ga['employeeCount'] not in ('', '0') and gb['employeeCount'] not in ('', '0') and ga['employeeCount'] != gb['employeeCount']
q('嘉兴市加油加气站有限公司的中环西路站和城东路站，哪个站职工人数多？回答站点全称。',
  ga['name'] if int(ga['employeeCount']) > int(gb['employeeCount']) else gb['name'], 'compare')
s2 = [Decimal(r['totalDesignStorage']) for r in G if r['liquidGasCanCount'] == '2']
q('液化天然气罐个数为2的站点，总设计储量加起来是多少？保留两位小数。', rnd(sum(s2), 2), 'sum')
zname = '浙江省应急管理厅'
q('顺便问一下，政府机构表里有没有“浙江省应急管理厅”这条记录？',
  '是' if any(r['name'] == zname for r in Z) else '否', 'yes/no')

# ---------- Persona B: 城市规划院助理规划师 ----------
x1 = one('行政区', '玉环市')
q('做区划底图要用代码：行政区表里玉环市的行政区划代码是多少？', x1['id'], 'property')
x2 = one('行政区', '临平区')
q('那临平区呢？', x2['id'], 'property')
q('行政区表里标为“省级行政区”的记录有几条？', cnt(X, lambda r: r['label'] == '省级行政区'), 'count')
q('标为“地级行政区”的又有几条？', cnt(X, lambda r: r['label'] == '地级行政区'), 'count')
ds = cnt(R, lambda r: r['city'] == '舟山市' and r['county'] == '岱山县')
ss = cnt(R, lambda r: r['city'] == '舟山市' and r['county'] == '嵊泗县')
q('舟山市的宗教场所里，岱山县和嵊泗县分别有多少处？请按“岱山县X处，嵊泗县Y处”的格式回答。',
  f'岱山县{ds}处，嵊泗县{ss}处', 'count')
wz = [r for r in R if r['city'] == '温州市']
w, v = argbest(wz, lambda r: num(r['area']))
q('温州市的宗教场所中，占地面积最大的是哪一处？', w['name'], 'max')
q('乐清市的宗教场所里，基督教的有几处？', cnt(R, lambda r: r['county'] == '乐清市' and r['religion'] == '基督教'), 'count')
q('佛教的呢？', cnt(R, lambda r: r['county'] == '乐清市' and r['religion'] == '佛教'), 'count')
q('政府机构表中，名称里含“民族宗教事务局”的机构有几个？', cnt(Z, lambda r: '民族宗教事务局' in r['name']), 'count')
c = Counter(r['city'] for r in R if r['city'])
(top, tn), (_, sn) = c.most_common(2)
assert tn != sn
q('宗教场所按所在城市分组，哪个城市的数量最多？请按“城市，N处”回答。', f'{top}，{tn}处', 'group-by')
ls = [r for r in R if r['city'] == '丽水市']
q('丽水市的宗教场所中，道教场所占多少比例？百分比保留一位小数。',
  pct(cnt(ls, lambda r: r['religion'] == '道教'), len(ls)), 'share')
r1 = one('宗教场所', '新昌县大佛寺')
q('新昌县大佛寺的建筑面积是多少？只要数字。', r1['buildingArea'], 'property')
r2 = one('宗教场所', '宁波市七塔禅寺')
assert num(r1['buildingArea']) != num(r2['buildingArea'])
q('它和宁波市七塔禅寺相比，哪个建筑面积更大？',
  r1['name'] if num(r1['buildingArea']) > num(r2['buildingArea']) else r2['name'], 'compare')
q('湖州市的宗教场所中，登记时间在2010年1月1日及以后的有几处？',
  cnt(R, lambda r: r['city'] == '湖州市' and dt(r['registrationTime']) and dt(r['registrationTime']) >= datetime.date(2010, 1, 1)),
  'date')
END = datetime.date(2023, 10, 15)
START = datetime.date(2021, 10, 15)
n2y = cnt(R, lambda r: dt(r['registrationTime']) and START <= dt(r['registrationTime']) <= END)
assert n2y > 0
q('近两年里登记的宗教场所一共有几处？（按登记时间算）', n2y, 'date')
gyb = '国务院'
q('政府机构表里有“国务院”这条记录吗？', '是' if any(r['name'] == gyb for r in Z) else '否', 'yes/no')

# ---------- Persona C: 亲子游家长团团长 ----------
jx5 = [r for r in S if r['city'] == '嘉兴市' and r['level'] == 'AAAAA']
q('暑假想带孩子们去5A景区，景点表里嘉兴市的AAAAA级景区有几个？', len(jx5), 'count')
q('把它们的名称都列给我。', [r['name'] for r in jx5], 'list')
s1 = one('旅游景点', '天一阁·月湖景区')
q('天一阁·月湖景区的联系电话是多少？', s1['phoneNumber'], 'property')
q('舟山市的AAAA级景区有几个？', cnt(S, lambda r: r['city'] == '舟山市' and r['level'] == 'AAAA'), 'count')
c = Counter(r['city'] for r in S if r['level'] == 'AAAA')
(top, tn), (_, sn) = c.most_common(2)
assert tn != sn
q('按城市统计AAAA级景区，哪个城市最多？', top, 'group-by')
ls = [r for r in S if r['city'] == '丽水市']
q('丽水市的景区里，AAAA级的占多少？百分比保留一位小数。',
  pct(cnt(ls, lambda r: r['level'] == 'AAAA'), len(ls)), 'share')
q('景点表里名称中带“古镇”两个字的景区有几个？', cnt(S, lambda r: '古镇' in r['name']), 'count')
m1 = one('医疗机构', '浙江大学医学院附属儿童医院')
q('孩子出门万一生病得有备案：浙江大学医学院附属儿童医院是几级医院？', m1['level'], 'property')
q('它的电话呢？', m1['phoneNumber'], 'property')
q('医疗机构表中，类别为医院且级别为三级的有几家？',
  cnt(M, lambda r: r['category'] == '医院' and r['level'] == '三级'), 'count')
q('名称里带“口腔”的医疗机构有几家？', cnt(M, lambda r: '口腔' in r['name']), 'count')
q('我们也考虑找旅行社组团：温州市的旅行社里，经营范围包含出境相关业务（经营范围里出现“出境”）的有几家？',
  cnt(A, lambda r: r['city'] == '温州市' and '出境' in r['businessScope']), 'count')
a1 = one('旅行社', '浙江邮电旅行社有限公司')
assert a1['licenseNumber#2'].startswith('L-')
q('浙江邮电旅行社有限公司的旅行社许可证号（L-ZJ开头的那个）是什么？', a1['licenseNumber#2'], 'property')
q('那它的传真号呢？', a1['faxNumber'], 'property')
q('杭州市西湖区的旅行社有几家？', cnt(A, lambda r: r['city'] == '杭州市' and r['county'] == '西湖区'), 'count')
sx = [r for r in A if r['city'] == '绍兴市']
q('绍兴市的旅行社中，填写了英文名的占比是多少？百分比保留一位小数。',
  pct(cnt(sx, lambda r: r['englishName'].strip() != ''), len(sx)), 'share')
q('宁波市的旅行社里，经营范围恰好只写“国内旅游业务”的有几家？',
  cnt(A, lambda r: r['city'] == '宁波市' and r['businessScope'] == '国内旅游业务'), 'count')

# ---------- Persona D: 报考神学院的教会青年同工 ----------
h1 = one('学校', '浙江神学院')
q('我想报考浙江神学院，先了解一下：它现在在校学生有多少人？', h1['studentCount'], 'property')
e = dt(h1['establishmentDate'])
q('它是什么时候成立的？按年-月-日给出。', e.strftime('%Y-%m-%d'), 'date')
q('学校表里所有宗教院校的学生数加起来是多少？', sum(int(r['studentCount']) for r in H), 'sum')
w, v = argbest(H, lambda r: int(r['studentCount']))
q('其中学生数最多的是哪一所？', w['name'], 'max')
bt = [int(r['teacherCount']) for r in H if r['religion'] == '佛教']
q('佛教院校的平均教师数是多少？保留一位小数。', rnd(Decimal(sum(bt)) / len(bt), 1), 'average')
ha, hb = one('学校', '浙江佛学院温州佛学院'), one('学校', '浙江慈云佛学院')
assert ha['studentCount'] != hb['studentCount']
q('浙江佛学院温州佛学院和浙江慈云佛学院，哪所学生更多？',
  ha['name'] if int(ha['studentCount']) > int(hb['studentCount']) else hb['name'], 'compare')
h2 = one('学校', '中国佛学院普陀山学院')
q('中国佛学院普陀山学院有多少位教授？', h2['professorCount'], 'property')
q('那教师人数呢？', h2['teacherCount'], 'property')
a2 = one('协会', '浙江省基督教协会')
q('协会表里浙江省基督教协会的电话是多少？', a2['phoneNumber'], 'property')
q('它的邮编呢？', a2['postalCode'], 'property')
q('协会表中所属宗教为基督教的协会一共有多少个？', cnt(AS, lambda r: r['religion'] == '基督教'), 'count')
q('那温州市所属宗教为基督教的协会有几个？',
  cnt(AS, lambda r: r['city'] == '温州市' and r['religion'] == '基督教'), 'count')
q('杭州市的基督教场所里，类别为“寺观教堂”的有几处？',
  cnt(R, lambda r: r['city'] == '杭州市' and r['religion'] == '基督教' and r['category'] == '寺观教堂'), 'count')
prov = [r for r in AS if r['category'] == '省团体']
w, v = argbest(prov, lambda r: dt(r['registrationTime']), big=False)
q('协会表里类别为省团体的协会中，登记时间最早的是哪一个？', w['name'], 'min')
q('宗教场所表中所有伊斯兰教场所的名称请列一下。', [r['name'] for r in R if r['religion'] == '伊斯兰教'], 'list')

# ---------- Persona E: Malaysian-Chinese genealogy researcher (en) ----------
r3 = one('宗教场所', '宁波阿育王寺')
q('My great-grandfather left Ningbo in the 1920s and the family kept a photo of 宁波阿育王寺. What postal code is listed for it in the religious venues table?',
  r3['postalCode'], 'property', 'en')
q('And its approval date? Give it as the table writes it.', r3['approvalDate'], 'date', 'en')
q('How many religious venues are listed in 瑞安市 (county)?', cnt(R, lambda r: r['county'] == '瑞安市'), 'count', 'en')
q('How many of those are Buddhist?', cnt(R, lambda r: r['county'] == '瑞安市' and r['religion'] == '佛教'), 'count', 'en')
tz = [r for r in R if r['city'] == '台州市' and r['religion'] == '道教']
w, v = argbest(tz, lambda r: num(r['buildingArea']))
q('Which Daoist venue in 台州市 has the largest building area?', w['name'], 'max', 'en')
r4 = one('宗教场所', '杭州抱朴道院')
q('Is 杭州抱朴道院 recorded as belonging to the 全真教 branch?', 'yes' if r4['religiousType'] == '全真教' else 'no', 'yes/no', 'en')
r5, r6 = one('宗教场所', '宁波天童禅寺'), r3
assert num(r5['area']) != num(r6['area'])
q('Between 宁波天童禅寺 and 宁波阿育王寺, which has the larger land area?',
  r5['name'] if num(r5['area']) > num(r6['area']) else r6['name'], 'compare', 'en')
zs = [r for r in R if r['city'] == '舟山市']
q('What share of the religious venues in 舟山市 are Buddhist? Give a percentage to one decimal place.',
  pct(cnt(zs, lambda r: r['religion'] == '佛教'), len(zs)), 'share', 'en')
q('How many Catholic (天主教) associations are in the associations table?', cnt(AS, lambda r: r['religion'] == '天主教'), 'count', 'en')
c = Counter(r['city'] for r in AS if r['city'])
(top, tn), (_, sn) = c.most_common(2)
assert tn != sn
q('Which city has the most religious associations?', top, 'group-by', 'en')
a3 = one('协会', '湖州市道教协会')
q('What is the phone number of 湖州市道教协会?', a3['phoneNumber'], 'property', 'en')
q('How many travel agencies are based in 金华市?', cnt(A, lambda r: r['city'] == '金华市'), 'count', 'en')
q('What is the average student count across all the religious schools in the schools table, to one decimal place?',
  rnd(Decimal(sum(int(r['studentCount']) for r in H)) / len(H), 1), 'average', 'en')
q('How many AAAAA scenic spots are there in 杭州市?', cnt(S, lambda r: r['city'] == '杭州市' and r['level'] == 'AAAAA'), 'count', 'en')
x3 = one('行政区', '钱塘新区')
q('What administrative code does the divisions table give for 钱塘新区?', x3['id'], 'property', 'en')

assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x['lang'] == 'zh') == 65
out = []
for i, x in enumerate(Q, 1):
    out.append({'id': f'affairqa-r100-{i:02d}', **x})
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print('wrote', len(out), OUT)
