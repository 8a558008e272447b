"""Blind held-out AffairQA question set, round r95 (80 questions: 65 zh, 15 en).

Personas
  1. 报社跑政务口的记者 (zh): quick facts — managers, approval/registration dates, counts per city.
  2. 消防大队防火参谋 (zh): 加油站 tanks, volumes, design storage, danger source, employees;
     licence join 加油站.businessLicense = 许可证.name.
  3. Australian PhD student in religious studies (en): 宗教场所 / 协会 / 学校 counts, shares, dates.
  4. 旅行社计调 (zh): 旅行社 businessScope / city / county, 旅游景点 level / city.
  5. 卫健委信息科工程师 (zh): 医疗机构 category / level / servicePopulation / name words.

Tables and columns used
  加油站: name, manager, legalRepresentative, county, buildTime, gasCanCount, gasCanVolume,
          totalDesignStorage, liquidGasCanCount, isMajorDangerSource, level, employeeCount,
          operationSubject, businessLicense, address
  许可证: name, effectiveDate, invalidDate
  协会: name, religion, registrationTime, registrationCertificateNumber, category, city, phoneNumber, address
  宗教场所: name, religion, city, county, approvalDate, category, religiousType, address
  学校: name, religion, studentCount, teacherCount, establishmentDate, city
  旅游景点: name, level, city (single-row look-ups only)
  旅行社: name, businessScope, city, county, address
  医疗机构: name, category, level, servicePopulation, address, phoneNumber

Readings avoided (and why)
  - 加油站.buildTime '1899-12-30' and empty (placeholders): never asked for such stations; date
    windows exclude them explicitly.
  - 加油站 organizationCode / unifiedSocialCreditCode / businessLicenseNumber (9.13E+17 mangled, '无').
  - 协会.registrationTime '1900/1/1' / empty (placeholder) — excluded from earliest/latest.
  - manager / legalRepresentative / investor columns in 宗教场所, 协会, 旅行社, 学校 hold person codes
    (ZJ-...-PEOPLE-n), not names — not asked.  mainDepartment/approvalUnit hold codes — not asked.
  - 旅行社 has two columns both called licenseNumber (one 浙旅许可..., one L-ZJ...) — not asked.
  - 学校.county mixes names and a code ('310107') — not asked.
  - Empty cells (employeeCount blanks, religion blanks, city blanks) are excluded and the question
    says so where it matters; superlatives are only asked where the top value is unique (asserted).
  - 旅游景点 holds many near-duplicate rows for the same spot (e.g. 溪口—滕头景区 / 溪口滕头旅游景区,
    杭州西湖景区 / 杭州西湖风景名胜区, names prefixed with 浙江省…市…), so no counts, lists, shares or
    superlatives over 旅游景点 — only single-row look-ups.
  - 省本级定点 institutions are all level 一级 (no 二级/三级), so no zero-count or '无' golds.
  - businessScope has spelling variants (国内/境内, with/without 、) — questions match on a
    substring ("出境") and say so.
"""
import csv, json, os, collections
from decimal import Decimal, ROUND_HALF_UP
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))


def find_src():
    d = HERE
    while True:
        p = os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources')
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('sources not found')
        d = nd


SRC = find_src()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


G = load('加油站'); LIC = {r['name']: r for r in load('许可证')}
MED = load('医疗机构'); ASSOC = load('协会'); SCH = load('学校'); REL = load('宗教场所')
SPOT = load('旅游景点'); TA = load('旅行社')


def pd(s):
    y, m, d = s.replace('-', '/').split('/')
    return date(int(y), int(m), int(d))


def fmtd(x):  # back to CSV style
    return f'{x.year}/{x.month}/{x.day}'


def r2(x, n=2):
    q = Decimal(1).scaleb(-n)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, n=2):
    return r2(Decimal(a) * 100 / Decimal(b), n)


def one(rows, key, val):
    m = [r for r in rows if r[key] == val]
    assert len(m) == 1, (key, val, len(m))
    return m[0]


def uniq_max(rows, f, rev=True):
    rows = sorted(rows, key=f, reverse=rev)
    assert f(rows[0]) != f(rows[1]), 'tie'
    return rows[0]


def numstr(x):
    x = Decimal(str(x))
    return str(int(x)) if x == x.to_integral_value() else format(x.normalize(), 'f')


Q = []


