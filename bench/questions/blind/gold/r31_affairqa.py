#!/usr/bin/env python3
"""Gold answers for affairqa r31 held-out questions, computed from the raw CSVs."""
import csv, json, os, re, collections
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    for _ in range(8):
        for cand in (os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources'),
                     os.path.join(d, 'datasets', 'kag-affairqa', 'sources')):
            if os.path.isdir(cand):
                return cand
        d = os.path.dirname(d)
    return '/work/shared/datasets/kag-affairqa/sources'


SRC = find_sources()
OUT = os.path.normpath(os.path.join(HERE, '..', 'r31-affairqa.json'))


def load(name):
    with open(os.path.join(SRC, name), encoding='utf-8-sig', newline='') as fh:
        rows = list(csv.reader(fh))
    hdr = rows[0]
    names, seen = [], collections.Counter()
    for h in hdr:
        seen[h] += 1
        names.append(h if seen[h] == 1 else '%s_%d' % (h, seen[h]))
    out = []
    for r in rows[1:]:
        if not any(c.strip() for c in r):
            continue
        out.append({names[i]: (r[i] if i < len(r) else '') for i in range(len(names))})
    return out


GAS = load('加油站.csv')
MED = load('医疗机构.csv')
ASSOC = load('协会.csv')
SCHOOL = load('学校.csv')
REL = load('宗教场所.csv')
GOV = load('政府机构.csv')
SCENIC = load('旅游景点.csv')
TRAVEL = load('旅行社.csv')   # licenseNumber (浙旅许可...) and licenseNumber_2 (L-ZJ...)
REGION = load('行政区.csv')
LIC = load('许可证.csv')

LIC_BY = {r['name']: r for r in LIC}
PLACEHOLDER = {'1899-12-30', '1900/1/1', '1900-01-01'}


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def pdate(s):
    s = (s or '').strip()
    if not s or s in PLACEHOLDER:
        return None
    m = re.fullmatch(r'(\d{4})[/-](\d{1,2})[/-](\d{1,2})', s)
    if not m:
        return None
    return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))


def num(s):
    s = (s or '').strip()
    return float(s) if re.fullmatch(r'-?\d+(\.\d+)?', s) else None


def fmt(x):
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ('%.2f' % x).rstrip('0').rstrip('.')
    return str(x)


def region_code(name):
    codes = {r['id'] for r in REGION if r['name'] == name and r['label'] == '县级行政区'}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def argmax(rows, key, reverse=False):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = (min if reverse else max)(v for v, _ in vals)
    return [r for v, r in vals if v == best]


AS_OF = date(2023, 10, 15)
Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, (str, int, float)):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------- property (18) ----------------
add('property', 'zh', '中海油浙江新能源有限公司集运加气站有多少名职工？',
    one(GAS, name='中海油浙江新能源有限公司集运加气站')['employeeCount'])
add('property', 'en', 'Who is the legal representative of the gas station 宁波新奥燃气有限公司福庆南路CNG加气站?',
    one(GAS, name='宁波新奥燃气有限公司福庆南路CNG加气站')['legalRepresentative'])
add('property', 'zh', '天台华润燃气有限公司的总设计储量是多少？',
    one(GAS, name='天台华润燃气有限公司')['totalDesignStorage'])
add('property', 'zh', '浙江省肿瘤医院的联系电话是多少？',
    one(MED, name='浙江省肿瘤医院')['phoneNumber'])
add('property', 'zh', '宁波博物馆景区是几A级景区？',
    one(SCENIC, name='宁波博物馆景区')['level'])
add('property', 'zh', '浙江邮电旅行社有限公司能做哪些业务？它的业务范围是什么？',
    one(TRAVEL, name='浙江邮电旅行社有限公司')['businessScope'])
add('property', 'en', 'What English name is recorded for the travel agency 浙江邮电旅行社有限公司?',
    one(TRAVEL, name='浙江邮电旅行社有限公司')['englishName'])
add('property', 'zh', '萧山区佛教协会的社团登记证号是多少？',
    one(ASSOC, name='萧山区佛教协会')['registrationCertificateNumber'])
