#!/usr/bin/env python3
"""Gold answers for the AffairQA held-out set r3, computed from the raw CSV tables.

Run: python3 /work/probe6/gold.py  -> writes /work/probe6/affairqa-r3.json
Every helper asserts the data is unambiguous (one row per name, the name in one table
only, a non-empty, non-placeholder cell, no ties), so a bad pick fails loudly.
"""
import csv
import json
import os
from collections import defaultdict

SRC = '/work/shared/datasets/kag-affairqa/sources'
DEV = '/work/shared/datasets/kag-affairqa/questions.json'
OUT = '/work/probe6/affairqa-r3.json'

# placeholder values seen in the tables (Excel-mangled codes, null dates, dummy coordinates)
PLACEHOLDERS = {'', '无', '9.13E+17', '3.3E+14', '3.31E+14', '3.30E+14', '1899-12-30',
                '1900/1/1', '713000000000000000', '513000000000000000'}


def load(table):
    with open(os.path.join(SRC, table + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    head = rows[0]
    seen = defaultdict(int)
    cols = []
    for h in head:  # 旅行社 has two columns called licenseNumber; keep both apart
        seen[h] += 1
        cols.append(h if seen[h] == 1 else '%s#%d' % (h, seen[h]))
    out = []
    for r in rows[1:]:
        assert len(r) == len(cols), (table, r)
        out.append({c: v.strip() for c, v in zip(cols, r)})
    return out


TABLES = ['加油站', '医疗机构', '协会', '学校', '宗教场所', '政府机构', '旅游景点', '旅行社', '行政区', '许可证']
T = {t: load(t) for t in TABLES}
NAME_TABLES = defaultdict(set)
for t in TABLES:
    for r in T[t]:
        NAME_TABLES[r['name']].add(t)

DEV_Q = json.load(open(DEV, encoding='utf-8'))
DEV_TEXT = ' '.join(q['question'] for q in DEV_Q)


def row(t, name):
    rs = [r for r in T[t] if r['name'] == name]
    assert len(rs) == 1, (t, name, len(rs))
    assert NAME_TABLES[name] == {t}, (name, NAME_TABLES[name])
    assert name not in DEV_TEXT, ('entity used in dev questions', name)
    return rs[0]


def cell(t, name, col):
    v = row(t, name)[col]
    assert v not in PLACEHOLDERS, (t, name, col, v)
    return v


def prop(t, name, col):
    return [cell(t, name, col)]


def by_value(t, col, val):
    """The single row of table t whose column col equals val."""
    rs = [r for r in T[t] if r[col] == val]
    assert len(rs) == 1, (t, col, val, len(rs))
    anywhere = [(tt, x['name']) for tt in TABLES for x in T[tt] if any(v.lower() == val.lower() for v in x.values())]
    anywhere = [h for h in anywhere if h != ('许可证', val)]  # a gas station's licence is its own entity
    assert anywhere == [(t, rs[0]['name'])], (val, anywhere)
    row(t, rs[0]['name'])  # name checks
    return rs[0]


def val(r, col):
    v = r[col]
    assert v not in PLACEHOLDERS, (r['name'], col, v)
    return [v]


def rows(t, **conds):
    return [r for r in T[t] if all(r[c] == v for c, v in conds.items())]


def names(rs):
    ns = [r['name'] for r in rs]
    assert len(ns) == len(set(ns))
    return ns


def count(rs):
    return [str(len(rs))]


def num(v):
    assert v not in PLACEHOLDERS, v
    return float(v)


def date(v):
    assert v not in PLACEHOLDERS, v
    y, m, d = v.split('/')
    return (int(y), int(m), int(d))


def argbest(t, ns, col, key, best=max):
    """Name among ns with the max/min key(col); asserts no tie."""
    vals = [(key(cell(t, n, col)), n) for n in ns]
    b = best(v for v, _ in vals)
    win = [n for v, n in vals if v == b]
    assert len(win) == 1, (col, vals)
    return [win[0]]


def table_best(t, col, key, best=max, pool=None):
    pool = pool if pool is not None else T[t]
    vals = [(key(r[col]), r['name']) for r in pool if r[col] not in PLACEHOLDERS]
    b = best(v for v, _ in vals)
    win = [n for v, n in vals if v == b]
    assert len(win) == 1, (col, sorted(vals)[-3:], sorted(vals)[:3])
    row(t, win[0])
    return win


def admin_label(name):
    labels = {r['label'] for r in T['行政区'] if r['name'] == name}
    assert len(labels) == 1, (name, labels)
    assert NAME_TABLES[name] == {'行政区'}, NAME_TABLES[name]
    return [labels.pop()]


def licence(name, col):
    r = row('许可证', name)
    assert r[col], (name, col)
    return [r[col]]


Q = []


def q(shape, lang, text, answer):
    assert answer and all(isinstance(a, str) and a for a in answer), (text, answer)
    Q.append({'question': text, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------------------------------------------------------- property (50)
# 加油站
q('property', 'zh', '杭州中石化杭燃能源有限公司滨江加气站的法人代表是谁？',
  prop('加油站', '杭州中石化杭燃能源有限公司滨江加气站', 'legalRepresentative'))
q('property', 'zh', '临海市远洲江南加油站有限公司属于什么行业？',
  prop('加油站', '临海市远洲江南加油站有限公司', 'industry'))
q('property', 'zh', '宁波市汽车燃气有限公司江南路加气站有多少名职工？',
  prop('加油站', '宁波市汽车燃气有限公司江南路加气站', 'employeeCount'))
q('property', 'zh', '嘉兴市嘉通新能源股份有限公司公交东场加气站分公司的液化天然气罐总容积是多少',
  prop('加油站', '嘉兴市嘉通新能源股份有限公司公交东场加气站分公司', 'liquidGasCanVolume'))
q('property', 'zh', '奉化市浙能交投油气发展有限公司总设计储量多少？',
  prop('加油站', '奉化市浙能交投油气发展有限公司', 'totalDesignStorage'))
q('property', 'zh', '丽水市浙能油气发展有限公司在哪个区县？',
  prop('加油站', '丽水市浙能油气发展有限公司', 'county'))
q('property', 'zh', '三门县道生加气站有限公司的负责人叫什么名字',
  prop('加油站', '三门县道生加气站有限公司', 'manager'))
q('property', 'en', 'Who operates the gas station 浙江华润车船天然气有限公司余杭分公司 (its operating entity)?',
  prop('加油站', '浙江华润车船天然气有限公司余杭分公司', 'operationSubject'))
q('property', 'en', 'What is the business operating licence number of 嘉兴市国鸿石油天然气经营有限公司汽车客运中心加油(气)站?',
  prop('加油站', '嘉兴市国鸿石油天然气经营有限公司汽车客运中心加油(气)站', 'businessLicense'))
# 医疗机构
q('property', 'zh', '杭州萧山新围医院电话多少？', prop('医疗机构', '杭州萧山新围医院', 'phoneNumber'))
q('property', 'zh', '杭州德正医疗门诊部有限公司在什么地方？',
  prop('医疗机构', '杭州德正医疗门诊部有限公司', 'address'))
q('property', 'zh', '请问浙江理工大学校医院的联系电话', prop('医疗机构', '浙江理工大学校医院', 'phoneNumber'))
q('property', 'zh', '杭州长卫医院的地址是？', prop('医疗机构', '杭州长卫医院', 'address'))
q('property', 'zh', '杭州中兴医院的服务人群是哪些？', prop('医疗机构', '杭州中兴医院', 'servicePopulation'))
q('property', 'zh', "浙江省肿瘤医院在哪里？", prop('医疗机构', '浙江省肿瘤医院', 'address'))
# 协会
q('property', 'zh', '兰溪市基督教协会的登记证号是什么？', prop('协会', '兰溪市基督教协会', 'registrationCertificateNumber'))
q('property', 'zh', '岱山县基督教三自爱国运动委员会的电话是多少', prop('协会', '岱山县基督教三自爱国运动委员会', 'phoneNumber'))
q('property', 'zh', '江山市天主教爱国会是什么时候登记的？', prop('协会', '江山市天主教爱国会', 'registrationTime'))
q('property', 'zh', '玉环市天主教爱国会的办公地址在哪', prop('协会', '玉环市天主教爱国会', 'address'))
q('property', 'zh', '余姚市基督教三自爱国运动委员会的邮编是多少？', prop('协会', '余姚市基督教三自爱国运动委员会', 'postalCode'))
q('property', 'zh', '天台山佛教协会的统一社会信用代码', prop('协会', '天台山佛教协会', 'unifiedSocialCreditCode'))
q('property', 'zh', '浙江省伊斯兰教协会有官方网站吗？网址是什么', prop('协会', '浙江省伊斯兰教协会', 'website'))
q('property', 'en', 'Which city is 景宁畲族自治县基督教协会 located in?', prop('协会', '景宁畲族自治县基督教协会', 'city'))
# 学校
q('property', 'zh', '浙江神学院的地址在哪里？', prop('学校', '浙江神学院', 'address'))
q('property', 'zh', '浙江道教学院现在有多少在校学生', prop('学校', '浙江道教学院', 'studentCount'))
q('property', 'zh', '杭州佛学院批准的办学层次是什么？', prop('学校', '杭州佛学院', 'approvalLevel'))
q('property', 'zh', '浙江慈云佛学院是哪一年哪一天成立的？', prop('学校', '浙江慈云佛学院', 'establishmentDate'))
q('property', 'en', 'What is the phone number of 中国佛学院普陀山学院?', prop('学校', '中国佛学院普陀山学院', 'phoneNumber'))
# 宗教场所
q('property', 'zh', '青田县仁宫乡小奕石南寺的登记时间是哪天？', prop('宗教场所', '青田县仁宫乡小奕石南寺', 'registrationTime'))
q('property', 'zh', '慈溪市伍家板桥天主堂的建筑面积有多大？', prop('宗教场所', '慈溪市伍家板桥天主堂', 'buildingArea'))
q('property', 'zh', '温州市龙湾区永中街道忠烈观属于道教哪个派别？', prop('宗教场所', '温州市龙湾区永中街道忠烈观', 'religiousType'))
q('property', 'zh', '天台山中方广寺具体在什么位置', prop('宗教场所', '天台山中方广寺', 'address'))
q('property', 'zh', '临安区通径寺占地面积是多少？', prop('宗教场所', '临安区通径寺', 'area'))
q('property', 'zh', '衢州市衢江区碧华寺是哪天批准的？', prop('宗教场所', '衢州市衢江区碧华寺', 'approvalDate'))
q('property', 'zh', '临海市仙山寺的邮政编码', prop('宗教场所', '临海市仙山寺', 'postalCode'))
q('property', 'zh', '苍南县金乡镇凉亭村凤山寺的联系电话是多少？', prop('宗教场所', '苍南县金乡镇凉亭村凤山寺', 'phoneNumber'))
q('property', 'zh', '平阳县水头镇鹤溪石牌天主堂信仰的是什么宗教？', prop('宗教场所', '平阳县水头镇鹤溪石牌天主堂', 'religion'))
# 旅游景点
q('property', 'zh', '常山黄泥塘金钉子景区在哪儿？', prop('旅游景点', '常山黄泥塘金钉子景区', 'address'))
q('property', 'zh', '湖州市南浔古镇景区的电话是多少', prop('旅游景点', '湖州市南浔古镇景区', 'phoneNumber'))
q('property', 'zh', '龙天红木小镇景区位于哪个城市？', prop('旅游景点', '龙天红木小镇景区', 'city'))
q('property', 'zh', '德清上杨景区的详细地址是什么？', prop('旅游景点', '德清上杨景区', 'address'))
q('property', 'en', 'Which city is the scenic spot 碧云花海·十里水乡景区 in?', prop('旅游景点', '碧云花海·十里水乡景区', 'city'))
# 旅行社
q('property', 'zh', '宁波市奉化中国旅行社有限公司的地址在哪？', prop('旅行社', '宁波市奉化中国旅行社有限公司', 'address'))
q('property', 'zh', '杭州黄金假日旅行社有限公司的传真号码是多少？', prop('旅行社', '杭州黄金假日旅行社有限公司', 'faxNumber'))
q('property', 'zh', '丽水市中旅旅行社有限公司可以经营哪些业务？', prop('旅行社', '丽水市中旅旅行社有限公司', 'businessScope'))
q('property', 'zh', '金华中国国际旅行社的联系电话', prop('旅行社', '金华中国国际旅行社', 'phoneNumber'))
q('property', 'zh', '杭州千岛湖温馨岛娱乐旅游有限公司位于哪个区县？', prop('旅行社', '杭州千岛湖温馨岛娱乐旅游有限公司', 'county'))
q('property', 'en', 'What is the English name of 浙江驴途旅行社有限公司?', prop('旅行社', '浙江驴途旅行社有限公司', 'englishName'))
# 许可证
q('property', 'zh', '许可证浙201802000004J什么时候到期？', licence('浙201802000004J', 'invalidDate'))
q('property', 'zh', '编号为201808030001J的许可证从哪天开始生效？', licence('201808030001J', 'effectiveDate'))

# ---------------------------------------------------------------- type (10)
q('type', 'zh', '杭州市拱墅区妇幼保健计划生育服务中心属于哪一类医疗机构？',
  prop('医疗机构', '杭州市拱墅区妇幼保健计划生育服务中心', 'category'))
q('type', 'zh', '杭州市江干区人民医院是几级医疗机构？', prop('医疗机构', '杭州市江干区人民医院', 'level'))
q('type', 'zh', '玉环大鹿岛旅游开发有限公司是几A级景区？', prop('旅游景点', '玉环大鹿岛旅游开发有限公司', 'level'))
q('type', 'zh', '龙泉市是什么级别的行政区？', admin_label('龙泉市'))
q('type', 'zh', '淳安县民族宗教事务局属于什么类型的实体？', prop('政府机构', '淳安县民族宗教事务局', 'type'))
q('type', 'zh', '浙江省道教协会属于哪一类社会团体？', prop('协会', '浙江省道教协会', 'category'))
q('type', 'zh', '天台山中方广寺是寺观教堂还是固定处所？', prop('宗教场所', '天台山中方广寺', 'category'))
q('type', 'zh', '中海油浙江天然气利用有限责任公司宁波北仑进港路天然气加气站是几级站？',
  prop('加油站', '中海油浙江天然气利用有限责任公司宁波北仑进港路天然气加气站', 'level'))
q('type', 'en', 'What kind of administrative region is 舟山市?', admin_label('舟山市'))
q('type', 'en', 'What A-level rating does the scenic area 仙都景区 have?', prop('旅游景点', '仙都景区', 'level'))

# ---------------------------------------------------------------- aggregate / list (12)
q('list', 'zh', '哪些加油站被认定为重大危险源？', names(rows('加油站', isMajorDangerSource='是')))
q('list', 'zh', '类别为省团体的宗教协会有哪些？', names(rows('协会', category='省团体')))
q('aggregate', 'zh', '三级医疗机构一共有多少家？', count(rows('医疗机构', level='三级')))
q('aggregate', 'zh', '嵊泗县有几处佛教宗教场所？', count(rows('宗教场所', county='嵊泗县', religion='佛教')))
q('aggregate', 'zh', '温州市范围内所属宗教为道教的协会共有几个？', count(rows('协会', city='温州市', religion='道教')))
q('list', 'zh', '舟山市业务范围仅为国内旅游业务的旅行社有哪几家？',
  names(rows('旅行社', city='舟山市', businessScope='国内旅游业务')))
q('aggregate', 'zh', '北仑区共有多少个加油站？', count(rows('加油站', county='北仑区')))
q('list', 'zh', '运营主体为中海油且级别为一级的加油站是哪个？',
  names(rows('加油站', operationSubject='中海油', level='一级')))
q('list', 'zh', '丽水市有哪些AAAAA级旅游景点？', names(rows('旅游景点', city='丽水市', level='AAAAA')))
q('aggregate', 'zh', '2022年失效的许可证有多少个？',
  count([r for r in T['许可证'] if r['invalidDate'].startswith('2022/')]))
q('aggregate', 'en', 'How many religious schools in the data belong to Buddhism (佛教)?',
  count(rows('学校', religion='佛教')))
q('list', 'en', 'Which medical institutions are level 二级 and of category 门诊部诊所医务室村卫生室?',
  names(rows('医疗机构', level='二级', category='门诊部诊所医务室村卫生室')))

# ---------------------------------------------------------------- described (10)
r = by_value('学校', 'address', '浙江省温州市文成县西坑畲族镇安福寺')
q('described', 'zh', '位于浙江省温州市文成县西坑畲族镇安福寺的那所佛学院有多少在校生？', val(r, 'studentCount'))
r = by_value('宗教场所', 'unifiedSocialCreditCode', '71330624059594237K')
q('described', 'zh', '统一社会信用代码为71330624059594237K的宗教场所是什么时候登记的？', val(r, 'registrationTime'))
r = by_value('协会', 'registrationCertificateNumber', '浙岱社证字第79号')
q('described', 'zh', '登记证号是浙岱社证字第79号的协会在哪个城市？', val(r, 'city'))
r = by_value('加油站', 'businessLicense', '浙201811000001j')
q('described', 'zh', '经营许可证为浙201811000001j的加油站负责人是谁？', val(r, 'manager'))
r = by_value('医疗机构', 'phoneNumber', '13656653154')
q('described', 'zh', '电话号码是13656653154的是哪家医疗机构？', val(r, 'name'))
r = by_value('旅游景点', 'address', '浙江省嘉兴市南湖区凤桥镇三星路十号')
q('described', 'zh', '地址在浙江省嘉兴市南湖区凤桥镇三星路十号的景区是什么等级？', val(r, 'level'))
r = by_value('宗教场所', 'phoneNumber', '13968782064')
q('described', 'zh', '联系电话为13968782064的宗教场所是哪天批准的？', val(r, 'approvalDate'))
r = by_value('旅行社', 'faxNumber', '0571-8542660')
q('described', 'zh', '传真号为0571-8542660的旅行社叫什么名字？', val(r, 'name'))
r = by_value('旅行社', 'englishName', 'TAIZHOUXIANYILVXINGSHEYOUXIANGONGSI')
q('described', 'en', 'Which city is the travel agency with the English name TAIZHOUXIANYILVXINGSHEYOUXIANGONGSI based in?',
  val(r, 'city'))
r = by_value('协会', 'website', 'www.wzcnfj.cn')
q('described', 'en', 'When was the association whose website is www.wzcnfj.cn registered?', val(r, 'registrationTime'))

# ---------------------------------------------------------------- two-hop (8)
lic = cell('加油站', '宁波市汽车燃气有限公司江南路加气站', 'businessLicense')
q('two_hop', 'zh', '宁波市汽车燃气有限公司江南路加气站持有的经营许可证是哪天生效的？', licence(lic, 'effectiveDate'))
lic = cell('加油站', '中海油浙江天然气利用有限责任公司宁波北仑进港路天然气加气站', 'businessLicense')
q('two_hop', 'zh', '中海油浙江天然气利用有限责任公司宁波北仑进港路天然气加气站的经营许可证什么时候失效？',
  licence(lic, 'invalidDate'))
lic = cell('加油站', '临海市远洲江南加油站有限公司', 'businessLicense')
q('two_hop', 'en', 'When does the operating licence held by 临海市远洲江南加油站有限公司 expire?', licence(lic, 'invalidDate'))
city = cell('学校', '浙江慈云佛学院', 'city')
q('two_hop', 'zh', '浙江慈云佛学院所在城市有哪些市团体类别的宗教协会？', names(rows('协会', city=city, category='市团体')))
cty = cell('学校', '浙江神学院', 'county')
q('two_hop', 'zh', '浙江神学院所在的区县是哪一级行政区？', admin_label(cty))
cty = cell('学校', '浙江道教学院', 'county')
q('two_hop', 'zh', '浙江道教学院所在县的道教协会叫什么？', names(rows('协会', county=cty, religion='道教')))
cty = cell('宗教场所', '舟山市嵊泗县灵音寺', 'county')
q('two_hop', 'zh', '舟山市嵊泗县灵音寺所在县一共登记了多少处宗教场所？', count(rows('宗教场所', county=cty)))
cty = cell('加油站', '杭州中石化杭燃能源有限公司滨江加气站', 'county')
q('two_hop', 'zh', '杭州中石化杭燃能源有限公司滨江加气站所在区有哪些宗教协会？', names(rows('协会', county=cty)))

# ---------------------------------------------------------------- comparison / superlative (10)
q('comparison', 'zh', '浙江佛学院和杭州佛学院，哪个在校生更多？',
  argbest('学校', ['浙江佛学院', '杭州佛学院'], 'studentCount', num))
q('comparison', 'zh', '浙江神学院与浙江道教学院哪个成立得更早？',
  argbest('学校', ['浙江神学院', '浙江道教学院'], 'establishmentDate', date, min))
q('comparison', 'zh', '宁波市汽车燃气有限公司江南路加气站和杭州中石化杭燃能源有限公司滨江加气站哪个职工人数多？',
  argbest('加油站', ['宁波市汽车燃气有限公司江南路加气站', '杭州中石化杭燃能源有限公司滨江加气站'], 'employeeCount', num))
q('comparison', 'zh', '临安区通径寺和温岭市泽国镇楼下万福寺比，哪个占地面积更大？',
  argbest('宗教场所', ['临安区通径寺', '温岭市泽国镇楼下万福寺'], 'area', num))
q('comparison', 'en', 'Which association registered earlier: 江山市天主教爱国会 or 平阳县道教协会?',
  argbest('协会', ['江山市天主教爱国会', '平阳县道教协会'], 'registrationTime', date, min))
q('superlative', 'zh', '教师人数最多的宗教院校是哪所？', table_best('学校', 'teacherCount', num))
q('superlative', 'zh', '成立最早的宗教院校是哪一所？', table_best('学校', 'establishmentDate', date, min))
q('superlative', 'zh', '总设计储量最大的加油站是哪家？', table_best('加油站', 'totalDesignStorage', num))
q('superlative', 'zh', '嵊泗县建筑面积最大的宗教场所是哪个？',
  table_best('宗教场所', 'buildingArea', num, pool=rows('宗教场所', county='嵊泗县')))
q('superlative', 'en', 'Which gas station has the most employees?', table_best('加油站', 'employeeCount', num))


def main():
    assert len(Q) == 100, len(Q)
    texts = [x['question'] for x in Q]
    assert len(set(texts)) == len(texts)
    out = []
    for i, x in enumerate(Q, 1):
        out.append({'id': 'r3-%03d' % i, 'question': x['question'], 'answer': x['answer'],
                    'shape': x['shape'], 'lang': x['lang']})
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    from collections import Counter
    print(len(out), Counter(x['shape'] for x in out), Counter(x['lang'] for x in out))


if __name__ == '__main__':
    main()
