"""Blind held-out question set r87 for AffairQA (Zhejiang government-affairs tables).

Personas (written in their voice):
  1. 一位市场监管局的执法人员 — travel agencies' licences / business scopes, gas stations' operators (zh)
  2. 一位地方志办公室的编辑 — founding / registration / approval dates of religious sites, associations,
     schools; administrative regions (zh)
  3. A Singapore-based healthcare consultant — medical institutions by category, level, service population (en)
  4. 一位退休教师在社区做宗教文化讲座 — religious sites and schools, religions, sizes, cities (zh)

Tables / columns used (sources/*.csv):
  加油站: name, operationSubject, legalRepresentative, industry, isMajorDangerSource, level, county,
          employeeCount, totalDesignStorage, buildTime, businessLicense (-> 许可证.name)
  许可证: name, effectiveDate, invalidDate (joined from 加油站.businessLicense)
  旅行社: name, businessScope, city, county, faxNumber
  医疗机构: name, category, level, servicePopulation
  协会: name, religion, registrationTime, category, city, registrationCertificateNumber
  学校: name, religion, studentCount, teacherCount, professorCount, establishmentDate, city
  宗教场所: name, religion, religiousType, category, city, area, buildingArea, approvalDate, registrationTime
  行政区: name, label, id (only rows whose id and name are each unique in the table)

Readings avoided and why:
  - 加油站.buildTime '1899-12-30' (Excel zero-date placeholder) and empty values are excluded from date questions.
  - 加油站.employeeCount 0 looks unfilled (30 rows): averages/comparisons use only values > 0 and say so.
  - 加油站.businessLicenseNumber / organizationCode / unifiedSocialCreditCode are partly mangled into
    scientific notation ('9.13E+17') or '无': never asked.  旅行社.unifiedSocialCreditCode likewise.
  - 旅行社 has two columns both named licenseNumber (a 旅管 approval-document number and an L-ZJ licence
    number): ambiguous, never asked; the L-ZJ -> 许可证 join has no dates, so not used.
  - 旅行社.county is often the generic '市辖区', so district counts would under-count: not asked.
  - 协会.registrationCertificateNumber has odd bare values (e.g. '76') and blanks: not asked.
  - 协会.county mixes district names and numeric codes (330101 ...): never used; 协会.city used instead.
    协会.registrationTime '1900/1/1' is a placeholder and is excluded.  协会.unifiedSocialCreditCode has a
    placeholder '513000000000000000'.
  - 学校.county has a code ('310107') for one row: not used; schoolSystem has three spellings of the same
    thing: not used.  professorCount empty for one school: superlatives on it avoided except where the top is
    unambiguous among filled values (stated).
  - 宗教场所.registrationTime has a '1900/1/1' placeholder; unifiedSocialCreditCode placeholder
    '713000000000000000'; two fully empty rows: all excluded.
  - 行政区: 普陀区 carries code 310107 (Shanghai's 普陀区), not Zhoushan's, so its code is not asked.
  - 行政区 repeats whole rows many times (桐庐县 appears 5x) and has names shared by different ids (市属,
    市辖区 ...): exact duplicate rows are collapsed, and only a name/id whose mapping is then one-to-one is
    asked about; no counts over that table.
  - 医疗机构 category/level are coded words; the questions quote the table's own words (e.g. '省本级定点',
    '门诊部诊所医务室村卫生室').  Addresses with stray quotes are not asked.
  - Superlatives are asserted unique; tied tops are not asked.
"""
import csv
import json
import os
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit('cannot find shared/datasets/kag-affairqa/sources above ' + HERE)
        d = parent


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


GS = load('加油站')
LIC = {r['name']: r for r in load('许可证')}
TA = load('旅行社')
MED = load('医疗机构')
ASSOC = load('协会')
SCH = load('学校')
REL = [r for r in load('宗教场所') if r['religion'] and r['city']]
ADM = load('行政区')


def pdate(s):
    s = (s or '').strip()
    if not s:
        return None
    sep = '/' if '/' in s else '-'
    y, m, d = (int(x) for x in s.split(sep))
    if y < 1901:  # 1899-12-30 / 1900-1-1 placeholders
        return None
    return date(y, m, d)