add('property', 'zh', '东阳市天主教爱国会是哪天登记的？',
    one(ASSOC, name='东阳市天主教爱国会')['registrationTime'])
add('property', 'zh', '建德市慧华寺的占地面积是多少？',
    one(REL, name='建德市慧华寺')['area'])
add('property', 'zh', '宁波江北延生禅寺属于哪个宗教派别？',
    one(REL, name='宁波江北延生禅寺')['religiousType'])
add('property', 'zh', '浙江佛学院现在有多少在校生？',
    one(SCHOOL, name='浙江佛学院')['studentCount'])
add('property', 'en', 'What is the length of study (school system, 学制) at 杭州佛学院?',
    one(SCHOOL, name='杭州佛学院')['schoolSystem'])
add('property', 'zh', '许可证浙201801010002J什么时候到期？',
    one(LIC, name='浙201801010002J')['invalidDate'])
add('property', 'zh', '余姚市的行政区划代码是多少？', region_code('余姚市'))
add('property', 'zh', '建德中国旅行社有限公司的传真号码是多少？',
    one(TRAVEL, name='建德中国旅行社有限公司')['faxNumber'])
add('property', 'en', 'What grade (level) is the hospital 杭州市西溪医院?',
    one(MED, name='杭州市西溪医院')['level'])
add('property', 'zh', '浙江道教学院有几位专职教师？',
    one(SCHOOL, name='浙江道教学院')['professorCount'])

# ---------------- aggregate (13) ----------------
add('aggregate', 'zh', '构成重大危险源的加油站一共有几个？',
    len([g for g in GAS if g['isMajorDangerSource'] == '是']))
_emp = [num(g['employeeCount']) for g in GAS if g['county'] == '鄞州区']
assert _emp and all(e is not None for e in _emp)
add('aggregate', 'zh', '鄞州区的加油站职工人数加起来一共多少人？', sum(_emp))
add('aggregate', 'zh', '浙江省内伊斯兰教的宗教场所有几处？',
    len([r for r in REL if r['religion'] == '伊斯兰教']))
add('aggregate', 'zh', '乐清市登记的佛教活动场所有多少个？',
    len([r for r in REL if r['county'] == '乐清市' and r['religion'] == '佛教']))
add('aggregate', 'zh', '所在城市是台州市的宗教协会一共有多少个？',
    len([a for a in ASSOC if a['city'] == '台州市']))
stu = [num(s['studentCount']) for s in SCHOOL if num(s['studentCount']) is not None]
assert len(stu) == len(SCHOOL)
add('aggregate', 'en', 'On average, how many students are enrolled per religious school in the table?',
    round(sum(stu) / len(stu), 2))
add('aggregate', 'zh', '舟山市一共有多少家旅行社？',
    len([t for t in TRAVEL if t['city'] == '舟山市']))
add('aggregate', 'zh', '业务范围里提到出境业务（出境组团或出境旅游）的旅行社有多少家？',
    len([t for t in TRAVEL if '出境' in t['businessScope']]))
add('aggregate', 'zh', '运营主体是中海油的加气站有几座？',
    len([g for g in GAS if g['operationSubject'] == '中海油']))
add('aggregate', 'zh', '级别为三级的医院有多少家？',
    len([m for m in MED if m['category'] == '医院' and m['level'] == '三级']))
add('aggregate', 'en', 'How many gas stations are rated level one (一级)?',
    len([g for g in GAS if g['level'] == '一级']))
add('aggregate', 'zh', '温州市的基督教场所里，类别为寺观教堂的有多少处？',
    len([r for r in REL if r['city'] == '温州市' and r['religion'] == '基督教' and r['category'] == '寺观教堂']))
add('aggregate', 'zh', '台州市的宗教院校加起来一共有多少在校学生？',
    sum(num(s['studentCount']) for s in SCHOOL if s['city'] == '台州市'))

# ---------------- relation_hop (10) ----------------
def gas_lic(name, field):
    g = one(GAS, name=name)
    return LIC_BY[g['businessLicense']][field]

