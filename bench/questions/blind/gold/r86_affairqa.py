"""Held-out AffairQA question set, round 86 (blind; built from the raw CSV tables only).

Personas
  1. 一位省民宗委的统计员: religious sites (宗教场所), religious associations (协会), religious schools (学校).
  2. 一位加油站安全检查组的组长: gas stations (加油站) and their licences (许可证, joined on 加油站.businessLicense = 许可证.name).
  3. An Australian travel blogger planning a Zhejiang trip (English): tourist spots (旅游景点), travel agencies (旅行社), 行政区 codes.
  4. 一位做暑期社会实践调研的大学生: medical institutions (医疗机构) and administrative regions (行政区).

Tables / columns used
  加油站: name, buildTime, industry, manager, county, isMajorDangerSource, level, employeeCount,
          totalDesignStorage, operationSubject, legalRepresentative, businessLicense, liquidGasCanCount
  许可证: name, effectiveDate, invalidDate
  宗教场所: name, city, county, religion, category, religiousType, approvalDate, area, postalCode
  协会: name, religion, category, city, registrationTime, registrationCertificateNumber
  学校: name, studentCount, teacherCount, professorCount, establishmentDate, city
  医疗机构: name, category, level, phoneNumber, servicePopulation
  旅游景点: name, level, city, address (named-row lookups only)
  旅行社: name, city, businessScope, phoneNumber, county (column indices; the header repeats licenseNumber)
  行政区: name, label, id (only names whose non-empty ids are all one code)

Readings avoided and why
  - 加油站.buildTime '1899-12-30' (Excel zero date) and empty values: placeholders, excluded from date questions.
  - 加油站 near-duplicate rows (衢州佳豪…航埠LNG加气站 with/without '-', 衢州市浙能…航埠加气母站 with/without '-',
    浙江省交投新能源有限公司台州分公司 vs 浙江交投新能源投资有限公司台州分公司) never fall inside a question's condition.
  - 加油站 county '北仓区' is a typo of 北仑区, so no 北仑区 counts; 加油站.employeeCount 0 looks unfilled, so sums and
    averages use only groups with all values filled and non-zero; unifiedSocialCreditCode/organizationCode are mangled
    into '9.13E+17' and never used; totalDesignStorage 0.0 avoided likewise.
  - 协会.county mixes names and numeric codes; 协会.registrationTime '1900/1/1' placeholder excluded;
    协会.unifiedSocialCreditCode '513000000000000000' placeholder not used.
  - 学校.county mixes a code (310107); 学校.schoolSystem has three spellings of the same thing; 学校.employeeCount has blanks.
  - 宗教场所.area/buildingArea have implausible outliers, so only named-row lookups, no superlatives/sums.
  - 宗教场所 has same-address near-duplicate 基督教 rows (e.g. 瑞安市芳庄乡芳岙头/方岙头基督教堂), so counts avoid
    groups that contain such pairs.
  - 旅游景点 has near-duplicates (e.g. 杭州西湖景区 / 杭州西湖风景名胜区, 桃花岛 twice), so no counts or lists of spots.
  - 旅行社.county uses '市辖区' for many rows; header has licenseNumber twice; businessScope has variant spellings,
    so only the exact value is quoted.
  - 行政区 rows repeat many times (and 金华市 also appears once as 县级行政区; 市辖区 shares codes), so no counts.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP


def find_sources():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for base in (d, os.path.join(d, '..')):
            p = os.path.join(base, 'shared', 'datasets', 'kag-affairqa', 'sources')
            if os.path.isdir(p):
                return os.path.normpath(p)
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('shared/datasets/kag-affairqa/sources not found')
        d = nd


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


def load_raw(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GS = load('加油站')
LIC = {r['name']: r for r in load('许可证')}
RV = load('宗教场所')
AS = load('协会')
SC = load('学校')
MED = load('医疗机构')
TS = load('旅游景点')
TA_H, TA = load_raw('旅行社')
TA_NAME, TA_SCOPE, TA_COUNTY, TA_CITY = 0, 2, 4, 13
TA_PHONE = 14
assert TA_H[TA_SCOPE] == 'businessScope' and TA_H[TA_CITY] == 'city' and TA_H[TA_PHONE] == 'phoneNumber'
assert TA_H[TA_COUNTY] == 'county'
REG = load('行政区')


def row(rows, name):
    m = [r for r in rows if r['name'] == name]
    assert len(m) == 1, (name, len(m))
    return m[0]


def ta_row(name):
    m = [r for r in TA if r[TA_NAME] == name]
    assert len(m) == 1, name
    return m[0]


def date(s):
    s = s.strip()
    assert s and not s.startswith(('1899', '1900')), s
    y, m, d = s.replace('-', '/').split('/')
    return '%04d-%02d-%02d' % (int(y), int(m), int(d))


def valid_date(s):
    s = s.strip()
    return bool(s) and not s.startswith(('1899', '1900'))


def num(s):
    return Decimal(s.strip())


def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def region_code(name):
    ids = {r['id'] for r in REG if r['name'] == name and r['id']}
    assert len(ids) == 1, (name, ids)
    return ids.pop()


def unique_max(rows, key, name='name'):
    vals = sorted(((key(r), r[name]) for r in rows), reverse=True)
    assert vals[0][0] != vals[1][0], vals[:2]
    return vals[0][1]


def unique_min(rows, key, name='name'):
    vals = sorted((key(r), r[name]) for r in rows)
    assert vals[0][0] != vals[1][0], vals[:2]
    return vals[0][1]


def yn(b, lang):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


Q = []


def add(question, answer, shape, lang='zh'):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


def between(s, lo, hi):
    return valid_date(s) and lo <= date(s) <= hi


# ---------------- Persona 1: 省民宗委统计员 (宗教场所 / 协会 / 学校) ----------------
add('我在汇总宗教活动场所数据：温州市宗教为“天主教”、类别为“寺观教堂”的宗教场所一共有多少处？',
    sum(1 for r in RV if r['city'] == '温州市' and r['religion'] == '天主教' and r['category'] == '寺观教堂'), 'count')
add('宗教为伊斯兰教的宗教场所有哪些？请列出全部名称。',
    sorted(r['name'] for r in RV if r['religion'] == '伊斯兰教'), 'list')
add('建德市慧华寺这个宗教场所的邮政编码是多少？', row(RV, '建德市慧华寺')['postalCode'], 'property')
add('宁波江北延生禅寺的登记时间是哪天？（按YYYY-MM-DD格式回答）',
    date(row(RV, '宁波江北延生禅寺')['registrationTime']), 'property')
add('丽水市 道教 宗教派别为“全真教”的宗教场所数量',
    sum(1 for r in RV if r['city'] == '丽水市' and r['religion'] == '道教' and r['religiousType'] == '全真教'), 'count')
add('台州市宗教为“佛教”的宗教场所比宗教为“道教”的宗教场所多多少处？',
    sum(1 for r in RV if r['city'] == '台州市' and r['religion'] == '佛教')
    - sum(1 for r in RV if r['city'] == '台州市' and r['religion'] == '道教'), 'difference')
add('舟山市宗教为天主教的宗教场所中，批准日期在2000-01-01至2010-12-31之间（含首尾）的有几处？',
    sum(1 for r in RV if r['city'] == '舟山市' and r['religion'] == '天主教'
        and between(r['approvalDate'], '2000-01-01', '2010-12-31')), 'date_window')
add('乐清市南岳镇大崧教堂的场所类别是“寺观教堂”吗？',
    yn(row(RV, '乐清市南岳镇大崧教堂')['category'] == '寺观教堂', 'zh'), 'yes_no')
add('统计一下：湖州市宗教为“道教”的宗教场所有多少处？',
    sum(1 for r in RV if r['city'] == '湖州市' and r['religion'] == '道教'), 'group_count')
add('慈溪市海月寺所在县区的行政区划代码是多少？', region_code(row(RV, '慈溪市海月寺')['county']), 'two_hop')

add('类别为“省团体”的宗教协会有哪些？请列出所有协会名称。',
    sorted(r['name'] for r in AS if r['category'] == '省团体'), 'list')
add('宗教为基督教、类别为“市团体”的协会有几个？',
    sum(1 for r in AS if r['religion'] == '基督教' and r['category'] == '市团体'), 'count')
add('萧山区佛教协会的登记证号是什么？', row(AS, '萧山区佛教协会')['registrationCertificateNumber'], 'property')
add('登记时间在2013-05-01到2013-08-31之间（含两端）的宗教协会共有多少个？',
    sum(1 for r in AS if between(r['registrationTime'], '2013-05-01', '2013-08-31')), 'date_window')
add('东阳市天主教爱国会属于“县团体”吗？', yn(row(AS, '东阳市天主教爱国会')['category'] == '县团体', 'zh'), 'yes_no')
add('台州市的协会里，宗教为道教的有几个？',
    sum(1 for r in AS if r['city'] == '台州市' and r['religion'] == '道教'), 'group_count')
add('浙江省道教协会和浙江省伊斯兰教协会，哪个协会的登记时间更早？',
    min((date(row(AS, n)['registrationTime']), n) for n in ('浙江省道教协会', '浙江省伊斯兰教协会'))[1], 'comparison')

add('浙江佛学院这所宗教院校的在校学生数是多少？', int(row(SC, '浙江佛学院')['studentCount']), 'property')
add('全部宗教院校的学生人数加起来一共是多少？', sum(int(r['studentCount']) for r in SC), 'sum')
add('宗教院校的教师人数平均是多少？（保留两位小数）',
    fmt(sum(num(r['teacherCount']) for r in SC) / len(SC)), 'average')
add('成立日期最早的宗教学校是哪一所？', unique_min(SC, lambda r: date(r['establishmentDate'])), 'superlative')
add('浙江道教学院和浙江神学院相比，哪所学校的学生人数更多？',
    max((int(row(SC, n)['studentCount']), n) for n in ('浙江道教学院', '浙江神学院'))[1], 'comparison')
add('成立日期在2016-10-01至2016-11-30之间（含首尾）的宗教学校有哪些？',
    sorted(r['name'] for r in SC if between(r['establishmentDate'], '2016-10-01', '2016-11-30')), 'date_window')
top_sc = unique_max(SC, lambda r: int(r['studentCount']))
add('学生人数最多的那所宗教学校是哪天成立的？（日期格式YYYY-MM-DD）',
    date(row(SC, top_sc)['establishmentDate']), 'two_hop')

# ---------------- Persona 2: 加油站安全检查组组长 (加油站 / 许可证) ----------------
add('杭州杭钢亚盛天然气有限公司这个加油站的负责人是谁？', row(GS, '杭州杭钢亚盛天然气有限公司')['manager'], 'property')
add('桐乡运河加气站 级别', row(GS, '桐乡运河加气站')['level'], 'property')
add('下周要去慈溪，想先确认一下：慈溪市煤气有限公司这个加油站是哪天成立的？请按YYYY-MM-DD回答。',
    date(row(GS, '慈溪市煤气有限公司')['buildTime']), 'property')
add('三门县道生加气站有限公司的法定代表人叫什么？', row(GS, '三门县道生加气站有限公司')['legalRepresentative'], 'property')
add('所在县区为南湖区的加油站一共有几个？', sum(1 for r in GS if r['county'] == '南湖区'), 'count')
add('南湖区级别为“一级”的加油站有几个？',
    sum(1 for r in GS if r['county'] == '南湖区' and r['level'] == '一级'), 'count')
add('我们组要重点排查重大危险源：“是否构成重大危险源”为“是”的加油站有哪些？全部列出来。',
    sorted(r['name'] for r in GS if r['isMajorDangerSource'] == '是'), 'list')
add('负责人是苗国英的加油站都有哪些？', sorted(r['name'] for r in GS if r['manager'] == '苗国英'), 'list')
add('南湖区所有加油站的职工人数合计是多少？', sum(int(r['employeeCount']) for r in GS if r['county'] == '南湖区'), 'sum')
_g = [r for r in GS if r['operationSubject'] == '中石化杭燃']
add('运营主体为“中石化杭燃”的加油站，总设计储量的平均值是多少？保留两位小数。',
    fmt(sum(num(r['totalDesignStorage']) for r in _g) / len(_g)), 'average')
top_storage = unique_max([r for r in GS if r['totalDesignStorage']], lambda r: num(r['totalDesignStorage']))
add('总设计储量最大的加油站是哪一个？', top_storage, 'superlative')
add('职工人数最多的加油站是哪家？', unique_max([r for r in GS if r['employeeCount']], lambda r: int(r['employeeCount'])),
    'superlative')
add('宁波市汽车燃气有限公司丽园北路加气站和宁波市汽车燃气有限公司梅墟加气站，哪个加油站的职工人数更多？',
    max((int(row(GS, n)['employeeCount']), n) for n in
        ('宁波市汽车燃气有限公司丽园北路加气站', '宁波市汽车燃气有限公司梅墟加气站'))[1], 'comparison')
add('成立日期在2018-01-01到2018-12-31之间（含首尾）的加油站有哪些？请列出名称。',
    sorted(r['name'] for r in GS if between(r['buildTime'], '2018-01-01', '2018-12-31')), 'date_window')
add('2013年1月1日至2013年12月31日（含）成立的加油站有多少个？',
    sum(1 for r in GS if between(r['buildTime'], '2013-01-01', '2013-12-31')), 'date_window')
add('绍兴金帝天然气有限公司的总设计储量比嘉兴市加油加气站有限公司东栅站多多少？（保留两位小数）',
    fmt(num(row(GS, '绍兴金帝天然气有限公司')['totalDesignStorage'])
        - num(row(GS, '嘉兴市加油加气站有限公司东栅站')['totalDesignStorage'])), 'difference')
add('温岭市建设燃气有限公司是否构成重大危险源？', row(GS, '温岭市建设燃气有限公司')['isMajorDangerSource'], 'yes_no')
add('杭州富阳江润加气站有限公司的级别是“一级”吗？',
    yn(row(GS, '杭州富阳江润加气站有限公司')['level'] == '一级', 'zh'), 'yes_no')
add('镇海区运营主体为中海油的加油站有几个？',
    sum(1 for r in GS if r['county'] == '镇海区' and r['operationSubject'] == '中海油'), 'group_count')
add('所属行业为“液化石油气生产和供应业”且级别为“三级”的加油站有几家？',
    sum(1 for r in GS if r['industry'] == '液化石油气生产和供应业' and r['level'] == '三级'), 'count')
add('宁波新奥燃气有限公司（加油站）的经营许可证什么时候失效？日期格式YYYY-MM-DD。',
    date(LIC[row(GS, '宁波新奥燃气有限公司')['businessLicense']]['invalidDate']), 'two_hop')
add('桐乡运河加气站所持经营许可证的生效日期是哪天？（YYYY-MM-DD）',
    date(LIC[row(GS, '桐乡运河加气站')['businessLicense']]['effectiveDate']), 'two_hop')
add('总设计储量最大的那个加油站，负责人是谁？', row(GS, top_storage)['manager'], 'two_hop')
add('嘉兴市加油加气站有限公司乍浦站所在县区的行政区划代码是多少？',
    region_code(row(GS, '嘉兴市加油加气站有限公司乍浦站')['county']), 'two_hop')

# ---------------- Persona 4: 暑期社会实践大学生 (医疗机构 / 行政区) ----------------
add('我在做暑期社会实践，想了解医院分布：类别为“医院”且级别为“三级”的医疗机构有多少家？',
    sum(1 for r in MED if r['category'] == '医院' and r['level'] == '三级'), 'count')
add('类别是社区卫生服务中心的医疗机构总共几家？', sum(1 for r in MED if r['category'] == '社区卫生服务中心'), 'count')
add('类别为“门诊部诊所医务室村卫生室”、级别为“二级”的医疗机构有哪些？',
    sorted(r['name'] for r in MED if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级'), 'list')
add('类别为“社区卫生服务中心”但级别为“一级”的医疗机构是哪几家？',
    sorted(r['name'] for r in MED if r['category'] == '社区卫生服务中心' and r['level'] == '一级'), 'list')
add('杭州锦医堂中医门诊部 电话', row(MED, '杭州锦医堂中医门诊部')['phoneNumber'], 'property')
add('杭州萧山盈丰中医骨伤科医院是几级医疗机构？', row(MED, '杭州萧山盈丰中医骨伤科医院')['level'], 'property')
add('桐庐县富春江中心卫生院属于哪个类别的医疗机构？', row(MED, '桐庐县富春江中心卫生院')['category'], 'property')
add('杭州市第九人民医院的级别是“三级”吗？', yn(row(MED, '杭州市第九人民医院')['level'] == '三级', 'zh'), 'yes_no')
add('级别为“一级”的医疗机构比级别为“二级”的多多少家？',
    sum(1 for r in MED if r['level'] == '一级') - sum(1 for r in MED if r['level'] == '二级'), 'difference')
add('在类别为“医院”的医疗机构中，级别为“二级”的有多少家？',
    sum(1 for r in MED if r['category'] == '医院' and r['level'] == '二级'), 'group_count')
add('名称里带“口腔”两个字、类别为“门诊部诊所医务室村卫生室”的医疗机构有多少家？',
    sum(1 for r in MED if '口腔' in r['name'] and r['category'] == '门诊部诊所医务室村卫生室'), 'count')
_sp = sorted({r['servicePopulation'] for r in MED if r['category'] == '省本级定点'})
assert len(_sp) == 1
add('类别为“省本级定点”的医疗机构，其服务人群是什么？', _sp, 'property')
add('杭州市上城区紫阳街道社区卫生服务中心的级别是“社区”吗？',
    yn(row(MED, '杭州市上城区紫阳街道社区卫生服务中心')['level'] == '社区', 'zh'), 'yes_no')
add('桐庐县的行政区划代码是多少？', region_code('桐庐县'), 'property')
_c = '330624'
_n = {r['name'] for r in REG if r['id'] == _c}
assert len(_n) == 1
add('行政区划代码为330624的是哪个行政区？', sorted(_n), 'property')
_lab = {r['label'] for r in REG if r['name'] == '浙江省'}
assert len(_lab) == 1
add('浙江省在行政区表里属于哪一级行政区？', sorted(_lab), 'property')
add('景宁畲族自治县和龙泉市，哪个的行政区划代码数值更大？',
    max((int(region_code(n)), n) for n in ('景宁畲族自治县', '龙泉市'))[1], 'comparison')

# ---------------- Persona 3: Australian travel blogger (English) ----------------
add("Planning my Zhejiang itinerary - what A-level rating does the tourist spot 乌镇景区 have in the list?",
    row(TS, '乌镇景区')['level'], 'property', 'en')
add('Which city is the tourist attraction 神仙居景区 in?', row(TS, '神仙居景区')['city'], 'property', 'en')
add('Is the tourist spot 宁波博物馆景区 rated AAAAA?', yn(row(TS, '宁波博物馆景区')['level'] == 'AAAAA', 'en'),
    'yes_no', 'en')
add('Is the tourist spot 天一阁·月湖景区 located in 宁波市?', yn(row(TS, '天一阁·月湖景区')['city'] == '宁波市', 'en'),
    'yes_no', 'en')
add('address of tourist spot 江山最美碗窑景区', row(TS, '江山最美碗窑景区')['address'], 'property', 'en')
add('What is the business scope of the travel agency 建德中国旅行社有限公司?',
    ta_row('建德中国旅行社有限公司')[TA_SCOPE], 'property', 'en')
add('Phone number for the travel agency 浙江邮电旅行社有限公司?', ta_row('浙江邮电旅行社有限公司')[TA_PHONE],
    'property', 'en')
add("How many travel agencies in 舟山市 have the business scope exactly '国内旅游业务、入境旅游业务、出境组团业务'?",
    sum(1 for r in TA if r[TA_CITY] == '舟山市' and r[TA_SCOPE] == '国内旅游业务、入境旅游业务、出境组团业务'),
    'count', 'en')
add("I want an outbound-capable agency near Huzhou: list all travel agencies in 湖州市 whose business scope is "
    "exactly '国内旅游业务、入境旅游业务、出境组团业务'.",
    sorted(r[TA_NAME] for r in TA if r[TA_CITY] == '湖州市' and r[TA_SCOPE] == '国内旅游业务、入境旅游业务、出境组团业务'),
    'list', 'en')
_cc = Counter(r[TA_CITY] for r in TA)
add('Which has more travel agencies listed, 温州市 or 金华市?',
    max((_cc[c], c) for c in ('温州市', '金华市'))[1], 'comparison', 'en')
add('How many travel agencies are there in 湖州市?', _cc['湖州市'], 'group_count', 'en')
add('How many more travel agencies does 杭州市 have than 宁波市?', _cc['杭州市'] - _cc['宁波市'], 'difference', 'en')
_top = _cc.most_common(2)
assert _top[0][1] != _top[1][1]
add('Which city has the largest number of travel agencies?', _top[0][0], 'superlative', 'en')
add('What is the administrative division code of the county where the travel agency 建德中国旅行社有限公司 is registered?',
    region_code(ta_row('建德中国旅行社有限公司')[TA_COUNTY]), 'two_hop', 'en')
add("How many travel agencies in 衢州市 have the business scope exactly '国内旅游业务'?",
    sum(1 for r in TA if r[TA_CITY] == '衢州市' and r[TA_SCOPE] == '国内旅游业务'), 'count', 'en')

assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r86-%02d' % i, **q})
assert sum(q['lang'] == 'en' for q in out) == 15
dst = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'r86-affairqa.json')
with open(dst, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print('wrote', len(out), 'questions to', dst)
print(Counter(q['shape'] for q in out), Counter(q['lang'] for q in out))
