"""Blind gold question set r92 for the AffairQA tables (80 questions: 65 zh, 15 en).

Personas
  1. 一位省档案馆的编研人员 — dates of religious sites, associations, schools (windows, earliest/latest).
  2. 一位燃气行业协会的秘书 — gas stations (加油站) and their licences (加油站.businessLicense = 许可证.name).
  3. A Japanese tour operator (English) — scenic spots (旅游景点) and travel agencies (旅行社).
  4. 一位区县卫健局的统计员 — medical institutions (医疗机构).
  5. 一位高校宗教学专业的研究生 — religions across 宗教场所 / 协会 / 学校.

Tables and columns used
  学校: name, religion, city, establishmentDate, studentCount, teacherCount, professorCount
  宗教场所: name, religion, city, county, category, religiousType, approvalDate, registrationTime
  协会: name, religion, city, registrationTime
  加油站: name, county, level, isMajorDangerSource, totalDesignStorage, gasCanCount,
          liquidGasCanCount, employeeCount, operationSubject, legalRepresentative, businessLicense
  许可证: name, effectiveDate, invalidDate
  医疗机构: name, category, level, phoneNumber, servicePopulation
  旅游景点: name, level, city
  旅行社: (read positionally: header has 'licenseNumber' twice) name, businessScope, county, city

Readings avoided and why
  - 协会.registrationTime '1900/1/1' and 宗教场所.registrationTime '1900/1/1' are placeholders:
    no whole-table "earliest registration" question; earliest questions filter to names ending
    in a real organisation suffix or to a city where no placeholder occurs (asserted).
  - 协会 rows named '…（节点）' (hierarchy nodes with placeholder dates) and '已撤销/已注销' rows:
    questions on 协会 are restricted to names ending in 协会 / 爱国会 where it matters.
  - 协会.county mixes names and numeric codes: not used.
  - 加油站 near-duplicates (衢州…-航埠加气母站 vs 衢州…航埠加气母站, 衢州佳豪…-航埠LNG vs …航埠LNG),
    typo county '北仓区', empty-field stub rows, buildTime '1899-12-30' placeholders, '0.0' storage
    on stations with tanks (placeholder zeros), a licence number entered as both …003J and …003j:
    no counts over 北仑区/柯城区, no buildTime questions, no licence-sharing counts;
    the storage average is stated over values > 0.
  - 旅游景点 has near-duplicate AAAAA rows (南湖旅游区 / 嘉兴市南湖旅游区, 普陀山, 雁荡山, 乌镇):
    no AAAAA counts; English count questions say "entries listed".
  - 旅行社.businessScope spelling variants (国内/境内, separators): counts use substring tests
    stated in the question ('出境' / '入境').
  - Superlatives are asserted unique in code.
"""
import csv, json, os, re
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        p = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('sources not found')
        d = nd


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


def load_rows(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def pd(s):
    m = re.fullmatch(r'(\d{4})[/-](\d{1,2})[/-](\d{1,2})', s.strip())
    return tuple(int(x) for x in m.groups()) if m else None


def real(s):
    d = pd(s)
    return d if d and d[0] > 1900 else None


def r2(x, n=2):
    q = Decimal(1).scaleb(-n)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def num(s):
    v = float(s)
    return str(int(v)) if v == int(v) else str(v)


def one(rows, **kw):
    hit = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hit) == 1, (kw, len(hit))
    return hit[0]


def uniq_max(pairs):
    pairs = sorted(pairs, key=lambda p: p[0], reverse=True)
    assert len(pairs) > 1 and pairs[0][0] != pairs[1][0], pairs[:3]
    return pairs[0][1]


def uniq_min(pairs):
    pairs = sorted(pairs, key=lambda p: p[0])
    assert len(pairs) > 1 and pairs[0][0] != pairs[1][0], pairs[:3]
    return pairs[0][1]


school = load('学校')
site = load('宗教场所')
assoc = load('协会')
gas = load('加油站')
lic = load('许可证')
med = load('医疗机构')
spot = load('旅游景点')
th, trows = load_rows('旅行社')
TI = {k: th.index(k) for k in ['name', 'businessScope', 'county', 'city']}
agency = [{k: r[i] for k, i in TI.items()} for r in trows]

Q = []


def add(q, ans, shape, lang='zh'):
    if isinstance(ans, str):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != '' for a in ans), q
    Q.append({'question': q, 'answer': ans, 'shape': shape, 'lang': lang})


