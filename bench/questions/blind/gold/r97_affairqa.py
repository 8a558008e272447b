#!/usr/bin/env python3
"""Blind held-out gold question set r97 for the AffairQA tables (80 questions: 65 zh, 15 en).

Personas (users of a government-affairs data assistant):
  P1 财产险公司核保员 (zh) -- underwrites gas/CNG/LNG stations, checks storage, hazard status and permits.
  P2 医保基金稽核员 (zh) -- audits medical institutions' category/level/designation; also looks up region codes.
  P3 古建筑测绘工作室摄影师 (zh) -- plans shoots of temples/churches, checks religious schools and associations.
  P4 在线旅游平台商家入驻审核员 (zh) -- verifies travel agencies' licence numbers, scenic-spot grades, issuing governments.
  P5 Singaporean interfaith-exchange coordinator (en) -- arranges delegation visits to religious sites, schools, associations.

Tables and columns used (sources/*.csv):
  加油站: name, buildTime, county, isMajorDangerSource, totalDesignStorage, liquidGasCanCount,
          liquidGasCanVolume, gasCanCount, employeeCount, operationSubject, legalRepresentative, manager,
          level, businessLicense, industry
  许可证: name, effectiveDate, invalidDate (joined from 加油站.businessLicense)
  医疗机构: name, category, level, address, phoneNumber, servicePopulation
  协会: name, religion, registrationTime, category, city, website, phoneNumber, postalCode
  学校: name, religion, studentCount, teacherCount, professorCount, city, county, establishmentDate,
        schoolSystem, approvalScale, address
  宗教场所: name, county, religion, category, area, buildingArea, approvalDate, registrationTime, city,
          religiousType, postalCode
  旅游景点: name, level, city, address
  旅行社: name, businessScope, county, city, licenseNumber (2nd column, L-ZJ...), faxNumber, englishName
  行政区: name, label, id
  政府机构: name
Relative windows count back from 2023-10-15.
"""
import csv, json, os, sys
from decimal import Decimal, ROUND_HALF_UP
from collections import Counter, defaultdict
from datetime import date

here = os.path.dirname(os.path.abspath(__file__))
d = here
while True:
    cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
    if os.path.isdir(cand):
        SRC = cand
        break
    nd = os.path.dirname(d)
    if nd == d:
        sys.exit('sources not found')
    d = nd
OUT = '/work/main/bench/questions/blind/r97-affairqa.json'


def load(t):
    with open(os.path.join(SRC, t + '.csv'), encoding='utf-8-sig', newline='') as f:
        r = list(csv.reader(f))
    h = r[0]
    seen = Counter()
    keys = []
    for c in h:
        seen[c] += 1
        keys.append(c if seen[c] == 1 else f'{c}{seen[c]}')
    return [dict(zip(keys, row + [''] * (len(keys) - len(row)))) for row in r[1:]]


T = {t: load(t) for t in ['加油站', '许可证', '医疗机构', '协会', '学校', '宗教场所', '旅游景点', '旅行社', '行政区', '政府机构']}
REF = date(2023, 10, 15)


def one(t, name, col='name', substr_ok=False):
    rows = [r for r in T[t] if r[col] == name]
    assert len(rows) == 1, (t, name, len(rows))
    if not substr_ok:
        others = [r[col] for r in T[t] if name in r[col] and r[col] != name]
        assert not others, (t, name, others[:3])
    return rows[0]


def pd(s):
    s = s.strip()
    if not s or '/' not in s:
        return None
    y, m, dd = map(int, s.split('/'))
    if y < 1901:
        return None
    return date(y, m, dd)


def num(s):
    return Decimal(s.strip())


def rnd(x, p):
    q = Decimal(1).scaleb(-p) if p else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def nstr(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.normalize())


def uniq_best(rows, key, best=max):
    vals = [key(r) for r in rows]
    b = best(vals)
    w = [r for r, v in zip(rows, vals) if v == b]
    assert len(w) == 1, ('tie', [x['name'] for x in w])
    return w[0]


