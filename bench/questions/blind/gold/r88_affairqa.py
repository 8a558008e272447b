"""Held-out AffairQA question set r88 (80 questions: 65 zh, 15 en), gold computed from the raw CSVs.

Personas
  (1) 一位消防救援支队的参谋 — gas stations (加油站.csv): storage, danger status, level by county.
  (2) 一位旅游专业的研究生 — scenic spots (旅游景点.csv) levels and travel agencies (旅行社.csv)
      business scopes by city.
  (3) A German NGO officer (English) — religious associations (协会.csv) and religious schools (学校.csv).
  (4) 一位医保局的科员 — medical institutions (医疗机构.csv): category, level, servicePopulation.

Tables / columns used
  加油站: name, county, buildTime, totalDesignStorage, isMajorDangerSource, level, employeeCount,
          operationSubject, liquidGasCanCount, businessLicense (joined to 许可证.name -> invalidDate).
  旅游景点: name, level, city.   旅行社: name, businessScope, county, city.
  医疗机构: name, category, level, servicePopulation.
  学校: name, studentCount, teacherCount, religion, establishmentDate, city.
  协会: name, category, religion, city, registrationTime, registrationCertificateNumber.

Readings avoided and why
  - 加油站 rows with buildTime 1899-12-30 are placeholders (blank level/danger, zero counts): date
    questions use windows that cannot include them; no "earliest" superlative over buildTime; county
    counts use counties without such rows (越城区 has one, a parent-company row, so it is not counted).
  - 加油站 county '北仓区' is a typo for 北仑区 and 柯城区/blank-county rows contain near-duplicates
    (衢州佳豪…-航埠LNG加气站 vs …航埠LNG加气站, 衢州市浙能…-航埠加气母站 vs …航埠加气母站):
    no counts/sums over 北仑区 or 柯城区, no averages over 中海油 (includes a blank storage row).
  - employeeCount 0 / gasCanCount 0 / totalDesignStorage 0.0 look unfilled: sums/averages only over
    groups whose rows are all filled; the employeeCount superlative's top value is checked unique.
  - 旅游景点 has many near-duplicate spots (杭州西湖景区 / 杭州西湖风景名胜区, 乌镇景区 twice,
    小沙旅游区 / 小沙文化旅游 ...): no per-city level counts; only named-row lookups, one list whose
    single member has no duplicate, and the fewest-spots city (margin 47 vs 103, robust).
  - 旅行社 county '市辖区' is not a real county; duplicated header 'licenseNumber' (two meanings);
    businessScope has near-synonyms (国内/境内, missing 、): questions quote the exact full scope string.
  - 协会 county mixes names and numeric codes; registrationTime has 1900/1/1 and blank placeholders;
    unifiedSocialCreditCode has a placeholder 513000000000000000; 4 rows with blank category/city:
    these are not used (category counts only use filled exact values; date window excludes 1900).
  - 学校 county has a code '310107'; schoolSystem is spelled three ways; professorCount/employeeCount/
    approvalScale have blanks: none of these are used.
  - 医疗机构 has no city column (address free text): no address-based questions.
Numbers: integers as integers; other values Decimal ROUND_HALF_UP to 2 places, trailing zeros dropped.
Dates: YYYY-MM-DD.
"""
import csv
import json
import os
from collections import Counter
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


G = load('加油站')
LIC = {r['name']: r for r in load('许可证')}
S = load('旅游景点')
T = load('旅行社')
M = load('医疗机构')
SC = load('学校')
A = load('协会')


def num(x):
    d = Decimal(str(x))
    if d == d.to_integral_value():
        return str(int(d))
    q = d.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    s = format(q, 'f')
    if '.' in s:
        s = s.rstrip('0').rstrip('.')
    return s


def date(s):
    s = s.strip()
    if not s or s.startswith('1899') or s.startswith('1900'):
        return None
    y, m, d = s.replace('-', '/').split('/')
    return '%04d-%02d-%02d' % (int(y), int(m), int(d))


def one(rows, name):
    hit = [r for r in rows if r['name'] == name]
    assert len(hit) == 1, (name, len(hit))
    return hit[0]


def unique_top(pairs, reverse=True):
    """pairs: list of (key, value); returns key of unique max (or min)."""
    pairs = sorted(pairs, key=lambda p: p[1], reverse=reverse)
    assert len(pairs) > 1 and pairs[0][1] != pairs[1][1], pairs[:3]
    return pairs[0][0]


