#!/usr/bin/env python3
"""Compute gold answers for the AffairQA held-out probe set from the raw CSVs.

Standard library only. Every answer is derived from table cells; each helper
asserts that the lookup is unambiguous (one row per name, non-empty cell,
name not present in another table, describing value unique), so a question
whose answer is ambiguous in the data makes the script fail instead of
silently producing a gold answer.

Run: python3 /work/probe4/gold.py  -> writes /work/probe4/affairqa-heldout.json
"""
import csv
import json
import os
from collections import Counter, defaultdict

SRC = '/work/shared/datasets/kag-affairqa/sources'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'affairqa-heldout.json')

TABLES = ['加油站', '医疗机构', '协会', '学校', '宗教场所', '政府机构',
          '旅游景点', '旅行社', '行政区', '许可证']


def load(table):
    with open(os.path.join(SRC, table + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    header = rows[0]
    # 旅行社.csv has two columns both called licenseNumber: keep both.
    seen = Counter()
    cols = []
    for h in header:
        seen[h] += 1
        cols.append(h if seen[h] == 1 else '%s_%d' % (h, seen[h]))
    out = []
    for r in rows[1:]:
        out.append({c: (r[i] if i < len(r) else '') for i, c in enumerate(cols)})
    return out


T = {t: load(t) for t in TABLES}

# name -> tables that hold it (for cross-table ambiguity checks)
NAME_TABLES = defaultdict(set)
for t, rows in T.items():
    for r in rows:
        NAME_TABLES[r['name']].add(t)


class Ambiguous(Exception):
    pass


def row(table, name):
    rs = [r for r in T[table] if r['name'] == name]
    if len(rs) != 1:
        raise Ambiguous('%s: %d rows named %s' % (table, len(rs), name))
    if NAME_TABLES[name] != {table}:
        raise Ambiguous('%s is in tables %s' % (name, NAME_TABLES[name]))
    return rs[0]


def val(table, name, col):
    v = row(table, name)[col]
    if not v.strip():
        raise Ambiguous('%s.%s empty for %s' % (table, col, name))
    if v.startswith('ZJ-') or v.startswith('zj-'):
        raise Ambiguous('%s.%s is an unresolved id for %s' % (table, col, name))
    if v.startswith('"'):
        raise Ambiguous('%s.%s has a stray quote for %s' % (table, col, name))
    return v


def prop(table, name, col):
    return [val(table, name, col)]


def region_type(name):
    """label of a 行政区 name; every row of that name must agree."""
    labels = {r['label'] for r in T['行政区'] if r['name'] == name}
    if len(labels) != 1:
        raise Ambiguous('行政区 %s labels %s' % (name, labels))
    if NAME_TABLES[name] != {'行政区'}:
        raise Ambiguous('%s is in tables %s' % (name, NAME_TABLES[name]))
    return labels.pop()


def by_value(table, col, value):
    """the single row of `table` whose `col` equals value (value must be unique)."""
    rs = [r for r in T[table] if r[col] == value]
    if len(rs) != 1:
        raise Ambiguous('%s.%s=%s matches %d rows' % (table, col, value, len(rs)))
    if NAME_TABLES[rs[0]['name']] != {table}:
        raise Ambiguous('%s is in several tables' % rs[0]['name'])
    return rs[0]


def described(table, col, value, out_col):
    r = by_value(table, col, value)
    v = r[out_col]
    if not v.strip() or v.startswith('ZJ-'):
        raise Ambiguous('described answer empty/id')
    return [v]


def names_where(table, pred):
    ns = [r['name'] for r in T[table] if pred(r)]
    if not ns:
        raise Ambiguous('empty list')
    if len(ns) != len(set(ns)):
        raise Ambiguous('duplicate names in list')
    return ns


def count_where(table, pred):
    return [str(sum(1 for r in T[table] if pred(r)))]


def ymd(s):
    y, m, d = s.replace('-', '/').split('/')
    return (int(y), int(m), int(d))


def num(s):
    return float(s)


def argbest(table, key, parse, pred=lambda r: True, best=max):
    """name(s) of the row(s) with the max (or min) parsed `key` among rows satisfying pred."""
    cand = []
    for r in T[table]:
        if not pred(r) or not r[key].strip():
            continue
        cand.append((parse(r[key]), r['name']))
    b = best(v for v, _ in cand)
    winners = [n for v, n in cand if v == b]
    if len(winners) != 1:
        raise Ambiguous('tie for best %s: %s' % (key, winners))
    return winners


def compare(table, names, key, parse, best=max):
    vals = [(parse(val(table, n, key)), n) for n in names]
    b = best(v for v, _ in vals)
    w = [n for v, n in vals if v == b]
    if len(w) != 1:
        raise Ambiguous('tie')
    return w


def county_city(county):
    """city of a county, from the county/city columns of 宗教场所, 协会 and 旅行社; must be unique."""
    cities = set()
    for t in ('宗教场所', '协会', '旅行社'):
        for r in T[t]:
            if r['county'] == county and r['city']:
                cities.add(r['city'])
    if len(cities) != 1:
        raise Ambiguous('county %s -> cities %s' % (county, cities))
    return cities.pop()


def licence_of_station(station, col):
    lic = val('加油站', station, 'businessLicense')
    return [val('许可证', lic, col)]


# ---------------------------------------------------------------------------
# Questions: (question, shape, lang, gold-function)
# ---------------------------------------------------------------------------
Q = []


def q(text, shape, lang, fn):
    Q.append((text, shape, lang, fn))


# ===================== property (55) =====================
# 加油站
q('绍兴金帝天然气有限公司是什么时候成立的？', 'property', 'zh',
  lambda: prop('加油站', '绍兴金帝天然气有限公司', 'buildTime'))
q('桐乡运河加气站的法人是谁', 'property', 'zh',
  lambda: prop('加油站', '桐乡运河加气站', 'legalRepresentative'))
q('慈溪市煤气有限公司算不算重大危险源？', 'property', 'zh',
  lambda: prop('加油站', '慈溪市煤气有限公司', 'isMajorDangerSource'))
q('宁波新捷公运天然气有限公司有多少名职工？', 'property', 'zh',
  lambda: prop('加油站', '宁波新捷公运天然气有限公司', 'employeeCount'))
q('三门县道生加气站有限公司的运营主体是哪家', 'property', 'zh',
  lambda: prop('加油站', '三门县道生加气站有限公司', 'operationSubject'))
q('杭州富阳润通新能源有限公司在哪里？', 'property', 'zh',
  lambda: prop('加油站', '杭州富阳润通新能源有限公司', 'address'))
q('中国石化销售有限公司浙江嘉兴嘉善虹桥北加油加气站属于什么行业', 'property', 'zh',
  lambda: prop('加油站', '中国石化销售有限公司浙江嘉兴嘉善虹桥北加油加气站', 'industry'))
q('天台华润燃气有限公司的总设计储量是多少？', 'property', 'zh',
  lambda: prop('加油站', '天台华润燃气有限公司', 'totalDesignStorage'))
q('杭州华燃燃气开发应用有限公司绍兴路加气站的负责人叫什么名字', 'property', 'zh',
  lambda: prop('加油站', '杭州华燃燃气开发应用有限公司绍兴路加气站', 'manager'))
q('What level is 台州中润加气站有限公司 rated?', 'property', 'en',
  lambda: prop('加油站', '台州中润加气站有限公司', 'level'))
q('Which county is 新昌县浙能万丰油气发展有限公司 located in?', 'property', 'en',
  lambda: prop('加油站', '新昌县浙能万丰油气发展有限公司', 'county'))
# 医疗机构
q('浙江省肿瘤医院的地址是什么', 'property', 'zh',
  lambda: prop('医疗机构', '浙江省肿瘤医院', 'address'))
q('杭州消防医院是几级医院？', 'property', 'zh',
  lambda: prop('医疗机构', '杭州消防医院', 'level'))
q('浙江大学医学院附属口腔医院的联系电话', 'property', 'zh',
  lambda: prop('医疗机构', '浙江大学医学院附属口腔医院', 'phoneNumber'))
q('杭州茗芽口腔门诊部的服务人群有哪些？', 'property', 'zh',
  lambda: prop('医疗机构', '杭州茗芽口腔门诊部', 'servicePopulation'))
q('杭州市富阳区第一人民医院在什么位置', 'property', 'zh',
  lambda: prop('医疗机构', '杭州市富阳区第一人民医院', 'address'))
q('浙江萧山医院电话多少', 'property', 'zh',
  lambda: prop('医疗机构', '浙江萧山医院', 'phoneNumber'))
q('What is the phone number of 杭州和康康复医院?', 'property', 'en',
  lambda: prop('医疗机构', '杭州和康康复医院', 'phoneNumber'))
q('Where is 杭州滨江绿康康复医院?', 'property', 'en',
  lambda: prop('医疗机构', '杭州滨江绿康康复医院', 'address'))
# 协会
q('桐庐县基督教协会是哪天登记的？', 'property', 'zh',
  lambda: prop('协会', '桐庐县基督教协会', 'registrationTime'))
q('鄞州区佛教协会的联系方式是什么', 'property', 'zh',
  lambda: prop('协会', '鄞州区佛教协会', 'phoneNumber'))
q('湖州市天主教爱国会的办公地址在哪', 'property', 'zh',
  lambda: prop('协会', '湖州市天主教爱国会', 'address'))
q('淳安县佛教协会的登记证号是多少？', 'property', 'zh',
  lambda: prop('协会', '淳安县佛教协会', 'registrationCertificateNumber'))
q('浙江省基督教三自爱国运动委员会有官网吗？网址是什么', 'property', 'zh',
  lambda: prop('协会', '浙江省基督教三自爱国运动委员会', 'website'))
q('路桥区佛教协会的邮编', 'property', 'zh',
  lambda: prop('协会', '路桥区佛教协会', 'postalCode'))
q('What is the unified social credit code of 宁海县佛教协会?', 'property', 'en',
  lambda: prop('协会', '宁海县佛教协会', 'unifiedSocialCreditCode'))
# 学校
q('浙江道教学院现在有多少在校生？', 'property', 'zh',
  lambda: prop('学校', '浙江道教学院', 'studentCount'))
q('浙江慈云佛学院的地址', 'property', 'zh',
  lambda: prop('学校', '浙江慈云佛学院', 'address'))
q('杭州佛学院有几位专职教师', 'property', 'zh',
  lambda: prop('学校', '杭州佛学院', 'professorCount'))
q('中国佛学院普陀山学院的学制是几年？', 'property', 'zh',
  lambda: prop('学校', '中国佛学院普陀山学院', 'schoolSystem'))
q('浙江佛学院雪窦山弥勒佛学院批准的办学规模是多少人', 'property', 'zh',
  lambda: prop('学校', '浙江佛学院雪窦山弥勒佛学院', 'approvalScale'))
q('When was 浙江神学院 established?', 'property', 'en',
  lambda: prop('学校', '浙江神学院', 'establishmentDate'))
# 宗教场所
q('温岭市松门镇松门基督教堂占地多大？', 'property', 'zh',
  lambda: prop('宗教场所', '温岭市松门镇松门基督教堂', 'area'))
q('绍兴市法印寺是什么时候批准的', 'property', 'zh',
  lambda: prop('宗教场所', '绍兴市法印寺', 'approvalDate'))
q('德清县湖墩寺的电话号码是多少？', 'property', 'zh',
  lambda: prop('宗教场所', '德清县湖墩寺', 'phoneNumber'))
q('东阳市白云寺具体在什么地方', 'property', 'zh',
  lambda: prop('宗教场所', '东阳市白云寺', 'address'))
q('仙居县基督教下宅教堂的登记时间', 'property', 'zh',
  lambda: prop('宗教场所', '仙居县基督教下宅教堂', 'registrationTime'))
q('湖州市南浔区菱湖梧桐禅寺归哪个区县管辖？', 'property', 'zh',
  lambda: prop('宗教场所', '湖州市南浔区菱湖梧桐禅寺', 'county'))
q('青田县舒桥乡叶店三仙宫信的是什么宗教', 'property', 'zh',
  lambda: prop('宗教场所', '青田县舒桥乡叶店三仙宫', 'religion'))
q('宁波鄞州瞻岐基督教堂的建筑面积有多少？', 'property', 'zh',
  lambda: prop('宗教场所', '宁波鄞州瞻岐基督教堂', 'buildingArea'))
q('What is the postal code of 平阳县鳌江镇墨城新民永安寺?', 'property', 'en',
  lambda: prop('宗教场所', '平阳县鳌江镇墨城新民永安寺', 'postalCode'))
# 旅游景点
q('开化九溪龙门景区是几A级景区？', 'property', 'zh',
  lambda: prop('旅游景点', '开化九溪龙门景区', 'level'))
q('吴镇纪念馆在哪儿', 'property', 'zh',
  lambda: prop('旅游景点', '吴镇纪念馆', 'address'))
q('松阴溪景区位于哪个城市？', 'property', 'zh',
  lambda: prop('旅游景点', '松阴溪景区', 'city'))
q('宁波九龙湖旅游度假区的景区等级是什么', 'property', 'zh',
  lambda: prop('旅游景点', '宁波九龙湖旅游度假区', 'level'))
q('杭州宋城景区的地址', 'property', 'zh',
  lambda: prop('旅游景点', '杭州宋城景区', 'address'))
q('Which city is 虞洽卿故居博物馆 in?', 'property', 'en',
  lambda: prop('旅游景点', '虞洽卿故居博物馆', 'city'))
# 旅行社
q('武义康泰旅行社有限公司的经营范围是什么？', 'property', 'zh',
  lambda: prop('旅行社', '武义康泰旅行社有限公司', 'businessScope'))
q('长兴新世界旅行社有限公司的电话是多少', 'property', 'zh',
  lambda: prop('旅行社', '长兴新世界旅行社有限公司', 'phoneNumber'))
q('舟山市普陀华夏旅行社有限公司的传真号码', 'property', 'zh',
  lambda: prop('旅行社', '舟山市普陀华夏旅行社有限公司', 'faxNumber'))
q('嘉兴市神舟铁道旅行社有限公司地址在哪里？', 'property', 'zh',
  lambda: prop('旅行社', '嘉兴市神舟铁道旅行社有限公司', 'address'))
q('兰溪市指北针旅行社有限公司的统一社会信用代码是什么', 'property', 'zh',
  lambda: prop('旅行社', '兰溪市指北针旅行社有限公司', 'unifiedSocialCreditCode'))
q('What is the English name of 浙江邮电旅行社有限公司?', 'property', 'en',
  lambda: prop('旅行社', '浙江邮电旅行社有限公司', 'englishName'))
# 许可证
q('许可证浙201808010005J什么时候到期？', 'property', 'zh',
  lambda: prop('许可证', '浙201808010005J', 'invalidDate'))
q('201501030002J这个许可证从哪天开始生效', 'property', 'zh',
  lambda: prop('许可证', '201501030002J', 'effectiveDate'))

# ===================== type (15) =====================
q('浙江省旅游局是什么类型的机构？', 'type', 'zh',
  lambda: prop('政府机构', '浙江省旅游局', 'type'))
q('国家宗教事务局属于哪一类实体', 'type', 'zh',
  lambda: prop('政府机构', '国家宗教事务局', 'type'))
q('舟山市是什么级别的行政区？', 'type', 'zh',
  lambda: [region_type('舟山市')])
q('龙港市属于哪种类型的行政区', 'type', 'zh',
  lambda: [region_type('龙港市')])
q('杭州日初脊椎正骨中医诊所属于哪种类型的医疗机构？', 'type', 'zh',
  lambda: prop('医疗机构', '杭州日初脊椎正骨中医诊所', 'category'))
q('杭州市计划生育宣传技术指导站是哪一类医疗机构', 'type', 'zh',
  lambda: prop('医疗机构', '杭州市计划生育宣传技术指导站', 'category'))
q('绍兴市法印寺属于哪一类宗教场所？', 'type', 'zh',
  lambda: prop('宗教场所', '绍兴市法印寺', 'category'))
q('宁波市海曙区佛教协会是什么类别的团体', 'type', 'zh',
  lambda: prop('协会', '宁波市海曙区佛教协会', 'category'))
q('浙江佛学院天台宗佛学院是什么类型的实体？', 'type', 'zh',
  lambda: prop('学校', '浙江佛学院天台宗佛学院', 'type'))
q('杭州途鑫旅行社有限公司属于什么类型', 'type', 'zh',
  lambda: prop('旅行社', '杭州途鑫旅行社有限公司', 'type'))
q('浙201702000025J是什么类型的条目？', 'type', 'zh',
  lambda: prop('许可证', '浙201702000025J', 'type'))
q('中海油浙江新能源有限公司集翔路加气站属于哪种设施', 'type', 'zh',
  lambda: prop('加油站', '中海油浙江新能源有限公司集翔路加气站', 'type'))
q('常山县妙圣宫属于道教的哪个派别？', 'type', 'zh',
  lambda: prop('宗教场所', '常山县妙圣宫', 'religiousType'))
q('What type of administrative region is 浙江省?', 'type', 'en',
  lambda: [region_type('浙江省')])
q('What kind of entity is 吴镇纪念馆?', 'type', 'en',
  lambda: prop('旅游景点', '吴镇纪念馆', 'type'))

# ===================== aggregate / list (15) =====================
q('有几家加油站配有3个液化天然气罐？', 'aggregate', 'zh',
  lambda: count_where('加油站', lambda r: r['liquidGasCanCount'] == '3'))
q('浙江有哪些伊斯兰教的宗教活动场所？', 'list', 'zh',
  lambda: names_where('宗教场所', lambda r: r['religion'] == '伊斯兰教'))
q('类别为省团体的道教协会是哪一个？', 'list', 'zh',
  lambda: names_where('协会', lambda r: r['category'] == '省团体' and r['religion'] == '道教'))
q('级别为三级的医疗机构一共有多少家？', 'aggregate', 'zh',
  lambda: count_where('医疗机构', lambda r: r['level'] == '三级'))
q('丽水市有哪些5A级景区？', 'list', 'zh',
  lambda: names_where('旅游景点', lambda r: r['city'] == '丽水市' and r['level'] == 'AAAAA'))
q('法定代表人是金盛通的加气站有哪些', 'list', 'zh',
  lambda: names_where('加油站', lambda r: r['legalRepresentative'] == '金盛通'))
q('台州市有哪些宗教院校？', 'list', 'zh',
  lambda: names_where('学校', lambda r: r['city'] == '台州市'))
q('仙居县有几处天主教场所', 'aggregate', 'zh',
  lambda: count_where('宗教场所', lambda r: r['county'] == '仙居县' and r['religion'] == '天主教'))
q('有多少张许可证是在2022年失效的？', 'aggregate', 'zh',
  lambda: count_where('许可证', lambda r: r['invalidDate'].startswith('2022/')))
q('云和县有哪些旅行社？', 'list', 'zh',
  lambda: names_where('旅行社', lambda r: r['county'] == '云和县'))
q('宁波市有哪些天主教协会？', 'list', 'zh',
  lambda: names_where('协会', lambda r: r['city'] == '宁波市' and r['religion'] == '天主教'))
q('所属行业是液化石油气生产和供应业的加油站有多少个', 'aggregate', 'zh',
  lambda: count_where('加油站', lambda r: r['industry'] == '液化石油气生产和供应业'))
q('哪家医疗机构的类别是卫生院？', 'list', 'zh',
  lambda: names_where('医疗机构', lambda r: r['category'] == '卫生院'))
q('How many religious venues in 乐清市 are Buddhist (佛教)?', 'aggregate', 'en',
  lambda: count_where('宗教场所', lambda r: r['county'] == '乐清市' and r['religion'] == '佛教'))
q('Which gas stations have the operation subject 中石油?', 'list', 'en',
  lambda: names_where('加油站', lambda r: r['operationSubject'] == '中石油'))

# ===================== described (15) =====================
q('电话是0571-86888005的是哪所学校？', 'described', 'zh',
  lambda: described('学校', 'phoneNumber', '0571-86888005', 'name'))
q('法定代表人是郦永夫的加油站在哪个区县', 'described', 'zh',
  lambda: described('加油站', 'legalRepresentative', '郦永夫', 'county'))
q('统一社会信用代码为51330109502098626T的协会是什么时候登记的？', 'described', 'zh',
  lambda: described('协会', 'unifiedSocialCreditCode', '51330109502098626T', 'registrationTime'))
q('旅行社业务经营许可证编号L-ZJ00003对应的是哪家旅行社', 'described', 'zh',
  lambda: described('旅行社', 'licenseNumber_2', 'L-ZJ00003', 'name'))
q('电话为0571-56634125的医院是几级医院？', 'described', 'zh',
  lambda: described('医疗机构', 'phoneNumber', '0571-56634125', 'level'))
q('统一社会信用代码71331081777226690H对应的宗教场所叫什么名字', 'described', 'zh',
  lambda: described('宗教场所', 'unifiedSocialCreditCode', '71331081777226690H', 'name'))
q('经营许可证号为浙201804050001J的加油站是哪个？', 'described', 'zh',
  lambda: described('加油站', 'businessLicense', '浙201804050001J', 'name'))
q('登记证号是浙湖社证字第226号的协会属于哪个宗教', 'described', 'zh',
  lambda: described('协会', 'registrationCertificateNumber', '浙湖社证字第226号', 'religion'))
q('联系电话89104500的景区在哪个城市？', 'described', 'zh',
  lambda: described('旅游景点', 'phoneNumber', '89104500', 'city'))
q('地址在杭州市下城区永清路202号的诊所电话是多少', 'described', 'zh',
  lambda: described('医疗机构', 'address', '杭州市下城区永清路202号', 'phoneNumber'))
q('传真号是0575-86265333的旅行社叫什么？', 'described', 'zh',
  lambda: described('旅行社', 'faxNumber', '0575-86265333', 'name'))
q('负责人为孙跃峰的那个加油站是几级站', 'described', 'zh',
  lambda: described('加油站', 'manager', '孙跃峰', 'level'))
q('Which religious venue is located at 浙江省金华市东阳市城东街道三都胜景?', 'described', 'en',
  lambda: described('宗教场所', 'address', '浙江省金华市东阳市城东街道三都胜景', 'name'))
q('A licence took effect on 2018/8/22. When does it expire?', 'described', 'en',
  lambda: described('许可证', 'effectiveDate', '2018/8/22', 'invalidDate'))
q('Which school has 160 students enrolled?', 'described', 'en',
  lambda: described('学校', 'studentCount', '160', 'name'))

# ===================== two_hop (10) =====================
q('诸暨市赵家液化石油气贮罐站的经营许可证什么时候失效？', 'two_hop', 'zh',
  lambda: licence_of_station('诸暨市赵家液化石油气贮罐站', 'invalidDate'))
q('宁波新捷中油天然气有限公司穿山港区加气站持有的经营许可证是哪天生效的', 'two_hop', 'zh',
  lambda: licence_of_station('宁波新捷中油天然气有限公司穿山港区加气站', 'effectiveDate'))
q('浙江佛学院温州佛学院所在的县一共有多少个宗教场所？', 'two_hop', 'zh',
  lambda: count_where('宗教场所', lambda r: r['county'] == val('学校', '浙江佛学院温州佛学院', 'county')))
q('浙江神学院所在区县是哪种类型的行政区', 'two_hop', 'zh',
  lambda: [region_type(val('学校', '浙江神学院', 'county'))])
q('浙江慈云佛学院所在的城市有哪些5A级景区？', 'two_hop', 'zh',
  lambda: names_where('旅游景点', lambda r: r['level'] == 'AAAAA' and r['city'] == val('学校', '浙江慈云佛学院', 'city')))
q('中国佛学院普陀山学院所在城市有哪些佛教协会', 'two_hop', 'zh',
  lambda: names_where('协会', lambda r: r['religion'] == '佛教' and r['city'] == val('学校', '中国佛学院普陀山学院', 'city')))
q('台州中润加气站有限公司所在区县有多少座道教场所？', 'two_hop', 'zh',
  lambda: count_where('宗教场所', lambda r: r['religion'] == '道教' and r['county'] == val('加油站', '台州中润加气站有限公司', 'county')))
q('负责人是周建杰的加油站，它的经营许可证哪天到期？', 'two_hop', 'zh',
  lambda: licence_of_station(by_value('加油站', 'manager', '周建杰')['name'], 'invalidDate'))
q('Which city does the county of 余姚市甬石石油燃气有限公司 belong to?', 'two_hop', 'en',
  lambda: [county_city(val('加油站', '余姚市甬石石油燃气有限公司', 'county'))])
q('Apart from 杭州佛学院 itself, which school is in the same district as 杭州佛学院?', 'two_hop', 'en',
  lambda: names_where('学校', lambda r: r['county'] == val('学校', '杭州佛学院', 'county') and r['name'] != '杭州佛学院'))

# ===================== comparison / superlative (10) =====================
q('在校生最多的宗教院校是哪所？', 'superlative', 'zh',
  lambda: argbest('学校', 'studentCount', int))
q('哪所宗教学校成立得最早', 'superlative', 'zh',
  lambda: argbest('学校', 'establishmentDate', ymd, best=min))
q('浙江神学院和浙江道教学院，哪个教师人数更多？', 'comparison', 'zh',
  lambda: compare('学校', ['浙江神学院', '浙江道教学院'], 'teacherCount', int))
q('总设计储量最大的加油站是哪个', 'superlative', 'zh',
  lambda: argbest('加油站', 'totalDesignStorage', num))
q('舟山市定海区慈航寺和台州市路桥区路北街道仙福宫哪个占地面积更大？', 'comparison', 'zh',
  lambda: compare('宗教场所', ['舟山市定海区慈航寺', '台州市路桥区路北街道仙福宫'], 'area', num))
q('绍兴金帝天然气有限公司和慈溪市煤气有限公司哪家成立得早', 'comparison', 'zh',
  lambda: compare('加油站', ['绍兴金帝天然气有限公司', '慈溪市煤气有限公司'], 'buildTime', ymd, best=min))
q('桐庐县基督教协会和淳安县佛教协会，谁先登记？', 'comparison', 'zh',
  lambda: compare('协会', ['桐庐县基督教协会', '淳安县佛教协会'], 'registrationTime', ymd, best=min))
q('乐清市哪种宗教的活动场所数量最多？', 'superlative', 'zh',
  lambda: [Counter(r['religion'] for r in T['宗教场所'] if r['county'] == '乐清市').most_common(1)[0][0]])
q('Which gas station has the most employees?', 'superlative', 'en',
  lambda: argbest('加油站', 'employeeCount', int))
q('Which expires later, licence 浙201808010005J or licence 201501030002J?', 'comparison', 'en',
  lambda: compare('许可证', ['浙201808010005J', '201501030002J'], 'invalidDate', ymd))


def main():
    out = []
    errors = []
    for i, (text, shape, lang, fn) in enumerate(Q, 1):
        try:
            ans = fn()
        except Ambiguous as e:
            errors.append('%d %s: %s' % (i, text, e))
            continue
        assert ans and all(isinstance(a, str) and a for a in ans), (text, ans)
        out.append({'id': 'h-%03d' % (len(out) + 1), 'question': text,
                    'answer': ans, 'shape': shape, 'lang': lang})
    if errors:
        print('AMBIGUOUS / FAILED:')
        print('\n'.join(errors))
        raise SystemExit(1)
    texts = [o['question'] for o in out]
    assert len(texts) == len(set(texts)), 'duplicate question text'
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print('wrote', OUT, len(out), 'questions')
    print('by shape', dict(Counter(o['shape'] for o in out)))
    print('by lang', dict(Counter(o['lang'] for o in out)))


if __name__ == '__main__':
    main()