def fmt_date(s):
    d = pdate(s)
    assert d is not None, s
    return d.isoformat()


def num(s):
    s = (s or '').strip()
    if not s:
        return None
    v = Decimal(s)
    return v


def fmt_num(v):
    v = Decimal(v)
    if v == v.to_integral_value():
        return str(int(v))
    return str(v.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def r2(v):
    return str(Decimal(v).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def one(rows, name):
    m = [r for r in rows if r['name'] == name]
    assert len(m) == 1, (name, len(m))
    return m[0]


def unique_top(rows, key, reverse=True):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    vals.sort(key=lambda t: t[0], reverse=reverse)
    assert len(vals) >= 2 and vals[0][0] != vals[1][0], ('tie', vals[:2])
    return vals[0][1]


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


def yn(b, lang='zh'):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


# ---------------------------------------------------------------- persona 1: 市场监管执法 (zh)
g = one(GS, '宁波新奥燃气有限公司')
add('property', 'zh', '加油站“宁波新奥燃气有限公司”的法定代表人是谁？', g['legalRepresentative'])

g = one(GS, '嘉兴市加油加气站有限公司东栅站')
add('property', 'zh', '嘉兴市加油加气站有限公司东栅站 经营主体', g['operationSubject'])

n = sum(1 for r in GS if r['operationSubject'] == '中海油')
add('group_count', 'zh', '我们在排查加气站的经营主体，经营主体是“中海油”的加油站一共有几家？', n)

n = sum(1 for r in GS if r['industry'] == '天然气生产和供应业' and r['isMajorDangerSource'] == '是')
add('count', 'zh', '所属行业为“天然气生产和供应业”且被认定为重大危险源的加油站有多少家？', n)

lst = [r['name'] for r in GS if r['isMajorDangerSource'] == '是']
assert 1 <= len(lst) <= 12
add('list', 'zh', '列出所有“是否重大危险源”为“是”的加油站名称。', lst)

n = sum(1 for r in GS if r['level'] == '一级')

rows = [r for r in GS if r['county'] == '北仑区']
vals = [num(r['totalDesignStorage']) for r in rows]
assert all(v is not None and v > 0 for v in vals)
add('sum', 'zh', '北仑区所有加油站的总设计储量（totalDesignStorage）合计是多少？如有小数保留两位小数。', fmt_num(sum(vals)))

top = unique_top(GS, lambda r: num(r['totalDesignStorage']))
add('superlative', 'zh', '总设计储量最大的加油站是哪一家？', top['name'])

g = one(GS, '宁波新奥燃气有限公司')
add('two_hop', 'zh', '执法检查需要核对证照：加油站“宁波新奥燃气有限公司”所持经营许可证的失效日期是哪天？请按YYYY-MM-DD格式回答。',
    fmt_date(LIC[g['businessLicense']]['invalidDate']))

g = one(GS, '杭州萧山环能实业有限公司')
add('two_hop', 'zh', '杭州萧山环能实业有限公司（加油站）的经营许可证生效日期，格式YYYY-MM-DD', fmt_date(LIC[g['businessLicense']]['effectiveDate']))

lst = [r['name'] for r in GS if pdate(r['buildTime']) and date(2015, 1, 1) <= pdate(r['buildTime']) <= date(2015, 12, 31)]
assert 1 <= len(lst) <= 12, lst
add('date_window', 'zh', '建成时间在2015年1月1日至2015年12月31日（含首尾）之间的加油站有哪些？', lst)

a, b = one(GS, '宁波市汽车燃气有限公司丽园北路加气站'), one(GS, '宁波新捷公运天然气有限公司')
ea, eb = int(a['employeeCount']), int(b['employeeCount'])
assert ea > 0 and eb > 0 and ea != eb, (ea, eb)
add('comparison', 'zh', '加油站“宁波市汽车燃气有限公司丽园北路加气站”和“宁波新捷公运天然气有限公司”，哪家的员工人数更多？',
    a['name'] if ea > eb else b['name'])

g = one(GS, '宁波新奥燃气有限公司福庆南路CNG加气站')
assert g['isMajorDangerSource'] in ('是', '否')
add('yes_no', 'zh', '宁波新奥燃气有限公司福庆南路CNG加气站是重大危险源吗？', yn(g['isMajorDangerSource'] == '是'))

g = one(GS, '中海油浙江新能源有限公司集运加气站')
add('property', 'zh', '中海油浙江新能源有限公司集运加气站是什么时候建成的？日期按YYYY-MM-DD。', fmt_date(g['buildTime']))

t = one(TA, '杭州国泰旅行社有限公司')
add('property', 'zh', '杭州国泰旅行社有限公司的经营范围是什么？', t['businessScope'])

n = sum(1 for r in TA if r['city'] == '杭州市' and r['businessScope'] == '国内旅游业务、入境旅游业务、出境组团业务')
add('count', 'zh', '杭州市经营范围为“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有多少家？', n)

n = sum(1 for r in TA if r['city'] == '舟山市')

lst = [r['name'] for r in TA if r['city'] == '衢州市' and r['businessScope'] == '国内旅游业务、入境旅游业务、出境组团业务']
assert 1 <= len(lst) <= 12, lst
add('list', 'zh', '衢州市有哪些旅行社的经营范围是“国内旅游业务、入境旅游业务、出境组团业务”？请列出全部名称。', lst)

t = one(TA, '浦江龙峰国际旅行社有限公司')
add('yes_no', 'zh', '浦江龙峰国际旅行社有限公司的经营范围里有出境组团业务吗？', yn('出境' in t['businessScope']))

t = one(TA, '建德中国旅行社有限公司')
add('property', 'zh', '建德中国旅行社有限公司的传真号码是多少？', t['faxNumber'])

rows = [r for r in TA if r['county'] == '西湖区']
assert all(r['city'] == '杭州市' for r in rows)

ca = sum(1 for r in TA if r['city'] == '嘉兴市'); cb = sum(1 for r in TA if r['city'] == '台州市')
assert ca != cb
add('comparison', 'zh', '嘉兴市和台州市相比，哪个城市的旅行社更多？', '嘉兴市' if ca > cb else '台州市')

d = sum(1 for r in GS if r['operationSubject'] == '中石化') - sum(1 for r in GS if r['operationSubject'] == '中海油')
add('difference', 'zh', '经营主体为“中石化”的加油站比经营主体为“中海油”的多几家？', d)

vals = [int(r['employeeCount']) for r in GS if r['operationSubject'] == '中海油' and r['employeeCount'] and int(r['employeeCount']) > 0]
add('average', 'zh', '经营主体为“中海油”、员工人数大于0的加油站，平均员工人数是多少？保留两位小数。', r2(Decimal(sum(vals)) / len(vals)))

n = sum(1 for r in TA if r['businessScope'] == '国内旅游业务')
add('count', 'zh', '经营范围仅为“国内旅游业务”的旅行社有几家？', n)

g = one(GS, '杭州中石化杭燃能源有限公司清泰门加气站')

# ---------------------------------------------------------------- persona 2: 地方志编辑 (zh)
s = one(SCH, '浙江神学院')
add('property', 'zh', '修志需要核实：浙江神学院是哪一天成立的？请用YYYY-MM-DD格式。', fmt_date(s['establishmentDate']))

s = one(SCH, '中国佛学院普陀山学院')
add('property', 'zh', '中国佛学院普陀山学院 成立日期（YYYY-MM-DD）', fmt_date(s['establishmentDate']))

top = unique_top(SCH, lambda r: pdate(r['establishmentDate']), reverse=False)
add('superlative', 'zh', '学校表中成立最早的宗教院校是哪一所？', top['name'])

lst = [r['name'] for r in SCH if date(2016, 10, 1) <= pdate(r['establishmentDate']) <= date(2016, 11, 30)]
add('date_window', 'zh', '哪些学校的成立日期在2016年10月1日到2016年11月30日之间（含首尾）？', lst)

a = one(ASSOC, '萧山区佛教协会')
add('property', 'zh', '萧山区佛教协会的登记时间是哪天？按YYYY-MM-DD回答。', fmt_date(a['registrationTime']))

a = one(ASSOC, '长兴县基督教协会')

n = sum(1 for r in ASSOC if pdate(r['registrationTime']) and date(1980, 1, 1) <= pdate(r['registrationTime']) <= date(1989, 12, 31))
add('date_window', 'zh', '登记时间在1980年1月1日至1989年12月31日（含）之间的协会有多少个？', n)

lst = [r['name'] for r in ASSOC if r['category'] == '省团体']
add('list', 'zh', '类别为“省团体”的协会有哪些？', lst)

n = sum(1 for r in ASSOC if r['city'] == '丽水市')
add('group_count', 'zh', '丽水市的宗教协会一共有几个？', n)

n = sum(1 for r in ASSOC if r['city'] == '温州市' and r['religion'] == '道教')
add('count', 'zh', '温州市信仰道教的协会有几个', n)

top = unique_top([r for r in ASSOC if r['category'] == '市团体'], lambda r: pdate(r['registrationTime']), reverse=False)
add('superlative', 'zh', '在类别为“市团体”的协会中，登记时间最早的是哪个协会？（不计登记时间缺失或为1900年占位值的）', top['name'])

r = one(REL, '象山永清庵')

r = one(REL, '绍兴市柯桥区太平寺')
add('property', 'zh', '绍兴市柯桥区太平寺 批准日期 YYYY-MM-DD', fmt_date(r['approvalDate']))

lst = [r['name'] for r in REL if r['city'] == '舟山市' and pdate(r['approvalDate']) and date(2015, 1, 1) <= pdate(r['approvalDate']) <= date(2019, 12, 31)]
assert 1 <= len(lst) <= 12, lst
add('date_window', 'zh', '舟山市有哪些宗教场所的批准日期在2015年1月1日至2019年12月31日之间（含首尾）？', lst)

top = unique_top(REL, lambda r: pdate(r['approvalDate']), reverse=False)
add('superlative', 'zh', '批准日期最早的宗教场所是哪一个？', top['name'])

# administrative regions: only rows with unique id and unique name
ADMU = [dict(zip(('name', 'label', 'id'), t)) for t in sorted({(r['name'], r['label'], r['id']) for r in ADM})]
idc = Counter(r['id'] for r in ADMU); nc = Counter(r['name'] for r in ADMU)
def adm_by_id(i):
    m = [r for r in ADMU if r['id'] == i]
    assert len(m) == 1 and nc[m[0]['name']] == 1, (i, m)
    return m[0]
def adm_by_name(nm):
    m = [r for r in ADMU if r['name'] == nm]
    assert len(m) == 1 and idc[m[0]['id']] == 1, (nm, m)
    return m[0]
add('property', 'zh', '行政区划代码330122对应的是哪个行政区？', adm_by_id('330122')['name'])
add('property', 'zh', '桐庐县在行政区表中属于哪一级行政区？', adm_by_name('桐庐县')['label'])

n = sum(1 for r in REL if r['city'] == '湖州市' and pdate(r['registrationTime']) and date(2010, 1, 1) <= pdate(r['registrationTime']) <= date(2010, 12, 31))
add('date_window', 'zh', '湖州市的宗教场所中，登记时间在2010-01-01到2010-12-31（含）之间的有几处？', n)

top = unique_top([r for r in ASSOC if r['city'] == '杭州市'], lambda r: pdate(r['registrationTime']), reverse=False)
assert top['registrationCertificateNumber']

a = one(ASSOC, '东阳市天主教爱国会')
add('yes_no', 'zh', '东阳市天主教爱国会是在1990年以前登记的吗？', yn(pdate(a['registrationTime']) < date(1990, 1, 1)))

a = one(ASSOC, '黄岩区佛教协会')
add('property', 'zh', '黄岩区佛教协会属于哪一类团体（省团体/市团体/县团体）？', a['category'])

ya = pdate(one(SCH, '浙江佛学院')['establishmentDate']).year
yb = pdate(one(SCH, '杭州佛学院')['establishmentDate']).year
add('difference', 'zh', '浙江佛学院的成立年份比杭州佛学院晚几年？（按成立日期的年份相减）', ya - yb)

# ---------------------------------------------------------------- persona 3: healthcare consultant (en)
n = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '三级')
add('count', 'en', 'How many medical institutions have category "医院" and level "三级"?', n)

add('property', 'en', 'What category is 杭州市儿童医院 listed under in the medical institutions table?', one(MED, '杭州市儿童医院')['category'])
add('property', 'en', 'level of 杭州明州医院', one(MED, '杭州明州医院')['level'])
add('property', 'en', "I'm benchmarking Hangzhou clinics for a client in Singapore. What service population does the medical institution 杭州中兴医院 cover?",
    one(MED, '杭州中兴医院')['servicePopulation'])
n = sum(1 for r in MED if r['category'] == '省本级定点')
add('group_count', 'en', 'How many medical institutions are in the category "省本级定点"?', n)
lst = [r['name'] for r in MED if r['category'] == '社区卫生服务中心' and r['level'] == '二级']
add('list', 'en', 'Which medical institutions have category "社区卫生服务中心" and level "二级"?', lst)
lst = [r['name'] for r in MED if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级']
add('list', 'en', 'List all medical institutions of category "门诊部诊所医务室村卫生室" whose level is "二级".', lst)
add('yes_no', 'en', 'Is the medical institution 浙江老年关怀医院 rated level "三级"? Answer yes or no.', yn(one(MED, '浙江老年关怀医院')['level'] == '三级', 'en'))
add('yes_no', 'en', 'Is 杭州口腔医院 a 三级 institution?', yn(one(MED, '杭州口腔医院')['level'] == '三级', 'en'))
rank = {'一级': 1, '二级': 2, '三级': 3}
a, b = one(MED, '杭州市临安区中医院'), one(MED, '杭州市临安区第一人民医院')
assert rank[a['level']] != rank[b['level']]
add('comparison', 'en', 'Between the hospitals 杭州市临安区中医院 and 杭州市临安区第一人民医院, which one has the higher level (三级 above 二级 above 一级)?',
    a['name'] if rank[a['level']] > rank[b['level']] else b['name'])
n = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '二级')
add('count', 'en', 'number of medical institutions with category 医院 and level 二级', n)
n = sum(1 for r in MED if r['level'] == '社区')
add('count', 'en', 'How many medical institutions have the level "社区"?', n)
d = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '三级') - sum(1 for r in MED if r['category'] == '医院' and r['level'] == '二级')
add('difference', 'en', 'Among medical institutions of category "医院", how many more are level "三级" than level "二级"?', d)
lst = [r['name'] for r in MED if r['category'] == '卫生院']
add('list', 'en', 'Which medical institution(s) are in the category "卫生院"?', lst)
n = sum(1 for r in MED if r['servicePopulation'] == '基本、离休、子女' and r['level'] == '一级')
add('count', 'en', 'My client wants to know: how many level "一级" medical institutions list the service population "基本、离休、子女"?', n)