def dec(x):
    assert x.strip() != '', 'blank numeric'
    return Decimal(x)


Q = []


def add(question, answer, shape, lang='zh'):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != '' for a in answer), question
    Q.append({'question': question, 'answer': answer, 'shape': shape, 'lang': lang})


# ---------------- Persona 1: 消防救援支队参谋 — 加油站 (24, zh) ----------------
g = one(G, '杭州余杭中石化交通能源有限公司')
add('杭州余杭中石化交通能源有限公司这座加油站的总设计储量是多少？', num(dec(g['totalDesignStorage'])), 'property')

add('县区为南湖区的加油站一共有几座？', sum(r['county'] == '南湖区' for r in G), 'count')

add('鄞州区等级为“二级”的加油站有多少个', sum(r['county'] == '鄞州区' and r['level'] == '二级' for r in G), 'count')

add('萧山区哪些加油站的“是否重大危险源”为“是”？请列出全部名称。',
    [r['name'] for r in G if r['county'] == '萧山区' and r['isMajorDangerSource'] == '是'], 'list')

add('我们支队在排查重大危险源，想知道全部加油站里“是否重大危险源”标为“是”的一共有几家？',
    sum(r['isMajorDangerSource'] == '是' for r in G), 'group_count')

rows = [r for r in G if r['county'] == '镇海区']
assert all(dec(r['totalDesignStorage']) > 0 for r in rows)
add('镇海区所有加油站的总设计储量合计是多少？结果保留两位小数。',
    num(sum(dec(r['totalDesignStorage']) for r in rows)), 'sum')

rows = [r for r in G if r['operationSubject'] == '中石化杭燃']
assert all(dec(r['totalDesignStorage']) > 0 for r in rows)
add('经营主体为“中石化杭燃”的加油站，平均总设计储量是多少（保留两位小数）？',
    num(sum(dec(r['totalDesignStorage']) for r in rows) / len(rows)), 'average')

top = unique_top([(r['name'], dec(r['totalDesignStorage'])) for r in G if r['totalDesignStorage'].strip()])
add('总设计储量最大的加油站是哪一家？', top, 'superlative')
add('总设计储量最大的那座加油站位于哪个县区？', one(G, top)['county'], 'two_hop')

top = unique_top([(r['name'], int(r['employeeCount'])) for r in G if r['employeeCount'].strip()])
add('员工人数最多的加油站是哪家', top, 'superlative')

a, b = one(G, '宁波新捷公运天然气有限公司'), one(G, '绍兴金帝天然气有限公司')
assert dec(a['totalDesignStorage']) != dec(b['totalDesignStorage'])
add('宁波新捷公运天然气有限公司和绍兴金帝天然气有限公司这两座加油站，哪一座的总设计储量更大？',
    max((a, b), key=lambda r: dec(r['totalDesignStorage']))['name'], 'comparison')

add('建站时间在2018-01-01到2018-12-31之间（含首尾）的加油站有哪些？',
    [r['name'] for r in G if date(r['buildTime']) and '2018-01-01' <= date(r['buildTime']) <= '2018-12-31'],
    'date_window')

a, b = one(G, '天台华润燃气有限公司'), one(G, '慈溪市煤气有限公司')
add('天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多多少？',
    num(dec(a['totalDesignStorage']) - dec(b['totalDesignStorage'])), 'difference')

add('天台华润燃气有限公司这个加油站是不是重大危险源？',
    '是' if one(G, '天台华润燃气有限公司')['isMajorDangerSource'] == '是' else '否', 'yes_no')
r = one(G, '桐乡运河加气站')
assert r['isMajorDangerSource'] in ('是', '否')
add('桐乡运河加气站是重大危险源吗', '是' if r['isMajorDangerSource'] == '是' else '否', 'yes_no')

add('桐乡运河加气站的建站时间是哪天？请按YYYY-MM-DD格式回答。', date(r['buildTime']), 'property')

r = one(G, '三门县道生加气站有限公司')
add('三门县道生加气站有限公司（加油站）所持经营许可证的失效日期是哪天？按YYYY-MM-DD给出。',
    date(LIC[r['businessLicense']]['invalidDate']), 'two_hop')

add('慈溪市煤气有限公司这座加油站有几个液化气罐？', one(G, '慈溪市煤气有限公司')['liquidGasCanCount'], 'property')