# ---------------- Persona 1: 档案馆编研人员 (zh) ----------------
r = one(school, name='浙江佛学院温州佛学院')
add('我在整理宗教院校的沿革资料，想先确认一下：浙江佛学院温州佛学院的成立日期是哪一天？', r['establishmentDate'], 'date')

add('编写大事记需要：表里的宗教院校中，成立日期最早的是哪一所？',
    uniq_min([(pd(s['establishmentDate']), s['name']) for s in school]), 'superlative')

l16 = [s['name'] for s in school if pd(s['establishmentDate'])[0] == 2016]
add('请列出2016年成立的全部宗教院校名称（列全即可，不用排序）。', l16, 'list')

l_pre2010 = [s['name'] for s in school if pd(s['establishmentDate']) < (2010, 1, 1)]
add('2010年1月1日之前成立的宗教院校有哪些？', l_pre2010, 'list')

a, b = one(school, name='杭州佛学院'), one(school, name='浙江神学院')
add('顺便比较一下：杭州佛学院和浙江神学院，哪一所成立得更早？',
    a['name'] if pd(a['establishmentDate']) < pd(b['establishmentDate']) else b['name'], 'comparison')

r = one(site, name='杭州抱朴道院')
add('档案里要补一条：杭州抱朴道院的登记时间是什么时候？', r['registrationTime'], 'date')

r = one(site, name='宁波市基督教百年堂')
add('宁波市基督教百年堂的批准日期是哪天？请按表中原样给出。', r['approvalDate'], 'date')

r = one(assoc, name='宁波市佛教协会')
add('宁波市佛教协会是什么时候登记的？', r['registrationTime'], 'date')

a, b = one(assoc, name='宁波市佛教协会'), one(assoc, name='杭州市天主教爱国会')
add('再对比一下：宁波市佛教协会和杭州市天主教爱国会，哪个登记时间更早？',
    a['name'] if pd(a['registrationTime']) < pd(b['registrationTime']) else b['name'], 'comparison')

n = sum(1 for s in site if s['city'] == '衢州市' and pd(s['approvalDate']) and pd(s['approvalDate'])[0] == 2020)
add('衢州市的宗教活动场所中，批准日期在2020年内（2020年1月1日至12月31日）的有多少处？', str(n), 'count')

qz = [s for s in site if s['city'] == '衢州市']
assert all(s['registrationTime'] == '' or real(s['registrationTime']) for s in qz)
add('衢州市的宗教场所里，登记时间最晚的是哪一处？',
    uniq_max([(pd(s['registrationTime']), s['name']) for s in qz if pd(s['registrationTime'])]), 'superlative')

n = sum(1 for s in site if s['city'] == '舟山市' and pd(s['approvalDate']) and pd(s['approvalDate']) < (1990, 1, 1))
add('舟山市有多少处宗教场所的批准日期早于1990年1月1日？', str(n), 'count')

dao = [x for x in assoc if x['name'].endswith('道教协会') and real(x['registrationTime'])]
add('名称以“道教协会”结尾的协会中，登记时间最早的是哪一个？（请忽略1900/1/1这类占位日期）',
    uniq_min([(pd(x['registrationTime']), x['name']) for x in dao]), 'superlative')

w = [x['name'] for x in assoc if real(x['registrationTime']) and (2020, 1, 1) <= pd(x['registrationTime']) <= (2021, 12, 31)]
add('2020年1月1日到2021年12月31日之间登记的宗教团体（协会）有哪些？请全部列出。', w, 'list')

# ---------------- Persona 2: 燃气行业协会秘书 (zh) ----------------
r = one(gas, name='桐乡运河加气站')
add('我们协会在核对会员数据，桐乡运河加气站的总设计储量是多少？', num(r['totalDesignStorage']), 'property')

add('会员里构成重大危险源的加油站一共有几家？', str(sum(1 for g in gas if g['isMajorDangerSource'] == '是')), 'count')

add('请列出所有“是否构成重大危险源”为“是”的加油站名称。', [g['name'] for g in gas if g['isMajorDangerSource'] == '是'], 'list')

add('级别为一级的加油站有多少家？', str(sum(1 for g in gas if g['level'] == '一级')), 'count')

add('运营主体是中海油的加油站有几家？', str(sum(1 for g in gas if g['operationSubject'] == '中海油')), 'count')

