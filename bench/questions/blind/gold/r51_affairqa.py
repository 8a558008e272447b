#!/usr/bin/env python3
"""Gold answers for the held-out AffairQA question set r51 (80 questions: 65 zh, 15 en).

Computes every answer from the raw CSV tables in shared/datasets/kag-affairqa/sources/
(located by walking up from this script's folder) and writes ../r51-affairqa.json.

Readings used for the gold:
- Cells are read with the csv module (utf-8-sig) and compared after stripping surrounding
  whitespace; equality is exact string equality of the cell ("运营主体为中海油" means the cell is
  exactly 中海油, not 中石化杭燃 etc.).  "名称里带X / contains X" means X is a substring of the cell.
- 旅行社.csv has two columns both named licenseNumber; columns are addressed by position, and no
  question uses licenseNumber.
- Empty cells match no filter, are not a group, and are left out of sums/averages (every numeric
  question asserts that no row in its filtered set has an empty/non-numeric cell).
- Dates are cells like 2011/3/17 or 1899-12-30, parsed to calendar dates.  1899-12-30 and
  1900/1/1 are spreadsheet placeholders = unknown date; they never fall in a window asked about
  (asserted).  "2016年" = 2016-01-01..2016-12-31 inclusive; 上半年 = Jan 1..Jun 30; "since/以来 D"
  includes D; "before D" excludes D.
- Group/level columns are taken as printed (e.g. 旅游景点.level AAAAA = 5A, AAAA = 4A, AAA = 3A,
  AA = 2A, A = 1A).  宗教场所.county sometimes holds a numeric area code (development zones);
  such codes are not a county name and never equal to one.
- Duplicates/near-duplicates and typos are checked with alternative readings, and every answer
  is asserted to be identical under each reading:
  * 加油站: the two 衢州 near-duplicate pairs ("...公司-航埠..." vs "...公司航埠...") merged into
    one station (non-empty cells win), and the county typo 北仓区 read as 北仑区.
  * 宗教场所: two rows (天台山国清讲寺, 天台山桐柏宫) have only a name; the alternative reading
    fills them as 台州市/天台县, 佛教/道教, 寺观教堂.  No question depends on them.
  * 协会: rows with only a name get their obvious city/religion/category from the name
    (温州市佛教协会 -> 温州市/佛教/市团体, 浙江省... -> 杭州市/省团体, 中国佛教协会 -> 佛教).
  * 旅游景点.csv lists many attractions twice under different names (杭州西湖景区 /
    杭州西湖风景名胜区, 南浔古镇景区 / 湖州市南浔古镇景区 ...), so it is used only for answers
    that de-duplication cannot change (a lookup, an existence test, a distinct-city count, and
    the city with the fewest spots, asserted by a wide margin).
  * 0 in a count column (e.g. 加油站.employeeCount) is read as the number 0; the one average
    over such a column says so in its question, and other averages assert no zero values.
  * 行政区.csv repeats rows; it is read as the set of distinct (name,label,id) rows.
- Percentages are 100*part/whole; averages are sums / row counts; both rounded half-up to the
  stated number of decimals and written without trailing zero padding beyond the stated
  decimals (e.g. "12.30" stays "12.30" for two decimals).  Counts are plain integers.
- A group-count answer lists group, count, group, count ... in the order stated in the question
  (descending count unless another order is stated).  A list answer is in table order (the
  grader should compare as a set).  yes/no are 是/否 (zh) and yes/no (en).
"""
import csv
import json
import os
import datetime
from collections import Counter, OrderedDict
from decimal import Decimal, ROUND_HALF_UP

def find_root():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        if os.path.isdir(os.path.join(d, 'shared', 'datasets', 'kag-affairqa')):
            return d
        p = os.path.dirname(d)
        if p == d:
            raise SystemExit('shared/datasets/kag-affairqa not found above ' + __file__)
        d = p

ROOT = find_root()
SRC = os.path.join(ROOT, 'shared', 'datasets', 'kag-affairqa', 'sources')
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'r51-affairqa.json')