def add(q, a, shape, lang='zh'):
    if not isinstance(a, list):
        a = [a]
    a = [str(x) for x in a]
    assert a and all(x != '' for x in a), q
    Q.append({'question': q, 'answer': a, 'shape': shape, 'lang': lang})


def valid_bt(r):
    return r['buildTime'] not in ('', '1899-12-30')

# ---------------------------------------------------------------- persona 1: journalist (13 zh)
g1 = one(G, 'name', '宁波新奥燃气有限公司福庆南路CNG加气站')
add(f'跑个稿子要核一下：{g1["name"]}的负责人是谁？', g1['manager'], 'property')
g2 = one(G, 'name', '杭州杭钢亚盛天然气有限公司')
add(f'{g2["name"]}的法定代表人叫什么？稿子里要写全名。', g2['legalRepresentative'], 'property')
a1 = one(ASSOC, 'name', '萧山区佛教协会')
add(f'我在写宗教团体的稿子，{a1["name"]}是哪天登记的？按 年/月/日 给我就行。', a1['registrationTime'], 'date')
add(f'再问下{a1["name"]}的登记证号是多少？', a1['registrationCertificateNumber'], 'property')
wz = sum(1 for r in REL if r['city'] == '温州市')
add('温州市一共登记了多少处宗教场所？给个数字就好。', wz, 'count')
hz_ta = sum(1 for r in TA if r['city'] == '杭州市')
add('想报一下旅游行业的盘子——杭州市现在有多少家旅行社？', hz_ta, 'count')
s1 = one(SCH, 'name', '浙江道教学院')
add(f'{s1["name"]}是什么时候成立的？', s1['establishmentDate'], 'date')
prov = sorted(r['name'] for r in ASSOC if r['category'] == '省团体')
add('协会里类别是“省团体”的都有哪几家？全部列出来。', prov, 'list')
hzx = sum(1 for r in ASSOC if r['city'] == '湖州市')
add('湖州市登记在册的宗教协会（协会表里城市为湖州市的）一共有几家？', hzx, 'count')
top = uniq_max(SCH, lambda r: int(r['studentCount']))
add('宗教院校里在校学生人数最多的是哪一所？', top['name'], 'superlative')
add(f'那{top["name"]}的在校学生是多少人？', top['studentCount'], 'property')
a2 = one(ASSOC, 'name', '东阳市天主教爱国会')
add(f'{a2["name"]}的联系电话是多少？想打过去核实一下。', a2['phoneNumber'], 'property')
gsx = sum(1 for r in G if r['county'] == '北仑区')
add('北仑区一共有几座加油（加气）站在册？', gsx, 'count')

# ---------------------------------------------------------------- persona 2: fire staff (17 zh)
add(f'我们在做辖区隐患排查，{g1["name"]}有几个压缩天然气罐？', g1['gasCanCount'], 'property')
add(f'{g1["name"]}的压缩天然气罐总容积是多少？直接给数。', g1['gasCanVolume'], 'property')
g3 = one(G, 'name', '宁波新捷公运天然气有限公司')
add(f'{g3["name"]}的总设计储量是多少？', g3['totalDesignStorage'], 'property')
danger = sorted(r['name'] for r in G if r['isMajorDangerSource'] == '是')
add('辖区里构成重大危险源的加油站是哪些？一个不落全列出来。', danger, 'list')
add(f'构成重大危险源的加油站一共几座？', len(danger), 'count')
g4 = one(G, 'name', '慈溪市煤气有限公司')
add(f'{g4["name"]}是否构成重大危险源？回答是或否。', g4['isMajorDangerSource'], 'boolean')
g5 = one(G, 'name', '宁波市汽车燃气有限公司丽园北路加气站')
add(f'{g5["name"]}有多少职工？排班要用。', g5['employeeCount'], 'property')
add(f'{g5["name"]}的经营许可证什么时候到期？', LIC[g5['businessLicense']]['invalidDate'], 'date')
g6 = one(G, 'name', '嘉兴市加油加气站有限公司东栅站')
add(f'{g6["name"]}的经营许可证是哪天生效的？', LIC[g6['businessLicense']]['effectiveDate'], 'date')
yz = [int(r['employeeCount']) for r in G if r['county'] == '鄞州区' and r['employeeCount'] != '']
add('鄞州区的加油站平均每站多少名职工？（职工人数为空的不算，保留两位小数，四舍五入）', r2(Decimal(sum(yz)) / len(yz)), 'aggregate')
yc = sum(int(r['employeeCount']) for r in G if r['county'] == '越城区' and r['employeeCount'] != '')
add('越城区所有加油站的职工人数加起来一共多少？', yc, 'aggregate')
top_s = uniq_max([r for r in G if r['totalDesignStorage'] != ''], lambda r: Decimal(r['totalDesignStorage']))
add('全部加油站里总设计储量最大的是哪一座？', top_s['name'], 'superlative')
lv1 = sum(1 for r in G if r['level'] == '一级')
add('级别为一级的加油站有几座？', lv1, 'count')
cnooc = sum(1 for r in G if r['operationSubject'] == '中海油')
add('运营主体是中海油的站点有多少个？', cnooc, 'count')
g7 = one(G, 'name', '中海油浙江新能源有限公司集运加气站')
g8 = one(G, 'name', '中海油浙江新能源有限公司宁波北仑穿好连接线加气站')
assert g7['liquidGasCanCount'] != g8['liquidGasCanCount']
more = g7 if int(g7['liquidGasCanCount']) > int(g8['liquidGasCanCount']) else g8
add(f'{g7["name"]}和{g8["name"]}，哪个的液化天然气罐个数更多？', more['name'], 'comparison')
exp = sorted(r['name'] for r in G if r['county'] == '柯城区' and r['businessLicense'] in LIC
             and pd(LIC[r['businessLicense']]['invalidDate']) < date(2020, 1, 1))
