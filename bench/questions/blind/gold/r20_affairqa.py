#!/usr/bin/env python3
"""Gold answers for the r20 AffairQA held-out questions.

Computes every answer with the csv module over the raw KAG AffairQA tables in
/work/shared/datasets/kag-affairqa/sources and writes
/work/main/bench/questions/blind/r20-affairqa.json.
"""
import csv
import datetime
import json
import os
from collections import Counter

SRC = '/work/shared/datasets/kag-affairqa/sources/'
OUT = '/work/main/bench/questions/blind/r20-affairqa.json'
REF = datetime.date(2023, 10, 15)
PLACEHOLDERS = {'', '市辖区', '1900/1/1', '1899-12-30', '无', '713000000000000000', '513000000000000000'}


def load(name):
    """Rows of one table as dicts; a repeated header gets a '2' suffix."""
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as fh:
        reader = csv.reader(fh)
        header = next(reader)
        rows = []
        for raw in reader:
            d = {}
            for i, col in enumerate(header):
                key = col if col not in d else col + '2'
                d[key] = raw[i] if i < len(raw) else ''
            rows.append(d)
    return rows


GS = load('加油站')
MI = load('医疗机构')
AS = load('协会')
SC = load('学校')
RS = load('宗教场所')
GOV = load('政府机构')
TA = load('旅游景点')
TR = load('旅行社')
AR = load('行政区')
LI = load('许可证')


def row(table, name):
    hits = [r for r in table if r['name'] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def v(r, col):
    x = r[col].strip()
    assert x not in PLACEHOLDERS, (r['name'], col, x)
    assert not x.startswith('zj-') and not x.startswith('ZJ-'), (r['name'], col, x)
    return x


def where(table, **cond):
    out = []
    for r in table:
        if all((c(r[k]) if callable(c) else r[k] == c) for k, c in cond.items()):
            out.append(r)
    return out


def only(rows):
    assert len(rows) == 1, [r['name'] for r in rows]
    return rows[0]


def num(x):
    return float(x)


def fmt(x):
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return ('%.4f' % x).rstrip('0').rstrip('.')


def date(x):
    x = x.strip()
    assert x not in PLACEHOLDERS, x
    y, m, d = x.replace('-', '/').split('/')
    return datetime.date(int(y), int(m), int(d))


def years_back(n):
    return REF.replace(year=REF.year - n)


def argbest(rows, key, biggest=True):
    vals = [(key(r), r) for r in rows]
    best = max(k for k, _ in vals) if biggest else min(k for k, _ in vals)
    winners = [r for k, r in vals if k == best]
    assert len(winners) == 1, [r['name'] for r in winners]
    # the runner-up must differ (no tie)
    return winners[0]


def names(rows):
    out = [r['name'] for r in rows]
    assert out and len(out) == len(set(out)) and len(out) <= 10, out
    return out


def licence_of(station):
    lic = v(station, 'businessLicense')
    assert not lic.startswith('zj-')
    return row(LI, lic)


def region_code(county):
    ids = {r['id'] for r in AR if r['name'] == county}
    assert len(ids) == 1 and '' not in ids, (county, ids)
    return ids.pop()


def same_legal_rep_agency(name):
    me = row(TR, name)
    rep = me['legalRepresentative']
    assert rep
    others = [r for r in TR if r['legalRepresentative'] == rep and r['name'] != name]
    return only(others)


def same_principal_school(name):
    me = row(SC, name)
    p = me['principal']
    assert p
    return only([r for r in SC if r['principal'] == p and r['name'] != name])


def association_in(county, religion_word, name_filter=None):
    hits = [a for a in AS if a['county'] == county and a['religion'] == religion_word]
    if name_filter:
        hits = [a for a in hits if name_filter(a['name'])]
    return only(hits)


Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) == len(set(answer)), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------------------------------------------------------- property (18)
add('property', 'zh', '杭州灵隐寺的建筑面积是多少？', v(row(RS, '杭州灵隐寺'), 'buildingArea'))
add('property', 'zh', '宁波天童禅寺占地多大？', v(row(RS, '宁波天童禅寺'), 'area'))
add('property', 'zh', '杭州抱朴道院是哪一天批准设立的？', v(row(RS, '杭州抱朴道院'), 'approvalDate'))
add('property', 'zh', '浙江慈云佛学院实行的是什么学制？', v(row(SC, '浙江慈云佛学院'), 'schoolSystem'))
add('property', 'zh', '浙江道教学院有几位专职教师', v(row(SC, '浙江道教学院'), 'professorCount'))
add('property', 'zh', '宁波新捷公运天然气有限公司的职工人数是多少？', v(row(GS, '宁波新捷公运天然气有限公司'), 'employeeCount'))
add('property', 'zh', '天台华润燃气有限公司的总设计储量', v(row(GS, '天台华润燃气有限公司'), 'totalDesignStorage'))
add('property', 'zh', '请问浙江邮电旅行社有限公司的传真号码是多少？', v(row(TR, '浙江邮电旅行社有限公司'), 'faxNumber'))
add('property', 'zh', '浙江省肿瘤医院联系电话多少', v(row(MI, '浙江省肿瘤医院'), 'phoneNumber'))
add('property', 'zh', '天一阁·月湖景区是几A级景区？', v(row(TA, '天一阁·月湖景区'), 'level'))
add('property', 'zh', '萧山区佛教协会的社团登记证号是什么', v(row(AS, '萧山区佛教协会'), 'registrationCertificateNumber'))
add('property', 'zh', '编号201206000001P的许可证哪天到期？', v(row(LI, '201206000001P'), 'invalidDate'))
add('property', 'zh', '桐庐县的行政区划代码是多少？', region_code('桐庐县'))
add('property', 'zh', '宁波市伊斯兰教协会邮编是多少', v(row(AS, '宁波市伊斯兰教协会'), 'postalCode'))
add('property', 'zh', '杭州净慈寺属于佛教的哪个派别（语系）？', v(row(RS, '杭州净慈寺'), 'religiousType'))
add('property', 'en', 'What hospital level is 浙江医院 rated at?', v(row(MI, '浙江医院'), 'level'))
add('property', 'en', 'Which operator runs the gas station 桐乡运河加气站?', v(row(GS, '桐乡运河加气站'), 'operationSubject'))
add('property', 'en', 'Who is the legal representative of 慈溪市煤气有限公司?', v(row(GS, '慈溪市煤气有限公司'), 'legalRepresentative'))