def load(table):
    with open(os.path.join(SRC, table + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    header = [h.strip() for h in rows[0]]
    out = []
    for r in rows[1:]:
        d = {}
        for i, h in enumerate(header):
            if h not in d:          # first of duplicated column names
                d[h] = r[i].strip() if i < len(r) else ''
        out.append(d)
    return out

PLACEHOLDER = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}

def pdate(s):
    s = (s or '').strip()
    if not s:
        return None
    for sep in ('/', '-'):
        parts = s.split(sep)
        if len(parts) == 3 and all(p.isdigit() for p in parts):
            d = datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))
            return None if d in PLACEHOLDER else d
    raise ValueError('bad date %r' % s)

def num(s):
    s = (s or '').strip()
    assert s != '', 'empty numeric cell in a filtered set'
    return Decimal(s)

def num_nz(s):
    v = num(s)
    assert v > 0, 'zero value in an averaged set'
    return v


def rnd(x, nd):
    q = Decimal(1) if nd == 0 else Decimal(1).scaleb(-nd)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))

def istr(x):
    d = Decimal(x)
    assert d == d.to_integral_value()
    return str(int(d))

def D(y, m, d):
    return datetime.date(y, m, d)

def in_window(s, lo, hi):
    d = pdate(s)
    return d is not None and lo <= d <= hi

def unique_max(items, key, reverse=True):
    items = sorted(items, key=key, reverse=reverse)
    assert len(items) >= 2 and key(items[0]) != key(items[1]), 'tie at top'
    return items[0]

def top_k(counter, k):
    mc = counter.most_common()
    assert mc[k - 1][1] != mc[k][1], 'tie at rank boundary'
    assert len(set(v for _, v in mc[:k])) == k, 'tie inside top k'
    return [g for g, _ in mc[:k]]

def one(rows, **kw):
    hit = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hit) == 1, (kw, len(hit))
    return hit[0]

# ---------------------------------------------------------------- tables and readings
GAS = load('加油站')
MED = load('医疗机构')
ASSOC = load('协会')
SCHOOL = load('学校')
VENUE = load('宗教场所')
GOV = load('政府机构')
SPOT = load('旅游景点')
AGENCY = load('旅行社')
REGION = load('行政区')
LIC = load('许可证')

def gas_alt():
    rows = [dict(r) for r in GAS]
    for r in rows:
        if r['county'] == '北仓区':
            r['county'] = '北仑区'
    merged = OrderedDict()
    for r in rows:
        key = r['name'].replace('-', '')
        if key in merged:
            m = merged[key]
            for k, v in r.items():
                if k not in ('name', 'id') and not m[k] and v:
                    m[k] = v
        else:
            merged[key] = dict(r)
    assert len(rows) - len(merged) == 2, 'expected exactly two near-duplicate pairs'
    return list(merged.values())

def venue_alt():
    rows = [dict(r) for r in VENUE]
    fill = {'天台山国清讲寺': '佛教', '天台山桐柏宫': '道教'}
    n = 0
    for r in rows:
        if r['name'] in fill and not r['city']:
            r.update(city='台州市', county='天台县', province='浙江省', religion=fill[r['name']],
                     category='寺观教堂')
            n += 1
    assert n == 2
    return rows

def assoc_alt():
    rows = [dict(r) for r in ASSOC]
    for r in rows:
        if r['name'] == '温州市佛教协会' and not r['city']:
            r.update(city='温州市', religion='佛教', category='市团体', province='浙江省')
        elif r['name'] == '浙江省佛教协会' and not r['city']:
            r.update(city='杭州市', religion='佛教', category='省团体', province='浙江省')
        elif r['name'] == '浙江省基督教两会' and not r['city']:
            r.update(city='杭州市', religion='基督教', category='省团体', province='浙江省')
        elif r['name'] == '中国佛教协会' and not r['religion']:
            r.update(religion='佛教')
        elif r['name'] == '新城基督教岙山教堂' and not r['category']:
            r.update(category='县团体')
    return rows

READINGS = {
    'gas': [GAS, gas_alt()],
    'venue': [VENUE, venue_alt()],
    'assoc': [ASSOC, assoc_alt()],
}
REGION_SET = sorted(set((r['name'], r['label'], r['id']) for r in REGION))

QUESTIONS = []