# ---------------------------------------------------------------- persona 4: 退休教师 宗教文化讲座 (zh)
add('property', 'zh', '浙江道教学院是哪个宗教的学校？', one(SCH, '浙江道教学院')['religion'])
n = sum(1 for r in SCH if r['religion'] == '佛教')
add('count', 'zh', '我在社区讲宗教文化，想说说浙江的佛学院：学校表里宗教为佛教的学校有几所？', n)
lst = [r['name'] for r in SCH if r['city'] == '杭州市']
add('list', 'zh', '位于杭州市的宗教学校有哪几所？', lst)
add('sum', 'zh', '所有佛教学校的学生人数加起来是多少？', sum(int(r['studentCount']) for r in SCH if r['religion'] == '佛教'))
vals = [int(r['teacherCount']) for r in SCH if r['religion'] == '佛教']
add('average', 'zh', '佛教类学校的平均教师人数是多少（保留两位小数）？', r2(Decimal(sum(vals)) / len(vals)))
top = unique_top(SCH, lambda r: int(r['studentCount']))
add('superlative', 'zh', '学生人数最多的宗教学校是哪所', top['name'])
a, b = one(SCH, '浙江神学院'), one(SCH, '浙江道教学院')
assert a['studentCount'] != b['studentCount']
add('comparison', 'zh', '浙江神学院和浙江道教学院，哪所学校的学生更多？', a['name'] if int(a['studentCount']) > int(b['studentCount']) else b['name'])
lst = [r['name'] for r in REL if r['religion'] == '伊斯兰教']
add('list', 'zh', '浙江有哪些伊斯兰教的宗教场所？请列出全部名称。', lst)
n = sum(1 for r in REL if r['city'] == '嘉兴市' and r['religion'] == '天主教')
n = sum(1 for r in REL if r['city'] == '杭州市' and r['religion'] == '道教' and r['religiousType'] == '全真教')
add('count', 'zh', '杭州市属于道教全真教的宗教场所有多少个？', n)
top = unique_top([r for r in REL if r['city'] == '舟山市'], lambda r: num(r['area']))
add('superlative', 'zh', '舟山市占地面积最大的宗教场所是哪一处？', top['name'])
top = unique_top([r for r in REL if r['city'] == '湖州市' and r['religion'] == '基督教'], lambda r: num(r['buildingArea']))
add('superlative', 'zh', '湖州市的基督教场所里，建筑面积最大的是哪个？', top['name'])
add('property', 'zh', '温岭市大溪镇山市普济寺的占地面积是多少？', fmt_num(num(one(REL, '温岭市大溪镇山市普济寺')['area'])))
add('property', 'zh', '温岭市大溪镇山市普济寺在宗教场所表里的类别是“寺观教堂”还是“固定处所”？', one(REL, '温岭市大溪镇山市普济寺')['category'])
add('yes_no', 'zh', '淳安县千岛湖屏峰寺的类别是“寺观教堂”吗？', yn(one(REL, '淳安县千岛湖屏峰寺')['category'] == '寺观教堂'))
vals = [num(r['area']) for r in REL if r['religion'] == '伊斯兰教']
assert all(v > 0 for v in vals)
add('average', 'zh', '伊斯兰教宗教场所的平均占地面积是多少？结果保留两位小数。', r2(sum(vals) / len(vals)))
vals = [num(r['buildingArea']) for r in REL if r['religion'] == '伊斯兰教']
assert all(v > 0 for v in vals)
add('sum', 'zh', '全部伊斯兰教宗教场所的建筑面积总和是多少？如有小数保留两位小数。', fmt_num(sum(vals)))
n = sum(1 for r in REL if r['city'] == '衢州市')
add('group_count', 'zh', '衢州市一共有多少处宗教场所？', n)
n = sum(1 for r in REL if r['city'] == '舟山市' and r['religion'] == '佛教' and r['category'] == '寺观教堂')
d = int(one(SCH, '浙江佛学院')['teacherCount']) - int(one(SCH, '浙江慈云佛学院')['teacherCount'])
add('difference', 'zh', '浙江佛学院的教师人数比浙江慈云佛学院多多少人？', d)
top = unique_top(REL, lambda r: num(r['area']))
add('two_hop', 'zh', '全省占地面积最大的那处宗教场所位于哪个城市？', top['city'])
add('yes_no', 'zh', '浙江神学院在杭州市吗', yn(one(SCH, '浙江神学院')['city'] == '杭州市'))
lst = [r['name'] for r in ASSOC if r['religion'] == '伊斯兰教']
add('list', 'zh', '宗教为伊斯兰教的协会有哪些？', lst)
top = unique_top([r for r in SCH if r['professorCount']], lambda r: int(r['professorCount']))
add('two_hop', 'zh', '教授人数最多的那所宗教学校在哪个城市？', top['city'])
n = sum(1 for r in REL if r['city'] == '温州市' and r['religion'] == '基督教' and r['category'] == '寺观教堂')
a, b = one(REL, '温州市景山街道地藏王殿'), one(REL, '永嘉县枫林镇尚书宫')
assert num(a['buildingArea']) != num(b['buildingArea'])
add('comparison', 'zh', '温州市景山街道地藏王殿和永嘉县枫林镇尚书宫，哪个宗教场所的建筑面积更大？',
    a['name'] if num(a['buildingArea']) > num(b['buildingArea']) else b['name'])
add('property', 'zh', '永嘉县枫林镇尚书宫属于道教的哪一派？', one(REL, '永嘉县枫林镇尚书宫')['religiousType'])

# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
assert sum(q['lang'] == 'en' for q in Q) == 15
texts = [q['question'] for q in Q]
assert len(set(texts)) == len(texts)
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r87-%02d' % i, 'question': q['question'], 'answer': q['answer'],
                'shape': q['shape'], 'lang': q['lang']})
dest = os.path.join(os.path.dirname(HERE), 'r87-affairqa.json')
with open(dest, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
print('wrote', len(out), 'questions to', dest)