add('柯城区的加油站里，经营许可证在2020年1月1日之前就失效的有哪些？全部列出。', exp, 'list')
win = sorted(r['name'] for r in G if valid_bt(r) and date(2016, 1, 1) <= pd(r['buildTime']) <= date(2016, 12, 31))
add('成立日期在2016年（1月1日到12月31日）之内的加油站都有哪些？成立日期是占位值1899-12-30或空的不算，全部列出。', win, 'list')

# ---------------------------------------------------------------- persona 3: religious studies (15 en)
n = sum(1 for r in REL if r['city'] == '杭州市' and r['religion'] == '道教')
add('For my thesis chapter on Daoism: how many Taoist (道教) religious sites are registered in Hangzhou (杭州市)?', n, 'count', 'en')
wzc = sum(1 for r in REL if r['city'] == '温州市' and r['religion'] == '基督教')
add('What percentage of the religious sites in Wenzhou (温州市) are Christian (基督教)? Please give a percentage rounded half-up to 2 decimals, without the % sign.', pct(wzc, wz), 'aggregate', 'en')
isl = sorted(r['name'] for r in ASSOC if r['religion'] == '伊斯兰教')
add('Which associations (协会) belong to Islam (伊斯兰教)? List all of them.', isl, 'list', 'en')
isl_s = sorted(r['name'] for r in REL if r['religion'] == '伊斯兰教')
add('And the Islamic (伊斯兰教) religious sites themselves — list every one, please.', isl_s, 'list', 'en')
bs = sum(1 for r in SCH if r['religion'] == '佛教')
add('How many of the religious schools (学校) in the data are Buddhist (佛教)?', bs, 'count', 'en')
ts = one(SCH, 'name', '浙江神学院')
add(f'Is {ts["name"]} a Christian (基督教) school? Answer yes or no.', 'yes' if ts['religion'] == '基督教' else 'no', 'boolean', 'en')
sumb = sum(int(r['studentCount']) for r in SCH if r['religion'] == '佛教')
add('What is the total number of students across all the Buddhist (佛教) schools combined?', sumb, 'aggregate', 'en')
cnt = collections.Counter(r['religion'] for r in ASSOC if r['religion'] != '')
add('Could you break down the number of associations (协会) by religion? Give each as "religion: n" (leave out rows with no religion).', [f'{k}: {v}' for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0]))], 'group-count', 'en')
zs = sum(1 for r in REL if r['city'] == '舟山市' and r['religion'] == '佛教' and r['category'] == '寺观教堂')
add('How many Buddhist (佛教) sites in Zhoushan (舟山市) are in the category 寺观教堂 (temples/churches, as opposed to 固定处所)?', zs, 'count', 'en')
qz = sum(1 for r in REL if r['city'] == '台州市' and r['religiousType'] == '全真教')
add('In Taizhou (台州市), how many religious sites are of the Quanzhen (全真教) school?', qz, 'count', 'en')
valid_at = [r for r in ASSOC if r['registrationTime'] not in ('', '1900/1/1')]
latest = uniq_max(valid_at, lambda r: pd(r['registrationTime']))
add('Which association was registered most recently (by registrationTime)?', latest['name'], 'superlative', 'en')
nbb = sum(1 for r in ASSOC if r['city'] == '宁波市' and r['religion'] == '佛教')
add('How many Buddhist (佛教) associations are there in Ningbo (宁波市)?', nbb, 'count', 'en')
old = uniq_max(SCH, lambda r: pd(r['establishmentDate']), rev=False)
add('Which religious school was established earliest?', old['name'], 'superlative', 'en')
add(f'When was {old["name"]} established? (date as in the data, y/m/d)', old['establishmentDate'], 'date', 'en')
hzc = sum(1 for r in REL if r['city'] == '杭州市' and r['religion'] == '天主教')
nbc = sum(1 for r in REL if r['city'] == '宁波市' and r['religion'] == '天主教')
assert hzc != nbc
add('Which city has more Catholic (天主教) religious sites, Hangzhou (杭州市) or Ningbo (宁波市)?', '杭州市' if hzc > nbc else '宁波市', 'comparison', 'en')