def Q(lang, shape, question, fn, table=None):
    """fn(rows) -> list of answer strings; evaluated under each reading of `table`."""
    if table in READINGS:
        answers = [fn(rows) for rows in READINGS[table]]
        assert all(a == answers[0] for a in answers), (question, answers)
        ans = answers[0]
    else:
        ans = fn(None)
    assert isinstance(ans, list) and ans and all(isinstance(a, str) and a for a in ans), (question, ans)
    assert len(ans) <= 12 * 2, question
    QUESTIONS.append({'question': question, 'answer': ans, 'shape': shape, 'lang': lang})

def cnt(rows, pred):
    return str(sum(1 for r in rows if pred(r)))

# ================================================================ 加油站 (gas stations)
Q('zh', 'lookup', '宁波新奥燃气有限公司的负责人是谁？',
  lambda R: [one(R, name='宁波新奥燃气有限公司')['manager']], 'gas')
Q('zh', 'lookup', '嘉兴市加油加气站有限公司东栅站的经营许可证编号是多少',
  lambda R: [one(R, name='嘉兴市加油加气站有限公司东栅站')['businessLicense']], 'gas')
Q('en', 'lookup', 'What is the unified social credit code of the gas station 慈溪市煤气有限公司?',
  lambda R: [one(R, name='慈溪市煤气有限公司')['unifiedSocialCreditCode']], 'gas')
Q('zh', 'count', '级别为一级的加油站有几个？',
  lambda R: [cnt(R, lambda r: r['level'] == '一级')], 'gas')
Q('zh', 'count', '运营主体是中海油、级别为三级的加气站一共有多少座？',
  lambda R: [cnt(R, lambda r: r['operationSubject'] == '中海油' and r['level'] == '三级')], 'gas')
Q('zh', 'count', '2016年成立的加油站有多少家？',
  lambda R: [cnt(R, lambda r: in_window(r['buildTime'], D(2016, 1, 1), D(2016, 12, 31)))], 'gas')
Q('zh', 'exists', '萧山区有没有构成重大危险源的加油站？',
  lambda R: ['是' if any(r['county'] == '萧山区' and r['isMajorDangerSource'] == '是' for r in R) else '否'], 'gas')
Q('zh', 'list', '列出所有构成重大危险源的加油站。',
  lambda R: [r['name'] for r in R if r['isMajorDangerSource'] == '是'], 'gas')
Q('zh', 'aggregate', '运营主体为中石化杭燃的那些加气站，职工人数加起来一共多少人？',
  lambda R: [istr(sum(num(r['employeeCount']) for r in R if r['operationSubject'] == '中石化杭燃'))], 'gas')
Q('zh', 'superlative', '职工人数最多的加油站是哪家',
  lambda R: [unique_max([r for r in R if r['employeeCount']], key=lambda r: num(r['employeeCount']))['name']], 'gas')

def _gas_levels(R):
    c = Counter(r['level'] for r in R if r['level'])
    out = []
    for lv in ('一级', '二级', '三级'):
        out += [lv, str(c[lv])]
    assert set(c) == {'一级', '二级', '三级'}
    return out

Q('zh', 'group_count', '按级别（一级、二级、三级）分别统计加油站的数量。', _gas_levels, 'gas')
Q('en', 'aggregate', 'What is the average number of employees at first-level (一级) gas stations, taking the employee counts as recorded (a recorded 0 counts as 0)? Round to one decimal place.',
  lambda R: [rnd(sum(num(r['employeeCount']) for r in R if r['level'] == '一级')
                 / sum(1 for r in R if r['level'] == '一级'), 1)], 'gas')
Q('zh', 'lookup', '负责人是章燏栋的那个加气站叫什么名字？',
  lambda R: [one(R, manager='章燏栋')['name']], 'gas')
Q('zh', 'aggregate', '鄞州区的加油站液化天然气罐个数合计是多少？',
  lambda R: [istr(sum(num(r['liquidGasCanCount']) for r in R if r['county'] == '鄞州区'))], 'gas')
Q('zh', 'compare', '三级加油站比二级加油站多几个？',
  lambda R: [str(sum(r['level'] == '三级' for r in R) - sum(r['level'] == '二级' for r in R))], 'gas')
Q('en', 'count', 'How many gas stations in 越城区 have the operation subject "其它"?',
  lambda R: [cnt(R, lambda r: r['county'] == '越城区' and r['operationSubject'] == '其它')], 'gas')

def _gas_threshold(R):
    c = Counter(r['county'] for r in R if r['county'])
    return [k for k, v in c.most_common() if v >= 6]

