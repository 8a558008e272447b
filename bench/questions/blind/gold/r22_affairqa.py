#!/usr/bin/env python3
"""Gold answers for the r22 AffairQA blind questions.

Computed with the csv module only, over the raw tables under
/work/shared/datasets/kag-affairqa/sources/.  Every answer is asserted to be
non-empty, free of placeholders and unambiguous (no ties, unique entity names).
Writes ../r22-affairqa.json relative to this file, from any working directory.
"""
import csv
import datetime
import json
import os

SRC = '/work/shared/datasets/kag-affairqa/sources'
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'r22-affairqa.json')

REF_DATE = datetime.date(2023, 10, 15)
PLACEHOLDERS = {'', '市辖区', '市属', '1900/1/1', '1899-12-30', '无', '9.13E+17',
                '3.3E+14', '3.31E+14', '513000000000000000', '713000000000000000'}


def load(table):
    with open(os.path.join(SRC, table + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    header, seen = [], {}
    for col in rows[0]:
        # 旅行社.csv has two columns both named licenseNumber
        seen[col] = seen.get(col, 0) + 1
        header.append(col if seen[col] == 1 else '%s%d' % (col, seen[col]))
    out = []
    for r in rows[1:]:
        assert len(r) == len(header), (table, r)
        out.append(dict(zip(header, r)))
    return out


T = {name: load(name) for name in
     ['加油站', '医疗机构', '协会', '学校', '宗教场所', '旅游景点', '旅行社', '行政区', '许可证']}


def one(table, **kw):
    rows = [r for r in T[table] if all(r[k] == v for k, v in kw.items())]
    assert len(rows) == 1, (table, kw, len(rows))
    return rows[0]


def where(table, pred):
    return [r for r in T[table] if pred(r)]


def val(row, field):
    v = row[field]
    assert v.strip() and v not in PLACEHOLDERS, (row.get('name'), field, v)
    assert not v.startswith('"'), (row.get('name'), field, v)
    assert not v.startswith('ZJ-') and not v.startswith('zj-'), (row.get('name'), field, v)
    return v


def num(row, field):
    return float(val(row, field))


def date(row, field):
    return datetime.datetime.strptime(val(row, field), '%Y/%m/%d').date()


def region_code(name):
    ids = {r['id'] for r in T['行政区'] if r['name'] == name}
    assert len(ids) == 1 and '' not in ids, (name, ids)
    return ids.pop()


def licence(code):
    return one('许可证', name=code)


def names(rows, lo=1, hi=10):
    ns = sorted(r['name'] for r in rows)
    assert lo <= len(ns) <= hi, ns
    assert len(set(ns)) == len(ns), ns
    for n in ns:
        assert len([r for t in T.values() for r in t if r['name'] == n]) == 1, n
    return ns


def argbest(rows, key, largest=True):
    scored = [(key(r), r) for r in rows]
    best = max(s for s, _ in scored) if largest else min(s for s, _ in scored)
    winners = [r for s, r in scored if s == best]
    assert len(winners) == 1, [w['name'] for w in winners]
    return winners[0]['name']


def years_back(n):
    return REF_DATE.replace(year=REF_DATE.year - n)


def in_window(rows, field, n_years):
    start = years_back(n_years)
    picked = []
    for r in rows:
        if r[field] in PLACEHOLDERS:
            continue
        d = date(r, field)
        # keep clear of the boundary and of the reference date
        assert abs((d - start).days) > 5, (r["name"], d)
        assert d <= REF_DATE, (r['name'], d)
        if d >= start:
            picked.append(r)
    return picked


def cnt(x):
    assert x > 0
    return str(x)


def fmt_num(x):
    return str(int(x)) if float(x).is_integer() else str(x)


Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    assert answer and all(isinstance(a, str) and a.strip() for a in answer), (question, answer)
    assert len(set(answer)) == len(answer)
    Q.append({'question': question, 'answer': list(answer), 'shape': shape, 'lang': lang})


G = '加油站'

# ---------------------------------------------------------------- property (18)
add('property', 'zh', '宁波新捷公运天然气有限公司有多少名职工？',
    val(one(G, name='宁波新捷公运天然气有限公司'), 'employeeCount'))
add('property', 'zh', '中海油浙江天然气利用有限责任公司宁波永昌天然气加气站的总设计储量是多少',
    val(one(G, name='中海油浙江天然气利用有限责任公司宁波永昌天然气加气站'), 'totalDesignStorage'))
add('property', 'zh', '请问杭州市萧山区中医院的联系电话是多少？',
    val(one('医疗机构', name='杭州市萧山区中医院'), 'phoneNumber'))
add('property', 'en', 'What level is the hospital 浙江省肿瘤医院 rated at?',
    val(one('医疗机构', name='浙江省肿瘤医院'), 'level'))
add('property', 'zh', '宁波博物馆景区是几A级景区',
    val(one('旅游景点', name='宁波博物馆景区'), 'level'))
add('property', 'zh', '瑞安市塘下镇法云寺是哪天批准的？',
    val(one('宗教场所', name='瑞安市塘下镇法云寺'), 'approvalDate'))
add('property', 'en', "What's the English name on file for 浙江邮电旅行社有限公司?",
    val(one('旅行社', name='浙江邮电旅行社有限公司'), 'englishName'))
add('property', 'zh', '安吉乐途旅行社有限公司的业务范围包括哪些？',
    val(one('旅行社', name='安吉乐途旅行社有限公司'), 'businessScope'))
add('property', 'zh', '我想给衢州市江山风光旅行社有限公司发个传真，传真号是多少？',
    val(one('旅行社', name='衢州市江山风光旅行社有限公司'), 'faxNumber'))
add('property', 'zh', '桐庐县华林寺建筑面积多大',
    val(one('宗教场所', name='桐庐县华林寺'), 'buildingArea'))
add('property', 'zh', '临海市文昌阁属于哪个宗教派别？',
    val(one('宗教场所', name='临海市文昌阁'), 'religiousType'))
add('property', 'zh', '临海市基督教三自爱国运动委员会的登记证号是什么',
    val(one('协会', name='临海市基督教三自爱国运动委员会'), 'registrationCertificateNumber'))
add('property', 'en', 'How can I reach 萧山区佛教协会 by phone?',
    val(one('协会', name='萧山区佛教协会'), 'phoneNumber'))
add('property', 'zh', '浙江佛学院温州佛学院有几位专职教师',
    val(one('学校', name='浙江佛学院温州佛学院'), 'professorCount'))
add('property', 'zh', '中国佛学院普陀山学院成立于哪一天？',
    val(one('学校', name='中国佛学院普陀山学院'), 'establishmentDate'))
add('property', 'zh', '许可证浙201702000007J的失效日期',
    val(licence('浙201702000007J'), 'invalidDate'))
add('property', 'zh', '桐庐县的行政区划代码是多少？', region_code('桐庐县'))
add('property', 'en', 'Where exactly is 浙江大学医学院附属口腔医院? I need the address.',
    val(one('医疗机构', name='浙江大学医学院附属口腔医院'), 'address'))

# ---------------------------------------------------------------- aggregate (13)
add('aggregate', 'zh', '级别为二级的加油站一共有几个？',
    cnt(len(where(G, lambda r: r['level'] == '二级'))))
add('aggregate', 'zh', '医疗机构里三级的有多少家',
    cnt(len(where('医疗机构', lambda r: r['level'] == '三级'))))
add('aggregate', 'zh', '舟山市有多少处天主教的宗教活动场所？',
    cnt(len(where('宗教场所', lambda r: r['city'] == '舟山市' and r['religion'] == '天主教'))))
add('aggregate', 'zh', '类别是市团体的宗教协会有多少个',
    cnt(len(where('协会', lambda r: r['category'] == '市团体'))))
add('aggregate', 'zh', '这几所宗教院校的在校生加起来一共有多少人？',
    cnt(sum(int(val(r, 'studentCount')) for r in T['学校'])))
add('aggregate', 'en', 'How many Catholic (天主教) religious associations are listed?',
    cnt(len(where('协会', lambda r: r['religion'] == '天主教'))))
add('aggregate', 'zh', '舟山市一共有几家旅行社？',
    cnt(len(where('旅行社', lambda r: r['city'] == '舟山市'))))
add('aggregate', 'zh', '社区卫生服务中心这一类的医疗机构有几家',
    cnt(len(where('医疗机构', lambda r: r['category'] == '社区卫生服务中心'))))
add('aggregate', 'zh', '一级加油站有多少座？',
    cnt(len(where(G, lambda r: r['level'] == '一级'))))
add('aggregate', 'zh', '运营主体为中石化杭燃的加气站有几个',
    cnt(len(where(G, lambda r: r['operationSubject'] == '中石化杭燃'))))
add('aggregate', 'zh', '属于佛教的宗教院校共有几所？',
    cnt(len(where('学校', lambda r: r['religion'] == '佛教'))))
add('aggregate', 'en', 'How many medical institutions are graded 二级 (level two)?',
    cnt(len(where('医疗机构', lambda r: r['level'] == '二级'))))
add('aggregate', 'zh', '省本级定点类别的医疗机构总共多少家？',
    cnt(len(where('医疗机构', lambda r: r['category'] == '省本级定点'))))

# ---------------------------------------------------------------- relation_hop (10)
add('relation_hop', 'zh', '宁波新奥燃气有限公司福庆南路CNG加气站持有的经营许可证哪天到期？',
    val(licence(val(one(G, name='宁波新奥燃气有限公司福庆南路CNG加气站'), 'businessLicense')),
        'invalidDate'))
add('relation_hop', 'zh', '慈溪市煤气有限公司那张经营许可证是从什么时候开始生效的',
    val(licence(val(one(G, name='慈溪市煤气有限公司'), 'businessLicense')), 'effectiveDate'))
add('relation_hop', 'en', 'When does the operating licence held by 桐乡运河加气站 expire?',
    val(licence(val(one(G, name='桐乡运河加气站'), 'businessLicense')), 'invalidDate'))
add('relation_hop', 'zh', '萧山区佛教协会所在区县的行政区划代码是多少？',
    region_code(val(one('协会', name='萧山区佛教协会'), 'county')))
add('relation_hop', 'en',
    'What is the administrative division code of the county where 三门县道生加气站有限公司 is located?',
    region_code(val(one(G, name='三门县道生加气站有限公司'), 'county')))


def same_link(table, name, field):
    key = one(table, name=name)[field]  # join key (may be an opaque code)
    assert key.strip() and key not in PLACEHOLDERS, (name, field, key)
    return [r for r in T[table] if r[field] == key and r['name'] != name]


add('relation_hop', 'zh', '和永康市神州旅行社有限公司是同一个出资人的另一家旅行社叫什么？',
    names(same_link('旅行社', '永康市神州旅行社有限公司', 'investor'), 1, 1))
add('relation_hop', 'zh', '浙江浙风旅行社有限公司的出资人还投资了哪家旅行社',
    names(same_link('旅行社', '浙江浙风旅行社有限公司', 'investor'), 1, 1))
add('relation_hop', 'zh', '杭州华燃燃气开发应用有限公司绍兴路加气站的负责人，还负责哪些别的加气站？',
    names(same_link(G, '杭州华燃燃气开发应用有限公司绍兴路加气站', 'manager')))
add('relation_hop', 'zh', '宁波新捷中油天然气有限公司梅山保税港区加气站的法定代表人名下还有哪些站',
    names(same_link(G, '宁波新捷中油天然气有限公司梅山保税港区加气站', 'legalRepresentative')))
add('relation_hop', 'zh', '黄岩新前东林寺所在区县的行政区划代码是？',
    region_code(val(one('宗教场所', name='黄岩新前东林寺'), 'county')))

# ---------------------------------------------------------------- two_hop (8)
other = same_link(G, '宁海县浙能油气发展有限公司冠庄加气站', 'manager')
assert len(other) == 1
add('two_hop', 'zh',
    '宁海县浙能油气发展有限公司冠庄加气站的负责人还管着另一座站，那座站的经营许可证是哪天生效的？',
    val(licence(val(other[0], 'businessLicense')), 'effectiveDate'))

place = one('宗教场所', name='椒江区妙严宫')
assoc = one('协会', county=val(place, 'county'), religion=val(place, 'religion'))
add('two_hop', 'zh', '椒江区妙严宫信的是哪个教，就找它所在区县里这个教的协会——那个协会的电话是多少？', val(assoc, 'phoneNumber'))

add('two_hop', 'zh', '浙江神学院所在的那个区有哪些宗教协会？',
    names(where('协会', lambda r: r['county'] == val(one('学校', name='浙江神学院'), 'county'))))

other = same_link('旅行社', '自在旅业集团有限公司', 'investor')
assert len(other) == 1
add('two_hop', 'en',
    '自在旅业集团有限公司 shares its investor with another travel agency. What is that agency\'s phone number?',
    val(other[0], 'phoneNumber'))

other = same_link('旅行社', '黄岩光大旅行有限公司', 'investor')
assert len(other) == 1
add('two_hop', 'zh', '黄岩光大旅行有限公司的出资人投资的另一家旅行社，地址在哪里？',
    val(other[0], 'address'))

add('two_hop', 'zh', '杭州佛学院所在区县里有哪些加气站？',
    names(where(G, lambda r: r['county'] == val(one('学校', name='杭州佛学院'), 'county'))))

add('two_hop', 'zh', '丽水市莲都区清真寺所在的区有一家加气站，叫什么名字',
    names(where(G, lambda r: r['county'] == val(one('宗教场所', name='丽水市莲都区清真寺'), 'county')),
          1, 1))

other = same_link('旅行社', '温州交运集团国际旅游有限公司', 'investor')
assert len(other) == 1
add('two_hop', 'zh', '温州交运集团国际旅游有限公司的出资人名下另一家旅行社的传真号是多少？',
    val(other[0], 'faxNumber'))

# ---------------------------------------------------------------- superlative (8)
add('superlative', 'zh', '哪个加油站的总设计储量最大？',
    argbest(where(G, lambda r: r['totalDesignStorage'] != ''), lambda r: num(r, 'totalDesignStorage')))
add('superlative', 'zh', '职工人数最多的加油站是哪一家',
    argbest(where(G, lambda r: r['employeeCount'] != ''), lambda r: int(val(r, 'employeeCount'))))
add('superlative', 'en', 'Which religious school has the most students enrolled?',
    argbest(T['学校'], lambda r: int(val(r, 'studentCount'))))
add('superlative', 'zh', '在校生人数最少的宗教院校是哪所？',
    argbest(T['学校'], lambda r: int(val(r, 'studentCount')), largest=False))
add('superlative', 'zh', '占地面积最大的宗教场所是哪个',
    argbest(where('宗教场所', lambda r: r['area'] != ''), lambda r: num(r, 'area')))
add('superlative', 'zh', '伊斯兰教的活动场所里，哪个占地面积最大？',
    argbest(where('宗教场所', lambda r: r['religion'] == '伊斯兰教'), lambda r: num(r, 'area')))
add('superlative', 'en', 'Which Islamic (伊斯兰教) religious site was approved the earliest?',
    argbest(where('宗教场所', lambda r: r['religion'] == '伊斯兰教'),
            lambda r: date(r, 'approvalDate'), largest=False))
add('superlative', 'zh', '登记时间最晚的宗教协会是哪个？',
    argbest(where('协会', lambda r: r['registrationTime'] not in PLACEHOLDERS),
            lambda r: date(r, 'registrationTime')))

# ---------------------------------------------------------------- filter (8)
add('filter', 'zh', '列出所有伊斯兰教的宗教场所',
    names(where('宗教场所', lambda r: r['religion'] == '伊斯兰教')))
add('filter', 'zh', '哪些加油站构成重大危险源？',
    names(where(G, lambda r: r['isMajorDangerSource'] == '是')))
add('filter', 'zh', '天台县有哪些宗教院校', names(where('学校', lambda r: r['county'] == '天台县')))
add('filter', 'zh', '省团体级别的宗教协会都有哪些？',
    names(where('协会', lambda r: r['category'] == '省团体')))
add('filter', 'en', 'Which gas stations have exactly 3 liquefied natural gas tanks?',
    names(where(G, lambda r: r['liquidGasCanCount'] == '3')))
add('filter', 'zh', '温岭市的加油站有哪几个', names(where(G, lambda r: r['county'] == '温岭市')))
add('filter', 'zh', '批准办学层次是“大专、本科、研究生”的院校有哪些？',
    names(where('学校', lambda r: r['approvalLevel'] == '大专、本科、研究生')))
add('filter', 'zh', '龙港市有哪些宗教协会', names(where('协会', lambda r: r['county'] == '龙港市')))


# ---------------------------------------------------------------- comparison (6)
def compare(table, a, b, key, larger=True):
    ka, kb = key(one(table, name=a)), key(one(table, name=b))
    assert ka != kb, (a, b, ka)
    return a if (ka > kb) == larger else b


add('comparison', 'zh', '浙江神学院和浙江慈云佛学院，哪个在校生更多？',
    compare('学校', '浙江神学院', '浙江慈云佛学院', lambda r: int(val(r, 'studentCount'))))
add('comparison', 'zh', '宁波雪窦山资圣禅寺和淳安县千岛湖蜜山禅寺比，哪个占地面积大',
    compare('宗教场所', '宁波雪窦山资圣禅寺', '淳安县千岛湖蜜山禅寺', lambda r: num(r, 'area')))
add('comparison', 'zh', '椒江区基督教协会跟椒江区佛教协会，哪个登记得更早？',
    compare('协会', '椒江区基督教协会', '椒江区佛教协会', lambda r: date(r, 'registrationTime'),
            larger=False))
add('comparison', 'zh', '绍兴金帝天然气有限公司和嘉兴市加油加气站有限公司东栅站哪个先成立的',
    compare(G, '绍兴金帝天然气有限公司', '嘉兴市加油加气站有限公司东栅站',
            lambda r: date(r, 'buildTime'), larger=False))
add('comparison', 'en',
    'Which has the larger total design storage: 慈溪市煤气有限公司 or 天台华润燃气有限公司?',
    compare(G, '慈溪市煤气有限公司', '天台华润燃气有限公司', lambda r: num(r, 'totalDesignStorage')))
add('comparison', 'zh', '宁波市汽车燃气有限公司江南路加气站和人民路加气站，哪边职工多一些？',
    compare(G, '宁波市汽车燃气有限公司江南路加气站', '宁波市汽车燃气有限公司人民路加气站',
            lambda r: int(val(r, 'employeeCount'))))


# ---------------------------------------------------------------- described (5)
def described(table, pred):
    rows = where(table, pred)
    assert len(rows) == 1, [r['name'] for r in rows]
    return rows[0]


r = described(G, lambda r: r['legalRepresentative'] == '金志明' and r['county'] == '嘉善县')
add('described', 'zh', '嘉善县那座法定代表人叫金志明的加油加气站，经营许可证编号是什么？',
    val(r, 'businessLicense'))
r = described('协会', lambda r: r['phoneNumber'] == '0571-87014766')
add('described', 'zh', '电话是0571-87014766的那个宗教团体，是什么时候登记的', val(r, 'registrationTime'))
r = described('学校', lambda r: r['address'] == '浙江省杭州市滨江区江陵路1425号')
add('described', 'zh', '地址在浙江省杭州市滨江区江陵路1425号的那所学院，教师人数是多少？',
    val(r, 'teacherCount'))
r = described('医疗机构', lambda r: r['address'] == '杭州市灵隐路14号')
add('described', 'en', "The hospital at 杭州市灵隐路14号 — what's its phone number?",
    val(r, 'phoneNumber'))
r = described('宗教场所', lambda r: r['address'] == '浙江省杭州市上城区运河东路301号'
              and r['religion'] == '伊斯兰教')
add('described', 'zh', '位于浙江省杭州市上城区运河东路301号的那座清真寺，建筑面积有多少', val(r, 'buildingArea'))

# ---------------------------------------------------------------- time_window (4)
add('time_window', 'zh', '以2023年10月15日为准，近四年里新登记的宗教协会有哪些？',
    names(in_window(T['协会'], 'registrationTime', 4)))
add('time_window', 'zh', '截至2023-10-15，最近三年内获批的宗教场所都有哪些',
    names(in_window(T['宗教场所'], 'approvalDate', 3)))
add('time_window', 'en',
    'Counting back five years from 2023-10-15, which gas stations were established in that period?',
    names(in_window(T[G], 'buildTime', 5)))
add('time_window', 'zh', '到2023年10月15日为止的十年内成立的宗教院校有几所？',
    cnt(len(in_window(T['学校'], 'establishmentDate', 10))))

# ---------------------------------------------------------------- checks & output
EXPECT = {'property': 18, 'aggregate': 13, 'relation_hop': 10, 'two_hop': 8, 'superlative': 8,
          'filter': 8, 'comparison': 6, 'described': 5, 'time_window': 4}
shapes = {}
for q in Q:
    shapes[q['shape']] = shapes.get(q['shape'], 0) + 1
assert shapes == EXPECT, shapes
assert len(Q) == 80
assert sum(q['lang'] == 'en' for q in Q) == 15
assert len({q['question'] for q in Q}) == 80

records = []
for i, q in enumerate(Q, 1):
    records.append({'id': 'affairqa-r22-%02d' % i, 'question': q['question'], 'answer': q['answer'],
                    'shape': q['shape'], 'lang': q['lang']})
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(records, f, ensure_ascii=False, indent=1)
    f.write('\n')
print('wrote %d questions to %s' % (len(records), OUT))