# ---------------------------------------------------------------- persona 4: travel planner (17 zh)
hz_out = sum(1 for r in TA if r['city'] == '杭州市' and '出境' in r['businessScope'])
add('帮我查下，杭州市经营范围里带“出境”两个字的旅行社有几家？', hz_out, 'count')
zs_out = sorted(r['name'] for r in TA if r['city'] == '舟山市' and '出境' in r['businessScope'])
add('舟山市能做出境业务的旅行社（经营范围含“出境”）有哪些？全部列一下。', zs_out, 'list')
t1 = one(TA, 'name', '建德中国旅行社有限公司')
add(f'{t1["name"]}的经营范围是什么？', t1['businessScope'], 'property')
t2 = one(TA, 'name', '浙江邮电旅行社有限公司')
add(f'{t2["name"]}在哪个区？我要安排上门签合同。', t2['county'], 'property')
add(f'{t2["name"]}的地址具体是？', t2['address'], 'property')
sp1 = one(SPOT, 'name', '江山最美碗窑景区')
add(f'{sp1["name"]}是几A级景区？按数据里的写法给（如AAA）。', sp1['level'], 'property')
wz_out = sum(1 for r in TA if r['city'] == '温州市' and '出境' in r['businessScope'])
add('温州市经营范围里含“出境”的旅行社有几家？', wz_out, 'count')
ctc = collections.Counter(r['city'] for r in TA if r['city'] != '')
topc = ctc.most_common(2); assert topc[0][1] != topc[1][1]
add('全省哪个城市的旅行社数量最多？', topc[0][0], 'superlative')
nbt = [r for r in TA if r['city'] == '宁波市']
add('宁波市的旅行社里，经营范围含“出境”的占多大比例？按百分数给，保留两位小数（四舍五入），不带%号。', pct(sum(1 for r in nbt if '出境' in r['businessScope']), len(nbt)), 'aggregate')
zsc = collections.Counter(r['county'] for r in TA if r['city'] == '舟山市')
assert '' not in zsc
add('舟山市的旅行社按所在区县（county 一栏）各有多少家？按“区县: 家数”列出每一项。', [f'{k}: {v}' for k, v in sorted(zsc.items(), key=lambda kv: (-kv[1], kv[0]))], 'group-count')
nb_ta = sum(1 for r in TA if r['city'] == '宁波市')
wz_ta = sum(1 for r in TA if r['city'] == '温州市')
assert nb_ta != wz_ta
add('宁波和温州比，哪个市的旅行社更多？', '宁波市' if nb_ta > wz_ta else '温州市', 'comparison')
cits = sum(1 for r in TA if '中国旅行社' in r['name'])
add('名字里带“中国旅行社”的旅行社一共有多少家？', cits, 'count')
only_dom = sum(1 for r in TA if r['city'] == '金华市' and r['businessScope'] in ('国内旅游业务', '境内旅游业务'))
add('金华市只做国内（境内）旅游业务的旅行社有几家？也就是经营范围恰好是“国内旅游业务”或“境内旅游业务”的。', only_dom, 'count')
yw = sum(1 for r in TA if r['county'] == '义乌市')
add('义乌市有多少家旅行社？', yw, 'count')
jx_out = sorted(r['name'] for r in TA if r['city'] == '嘉兴市' and '出境' in r['businessScope'])
add('嘉兴市经营范围里含“出境”的旅行社有哪些？客户要挑一家，全部列出来。', jx_out, 'list')
sp2 = one(SPOT, 'name', '瓯海生命健康小镇景区')
add(f'{sp2["name"]}在哪个城市？', sp2['city'], 'property')
add(f'{sp2["name"]}是不是4A级景区？回答是或否。', '是' if sp2['level'] == 'AAAA' else '否', 'boolean')