Q('zh', 'threshold', '哪些县区的加油站数量不少于6个？', _gas_threshold, 'gas')

def _gas_license(R):
    st = one(R, name='温岭市建设燃气有限公司')
    lic = one(LIC, name=st['businessLicense'])
    assert lic['invalidDate']
    return [lic['invalidDate']]

Q('zh', 'cross_table', '温岭市建设燃气有限公司所持经营许可证的失效日期是哪天？', _gas_license, 'gas')
Q('zh', 'count', '2018年以来（含2018年）成立的加气站有几座？',
  lambda R: [cnt(R, lambda r: in_window(r['buildTime'], D(2018, 1, 1), D(9999, 12, 31)))], 'gas')

# ================================================================ 医疗机构 (medical institutions)
Q('zh', 'lookup', '杭州锦医堂中医门诊部的电话是多少？',
  lambda R: [one(MED, name='杭州锦医堂中医门诊部')['phoneNumber']])
Q('en', 'lookup', 'What is the address of 杭州市上城区紫阳街道社区卫生服务中心?',
  lambda R: [one(MED, name='杭州市上城区紫阳街道社区卫生服务中心')['address']])
Q('zh', 'count', '类别为医院、级别为三级的医疗机构有多少家？',
  lambda R: [cnt(MED, lambda r: r['category'] == '医院' and r['level'] == '三级')])

def _med_levels(R):
    c = Counter(r['level'] for r in MED)
    assert '' not in c
    out = []
    mc = c.most_common()
    assert len(set(v for _, v in mc)) == len(mc)
    for k, v in mc:
        out += [k, str(v)]
    return out

Q('zh', 'group_count', '医疗机构按级别分别有多少家？按数量从多到少列出。', _med_levels)
Q('zh', 'share', '类别为“医院”的机构占全部医疗机构的百分之几？保留一位小数。',
  lambda R: [rnd(Decimal(100) * sum(r['category'] == '医院' for r in MED) / len(MED), 1)])
Q('zh', 'count', '名称里带“口腔”的医疗机构有几家',
  lambda R: [cnt(MED, lambda r: '口腔' in r['name'])])
Q('zh', 'exists', '有没有级别是二级的社区卫生服务中心？',
  lambda R: ['是' if any(r['category'] == '社区卫生服务中心' and r['level'] == '二级' for r in MED) else '否'])
Q('zh', 'lookup', '类别为卫生院的医疗机构是哪一家？',
  lambda R: [one(MED, category='卫生院')['name']])