def uniq_top(counter, best='max'):
    items = counter.most_common()
    if best == 'max':
        assert len(items) == 1 or items[0][1] > items[1][1], items[:3]
        return items[0]
    items = sorted(counter.items(), key=lambda kv: kv[1])
    assert len(items) == 1 or items[0][1] < items[1][1], items[:3]
    return items[0]


def lic(st):
    rows = [r for r in T['许可证'] if r['name'] == st['businessLicense']]
    assert len(rows) == 1, st['businessLicense']
    return rows[0]


Q = []


def q(text, ans, shape, lang='zh'):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != '' for a in ans), (text, ans)
    Q.append({'question': text, 'answer': ans, 'shape': shape, 'lang': lang})


YN = lambda b: '是' if b else '否'
yn = lambda b: 'yes' if b else 'no'

G, LIC, M, A, S, V, SC, TA, R, GOV = (T[k] for k in ['加油站', '许可证', '医疗机构', '协会', '学校', '宗教场所', '旅游景点', '旅行社', '行政区', '政府机构'])

# ---------------- P1 财产险公司核保员 (加油站 + 许可证) ----------------
top = uniq_best([r for r in G if r['totalDesignStorage']], lambda r: num(r['totalDesignStorage']))
q('我在做加气站财产险的年度核保，先摸个底：所有加油加气站里，总设计储量最大的是哪一家？', top['name'], 'max')
q('它的法定代表人是谁？', top['legalRepresentative'], 'property')
n = sum(1 for r in G if r['isMajorDangerSource'] == '是')
q('表里标注“构成重大危险源”的站点一共有几家？只要数字。', n, 'count')
lst = [r['name'] for r in G if r['isMajorDangerSource'] == '是' and r['county'] == '萧山区']
q('其中在萧山区的是哪几家？把名字都列出来。', lst, 'list')
st = one('加油站', '中海油浙江新能源有限公司集运加气站')
q('中海油浙江新能源有限公司集运加气站的经营许可证什么时候失效？按表里的写法给日期。', lic(st)['invalidDate'], 'date')
q('那这张证是哪天生效的？', lic(st)['effectiveDate'], 'date')
st = one('加油站', '慈溪市煤气有限公司')
q('慈溪市煤气有限公司有几个液化天然气罐？罐总容积多少？回答格式“个数;容积”。', f"{st['liquidGasCanCount']};{st['liquidGasCanVolume']}", 'property')
rows = [r for r in G if r['operationSubject'] == '中海油']
q('运营主体是中海油的站点，职工人数加起来是多少？', sum(int(r['employeeCount']) for r in rows if r['employeeCount']), 'sum')
rows = [r for r in G if r['county'] == '鄞州区' and r['totalDesignStorage']]
q('鄞州区的加气站平均总设计储量是多少？保留两位小数。', rnd(sum(num(r['totalDesignStorage']) for r in rows) / len(rows), 2), 'average')
st = one('加油站', '温岭市建设燃气有限公司')
q('温岭市建设燃气有限公司算不算重大危险源？', YN(st['isMajorDangerSource'] == '是'), 'yes/no')
a = one('加油站', '宁波新捷公运天然气有限公司'); b = one('加油站', '绍兴金帝天然气有限公司')
va, vb = num(a['liquidGasCanVolume']), num(b['liquidGasCanVolume']); assert va != vb
q('宁波新捷公运天然气有限公司和绍兴金帝天然气有限公司，哪家的液化天然气罐总容积更大？', (a if va > vb else b)['name'], 'compare')
q('级别为“一级”的站点有多少家？', sum(1 for r in G if r['level'] == '一级'), 'count')
lo, hi = date(2018, 10, 15), REF
rows = [r for r in G if pd(r['buildTime']) and lo <= pd(r['buildTime']) <= hi]
q('近五年（2018-10-15至2023-10-15）成立的站点有几家？成立日期缺失或为占位值的不算。', len(rows), 'count')
rows = [r for r in G if r['businessLicense'] in {x['name'] for x in LIC}]
exp = [r for r in rows if pd(lic(r)['invalidDate']) and pd(lic(r)['invalidDate']) < date(2020, 1, 1)]
q('把加气站的经营许可证和许可证表对上，失效日期早于2020年1月1日的站点有几家？', len(exp), 'count')
c = Counter(r['county'] for r in G if r['county'])
w = uniq_top(c)
q('按表里“所在县区”字段原样统计，哪个县区的站点数量最多？', w[0], 'max')
q('那个区一共有几家？', w[1], 'count')