add('压缩天然气罐个数最多的是哪一家加油站？',
    uniq_max([(int(g['gasCanCount']), g['name']) for g in gas if g['gasCanCount']]), 'superlative')

add('总设计储量最大的加油站是哪家？',
    uniq_max([(float(g['totalDesignStorage']), g['name']) for g in gas if g['totalDesignStorage']]), 'superlative')

s = sum(int(g['employeeCount']) for g in gas if g['county'] == '南湖区' and g['employeeCount'])
add('南湖区的加油站职工人数合计是多少？', str(s), 'aggregate')

v = [float(g['totalDesignStorage']) for g in gas if g['level'] == '一级' and g['totalDesignStorage'] and float(g['totalDesignStorage']) > 0]
add('一级加油站里，总设计储量大于0的那些，平均总设计储量是多少？（四舍五入保留两位小数）', r2(sum(v) / len(v)), 'aggregate')

LIC = {}
for x in lic:
    LIC.setdefault(x['name'], []).append(x)


def licence_of(name):
    g = one(gas, name=name)
    hits = LIC[g['businessLicense']]
    assert len(hits) == 1
    return hits[0]


add('宁波新奥燃气有限公司持有的经营许可证，有效期到哪天为止？', licence_of('宁波新奥燃气有限公司')['invalidDate'], 'date')
add('绍兴金帝天然气有限公司的经营许可证是哪天生效的？', licence_of('绍兴金帝天然气有限公司')['effectiveDate'], 'date')

r = one(gas, name='天台华润燃气有限公司')
add('天台华润燃气有限公司是否构成重大危险源？', '是' if r['isMajorDangerSource'] == '是' else '否', 'boolean')
r = one(gas, name='宁波新捷公运天然气有限公司')
add('那宁波新捷公运天然气有限公司呢，是否构成重大危险源？', '是' if r['isMajorDangerSource'] == '是' else '否', 'boolean')

r = one(gas, name='慈溪市煤气有限公司')
add('慈溪市煤气有限公司有几个液化天然气罐？', r['liquidGasCanCount'], 'property')

add('请把越城区的加油站全部列出来。', [g['name'] for g in gas if g['county'] == '越城区'], 'list')

r = one(gas, name='绍兴金帝天然气有限公司')
add('绍兴金帝天然气有限公司的法定代表人是谁？', r['legalRepresentative'], 'property')

add('液化天然气罐个数为3个的加油站有哪些？', [g['name'] for g in gas if g['liquidGasCanCount'] == '3'], 'list')

add('鄞州区一共有几家加油站？', str(sum(1 for g in gas if g['county'] == '鄞州区')), 'count')

a, b = one(gas, name='杭州杭钢亚盛天然气有限公司'), one(gas, name='宁海县浙能油气发展有限公司加气母站')
add('杭州杭钢亚盛天然气有限公司和宁海县浙能油气发展有限公司加气母站，哪家职工人数更多？',
    a['name'] if int(a['employeeCount']) > int(b['employeeCount']) else b['name'], 'comparison')

# ---------------- Persona 3: Japanese tour operator (en) ----------------
r = one(spot, name='江山最美碗窑景区')
add('Planning a Quzhou itinerary for a Japanese group — what rating (A-level) does 江山最美碗窑景区 have?', r['level'], 'property', 'en')

add('How many AAAA-rated entries are listed for 丽水市 (Lishui) in the scenic-spot table?',
    str(sum(1 for s in spot if s['city'] == '丽水市' and s['level'] == 'AAAA')), 'count', 'en')

add('Please list every scenic spot rated AAAA in 舟山市 (Zhoushan) — full names, as written.',
    [s['name'] for s in spot if s['city'] == '舟山市' and s['level'] == 'AAAA'], 'list', 'en')

add('Which scenic spots carry just a single-A rating ("A")? Give the complete list.',
    [s['name'] for s in spot if s['level'] == 'A'], 'list', 'en')

add('Which city has the most entries listed in the scenic-spot table overall?',
    uniq_max([(n, c) for c, n in Counter(s['city'] for s in spot).items()]), 'superlative', 'en')

cc = Counter(s['city'] for s in spot if s['level'] == 'AAA')
add("For each city, how many AAA-rated entries are listed? Answer as 'city: n'.",
    [f'{c}: {n}' for c, n in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))], 'count per group', 'en')

add('How many travel agencies are registered in 舟山市 (Zhoushan)?',
    str(sum(1 for a in agency if a['city'] == '舟山市')), 'count', 'en')

