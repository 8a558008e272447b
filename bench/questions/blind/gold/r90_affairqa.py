"""Blind held-out question set r90 for AffairQA (Zhejiang government-affairs tables).

Personas (new for this round):
  1. 一位应急管理局的值班员 (on call): gas stations, their managers, phone-free facts, licences.
  2. 一位宗教院校的招生办老师: religious schools (students, teachers, approval scale, founding dates, cities).
  3. A Canadian journalist (English): Zhejiang's religious sites and religious associations.
  4. 一位医学院的学生: medical institutions' categories/levels, and travel agencies for a summer trip.
  (plus a few extra Chinese questions on religious sites / associations.)

Tables and columns used (sources/*.csv, read with the csv module):
  加油站: name, manager, level, isMajorDangerSource, totalDesignStorage, buildTime, industry,
          county, operationSubject, legalRepresentative, employeeCount, businessLicense
  许可证: name, effectiveDate, invalidDate (joined from 加油站.businessLicense = 许可证.name)
  学校:   name, studentCount, teacherCount, religion, city, approvalLevel, approvalScale, establishmentDate
  宗教场所: name, religion, religiousType, category, city, area, buildingArea, approvalDate
  协会:   name, religion, category, city, registrationTime, website, registrationCertificateNumber
  医疗机构: name, category, level
  旅行社: name, city, county, businessScope, faxNumber

Readings avoided and why:
  - 加油站.buildTime '1899-12-30' (Excel zero-date placeholder) and empty values: excluded from any date logic.
  - 加油站 near-duplicate rows ('衢州佳豪天然气利用有限公司-航埠LNG加气站' vs '...航埠LNG加气站',
    '衢州市浙能油气发展有限公司-航埠加气母站' vs '...航埠加气母站'): no question touches 柯城区/衢州 stations.
  - 加油站.employeeCount = 0 looks unfilled: only used for named rows with positive counts.
  - 加油站.businessLicenseNumber / organizationCode / unifiedSocialCreditCode mangled to '9.13E+17': not used.
  - 加油站.county has a typo '北仓区': no county-based question for 北仑区 relies on county alone being complete
    (the 北仑区 count question says the exact value '北仑区').
  - 学校.county mixes names and a code ('310107'); 学校.professorCount (专职教师人数, near-synonym of teacherCount,
    one empty) and employeeCount (mostly empty) and schoolSystem (same meaning in three spellings): not used.
    学校.approvalScale is empty for 杭州佛学院: scale questions name the exact value and don't sum it.
    teacherCount 43 is tied (杭州佛学院, 中国佛学院普陀山学院): no teacher superlative.
  - 协会.county mixes names and codes; 协会.registrationTime '1900/1/1' placeholder (11 rows) is excluded
    from date windows; 协会.unifiedSocialCreditCode has placeholder 513000000000000000: not used.
  - 宗教场所.county mixes names and codes (e.g. 330401): only city is used. area/buildingArea 0 values are
    placeholders: superlatives/sums assert no zero in the group. registrationTime has a 1900 placeholder: only
    approvalDate is used in windows.
  - 旅行社 has two columns both named licenseNumber (a permit text and an L-ZJ code): neither is used;
    旅行社.county uses '市辖区' as a catch-all, so no question counts on 市辖区; unifiedSocialCreditCode
    is mangled to scientific notation; businessScope has many spellings, so only exact quoted values are used.
  - 医疗机构 level '社区' is a non-numeric level; comparisons use only 二级 vs 三级.
"""
import csv
import json
import os
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
            raise SystemExit('cannot find shared/datasets/kag-affairqa/sources')
        d = parent


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


GS = load('加油站')
LIC = {r['name']: r for r in load('许可证')}
SCH = load('学校')
REL = load('宗教场所')
ASSOC = load('协会')
MED = load('医疗机构')
TRV = load('旅行社')


def one(rows, name):
    m = [r for r in rows if r['name'] == name]
    assert len(m) == 1, (name, len(m))
    return m[0]


def pd(s):
    """Parse 'YYYY/M/D' into a date; None for empty or placeholder (1899/1900)."""
    s = (s or '').strip()
    if not s or s.startswith('1899') or s.startswith('1900'):
        return None
    y, m, d = s.replace('-', '/').split('/')
    return date(int(y), int(m), int(d))


def ds(s):
    d = pd(s)
    assert d is not None, s
    return d.isoformat()


def num(s):
    return Decimal(s.strip())