# ---------------- P2 医保基金稽核员 (医疗机构 + 行政区) ----------------
q('稽核前先对一下口径：类别为“省本级定点”的医疗机构有几家？', sum(1 for r in M if r['category'] == '省本级定点'), 'count')
q('服务人群写着“基本、离休、子女”的机构有几家？', sum(1 for r in M if r['servicePopulation'] == '基本、离休、子女'), 'count')
n3 = sum(1 for r in M if r['category'] == '医院' and r['level'] == '三级')
q('类别是医院、级别是三级的机构有多少家？只要数字。', n3, 'count')
h = one('医疗机构', '浙江省肿瘤医院')
q('浙江省肿瘤医院登记的联系电话是多少？', h['phoneNumber'], 'property')
q('它的级别是几级？', h['level'], 'property')
h = one('医疗机构', '杭州消防医院')
q('杭州消防医院在表里的类别和级别分别是什么？按“类别;级别”回答。', f"{h['category']};{h['level']}", 'property')
share = Decimal(sum(1 for r in M if r['level'] == '一级')) * 100 / len(M)
q('一级机构占全部医疗机构的百分比是多少？保留一位小数，只写数字。', rnd(share, 1), 'share')
lst = [r['name'] for r in M if r['category'] == '医院' and r['level'] == '二级' and '滨江区' in r['address']]
q('地址里含“滨江区”的二级医院有哪些？', lst, 'list')
a = one('医疗机构', '浙江明州康复医院'); b = one('医疗机构', '杭州明州医院')
q('浙江明州康复医院和杭州明州医院，级别一样吗？', YN(a['level'] == b['level']), 'yes/no')
c = Counter(r['category'] for r in M if r['level'] == '社区')
w = uniq_top(c)
q('级别为“社区”的机构里，哪个类别的数量最多？', w[0], 'group-by')
ids = {r['id'] for r in R if r['name'] == '乐清市'}; assert len(ids) == 1
q('顺便问下，行政区表里乐清市的区划代码是多少？', ids.pop(), 'property')
names = {r['name'] for r in R if r['id'] == '330324'}; assert len(names) == 1
q('代码330324对应的是哪个行政区？', names.pop(), 'property')
labs = {r['label'] for r in R if r['name'] == '嵊泗县'}; assert len(labs) == 1
q('嵊泗县在行政区表里标的是哪一级行政区？', labs.pop(), 'property')