# ---------------------------------------------------------------- persona 5: health IT (18 zh)
mc = collections.Counter(r['category'] for r in MED)
add('我在做数据核对：医疗机构按类别各有多少家？按“类别: 数量”全部列出。', [f'{k}: {v}' for k, v in mc.most_common()], 'group-count')
m1 = one(MED, 'name', '杭州锦医堂中医门诊部')
add(f'{m1["name"]}的级别是什么？', m1['level'], 'property')
add(f'{m1["name"]}的电话号码登记的是多少？', m1['phoneNumber'], 'property')
m3 = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '三级')
add('类别为医院且级别是三级的医疗机构有几家？', m3, 'count')
kq = sum(1 for r in MED if '口腔' in r['name'])
add('名称里含“口腔”两个字的医疗机构有多少家？', kq, 'count')
wsy = sorted(r['name'] for r in MED if r['category'] == '卫生院')
add('类别是“卫生院”的医疗机构是哪家？', wsy, 'list')
sj = [r for r in MED if r['category'] == '省本级定点']
sp_vals = sorted({r['servicePopulation'] for r in sj}); assert len(sp_vals) == 1
ex = sorted(r['name'] for r in sj)[0]
add(f'{ex}这家省本级定点机构的服务人群是什么？', one(MED, 'name', ex)['servicePopulation'], 'property')
sjl = sorted({r['level'] for r in sj}); assert len(sjl) == 1
add('省本级定点的医疗机构都是什么级别的？', sjl, 'property')
add('一级医疗机构占全部医疗机构的比例是多少？百分数保留两位小数，四舍五入，不要%号。', pct(sum(1 for r in MED if r['level'] == '一级'), len(MED)), 'aggregate')
xh = sum(1 for r in MED if '西湖区' in r['address'])
add('地址里含“西湖区”的医疗机构有多少家？', xh, 'count')
cs = sum(1 for r in MED if r['category'] == '社区卫生服务中心')
add('社区卫生服务中心一共登记了几家？', cs, 'count')
cs_not = sorted(r['name'] for r in MED if r['category'] == '社区卫生服务中心' and r['level'] != '社区')
add('类别是社区卫生服务中心、但级别不是“社区”的机构有哪些？全部列出。', cs_not, 'list')
zy = sum(1 for r in MED if r['category'] == '医院' and '中医' in r['name'])
add('医院类别里，名字带“中医”的有几家？', zy, 'count')
sq = sorted(r['name'] for r in MED if r['level'] == '社区' and r['category'] != '社区卫生服务中心')
add('级别填的是“社区”、但类别不是社区卫生服务中心的机构有哪些？全部列出。', sq, 'list')
m2 = one(MED, 'name', '杭州西湖刘长贵口腔诊所')
add(f'{m2["name"]}属于什么类别？', m2['category'], 'property')
add(f'{m2["name"]}的地址是哪里？', m2['address'], 'property')
h2 = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '二级')
h1 = sum(1 for r in MED if r['category'] == '医院' and r['level'] == '一级')
add('医院类别里一级的和二级的分别几家？按“级别: 数量”给。', [f'一级: {h1}', f'二级: {h2}'], 'group-count')
has_sp = sum(1 for r in MED if r['servicePopulation'] != '')
add('服务人群这一栏有填写的医疗机构有多少家？', has_sp, 'count')

assert len(Q) == 80, len(Q)
for i, q in enumerate(Q, 1):
    q['id'] = f'affairqa-r95-{i:02d}'
out = [{k: q[k] for k in ('id', 'question', 'answer', 'shape', 'lang')} for q in Q]
langs = collections.Counter(q['lang'] for q in out)
assert langs == {'zh': 65, 'en': 15}, langs
p = os.path.join(os.path.dirname(HERE), 'r95-affairqa.json')
with open(p, 'w', encoding='utf-8') as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(p, len(out), dict(langs))
