"""Gold answers for the r52 AffairQA held-out question set (80 questions: 65 zh, 15 en).

Computed only from the raw tables in shared/datasets/kag-affairqa/sources/*.csv (read with the
csv module, encoding utf-8-sig). The data folder is found by walking up from this script's folder.

Readings used for the gold:
- Empty cells: a row whose cell is empty never matches a filter on that column and is left out of
  sums/averages/min/max over that column. Every question is additionally checked (asserted) to give
  the same answer under the alternative readings listed below, so the answer does not hinge on them.
- Known near-duplicate / broken rows, handled by checking several variants of a table:
  * 加油站: "衢州佳豪天然气利用有限公司-航埠LNG加气站" vs "...公司航埠LNG加气站" and
    "衢州市浙能油气发展有限公司-航埠加气母站" vs "...航埠加气母站" are the same stations with
    complementary empty cells; variants keep both, only the hyphenated ones, or only the plain
    ones. The county typo "北仓区" is checked both as-is and as "北仑区".
  * 宗教场所: "天台山桐柏宫" and "天台山国清讲寺" have every cell empty; variants drop them, or
    fill them as 台州市/天台县/寺观教堂 with religion 道教 / 佛教 respectively.
  * 协会: four rows (浙江省佛教协会, 温州市佛教协会, 中国佛教协会, 浙江省基督教两会) have empty
    cells; variants drop them, or fill plausible religion/city/category values.
  * 旅游景点: "小营江南红巷景区" and "小营·江南红巷景区" may be one place; variants keep both or
    one of them.
  * 旅行社 has two columns named licenseNumber; the second (L-ZJxxxxx) is read as licenseNumber2.
- Dates: cells "YYYY/M/D" (or "YYYY-M-D"). "1899-12-30" (a spreadsheet zero date) is a placeholder
  and means unknown, like an empty cell; date-window questions are asserted not to touch
  placeholders. A year/half-year/quarter/month window includes both its ends; "since X" includes X;
  "before X" excludes X; "between A and B" includes both ends.
- Substring questions ("名称里带X", "地址里写着X", "含出境", "名称以X开头") match the exact
  substring in that cell.
- Numbers: cells parsed as decimals; rounding is half up to the stated number of decimals;
  percentages are 100 * part / whole. Answers are plain digits, no thousands separators; integral
  sums/averages are written without a decimal part only when the question asks for an integer.
- Superlatives and top-k lists are asserted to have no tie at the boundary.
- Group counts list the group and its count as consecutive items, groups in descending count
  order (ties by name); threshold answers are sorted by code point; other lists are in table order
  (order is not meant to matter).
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_data():
    d = HERE
    while True:
        cand = os.path.join(d, 'shared', 'datasets', 'kag-affairqa')
        if os.path.isdir(cand):
            return os.path.join(cand, 'sources')
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit('shared/datasets/kag-affairqa not found above ' + HERE)
        d = parent


SRC = find_data()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    header = []
    for h in rows[0]:
        h2 = h
        while h2 in header:
            h2 = h2 + '2'
        header.append(h2)
    out = []
    for r in rows[1:]:
        r = r + [''] * (len(header) - len(r))
        out.append({h: v.strip() for h, v in zip(header, r)})
    return out


GS0 = load('加油站')
MI = load('医疗机构')
AS0 = load('协会')
SC = load('学校')
RP0 = load('宗教场所')
TA0 = load('旅游景点')
AG = load('旅行社')
LI = load('许可证')


# ---------------- variants -----------------
def gs_variants():
    pairs = [('衢州佳豪天然气利用有限公司-航埠LNG加气站', '衢州佳豪天然气利用有限公司航埠LNG加气站'),
             ('衢州市浙能油气发展有限公司-航埠加气母站', '衢州市浙能油气发展有限公司航埠加气母站')]
    names = {r['name'] for r in GS0}
    for a, b in pairs:
        assert a in names and b in names
    hy = {a for a, b in pairs}
    pl = {b for a, b in pairs}
    out = []
    for drop in (set(), pl, hy):
        for fix in (False, True):
            t = []
            for r in GS0:
                if r['name'] in drop:
                    continue
                r = dict(r)
                if fix and r['county'] == '北仓区':
                    r['county'] = '北仑区'
                t.append(r)
            out.append(t)
    return out


def rp_variants():
    empty = {'天台山桐柏宫': '道教', '天台山国清讲寺': '佛教'}
    for r in RP0:
        if r['name'] in empty:
            assert r['city'] == '' and r['religion'] == ''
    a = [r for r in RP0 if r['name'] not in empty]
    b = []
    for r in RP0:
        if r['name'] in empty:
            r = dict(r, city='台州市', county='天台县', religion=empty[r['name']], category='寺观教堂',
                     province='浙江省')
        b.append(r)
    return [RP0, a, b]


def as_variants():
    fill = {'浙江省佛教协会': ('佛教', '杭州市', '省团体'), '温州市佛教协会': ('佛教', '温州市', '市团体'),
            '中国佛教协会': ('佛教', '', ''), '浙江省基督教两会': ('基督教', '杭州市', '省团体')}
    for r in AS0:
        if r['name'] in fill:
            assert r['city'] == '' and r['religion'] == ''
    a = [r for r in AS0 if r['name'] not in fill]
    b = []
    for r in AS0:
        if r['name'] in fill:
            rel, city, cat = fill[r['name']]
            r = dict(r, religion=rel, city=city, category=cat, province='浙江省')
        b.append(r)
    return [AS0, a, b]


def ta_variants():
    p = ('小营江南红巷景区', '小营·江南红巷景区')
    assert all(any(r['name'] == x for r in TA0) for x in p)
    return [TA0, [r for r in TA0 if r['name'] != p[0]], [r for r in TA0 if r['name'] != p[1]]]


GSV, RPV, ASV, TAV = gs_variants(), rp_variants(), as_variants(), ta_variants()
GS, RP, AS, TA = GSV[0], RPV[0], ASV[0], TAV[0]


def same(fn, variants):
    """Evaluate fn on every variant of a table; assert one answer."""
    res = [fn(v) for v in variants]
    for x in res[1:]:
        assert x == res[0], (res[0], x)
    return res[0]


# ---------------- helpers -----------------
def date(s):
    s = s.strip()
    if not s or s.startswith('1899-12-30'):
        return None
    s = s.replace('-', '/')
    y, m, d = s.split('/')
    return (int(y), int(m), int(d))


def num(s):
    s = s.strip()
    return Decimal(s) if s else None


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def pct(part, whole, places):
    return rnd(Decimal(part) * 100 / Decimal(whole), places)


def in_window(dt, lo, hi):
    return dt is not None and lo <= dt <= hi


def no_placeholder_in(rows, col, lo, hi):
    """Assert that no unknown (empty/placeholder) date could fall in the window: the window is
    always after 1899, and empty cells are unknown; we require the window result to be the same
    whether unknown dates are excluded (always the case here since they have no date)."""
    for r in rows:
        if r[col].startswith('1899-12-30'):
            assert not (lo[0] <= 1899 <= hi[0])


def top(counter_items, k=1):
    items = sorted(counter_items, key=lambda kv: (-kv[1], kv[0]))
    assert len(items) > k - 1
    if len(items) > k:
        assert items[k - 1][1] != items[k][1], ('tie at boundary', items[:k + 1])
    return items[:k]


def bottom(counter_items):
    items = sorted(counter_items, key=lambda kv: (kv[1], kv[0]))
    assert items[0][1] != items[1][1]
    return items[0]


def argmax(rows, key):
    vals = [(key(r), r['name']) for r in rows if key(r) is not None]
    vals.sort(key=lambda x: x[0], reverse=True)
    assert vals[0][0] != vals[1][0], vals[:2]
    return vals[0][1]


def argmin(rows, key):
    vals = [(key(r), r['name']) for r in rows if key(r) is not None]
    vals.sort(key=lambda x: x[0])
    assert vals[0][0] != vals[1][0], vals[:2]
    return vals[0][1]


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def group_list(counter):
    out = []
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [k, str(v)]
    return out


def yn(b, lang):
    return ('是' if b else '否') if lang == 'zh' else ('yes' if b else 'no')


Q = []


def add(question, shape, lang, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a for a in answer)
    assert len(answer) <= 24
    Q.append({'question': question, 'shape': shape, 'lang': lang, 'answer': answer})


# ====================== 加油站 ======================
add('杭州杭钢亚盛天然气有限公司的负责人是谁？', 'lookup', 'zh',
    same(lambda t: one(t, name='杭州杭钢亚盛天然气有限公司')['manager'], GSV))

add('桐乡运河加气站是哪一年成立的？', 'lookup', 'zh',
    same(lambda t: str(date(one(t, name='桐乡运河加气站')['buildTime'])[0]), GSV))

add('职工人数超过20人的加油站一共有几家？', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['employeeCount'] and int(r['employeeCount']) > 20)), GSV))

add('法定代表人是刘长文的加油站有哪些？', 'list', 'zh',
    same(lambda t: [r['name'] for r in t if r['legalRepresentative'] == '刘长文'], GSV))

add('总设计储量最大的是哪座加油站？', 'superlative', 'zh',
    same(lambda t: argmax(t, lambda r: num(r['totalDesignStorage'])), GSV))

add('嘉善县有没有级别为一级的加油站？', 'exists', 'zh',
    same(lambda t: yn(any(r['county'] == '嘉善县' and r['level'] == '一级' for r in t), 'zh'), GSV))

add('鄞州区所有加油站的压缩天然气罐个数加起来是多少个？', 'aggregate', 'zh',
    same(lambda t: str(sum(int(r['gasCanCount']) for r in t if r['county'] == '鄞州区' and r['gasCanCount'])), GSV))

def _avg_jx(t):
    rows = [r for r in t if r['name'].startswith('嘉兴市加油加气站有限公司')]
    vals = [num(r['employeeCount']) for r in rows]
    assert rows and all(v is not None and v > 0 for v in vals)  # no empty/zero (possibly unknown) values
    return rnd(sum(vals) / len(vals), 1)


add('嘉兴市加油加气站有限公司旗下各站（名称以“嘉兴市加油加气站有限公司”开头）的平均职工人数是多少？结果保留一位小数', 'aggregate', 'zh',
    same(_avg_jx, GSV))


def _cmp_ops(t):
    a = sum(1 for r in t if r['operationSubject'] == '中石化')
    b = sum(1 for r in t if r['operationSubject'] == '中海油')
    assert a != b
    return '中石化' if a > b else '中海油'


add('运营主体是中石化的加油站多，还是中海油的多？', 'compare', 'zh', same(_cmp_ops, GSV))

add('负责的加油站不少于4座的负责人有哪些？', 'threshold', 'zh',
    same(lambda t: sorted([k for k, v in Counter(r['manager'] for r in t if r['manager']).items() if v >= 4]), GSV))

add('中石化杭燃运营的加气站分布在几个不同的区县？', 'distinct', 'zh',
    same(lambda t: str(len({r['county'] for r in t if r['operationSubject'] == '中石化杭燃' and r['county']})), GSV))


def _gs_window(lo, hi):
    def f(t):
        no_placeholder_in(t, 'buildTime', lo, hi)
        return str(sum(1 for r in t if in_window(date(r['buildTime']), lo, hi)))
    return f


add('2016年下半年成立的加油站有多少家？', 'count', 'zh', same(_gs_window((2016, 7, 1), (2016, 12, 31)), GSV))
add('2014年第三季度新成立了几个加气站？', 'count', 'zh', same(_gs_window((2014, 7, 1), (2014, 9, 30)), GSV))
add('成立日期在2009年至2011年之间（含首尾两年）的加油站数量', 'count', 'zh',
    same(_gs_window((2009, 1, 1), (2011, 12, 31)), GSV))


def _x_gs_rp(t):
    c = one(t, name='绍兴金帝天然气有限公司')['county']
    return str(same(lambda rp: sum(1 for r in rp if r['county'] == c), RPV))


add('绍兴金帝天然气有限公司所在的区县，一共登记了多少处宗教场所？', 'cross_table', 'zh', same(_x_gs_rp, GSV))

add('职工人数排名前三的加油站分别是哪几家？', 'top_k', 'zh',
    same(lambda t: [n for n, v in top([(r['name'], int(r['employeeCount'])) for r in t if r['employeeCount']], 3)], GSV))

add('液化天然气罐个数为3个的加油站都有哪些', 'list', 'zh',
    same(lambda t: [r['name'] for r in t if r['liquidGasCanCount'] == '3'], GSV))

add('镇海区、江北区、海曙区各有几座加油站？', 'group_count', 'zh',
    same(lambda t: group_list(Counter(r['county'] for r in t if r['county'] in ('镇海区', '江北区', '海曙区'))), GSV))

add('Which gas station has 钱向阳 as its manager?', 'lookup', 'en',
    same(lambda t: [r['name'] for r in t if r['manager'] == '钱向阳'], GSV))

add('How many gas stations are rated level 一级?', 'count', 'en',
    same(lambda t: str(sum(1 for r in t if r['level'] == '一级')), GSV))

add('Which gas station was founded most recently?', 'superlative', 'en',
    same(lambda t: argmax(t, lambda r: date(r['buildTime'])), GSV))

add('西湖区的加油站里，职工最多的是哪一家？', 'superlative', 'zh',
    same(lambda t: argmax([r for r in t if r['county'] == '西湖区'],
                          lambda r: int(r['employeeCount']) if r['employeeCount'] else None), GSV))

# ====================== 医疗机构 ======================
add('杭州锦医堂中医门诊部的联系电话是多少？', 'lookup', 'zh', one(MI, name='杭州锦医堂中医门诊部')['phoneNumber'])

add('名称里带“口腔”两个字的医疗机构有多少家', 'count', 'zh', str(sum(1 for r in MI if '口腔' in r['name'])))

add('类别为医院的医疗机构中，各级别分别有多少家？', 'group_count', 'zh',
    group_list(Counter(r['level'] for r in MI if r['category'] == '医院')))

add('一级医疗机构占全部医疗机构的比例是多少？请用百分数表示，保留一位小数', 'share', 'zh',
    pct(sum(1 for r in MI if r['level'] == '一级'), len(MI), 1))

add('医疗机构一共分了几种类别？', 'distinct', 'zh', str(len({r['category'] for r in MI if r['category']})))

add('级别为三级、并且地址里写着“萧山区”的医疗机构有哪些？', 'list', 'zh',
    [r['name'] for r in MI if r['level'] == '三级' and '萧山区' in r['address']])

add('How many medical institutions are in the category 社区卫生服务中心?', 'count', 'en',
    str(sum(1 for r in MI if r['category'] == '社区卫生服务中心')))

# ====================== 宗教场所 ======================
add('宗教场所数量超过1000处的城市有哪些？', 'threshold', 'zh',
    same(lambda t: sorted([k for k, v in Counter(r['city'] for r in t if r['city']).items() if v > 1000]), RPV))

add('2005年上半年登记的宗教场所一共几处', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if in_window(date(r['registrationTime']), (2005, 1, 1), (2005, 6, 30)))), RPV))


def _sx(t):
    rows = [r for r in t if r['city'] == '绍兴市']
    assert all(r['county'] and not r['county'].isdigit() for r in rows)
    assert not any(r['county'].startswith('3306') for r in t)
    return group_list(Counter(r['county'] for r in rows))


add('绍兴市每个区县各有多少处宗教场所？', 'group_count', 'zh', same(_sx, RPV))

add('占地面积最大的宗教场所是哪一处？', 'superlative', 'zh', same(lambda t: argmax(t, lambda r: num(r['area'])), RPV))

add('舟山市佛教场所的建筑面积总共有多少？（取整数）', 'aggregate', 'zh',
    same(lambda t: rnd(sum(num(r['buildingArea']) for r in t if r['city'] == '舟山市' and r['religion'] == '佛教'), 0), RPV))

def _avg_jx_rp(t):
    vals = [num(r['area']) for r in t if r['city'] == '嘉兴市' and r['religion'] == '天主教']
    assert vals and all(v is not None and v > 0 for v in vals)
    return rnd(sum(vals) / len(vals), 2)


add('嘉兴市天主教场所的平均占地面积是多少，保留两位小数', 'aggregate', 'zh', same(_avg_jx_rp, RPV))

add('温州市的宗教场所中，基督教场所占百分之几？（保留1位小数）', 'share', 'zh',
    same(lambda t: pct(sum(1 for r in t if r['city'] == '温州市' and r['religion'] == '基督教'),
                       sum(1 for r in t if r['city'] == '温州市'), 1), RPV))


def _hz(t):
    a = sum(1 for r in t if r['city'] == '湖州市' and r['religion'] == '佛教')
    b = sum(1 for r in t if r['city'] == '湖州市' and r['religion'] == '道教')
    return str(a - b)


add('湖州市佛教场所比道教场所多几处？', 'compare', 'zh', same(_hz, RPV))

add('宁波江北延生禅寺的邮政编码是多少', 'lookup', 'zh', same(lambda t: one(t, name='宁波江北延生禅寺')['postalCode'], RPV))

add('乐清市南岳镇大崧教堂占地面积多大？', 'lookup', 'zh', same(lambda t: one(t, name='乐清市南岳镇大崧教堂')['area'], RPV))

add('伊斯兰教的宗教场所分布在几个城市？', 'distinct', 'zh',
    same(lambda t: str(len({r['city'] for r in t if r['religion'] == '伊斯兰教'})), RPV))

add('列出所有伊斯兰教宗教场所', 'list', 'zh', same(lambda t: [r['name'] for r in t if r['religion'] == '伊斯兰教'], RPV))

add('批准日期最早的宗教场所是哪个？', 'superlative', 'zh', same(lambda t: argmin(t, lambda r: date(r['approvalDate'])), RPV))

add('2019年以来（含2019年）批准的道教场所有几处？', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['religion'] == '道教' and date(r['approvalDate'])
                           and date(r['approvalDate']) >= (2019, 1, 1))), RPV))

add('衢州市按宗教统计，各有多少处宗教场所？', 'group_count', 'zh',
    same(lambda t: group_list(Counter(r['religion'] for r in t if r['city'] == '衢州市')), RPV))

add('全真教场所最多的是哪个城市', 'superlative', 'zh',
    same(lambda t: top(Counter(r['city'] for r in t if r['religiousType'] == '全真教').items())[0][0], RPV))

add('宗教场所数量排前三的城市依次是？', 'top_k', 'zh',
    same(lambda t: [k for k, v in top(Counter(r['city'] for r in t if r['city']).items(), 3)], RPV))

add('杭州市哪种宗教的场所数量排第二？', 'top_k', 'zh',
    same(lambda t: top(Counter(r['religion'] for r in t if r['city'] == '杭州市').items(), 2)[1][0], RPV))

add('How many religious venues in 丽水市 are of the category 固定处所?', 'count', 'en',
    same(lambda t: str(sum(1 for r in t if r['city'] == '丽水市' and r['category'] == '固定处所')), RPV))

add('Which city has the fewest religious venues?', 'superlative', 'en',
    same(lambda t: bottom(Counter(r['city'] for r in t if r['city']).items())[0], RPV))

add('绍兴市宗教场所超过80处的区县有哪几个？', 'threshold', 'zh',
    same(lambda t: sorted([k for k, v in Counter(r['county'] for r in t if r['city'] == '绍兴市').items() if v > 80]), RPV))

add('温州市是否有伊斯兰教场所？', 'exists', 'zh',
    same(lambda t: yn(any(r['city'] == '温州市' and r['religion'] == '伊斯兰教' for r in t), 'zh'), RPV))

add('宁波市建筑面积超过10000的宗教场所有多少个？（不含恰好10000的）', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['city'] == '宁波市' and r['buildingArea'] and num(r['buildingArea']) > 10000)), RPV))

add('What is the total building area of all 天主教 venues in 湖州市? Round to a whole number.', 'aggregate', 'en',
    same(lambda t: rnd(sum(num(r['buildingArea']) for r in t if r['city'] == '湖州市' and r['religion'] == '天主教'), 0), RPV))

add('1990年以前批准、位于金华市的佛教场所有多少处', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['city'] == '金华市' and r['religion'] == '佛教'
                           and date(r['approvalDate']) and date(r['approvalDate']) < (1990, 1, 1))), RPV))

# ====================== 旅游景点 ======================
add('舟山市有没有A级（单A）景点？', 'exists', 'zh',
    same(lambda t: yn(any(r['city'] == '舟山市' and r['level'] == 'A' for r in t), 'zh'), TAV))

add('江山最美碗窑景区是几A级景区？', 'lookup', 'zh', same(lambda t: one(t, name='江山最美碗窑景区')['level'], TAV))

# ====================== 旅行社 ======================
add('杭州市业务范围包含出境业务（含“出境”二字）的旅行社有几家？', 'count', 'zh',
    str(sum(1 for r in AG if r['city'] == '杭州市' and '出境' in r['businessScope'])))

add('旅行社数量不到100家的城市有哪些', 'threshold', 'zh',
    sorted([k for k, v in Counter(r['city'] for r in AG).items() if v < 100]))

add('建德中国旅行社有限公司的传真号码是多少？', 'lookup', 'zh', one(AG, name='建德中国旅行社有限公司')['faxNumber'])

add('宁波的旅行社比温州多多少家？', 'compare', 'zh',
    str(sum(1 for r in AG if r['city'] == '宁波市') - sum(1 for r in AG if r['city'] == '温州市')))

add('Which travel agency holds the license number L-ZJ00848?', 'lookup', 'en', one(AG, licenseNumber2='L-ZJ00848')['name'])

add('舟山市的旅行社占全省旅行社总数的百分之多少？保留一位小数。', 'share', 'zh',
    pct(sum(1 for r in AG if r['city'] == '舟山市'), len(AG), 1))

add('How many travel agencies in 金华市 have a business scope of exactly 国内旅游业务?', 'count', 'en',
    str(sum(1 for r in AG if r['city'] == '金华市' and r['businessScope'] == '国内旅游业务')))


def _x_ag_rp():
    def f(t):
        c = bottom(Counter(r['city'] for r in t if r['city']).items())[0]
        a = sum(1 for r in AG if r['city'] == c)
        return [c, str(a)]
    return same(f, RPV)


add('宗教场所最少的城市是哪个？那里有多少家旅行社？', 'cross_table', 'zh', _x_ag_rp())

# ====================== 协会 ======================
add('温州市的基督教协会有几个', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['city'] == '温州市' and r['religion'] == '基督教')), ASV))

add('2016年及以后登记的天主教协会有多少个？', 'count', 'zh',
    same(lambda t: str(sum(1 for r in t if r['religion'] == '天主教' and date(r['registrationTime'])
                           and date(r['registrationTime']) >= (2016, 1, 1))), ASV))


def _x_as_rp():
    def f(t):
        c = bottom(Counter(r['city'] for r in t if r['city']).items())[0]
        return same(lambda a: str(sum(1 for r in a if r['city'] == c)), ASV)
    return same(f, RPV)


add('宗教场所数量最少的城市，登记了多少个宗教协会？', 'cross_table', 'zh', _x_as_rp())

add('How many associations list a website?', 'count', 'en', same(lambda t: str(sum(1 for r in t if r['website'])), ASV))

add('登记时间最晚的协会是哪个？', 'superlative', 'zh', same(lambda t: argmax(t, lambda r: date(r['registrationTime'])), ASV))

add('Which city has the most 道教 associations?', 'superlative', 'en',
    same(lambda t: top(Counter(r['city'] for r in t if r['religion'] == '道教').items())[0][0], ASV))

# ====================== 学校 ======================
add('浙江神学院现在有多少在校生？', 'lookup', 'zh', one(SC, name='浙江神学院')['studentCount'])

add('佛教院校的在校生一共有多少人？', 'aggregate', 'zh',
    str(sum(int(r['studentCount']) for r in SC if r['religion'] == '佛教')))

add('2016年成立的宗教院校有几所', 'count', 'zh',
    str(sum(1 for r in SC if in_window(date(r['establishmentDate']), (2016, 1, 1), (2016, 12, 31)))))

add('Which religious school has the largest number of teachers (teacherCount)?', 'superlative', 'en',
    argmax(SC, lambda r: num(r['teacherCount'])))

add('台州市有哪些宗教院校？', 'list', 'zh', [r['name'] for r in SC if r['city'] == '台州市'])

add('What is the average number of students across all religious schools? Round to one decimal place.', 'aggregate', 'en',
    rnd(Decimal(sum(int(r['studentCount']) for r in SC)) / len(SC), 1))

add('How many travel agencies are there in the city where 浙江神学院 is located?', 'cross_table', 'en',
    str(sum(1 for r in AG if r['city'] == one(SC, name='浙江神学院')['city'])))

# ====================== 许可证 ======================
add('许可证浙201709050002P哪一年失效？', 'lookup', 'zh', str(date(one(LI, name='浙201709050002P')['invalidDate'])[0]))

add('生效日期在2018年的许可证有多少张？', 'count', 'zh',
    str(sum(1 for r in LI if in_window(date(r['effectiveDate']), (2018, 1, 1), (2018, 12, 31)))))

add('How many licenses expire (invalidDate) in the first quarter of 2021?', 'count', 'en',
    str(sum(1 for r in LI if in_window(date(r['invalidDate']), (2021, 1, 1), (2021, 3, 31)))))

# ====================== write ======================
for i, q in enumerate(Q, 1):
    q['id'] = 'affairqa-r52-%02d' % i
out = [{'id': q['id'], 'question': q['question'], 'answer': q['answer'], 'shape': q['shape'], 'lang': q['lang']}
       for q in Q]
zh = sum(1 for q in out if q['lang'] == 'zh')
en = sum(1 for q in out if q['lang'] == 'en')
print('total', len(out), 'zh', zh, 'en', en)
assert len(out) == 80 and zh == 65 and en == 15, (len(out), zh, en)
for q in out:
    assert len(q['answer']) <= 12 or q['shape'] == 'group_count'
    print(q['id'], q['lang'], q['shape'], '|', q['question'], '=>', q['answer'])
dest = os.path.join(os.path.dirname(HERE), 'r52-affairqa.json')
with open(dest, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print('wrote', dest)