add('建站时间在1990-01-01至1999-12-31（含）之间的加油站有哪些？',
    [r['name'] for r in G if date(r['buildTime']) and '1990-01-01' <= date(r['buildTime']) <= '1999-12-31'],
    'date_window')

add('南湖区等级为“一级”的加油站数量', sum(r['county'] == '南湖区' and r['level'] == '一级' for r in G), 'count')

add('经营主体是“中石化杭燃”的加油站一共有几座？', sum(r['operationSubject'] == '中石化杭燃' for r in G), 'group_count')

add('嘉善县有哪些加油站？列出全部名称', [r['name'] for r in G if r['county'] == '嘉善县'], 'list')

add('中国石化销售有限公司浙江绍兴客运西站加气站的等级是什么？',
    one(G, '中国石化销售有限公司浙江绍兴客运西站加气站')['level'], 'property')

a, b = one(G, '杭州华燃燃气开发应用有限公司绍兴路加气站'), one(G, '慈溪市煤气有限公司')
assert date(a['buildTime']) != date(b['buildTime'])
add('杭州华燃燃气开发应用有限公司绍兴路加气站和慈溪市煤气有限公司，哪家加油站建站更早？',
    min((a, b), key=lambda r: date(r['buildTime']))['name'], 'comparison')

# ---------------- Persona 2: 旅游专业研究生 — 旅游景点 (7) + 旅行社 (13), zh ----------------
add('宁波博物馆景区是几A级景区？（按表中等级写法回答，如AAAA）', one(S, '宁波博物馆景区')['level'], 'property')
add('旅游景点松阳大木山茶园位于哪个城市？', one(S, '松阳大木山茶园')['city'], 'property')
r = one(S, '南北湖风景区')
add('南北湖风景区是AAAAA级旅游景点吗？', '是' if r['level'] == 'AAAAA' else '否', 'yes_no')
a, b = one(S, '浮盖山景区'), one(S, '天烛仙境景区')
assert a['level'] != b['level']
add('浮盖山景区和天烛仙境景区这两个旅游景点，哪个等级更高？',
    max((a, b), key=lambda r: len(r['level']))['name'], 'comparison')
add('绍兴市等级为“A”的旅游景点有哪些？', [r['name'] for r in S if r['city'] == '绍兴市' and r['level'] == 'A'], 'list')
cnt = Counter(r['city'] for r in S)
add('我在写论文的区域比较部分：表里旅游景点数量最少的是哪个城市？', unique_top(list(cnt.items()), reverse=False),
    'superlative')
add('江山最美碗窑景区 等级', one(S, '江山最美碗窑景区')['level'], 'property')

SC_OUT = '国内旅游业务、入境旅游业务、出境组团业务'
add('宁波市经营范围为“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有多少家？',
    sum(r['city'] == '宁波市' and r['businessScope'] == SC_OUT for r in T), 'count')
c = Counter(r['city'] for r in T if r['businessScope'] == SC_OUT)
add('经营范围为“国内旅游业务、入境旅游业务、出境组团业务”的旅行社，哪个城市最多？',
    unique_top(list(c.items())), 'superlative')
add('浙江邮电旅行社有限公司的经营范围是什么？', one(T, '浙江邮电旅行社有限公司')['businessScope'], 'property')
add('湖州市一共有多少家旅行社', sum(r['city'] == '湖州市' for r in T), 'group_count')
r = one(T, '宁波国际旅行社有限公司')
add('宁波国际旅行社有限公司的经营范围里包含“出境组团业务”吗？', '是' if '出境组团业务' in r['businessScope'] else '否',
    'yes_no')
add('湖州市经营范围为“境内旅游业务”的旅行社有哪些？请列出全部名称。',
    [r['name'] for r in T if r['city'] == '湖州市' and r['businessScope'] == '境内旅游业务'], 'list')
add('县区为“普陀山管委会”的旅行社有几家？', sum(r['county'] == '普陀山管委会' for r in T), 'count')
add('杭州市的旅行社数量比宁波市多多少家？',
    sum(r['city'] == '杭州市' for r in T) - sum(r['city'] == '宁波市' for r in T), 'difference')
