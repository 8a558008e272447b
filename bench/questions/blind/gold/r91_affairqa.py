"""Blind held-out question set r91 for AffairQA (Zhejiang government-affairs tables).

Personas
  1. 民政局社会组织登记科科员 (zh) - 协会: registrationTime, category, city, religion,
     registrationCertificateNumber, postalCode, county.
  2. 交通运输局规划员 (zh) - 加油站: county, level, operationSubject, legalRepresentative,
     isMajorDangerSource, buildTime, totalDesignStorage, businessLicense; joined to
     许可证 (name, effectiveDate, invalidDate) via 加油站.businessLicense = 许可证.name;
     行政区 (name, label, id) for county codes.
  3. American architecture student (en) - 宗教场所: name, city, religion, religiousType,
     buildingArea, approvalDate, category; 旅游景点: name, level, city.
  4. 医院等级评审专家 (zh) - 医疗机构: name, category, level, servicePopulation, phoneNumber.
  5. 宗教院校校友会干事 (zh) - 学校: studentCount, teacherCount, professorCount,
     establishmentDate, approvalLevel, approvalScale, schoolSystem, city, religion.

Readings avoided and why
  - 协会.county mixes county names with 6-digit codes (e.g. 330101) -> never ask by county
    for associations; use city instead.
  - 协会.registrationTime has 1900/1/1-style placeholders and empties -> excluded from every
    earliest/window question (only years >= 1901 counted); registrationCertificateNumber is
    often empty or a bare number -> only asked for rows with a proper certificate string.
  - 加油站.buildTime has 1899-12-30 placeholders; businessLicenseNumber has 9.13E+17 mangled
    codes and "无" -> never used; employeeCount has many 0 placeholders -> not summed;
    several stations share one licence string -> only per-station licence look-ups;
    杭州富阳江润加气站有限公司's licence runs to 2044/6/6 (implausible) -> not asked.
    County "北仓区" (1 row) is a typo of 北仑区 -> the 北仑区 count question asks explicitly
    for rows whose county cell reads "北仑区" (gold 11, excluding the typo row).
  - 行政区 repeats rows (same name+id many times) and reuses names across provinces
    (普陀区 = Shanghai 310107 and Zhoushan) -> no row counts; code questions only where all
    rows with that name share one id (and vice versa).
  - 学校.county for 中国佛学院普陀山学院 is 310107 (a Shanghai code) -> not asked;
    professorCount/employeeCount/approvalScale have empties -> aggregates only over the
    filled column studentCount/teacherCount, superlatives checked for ties.
  - 旅游景点 holds near-duplicate spots (南湖旅游区 / 嘉兴市南湖旅游区) -> no counts or lists
    of spots by city+level except where the set is tiny and checked; property questions on
    single named spots instead.
  - 医疗机构 addresses/phones sometimes merged with a stray quote -> phone asked only for
    clean rows; servicePopulation mostly empty -> only asked where filled.
  - 宗教场所 buildingArea zero/empty and approvalDate placeholders -> filtered out; names are
    unique in the table (checked).
"""
import csv, json, os, collections
from decimal import Decimal, ROUND_HALF_UP
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        p = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('sources folder not found')
        d = nd


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


GAS, MED, ASSOC, SCH, REL, SCEN, ADM, LIC = (load(n) for n in
    ['加油站', '医疗机构', '协会', '学校', '宗教场所', '旅游景点', '行政区', '许可证'])


def by_name(rows):
    c = collections.Counter(r['name'] for r in rows)
    return {r['name']: r for r in rows if c[r['name']] == 1}


G, M, A, S, R, T, L = map(by_name, [GAS, MED, ASSOC, SCH, REL, SCEN, LIC])


def row(tbl, name):
    assert name in tbl, name
    return tbl[name]


def pdate(s):
    s = s.strip()
    if not s:
        return None
    s = s.replace('-', '/')
    y, m, d = (int(x) for x in s.split('/'))
    if y <= 1900:
        return None  # placeholder
    return date(y, m, d)


def iso(s):
    d = pdate(s)
    assert d, s
    return d.isoformat()


def dans(s):
    """date answer: the CSV string plus ISO form."""
    out = [s]
    if iso(s) != s:
        out.append(iso(s))
    return out


def num(s):
    s = s.strip()
    return Decimal(s) if s else None


