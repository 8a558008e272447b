#!/usr/bin/env python3
"""Blind held-out question set r99 for the AffairQA tables (gold answers computed from raw CSVs).

Personas (five, new):
  P1 加气站设备维保工程师 (zh)      -- 加油站, 许可证
  P2 婚庆策划师 (zh)                -- 宗教场所, 协会
  P3 老年大学摄影班班长 (zh)        -- 旅游景点, 旅行社
  P4 人大代表联络站工作人员 (zh)    -- 政府机构, 行政区, 医疗机构, 学校
  P5 Japanese Zen-pilgrimage tour planner (en) -- 宗教场所, 学校, 旅游景点, 旅行社, 协会

Tables and columns used:
  加油站: name, county, buildTime, manager, level, operationSubject, employeeCount,
          totalDesignStorage, isMajorDangerSource, liquidGasCanCount, gasCanCount,
          businessLicense, latitude, longitude
  许可证: name, invalidDate, effectiveDate, issuingAuthority
  宗教场所: name, county, city, religion, category, registrationTime, approvalDate,
          address, phoneNumber, buildingArea, area
  协会: name, city, religion, registrationTime, phoneNumber, website
  旅游景点: name, city, level, phoneNumber
  旅行社: name, city, county, businessScope, faxNumber, licenseNumber (2nd column, L-ZJ...),
          englishName, address
  政府机构: name
  行政区: name, label, id
  医疗机构: name, category, level, phoneNumber, servicePopulation, address
  学校: name, religion, studentCount, teacherCount, establishmentDate, address
Relative windows count back from 2023-10-15 (none used here).
"""
import csv, json, os, collections, datetime
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
d = HERE
while True:
    cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
    if os.path.isdir(cand):
        SRC = cand
        break
    nd = os.path.dirname(d)
    assert nd != d, 'sources not found'
    d = nd
OUT = os.path.join(HERE, '..', 'r99-affairqa.json')