# ---------------------------------------------------------------- aggregate (13)
petrochina = where(GS, operationSubject='中石油')
add('aggregate', 'zh', '运营主体是中石油的加气站一共有几座？', fmt(len(petrochina)))
lvl1 = where(GS, level='一级')
add('aggregate', 'zh', '级别为一级的加气站总共多少个', fmt(len(lvl1)))
add('aggregate', 'zh', '医疗机构里类别是“医院”、级别为三级的有多少家？',
    fmt(len(where(MI, category='医院', level='三级'))))
add('aggregate', 'zh', '省本级定点的医疗机构一共有几家？', fmt(len(where(MI, category='省本级定点'))))
add('aggregate', 'zh', '所有宗教院校的在校生加起来一共多少人？', fmt(sum(num(v(r, 'studentCount')) for r in SC)))
add('aggregate', 'zh', '浙江的宗教院校，平均每所的教师人数是多少？',
    fmt(sum(num(v(r, 'teacherCount')) for r in SC) / len(SC)))
add('aggregate', 'zh', '全省登记的伊斯兰教宗教活动场所有多少处？', fmt(len(where(RS, religion='伊斯兰教'))))
add('aggregate', 'zh', '宁波市的旅行社里，经营范围包含出境业务的有多少家？',
    fmt(len(where(TR, city='宁波市', businessScope=lambda s: '出境' in s))))
add('aggregate', 'zh', '名称以“民族宗教事务局”结尾的政府机构有几个？',
    fmt(len(where(GOV, name=lambda s: s.endswith('民族宗教事务局')))))
prefectures = {r['name'] for r in AR if r['label'] == '地级行政区'}
add('aggregate', 'zh', '浙江一共有多少个地级行政区？', fmt(len(prefectures)))
nbgas = where(GS, name=lambda s: s.startswith('宁波市汽车燃气有限公司'))
add('aggregate', 'zh', '宁波市汽车燃气有限公司名下各加气站的职工人数合计是多少？',
    fmt(sum(num(v(r, 'employeeCount')) for r in nbgas)))