add('relation_hop', 'zh', '嘉兴市加油加气站有限公司乍浦站的经营许可证什么时候失效？',
    gas_lic('嘉兴市加油加气站有限公司乍浦站', 'invalidDate'))
add('relation_hop', 'zh', '宁波市汽车燃气有限公司丽园北路加气站持有的燃气经营许可证是哪天生效的？',
    gas_lic('宁波市汽车燃气有限公司丽园北路加气站', 'effectiveDate'))
add('relation_hop', 'zh', '杭州杭钢亚盛天然气有限公司所在区县的行政区划代码是多少？',
    region_code(one(GAS, name='杭州杭钢亚盛天然气有限公司')['county']))
add('relation_hop', 'en', 'What is the administrative division code of the district where 浙江神学院 is located?',
    region_code(one(SCHOOL, name='浙江神学院')['county']))
add('relation_hop', 'zh', '杭州清真寺所在的区，行政区划代码是多少？',
    region_code(one(REL, name='杭州清真寺')['county']))
add('relation_hop', 'zh', '绍兴金帝天然气有限公司的经营许可证有效期到哪天？',
    gas_lic('绍兴金帝天然气有限公司', 'invalidDate'))
add('relation_hop', 'en', 'When did the gas operating licence held by 温岭市建设燃气有限公司 take effect?',
    gas_lic('温岭市建设燃气有限公司', 'effectiveDate'))
add('relation_hop', 'zh', '浙江慈云佛学院所在县的行政区划代码是多少？',
    region_code(one(SCHOOL, name='浙江慈云佛学院')['county']))
add('relation_hop', 'zh', '萧山区佛教协会所在区的区划代码？',
    region_code(one(ASSOC, name='萧山区佛教协会')['county']))
add('relation_hop', 'zh', '安吉乐途旅行社有限公司在哪个县？这个县的行政区划代码是多少？',
    [one(TRAVEL, name='安吉乐途旅行社有限公司')['county'],
     region_code(one(TRAVEL, name='安吉乐途旅行社有限公司')['county'])])

# ---------------- two_hop (8) ----------------
c = one(SCHOOL, name='浙江佛学院天台宗佛学院')['county']
add('two_hop', 'zh', '浙江佛学院天台宗佛学院所在的县里一共登记了多少处宗教场所？',
    len([r for r in REL if r['county'] == c]))
c = one(GAS, name='宁波新奥燃气有限公司')['county']
add('two_hop', 'zh', '和宁波新奥燃气有限公司在同一个区的加气站还有哪些？',
    [g['name'] for g in GAS if g['county'] == c and g['name'] != '宁波新奥燃气有限公司'])
c = one(SCHOOL, name='浙江慈云佛学院')['county']
add('two_hop', 'zh', '浙江慈云佛学院所在的县有多少家旅行社？',
    len([t for t in TRAVEL if t['county'] == c]))
m = [g for g in GAS if g['legalRepresentative'] == '仲文杰']
assert len(m) == 1
add('two_hop', 'en', 'The gas station whose legal representative is 仲文杰 holds a gas operating licence. When does that licence expire?',
    LIC_BY[m[0]['businessLicense']]['invalidDate'])
m = {g['county'] for g in GAS if g['manager'] == '戚海波'}
assert len(m) == 1
add('two_hop', 'zh', '负责人是戚海波的加气站，所在区县的行政区划代码是多少？', region_code(m.pop()))
c = one(SCHOOL, name='浙江道教学院')['county']
add('two_hop', 'zh', '浙江道教学院所在县有哪些宗教协会？',
    [a['name'] for a in ASSOC if a['county'] == c])
c = one(GAS, name='嘉兴市加油加气站有限公司乍浦站')['county']
add('two_hop', 'zh', '嘉兴市加油加气站有限公司乍浦站所在的县市，有几家旅行社？',
    len([t for t in TRAVEL if t['county'] == c]))
c = one(REL, name='慈溪市海月寺')['county']
add('two_hop', 'zh', '慈溪市海月寺所在的县市里有哪些加油站？',
    [g['name'] for g in GAS if g['county'] == c])

# ---------------- superlative (8) ----------------
add('superlative', 'zh', '职工人数最多的加油站是哪家？',
    [g['name'] for g in argmax(GAS, lambda g: num(g['employeeCount']))])