def fmt(d, places=None):
    if places is not None:
        return str(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    d = d.normalize()
    s = format(d, 'f')
    return s


def top_unique(items, key, reverse=True):
    items = sorted(items, key=key, reverse=reverse)
    assert len(items) >= 2 and key(items[0]) != key(items[1]), 'tie'
    return items[0]


Q = []


def q(lang, shape, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


def yn(b, lang):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


# ---------------- Persona 1: 社会组织登记科科员 (协会) ----------------
r = row(A, '萧山区佛教协会')
q('zh', 'property', '我在核对登记台账，麻烦查一下“萧山区佛教协会”的社会团体登记证号是多少？', r['registrationCertificateNumber'])
r = row(A, '东阳市天主教爱国会')
q('zh', 'date', '东阳市天主教爱国会是哪一天登记的？请给出具体日期。', dans(r['registrationTime']))
prov = sorted(x['name'] for x in ASSOC if x['category'] == '省团体')
q('zh', 'list', '科里要做省级团体专项检查，请把类别为“省团体”的协会全部列出来。', prov)
n = sum(1 for x in ASSOC if x['city'] == '温州市' and x['religion'] == '基督教')
q('zh', 'count', '温州市登记的基督教协会（所属宗教为基督教）一共有多少家？只要数字。', str(n))
n = sum(1 for x in ASSOC if x['category'] == '市团体' and x['religion'] == '道教')
q('zh', 'count', '类别是“市团体”、所属宗教为道教的协会有几家？', str(n))
valid = [x for x in ASSOC if pdate(x['registrationTime'])]
e = top_unique(valid, key=lambda x: pdate(x['registrationTime']), reverse=False)
q('zh', 'superlative', '不算1900年那种占位日期，登记时间最早的协会是哪一家？', e['name'])
lst = sorted(x['name'] for x in valid if pdate(x['registrationTime']).year == 2021)
q('zh', 'list', '2021年内新登记的协会有哪些？请全部列出。', lst)
isl = sorted(x['name'] for x in ASSOC if x['religion'] == '伊斯兰教')
q('zh', 'list', '所属宗教为伊斯兰教的协会都有哪些？', isl)
r = row(A, '宁波市伊斯兰教协会')
q('zh', 'boolean', '顺便确认一下：宁波市伊斯兰教协会的类别是不是“市团体”？回答是或否。', yn(r['category'] == '市团体', 'zh'))
a1, a2 = row(A, '乐清市基督教三自爱国运动委员会'), row(A, '缙云县佛教协会')
first = a1 if pdate(a1['registrationTime']) < pdate(a2['registrationTime']) else a2
q('zh', 'comparison', '乐清市基督教三自爱国运动委员会和缙云县佛教协会，哪一家登记得更早？', first['name'])
r = row(A, '开化县佛教协会')
q('zh', 'property', '开化县佛教协会属于哪个设区市？', r['city'])
n = sum(1 for x in ASSOC if x['city'] == '舟山市' and x['category'] == '县团体')
q('zh', 'count', '舟山市的协会里，类别为“县团体”的有多少家？', str(n))
c = collections.Counter(x['religion'] for x in ASSOC if x['city'] == '丽水市' and x['religion'])
(top, tc), (_, sc) = c.most_common(2)
assert tc != sc
q('zh', 'superlative', '在丽水市的协会中，哪个宗教的协会数量最多？', top)
r = row(A, '萧山区佛教协会')
q('zh', 'property', '萧山区佛教协会登记的邮政编码是多少？', r['postalCode'])
n = sum(1 for x in valid if date(2000, 1, 1) <= pdate(x['registrationTime']) <= date(2009, 12, 31) and x['city'] == '台州市')
q('zh', 'count', '台州市的协会中，登记时间在2000年1月1日至2009年12月31日（含首尾）之间的有几家？', str(n))
r = row(A, '浙江省伊斯兰教协会')
q('zh', 'property', '浙江省伊斯兰教协会的登记证号？我这边只要证号本身。', r['registrationCertificateNumber'])

# ---------------- Persona 2: 交通运输局规划员 (加油站) ----------------
n = sum(1 for x in GAS if x['county'] == '北仑区')
q('zh', 'count', '做站点布局规划用：加油站表里所在县区填“北仑区”的站点有几个？', str(n))
n = sum(1 for x in GAS if x['county'] == '鄞州区' and x['level'] == '三级')
q('zh', 'count', '鄞州区的三级加油站有多少个？', str(n))
lst = sorted(x['name'] for x in GAS if x['county'] == '柯城区')
q('zh', 'list', '请列出所在县区为柯城区的全部加油站名称。', lst)
r = row(G, '中海油浙江新能源有限公司集运加气站')
q('zh', 'property', '中海油浙江新能源有限公司集运加气站的运营主体是谁？', r['operationSubject'])
lst = sorted(x['name'] for x in GAS if x['isMajorDangerSource'] == '是')
q('zh', 'list', '安全评估需要：哪些加油站构成重大危险源？请完整列出。', lst)
r = row(G, '宁波新奥燃气有限公司福庆南路CNG加气站')
l = row(L, r['businessLicense'])
q('zh', 'date', '宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证什么时候失效？', dans(l['invalidDate']))
r = row(G, '临海市远洲江南加油站有限公司')
l = row(L, r['businessLicense'])
q('zh', 'date', '临海市远洲江南加油站有限公司持有的经营许可证生效日期是哪天？', dans(l['effectiveDate']))
vg = [x for x in GAS if pdate(x['buildTime'])]
e = top_unique(vg, key=lambda x: pdate(x['buildTime']), reverse=False)
q('zh', 'superlative', '排除1899-12-30这类无效日期后，成立日期最早的加油站是哪家？', e['name'])
e = top_unique([x for x in GAS if x['totalDesignStorage']], key=lambda x: Decimal(x['totalDesignStorage']))
q('zh', 'superlative', '总设计储量最大的加油站是哪一个？', e['name'])
def adm_code(name):
    ids = {x['id'] for x in ADM if x['name'] == name}
    assert len(ids) == 1, (name, ids)
    return ids.pop()


q('zh', 'property', '行政区表里“桐庐县”的行政区划代码是多少？', adm_code('桐庐县'))
r = row(G, '嘉兴市加油加气站有限公司东栅站')
q('zh', 'property', '嘉兴市加油加气站有限公司东栅站所在县区的行政区划代码是多少？（先查所在县区，再查行政区代码）',
  adm_code(r['county']))
n = sum(1 for x in GAS if x['operationSubject'] == '中石化' and x['level'] == '二级')
q('zh', 'count', '运营主体为“中石化”且级别为二级的加油站有几个？', str(n))
r = row(G, '宁波新奥燃气有限公司')
q('zh', 'property', '宁波新奥燃气有限公司的法定代表人是谁？', r['legalRepresentative'])
r = row(G, '天台华润燃气有限公司')
q('zh', 'boolean', '天台华润燃气有限公司是否构成重大危险源？请答是或否。', yn(r['isMajorDangerSource'] == '是', 'zh'))
n = sum(1 for x in vg if pdate(x['buildTime']).year == 2014)
q('zh', 'count', '成立日期在2014年的加油站一共有多少个？', str(n))
r = row(G, '宁波新奥燃气有限公司')
l = row(L, r['businessLicense'])
q('zh', 'aggregate', '宁波新奥燃气有限公司的经营许可证从生效到失效跨越多少天？（失效日期减生效日期）',
  str((pdate(l['invalidDate']) - pdate(l['effectiveDate'])).days))
names = {x['name'] for x in ADM if x['id'] == '330781'}
assert len(names) == 1
q('zh', 'property', '规划图上有个代码330781，对应的是哪个行政区？', names.pop())

# ---------------- Persona 3: American architecture student (en) ----------------
r = row(R, '杭州清真寺')
q('en', 'property', "For my studio project on mosques: what's the building area recorded for 杭州清真寺? Just the number please.", fmt(num(r['buildingArea'])))
isl = [x for x in REL if x['religion'] == '伊斯兰教' and num(x['buildingArea'])]
avg = sum(num(x['buildingArea']) for x in isl) / len(isl)
q('en', 'aggregate', 'What is the average building area of all Islamic (伊斯兰教) religious sites, excluding empty or zero values? Round half-up to 2 decimals.', fmt(avg, 2))
r = row(R, '建德市慧华寺')
q('en', 'date', 'When was 建德市慧华寺 approved? I need the approval date.', dans(r['approvalDate']))
jx = [x for x in REL if x['religion'] == '天主教' and x['city'] == '嘉兴市' and num(x['buildingArea'])]
e = top_unique(jx, key=lambda x: num(x['buildingArea']))
q('en', 'superlative', 'Among Catholic (天主教) sites in 嘉兴市, which one has the largest building area?', e['name'])
n = sum(1 for x in REL if x['religiousType'] == '全真教' and x['city'] == '杭州市')
q('en', 'count', 'How many Quanzhen (全真教) Taoist sites are listed in 杭州市?', str(n))
lst = sorted(x['name'] for x in REL if x['religiousType'] == '全真教' and x['city'] == '杭州市')
q('en', 'list', 'Could you list the names of those Quanzhen (全真教) sites in 杭州市?', lst)
a1, a2 = row(R, '宁波市清真寺'), row(R, '嘉兴市清真寺')
big = a1 if num(a1['buildingArea']) > num(a2['buildingArea']) else a2
assert num(a1['buildingArea']) != num(a2['buildingArea'])
q('en', 'comparison', 'Which has the bigger building area: 宁波市清真寺 or 嘉兴市清真寺?', big['name'])
r = row(R, '衢州清真寺')
q('en', 'property', 'Is 衢州清真寺 classified as a 寺观教堂 or a 固定处所? Give the category.', r['category'])
r = row(R, '建德市慧华寺')
q('en', 'property', 'What religious type (religiousType) is recorded for 建德市慧华寺?', r['religiousType'])
s = sum(num(x['buildingArea']) for x in isl)
q('en', 'aggregate', 'Total building area of all Islamic (伊斯兰教) sites combined? Give it exactly as summed, no rounding.', fmt(s))
r = row(T, '江山最美碗窑景区')
q('en', 'property', "What's the A-level rating of the scenic spot 江山最美碗窑景区?", r['level'])
r = row(T, '乌镇景区')
q('en', 'boolean', 'Quick check: is 乌镇景区 rated AAAAA? yes or no.', yn(r['level'] == 'AAAAA', 'en'))
lst = sorted(x['name'] for x in SCEN if x['level'] == 'A' and x['city'] == '绍兴市')
assert len(lst) == 1
q('en', 'list', 'Which scenic spot(s) in 绍兴市 carry only a single-A (A) rating?', lst)
r = row(T, '瓯海生命健康小镇景区')
q('en', 'property', 'Which city is the scenic spot 瓯海生命健康小镇景区 in?', r['city'])
n = sum(1 for x in REL if x['city'] == '舟山市' and x['religion'] == '天主教')
q('en', 'count', 'How many Catholic (天主教) religious sites does 舟山市 have in the table?', str(n))

# ---------------- Persona 4: 医院等级评审专家 (医疗机构) ----------------
n = sum(1 for x in MED if x['category'] == '医院' and x['level'] == '三级')
q('zh', 'count', '评审前摸底：类别为“医院”、级别为三级的医疗机构共有多少家？', str(n))
n = sum(1 for x in MED if x['category'] == '医院' and x['level'] == '二级')
q('zh', 'count', '类别为“医院”且级别为二级的有几家？', str(n))
lst = sorted(x['name'] for x in MED if x['category'] == '门诊部诊所医务室村卫生室' and x['level'] == '二级')
q('zh', 'list', '门诊部诊所医务室村卫生室这一类里，居然有定为二级的，请把这些机构列出来。', lst)
lst = sorted(x['name'] for x in MED if x['category'] == '卫生院')
q('zh', 'list', '类别为“卫生院”的医疗机构是哪家？', lst)
r = row(M, '浙江省肿瘤医院')
q('zh', 'property', '浙江省肿瘤医院的评定级别是几级？', r['level'])
r = row(M, '杭州中兴医院')
q('zh', 'property', '杭州中兴医院的服务人群登记的是什么？', r['servicePopulation'])
n = sum(1 for x in MED if x['servicePopulation'].strip())
q('zh', 'count', '有多少家医疗机构填写了服务人群？', str(n))
n = sum(1 for x in MED if x['category'] == '社区卫生服务中心')
q('zh', 'count', '社区卫生服务中心类别的机构一共几家？', str(n))
lst = sorted(x['name'] for x in MED if x['category'] == '社区卫生服务中心' and x['level'] not in ('社区',))
q('zh', 'list', '社区卫生服务中心中，级别不是“社区”的有哪些？请逐一列出。', lst)
r = row(M, '浙江省肿瘤医院')
q('zh', 'property', '浙江省肿瘤医院登记的联系电话是多少？', r['phoneNumber'])
r = row(M, '杭州整形医院')
q('zh', 'boolean', '杭州整形医院是三级医院吗？请回答是或否。', yn(r['level'] == '三级' and r['category'] == '医院', 'zh'))
r = row(M, '杭州锦医堂中医门诊部')
q('zh', 'property', '杭州锦医堂中医门诊部属于哪个类别？', r['category'])
n = sum(1 for x in MED if x['level'] == '三级' and '中医' in x['name'])
q('zh', 'count', '名称中含“中医”二字的三级医疗机构有几家？', str(n))
lst = sorted(x['name'] for x in MED if x['level'] == '三级' and '萧山' in x['name'])
q('zh', 'list', '名称里带“萧山”的三级医疗机构有哪些？', lst)
c = collections.Counter(x['category'] for x in MED)
(top, tc), (_, sc) = c.most_common(2)
assert tc != sc
q('zh', 'superlative', '医疗机构表中，哪个类别的机构数量最多？', top)

# ---------------- Persona 5: 宗教院校校友会干事 (学校) ----------------
r = row(S, '浙江神学院')
q('zh', 'property', '校友会在整理母校资料：浙江神学院现在在校学生有多少人？', r['studentCount'])
r = row(S, '浙江道教学院')
q('zh', 'property', '浙江道教学院的教师人数是多少？', r['teacherCount'])
r = row(S, '中国佛学院普陀山学院')
q('zh', 'date', '中国佛学院普陀山学院的成立日期是哪天？', dans(r['establishmentDate']))
r = row(S, '浙江慈云佛学院')
q('zh', 'property', '浙江慈云佛学院的批准层次是什么？', r['approvalLevel'])
tot = sum(int(x['studentCount']) for x in SCH)
assert all(x['studentCount'] for x in SCH)
q('zh', 'aggregate', '学校表里所有宗教院校的学生人数加起来一共多少？', str(tot))
assert all(x['teacherCount'] for x in SCH)
avg = Decimal(sum(int(x['teacherCount']) for x in SCH)) / len(SCH)
q('zh', 'aggregate', '全部宗教院校的平均教师人数是多少？请按四舍五入(ROUND_HALF_UP)保留两位小数。', fmt(avg, 2))
e = top_unique(SCH, key=lambda x: int(x['studentCount']))
q('zh', 'superlative', '学生人数最多的是哪所学校？', e['name'])
e = top_unique(SCH, key=lambda x: pdate(x['establishmentDate']), reverse=False)
q('zh', 'superlative', '成立时间最早的宗教院校是哪一所？', e['name'])
lst = sorted(x['name'] for x in SCH if x['city'] == '台州市')
q('zh', 'list', '位于台州市的宗教院校有哪几所？', lst)
n = sum(1 for x in SCH if x['approvalLevel'] == '高等(本科及以上)')
q('zh', 'count', '批准层次为“高等(本科及以上)”的学校有几所？', str(n))
a1, a2 = row(S, '浙江佛学院温州佛学院'), row(S, '浙江佛学院雪窦山弥勒佛学院')
assert a1['studentCount'] != a2['studentCount']
big = a1 if int(a1['studentCount']) > int(a2['studentCount']) else a2
q('zh', 'comparison', '浙江佛学院温州佛学院和浙江佛学院雪窦山弥勒佛学院，哪个学生更多？', big['name'])
lst = sorted(x['name'] for x in SCH if pdate(x['establishmentDate']).year == 2016)
q('zh', 'list', '2016年成立的学校有哪些？麻烦全部列一下。', lst)
r = row(S, '浙江佛学院')
q('zh', 'boolean', '浙江佛学院的在校学生人数是否已经低于批准规模？回答是或否。', yn(int(r['studentCount']) < int(r['approvalScale']), 'zh'))
pf = [x for x in SCH if x['professorCount']]
e = top_unique(pf, key=lambda x: int(x['professorCount']))
q('zh', 'superlative', '在填写了教授人数的学校里，教授人数最多的是哪所？', e['name'])
r = row(S, '杭州佛学院')
q('zh', 'aggregate', '杭州佛学院的学生人数与教师人数之比是多少？（学生数÷教师数，四舍五入保留两位小数）',
  fmt(Decimal(r['studentCount']) / Decimal(r['teacherCount']), 2))
lst = sorted(x['name'] for x in SCH if x['religion'] != '佛教')
q('zh', 'list', '不属于佛教的宗教院校有哪些？', lst)
r = row(S, '浙江佛学院天台宗佛学院')
q('zh', 'property', '浙江佛学院天台宗佛学院的学制是怎么登记的？', r['schoolSystem'])

# ---------------- checks and output ----------------
assert len(Q) == 80, len(Q)
langs = collections.Counter(x['lang'] for x in Q)
assert langs['zh'] == 65 and langs['en'] == 15, langs
out = []
for i, x in enumerate(Q, 1):
    out.append({'id': 'affairqa-r91-%02d' % i, **x})
dst = os.path.join(os.path.dirname(HERE), 'r91-affairqa.json')
with open(dst, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(dst, len(out), dict(langs))