def load(t):
    with open(os.path.join(SRC, t + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    h = list(rows[0])
    seen = collections.Counter()
    for i, c in enumerate(h):
        seen[c] += 1
        if seen[c] > 1:
            h[i] = c + str(seen[c])  # 旅行社: licenseNumber, licenseNumber2
    return [dict(zip(h, r)) for r in rows[1:]]


T = {t: load(t) for t in ['加油站', '许可证', '宗教场所', '协会', '旅游景点', '旅行社',
                          '政府机构', '行政区', '医疗机构', '学校']}


def ent(t, name, substr_ok=False):
    rs = [r for r in T[t] if r['name'] == name]
    assert len(rs) == 1, (t, name, len(rs))
    if not substr_ok:
        others = [r['name'] for r in T[t] if name in r['name'] and r['name'] != name]
        assert not others, (t, name, others)
    return rs[0]


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def num(s):
    assert s not in ('', None), 'empty numeric'
    return Decimal(s)


def dt(s):
    y, m, dd = s.split('/')
    return datetime.date(int(y), int(m), int(dd))


def real_date(s):
    return s not in ('', '1899-12-30') and not s.startswith('1900/1/1')


def argbest(items, key, reverse=True):
    items = sorted(items, key=key, reverse=reverse)
    assert len(items) >= 2 and key(items[0]) != key(items[1]), 'tie'
    return items[0]


def top_group(counter):
    mc = counter.most_common()
    assert mc[0][1] != mc[1][1], ('tie', mc[:3])
    return mc[0][0]


def intstr(x):
    return str(int(x))


Q = []


def add(q, a, shape, lang='zh'):
    if not isinstance(a, list):
        a = [a]
    a = [str(x) for x in a]
    assert a and all(x != '' for x in a), (q, a)
    Q.append({'question': q, 'answer': a, 'shape': shape, 'lang': lang})


YES = {'zh': ('是', '否'), 'en': ('yes', 'no')}
G, L = T['加油站'], T['许可证']
LIC = {r['name']: r for r in L}


def lic(st):
    b = st['businessLicense']
    assert b and b in LIC, st['name']
    return LIC[b]

# ---------------- P1 加气站设备维保工程师 ----------------
s = ent('加油站', '宁波新奥燃气有限公司福庆南路CNG加气站')
assert s['manager']
add('我是做加气站设备维保的，下周要去宁波新奥燃气有限公司福庆南路CNG加气站检修储罐，这个站的负责人是谁？', s['manager'], 'property')
add('那它的经营许可证哪天到期？日期按表里原样写。', lic(s)['invalidDate'], 'date')
rs = [r for r in G if r['operationSubject'] == '中海油' and r['level'] == '三级']
add('运营主体是中海油、级别为三级的站有几座？只要数字。', len(rs), 'count')
rs = [r for r in G if r['isMajorDangerSource'] == '是']
assert all(r['employeeCount'] != '' for r in rs)
add('排班要算人手：所有被标为构成重大危险源的站，职工人数加起来一共多少人？（职工人数为0的站不计入）', sum(int(r['employeeCount']) for r in rs), 'sum')
w = argbest(G, lambda r: Decimal(r['totalDesignStorage'] or '0'))
add('总设计储量最大的是哪一座站？', w['name'], 'max')
add('它在哪个区县？', w['county'], 'property')
rs = [r['name'] for r in G if r['liquidGasCanCount'] == '3']
add('液化天然气罐有3个的站都有哪些？请全部列出。', rs, 'list')
a1 = ent('加油站', '中海油浙江新能源有限公司集运加气站'); a2 = ent('加油站', '中海油浙江新能源有限公司集翔路加气站')
assert dt(a1['buildTime']) != dt(a2['buildTime'])
add('中海油浙江新能源有限公司集运加气站和中海油浙江新能源有限公司集翔路加气站，哪个成立得更早？',
    a1['name'] if dt(a1['buildTime']) < dt(a2['buildTime']) else a2['name'], 'compare')
rs = [r for r in G if r['businessLicense'] in LIC and LIC[r['businessLicense']]['invalidDate'] and dt(LIC[r['businessLicense']]['invalidDate']).year == 2021]
add('按经营许可证表里的失效日期算，许可证在2021年内到期的站有多少座？', len(rs), 'count')
rs = [r for r in G if r['operationSubject'] == '中石化杭燃']
vals = [num(r['totalDesignStorage']) for r in rs]
assert all(v > 0 for v in vals)
add('运营主体为“中石化杭燃”的站，平均总设计储量是多少？保留两位小数。', rnd(sum(vals) / len(vals), 2), 'average')
s = ent('加油站', '嘉兴市加油加气站有限公司岗山路站')
add('嘉兴市加油加气站有限公司岗山路站是几级站？', s['level'], 'property')
s = ent('加油站', '嘉兴市加油加气站有限公司乍浦站')
add('那乍浦站呢？', s['level'], 'property')
w = argbest([r for r in G if r['employeeCount'] != ''], lambda r: int(r['employeeCount']))
add('职工人数最多的是哪座站？', w['name'], 'max')
c = collections.Counter(r['operationSubject'] for r in G if r['operationSubject'] not in ('', '其它'))
add('不算“其它”和空着的，哪个运营主体名下的站最多？', top_group(c), 'group-by')
rs = [r for r in G if r['gasCanCount'] == '6']
w = argbest(rs, lambda r: dt(lic(r)['effectiveDate']), reverse=False)
add('压缩天然气罐个数为6的站里，经营许可证生效日期最早的是哪一座？', w['name'], 'min')
s = ent('加油站', '宁波市汽车燃气有限公司镇海加气母站')
add('宁波市汽车燃气有限公司镇海加气母站的纬度和经度是多少？按“纬度,经度”写成一个字符串。', s['latitude'] + ',' + s['longitude'], 'property')
rs = [r for r in G if r['level'] != '']
add('在级别不为空的站里，一级站占多大比例？百分比保留一位小数（如12.3%）。',
    rnd(Decimal(sum(r['level'] == '一级' for r in rs)) * 100 / len(rs), 1) + '%', 'share')

# ---------------- P2 婚庆策划师 ----------------
V, A = T['宗教场所'], T['协会']
s = ent('宗教场所', '瑞安市芳庄乡九龙头基督教堂')
add('有对新人想在老教堂拍婚纱照，瑞安市芳庄乡九龙头基督教堂的地址是哪里？', s['address'], 'property')
add('那电话呢？', s['phoneNumber'], 'property')
rs = [r for r in V if r['county'] == '鹿城区' and r['religion'] == '天主教']
add('鹿城区的天主教宗教场所有几处？', len(rs), 'count')
rs = [r for r in V if r['city'] == '温州市' and r['religion'] == '基督教']
w = argbest(rs, lambda r: num(r['buildingArea']))
add('温州市的基督教场所里，建筑面积最大的是哪一处？', w['name'], 'max')
rs = [r for r in V if r['county'] == '乐清市' and r['category'] == '寺观教堂']
add('乐清市的宗教场所中，类别为“寺观教堂”的有多少处？', len(rs), 'count')
c = collections.Counter(r['religion'] for r in V if r['city'] == '杭州市')
add('杭州市的宗教场所按宗教分，哪个宗教的场所最多？', top_group(c), 'group-by')
rs = [r['name'] for r in V if r['registrationTime'] and datetime.date(2021, 7, 1) <= dt(r['registrationTime']) <= datetime.date(2021, 12, 31)]
add('登记时间在2021年下半年（7月1日至12月31日）的宗教场所有哪些？全部列出。', rs, 'list')
hz = [r for r in V if r['city'] == '湖州市' and r['religion'] == '伊斯兰教']
add('湖州市有没有伊斯兰教的宗教场所？', YES['zh'][0] if hz else YES['zh'][1], 'yes/no')
s = ent('协会', '萧山区佛教协会')
dd = dt(s['registrationTime'])
add('萧山区佛教协会是哪天登记的？按年-月-日（YYYY-MM-DD）格式。', dd.isoformat(), 'date')
add('它的联系电话是多少？', s['phoneNumber'], 'property')
rs = [r for r in A if r['city'] == '温州市' and r['religion'] == '基督教']
add('温州市的协会里，所属宗教为基督教的有几个？', len(rs), 'count')
c = collections.Counter(r['city'] for r in A if r['city'])
add('按所在城市统计，哪个市的宗教协会最多？', top_group(c), 'group-by')
rs = [r for r in V if r['city'] == '舟山市']
add('舟山市的宗教场所里，佛教场所占多少比例？百分比保留一位小数（如12.3%）。',
    rnd(Decimal(sum(r['religion'] == '佛教' for r in rs)) * 100 / len(rs), 1) + '%', 'share')
rs = [r for r in V if r['city'] == '嘉兴市']
vals = [num(r['area']) for r in rs]
assert all(v > 0 for v in vals)
add('嘉兴市宗教场所的平均占地面积（area字段）是多少？保留两位小数。', rnd(sum(vals) / len(vals), 2), 'average')
a1 = ent('协会', '东阳市天主教爱国会'); a2 = ent('协会', '萧山区佛教协会')
assert dt(a1['registrationTime']) != dt(a2['registrationTime'])
add('东阳市天主教爱国会和萧山区佛教协会，哪个登记得更早？',
    a1['name'] if dt(a1['registrationTime']) < dt(a2['registrationTime']) else a2['name'], 'compare')
rs = [r['name'] for r in A if r['website'] and r['religion'] == '基督教']
add('想在网上先看看教会介绍：填了网站的基督教协会有哪些？全部列出。', rs, 'list')

# ---------------- P3 老年大学摄影班班长 ----------------
S, TA = T['旅游景点'], T['旅行社']
add('我们摄影班想去海岛采风，舟山市的AAAA级景区有几个？', sum(1 for r in S if r['city'] == '舟山市' and r['level'] == 'AAAA'), 'count')
add('衢州市有哪些AAAAA级景区？按表里的名称全部列出。', [r['name'] for r in S if r['city'] == '衢州市' and r['level'] == 'AAAAA'], 'list')
s = ent('旅游景点', '江山最美碗窑景区')
add('江山最美碗窑景区是几A级？按表里的写法（如AAA）回答。', s['level'], 'property')
c = collections.Counter(r['city'] for r in S if r['level'] == 'AAAAA')
add('各地级市里，AAAAA级景区条目最多的是哪个市？', top_group(c), 'group-by')
add('丽水市的景区里，留了电话号码的有几个？', sum(1 for r in S if r['city'] == '丽水市' and r['phoneNumber']), 'count')
add('湖州市的景区占全省景区条目总数的百分之几？保留一位小数（如12.3%）。',
    rnd(Decimal(sum(r['city'] == '湖州市' for r in S)) * 100 / len(S), 1) + '%', 'share')
s = ent('旅行社', '建德中国旅行社有限公司')
add('班里几位老同学想报团，建德中国旅行社有限公司的传真号是多少？', s['faxNumber'], 'property')
assert s['licenseNumber2'].startswith('L-ZJ')
add('这家的旅行社许可证号（L-ZJ开头的那个）是多少？', s['licenseNumber2'], 'property')
add('舟山市有多少家旅行社？', sum(1 for r in TA if r['city'] == '舟山市'), 'count')
add('杭州市的旅行社里，业务范围包含“出境组团业务”的有几家？', sum(1 for r in TA if r['city'] == '杭州市' and '出境组团业务' in r['businessScope']), 'count')
s = ent('旅行社', '浙江邮电旅行社有限公司')
add('浙江邮电旅行社有限公司登记的英文名是什么？', s['englishName'], 'property')
mc = collections.Counter(r['city'] for r in TA).most_common()
assert mc[0][1] > mc[1][1] > mc[2][1]
add('旅行社数量排第二的是哪个地级市？', mc[1][0], 'group-by')
s = ent('旅行社', '安吉乐途旅行社有限公司')
add('安吉乐途旅行社有限公司的地址在哪里？', s['address'], 'property')
add('宁波市的旅行社里，业务范围只写了“国内旅游业务”这一项的有几家？', sum(1 for r in TA if r['city'] == '宁波市' and r['businessScope'] == '国内旅游业务'), 'count')
n1 = sum(1 for r in S if r['city'] == '温州市' and r['level'] == 'AAA'); n2 = sum(1 for r in S if r['city'] == '台州市' and r['level'] == 'AAA')
assert n1 != n2
add('温州市和台州市，哪个市的AAA级景区更多？', '温州市' if n1 > n2 else '台州市', 'compare')
c = collections.Counter(r['county'] for r in TA if r['city'] == '金华市' and r['county'] != '市辖区')
add('金华市的旅行社，除去区县写成“市辖区”的，哪个区县的最多？', top_group(c), 'group-by')

# ---------------- P4 人大代表联络站工作人员 ----------------
GOV, X, M, SC = T['政府机构'], T['行政区'], T['医疗机构'], T['学校']
add('整理代表联系名录：政府机构表里，名称以“民族宗教事务局”结尾的机构有多少个？', sum(1 for r in GOV if r['name'].endswith('民族宗教事务局')), 'count')
add('以“民政局”结尾的呢？', sum(1 for r in GOV if r['name'].endswith('民政局')), 'count')
ids = {r['id'] for r in X if r['name'] == '桐庐县'}
assert len(ids) == 1
add('桐庐县的行政区划代码是多少？', ids.pop(), 'property')
names = {r['name'] for r in X if r['id'] == '330782'}
assert len(names) == 1
add('代码330782对应的是哪个县级行政区？', names.pop(), 'property')
add('行政区表里，不重复的地级行政区名称有几个？', len({r['name'] for r in X if r['label'] == '地级行政区'}), 'count')
add('政府机构表里有没有“舟山市人民政府”这一条？', YES['zh'][0] if any(r['name'] == '舟山市人民政府' for r in GOV) else YES['zh'][1], 'yes/no')
s = ent('医疗机构', '浙江省肿瘤医院')
add('有群众反映看病难，浙江省肿瘤医院是几级医院？', s['level'], 'property')
assert s['phoneNumber']
add('它的电话号码呢？', s['phoneNumber'], 'property')
add('类别为“医院”且级别为三级的医疗机构有多少家？', sum(1 for r in M if r['category'] == '医院' and r['level'] == '三级'), 'count')
add('服务人群标注为“基本、离休、子女”的医疗机构有几家？', sum(1 for r in M if r['servicePopulation'] == '基本、离休、子女'), 'count')
add('类别为社区卫生服务中心、且地址里含“西湖区”的有几家？', sum(1 for r in M if r['category'] == '社区卫生服务中心' and '西湖区' in r['address']), 'count')
w = argbest(SC, lambda r: int(r['studentCount']))
add('宗教院校里，学生人数最多的是哪所？', w['name'], 'max')
s = ent('学校', '浙江神学院')
add('浙江神学院是哪天成立的？日期按表里原样写。', s['establishmentDate'], 'date')
assert all(r['teacherCount'] for r in SC)
add('全部宗教院校的教师人数加起来是多少？', sum(int(r['teacherCount']) for r in SC), 'sum')
rs = [int(r['studentCount']) for r in SC if r['religion'] == '佛教']
add('所属宗教为佛教的院校，平均学生人数是多少？保留一位小数。', rnd(Decimal(sum(rs)) / len(rs), 1), 'average')
a1 = ent('学校', '浙江道教学院'); a2 = ent('学校', '浙江慈云佛学院')
assert a1['teacherCount'] != a2['teacherCount']
add('浙江道教学院和浙江慈云佛学院，哪所的教师更多？', a1['name'] if int(a1['teacherCount']) > int(a2['teacherCount']) else a2['name'], 'compare')

# ---------------- P5 Japanese Zen-pilgrimage tour planner (en) ----------------
rs = [r for r in V if r['county'] == '天台县' and r['religion'] == '佛教']
add('I plan Zen pilgrimage tours from Kyoto. How many Buddhist (佛教) religious venues are listed in 天台县?', len(rs), 'count', 'en')
add('And how many of those are in the category 寺观教堂?', sum(1 for r in rs if r['category'] == '寺观教堂'), 'count', 'en')
s = ent('学校', '中国佛学院普陀山学院')
add('When was 中国佛学院普陀山学院 established? Give the date as the table writes it.', s['establishmentDate'], 'date', 'en')
add('How many students does it have?', s['studentCount'], 'property', 'en')
c = collections.Counter(r['city'] for r in V if r['religion'] == '佛教')
add('Which city has the most Buddhist religious venues?', top_group(c), 'group-by', 'en')
add('List all AAAAA-level scenic spots in 台州市, with names as written in the table.', [r['name'] for r in S if r['city'] == '台州市' and r['level'] == 'AAAAA'], 'list', 'en')
add('How many travel agencies in 舟山市 have a business scope that includes 出境组团业务?', sum(1 for r in TA if r['city'] == '舟山市' and '出境组团业务' in r['businessScope']), 'count', 'en')
s = ent('协会', '普陀区佛教协会')
add('What is the phone number of 普陀区佛教协会?', s['phoneNumber'], 'property', 'en')
s = ent('宗教场所', '宁波江北延生禅寺')
add('Is 宁波江北延生禅寺 classified in the 寺观教堂 category? Answer yes or no.', YES['en'][0] if s['category'] == '寺观教堂' else YES['en'][1], 'yes/no', 'en')
rs = [r for r in V if r['county'] == '普陀区' and r['religion'] == '佛教']
assert all(r['buildingArea'] for r in rs)
add('What is the total building area of the Buddhist venues in 普陀区? Give the number rounded to an integer.', rnd(sum(num(r['buildingArea']) for r in rs), 0), 'sum', 'en')
a1 = ent('学校', '浙江佛学院温州佛学院'); a2 = ent('学校', '浙江佛学院天台宗佛学院')
assert a1['studentCount'] != a2['studentCount']
add('Which has more students: 浙江佛学院温州佛学院 or 浙江佛学院天台宗佛学院?', a1['name'] if int(a1['studentCount']) > int(a2['studentCount']) else a2['name'], 'compare', 'en')
add('Across all rows of the religious-venue table, what percentage are Buddhist (佛教)? Round to one decimal place, e.g. 12.3%.',
    rnd(Decimal(sum(r['religion'] == '佛教' for r in V)) * 100 / len(V), 1) + '%', 'share', 'en')
add('How many AAAAA-level scenic-spot entries are there in total?', sum(1 for r in S if r['level'] == 'AAAAA'), 'count', 'en')
s = ent('学校', '浙江慈云佛学院')
add('What is the address of 浙江慈云佛学院?', s['address'], 'property', 'en')
s = ent('协会', '宁波市佛教协会')
add('On what date was 宁波市佛教协会 registered? Use YYYY-MM-DD.', dt(s['registrationTime']).isoformat(), 'date', 'en')

# ---- order: interleave is not needed; personas are sequential sessions ----
assert len(Q) == 80, len(Q)
assert sum(q['lang'] == 'en' for q in Q) == 15
out = []
for i, q in enumerate(Q, 1):
    out.append({'id': 'affairqa-r99-%02d' % i, **q})
os.makedirs(os.path.dirname(os.path.abspath(OUT)), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print('wrote', len(out), os.path.abspath(OUT))