add('superlative', 'zh', '在校生最多的宗教院校是哪所？',
    [s['name'] for s in argmax(SCHOOL, lambda s: num(s['studentCount']))])
add('superlative', 'en', 'Which religious school in the table was established the earliest?',
    [s['name'] for s in argmax(SCHOOL, lambda s: pdate(s['establishmentDate']), reverse=True)])
add('superlative', 'zh', '伊斯兰教活动场所里，建筑面积最大的是哪一处？',
    [r['name'] for r in argmax([r for r in REL if r['religion'] == '伊斯兰教'], lambda r: num(r['buildingArea']))])
add('superlative', 'zh', '哪家加油站的液化天然气罐总容积最大？（如有并列请全部列出）',
    [g['name'] for g in argmax(GAS, lambda g: num(g['liquidGasCanVolume']))])
cnt = collections.Counter(r['county'] for r in REL if r['county'])
best = max(cnt.values())
add('superlative', 'zh', '宗教场所数量最多的是哪个区县？', [k for k, v in cnt.items() if v == best])
cnt = collections.Counter(t['city'] for t in TRAVEL if t['city'])
best = max(cnt.values())
add('superlative', 'zh', '哪个城市的旅行社最多？', [k for k, v in cnt.items() if v == best])
add('superlative', 'zh', '许可证里失效日期最早的是哪个（或哪几个）？',
    [l['name'] for l in argmax(LIC, lambda l: pdate(l['invalidDate']), reverse=True)])

# ---------------- filter (8) ----------------
add('filter', 'zh', '哪些加油站构成了重大危险源？',
    [g['name'] for g in GAS if g['isMajorDangerSource'] == '是'])
add('filter', 'zh', '列出所有伊斯兰教的宗教场所。',
    [r['name'] for r in REL if r['religion'] == '伊斯兰教'])
add('filter', 'zh', '类别为省团体的宗教协会有哪些？',
    [a['name'] for a in ASSOC if a['category'] == '省团体'])
add('filter', 'en', 'Which religious schools in the table are not Buddhist (佛教)?',
    [s['name'] for s in SCHOOL if s['religion'] and s['religion'] != '佛教'])
add('filter', 'zh', '越城区有哪些加油站？',
    [g['name'] for g in GAS if g['county'] == '越城区'])
add('filter', 'zh', '宁海县有哪些宗教协会？',
    [a['name'] for a in ASSOC if a['county'] == '宁海县'])
add('filter', 'zh', '级别是二级、但类别不是医院的医疗机构有哪些？',
    [m['name'] for m in MED if m['level'] == '二级' and m['category'] != '医院'])
add('filter', 'en', 'List the gas stations whose operator (运营主体) is 中石化杭燃.',
    [g['name'] for g in GAS if g['operationSubject'] == '中石化杭燃'])

# ---------------- comparison (6) ----------------
def more(a, b, ca, cb):
    assert ca != cb, (a, b, ca, cb)
    return a if ca > cb else b

add('comparison', 'zh', '宁波市和温州市，哪个城市的旅行社更多？',
    more('宁波市', '温州市', len([t for t in TRAVEL if t['city'] == '宁波市']),
         len([t for t in TRAVEL if t['city'] == '温州市'])))
d1 = pdate(one(SCHOOL, name='浙江佛学院天台宗佛学院')['establishmentDate'])
d2 = pdate(one(SCHOOL, name='浙江道教学院')['establishmentDate'])
add('comparison', 'zh', '浙江佛学院天台宗佛学院和浙江道教学院，哪个成立得更早？',
    more('浙江道教学院', '浙江佛学院天台宗佛学院', d1, d2))
add('comparison', 'zh', '嘉兴市加油加气站有限公司东栅站和宁波新奥燃气有限公司，哪家的职工更多？',
    more('嘉兴市加油加气站有限公司东栅站', '宁波新奥燃气有限公司',
         num(one(GAS, name='嘉兴市加油加气站有限公司东栅站')['employeeCount']),
         num(one(GAS, name='宁波新奥燃气有限公司')['employeeCount'])))