def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def r2(x):
    return str(Decimal(x).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def names(rows):
    out = [r['name'] for r in rows]
    assert out
    return out


def top(rows, key, reverse=True):
    """Unique superlative row by key; asserts no tie."""
    vals = sorted(rows, key=key, reverse=reverse)
    assert len(vals) >= 2 and key(vals[0]) != key(vals[1]), 'tie'
    return vals[0]


def between(s, a, b):
    d = pd(s)
    return d is not None and date.fromisoformat(a) <= d <= date.fromisoformat(b)


def nonzero(rows, col):
    for r in rows:
        assert r[col].strip() and num(r[col]) != 0, (r['name'], col)
    return rows


Q = []


def q(question, answer, shape, lang='zh'):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------- Persona 1: 应急管理局值班员 (gas stations, licences) ----------------
q('宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？',
  one(GS, '宁波新奥燃气有限公司福庆南路CNG加气站')['manager'], 'property')
q('值班中，急查：加油站“绍兴金帝天然气有限公司”的经营许可证编号',
  one(GS, '绍兴金帝天然气有限公司')['businessLicense'], 'property')
q('加油站“绍兴金帝天然气有限公司”所持经营许可证的失效日期是哪天？（按YYYY-MM-DD格式回答）',
  ds(LIC[one(GS, '绍兴金帝天然气有限公司')['businessLicense']]['invalidDate']), 'two_hop')
q('级别为“一级”的加油站一共有多少个？',
  len([r for r in GS if r['level'] == '一级']), 'count')
q('负责人是郑善勇的加油站有几个？',
  len([r for r in GS if r['manager'] == '郑善勇']), 'group_count')
q('列出负责人为“苗国英”的所有加油站名称。',
  names([r for r in GS if r['manager'] == '苗国英']), 'list')
q('天台华润燃气有限公司这个加油站是否构成重大危险源？',
  '是' if one(GS, '天台华润燃气有限公司')['isMajorDangerSource'] == '是' else '否', 'yes_no')
q('“是否构成重大危险源”为“是”的加油站有多少个？',
  len([r for r in GS if r['isMajorDangerSource'] == '是']), 'count')
q('我在整理重大危险源台账，请列出“是否构成重大危险源”为“是”的全部加油站名称。',
  names([r for r in GS if r['isMajorDangerSource'] == '是']), 'list')
_gs_st = [r for r in GS if r['totalDesignStorage'].strip()]
q('总设计储量最大的加油站是哪一个？',
  top(_gs_st, lambda r: num(r['totalDesignStorage']))['name'], 'superlative')
q('建成时间在2018-01-01至2018-12-31之间（含首尾两天）的加油站有哪些？',
  names([r for r in GS if between(r['buildTime'], '2018-01-01', '2018-12-31')]), 'date_window')
_a, _b = one(GS, '慈溪市煤气有限公司'), one(GS, '诸暨市赵家液化石油气贮罐站')
q('慈溪市煤气有限公司和诸暨市赵家液化石油气贮罐站这两个加油站，哪个建成时间更早？',
  _a['name'] if pd(_a['buildTime']) < pd(_b['buildTime']) else _b['name'], 'comparison')
q('所在县区为“北仑区”且运营主体为“中海油”的加油站有几个？',
  len([r for r in GS if r['county'] == '北仑区' and r['operationSubject'] == '中海油']), 'count')
q('运营主体为“中石化杭燃”的加油站，总设计储量合计是多少？（保留两位小数）',
  r2(sum(num(r['totalDesignStorage']) for r in nonzero([r for r in GS if r['operationSubject'] == '中石化杭燃'], 'totalDesignStorage'))), 'sum')
q('中国石化销售有限公司浙江嘉兴嘉善虹桥北加油加气站的法定代表人是谁',
  one(GS, '中国石化销售有限公司浙江嘉兴嘉善虹桥北加油加气站')['legalRepresentative'], 'property')
_a, _b = one(GS, '杭州杭钢亚盛天然气有限公司'), one(GS, '杭州华燃燃气开发应用有限公司绍兴路加气站')
q('杭州杭钢亚盛天然气有限公司的职工人数比杭州华燃燃气开发应用有限公司绍兴路加气站多多少人？',
  fmt(num(_a['employeeCount']) - num(_b['employeeCount'])), 'difference')
_lvl1 = [r for r in GS if r['level'] == '一级' and pd(r['buildTime'])]
q('级别为“一级”的加油站中，建成时间最早的那个加油站的负责人是谁？',
  top(_lvl1, lambda r: pd(r['buildTime']), reverse=False)['manager'], 'two_hop')
q('行业为“机动车燃油销售”的加油站数量',
  len([r for r in GS if r['industry'] == '机动车燃油销售']), 'count')
q('桐乡运河加气站的经营许可证是哪天生效的？日期请用YYYY-MM-DD格式。',
  ds(LIC[one(GS, '桐乡运河加气站')['businessLicense']]['effectiveDate']), 'two_hop')
_z = nonzero([r for r in GS if r['operationSubject'] == '中海油' and r['totalDesignStorage'].strip()], 'totalDesignStorage')
q('运营主体为“中海油”的加油站，总设计储量的平均值是多少？（不计总设计储量为空的记录，保留两位小数）',
  r2(sum(num(r['totalDesignStorage']) for r in _z) / len(_z)), 'average')
q('许可证表里，失效日期在2019-01-01到2019-06-30之间（含）的许可证有多少个？',
  len([r for r in LIC.values() if between(r['invalidDate'], '2019-01-01', '2019-06-30')]), 'date_window')

# ---------------- Persona 2: 宗教院校招生办老师 (schools) ----------------
q('浙江神学院的在校生数量是多少？', fmt(num(one(SCH, '浙江神学院')['studentCount'])), 'property')
q('各宗教院校里在校生数量最多的是哪所学校？',
  top(SCH, lambda r: num(r['studentCount']))['name'], 'superlative')
_a, _b = one(SCH, '浙江道教学院'), one(SCH, '浙江慈云佛学院')
q('我们在对比师资：浙江道教学院和浙江慈云佛学院，哪所学校的教师人数更多？',
  _a['name'] if num(_a['teacherCount']) > num(_b['teacherCount']) else _b['name'], 'comparison')
q('中国佛学院普陀山学院的成立日期（YYYY-MM-DD）',
  ds(one(SCH, '中国佛学院普陀山学院')['establishmentDate']), 'property')
q('所属宗教为“佛教”的学校有几所？', len([r for r in SCH if r['religion'] == '佛教']), 'count')
q('所在城市为台州市的宗教学校有哪些？', names([r for r in SCH if r['city'] == '台州市']), 'list')
q('学校表中全部学校的在校生数量加起来是多少？', fmt(sum(num(r['studentCount']) for r in SCH)), 'sum')
q('学校表中所有学校在校生数量的平均值是多少？（保留两位小数）',
  r2(sum(num(r['studentCount']) for r in SCH) / len(SCH)), 'average')
q('成立日期在2016-10-01至2016-11-30之间（含）的学校有哪些？',
  names([r for r in SCH if between(r['establishmentDate'], '2016-10-01', '2016-11-30')]), 'date_window')
q('浙江神学院的批准办学层次是“高等(本科及以上)”吗？',
  '是' if one(SCH, '浙江神学院')['approvalLevel'] == '高等(本科及以上)' else '否', 'yes_no')
q('浙江佛学院的在校生比浙江佛学院温州佛学院多多少人？',
  fmt(num(one(SCH, '浙江佛学院')['studentCount']) - num(one(SCH, '浙江佛学院温州佛学院')['studentCount'])), 'difference')
q('批准办学层次为“高等(本科及以上)”且批准办学规模为200的学校有几所？',
  len([r for r in SCH if r['approvalLevel'] == '高等(本科及以上)' and r['approvalScale'] == '200']), 'count')
q('在校生数量最多的那所宗教学校是哪天成立的？请按YYYY-MM-DD格式回答。',
  ds(top(SCH, lambda r: num(r['studentCount']))['establishmentDate']), 'two_hop')
q('成立最早的宗教学校是哪一所？',
  top(SCH, lambda r: pd(r['establishmentDate']), reverse=False)['name'], 'superlative')
_a, _b = one(SCH, '杭州佛学院'), one(SCH, '浙江神学院')
q('杭州佛学院与浙江神学院，哪所学校成立得更早？',
  _a['name'] if pd(_a['establishmentDate']) < pd(_b['establishmentDate']) else _b['name'], 'comparison')
q('所在城市为“杭州市”的学校一共有几所', len([r for r in SCH if r['city'] == '杭州市']), 'group_count')

# ---------------- Persona 4: 医学院学生 (medical institutions, travel agencies) ----------------
q('类别为“医院”且级别为“三级”的医疗机构有多少家？',
  len([r for r in MED if r['category'] == '医院' and r['level'] == '三级']), 'count')
q('杭州市第九人民医院是几级医疗机构？', one(MED, '杭州市第九人民医院')['level'], 'property')
q('桐庐县富春江中心卫生院属于什么类别的医疗机构？', one(MED, '桐庐县富春江中心卫生院')['category'], 'property')
q('列出类别为“门诊部诊所医务室村卫生室”、级别为“二级”的医疗机构名称。',
  names([r for r in MED if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级']), 'list')
q('类别是“省本级定点”的医疗机构共有几家？', len([r for r in MED if r['category'] == '省本级定点']), 'group_count')
q('浙江省肿瘤医院的级别是三级吗？', '是' if one(MED, '浙江省肿瘤医院')['level'] == '三级' else '否', 'yes_no')
_a, _b = one(MED, '杭州口腔医院'), one(MED, '浙江大学医学院附属口腔医院')
_rank = {'二级': 2, '三级': 3}
q('做课程作业要比较口腔专科：杭州口腔医院和浙江大学医学院附属口腔医院，哪家的医疗机构级别更高？',
  _a['name'] if _rank[_a['level']] > _rank[_b['level']] else _b['name'], 'comparison')
q('级别为“社区”的医疗机构数量是多少？', len([r for r in MED if r['level'] == '社区']), 'count')
q('名称中含有“口腔”且类别为“医院”的医疗机构有多少家？',
  len([r for r in MED if '口腔' in r['name'] and r['category'] == '医院']), 'count')
q('类别为“社区卫生服务中心”的医疗机构中，级别为“二级”的是哪一家？',
  names([r for r in MED if r['category'] == '社区卫生服务中心' and r['level'] == '二级']), 'list')
q('暑假想去舟山玩，所在城市为舟山市的旅行社一共有多少家？',
  len([r for r in TRV if r['city'] == '舟山市']), 'count')
q('所在城市为杭州市、经营范围为“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有几家？',
  len([r for r in TRV if r['city'] == '杭州市' and r['businessScope'] == '国内旅游业务、入境旅游业务、出境组团业务']), 'count')
q('建德中国旅行社有限公司的传真号码', one(TRV, '建德中国旅行社有限公司')['faxNumber'], 'property')
q('浙江邮电旅行社有限公司位于哪个县区？', one(TRV, '浙江邮电旅行社有限公司')['county'], 'property')
q('所在县区为嵊泗县的旅行社有几家？', len([r for r in TRV if r['county'] == '嵊泗县']), 'group_count')
q('请列出所在县区为“岱山县”的全部旅行社。', names([r for r in TRV if r['county'] == '岱山县']), 'list')
q('舟山启辰旅行社有限公司的经营范围是什么？', one(TRV, '舟山启辰旅行社有限公司')['businessScope'], 'property')
q('临海市江南长城旅行社有限公司所在城市是台州市吗？',
  '是' if one(TRV, '临海市江南长城旅行社有限公司')['city'] == '台州市' else '否', 'yes_no')
_cc = {}
for r in TRV:
    _cc[r['city']] = _cc.get(r['city'], 0) + 1
_cs = sorted(_cc.items(), key=lambda kv: -kv[1])
assert _cs[0][1] != _cs[1][1]
q('旅行社数量最多的城市是哪个？', _cs[0][0], 'superlative')

# ---------------- extra Chinese: religious sites / associations ----------------
q('所在城市为嘉兴市、所属宗教为天主教的宗教场所有几处？',
  len([r for r in REL if r['city'] == '嘉兴市' and r['religion'] == '天主教']), 'count')
q('舟山市的宗教场所中，批准日期在2005-01-01至2009-12-31之间（含）的有多少处？',
  len([r for r in REL if r['city'] == '舟山市' and between(r['approvalDate'], '2005-01-01', '2009-12-31')]), 'date_window')
q('宁波江北延生禅寺的批准日期是什么时候？（YYYY-MM-DD）', ds(one(REL, '宁波江北延生禅寺')['approvalDate']), 'property')
q('萧山区佛教协会的登记证号是多少？', one(ASSOC, '萧山区佛教协会')['registrationCertificateNumber'], 'property')
q('所属宗教为道教、类别为“市团体”的协会有多少个？',
  len([r for r in ASSOC if r['religion'] == '道教' and r['category'] == '市团体']), 'count')
q('列出所属宗教为伊斯兰教的全部协会。', names([r for r in ASSOC if r['religion'] == '伊斯兰教']), 'list')
q('所属宗教为“伊斯兰教”的宗教场所，占地面积一共是多少平方米？（保留两位小数）',
  r2(sum(num(r['area']) for r in nonzero([r for r in REL if r['religion'] == '伊斯兰教'], 'area'))), 'sum')
q('杭州清真寺的占地面积比宁波市清真寺大多少？（保留两位小数）',
  r2(num(one(REL, '杭州清真寺')['area']) - num(one(REL, '宁波市清真寺')['area'])), 'difference')
_g = nonzero([r for r in REL if r['religion'] == '伊斯兰教'], 'buildingArea')
q('所属宗教为伊斯兰教的宗教场所中，建筑面积最小的是哪一处？',
  top(_g, lambda r: num(r['buildingArea']), reverse=False)['name'], 'superlative')

# ---------------- Persona 3: Canadian journalist (English) ----------------
E = 'en'
q("How many religious sites in Zhejiang are listed with religion '伊斯兰教' (Islam)?",
  len([r for r in REL if r['religion'] == '伊斯兰教']), 'count', E)
q("List the names of the Islamic ('伊斯兰教') religious sites whose category is '寺观教堂'.",
  names([r for r in REL if r['religion'] == '伊斯兰教' and r['category'] == '寺观教堂']), 'list', E)
q('What is the building area of the religious site 杭州清真寺?',
  fmt(num(one(REL, '杭州清真寺')['buildingArea'])), 'property', E)
q("Among religious sites with religion '伊斯兰教', which one has the largest land area (area)?",
  top(nonzero([r for r in REL if r['religion'] == '伊斯兰教'], 'area'), lambda r: num(r['area']))['name'], 'superlative', E)
q("How many religious associations have the category '省团体' (provincial-level group)?",
  len([r for r in ASSOC if r['category'] == '省团体']), 'count', E)
q("I'm profiling the province-wide bodies for a feature. Which associations are in the category '省团体'? List them all.",
  names([r for r in ASSOC if r['category'] == '省团体']), 'list', E)
q('What website is listed for the association 浙江省伊斯兰教协会?', one(ASSOC, '浙江省伊斯兰教协会')['website'], 'property', E)
q('When was 宁波市佛教协会 registered? Give the date as YYYY-MM-DD.',
  ds(one(ASSOC, '宁波市佛教协会')['registrationTime']), 'property', E)
q("How many religious sites in 舟山市 (Zhoushan) have religion '佛教' (Buddhism)?",
  len([r for r in REL if r['city'] == '舟山市' and r['religion'] == '佛教']), 'count', E)
q('number of religious associations in 温州市',
  len([r for r in ASSOC if r['city'] == '温州市']), 'group_count', E)
q('How many religious associations were registered between 2016-01-01 and 2016-12-31, inclusive?',
  len([r for r in ASSOC if between(r['registrationTime'], '2016-01-01', '2016-12-31')]), 'date_window', E)
_a, _b = one(ASSOC, '杭州市伊斯兰教协会'), one(ASSOC, '宁波市伊斯兰教协会')
q('Which association was registered earlier: 杭州市伊斯兰教协会 or 宁波市伊斯兰教协会?',
  _a['name'] if pd(_a['registrationTime']) < pd(_b['registrationTime']) else _b['name'], 'comparison', E)
q("Is the religious site 嘉兴市清真寺 in the category '寺观教堂'? Answer yes or no.",
  'yes' if one(REL, '嘉兴市清真寺')['category'] == '寺观教堂' else 'no', 'yes_no', E)
q("What is the average building area of the religious sites with religion '伊斯兰教'? Round to 2 decimal places.",
  r2(sum(num(r['buildingArea']) for r in _g) / len(_g)), 'average', E)
q("How many Taoist ('道教') religious sites in 温州市 belong to the '全真教' school (religiousType)?",
  len([r for r in REL if r['city'] == '温州市' and r['religion'] == '道教' and r['religiousType'] == '全真教']), 'count', E)

# ---------------- write ----------------
assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x['lang'] == 'en') == 15
for i, x in enumerate(Q, 1):
    x['id'] = 'affairqa-r90-%02d' % i
OUT = os.path.join(os.path.dirname(HERE), 'r90-affairqa.json')
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump([{k: x[k] for k in ('id', 'question', 'answer', 'shape', 'lang')} for x in Q], f, ensure_ascii=False, indent=1)
print('wrote', OUT, len(Q))
