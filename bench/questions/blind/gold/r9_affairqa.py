#!/usr/bin/env python3
"""Gold answers for the blind AffairQA question set r9 (80 questions, 65 zh / 15 en).

Every answer is computed here from the raw CSV tables of the KAG AffairQA dev copy
(../shared/datasets/kag-affairqa/sources) with the csv module only. Running it writes
bench/questions/blind/r9-affairqa.json. Superlatives, comparisons and "described"
questions assert that no tie or second match exists; lookups assert the named entity is
exactly one row and the value is not empty or a placeholder.
"""
import csv
import datetime
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..', '..'))  # /work/main
SRC_CANDIDATES = [
    os.path.join(ROOT, '..', 'shared', 'datasets', 'kag-affairqa', 'sources'),
    '/work/shared/datasets/kag-affairqa/sources',
]
SRC = next(p for p in SRC_CANDIDATES if os.path.isdir(p))
OUT = os.path.join(HERE, '..', 'r9-affairqa.json')
AS_OF = datetime.date(2023, 10, 15)


def table(name):
    """Rows of a table as dicts; a repeated header keeps its first column (旅行社 licenseNumber)."""
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        reader = csv.reader(f)
        header = next(reader)
        out = []
        for rec in reader:
            d = {}
            for k, v in zip(header, rec):
                d.setdefault(k, v)
            out.append(d)
    return out


G = table('加油站')
M = table('医疗机构')
A = table('协会')
S = table('学校')
R = table('宗教场所')
GA = table('政府机构')
T = table('旅游景点')
V = table('旅行社')
AR = table('行政区')
L = table('许可证')

PLACEHOLDERS = {'', '无', '9.13E+17', '513000000000000000', '713000000000000000',
                '1899-12-30', '1900/1/1'}


def row(rows, name):
    hits = [r for r in rows if r['name'] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def val(rows, name, col):
    v = row(rows, name)[col].strip()
    assert v not in PLACEHOLDERS, (name, col, v)
    return v


def date(s):
    m = re.fullmatch(r'(\d{4})[/-](\d{1,2})[/-](\d{1,2})', s.strip())
    assert m, s
    return datetime.date(int(m[1]), int(m[2]), int(m[3]))


def num(s):
    return float(s.strip())


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, float):
        return repr(round(x, 6))
    return str(x)


def unique_best(rows, key, largest=True):
    """The one row with the largest (smallest) key; asserts no tie."""
    rows = list(rows)
    keys = [key(r) for r in rows]
    best = max(keys) if largest else min(keys)
    hits = [r for r, k in zip(rows, keys) if k == best]
    assert len(hits) == 1, [h['name'] for h in hits]
    return hits[0]


def names(rows):
    out = [r['name'] for r in rows]
    assert len(out) == len(set(out)), out
    return sorted(out)


def uniq_by(rows, col, value):
    hits = [r for r in rows if r[col].strip() == value]
    assert len(hits) == 1, (col, value, [h['name'] for h in hits])
    return hits[0]['name']


Q = []


