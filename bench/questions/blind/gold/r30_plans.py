#!/usr/bin/env python3
"""r30 held-out logical-form plans (KAG planner style) + gold computed from raw CSVs.
Standard library only. Writes six JSON files into ../plans/."""
import csv, json, os, collections

DS = '/work/shared/datasets'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'plans')


def rd(path):
    with open(path, encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


def num(v):
    v = float(v)
    return str(int(v)) if v == int(v) else ('%.2f' % v).rstrip('0').rstrip('.')


def uniq(xs):
    seen, out = set(), []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


# ---------------------------------------------------------------- plan helpers
def spo(i, s, p, o, sq):
    return f"Step{i}: {sq}\nAction{i}: get_spo(s={s} ,p=p{i}:{p},o={o} ,sub_query={sq})"


def gout(i, q, alias, aset=None):
    aset = aset or alias
    return f"Step{i}: output `{q}` answer:\nAction{i}: get(alias_name={alias},alias_name_set=[{aset}],sub_query=output `{q}` answer:)"


def cnt(i, setv, sq, alias=None):
    alias = alias or f"count{i}"
    return f"Step{i}: {sq}\nAction{i}: count(alias_name={alias},set={setv},sub_query={sq})"


def sm(i, setv, sq, alias=None):
    alias = alias or f"sum{i}"
    return f"Step{i}: {sq}\nAction{i}: sum(alias_name={alias},set={setv},sub_query={sq})"


def J(*steps):
    return "\n".join(steps)


def R(i, q, s, p, o):
    return f"Step{i}:{q}\nAction{i}:Retrieval(s={s}, p=p{i}:{p}, o={o})"


def M(i, q, content, target, alias=None):
    alias = alias or f"math{i}"
    c = ",".join(f"`{x}`" for x in content)
    return f"Step{i}:{q}\nAction{i}:Math(content=[{c}], target=`{target}`)->{alias}"


def D(i, q, op, content, target, alias='res'):
    c = ", ".join(f"`{x}`" for x in content)
    return f"Step{i}:{q}\nAction{i}:Deduce(op={op},content=[{c}],target=`{target}`)->{alias}"


def O(i, v):
    return f"Step{i}:输出{v}\nAction{i}:output({v})"


def OE(i, v):
    return f"Step{i}:Output {v}\nAction{i}:output({v})"


QS = {'aq': [], 'sc': [], 'rm': []}


def add(xx, question, answer, shape, lang, attempts, last_idx):
    n = len(QS[xx]) + 1
    qid = f"plan-r30-{xx}-{n:02d}"
    assert 0 <= last_idx < len(attempts) and 2 <= len(attempts) <= 3
    QS[xx].append({'id': qid, 'question': question, 'answer': [str(a) for a in answer],
                   'shape': shape, 'lang': lang, 'attempts': attempts, 'last': last_idx})


# ================================================================ AffairQA
A = DS + '/kag-affairqa/sources/'
gas = rd(A + '加油站.csv')
med = rd(A + '医疗机构.csv')
assoc = rd(A + '协会.csv')
school = rd(A + '学校.csv')
relig = rd(A + '宗教场所.csv')
scenic = rd(A + '旅游景点.csv')
agency = rd(A + '旅行社.csv')
district = rd(A + '行政区.csv')
lic = rd(A + '许可证.csv')

# aq-01 lookup manager
g = '杭州杭钢亚盛天然气有限公司'
q = f'{g}的负责人是谁？'
add('aq', q, [one(gas, name=g)['manager']], 'lookup', 'zh', [
    J(spo(1, f's1:Entity[{g}]', '负责人', 'o1:Entity', f'查询{g}的负责人'), gout(2, q, 'o1')),
    J(spo(1, f's1:加油站[{g}]', '站长', 'o1:人物', f'查询{g}的站长是谁')),
], 0)

# aq-02 lookup employeeCount
g2 = '宁波市汽车燃气有限公司丽园北路加气站'
q = f'{g2}有多少名职工？'
add('aq', q, [one(gas, name=g2)['employeeCount']], 'lookup', 'zh', [
    J(spo(1, f's1:Entity[{g2}]', '员工数量', 'o1:Entity', f'查询{g2}的员工数量'), gout(2, q, 'o1')),
    J(spo(1, f's1:加气站[{g2}]', '职工人数', 'o1:数量', f'查询{g2}的职工人数'), gout(2, q, 'o1')),
], 1)

# aq-03 phone of medical institution (EN)
mname = '杭州西湖刘长贵口腔诊所'
q = f'What is the phone number of {mname}?'
add('aq', q, [one(med, name=mname)['phoneNumber']], 'lookup', 'en', [
    J(spo(1, f's1:MedicalInstitution[{mname}]', 'contactNumber', 'o1:PhoneNumber', f'Find the contact number of {mname}')),
    J(spo(1, f's1:Entity[{mname}]', '电话号码', 'o1:号码', f'查询{mname}的电话号码'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{mname}]', 'phone', 'o1:Entity', f'What is the phone of {mname}'), gout(2, q, 'o1')),
], 2)

# aq-04 two-hop: gas station license -> licence expiry
g3 = '中海油浙江新能源有限公司集运加气站'
ln = one(gas, name=g3)['businessLicense']
q = f'{g3}的经营许可证什么时候到期？'
add('aq', q, [one(lic, name=ln)['invalidDate']], 'two-hop', 'zh', [
    J(spo(1, f's1:Entity[{g3}]', '经营许可证', 'o1:许可证', f'查询{g3}的经营许可证'),
      spo(2, 'o1:许可证', '失效日期', 'o2:日期', '查询该许可证的失效日期'), gout(3, q, 'o2')),
    J(spo(1, f's1:Entity[{g3}]', '许可证到期时间', 'o1:Entity', f'查询{g3}许可证到期时间'), gout(2, q, 'o1')),
], 0)

# aq-05 count gas stations in 南湖区
q = '南湖区一共有多少个加油站？'
add('aq', q, [len([r for r in gas if r['county'] == '南湖区'])], 'count', 'zh', [
    J(spo(1, 's1:加油站', '所在区县', 'o1:District[南湖区]', '查询位于南湖区的加油站'),
      cnt(2, 's1', '统计南湖区加油站的数量'), gout(3, q, 'count2')),
    J(spo(1, 's1:Entity[南湖区]', '加油站', 'o1:加油站', '查询南湖区的加油站'),
      cnt(2, 'o1', '统计加油站数量'), gout(3, q, 'count2')),
    J(spo(1, 's1:加油站', '所在县区', 'o1:行政区[南湖区]', '查找所在县区为南湖区的加油站'),
      cnt(2, 's1', '统计数量'), gout(3, q, 'count2', 'count2,  s1')),
], 2)

# aq-06 sum of design storage in 北仑区
q = '北仑区所有加油站的总设计储量加起来是多少？'
add('aq', q, [num(sum(float(r['totalDesignStorage']) for r in gas if r['county'] == '北仑区'))], 'sum', 'zh', [
    J(spo(1, 's1:加油站', '所在县区', 'o1:区县[北仑区]', '查询北仑区的加油站'),
      spo(2, 's1:加油站', '总设计储量', 'o2:储量', '查询这些加油站的总设计储量'),
      sm(3, 'o2', '计算总设计储量之和'), gout(4, q, 'sum3')),
    J(spo(1, 's1:Entity[北仑区]', '设计储量', 'o1:Entity', '查询北仑区加油站的设计储量'), gout(2, q, 'o1')),
], 0)

# aq-07 comparison employees
q = f'{g}和{g2}，哪家的职工人数更多？'
e1 = int(one(gas, name=g)['employeeCount']); e2 = int(one(gas, name=g2)['employeeCount'])
add('aq', q, [g if e1 > e2 else g2], 'compare', 'zh', [
    J(spo(1, f's1:加油站[{g}]', '职工人数', 'o1:人数', f'查询{g}的职工人数'),
      spo(2, f's2:加油站[{g2}]', '职工人数', 'o2:人数', f'查询{g2}的职工人数'),
      'Step3: 比较两者职工人数\nAction3: compare(set=[o1,o2], op=max)'),
    J(spo(1, f's1:Entity[{g}]', '员工人数', 'o1:Entity', f'查询{g}的员工人数'),
      spo(2, f's2:Entity[{g2}]', '员工人数', 'o2:Entity', f'查询{g2}的员工人数'),
      'Step3: 比较两者的员工人数，输出人数多的一家\nAction3: compare(set=[o1,o2], op=max)'),
], 1)

# aq-08 filter: major danger source in 萧山区
q = '萧山区有哪些加油站构成重大危险源？'
add('aq', q, [r['name'] for r in gas if r['county'] == '萧山区' and r['isMajorDangerSource'] == '是'], 'filter', 'zh', [
    J(spo(1, 's1:加油站', '所在区县', 'o1:District[萧山区]', '查询萧山区的加油站'),
      spo(2, 's1:加油站', '是否构成重大危险源', 'o2:Entity[是]', '筛选构成重大危险源的加油站'), gout(3, q, 's1')),
    J(spo(1, 's1:重大危险源', '位于', 'o1:Entity[萧山区]', '查询萧山区的重大危险源'), gout(2, q, 's1')),
], 0)

# aq-09 EN: count 5A scenic spots in 嘉兴市
q = 'How many AAAAA-level tourist attractions are there in 嘉兴市?'
add('aq', q, [len([r for r in scenic if r['city'] == '嘉兴市' and r['level'] == 'AAAAA'])], 'count', 'en', [
    J(spo(1, 's1:ScenicSpot', 'locatedInCity', 'o1:City[嘉兴市]', 'Find tourist attractions located in 嘉兴市'),
      spo(2, 's1:ScenicSpot', 'level', 'o2:Level[AAAAA]', 'Keep attractions whose level is AAAAA'),
      cnt(3, 's1', 'Count the AAAAA attractions'), gout(4, q, 'count3')),
    J(spo(1, 's1:旅游景点', '所在城市', 'o1:城市[嘉兴市]', '查询嘉兴市的旅游景点'),
      spo(2, 's1:旅游景点', '级别', 'o2:Entity[AAAAA]', '筛选级别为AAAAA的景点'),
      cnt(3, 's1', '统计5A级景点数量'), gout(4, q, 'count3')),
], 1)

# aq-10 lookup scenic level
sname = '江山最美碗窑景区'
q = f'{sname}是几A级景区？'
add('aq', q, [one(scenic, name=sname)['level']], 'lookup', 'zh', [
    J(spo(1, f's1:Entity[{sname}]', '景区等级', 'o1:Entity', f'查询{sname}的景区等级'), gout(2, q, 'o1')),
    J(spo(1, f's1:景区[{sname}]', 'A级', 'o1:等级', f'查询{sname}的A级评定')),
], 0)

# aq-11 association registration date
aname = '萧山区佛教协会'
q = f'{aname}是什么时候登记的？'
add('aq', q, [one(assoc, name=aname)['registrationTime']], 'lookup', 'zh', [
    J(spo(1, f's1:协会[{aname}]', '成立时间', 'o1:Entity', f'查询{aname}的成立时间'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{aname}]', '登记日期', 'o1:日期', f'查询{aname}的登记日期'), gout(2, q, 'o1')),
], 1)

# aq-12 school student count (EN)
sc1 = '浙江佛学院'
q = f'How many students does {sc1} have?'
add('aq', q, [one(school, name=sc1)['studentCount']], 'lookup', 'en', [
    J(spo(1, f's1:School[{sc1}]', 'numberOfStudents', 'o1:Number', f'Find the number of students at {sc1}'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{sc1}]', 'enrollment', 'o1:Entity', f'Query the enrollment of {sc1}')),
], 0)

# aq-13 sum teachers of 宁波市 schools
q = '宁波市的宗教院校一共有多少名教师？'
add('aq', q, [sum(int(r['teacherCount']) for r in school if r['city'] == '宁波市')], 'sum', 'zh', [
    J(spo(1, 's1:学校', '所在城市', 'o1:城市[宁波市]', '查询宁波市的宗教院校'),
      spo(2, 's1:学校', '教师人数', 'o2:人数', '查询这些院校的教师人数'),
      sm(3, 'o2', '求教师人数之和'), gout(4, q, 'sum3')),
    J(spo(1, 's1:学校', '所在城市', 'o1:城市[宁波市]', '查询宁波市的宗教院校'),
      cnt(2, 's1', '统计院校数量'), gout(3, q, 'count2')),
    J(spo(1, 's1:佛学院', '城市', 'o1:Entity[宁波市]', '查询宁波市佛学院'),
      spo(2, 's1:佛学院', '老师数量', 'o2:Entity', '查询佛学院老师数量'),
      sm(3, 'o2', '求和'), gout(4, q, 'sum3')),
], 0)

# aq-14 superlative: school with most students
best = max(school, key=lambda r: int(r['studentCount']))
q = '哪所宗教院校的在校学生人数最多？'
add('aq', q, [best['name']], 'superlative', 'zh', [
    J(spo(1, 's1:学校', '学生人数', 'o1:人数', '查询所有宗教院校的学生人数'),
      'Step2: 按学生人数排序取最多的院校\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)'),
    J(spo(1, 's1:Entity', '学生数', 'o1:Entity', '查询宗教院校的学生数'), gout(2, q, 's1')),
], 0)

# aq-15 filter: schools established in 2016 or later
q = '2016年及以后成立的宗教院校有哪些？'
add('aq', q, [r['name'] for r in school if int(r['establishmentDate'].split('/')[0]) >= 2016], 'filter', 'zh', [
    J(spo(1, 's1:学校', '成立日期', 'o1:日期', '查询各宗教院校的成立日期'), gout(2, q, 's1')),
    J(spo(1, 's1:学校', '成立时间', 'o1:日期', '查询各宗教院校的成立时间'),
      'Step2: 筛选成立时间在2016年及以后的院校\nAction2: filter(set=s1, condition=o1>=2016)', gout(3, q, 's1')),
], 1)

# aq-16 count Taoist venues in 乐清市
q = '乐清市有多少处道教活动场所？'
add('aq', q, [len([r for r in relig if r['county'] == '乐清市' and r['religion'] == '道教'])], 'count', 'zh', [
    J(spo(1, 's1:宗教场所', '所在区县', 'o1:Entity[乐清市]', '查询乐清市的宗教场所'),
      spo(2, 's1:宗教场所', '宗教', 'o2:Entity[道教]', '筛选道教场所'),
      cnt(3, 's1', '统计乐清市道教场所数量'), gout(4, q, 'count3')),
    J(spo(1, 's1:道观', '位于', 'o1:县[乐清市]', '查询乐清市的道观'), cnt(2, 's1', '统计数量'), gout(3, q, 'count2')),
], 0)

# aq-17 two-hop: travel agency county -> district code
tname = '建德中国旅行社有限公司'
cty = one(agency, name=tname)['county']
q = f'{tname}所在县区的行政区划代码是多少？'
add('aq', q, uniq([r['id'] for r in district if r['name'] == cty]), 'two-hop', 'zh', [
    J(spo(1, f's1:旅行社[{tname}]', '所在县区', 'o1:行政区', f'查询{tname}所在县区'),
      spo(2, 'o1:行政区', '行政区划代码', 'o2:代码', '查询该县区的行政区划代码'), gout(3, q, 'o2')),
    J(spo(1, f's1:Entity[{tname}]', '行政区划代码', 'o1:Entity', f'查询{tname}的行政区划代码'), gout(2, q, 'o1')),
], 0)

# aq-18 EN: english name of agency
tn2 = '浙江邮电旅行社有限公司'
q = f'What is the English name registered for {tn2}?'
add('aq', q, [one(agency, name=tn2)['englishName']], 'lookup', 'en', [
    J(spo(1, f's1:TravelAgency[{tn2}]', 'englishName', 'o1:Name', f'Find the English name of {tn2}'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{tn2}]', '英文名称', 'o1:Entity', f'查询{tn2}的英文名称'), gout(2, q, 'o1')),
], 0)

# aq-19 licence effective date
lname = '浙201709050002P'
q = f'许可证{lname}的生效日期是哪天？'
add('aq', q, [one(lic, name=lname)['effectiveDate']], 'lookup', 'zh', [
    J(spo(1, f's1:许可证[{lname}]', '有效期', 'o1:Entity', f'查询许可证{lname}的有效期')),
    J(spo(1, f's1:Entity[{lname}]', '生效日期', 'o1:日期', f'查询许可证{lname}的生效日期'), gout(2, q, 'o1')),
], 1)

# aq-20 count associations in 杭州市 Buddhist
q = '杭州市有多少个佛教协会？'
add('aq', q, [len([r for r in assoc if r['city'] == '杭州市' and r['religion'] == '佛教'])], 'count', 'zh', [
    J(spo(1, 's1:协会', '所在城市', 'o1:城市[杭州市]', '查询杭州市的协会'),
      spo(2, 's1:协会', '所属宗教', 'o2:宗教[佛教]', '筛选佛教的协会'), cnt(3, 's1', '统计数量'), gout(4, q, 'count3')),
    J(spo(1, 's1:佛教协会', '所在地', 'o1:Entity[杭州市]', '查询杭州市的佛教协会'), cnt(2, 's1', '统计佛教协会数量'), gout(3, q, 'count2')),
    J(spo(1, 's1:Entity[杭州市]', '佛教协会', 'o1:协会', '查询杭州市佛教协会'), cnt(2, 'o1', '统计数量')),
], 0)

# aq-21 EN two-hop: gas station -> legal rep + operation subject? (lookup legal rep)
g4 = '宁波新奥燃气有限公司'
q = f'Who is the legal representative of {g4}?'
add('aq', q, [one(gas, name=g4)['legalRepresentative']], 'lookup', 'en', [
    J(spo(1, f's1:GasStation[{g4}]', 'legalPerson', 'o1:Person', f'Find the legal person of {g4}'),
      gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{g4}]', 'manager', 'o1:Person', f'Find the manager of {g4}'), gout(2, q, 'o1')),
], 0)

# aq-22 two-hop: association -> same county gas station count? keep: 协会 postal code
q = f'{aname}的邮政编码是多少？'
add('aq', q, [one(assoc, name=aname)['postalCode']], 'lookup', 'zh', [
    J(spo(1, f's1:Entity[{aname}]', '邮编', 'o1:号码', f'查询{aname}的邮编'), gout(2, q, 'o1')),
    J(spo(1, f's1:协会[{aname}]', '地址', 'o1:地址', f'查询{aname}的地址'),
      spo(2, 'o1:地址', '邮政编码', 'o2:Entity', '查询该地址的邮政编码'), gout(3, q, 'o2')),
], 0)

# aq-23 NO ANSWER: attribute not held (营业面积 of a gas station)
q = f'{g}的营业面积是多少平方米？'
add('aq', q, [], 'no-answer', 'zh', [
    J(spo(1, f's1:Entity[{g}]', '营业面积', 'o1:Entity', f'查询{g}的营业面积'), gout(2, q, 'o1')),
    J(spo(1, f's1:加油站[{g}]', '占地面积', 'o1:面积', f'查询{g}的占地面积'), gout(2, q, 'o1')),
], 0)

# aq-24 NO ANSWER: hospital director (not held)
q = f'{mname}的院长叫什么名字？'
add('aq', q, [], 'no-answer', 'zh', [
    J(spo(1, f's1:医疗机构[{mname}]', '院长', 'o1:人物', f'查询{mname}的院长'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{mname}]', '负责人', 'o1:Entity', f'查询{mname}的负责人'), gout(2, q, 'o1')),
    J(spo(1, f's1:Entity[{mname}]', 'Entity', 'o1:Entity', f'查询{mname}')),
], 1)

# ================================================================ SupplyChain
S = DS + '/kag-supplychain/sources/'
comp = rd(S + 'Company.csv')
ft = rd(S + 'Company_fundTrans_Company.csv')
sper = rd(S + 'Person.csv')
prod = rd(S + 'Product.csv')
pce = rd(S + 'ProductChainEvent.csv')
cid = {r['id']: r['name'] for r in comp}
cname2id = {r['name']: r['id'] for r in comp}
split = lambda v: [x.strip() for x in v.split(',') if x.strip()]

c1 = '传化****限公司'
q = f'{c1}经营哪些产品？'
add('sc', q, uniq(split(one(comp, name=c1)['product'])), 'lookup', 'zh', [
    J(R(1, f'查询{c1}的主营产品', f's1:公司[`{c1}`]', '主营产品', 'o1:产品'), O(2, 'o1')),
    J(R(1, f'查询{c1}经营的产品', f's1:企业[`{c1}`]', '经营产品', 'o1:产品'), O(2, 'o1')),
], 1)

pz = '臧*'
q = f'{pz}是哪些公司的法人代表？'
add('sc', q, uniq(split(one(sper, name=pz)['legalRepresentative'])), 'lookup', 'zh', [
    J(R(1, f'查询{pz}担任法人代表的公司', f's1:自然人[`{pz}`]', '法人代表', 'o1:企业'), O(2, 'o1')),
    J(R(1, f'查询{pz}任职的公司', f's1:人物[`{pz}`]', '任职', 'o1:公司'), O(2, 'o1')),
], 0)

c2 = '三角***份限公司'
c2id = cname2id[c2]
q = f'{c2}的资金流入总额是多少？'
add('sc', q, [sum(int(r['transAmt']) for r in ft if r['dstId'] == c2id)], 'sum', 'zh', [
    J(R(1, f'查询向{c2}转账的记录', 's1:企业', '资金往来', f'o1:企业[`{c2}`]'),
      M(2, '计算转入金额总和', ['o1'], f'{c2}收到的转账金额总和'), O(3, 'math2')),
    J(R(1, f'查询{c2}的总共流入金额', f's1:企业[`{c2}`]', '总共流入金额', 'o1:金额'), O(2, 'o1')),
    J(R(1, f'查询{c2}的流入资金', f's1:企业[`{c2}`]', '资金流入', 'o1:资金')),
], 1)

c1id = cname2id[c1]
q = f'{c1}一共向多少家公司转出过资金？'
add('sc', q, [len(set(r['dstId'] for r in ft if r['srcId'] == c1id))], 'count', 'zh', [
    J(R(1, f'查询{c1}转出资金的对象公司', f's1:企业[`{c1}`]', '资金往来', 'o1:企业'),
      M(2, '统计公司数量', ['o1'], '转账对象公司的数量'), O(3, 'math2')),
    J(R(1, f'查询{c1}的转账记录', f's1:公司[`{c1}`]', '转账', 'o1:交易'),
      M(2, '统计转账次数', ['o1'], '转账记录条数'), O(3, 'math2')),
], 0)

q = f'What is the total amount {c1} transferred out to other companies?'
add('sc', q, [sum(int(r['transAmt']) for r in ft if r['srcId'] == c1id)], 'sum', 'en', [
    J(R(1, f'Which companies did {c1} transfer funds to?', f's1:Company[`{c1}`]', 'fundTransfer', 'o1:Company'),
      M(2, 'Sum the transfer amounts', ['o1'], f'total amount transferred out by {c1}'), OE(3, 'math2')),
    J(R(1, f'What is the outflow of {c1}?', f's1:Company[`{c1}`]', 'totalOutflow', 'o1:Amount'), OE(2, 'o1')),
], 0)

pr = '商品化工-橡胶'
q = f'产品{pr}属于哪个产业？'
add('sc', q, [one(prod, id=pr)['belongToIndustry']], 'lookup', 'zh', [
    J(R(1, f'查询{pr}所属产业', f's1:产品[`{pr}`]', '所属产业', 'o1:产业'), O(2, 'o1')),
    J(R(1, f'查询{pr}的行业', f's1:商品[`{pr}`]', '行业', 'o1:行业'), O(2, 'o1')),
], 0)

ev = '顺丁橡胶成本上涨'
q = f'产业链事件“{ev}”的主体是什么产品？'
add('sc', q, [one(pce, name=ev)['subject']], 'lookup', 'zh', [
    J(R(1, f'查询{ev}事件的主体', f's1:产业链事件[`{ev}`]', '主体', 'o1:产品'), O(2, 'o1')),
    J(R(1, f'查询{ev}涉及的产品', f's1:事件[`{ev}`]', '涉及产品', 'o1:产品'), O(2, 'o1')),
], 0)

c3 = '广东***通*份*公司'
reps = [p for p in sper if c3 in split(p['legalRepresentative'])]
same = uniq([c for p in reps for c in split(p['legalRepresentative']) if c != c3])
q = f'和{c3}是同一个法人的公司有哪些？'
add('sc', q, same, 'two-hop', 'zh', [
    J(R(1, f'查询{c3}的法人代表', 's1:自然人', '法人代表', f'o1:企业[`{c3}`]'),
      R(2, '查询该法人代表担任法人的其他公司', 's1', '法人代表', 'o2:企业'), O(3, 'o2')),
    J(R(1, f'查询与{c3}共同法人的公司', f's1:企业[`{c3}`]', '共同法人', 'o1:企业'), O(2, 'o1')),
], 1)

pa, pb = '袁*', '庞*'
aa, ab = int(one(sper, name=pa)['age']), int(one(sper, name=pb)['age'])
q = f'{pa}和{pb}谁的年龄更大？'
add('sc', q, [pa if aa > ab else pb], 'compare', 'zh', [
    J(R(1, f'查询{pa}的年龄', f's1:自然人[`{pa}`]', '年龄', 'o1:数值'), R(2, f'查询{pb}的年龄', f's2:自然人[`{pb}`]', '年龄', 'o2:数值'),
      D(3, '比较两人年龄', 'choice', ['o1', 'o2'], f'{pa}和{pb}谁的年龄更大')),
    J(R(1, f'查询{pa}的年龄', f's1:自然人[`{pa}`]', '年龄', 'o1:数值'), R(2, f'查询{pb}的年龄', f's2:自然人[`{pb}`]', '年龄', 'o2:数值'),
      M(3, '比较两人年龄', ['o1', 'o2'], '年龄更大的人'), O(4, 'math3')),
], 1)

tp = '轮胎与橡胶-轮胎-特种轮胎'
q = f'哪些公司经营{tp}？'
add('sc', q, [r['name'] for r in comp if tp in split(r['product'])], 'filter', 'zh', [
    J(R(1, f'查询经营{tp}的公司', 's1:企业', '经营产品', f'o1:产品[`{tp}`]'), O(2, 's1')),
    J(R(1, f'查询{tp}的生产商', f's1:产品[`{tp}`]', '生产商', 'o1:公司'), O(2, 'o1')),
], 0)

top = max((r for r in ft if r['dstId'] == c2id), key=lambda r: int(r['transAmt']))
q = f'Which company made the largest single transfer to {c2}?'
add('sc', q, [cid[top['srcId']]], 'superlative', 'en', [
    J(R(1, f'Which companies transferred funds to {c2}?', 's1:Company', 'fundTrans', f'o1:Company[`{c2}`]'),
      M(2, 'Find the transfer with the largest amount', ['s1'], f'company with the largest single transfer to {c2}'), OE(3, 'math2')),
    J(R(1, f'Who is the main customer of {c2}?', f's1:Company[`{c2}`]', 'mainCustomer', 'o1:Company'), OE(2, 'o1')),
], 0)

c4 = '浙江**摩托**限公司'
rep = [p for p in sper if c4 in split(p['legalRepresentative'])]
q = f'How old is the legal representative of {c4}?'
add('sc', q, [p['age'] for p in rep], 'two-hop', 'en', [
    J(R(1, f'Who is the legal representative of {c4}?', 's1:Person', 'legalRepresentative', f'o1:Company[`{c4}`]'),
      R(2, 'How old is that person?', 's1', 'age', 'o2:Number'), OE(3, 'o2')),
    J(R(1, f'Who is the legal representative of {c4}?', f's1:Company[`{c4}`]', 'legalPerson', 'o1:Person'),
      R(2, 'How old is that person?', 'o1', 'age', 'o2:Age'), OE(3, 'o2')),
], 0)

# sc-13 NO ANSWER: registered capital not held
q = f'{c1}的注册资本是多少？'
add('sc', q, [], 'no-answer', 'zh', [
    J(R(1, f'查询{c1}的注册资本', f's1:企业[`{c1}`]', '注册资本', 'o1:金额'), O(2, 'o1')),
    J(R(1, f'查询{c1}的注册资金', f's1:公司[`{c1}`]', '注册资金', 'o1:数值'), O(2, 'o1')),
], 0)

# ================================================================ RiskMining
RM = DS + '/kag-riskmining/sources/'
rper = rd(RM + 'Person.csv')
rcomp = rd(RM + 'Company.csv')
app = rd(RM + 'App.csv')
dev = rd(RM + 'Device.csv')
pft = rd(RM + 'Person_fundTrans_Person.csv')
phd = rd(RM + 'Person_hasDevice_Device.csv')
phs = rd(RM + 'Person_holdShare_Company.csv')
chc = rd(RM + 'Company_hasCert_Cert.csv')
pid = {r['name']: r['id'] for r in rper}
pname = {r['id']: r['name'] for r in rper}
rcname = {r['id']: r['name'] for r in rcomp}

b = '柏*'
q = f'{b}的手机号是多少？'
add('rm', q, [one(rper, name=b)['hasPhone']], 'lookup', 'zh', [
    J(R(1, f'查询{b}的手机号', f's1:自然人[`{b}`]', '手机号', 'o1:号码'), O(2, 'o1')),
    J(R(1, f'查询{b}的电话号码', f's1:人物[`{b}`]', '电话号码', 'o1:号码'), O(2, 'o1')),
], 1)

q = f'{b}持有哪些公司的股份？'
add('rm', q, [rcname[r['dst']] for r in phs if r['src'] == pid[b]], 'lookup', 'zh', [
    J(R(1, f'查询{b}持股的公司', f's1:自然人[`{b}`]', '持股', 'o1:企业'), O(2, 'o1')),
    J(R(1, f'查询{b}投资的公司', f's1:自然人[`{b}`]', '投资', 'o1:公司')),
], 0)

qq = '裘**'
q = f'{b}一共给{qq}转了多少钱？'
add('rm', q, [sum(int(r['transAmt']) for r in pft if r['src'] == pid[b] and r['dst'] == pid[qq])], 'sum', 'zh', [
    J(R(1, f'查询{b}向{qq}的转账', f's1:自然人[`{b}`]', '转账', f'o1:自然人[`{qq}`]'),
      M(2, '计算转账金额总和', ['o1'], f'{b}转给{qq}的金额总和'), O(3, 'math2')),
    J(R(1, f'查询{b}向{qq}的转账记录', f's1:自然人[`{b}`]', '转账关系', f'o1:自然人[`{qq}`]'),
      M(2, '统计转账笔数', ['o1'], '转账次数'), O(3, 'math2')),
], 0)

q = f'How many fund transfers did {b} make in total?'
add('rm', q, [len([r for r in pft if r['src'] == pid[b]])], 'count', 'en', [
    J(R(1, f'Whom did {b} transfer money to?', f's1:Person[`{b}`]', 'transferTo', 'o1:Person'),
      M(2, 'Count the number of transfers', ['o1'], f'number of transfers made by {b}'), OE(3, 'math2')),
    J(R(1, f'Whom did {b} transfer money to?', f's1:Person[`{b}`]', 'transferTo', 'o1:Person'),
      M(2, 'Count the recipients', ['o1'], f'number of people {b} transferred to'), OE(3, 'math2')),
], 0)

d = '杜*'
q = f'{d}名下有几台设备？'
add('rm', q, [len(set(r['dst'] for r in phd if r['src'] == pid[d]))], 'count', 'zh', [
    J(R(1, f'查询{d}拥有的设备', f's1:自然人[`{d}`]', '拥有设备', 'o1:设备'),
      M(2, '统计设备数量', ['o1'], f'{d}拥有的设备数量'), O(3, 'math2')),
    J(R(1, f'查询{d}的手机', f's1:用户[`{d}`]', '使用手机', 'o1:手机'), O(2, 'o1')),
], 0)

q = '风险标记为赌博的应用有哪些？'
add('rm', q, [r['id'] for r in app if r['riskMark'] == '赌博'], 'filter', 'zh', [
    J(R(1, '查询风险标记为赌博的应用', 's1:应用', '风险标记', 'o1:标记[`赌博`]'), O(2, 's1')),
    J(R(1, '查询属于赌博应用的App', 's1:App', '属于', 'o1:风险应用[`赌博应用`]'), O(2, 's1')),
], 0)

z = '左**'
devs = [r['dst'] for r in phd if r['src'] == pid[z]]
q = f'{z}的设备umid是什么？'
add('rm', q, [one(dev, id=x)['umid'] for x in devs], 'two-hop', 'zh', [
    J(R(1, f'查询{z}拥有的设备', f's1:自然人[`{z}`]', '拥有设备', 'o1:设备'),
      R(2, '查询设备的umid', 'o1', 'umid', 'o2:编号'), O(3, 'o2')),
    J(R(1, f'查询{z}的umid', f's1:自然人[`{z}`]', 'umid', 'o1:编号'), O(2, 'o1')),
], 0)

cp = '**娱乐**公司'
q = f'{cp}的联系电话是多少？'
add('rm', q, [one(rcomp, name=cp)['phone']], 'lookup', 'zh', [
    J(R(1, f'查询{cp}的联系电话', f's1:企业[`{cp}`]', '联系电话', 'o1:号码'), O(2, 'o1')),
    J(R(1, f'查询{cp}的电话', f's1:公司[`{cp}`]', '电话号码', 'o1:Phone'), O(2, 'o1')),
    J(R(1, f'查询{cp}', f's1:企业[`{cp}`]', '', 'o1'), O(2, 's1')),
], 0)

w = '邬**'
q = f'Who is older, {w} or {qq}?'
wa, qa = int(one(rper, name=w)['age']), int(one(rper, name=qq)['age'])
add('rm', q, [w if wa > qa else qq], 'compare', 'en', [
    J(R(1, f'How old is {w}?', f's1:Person[`{w}`]', 'age', 'o1:Number'), R(2, f'How old is {qq}?', f's2:Person[`{qq}`]', 'age', 'o2:Number'),
      M(3, 'Compare the two ages', ['o1', 'o2'], 'Who is older?'), OE(4, 'math3')),
    J(R(1, f'How old is {w}?', f's1:Person[`{w}`]', 'age', 'o1:Number'), R(2, f'How old is {qq}?', f's2:Person[`{qq}`]', 'age', 'o2:Number'),
      D(3, 'Decide who is older', 'choice', ['o1', 'o2'], f'Who is older, {w} or {qq}?')),
], 0)

c0 = '**娱乐****公司'
c0id = one(rcomp, name=c0)['id']
q = f'{c0}拥有多少个证书？'
add('rm', q, [len(set(r['dst'] for r in chc if r['src'] == c0id))], 'count', 'zh', [
    J(R(1, f'查询{c0}拥有的证书', f's1:企业[`{c0}`]', '拥有证书', 'o1:证书'),
      M(2, '统计证书数量', ['o1'], '证书个数'), O(3, 'math2')),
    J(R(1, f'查询{c0}的证书', f's1:公司[`{c0}`]', '证书', 'o1:Cert'),
      M(2, '统计证书数量', ['o1'], f'{c0}证书数量'), O(3, 'math2')),
], 1)

q = f'{b}转给{w}的单笔最大金额是多少？'
add('rm', q, [max(int(r['transAmt']) for r in pft if r['src'] == pid[b] and r['dst'] == pid[w])], 'superlative', 'zh', [
    J(R(1, f'查询{b}给{w}的转账', f's1:自然人[`{b}`]', '转账', f'o1:自然人[`{w}`]'),
      M(2, '找出最大的一笔转账金额', ['o1'], '单笔最大转账金额'), O(3, 'math2')),
    J(R(1, f'查询{b}给{w}的转账总额', f's1:自然人[`{b}`]', '转账金额', f'o1:自然人[`{w}`]'), O(2, 'o1')),
], 0)

# rm-12: two-hop: companies whose shares 柏* holds -> their phones
q = f'{b}持股的公司的电话号码分别是什么？'
add('rm', q, [one(rcomp, id=r['dst'])['phone'] for r in phs if r['src'] == pid[b]], 'two-hop', 'zh', [
    J(R(1, f'查询{b}持股的公司', f's1:自然人[`{b}`]', '持股', 'o1:企业'),
      R(2, '查询这些公司的电话号码', 'o1', '电话号码', 'o2:号码'), O(3, 'o2')),
    J(R(1, f'查询{b}的电话号码', f's1:自然人[`{b}`]', '电话号码', 'o1:号码'), O(2, 'o1')),
], 0)

# rm-13 NO ANSWER: 席* holds no shares
x = '席*'
q = f'{x}持有哪些公司的股份？'
assert not [r for r in phs if r['src'] == pid[x]]
add('rm', q, [], 'no-answer', 'zh', [
    J(R(1, f'查询{x}持股的公司', f's1:自然人[`{x}`]', '持股', 'o1:企业'), O(2, 'o1')),
    J(R(1, f'查询{x}入股的公司', f's1:人[`{x}`]', '股东', 'o1:公司'), O(2, 'o1')),
], 0)

# ================================================================ write
names = {'aq': 'affairqa', 'sc': 'supplychain', 'rm': 'riskmining'}
os.makedirs(OUT, exist_ok=True)
for xx, lst in QS.items():
    plans, qs = [], []
    for e in lst:
        for k, p in enumerate(e['attempts'], 1):
            plans.append({'id': f"{e['id']}#{k}", 'qid': e['id'], 'question': e['question'], 'plan': p,
                          'last': (k - 1) == e['last']})
        qs.append({k: e[k] for k in ('id', 'question', 'answer', 'shape', 'lang')})
    for suffix, data in (('plans', plans), ('questions', qs)):
        with open(os.path.join(OUT, f'r30-{names[xx]}-{suffix}.json'), 'w', encoding='utf-8') as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
    print(xx, len(qs), 'questions', len(plans), 'plans', 'en=', sum(q['lang'] == 'en' for q in qs),
          'noans=', sum(not q['answer'] for q in qs))
    for qd in qs:
        print(' ', qd['id'], qd['shape'], qd['question'], '->', qd['answer'])