add("Which travel agencies in 舟山市 have '出境' (outbound) in their business scope? List them all.",
    [a['name'] for a in agency if a['city'] == '舟山市' and '出境' in a['businessScope']], 'list', 'en')

add("In 湖州市 (Huzhou), how many travel agencies list outbound business ('出境') in their scope?",
    str(sum(1 for a in agency if a['city'] == '湖州市' and '出境' in a['businessScope'])), 'count', 'en')

r = one(agency, name='浙江邮电旅行社有限公司')
add('Does 浙江邮电旅行社有限公司 include outbound tours (出境) in its business scope?',
    'yes' if '出境' in r['businessScope'] else 'no', 'boolean', 'en')

r = one(agency, name='舟山康辉国际旅行社有限公司')
add('And 舟山康辉国际旅行社有限公司 — is outbound (出境) in its business scope?',
    'yes' if '出境' in r['businessScope'] else 'no', 'boolean', 'en')

a = sum(1 for x in agency if x['city'] == '嘉兴市'); b = sum(1 for x in agency if x['city'] == '绍兴市')
assert a != b
add('Which has more registered travel agencies, 嘉兴市 (Jiaxing) or 绍兴市 (Shaoxing)?', '嘉兴市' if a > b else '绍兴市', 'comparison', 'en')

r = one(agency, name='建德中国旅行社有限公司')
add('In which county/district is 建德中国旅行社有限公司 located?', r['county'], 'property', 'en')

hz = [x for x in agency if x['city'] == '杭州市']
add("What percentage of Hangzhou (杭州市) travel agencies have '出境' in their business scope? Round half-up to 2 decimals.",
    r2(Decimal(sum(1 for x in hz if '出境' in x['businessScope'])) * 100 / len(hz)), 'percentage', 'en')

r = one(agency, name='浙江邮电旅行社有限公司')
add('What is the business scope of 浙江邮电旅行社有限公司, exactly as registered?', r['businessScope'], 'property', 'en')

# ---------------- Persona 4: 卫健局统计员 (zh) ----------------
cc = Counter(m['category'] for m in med)
add('麻烦按类别统计一下医疗机构数量，格式“类别: 数量”。',
    [f'{c}: {n}' for c, n in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))], 'count per group')

add('级别为三级的医疗机构一共有多少家？', str(sum(1 for m in med if m['level'] == '三级')), 'count')

r = one(med, name='浙江省肿瘤医院')
add('浙江省肿瘤医院登记的级别是什么？', r['level'], 'property')

add('名称里带“口腔”两个字的医疗机构有多少家？', str(sum(1 for m in med if '口腔' in m['name'])), 'count')

add('类别为“医院”且级别为二级的医疗机构有几家？', str(sum(1 for m in med if m['category'] == '医院' and m['level'] == '二级')), 'count')

add('类别是“卫生院”的医疗机构是哪一家？', [m['name'] for m in med if m['category'] == '卫生院'], 'property')

add('名称中含有“儿童”的医疗机构都有哪些？请列全。', [m['name'] for m in med if '儿童' in m['name']], 'list')

r = one(med, name='杭州锦医堂中医门诊部')
add('杭州锦医堂中医门诊部的联系电话是多少？', r['phoneNumber'], 'property')

add('服务人群登记为“基本、离休、子女”的医疗机构有多少家？',
    str(sum(1 for m in med if m['servicePopulation'] == '基本、离休、子女')), 'count')

add('一级医疗机构占全部医疗机构的百分比是多少？（四舍五入保留两位小数）',
    r2(Decimal(sum(1 for m in med if m['level'] == '一级')) * 100 / len(med)), 'percentage')

a = sum(1 for m in med if m['category'] == '医院'); b = sum(1 for m in med if m['category'] == '社区卫生服务中心')
add('“医院”类和“社区卫生服务中心”类，哪一类的机构更多？', '医院' if a > b else '社区卫生服务中心', 'comparison')

r = one(med, name='浙江大学医学院附属儿童医院')
add('浙江大学医学院附属儿童医院属于哪个类别？', r['category'], 'property')

# ---------------- Persona 5: 宗教学研究生 (zh) ----------------
cc = Counter(s['religion'] for s in site if s['religion'])
add('我在做论文数据：宗教场所按所属宗教各有多少处？（空值不计，格式“宗教: 数量”）',
    [f'{c}: {n}' for c, n in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))], 'count per group')