# ---------------- P3 古建筑测绘工作室摄影师 (宗教场所 + 协会 + 学校) ----------------
v = one('宗教场所', '舟山市嵊泗县灵音寺')
q('下个月去嵊泗拍寺庙。舟山市嵊泗县灵音寺的建筑面积是多少？', v['buildingArea'], 'property')
q('它的批准日期是哪天？按年-月-日格式，如2001-01-05。', pd(v['approvalDate']).isoformat(), 'date')
rows = [r for r in V if r['county'] == '嵊泗县']
w = uniq_best(rows, lambda r: num(r['area']))
q('嵊泗县的宗教场所里，占地面积最大的是哪一处？', w['name'], 'max')
q('嵊泗县登记的宗教场所里，佛教的有几处？', sum(1 for r in rows if r['religion'] == '佛教'), 'count')
v = one('宗教场所', '建德市慧华寺')
q('建德市慧华寺属于哪个宗教？类别是寺观教堂还是固定处所？按“宗教;类别”回答。', f"{v['religion']};{v['category']}", 'property')
q('那它的邮政编码是多少？', v['postalCode'], 'property')
n = sum(1 for r in V if r['religion'] == '道教' and r['religiousType'] == '全真教')
q('全省宗教场所中，道教全真教的有多少处？', n, 'count')
rows = [r for r in V if r['county'] == '岱山县']
q('岱山县宗教场所的建筑面积合计是多少平方米？', nstr(sum(num(r['buildingArea']) for r in rows)), 'sum')
c = Counter(r['city'] for r in V if r['religion'] == '天主教' and r['city'])
w = uniq_top(c)
q('天主教场所最多的是哪个地市？', w[0], 'group-by')
rows = [r for r in V if r['county'] == '嵊泗县' and r['religion'] == '佛教' and pd(r['approvalDate']) and pd(r['approvalDate']).year == 1996]
q('嵊泗县在1996年获批的佛教场所有哪些？全部列出。', [r['name'] for r in rows], 'list')
s = uniq_best(S, lambda r: int(r['studentCount']))
q('想顺带拍几所宗教院校。学生人数最多的宗教院校是哪所？', s['name'], 'max')
q('它成立于哪一天？按表里的写法。', s['establishmentDate'], 'date')
s = one('学校', '浙江道教学院')
q('浙江道教学院有多少名教师？', s['teacherCount'], 'property')
q('杭州市的宗教院校有几所？', sum(1 for r in S if r['city'] == '杭州市'), 'count')
q('所有宗教院校的学生人数总共多少？', sum(int(r['studentCount']) for r in S), 'sum')
a = one('协会', '湖州市道教协会')
q('湖州市道教协会是什么时候登记的？', a['registrationTime'], 'date')
q('它有官网吗？有的话给网址。', a['website'], 'property')
q('温州市的市团体宗教协会有几个？', sum(1 for r in A if r['city'] == '温州市' and r['category'] == '市团体'), 'count')
c = Counter(r['religion'] for r in A if r['religion'])
w = uniq_top(c, 'min')
q('协会表里，协会数量最少的是哪个宗教？', w[0], 'min')

# ---------------- P4 在线旅游平台商家入驻审核员 (旅行社 + 旅游景点 + 政府机构) ----------------
rows = [r for r in TA if r['licenseNumber2'] == 'L-ZJ00385']; assert len(rows) == 1
t = rows[0]
q('有商家报上来的许可证号是L-ZJ00385，对应哪家旅行社？', t['name'], 'property')
q('这家的传真号是多少？', t['faxNumber'], 'property')
t = one('旅行社', '浙江邮电旅行社有限公司')
q('浙江邮电旅行社有限公司填的英文名是什么？', t['englishName'], 'property')
q('它的经营范围包不包括出境组团业务？', YN('出境' in t['businessScope']), 'yes/no')
n = sum(1 for r in TA if r['businessScope'] == '国内旅游业务、入境旅游业务、出境组团业务')
q('经营范围恰好写作“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有多少家？', n, 'count')
q('嵊泗县的旅行社有几家？', sum(1 for r in TA if r['county'] == '嵊泗县'), 'count')
c = Counter(r['city'] for r in TA if r['city'])
w = uniq_top(c, 'min')
q('哪个地市的旅行社数量最少？', w[0], 'min')
q('宁波市的旅行社占全部旅行社的百分比是多少？保留两位小数，只写数字。', rnd(Decimal(c['宁波市']) * 100 / len(TA), 2), 'share')
sp = one('旅游景点', '江山最美碗窑景区')
q('江山最美碗窑景区是几A级？', sp['level'], 'property')
q('绍兴市的AAAA级景点有多少个？', sum(1 for r in SC if r['city'] == '绍兴市' and r['level'] == 'AAAA'), 'count')
c = Counter(r['city'] for r in SC if r['level'] == 'AAAAA')
w = uniq_top(c)
q('AAAAA级景点记录最多的是哪个城市？', w[0], 'max')
q('那个城市有几条AAAAA级记录？', w[1], 'count')
lst = [r['name'] for r in SC if r['city'] == '丽水市' and r['level'] == 'AAAAA']
q('丽水市的5A（AAAAA）景点叫什么？', lst, 'list')
n = sum(1 for r in GOV if r['name'].endswith('民族宗教事务局'))
q('政府机构表里名称以“民族宗教事务局”结尾的机构有几个？', n, 'count')
q('政府机构表里有没有“缙云县民族宗教事务局”这一条？', YN(any(r['name'] == '缙云县民族宗教事务局' for r in GOV)), 'yes/no')
a = one('旅游景点', '浙江舟山跨海大桥展览馆景区'); b = one('旅游景点', '瓯海生命健康小镇景区')
q('浙江舟山跨海大桥展览馆景区和瓯海生命健康小镇景区是同一个等级吗？', YN(a['level'] == b['level']), 'yes/no')
t = one('旅行社', '安吉乐途旅行社有限公司')
q('安吉乐途旅行社有限公司在哪个县区？', t['county'], 'property')