add('aggregate', 'en', 'How many Catholic (天主教) religious sites are there in 舟山市?',
    fmt(len(where(RS, city='舟山市', religion='天主教'))))
hzgas = where(GS, operationSubject='中石化杭燃')
add('aggregate', 'en', 'In total, how many employees work at the gas stations operated by 中石化杭燃?',
    fmt(sum(num(v(r, 'employeeCount')) for r in hzgas)))

# ---------------------------------------------------------------- relation_hop (10)
add('relation_hop', 'zh', '嘉兴市加油加气站有限公司岗山路站持有的经营许可证什么时候失效？',
    v(licence_of(row(GS, '嘉兴市加油加气站有限公司岗山路站')), 'invalidDate'))
add('relation_hop', 'zh', '三门县道生加气站有限公司那张燃气经营许可证是从哪天开始生效的',
    v(licence_of(row(GS, '三门县道生加气站有限公司')), 'effectiveDate'))
add('relation_hop', 'zh', '桐乡新天地旅游有限公司的法定代表人，还在哪家旅行社当法人？',
    same_legal_rep_agency('桐乡新天地旅游有限公司')['name'])
add('relation_hop', 'zh', '哪所学院的院长跟浙江佛学院的院长是同一个人？',
    same_principal_school('浙江佛学院')['name'])
add('relation_hop', 'zh', '新昌县普济寺所在县的行政区划代码是多少',
    region_code(v(row(RS, '新昌县普济寺'), 'county')))
add('relation_hop', 'zh', '永康市神州旅行社有限公司的法人代表另外还担任哪家旅行社的法定代表人？',
    same_legal_rep_agency('永康市神州旅行社有限公司')['name'])
add('relation_hop', 'zh', '宁波市汽车燃气有限公司丽园北路加气站的燃气经营许可证有效期到哪天？',
    v(licence_of(row(GS, '宁波市汽车燃气有限公司丽园北路加气站')), 'invalidDate'))
add('relation_hop', 'zh', '浙江道教学院所在县的道教协会叫什么名字？',
    association_in(v(row(SC, '浙江道教学院'), 'county'), '道教')['name'])
add('relation_hop', 'en', 'When does the gas operating licence held by 桐乡运河加气站 expire?',
    v(licence_of(row(GS, '桐乡运河加气站')), 'invalidDate'))
add('relation_hop', 'en', 'Which other travel agency has the same legal representative as 舟山普陀旅游集散中心有限公司?',
    same_legal_rep_agency('舟山普陀旅游集散中心有限公司')['name'])

# ---------------------------------------------------------------- two_hop (8)
add('two_hop', 'zh', '桐乡新天地旅游有限公司的法定代表人名下还有一家旅行社，那家的联系电话是多少？',
    v(same_legal_rep_agency('桐乡新天地旅游有限公司'), 'phoneNumber'))
add('two_hop', 'zh', '浙江佛学院的院长同时还兼任另一所学院的院长，那所学院有多少在校生？',
    v(same_principal_school('浙江佛学院'), 'studentCount'))
add('two_hop', 'zh', '开化县马金天童山寺所在县的佛教协会是哪天登记的？',
    v(association_in(v(row(RS, '开化县马金天童山寺'), 'county'), '佛教'), 'registrationTime'))
add('two_hop', 'zh', '浙江道教学院所在县的道教协会，登记时间是什么时候',
    v(association_in(v(row(SC, '浙江道教学院'), 'county'), '道教'), 'registrationTime'))
add('two_hop', 'zh', '永康市神州旅行社有限公司的法人另开的那家旅行社在哪个城市？',
    v(same_legal_rep_agency('永康市神州旅行社有限公司'), 'city'))
_xc = association_in('新昌县', '佛教')
assert _xc['name'] == '新昌县佛教协会'
add('two_hop', 'zh', '新昌县佛教协会所在的那个县里有一家加气站，它的法定代表人是谁？',
    v(only(where(GS, county=v(_xc, 'county'))), 'legalRepresentative'))