def q(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


def yes(b, lang):
    return ('是' if b else '否') if lang == 'zh' else ('True' if b else 'False')


# ---------------------------------------------------------------- property (18)
q('property', 'zh', '桐乡运河加气站的运营主体是哪家？',
  val(G, '桐乡运河加气站', 'operationSubject'))
q('property', 'zh', '请问天台华润燃气有限公司的液化天然气罐总容积是多少？',
  val(G, '天台华润燃气有限公司', 'liquidGasCanVolume'))
q('property', 'en', 'Who is the legal representative of the gas station 杭州富阳润通新能源有限公司?',
  val(G, '杭州富阳润通新能源有限公司', 'legalRepresentative'))
q('property', 'zh', '我想查一下浙江省肿瘤医院的联系电话。',
  val(M, '浙江省肿瘤医院', 'phoneNumber'))
q('property', 'zh', '杭州消防医院是几级医疗机构？',
  val(M, '杭州消防医院', 'level'))
q('property', 'zh', '浙江省伊斯兰教协会的官方网址是什么？',
  val(A, '浙江省伊斯兰教协会', 'website'))
q('property', 'zh', '海宁市佛教协会的登记证号是多少？',
  val(A, '海宁市佛教协会', 'registrationCertificateNumber'))
q('property', 'en', 'According to the data, what is the postal code of 苍南县佛教协会?',
  val(A, '苍南县佛教协会', 'postalCode'))
q('property', 'zh', '浙江道教学院实行的是什么学制？',
  val(S, '浙江道教学院', 'schoolSystem'))
q('property', 'zh', '杭州佛学院获批的办学层次是什么？',
  val(S, '杭州佛学院', 'approvalLevel'))
q('property', 'zh', '宁海清泉庵占地面积有多大？',
  val(R, '宁海清泉庵', 'area'))
q('property', 'zh', '椒江区八仙宫属于道教的哪个派别？',
  val(R, '椒江区八仙宫', 'religiousType'))
q('property', 'zh', '天柱风景区是几A级景区？',
  val(T, '天柱风景区', 'level'))
q('property', 'zh', '余姚中青旅太平洋国际旅游有限公司登记的英文名是什么？',
  val(V, '余姚中青旅太平洋国际旅游有限公司', 'englishName'))
q('property', 'zh', '请问岱山交通旅行社有限公司的传真号码是多少？',
  val(V, '岱山交通旅行社有限公司', 'faxNumber'))
q('property', 'en', 'What business scope is recorded for the travel agency 杭州国泰旅行社有限公司?',
  val(V, '杭州国泰旅行社有限公司', 'businessScope'))
q('property', 'zh', '许可证浙201709050002P的失效日期是哪天？',
  val(L, '浙201709050002P', 'invalidDate'))
ar = {(r['name'], r['id']) for r in AR if r['name'] == '海宁市'}
assert len(ar) == 1 and [r['name'] for r in AR if r['id'] == '330481'] != [] and \
    {r['name'] for r in AR if r['id'] == '330481'} == {'海宁市'}
q('property', 'zh', '海宁市的行政区划代码是多少？', next(iter(ar))[1])

# ---------------------------------------------------------------- aggregate (13)
q('aggregate', 'zh', '构成重大危险源的加油站一共有几家？',
  sum(1 for r in G if r['isMajorDangerSource'] == '是'))
yz = [r for r in G if r['county'] == '鄞州区']
assert all(re.fullmatch(r'\d+', r['employeeCount']) for r in yz)
q('aggregate', 'zh', '鄞州区的加油站职工人数加起来一共有多少人？',
  sum(int(r['employeeCount']) for r in yz))
q('aggregate', 'zh', '按照数据，级别为三级的医疗机构总共有多少家？',
  sum(1 for r in M if r['level'] == '三级'))
q('aggregate', 'en', 'How many medical institutions fall into the 省本级定点 category?',
  sum(1 for r in M if r['category'] == '省本级定点'))
q('aggregate', 'zh', '台州市有多少个道教协会？',
  sum(1 for r in A if r['city'] == '台州市' and r['religion'] == '道教'))
assert all(re.fullmatch(r'\d+', r['studentCount']) for r in S)
q('aggregate', 'zh', '学校表里所有宗教院校的在校生合计有多少人？',
  sum(int(r['studentCount']) for r in S))
bs = [r for r in S if r['religion'] == '佛教']
assert all(re.fullmatch(r'\d+', r['teacherCount']) for r in bs)
q('aggregate', 'en', 'How many teachers (教师人数) do the Buddhist schools have in total?',
  sum(int(r['teacherCount']) for r in bs))
q('aggregate', 'zh', '伊斯兰教的宗教活动场所在表里一共登记了几处？',
  sum(1 for r in R if r['religion'] == '伊斯兰教'))
q('aggregate', 'zh', '舟山市一共有多少家旅行社？',
  sum(1 for r in V if r['city'] == '舟山市'))
q('aggregate', 'zh', '宁波市的旅行社里，业务范围包含出境组团业务的有多少家？',
  sum(1 for r in V if r['city'] == '宁波市' and '出境组团业务' in r['businessScope']))
q('aggregate', 'zh', '政府机构中名称以“人民政府”结尾的共有多少个？',
  sum(1 for r in GA if r['name'].endswith('人民政府')))
q('aggregate', 'zh', '行政区数据里一共有几个不同的地级行政区？',
  len({r['name'] for r in AR if r['label'] == '地级行政区'}))
q('aggregate', 'zh', '失效日期在2021年的许可证有多少张？',
  sum(1 for r in L if r['invalidDate'] and date(r['invalidDate']).year == 2021))

# ---------------------------------------------------------------- relation_hop (10)
lr = val(G, '中海油浙江新能源有限公司集运加气站', 'legalRepresentative')
q('relation_hop', 'zh', '和中海油浙江新能源有限公司集运加气站是同一个法定代表人的，还有哪些加油站？',
  names(r for r in G if r['legalRepresentative'] == lr and r['name'] != '中海油浙江新能源有限公司集运加气站'))
row(L, '燃气经营许可证-浙2017040000003J')
q('relation_hop', 'zh', '持有经营许可证“燃气经营许可证-浙2017040000003J”的是哪几座加油站？',
  names(r for r in G if r['businessLicense'] == '燃气经营许可证-浙2017040000003J'))
row(L, '浙201709040001J')
q('relation_hop', 'en', 'Which gas stations hold the operating licence 浙201709040001J?',
  names(r for r in G if r['businessLicense'] == '浙201709040001J'))
ph = val(M, '浙江家家健康控股股份有限公司杭州丁桥西医诊所', 'phoneNumber')
q('relation_hop', 'zh', '跟浙江家家健康控股股份有限公司杭州丁桥西医诊所用同一个电话号码的还有哪些医疗机构？',
  names(r for r in M if r['phoneNumber'] == ph and r['name'] != '浙江家家健康控股股份有限公司杭州丁桥西医诊所'))
cty = val(A, '江山市佛教协会', 'county')
q('relation_hop', 'zh', '和江山市佛教协会在同一个区县的其他协会有哪些？',
  names(r for r in A if r['county'] == cty and r['name'] != '江山市佛教协会'))
md = val(A, '萧山区佛教协会', 'mainDepartment')
q('relation_hop', 'en', 'Which other associations have the same supervising department (主管部门) as 萧山区佛教协会?',
  names(r for r in A if r['mainDepartment'] == md and r['name'] != '萧山区佛教协会'))
cty = val(S, '浙江道教学院', 'county')
q('relation_hop', 'en', 'Which other school is located in the same county as 浙江道教学院?',
  names(r for r in S if r['county'] == cty and r['name'] != '浙江道教学院'))
inv = val(V, '建德中国旅行社有限公司', 'investor')
q('relation_hop', 'zh', '与建德中国旅行社有限公司出资人相同的旅行社还有哪些？',
  names(r for r in V if r['investor'] == inv and r['name'] != '建德中国旅行社有限公司'))
lr = val(V, '浙江光大旅游商务会展有限公司', 'legalRepresentative')
q('relation_hop', 'zh', '浙江光大旅游商务会展有限公司的法定代表人还担任了哪些旅行社的法定代表人？',
  names(r for r in V if r['legalRepresentative'] == lr and r['name'] != '浙江光大旅游商务会展有限公司'))
mg = val(G, '宁波市汽车燃气有限公司丽园北路加气站', 'manager')
q('relation_hop', 'zh', '负责人和宁波市汽车燃气有限公司丽园北路加气站是同一个人的其他加油站有哪些？',
  names(r for r in G if r['manager'] == mg and r['name'] != '宁波市汽车燃气有限公司丽园北路加气站'))

# ---------------------------------------------------------------- two_hop (8)
lic = val(G, '嘉兴市加油加气站有限公司乍浦站', 'businessLicense')
q('two_hop', 'zh', '嘉兴市加油加气站有限公司乍浦站的经营许可证是哪天失效的？',
  val(L, lic, 'invalidDate'))
lic = val(G, '三门县道生加气站有限公司', 'businessLicense')
q('two_hop', 'en', 'On what date did the operating licence of the gas station 三门县道生加气站有限公司 take effect?',
  val(L, lic, 'effectiveDate'))
cty = val(G, '浙江华气能源开发有限公司', 'county')
hits = [r for r in G if r['county'] == cty and r['isMajorDangerSource'] == '是']
assert len(hits) == 1 and all(r['isMajorDangerSource'] in ('是', '否') for r in G if r['county'] == cty)
q('two_hop', 'zh', '与浙江华气能源开发有限公司位于同一区县的加油站当中，哪一家构成重大危险源？',
  hits[0]['name'])
cty = val(A, '江山市天主教爱国会', 'county')
q('two_hop', 'zh', '江山市天主教爱国会所在的区县有多少处天主教活动场所？',
  sum(1 for r in R if r['county'] == cty and r['religion'] == '天主教'))
cty = val(S, '浙江慈云佛学院', 'county')
q('two_hop', 'zh', '浙江慈云佛学院所在区县一共有多少个宗教场所？',
  sum(1 for r in R if r['county'] == cty))
cty = val(R, '建德市圣岩寺', 'county')
codes = {r['id'] for r in AR if r['name'] == cty}
assert len(codes) == 1 and '' not in codes and {r['name'] for r in AR if r['id'] in codes} == {cty}
q('two_hop', 'zh', '建德市圣岩寺所在区县的行政区划代码是什么？', codes.pop())
city = val(T, '天一阁·月湖景区', 'city')
q('two_hop', 'zh', '天一阁·月湖景区所在的城市共有多少家旅行社？',
  sum(1 for r in V if r['city'] == city))
city = val(V, '浙江邮电旅行社有限公司', 'city')
q('two_hop', 'en', 'How many religious associations are there in the city where 浙江邮电旅行社有限公司 is located?',
  sum(1 for r in A if r['city'] == city))

# ---------------------------------------------------------------- superlative (8)
assert all(re.fullmatch(r'\d+', r['employeeCount']) for r in G if r['employeeCount'])
q('superlative', 'zh', '职工人数最多的加油站是哪一家？',
  unique_best([r for r in G if r['employeeCount']], lambda r: int(r['employeeCount']))['name'])
q('superlative', 'en', 'Which gas station has the largest total design storage (总设计储量)?',
  unique_best([r for r in G if r['totalDesignStorage']], lambda r: num(r['totalDesignStorage']))['name'])
qz = [r for r in A if r['city'] == '衢州市']
# 1900/1/1 is a placeholder date; it can only be a minimum, never the latest
qz = [r for r in qz if r['registrationTime'] not in PLACEHOLDERS]
q('superlative', 'zh', '衢州市的宗教协会里，登记时间最晚的是哪一个？',
  unique_best(qz, lambda r: date(r['registrationTime']))['name'])
q('superlative', 'zh', '在校生人数最多的是哪所学校？',
  unique_best(S, lambda r: int(r['studentCount']))['name'])
q('superlative', 'en', 'Which of the schools was established earliest?',
  unique_best(S, lambda r: date(r['establishmentDate']), largest=False)['name'])
counts = {}
for r in R:
    if r['county']:
        counts[r['county']] = counts.get(r['county'], 0) + 1
top = max(counts.values())
assert list(counts.values()).count(top) == 1
q('superlative', 'zh', '宗教场所数量最多的是哪个区县？',
  [k for k, v in counts.items() if v == top][0])
q('superlative', 'zh', '伊斯兰教场所中，占地面积最大的是哪一处？',
  unique_best([r for r in R if r['religion'] == '伊斯兰教'], lambda r: num(r['area']))['name'])
counts = {}
for r in T:
    counts[r['city']] = counts.get(r['city'], 0) + 1
top = max(counts.values())
assert list(counts.values()).count(top) == 1
q('superlative', 'zh', '哪个城市的旅游景点最多？', [k for k, v in counts.items() if v == top][0])

# ---------------------------------------------------------------- filter (8)
q('filter', 'zh', '液化天然气罐不少于3个的加油站有哪些？',
  names(r for r in G if r['liquidGasCanCount'] and int(r['liquidGasCanCount']) >= 3))
q('filter', 'zh', '类别是“门诊部诊所医务室村卫生室”、级别却为二级的医疗机构有哪几家？',
  names(r for r in M if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级'))
q('filter', 'zh', '哪些佛教协会属于市团体？',
  names(r for r in A if r['religion'] == '佛教' and r['category'] == '市团体'))
q('filter', 'zh', '在校生超过180人的学校有哪些？',
  names(r for r in S if int(r['studentCount']) > 180))
ss = [r for r in R if r['county'] == '嵊泗县']
q('filter', 'zh', '嵊泗县建筑面积不少于5000平方米的宗教场所有哪些？',
  names(r for r in ss if num(r['buildingArea']) >= 5000))
q('filter', 'zh', '绍兴市有哪些景区的等级是A级（一个A）？',
  names(r for r in T if r['city'] == '绍兴市' and r['level'] == 'A'))
q('filter', 'zh', '哪些许可证在2019年之前就已经失效了？',
  names(r for r in L if r['invalidDate'] and date(r['invalidDate']) < datetime.date(2019, 1, 1)))
q('filter', 'zh', '名称里带“民宗局”的政府机构有哪些？',
  names(r for r in GA if '民宗局' in r['name']))

# ---------------------------------------------------------------- comparison (6)
a, b = '宁波兴光燃气集团有限公司永平加气站', '宁波兴光燃气集团有限公司永安加气站'
da, db = date(val(G, a, 'buildTime')), date(val(G, b, 'buildTime'))
assert da != db
q('comparison', 'zh', '宁波兴光燃气集团有限公司的永平加气站和永安加气站，哪一个成立得更早？',
  a if da < db else b)
a, b = '宁波新捷公运天然气有限公司', '杭州富阳润通新能源有限公司'
va, vb = num(val(G, a, 'totalDesignStorage')), num(val(G, b, 'totalDesignStorage'))
assert va != vb
q('comparison', 'zh', '宁波新捷公运天然气有限公司的总设计储量比杭州富阳润通新能源有限公司大吗？',
  yes(va > vb, 'zh'))
LEVEL = {'一级': 1, '二级': 2, '三级': 3}
a, b = '浙江医院', '浙江康复医院'
la, lb = LEVEL[val(M, a, 'level')], LEVEL[val(M, b, 'level')]
assert la != lb
q('comparison', 'zh', '浙江医院和浙江康复医院相比，哪家的级别更高？', a if la > lb else b)
a, b = '临海市天主教爱国会', '温岭市天主教爱国会'
da, db = date(val(A, a, 'registrationTime')), date(val(A, b, 'registrationTime'))
assert da != db
q('comparison', 'zh', '临海市天主教爱国会和温岭市天主教爱国会，谁登记得更早？', a if da < db else b)
a, b = '杭州佛学院', '浙江神学院'
da, db = date(val(S, a, 'establishmentDate')), date(val(S, b, 'establishmentDate'))
assert da != db
q('comparison', 'zh', '杭州佛学院跟浙江神学院比，哪个成立时间更早？', a if da < db else b)
a, b = '柯岩风景区', '吴镇纪念馆'
la, lb = len(val(T, a, 'level')), len(val(T, b, 'level'))
assert la != lb and set(val(T, a, 'level')) == {'A'} == set(val(T, b, 'level'))
q('comparison', 'en', 'Which attraction has the higher A-grade, 柯岩风景区 or 吴镇纪念馆?', a if la > lb else b)

# ---------------------------------------------------------------- described (5)
q('described', 'zh', '负责人叫钱红的那个加油站叫什么名字？', uniq_by(G, 'manager', '钱红'))
q('described', 'zh', '电话号码为0571-86006589的医疗机构是哪一家？', uniq_by(M, 'phoneNumber', '0571-86006589'))
q('described', 'zh', '联系电话0577-88293463对应的是哪个宗教团体？', uniq_by(A, 'phoneNumber', '0577-88293463'))
q('described', 'en', 'Which tourist attraction has the phone number 0575-86281166?',
  uniq_by(T, 'phoneNumber', '0575-86281166'))
assert len({r['name'] for r in AR if r['id'] == '330825'}) == 1
q('described', 'zh', '行政区划代码330825对应的是哪个县级行政区？',
  next(r['name'] for r in AR if r['id'] == '330825' and r['label'] == '县级行政区'))

# ---------------------------------------------------------------- time_window (4)
valid = []
for r in G:
    if r['businessLicense'] and any(l['name'] == r['businessLicense'] for l in L):
        inv = val(L, r['businessLicense'], 'invalidDate')
        if date(inv) > AS_OF:
            valid.append(r)
q('time_window', 'zh', '截至2023年10月15日，哪些加油站的经营许可证还在有效期内？', names(valid))
since = datetime.date(2018, 10, 15)
for r in A:  # no registration date within a week of the window's edge
    if r['registrationTime']:
        assert abs((date(r['registrationTime']) - since).days) > 7 or r['religion'] != '道教'
q('time_window', 'zh', '以2023年10月15日为准，近五年内登记的道教协会有哪些？',
  names(r for r in A if r['religion'] == '道教' and r['registrationTime']
        and since < date(r['registrationTime']) <= AS_OF))
since = datetime.date(2020, 10, 15)
for r in R:
    if r['registrationTime']:
        assert not (datetime.date(2020, 10, 14) <= date(r['registrationTime']) <= datetime.date(2020, 10, 17))
q('time_window', 'zh', '截至2023年10月15日，近三年新登记的宗教场所有多少处？',
  sum(1 for r in R if r['registrationTime'] and since < date(r['registrationTime']) <= AS_OF))
since = datetime.date(2021, 10, 15)
for r in L:
    if r['invalidDate']:
        assert not (datetime.date(2021, 10, 12) <= date(r['invalidDate']) <= datetime.date(2021, 10, 18))
q('time_window', 'en', 'As of 15 October 2023, how many licences expired within the past two years?',
  sum(1 for r in L if r['invalidDate'] and since < date(r['invalidDate']) <= AS_OF))


def main():
    assert len(Q) == 80, len(Q)
    assert sum(1 for x in Q if x['lang'] == 'en') == 15
    want = {'property': 18, 'aggregate': 13, 'relation_hop': 10, 'two_hop': 8, 'superlative': 8,
            'filter': 8, 'comparison': 6, 'described': 5, 'time_window': 4}
    got = {}
    for x in Q:
        got[x['shape']] = got.get(x['shape'], 0) + 1
    assert got == want, got
    assert len({x['question'] for x in Q}) == len(Q)
    out = []
    for i, x in enumerate(Q, 1):
        out.append({'id': 'affairqa-r9-%02d' % i, 'question': x['question'], 'answer': x['answer'],
                    'shape': x['shape'], 'lang': x['lang']})
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print('wrote %d questions to %s' % (len(out), os.path.normpath(OUT)))


if __name__ == '__main__':
    main()