add('comparison', 'en', 'Which has more registered religious venues, 乐清市 or 瑞安市?',
    more('乐清市', '瑞安市', len([r for r in REL if r['county'] == '乐清市']),
         len([r for r in REL if r['county'] == '瑞安市'])))
d1 = pdate(one(ASSOC, name='萧山区佛教协会')['registrationTime'])
d2 = pdate(one(ASSOC, name='东阳市天主教爱国会')['registrationTime'])
add('comparison', 'zh', '萧山区佛教协会和东阳市天主教爱国会，谁登记得早？',
    more('东阳市天主教爱国会', '萧山区佛教协会', d1, d2))
add('comparison', 'zh', '浙江神学院和杭州佛学院比，哪个教师人数多？',
    more('浙江神学院', '杭州佛学院', num(one(SCHOOL, name='浙江神学院')['teacherCount']),
         num(one(SCHOOL, name='杭州佛学院')['teacherCount'])))

# ---------------- described (5) ----------------
m = [s['name'] for s in SCHOOL if s['address'] == '浙江省台州市天台县白鹤镇山前村']
add('described', 'zh', '地址在浙江省台州市天台县白鹤镇山前村的那所佛学院叫什么？', m)
m = [a['name'] for a in ASSOC if a['phoneNumber'] == '0571-82712139']
assert len(m) == 1
add('described', 'zh', '电话是0571-82712139的宗教团体是哪个？', m)
m = [t['name'] for t in TRAVEL if t['licenseNumber_2'] == 'L-ZJ00385']
assert len(m) == 1
add('described', 'en', 'Which travel agency holds the licence number L-ZJ00385?', m)
m = [x['name'] for x in MED if x['category'] == '卫生院']
assert len(m) == 1
add('described', 'zh', '表里唯一一家类别是“卫生院”的医疗机构是哪家？', m)
m = [g['name'] for g in GAS if g['address'] == '天童南路1601号']
assert len(m) == 1
add('described', 'zh', '开在天童南路1601号的那家燃气公司叫什么名字？', m)

# ---------------- time_window (4) ----------------
lo = date(AS_OF.year - 10, AS_OF.month, AS_OF.day)
add('time_window', 'zh', '截至2023年10月15日，近十年内（2013年10月15日以来）成立的宗教院校有哪些？',
    [s['name'] for s in SCHOOL if pdate(s['establishmentDate']) and lo <= pdate(s['establishmentDate']) <= AS_OF])
add('time_window', 'zh', '生效日期在2017年1月1日到2017年6月30日之间的许可证有多少个？',
    len([l for l in LIC if pdate(l['effectiveDate']) and date(2017, 1, 1) <= pdate(l['effectiveDate']) <= date(2017, 6, 30)]))
add('time_window', 'en', 'Which gas stations were established during 2018 (between 2018-01-01 and 2018-12-31)?',
    [g['name'] for g in GAS if pdate(g['buildTime']) and date(2018, 1, 1) <= pdate(g['buildTime']) <= date(2018, 12, 31)])
lo = date(AS_OF.year - 5, AS_OF.month, AS_OF.day)
add('time_window', 'zh', '以2023年10月15日为准，最近五年内（2018年10月15日以来）登记的温州市宗教场所有多少处？',
    len([r for r in REL if r['city'] == '温州市' and pdate(r['registrationTime']) and lo <= pdate(r['registrationTime']) <= AS_OF]))

# ---------------- output ----------------
want = {'property': 18, 'aggregate': 13, 'relation_hop': 10, 'two_hop': 8, 'superlative': 8,
        'filter': 8, 'comparison': 6, 'described': 5, 'time_window': 4}
got = collections.Counter(q['shape'] for q in Q)
assert got == collections.Counter(want), got
assert len(Q) == 80
assert sum(q['lang'] == 'en' for q in Q) == 15, sum(q['lang'] == 'en' for q in Q)
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r31-%02d' % i, 'question': q['question'], 'answer': q['answer'],
                'shape': q['shape'], 'lang': q['lang']})
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
print('wrote', OUT, len(out))