add('two_hop', 'zh', '江山天主堂所在市的天主教爱国会，登记证号是多少？',
    v(association_in(v(row(RS, '江山天主堂'), 'county'), '天主教'), 'registrationCertificateNumber'))
add('two_hop', 'en', 'When was the Christian Three-Self committee (基督教三自爱国运动委员会) of the district where 浙江神学院 is located registered?',
    v(association_in(v(row(SC, '浙江神学院'), 'county'), '基督教', lambda n: '三自' in n), 'registrationTime'))

# ---------------------------------------------------------------- superlative (8)
add('superlative', 'zh', '宗教院校里在校生最多的是哪一所？', argbest(SC, lambda r: num(v(r, 'studentCount')))['name'])
add('superlative', 'zh', '湖州市的天主教场所中，哪个占地面积最大？',
    argbest(where(RS, city='湖州市', religion='天主教'), lambda r: num(v(r, 'area')))['name'])
_gs_storage = [r for r in GS if r['totalDesignStorage'] and r['buildTime'] != '1899-12-30']
add('superlative', 'zh', '哪座加油加气站的总设计储量最大？',
    argbest(_gs_storage, lambda r: num(r['totalDesignStorage']))['name'])
add('superlative', 'zh', '职工人数最多的加气站是哪家',
    argbest([r for r in GS if r['employeeCount']], lambda r: num(r['employeeCount']))['name'])
add('superlative', 'zh', '伊斯兰教场所里，批准日期最早的是哪一个？',
    argbest(where(RS, religion='伊斯兰教'), lambda r: date(r['approvalDate']), biggest=False)['name'])
add('superlative', 'zh', '哪所宗教院校成立得最早？',
    argbest(SC, lambda r: date(r['establishmentDate']), biggest=False)['name'])
add('superlative', 'en', 'Among the Christian (基督教) sites in 舟山市, which one covers the largest land area?',
    argbest(where(RS, city='舟山市', religion='基督教'), lambda r: num(v(r, 'area')))['name'])
add('superlative', 'en', 'Which Islamic (伊斯兰教) association was registered earliest?',
    argbest(where(AS, religion='伊斯兰教'), lambda r: date(r['registrationTime']), biggest=False)['name'])

# ---------------------------------------------------------------- filter (8)
add('filter', 'zh', '类别是门诊部诊所、但级别是二级的医疗机构有哪些？',
    names(where(MI, category='门诊部诊所医务室村卫生室', level='二级')))
add('filter', 'zh', '嘉通新能源运营的加气站都有哪些', names(where(GS, operationSubject='嘉通新能源')))
add('filter', 'zh', '法定代表人是曹纪文的加油站有哪几家？', names(where(GS, legalRepresentative='曹纪文')))
add('filter', 'zh', '列一下浙江所有的伊斯兰教宗教场所', names(where(RS, religion='伊斯兰教')))
add('filter', 'zh', '批准办学层次为“大专、本科、研究生”的宗教院校是哪几所？',
    names(where(SC, approvalLevel='大专、本科、研究生')))
add('filter', 'zh', '湖州市有哪些天主教场所？', names(where(RS, city='湖州市', religion='天主教')))
add('filter', 'en', 'Which gas stations are managed by 苗国英?', names(where(GS, manager='苗国英')))
add('filter', 'en', 'Which gas stations are classified as a major hazard source (重大危险源)?',
    names(where(GS, isMajorDangerSource='是')))

# ---------------------------------------------------------------- comparison (6)
a, b = row(SC, '浙江神学院'), row(SC, '浙江道教学院')
assert num(v(a, 'studentCount')) != num(v(b, 'studentCount'))
add('comparison', 'zh', '浙江神学院和浙江道教学院，哪个在校生多？',
    max((a, b), key=lambda r: num(r['studentCount']))['name'])
a, b = row(RS, '杭州净慈寺'), row(RS, '杭州灵隐寺')
assert num(v(a, 'area')) > num(v(b, 'area'))
add('comparison', 'zh', '杭州净慈寺的占地面积比杭州灵隐寺大多少？', fmt(num(a['area']) - num(b['area'])))
a, b = row(AS, '萧山区佛教协会'), row(AS, '萧山区道教协会')
assert date(a['registrationTime']) != date(b['registrationTime'])
add('comparison', 'zh', '萧山区佛教协会跟萧山区道教协会，哪个登记得更早？',
    min((a, b), key=lambda r: date(r['registrationTime']))['name'])