Q('zh', 'list', '类别为门诊部诊所医务室村卫生室、但级别是二级的机构有哪些？',
  lambda R: [r['name'] for r in MED if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级'])
Q('en', 'count', 'How many medical institutions list "基本、离休、子女" as their service population?',
  lambda R: [cnt(MED, lambda r: r['servicePopulation'] == '基本、离休、子女')])
Q('zh', 'lookup', '电话13003631830是哪家医疗机构的？',
  lambda R: [one(MED, phoneNumber='13003631830')['name']])

# ================================================================ 旅游景点 (scenic spots)

Q('zh', 'lookup', '宁波博物馆景区是什么等级', lambda R: [one(SPOT, name='宁波博物馆景区')['level']])
Q('en', 'distinct', 'How many different cities have at least one scenic spot rated at the single-A level ("A")?',
  lambda R: [str(len(set(r['city'] for r in SPOT if r['level'] == 'A')))])

Q('en', 'exists', 'Is there any AAAAA-rated scenic spot in 丽水市?',
  lambda R: ['yes' if any(r['city'] == '丽水市' and r['level'] == 'AAAAA' for r in SPOT) else 'no'])
Q('zh', 'superlative', '旅游景点最少的是哪个市？',
  lambda R: [unique_max(Counter(r['city'] for r in SPOT).items(), key=lambda kv: kv[1], reverse=False)[0]])

# ================================================================ 旅行社 (travel agencies)
Q('zh', 'count', '湖州市有多少家旅行社？', lambda R: [cnt(AGENCY, lambda r: r['city'] == '湖州市')])
Q('en', 'lookup', 'What English name is registered for the travel agency 浙江邮电旅行社有限公司?',
  lambda R: [one(AGENCY, name='浙江邮电旅行社有限公司')['englishName']])
Q('zh', 'count', '经营范围里包含出境业务（经营范围中出现“出境”二字）的旅行社有多少家？',
  lambda R: [cnt(AGENCY, lambda r: '出境' in r['businessScope'])])
Q('zh', 'count', '宁波市名称中带“国际”的旅行社有几家？',
  lambda R: [cnt(AGENCY, lambda r: r['city'] == '宁波市' and '国际' in r['name'])])
Q('zh', 'top_k', '旅行社数量最多的前三个城市', lambda R: top_k(Counter(r['city'] for r in AGENCY), 3))
Q('zh', 'share', '杭州市的旅行社占全省旅行社总数的百分之几？四舍五入到整数。',
  lambda R: [rnd(Decimal(100) * sum(r['city'] == '杭州市' for r in AGENCY) / len(AGENCY), 0)])

Q('zh', 'lookup', '安吉乐途旅行社有限公司的联系电话是多少？', lambda R: [one(AGENCY, name='安吉乐途旅行社有限公司')['phoneNumber']])
Q('en', 'count', 'How many travel agencies in 温州市 have a business scope of exactly "国内旅游业务"?',
  lambda R: [cnt(AGENCY, lambda r: r['city'] == '温州市' and r['businessScope'] == '国内旅游业务')])
Q('zh', 'compare', '嘉兴市的旅行社比绍兴市多几家？',
  lambda R: [str(sum(r['city'] == '嘉兴市' for r in AGENCY) - sum(r['city'] == '绍兴市' for r in AGENCY))])

# ================================================================ 宗教场所 (religious venues)
Q('zh', 'count', '杭州市的道教场所有多少处？',
  lambda R: [cnt(R, lambda r: r['city'] == '杭州市' and r['religion'] == '道教')], 'venue')

def _venue_zs(R):
    c = Counter(r['religion'] for r in R if r['city'] == '舟山市')
    assert '' not in c
    mc = c.most_common()
    assert len(set(v for _, v in mc)) == len(mc)
    out = []
    for k, v in mc:
        out += [k, str(v)]
    return out

Q('zh', 'group_count', '舟山市的宗教场所按宗教分别有多少处？从多到少列出。', _venue_zs, 'venue')
Q('zh', 'count', '2015年1月1日以来获批（批准日期）的衢州市宗教场所有多少处？',
  lambda R: [cnt(R, lambda r: r['city'] == '衢州市' and in_window(r['approvalDate'], D(2015, 1, 1), D(9999, 12, 31)))], 'venue')
Q('zh', 'count', '绍兴市在2008年上半年登记的宗教场所有多少？',
  lambda R: [cnt(R, lambda r: r['city'] == '绍兴市' and in_window(r['registrationTime'], D(2008, 1, 1), D(2008, 6, 30)))], 'venue')
Q('zh', 'count', '2006年12月登记的宗教场所，全省一共多少个',
  lambda R: [cnt(R, lambda r: in_window(r['registrationTime'], D(2006, 12, 1), D(2006, 12, 31)))], 'venue')
Q('zh', 'superlative', '宗教场所数量最多的县区是哪个？',
  lambda R: [unique_max(Counter(r['county'] for r in R if r['county']).items(), key=lambda kv: kv[1])[0]], 'venue')
Q('zh', 'superlative', '舟山市建筑面积最大的宗教场所是哪一处？',
  lambda R: [unique_max([r for r in R if r['city'] == '舟山市'], key=lambda r: num(r['buildingArea']))['name']], 'venue')
Q('zh', 'list', '伊斯兰教的宗教场所有哪些？',
  lambda R: [r['name'] for r in R if r['religion'] == '伊斯兰教'], 'venue')
Q('en', 'aggregate', 'What is the combined building area of all Islamic (伊斯兰教) religious venues? Round to the nearest whole number.',
  lambda R: [rnd(sum(num(r['buildingArea']) for r in R if r['religion'] == '伊斯兰教'), 0)], 'venue')
Q('zh', 'lookup', '建德市慧华寺的联系电话', lambda R: [one(R, name='建德市慧华寺')['phoneNumber']], 'venue')
Q('zh', 'distinct', '伊斯兰教场所分布在几个不同的城市？',
  lambda R: [str(len(set(r['city'] for r in R if r['religion'] == '伊斯兰教')))], 'venue')

def _venue_jx(R):
    c = Counter(r['county'] for r in R if r['city'] == '嘉兴市' and r['county'])
    return [k for k, v in c.most_common() if v > 20]

Q('zh', 'threshold', '嘉兴市哪些县区的宗教场所超过20处？', _venue_jx, 'venue')

def _venue_school(R):
    county = one(SCHOOL, name='浙江慈云佛学院')['county']
    return [cnt(R, lambda r: r['county'] == county and r['religion'] == '佛教')]

Q('zh', 'cross_table', '浙江慈云佛学院所在的县，共有多少处佛教场所？', _venue_school, 'venue')

def _venue_ls(R):
    a = sum(r['city'] == '丽水市' and r['religion'] == '佛教' for r in R)
    b = sum(r['city'] == '丽水市' and r['religion'] == '基督教' for r in R)
    assert a != b
    return ['佛教' if a > b else '基督教']

Q('zh', 'compare', '丽水市的佛教场所和基督教场所，哪个更多？', _venue_ls, 'venue')
Q('zh', 'share', '温州市的宗教场所中基督教场所占比多少（百分数，保留1位小数）？',
  lambda R: [rnd(Decimal(100) * sum(r['city'] == '温州市' and r['religion'] == '基督教' for r in R)
                 / sum(r['city'] == '温州市' for r in R), 1)], 'venue')
Q('en', 'aggregate', 'Across the Catholic (天主教) venues in 嘉兴市, what is the average site area (the area column)? Round to one decimal.',
  lambda R: [rnd(sum(num_nz(r['area']) for r in R if r['city'] == '嘉兴市' and r['religion'] == '天主教')
                 / sum(r['city'] == '嘉兴市' and r['religion'] == '天主教' for r in R), 1)], 'venue')
Q('zh', 'top_k', '温州市里宗教场所数量排第二的县区是哪个？',
  lambda R: [top_k(Counter(r['county'] for r in R if r['city'] == '温州市' and r['county']), 2)[1]], 'venue')
Q('zh', 'count', '丽水市莲都区在2000年之前批准的宗教场所有几处？',
  lambda R: [cnt(R, lambda r: r['county'] == '莲都区' and in_window(r['approvalDate'], D(1000, 1, 1), D(1999, 12, 31)))], 'venue')



def _agency_catholic(R):
    city = unique_max(Counter(r['city'] for r in AGENCY).items(), key=lambda kv: kv[1])[0]
    return [cnt(R, lambda r: r['city'] == city and r['religion'] == '天主教')]


Q('zh', 'cross_table', '旅行社最多的那个城市里，天主教场所有多少处？', _agency_catholic, 'venue')

# ================================================================ 协会 (religious associations)
Q('zh', 'lookup', '萧山区佛教协会的联系电话？', lambda R: [one(R, name='萧山区佛教协会')['phoneNumber']], 'assoc')
Q('zh', 'count', '基督教的市团体协会一共几个',
  lambda R: [cnt(R, lambda r: r['religion'] == '基督教' and r['category'] == '市团体')], 'assoc')
Q('en', 'superlative', 'Which city has the largest number of religious associations?',
  lambda R: [unique_max(Counter(r['city'] for r in R if r['city']).items(), key=lambda kv: kv[1])[0]], 'assoc')
Q('zh', 'count', '2010年及以后登记的协会有多少个？',
  lambda R: [cnt(R, lambda r: in_window(r['registrationTime'], D(2010, 1, 1), D(9999, 12, 31)))], 'assoc')
Q('zh', 'lookup', '东阳市天主教爱国会的地址在哪里', lambda R: [one(R, name='东阳市天主教爱国会')['address']], 'assoc')

# ================================================================ 学校 (religious schools)
Q('zh', 'lookup', '浙江佛学院有多少学生？', lambda R: [one(SCHOOL, name='浙江佛学院')['studentCount']])
Q('zh', 'superlative', '哪所宗教院校的教师人数最多？',
  lambda R: [unique_max(SCHOOL, key=lambda r: num(r['teacherCount']))['name']])
Q('zh', 'aggregate', '杭州市几所宗教院校的在校学生加起来有多少人？',
  lambda R: [istr(sum(num(r['studentCount']) for r in SCHOOL if r['city'] == '杭州市'))])
Q('en', 'lookup', 'Which school has the phone number 0580-6036762?', lambda R: [one(SCHOOL, phoneNumber='0580-6036762')['name']])
Q('zh', 'list', '校长编号为ZJ-RILIGIOUSSCHOOL-PERSON-6的学校有哪些？',
  lambda R: [r['name'] for r in SCHOOL if r['principal'] == 'ZJ-RILIGIOUSSCHOOL-PERSON-6'])
Q('zh', 'list', '2016年成立的学校都有哪些',
  lambda R: [r['name'] for r in SCHOOL if in_window(r['establishmentDate'], D(2016, 1, 1), D(2016, 12, 31))])
Q('zh', 'superlative', '成立时间最晚的宗教院校是哪所？',
  lambda R: [unique_max(SCHOOL, key=lambda r: pdate(r['establishmentDate']))['name']])

# ================================================================ 许可证 (licences)
Q('zh', 'lookup', '许可证浙201709050002P是哪天生效的？', lambda R: [one(LIC, name='浙201709050002P')['effectiveDate']])
Q('zh', 'count', '2021年失效的许可证有多少张？',
  lambda R: [cnt(LIC, lambda r: in_window(r['invalidDate'], D(2021, 1, 1), D(2021, 12, 31)))])
Q('en', 'superlative', 'Which licence has the latest expiry (invalid) date?',
  lambda R: [unique_max([r for r in LIC if r['invalidDate']], key=lambda r: pdate(r['invalidDate']))['name']])
Q('zh', 'count', '2017年上半年生效的许可证有几张',
  lambda R: [cnt(LIC, lambda r: in_window(r['effectiveDate'], D(2017, 1, 1), D(2017, 6, 30)))])

# ================================================================ 行政区 / 政府机构
Q('zh', 'lookup', '桐庐县的行政区划代码是多少？',
  lambda R: [(lambda ids: (ids[0] if len(ids) == 1 else None))(sorted(set(i for n, l, i in REGION_SET if n == '桐庐县')))])
Q('en', 'distinct', 'How many distinct prefecture-level (地级行政区) divisions are listed in the administrative-division table?',
  lambda R: [str(len(set(n for n, l, i in REGION_SET if l == '地级行政区')))])

# ---------------------------------------------------------------- sanity checks
# windows never touch placeholder dates; every date cell in a windowed column parses
for rows, cols in ((GAS, ['buildTime']), (VENUE, ['registrationTime', 'approvalDate']),
                   (ASSOC, ['registrationTime']), (SCHOOL, ['establishmentDate']),
                   (LIC, ['invalidDate', 'effectiveDate'])):
    for r in rows:
        for c in cols:
            pdate(r[c])
# 行政区: 桐庐县 code consistent across duplicate rows
assert len(set(i for n, l, i in REGION_SET if n == '桐庐县')) == 1

n_en = sum(q['lang'] == 'en' for q in QUESTIONS)
n_zh = sum(q['lang'] == 'zh' for q in QUESTIONS)
assert len(QUESTIONS) == 80 and n_zh == 65 and n_en == 15, (len(QUESTIONS), n_zh, n_en)
assert len(set(q['question'] for q in QUESTIONS)) == 80

# tourist-spot table holds many near-duplicate names (e.g. 杭州西湖景区 / 杭州西湖风景名胜区),
# so only questions whose answer cannot change under de-duplication use it:
# a lookup, a distinct-city count, an existence test and the city with the fewest spots
# (asserted below with a generous margin).
_c = Counter(r['city'] for r in SPOT).most_common()
assert _c[-2][1] - _c[-1][1] > 40

records = []
for i, q in enumerate(QUESTIONS, 1):
    records.append(OrderedDict([('id', 'affairqa-r51-%02d' % i), ('question', q['question']),
                                ('answer', q['answer']), ('shape', q['shape']), ('lang', q['lang'])]))
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(records, f, ensure_ascii=False, indent=1)
    f.write('\n')
for r in records:
    print('%s [%s/%s] %s\n    -> %s' % (r['id'], r['lang'], r['shape'], r['question'], ' | '.join(r['answer'])))
print('total', len(records), 'zh', n_zh, 'en', n_en, '->', OUT)