cw = sum(r['city'] == '温州市' and r['businessScope'] == '国内旅游业务' for r in T)
cj = sum(r['city'] == '金华市' and r['businessScope'] == '国内旅游业务' for r in T)
assert cw != cj
add('经营范围仅为“国内旅游业务”的旅行社，温州市和金华市哪个城市更多？', '温州市' if cw > cj else '金华市', 'comparison')
add('建德中国旅行社有限公司所在的县区是哪个？', one(T, '建德中国旅行社有限公司')['county'], 'property')
cities = Counter(r['city'] for r in T)
add('表中共有{}个城市的旅行社，平均每个城市有多少家旅行社？保留两位小数。'.format(len(cities)),
    num(Decimal(len(T)) / Decimal(len(cities))), 'average')
c = Counter(r['city'] for r in T if r['businessScope'] == '国内旅游业务')
top = unique_top(list(c.items()))
add('经营范围为“国内旅游业务”的旅行社最多的那个城市，总共有多少家旅行社？', cities[top], 'two_hop')
add('旅行社数量最少的城市是哪个', unique_top(list(cities.items()), reverse=False), 'superlative')

# ---------------- Persona 4: 医保局科员 — 医疗机构 (21, zh) ----------------
add('类别为“医院”、等级为“三级”的医疗机构有多少家？',
    sum(r['category'] == '医院' and r['level'] == '三级' for r in M), 'count')
add('类别为“医院”且等级为“二级”的医疗机构数量', sum(r['category'] == '医院' and r['level'] == '二级' for r in M), 'count')
add('等级为“一级”的医院（类别“医院”）有几家？', sum(r['category'] == '医院' and r['level'] == '一级' for r in M), 'count')
add('我在核对定点名单：类别为“省本级定点”的医疗机构一共有多少家？', sum(r['category'] == '省本级定点' for r in M),
    'group_count')