a = sum(1 for s in site if s['city'] == '温州市' and s['religion'] == '基督教')
b = sum(1 for s in site if s['city'] == '台州市' and s['religion'] == '基督教')
add('温州市和台州市的基督教场所，哪个城市更多？', '温州市' if a > b else '台州市', 'comparison')
nb = [s for s in site if s['city'] == '宁波市']
add('宁波市的宗教场所中，佛教场所占多大比例？（百分比，四舍五入保留两位小数）',
    r2(Decimal(sum(1 for s in nb if s['religion'] == '佛教')) * 100 / len(nb)), 'percentage')

add('伊斯兰教的宗教场所有哪些？请全部列出。', [s['name'] for s in site if s['religion'] == '伊斯兰教'], 'list')

add('温州市的天主教场所有多少处？', str(sum(1 for s in site if s['city'] == '温州市' and s['religion'] == '天主教')), 'count')

a = sum(1 for s in site if s['city'] == '台州市' and s['religiousType'] == '正一派')
b = sum(1 for s in site if s['city'] == '台州市' and s['religiousType'] == '全真教')
add('台州市的道教场所里，正一派和全真教哪一派更多？', '正一派' if a > b else '全真教', 'comparison')

add('哪个城市的道教场所数量最多？',
    uniq_max([(n, c) for c, n in Counter(s['city'] for s in site if s['religion'] == '道教' and s['city']).items()]), 'superlative')

add('所属宗教为伊斯兰教的协会有哪些？', [x['name'] for x in assoc if x['religion'] == '伊斯兰教'], 'list')

cc = Counter(s['religion'] for s in school)
add('宗教院校按所属宗教分别有几所？格式“宗教: 数量”。',
    [f'{c}: {n}' for c, n in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))], 'count per group')

add('所有佛教院校的在校学生人数加起来是多少？', str(sum(int(s['studentCount']) for s in school if s['religion'] == '佛教')), 'aggregate')

add('宗教院校的平均学生人数是多少？（四舍五入保留两位小数）',
    r2(Decimal(sum(int(s['studentCount']) for s in school)) / len(school)), 'aggregate')

add('学生人数最多的宗教院校是哪一所？', uniq_max([(int(s['studentCount']), s['name']) for s in school]), 'superlative')

jd = [s for s in site if s['religion'] == '基督教']
add('基督教场所中，类别为“寺观教堂”的占多少百分比？（四舍五入保留两位小数）',
    r2(Decimal(sum(1 for s in jd if s['category'] == '寺观教堂')) * 100 / len(jd)), 'percentage')

a = sum(1 for s in site if s['city'] == '湖州市' and s['religion'] == '佛教')
b = sum(1 for s in site if s['city'] == '嘉兴市' and s['religion'] == '佛教')
add('湖州市和嘉兴市相比，哪个城市的佛教场所更多？', '湖州市' if a > b else '嘉兴市', 'comparison')

add('舟山市各宗教的场所数量分别是多少？格式“宗教: 数量”。',
    [f'{c}: {n}' for c, n in sorted(Counter(s['religion'] for s in site if s['city'] == '舟山市').items(), key=lambda kv: (-kv[1], kv[0]))],
    'count per group')

r = one(site, name='杭州抱朴道院')
add('杭州抱朴道院属于道教的哪一派？', r['religiousType'], 'property')

add('丽水市有没有伊斯兰教的宗教场所？', '是' if any(s['city'] == '丽水市' and s['religion'] == '伊斯兰教' for s in site) else '否', 'boolean')
add('那湖州市有没有伊斯兰教的宗教场所？', '是' if any(s['city'] == '湖州市' and s['religion'] == '伊斯兰教' for s in site) else '否', 'boolean')

a = sum(1 for x in assoc if x['city'] == '温州市' and x['religion'] == '基督教')
add('温州市所属宗教为基督教的协会（宗教团体）有多少个？', str(a), 'count')

add('浙江神学院的教师人数是多少？', one(school, name='浙江神学院')['teacherCount'], 'property')

# ---------------- checks & output ----------------
assert len(Q) == 80, len(Q)
langs = Counter(q['lang'] for q in Q)
assert langs == {'zh': 65, 'en': 15}, langs
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': f'affairqa-r92-{i:02d}', **q})
dst = os.path.join(os.path.dirname(HERE), 'r92-affairqa.json')
with open(dst, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(dst, len(out), dict(langs))