a, b = row(GS, '嘉兴市加油加气站有限公司东栅站'), row(GS, '嘉兴市加油加气站有限公司岗山路站')
assert num(v(a, 'employeeCount')) != num(v(b, 'employeeCount'))
add('comparison', 'zh', '嘉兴市加油加气站有限公司的东栅站和岗山路站，哪个站职工更多？',
    max((a, b), key=lambda r: num(r['employeeCount']))['name'])
a, b = row(RS, '杭州抱朴道院'), row(RS, '杭州灵隐寺')
assert date(a['registrationTime']) != date(b['registrationTime'])
add('comparison', 'zh', '杭州抱朴道院和杭州灵隐寺，谁的登记时间更早？',
    min((a, b), key=lambda r: date(r['registrationTime']))['name'])
a, b = row(SC, '浙江佛学院'), row(SC, '杭州佛学院')
add('comparison', 'en', 'How many more students does 浙江佛学院 have than 杭州佛学院?',
    fmt(num(v(a, 'studentCount')) - num(v(b, 'studentCount'))))

# ---------------------------------------------------------------- described (5)
d = only(where(SC, establishmentDate='2011/11/16', county='滨江区'))
add('described', 'zh', '2011年11月16日成立、位于滨江区的那所宗教院校，现在有多少在校生？', v(d, 'studentCount'))
d = only(where(RS, phoneNumber='0571-87968665'))
add('described', 'zh', '联系电话是0571-87968665的那座寺院，占地面积是多少？', v(d, 'area'))
d = only(where(GS, latitude='30.08668', longitude='120.52087'))
add('described', 'zh', '坐标纬度30.08668、经度120.52087的那个注气站，负责人是谁？', v(d, 'manager'))
d = only(where(GS, legalRepresentative='宋伟', buildTime='2016/11/4'))
add('described', 'zh', '法人是宋伟、2016年11月4日成立的那家燃气公司，总设计储量是多少？', v(d, 'totalDesignStorage'))
d = only(where(AS, phoneNumber='0571-28816688'))
add('described', 'en', 'The association whose phone number is 0571-28816688: when was it registered?',
    v(d, 'registrationTime'))

# ---------------------------------------------------------------- time_window (4)
def within(x, n):
    dt = date(x)
    return years_back(n) <= dt <= REF


add('time_window', 'zh', '截至2023年10月15日，近十年里成立的宗教院校有哪些？',
    names([r for r in SC if within(r['establishmentDate'], 10)]))
add('time_window', 'zh', '以2023年10月15日为准，过去四年内登记的宗教团体（协会）有多少个？',
    fmt(len([r for r in AS if r['registrationTime'] not in PLACEHOLDERS and within(r['registrationTime'], 4)])))
add('time_window', 'zh', '从2023-10-15往前推5年，这段时间里成立的加油加气站有哪些？',
    names([r for r in GS if r['buildTime'] not in PLACEHOLDERS and within(r['buildTime'], 5)]))
add('time_window', 'en', 'Which religious sites were registered in the two years up to 2023-10-15?',
    names([r for r in RS if r['registrationTime'] not in PLACEHOLDERS and within(r['registrationTime'], 2)]))

# ---------------------------------------------------------------- checks and output
WANT = {'property': 18, 'aggregate': 13, 'relation_hop': 10, 'two_hop': 8, 'superlative': 8,
        'filter': 8, 'comparison': 6, 'described': 5, 'time_window': 4}
assert Counter(q['shape'] for q in Q) == Counter(WANT), Counter(q['shape'] for q in Q)
assert Counter(q['lang'] for q in Q) == Counter({'zh': 65, 'en': 15}), Counter(q['lang'] for q in Q)
assert len({q['question'] for q in Q}) == len(Q)

out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r20-%02d' % i, 'question': q['question'], 'answer': q['answer'],
                'shape': q['shape'], 'lang': q['lang']})
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write('\n')
print('wrote %d questions to %s' % (len(out), OUT))
