"""Blind held-out question set r93 for AffairQA (Zhejiang government-affairs tables).

Every gold answer is computed from the CSV rows under
shared/datasets/kag-affairqa/sources (found by walking up from this file).
Output: ../r93-affairqa.json (80 questions: 65 zh, 15 en).

Personas
  1. 一位县民宗局新来的科员 (新昌县 religious sites) -- zh
  2. 一位危化品运输公司的调度 (gas stations + licences) -- zh
  3. A Korean documentary producer (religious schools + associations) -- en
  4. 一位驴友论坛的版主 (scenic spots + travel agencies) -- zh
  5. 一位医药代表 (medical institutions, Hangzhou) -- zh

Tables and columns used
  宗教场所.csv: name, county, religion, category, religiousType, approvalDate,
                registrationTime, area, buildingArea, postalCode, manager (only compared
                for equality, never returned: it holds person codes)
  加油站.csv:   name, county, manager, legalRepresentative, isMajorDangerSource, level,
                totalDesignStorage, employeeCount, operationSubject, businessLicense
  许可证.csv:   name, effectiveDate, invalidDate (joined on 加油站.businessLicense = 许可证.name)
  学校.csv:     name, religion, studentCount, teacherCount, approvalScale,
                establishmentDate, city
  协会.csv:     name, city, religion, category, registrationTime, website
  旅游景点.csv: name, city, level, address, phoneNumber
  旅行社.csv:   name, county, city, businessScope, faxNumber, phoneNumber
  医疗机构.csv: name, category, level, address, phoneNumber, servicePopulation

Readings avoided and why
  - 宗教场所.county mixes county names with numeric codes (330371, 330953 ...); questions use
    新昌县/嵊州市 (绍兴市), a city with no code-valued county cells. 天台县 avoided because
    two stub rows (天台山国清讲寺, 天台山桐柏宫) have all columns empty.
  - 宗教场所.manager, 协会.manager, 学校.principal, 旅行社.legalRepresentative/investor are
    person codes (ZJ-...-PEOPLE-n): never returned as answers.
  - 加油站: placeholder buildTime 1899-12-30 rows (empty manager/level) avoided; near-duplicate
    rows (衢州佳豪...-航埠LNG加气站 vs 航埠LNG加气站, 衢州市浙能...-航埠加气母站 vs 航埠加气母站)
    avoided; county typo 北仓区 (one row) means no question counts stations of 北仑区 by county
    except 中海油-operated ones (the typo row is 中石油); codes mangled to 9.13E+17 never used;
    storage values like '110.0' are only used inside rounded sums.
  - 协会: stub rows with empty city/religion (浙江省佛教协会, 温州市佛教协会, 中国佛教协会,
    浙江省基督教两会) and placeholder registrationTime 1900/1/1 avoided.
  - 学校: 中国佛学院普陀山学院 has county '310107' (a Shanghai code) so county is not used; city is.
  - 旅游景点: many near-duplicate spots (e.g. 桃花岛 twice, 安吉 spots in short and long name
    forms); no per-city counts of levels are asked, only lists/properties of sets checked to
    have no near-duplicates (e.g. spots whose address contains 嵊泗县), plus one comparison
    (台州市 vs 温州市 AAA) asserted to have a margin of at least 5. 湖州市 AA was rejected:
    安吉藏龙百瀑景区 (AA) and 浙江省湖州市安吉县藏龙百瀑景区 (AAA) are the same spot.
  - 医疗机构 '口腔' counts by district (西湖区 59 vs 江干区 58) rejected as too close to call.
  - 旅行社: header has licenseNumber twice (unused); county '市辖区' is ambiguous (unused).
  - 医疗机构: addresses sometimes start with a stray '"' or are '0'/empty; district filters are
    stated as "地址里含有'X区'" (substring), never inferred.
  - Superlatives assert a unique top value; rounding is ROUND_HALF_UP to 2 decimals.
"""
import csv
import json
import os
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP


def find_sources():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        p = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('sources folder not found')
        d = nd


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


REL = load('宗教场所.csv')
GAS = load('加油站.csv')
LIC = {r['name']: r for r in load('许可证.csv')}
SCH = load('学校.csv')
ASSOC = load('协会.csv')
SPOT = load('旅游景点.csv')
AGENCY = load('旅行社.csv')
MED = load('医疗机构.csv')


def d(s):
    y, m, dd = s.split('/')
    return date(int(y), int(m), int(dd))


def r2(x):
    return str(Decimal(x).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))


def num(s):
    return Decimal(s)


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def top(rows, key, value, reverse=True):
    rs = sorted(rows, key=value, reverse=reverse)
    assert value(rs[0]) != value(rs[1]), 'tie at top'
    return rs[0][key]


def intstr(x):
    return str(int(x))


Q = []


def add(lang, shape, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------- Persona 1: 县民宗局新来的科员 (新昌县) ----------------
XC = [r for r in REL if r['county'] == '新昌县']
SZ = [r for r in REL if r['county'] == '嵊州市']

add('zh', 'count', '我刚调到新昌县民宗局，想先摸个底：表里登记在新昌县的宗教场所一共有多少处？给个数字就行。',
    len(XC))
add('zh', 'group_count', '麻烦帮我按宗教分一下新昌县的宗教场所，各有几处？按"宗教: 数量"的格式列出来。',
    [f'{k}: {v}' for k, v in sorted(Counter(r['religion'] for r in XC).items())])
add('zh', 'count', '新昌县的基督教场所里，类别是"固定处所"的有几处？科长让我核一下这个数。',
    sum(1 for r in XC if r['religion'] == '基督教' and r['category'] == '固定处所'))
add('zh', 'superlative', '新昌县所有宗教场所里，建筑面积最大的是哪一处？',
    top(XC, 'name', lambda r: num(r['buildingArea'])))
add('zh', 'date', '新昌县大佛寺是哪天批准的？我要填进台账里，原样给我日期。',
    one(REL, name='新昌县大佛寺')['approvalDate'])
add('zh', 'list', '新昌县有哪些天主教场所？把名字都列一下。',
    sorted(r['name'] for r in XC if r['religion'] == '天主教'))
add('zh', 'aggregate', '新昌县佛教场所的建筑面积加起来一共多少平方米？结果按四舍五入保留两位小数。',
    r2(sum(num(r['buildingArea']) for r in XC if r['religion'] == '佛教')))
add('zh', 'date_window', '新昌县哪些宗教场所是2010年1月1日及以后批准的？列出全部名称。',
    sorted(r['name'] for r in XC if d(r['approvalDate']) >= date(2010, 1, 1)))
add('zh', 'boolean', '顺便问一下，新昌县大佛寺和新昌县栖光寺登记的负责人是不是同一个人？回答是或否。',
    '是' if one(REL, name='新昌县大佛寺')['manager'] == one(REL, name='新昌县栖光寺')['manager'] else '否')
add('zh', 'property', '新昌县重阳宫属于道教的哪个派别？',
    one(REL, name='新昌县重阳宫')['religiousType'])
a, b = one(REL, name='新昌县沙溪寺'), one(REL, name='新昌县兴善寺')
add('zh', 'comparison', '新昌县沙溪寺和新昌县兴善寺，哪个占地面积更大？只说名字。',
    a['name'] if num(a['area']) > num(b['area']) else b['name'])
bud = [r for r in XC if r['religion'] == '佛教']
add('zh', 'percentage', '新昌县佛教场所里，类别为"寺观教堂"的占百分之几？百分数四舍五入保留两位小数，不带%号。',
    r2(Decimal(sum(1 for r in bud if r['category'] == '寺观教堂')) * 100 / len(bud)))
add('zh', 'count', '新昌县有多少宗教场所的登记时间和批准日期不是同一天？',
    sum(1 for r in XC if d(r['registrationTime']) != d(r['approvalDate'])))
add('zh', 'list', '新昌县邮政编码是312530的宗教场所有哪些？',
    sorted(r['name'] for r in XC if r['postalCode'] == '312530'))
nx = sum(1 for r in XC if r['religion'] == '佛教')
ns = sum(1 for r in SZ if r['religion'] == '佛教')
assert nx != ns
add('zh', 'comparison', '隔壁嵊州市和我们新昌县比，哪个县市的佛教场所更多？回答县市名。',
    '新昌县' if nx > ns else '嵊州市')
add('zh', 'property', '新昌县大佛寺的占地面积登记的是多少？',
    one(REL, name='新昌县大佛寺')['area'])
chr_ = [r for r in XC if r['religion'] == '基督教']
add('zh', 'aggregate', '新昌县基督教场所的平均建筑面积是多少？四舍五入保留两位小数。',
    r2(sum(num(r['buildingArea']) for r in chr_) / len(chr_)))

# ---------------- Persona 2: 危化品运输公司的调度 (加油站) ----------------
major = [r for r in GAS if r['isMajorDangerSource'] == '是']
add('zh', 'list', '我们车队要排线路，先问下：表里哪些加油（气）站构成重大危险源？全部列出来。',
    sorted(r['name'] for r in major))
add('zh', 'list', '构成重大危险源的站里，在萧山区的是哪几个？',
    sorted(r['name'] for r in major if r['county'] == '萧山区'))
add('zh', 'property', '慈溪市煤气有限公司的法定代表人是谁？',
    one(GAS, name='慈溪市煤气有限公司')['legalRepresentative'])
add('zh', 'property', '天台华润燃气有限公司那边现场负责人是谁？我要打电话对接。',
    one(GAS, name='天台华润燃气有限公司')['manager'])
add('zh', 'count', '负责人登记为杨森的加油站有几座？',
    sum(1 for r in GAS if r['manager'] == '杨森'))
add('zh', 'list', '法定代表人是曹纪文的站都有哪些？麻烦给全名单。',
    sorted(r['name'] for r in GAS if r['legalRepresentative'] == '曹纪文'))
add('zh', 'join_date', '慈溪市煤气有限公司的经营许可证什么时候失效？',
    LIC[one(GAS, name='慈溪市煤气有限公司')['businessLicense']]['invalidDate'])
add('zh', 'join_list', '构成重大危险源的那些站里，哪些站的经营许可证失效日期在2021年1月1日之前？',
    sorted(r['name'] for r in major if r['businessLicense'] in LIC and d(LIC[r['businessLicense']]['invalidDate']) < date(2021, 1, 1)))
add('zh', 'join_date', '浙江交投新能源投资有限公司绍兴燃气经营分公司的经营许可证是哪天生效的？',
    LIC[one(GAS, name='浙江交投新能源投资有限公司绍兴燃气经营分公司')['businessLicense']]['effectiveDate'])
add('zh', 'count', '运营主体是中海油、所在县区是北仑区的站一共几个？',
    sum(1 for r in GAS if r['operationSubject'] == '中海油' and r['county'] == '北仑区'))
add('zh', 'list', '越城区里级别是一级的加油站有哪些？',
    sorted(r['name'] for r in GAS if r['county'] == '越城区' and r['level'] == '一级'))
add('zh', 'superlative', '重大危险源的站里，职工人数最多的是哪个站？',
    top(major, 'name', lambda r: int(r['employeeCount'])))
add('zh', 'aggregate', '把构成重大危险源的站的总设计储量加起来是多少？四舍五入保留两位小数。',
    r2(sum(num(r['totalDesignStorage']) for r in major)))
a, b = one(GAS, name='宁波市汽车燃气有限公司梅墟加气站'), one(GAS, name='宁波市汽车燃气有限公司江南路加气站')
assert a['employeeCount'] != b['employeeCount']
add('zh', 'comparison', '宁波市汽车燃气有限公司梅墟加气站和江南路加气站，哪个职工人数多？',
    a['name'] if int(a['employeeCount']) > int(b['employeeCount']) else b['name'])
yz = [r for r in GAS if r['county'] == '鄞州区']
add('zh', 'group_count', '鄞州区的站按级别分，各级有几个？格式"级别: 数量"。',
    [f'{k}: {v}' for k, v in sorted(Counter(r['level'] for r in yz).items())])
add('zh', 'boolean', '杭州中石化杭燃能源有限公司古荡加气站算不算重大危险源？回答是或否。',
    one(GAS, name='杭州中石化杭燃能源有限公司古荡加气站')['isMajorDangerSource'])
add('zh', 'join_list', '鄞州区的站里，经营许可证在2022年内失效的有哪些？',
    sorted(r['name'] for r in yz if r['businessLicense'] in LIC and d(LIC[r['businessLicense']]['invalidDate']).year == 2022))

# ---------------- Persona 3: Korean documentary producer (English) ----------------
add('en', 'date', "I'm producing a documentary on religious education in Zhejiang. When was 浙江神学院 established? Just the date as recorded, please.",
    one(SCH, name='浙江神学院')['establishmentDate'])
add('en', 'superlative', 'Which religious school in the table has the largest number of students currently enrolled?',
    top(SCH, 'name', lambda r: int(r['studentCount'])))
add('en', 'count', 'For our episode on Buddhism: how many of the religious schools are Buddhist?',
    sum(1 for r in SCH if r['religion'] == '佛教'))
add('en', 'list', 'We will be filming in Taizhou (台州市). Which religious schools are located in that city?',
    sorted(r['name'] for r in SCH if r['city'] == '台州市'))
add('en', 'aggregate', 'What is the total number of enrolled students across all the religious schools listed?',
    sum(int(r['studentCount']) for r in SCH))
add('en', 'superlative', 'Which religious school was founded earliest?',
    top(SCH, 'name', lambda r: d(r['establishmentDate']), reverse=False))
a, b = one(SCH, name='浙江神学院'), one(SCH, name='浙江道教学院')
assert a['teacherCount'] != b['teacherCount']
add('en', 'comparison', 'Between 浙江神学院 and 浙江道教学院, which one has more teachers?',
    a['name'] if int(a['teacherCount']) > int(b['teacherCount']) else b['name'])
add('en', 'date_window', 'Which religious schools were established during the year 2016? List all of them.',
    sorted(r['name'] for r in SCH if d(r['establishmentDate']).year == 2016))
add('en', 'property', "Our researcher needs the website of 浙江省伊斯兰教协会 (Zhejiang Islamic Association). What is it?",
    one(ASSOC, name='浙江省伊斯兰教协会')['website'])
add('en', 'date', 'When was 宁波市佛教协会 registered?',
    one(ASSOC, name='宁波市佛教协会')['registrationTime'])
add('en', 'count', 'How many religious associations are classified as provincial-level bodies (省团体)?',
    sum(1 for r in ASSOC if r['category'] == '省团体'))
add('en', 'list', 'For the Wenzhou (温州市) segment, which religious associations there have a website listed? Give all names.',
    sorted(r['name'] for r in ASSOC if r['city'] == '温州市' and r['website']))
add('en', 'count', 'How many associations belong to Islam (伊斯兰教)?',
    sum(1 for r in ASSOC if r['religion'] == '伊斯兰教'))
a, b = one(SCH, name='杭州佛学院'), one(SCH, name='浙江慈云佛学院')
add('en', 'boolean', 'Quick check: does 杭州佛学院 have more teachers than 浙江慈云佛学院? Answer yes or no.',
    'yes' if int(a['teacherCount']) > int(b['teacherCount']) else 'no')
zj = one(SCH, name='浙江佛学院')
add('en', 'percentage', "What share of 浙江佛学院's approved enrollment scale is actually filled by current students? Give a percentage rounded half-up to 2 decimals, without the % sign.",
    r2(Decimal(zj['studentCount']) * 100 / Decimal(zj['approvalScale'])))

# ---------------- Persona 4: 驴友论坛的版主 (景点 + 旅行社) ----------------
lishui5 = [r['name'] for r in SPOT if r['city'] == '丽水市' and r['level'] == 'AAAAA']
assert len(lishui5) == 1
add('zh', 'property', '版里有人问丽水的5A景区，表里丽水市的AAAAA级景区是哪个？', lishui5)
add('zh', 'property', '江山最美碗窑景区是几A级？原样给级别就行。',
    one(SPOT, name='江山最美碗窑景区')['level'])
add('zh', 'list', '整理海岛游帖子用：地址里含"嵊泗县"的景区都有哪些？全列出来。',
    sorted(r['name'] for r in SPOT if '嵊泗县' in r['address']))
add('zh', 'property', '舟山市定海区白泉万锦湖渔庄的联系电话是多少？',
    one(SPOT, name='舟山市定海区白泉万锦湖渔庄')['phoneNumber'])
sx_a = [r['name'] for r in SPOT if r['city'] == '绍兴市' and r['level'] == 'A']
assert len(sx_a) == 1
add('zh', 'property', '绍兴市评为A级（就一个A）的景区是哪个？', sx_a)
tz3 = sum(1 for r in SPOT if r['city'] == '台州市' and r['level'] == 'AAA')
wz3 = sum(1 for r in SPOT if r['city'] == '温州市' and r['level'] == 'AAA')
assert abs(tz3 - wz3) >= 5  # wide margin: near-duplicate spot rows cannot flip it
add('zh', 'comparison', '台州市和温州市，表里哪个城市的AAA级景区条目更多？',
    '台州市' if tz3 > wz3 else '温州市')
XCA = [r for r in AGENCY if r['county'] == '新昌县']
add('zh', 'count', '新昌县的旅行社一共有几家？想给本地驴友推荐。', len(XCA))
add('zh', 'list', '新昌县的旅行社里，业务范围只有"国内旅游业务"的是哪几家？',
    sorted(r['name'] for r in XCA if r['businessScope'] == '国内旅游业务'))
add('zh', 'count', '所在区县是嵊泗县的旅行社有几家？', sum(1 for r in AGENCY if r['county'] == '嵊泗县'))
out = Counter(r['city'] for r in AGENCY if '出境' in r['businessScope'])
add('zh', 'superlative', '业务范围里写了"出境"两个字的旅行社，哪个城市最多？',
    top([{'c': c, 'n': n} for c, n in out.items()], 'c', lambda x: x['n']))
ls_out = [r['name'] for r in AGENCY if r['city'] == '丽水市' and '出境' in r['businessScope']]
assert len(ls_out) == 1
add('zh', 'property', '丽水市能做出境业务（业务范围含"出境"）的旅行社是哪家？', ls_out)
zs = [r for r in AGENCY if r['city'] == '舟山市']
add('zh', 'percentage', '舟山市的旅行社里，业务范围含"入境"的占百分之多少？四舍五入保留两位小数，不要%号。',
    r2(Decimal(sum(1 for r in zs if '入境' in r['businessScope'])) * 100 / len(zs)))
add('zh', 'property', '建德中国旅行社有限公司的传真号是多少？',
    one(AGENCY, name='建德中国旅行社有限公司')['faxNumber'])
tt = [r for r in AGENCY if r['county'] == '天台县']
add('zh', 'boolean', '天台县有没有业务范围含"出境"的旅行社？回答是或否。',
    '是' if any('出境' in r['businessScope'] for r in tt) else '否')
add('zh', 'property', '新昌县春秋旅行社有限公司的电话是多少？',
    one(AGENCY, name='新昌县春秋旅行社有限公司')['phoneNumber'])
add('zh', 'count', '所在区县是安吉县、业务范围含"入境"的旅行社有几家？',
    sum(1 for r in AGENCY if r['county'] == '安吉县' and '入境' in r['businessScope']))

# ---------------- Persona 5: 医药代表 (医疗机构) ----------------
add('zh', 'list', '我跑口腔线的，想问下名字里带"口腔"的三级医疗机构是哪家？',
    sorted(r['name'] for r in MED if '口腔' in r['name'] and r['level'] == '三级'))
add('zh', 'count', '表里级别是二级的医疗机构一共多少家？', sum(1 for r in MED if r['level'] == '二级'))
add('zh', 'property', '杭州市计划生育宣传技术指导站的类别是什么？',
    one(MED, name='杭州市计划生育宣传技术指导站')['category'])
add('zh', 'list', '类别是"医院"、名字里带"眼"字的有哪些？我想挨家拜访。',
    sorted(r['name'] for r in MED if r['category'] == '医院' and '眼' in r['name']))
add('zh', 'list', '地址里含"滨江区"的三级医疗机构有哪些？',
    sorted(r['name'] for r in MED if '滨江区' in r['address'] and r['level'] == '三级'))
sp = {r['servicePopulation'] for r in MED if r['category'] == '省本级定点'}
assert len(sp) == 1
add('zh', 'property', '类别为"省本级定点"的那些机构，服务人群登记的是什么？', sorted(sp))
add('zh', 'list', '名字里带"中医"的三级医疗机构，帮我全列出来。',
    sorted(r['name'] for r in MED if '中医' in r['name'] and r['level'] == '三级'))
add('zh', 'property', '浙江省肿瘤医院的电话是多少？', one(MED, name='浙江省肿瘤医院')['phoneNumber'])
add('zh', 'property', '杭州明州医院是什么级别？', one(MED, name='杭州明州医院')['level'])
hosp = [r for r in MED if r['category'] == '医院']
add('zh', 'percentage', '类别为"医院"的机构里，三级的占百分之几？四舍五入保留两位小数，不带%号。',
    r2(Decimal(sum(1 for r in hosp if r['level'] == '三级')) * 100 / len(hosp)))
comm = [r for r in MED if r['category'] == '社区卫生服务中心']
add('zh', 'group_count', '社区卫生服务中心这一类，按级别各有几家？格式"级别: 数量"。',
    [f'{k}: {v}' for k, v in sorted(Counter(r['level'] for r in comm).items())])
ky = sum(1 for r in MED if '口腔' in r['name'] and r['category'] == '医院')
kd = sum(1 for r in MED if '口腔' in r['name'] and r['category'] == '省本级定点')
assert ky != kd
add('zh', 'comparison', '名字带"口腔"的机构里，类别是"医院"的多还是"省本级定点"的多？回答类别名。',
    '医院' if ky > kd else '省本级定点')
add('zh', 'boolean', '杭州口腔医院是三级吗？回答是或否。',
    '是' if one(MED, name='杭州口腔医院')['level'] == '三级' else '否')
add('zh', 'count', '名字带"口腔"、地址里含"余杭区"的医疗机构有几家？',
    sum(1 for r in MED if '口腔' in r['name'] and '余杭区' in r['address']))
add('zh', 'count', '地址里含"上城区"的社区卫生服务中心（按类别）有几家？',
    sum(1 for r in comm if '上城区' in r['address']))

assert len(Q) == 80, len(Q)
for i, q in enumerate(Q, 1):
    q['id'] = f'affairqa-r93-{i:02d}'
out_list = [{'id': q['id'], 'question': q['question'], 'answer': q['answer'],
             'shape': q['shape'], 'lang': q['lang']} for q in Q]
assert sum(q['lang'] == 'en' for q in out_list) == 15
dst = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'r93-affairqa.json')
with open(dst, 'w', encoding='utf-8') as f:
    json.dump(out_list, f, ensure_ascii=False, indent=1)
print(dst, len(out_list))