# ---------------- P5 Singaporean interfaith-exchange coordinator (en) ----------------
s = one('学校', '浙江神学院')
q("I'm organising a Singapore interfaith delegation. Which religion is 浙江神学院 (Zhejiang Theological Seminary) affiliated with? Answer with the Chinese term from the table.", s['religion'], 'property', 'en')
q('How many students does it have?', s['studentCount'], 'property', 'en')
s = one('学校', '中国佛学院普陀山学院')
q('When was 中国佛学院普陀山学院 established? Give the date as YYYY-MM-DD.', pd(s['establishmentDate']).isoformat(), 'date', 'en')
s2 = uniq_best(S, lambda r: int(r['teacherCount']))
q('Which religious school has the largest number of teachers?', s2['name'], 'max', 'en')
q('How many religious schools in the table are Buddhist (佛教)?', sum(1 for r in S if r['religion'] == '佛教'), 'count', 'en')
avg = Decimal(sum(int(r['studentCount']) for r in S)) / len(S)
q('What is the average student count across all religious schools, rounded to one decimal place?', rnd(avg, 1), 'average', 'en')
a = one('协会', '浙江省伊斯兰教协会')
q('What is the website of 浙江省伊斯兰教协会 (the Zhejiang Islamic Association)?', a['website'], 'property', 'en')
q('And when was it registered? Give the date exactly as the table writes it.', a['registrationTime'], 'date', 'en')
q('How many associations are provincial-level groups (省团体)?', sum(1 for r in A if r['category'] == '省团体'), 'count', 'en')
q('List the provincial-level (省团体) associations whose religion is Christianity (基督教).', [r['name'] for r in A if r['category'] == '省团体' and r['religion'] == '基督教'], 'list', 'en')
n = sum(1 for r in V if r['city'] == '舟山市' and r['religion'] == '佛教')
q('How many Buddhist (佛教) religious venues are there in Zhoushan (舟山市)?', n, 'count', 'en')
v = one('宗教场所', '宁波江北延生禅寺')
q('What is the site area (area) of 宁波江北延生禅寺?', v['area'], 'property', 'en')
a = one('宗教场所', '嵊泗县基督教蒙恩堂'); b = one('宗教场所', '嵊泗县天主教堂')
va, vb = num(a['buildingArea']), num(b['buildingArea']); assert va != vb
q('Between 嵊泗县基督教蒙恩堂 and 嵊泗县天主教堂, which has the larger building area?', (a if va > vb else b)['name'], 'compare', 'en')
n = sum(1 for r in SC if r['city'] == '杭州市' and r['level'] == 'AAAAA')
q('For the leisure part of the trip: how many AAAAA-rated scenic-spot records does Hangzhou (杭州市) have?', n, 'count', 'en')
n = sum(1 for r in TA if r['city'] == '杭州市' and '出境' in r['businessScope'])
q('How many Hangzhou (杭州市) travel agencies list outbound tourism (出境) in their business scope?', n, 'count', 'en')

assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x['lang'] == 'zh') == 65
for i, x in enumerate(Q, 1):
    x['id'] = f'affairqa-r97-{i:02d}'
out = [{'id': x['id'], 'question': x['question'], 'answer': x['answer'], 'shape': x['shape'], 'lang': x['lang']} for x in Q]
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(len(out), 'questions written to', OUT)