add('杭州中兴医院这家医疗机构的服务人群是什么？', one(M, '杭州中兴医院')['servicePopulation'], 'property')
add('类别为“门诊部诊所医务室村卫生室”且等级为“二级”的医疗机构有哪些？',
    [r['name'] for r in M if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级'], 'list')
add('类别为“社区卫生服务中心”、等级为“二级”的医疗机构是哪家？',
    [r['name'] for r in M if r['category'] == '社区卫生服务中心' and r['level'] == '二级'], 'list')
add('类别是“社区卫生服务中心”但等级为“一级”的医疗机构有哪些？',
    [r['name'] for r in M if r['category'] == '社区卫生服务中心' and r['level'] == '一级'], 'list')
add('类别为“门诊部诊所医务室村卫生室”、等级为“社区”的医疗机构有哪些？请列出全部。',
    [r['name'] for r in M if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '社区'], 'list')
add('桐庐县富春江中心卫生院的医疗机构类别是什么？', one(M, '桐庐县富春江中心卫生院')['category'], 'property')
add('浙江省肿瘤医院的等级', one(M, '浙江省肿瘤医院')['level'], 'property')
add('杭州口腔医院是三级医疗机构吗？', '是' if one(M, '杭州口腔医院')['level'] == '三级' else '否', 'yes_no')
rank = {'三级': 3, '二级': 2, '一级': 1}
a, b = one(M, '杭州市萧山区中医院'), one(M, '杭州市临安区中医院')
assert rank[a['level']] != rank[b['level']]
add('杭州市萧山区中医院和杭州市临安区中医院，哪家医疗机构的等级更高？',
    max((a, b), key=lambda r: rank[r['level']])['name'], 'comparison')
add('类别为“医院”的医疗机构比类别为“社区卫生服务中心”的多多少家？',
    sum(r['category'] == '医院' for r in M) - sum(r['category'] == '社区卫生服务中心' for r in M), 'difference')
add('医疗机构中哪个类别的数量最多？', unique_top(list(Counter(r['category'] for r in M).items())), 'superlative')
add('等级为“社区”的医疗机构共有多少家', sum(r['level'] == '社区' for r in M), 'group_count')
add('类别为“省本级定点”、名称中含“口腔”的医疗机构有几家？',
    sum(r['category'] == '省本级定点' and '口腔' in r['name'] for r in M), 'count')
add('名称中带“中医”的三级医院（类别“医院”、等级“三级”）有哪些？',
    [r['name'] for r in M if r['category'] == '医院' and r['level'] == '三级' and '中医' in r['name']], 'list')
sp = set(r['servicePopulation'] for r in M if r['category'] == '省本级定点')
add('所有类别为“省本级定点”的医疗机构，服务人群是不是都是“基本、离休、子女”？',
    '是' if sp == {'基本、离休、子女'} else '否', 'yes_no')
rows = [r for r in M if r['category'] == '卫生院']
assert len(rows) == 1
add('类别为“卫生院”的那家医疗机构，等级是什么？', rows[0]['level'], 'two_hop')
add('省本级定点医疗机构里名称含“护理院”的有哪些？',
    [r['name'] for r in M if r['category'] == '省本级定点' and '护理院' in r['name']], 'list')

# ---------------- Persona 3: German NGO officer — 学校 + 协会 (15, en) ----------------
add('How many students does the religious school 浙江神学院 have?', one(SC, '浙江神学院')['studentCount'], 'property', 'en')
assert all(r['studentCount'].strip() and r['teacherCount'].strip() for r in SC)
add('Which religious school has the largest number of students?',
    unique_top([(r['name'], int(r['studentCount'])) for r in SC]), 'superlative', 'en')
add('What is the total number of teachers across all religious schools in the table?',
    sum(int(r['teacherCount']) for r in SC), 'sum', 'en')
rows = [r for r in SC if r['religion'] == '佛教']
add('For our report: what is the average student count of the schools whose religion is 佛教 (Buddhism)? Round to 2 decimals.',
    num(Decimal(sum(int(r['studentCount']) for r in rows)) / len(rows)), 'average', 'en')
a, b = one(SC, '浙江道教学院'), one(SC, '浙江神学院')
assert a['teacherCount'] != b['teacherCount']
add('Which school has more teachers, 浙江道教学院 or 浙江神学院?',
    max((a, b), key=lambda r: int(r['teacherCount']))['name'], 'comparison', 'en')
add('List the religious schools established between 2016-10-01 and 2016-11-30 (inclusive).',
    [r['name'] for r in SC if date(r['establishmentDate']) and '2016-10-01' <= date(r['establishmentDate']) <= '2016-11-30'],
    'date_window', 'en')
r = one(SC, '浙江佛学院')
add('At the school 浙江佛学院, how many more students than teachers are there?',
    int(r['studentCount']) - int(r['teacherCount']), 'difference', 'en')
add('Was the school 中国佛学院普陀山学院 established before 1990-01-01? Answer yes or no.',
    'yes' if date(one(SC, '中国佛学院普陀山学院')['establishmentDate']) < '1990-01-01' else 'no', 'yes_no', 'en')
add('How many religious schools are located in the city 台州市?', sum(r['city'] == '台州市' for r in SC), 'group_count', 'en')
top = unique_top([(r['name'], int(r['teacherCount'])) for r in SC])
add('The school with the most teachers: what is its establishment date (YYYY-MM-DD)?',
    date(one(SC, top)['establishmentDate']), 'two_hop', 'en')
add('religious associations whose category field is 省团体 (provincial) - how many?', sum(r['category'] == '省团体' for r in A),
    'count', 'en')
add('Please list all religious associations whose category field is exactly 省团体.', [r['name'] for r in A if r['category'] == '省团体'],
    'list', 'en')
add('How many associations in 温州市 have religion 基督教 (Protestant Christianity)?',
    sum(r['city'] == '温州市' and r['religion'] == '基督教' for r in A), 'count', 'en')
add('Which religious associations were registered between 2020-07-01 and 2020-12-31, inclusive?',
    [r['name'] for r in A if date(r['registrationTime']) and '2020-07-01' <= date(r['registrationTime']) <= '2020-12-31'],
    'date_window', 'en')
add('What is the registration certificate number of the association 萧山区佛教协会?',
    one(A, '萧山区佛教协会')['registrationCertificateNumber'], 'property', 'en')

assert len(Q) == 80, len(Q)
assert sum(q['lang'] == 'en' for q in Q) == 15
for i, q in enumerate(Q, 1):
    q['id'] = 'affairqa-r88-%02d' % i
OUT = [{'id': q['id'], 'question': q['question'], 'answer': q['answer'], 'shape': q['shape'], 'lang': q['lang']} for q in Q]
path = os.path.join(os.path.dirname(HERE), 'r88-affairqa.json')
with open(path, 'w', encoding='utf-8') as f:
    json.dump(OUT, f, ensure_ascii=False, indent=2)
print('wrote', path, len(OUT))
