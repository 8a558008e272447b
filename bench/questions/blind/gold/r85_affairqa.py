"""Round r85 held-out AffairQA questions (blind; written from the raw CSV tables only).

Personas
  (1) 区县卫健委的数据专员 — audits 医疗机构 (category / level) and 许可证 (licence dates).
  (2) 文旅局的记者 — 旅游景点, 旅行社, 宗教场所.
  (3) a UK-based researcher comparing Zhejiang's 学校 and 协会 (English questions).
  (4) 社区志愿者协会的秘书长 — 协会 and 加油站 near residents.

Tables / columns used
  医疗机构.csv: name, category, level, phoneNumber
  许可证.csv: name, effectiveDate, invalidDate (joined from 加油站.businessLicense)
  加油站.csv: name, buildTime, county, level, employeeCount, totalDesignStorage,
              isMajorDangerSource, operationSubject, industry, businessLicense, liquidGasCanCount
  旅游景点.csv: name, level, city
  旅行社.csv: name, businessScope, city, faxNumber
  宗教场所.csv: name, city, religion, category, area, buildingArea, approvalDate, registrationTime
  协会.csv: name, religion, category, city, registrationTime, registrationCertificateNumber,
            postalCode, website
  学校.csv: name, studentCount, teacherCount, professorCount, establishmentDate, city, religion,
            approvalLevel

Readings avoided (and why)
  - 加油站.buildTime '1899-12-30' placeholders and empty rows; employeeCount 0 (unfilled) is never
    compared or averaged; near-duplicate stations (衢州佳豪…航埠LNG加气站 with/without '-',
    衢州市浙能…航埠加气母站 pair) are excluded from every count/list; county '北仓区' typo means
    counts by 北仑区 are not asked; businessLicenseNumber / organizationCode / USCC mangled to 9.13E+17.
  - 许可证 has near-duplicate names differing only in case (…J vs …j), so no licence counts.
  - 协会.county and 宗教场所.county mix names with numeric codes (330101, 330953 …): never used;
    city is used instead. 协会.registrationTime '1900/1/1' placeholders skipped; USCC
    '513000000000000000' / '713000000000000000' placeholders skipped.
  - 学校.county mixes a code (310107); schoolSystem spells one system three ways; employeeCount and
    professorCount partly empty; teacherCount has a tie (43) — none used for counts/superlatives
    where it matters (professorCount only as a property of a row that has it).
  - 旅游景点 has near-duplicate scenic spots (乌镇景区 / 浙江省嘉兴市桐乡市乌镇景区, 桃花岛…) so no
    counts/lists over it, only property lookups of named rows.
  - 旅行社: two columns named licenseNumber, county '市辖区', mangled phone numbers and USCC —
    not used; businessScope counted only by exact quoted value.
  - 许可证 '201501030002J' (杭州富阳江润加气站) runs to 2044/6/6, likely a typo: not asked.
  - 医疗机构 addresses with a stray leading quote and odd phone numbers are not asked.
"""
import csv, json, os, datetime
from decimal import Decimal, ROUND_HALF_UP


def find_sources():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for cand in (os.path.join(d, 'shared', 'datasets', 'kag-affairqa', 'sources'),):
            if os.path.isdir(cand):
                return cand
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit('sources folder not found')
        d = nd


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        return list(csv.DictReader(f))


GAS, MED, ASSOC, SCH, REL, TOUR, AG, LIC = (load(n) for n in
    ['加油站', '医疗机构', '协会', '学校', '宗教场所', '旅游景点', '旅行社', '许可证'])


def by(rows, name):
    hit = [r for r in rows if r['name'] == name]
    assert len(hit) == 1, name
    return hit[0]


def d(s):
    s = s.strip()
    if not s or s.startswith('1899') or s.startswith('1900'):
        return None
    y, m, dd = s.replace('-', '/').split('/')
    return datetime.date(int(y), int(m), int(dd))


def iso(s):
    return d(s).isoformat()


def r2(x):
    v = Decimal(str(x)).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    if v == v.to_integral_value():
        return str(int(v))
    return str(v)


def num(s):
    v = Decimal(s)
    return int(v) if v == v.to_integral_value() else v


def nstr(v):
    return str(int(v)) if Decimal(str(v)) == Decimal(str(v)).to_integral_value() else r2(v)


def unique_top(rows, key, reverse=True):
    rows = sorted(rows, key=key, reverse=reverse)
    assert key(rows[0]) != key(rows[1]), 'tie at top'
    return rows[0]


GAS_BAD = {'衢州佳豪天然气利用有限公司-航埠LNG加气站', '衢州佳豪天然气利用有限公司航埠LNG加气站',
           '衢州市浙能油气发展有限公司-航埠加气母站', '衢州市浙能油气发展有限公司航埠加气母站'}
GASV = [r for r in GAS if r['name'] not in GAS_BAD and d(r['buildTime'])]
LICD = {r['name']: r for r in LIC}
Q = []


def add(q, ans, shape, lang='zh'):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a.strip() for a in ans), q
    Q.append({'question': q, 'answer': ans, 'shape': shape, 'lang': lang})


# ---------------- persona 1: 卫健委数据专员 (医疗机构 + 许可证) ----------------
M = MED
add('我在核对辖区医疗机构的等级信息：医疗机构表里类别为“医院”且等级为“三级”的机构一共有多少家？',
    sum(r['category'] == '医院' and r['level'] == '三级' for r in M), 'count')
add('医疗机构中，类别是“医院”、等级为“二级”的有几家？',
    sum(r['category'] == '医院' and r['level'] == '二级' for r in M), 'count')
add('请问“浙江省肿瘤医院”这家医疗机构登记的等级是什么？', by(M, '浙江省肿瘤医院')['level'], 'property')
add('医疗机构“杭州市计划生育宣传技术指导站”的类别填的是什么？',
    by(M, '杭州市计划生育宣传技术指导站')['category'], 'property')
add('“浙江大学医学院附属邵逸夫医院”在医疗机构表中登记的联系电话是多少？',
    by(M, '浙江大学医学院附属邵逸夫医院')['phoneNumber'], 'property')
lst = sorted(r['name'] for r in M if r['category'] == '门诊部诊所医务室村卫生室' and r['level'] == '二级')
add('审核时发现有诊所被标成了高等级，请列出类别为“门诊部诊所医务室村卫生室”且等级为“二级”的全部医疗机构名称。', lst, 'list')
lst = sorted(r['name'] for r in M if r['category'] == '社区卫生服务中心' and r['level'] == '一级')
add('类别为“社区卫生服务中心”但等级登记为“一级”的医疗机构有哪些？', lst, 'list')
add('医疗机构表中，类别为“省本级定点”的机构共有几家？', sum(r['category'] == '省本级定点' for r in M), 'count')
add('“杭州明州医院”是不是三级医疗机构？', '是' if by(M, '杭州明州医院')['level'] == '三级' else '否', 'yes_no')
add('医疗机构“杭州口腔医院”的等级是“三级”吗？', '是' if by(M, '杭州口腔医院')['level'] == '三级' else '否', 'yes_no')
add('类别为“医院”、等级为“三级”，并且名称里含有“中医”二字的医疗机构共有几家？',
    sum(r['category'] == '医院' and r['level'] == '三级' and '中医' in r['name'] for r in M), 'count')
lic = LICD['浙201709050002P']
add('许可证“浙201709050002P”的生效日期是哪天？（按YYYY-MM-DD格式回答）', iso(lic['effectiveDate']), 'property')
add('编号为“201602000006J”的许可证什么时候失效？（按YYYY-MM-DD格式回答）', iso(LICD['201602000006J']['invalidDate']), 'property')
g = by(GAS, '慈溪市煤气有限公司')
l = LICD[g['businessLicense']]
add('加油站“慈溪市煤气有限公司”所持经营许可证的失效日期是哪天？（按YYYY-MM-DD格式回答）', iso(l['invalidDate']), 'two_hop')
g = by(GAS, '天台华润燃气有限公司')
add('加油站“天台华润燃气有限公司”登记的经营许可证编号是什么？', g['businessLicense'], 'property')

# ---------------- persona 4: 社区志愿者协会秘书长 (加油站 + 协会) ----------------
add('我们想提醒居民注意安全：加油站表中“是否重大危险源”为“是”的站点有哪些？请列出全部名称。',
    sorted(r['name'] for r in GAS if r['isMajorDangerSource'] == '是'), 'list')
add('位于鄞州区的加油站一共有几座？', sum(r['county'] == '鄞州区' for r in GAS), 'count')
add('鄞州区的加油站中，运营主体为“中海油”的有几座？',
    sum(r['county'] == '鄞州区' and r['operationSubject'] == '中海油' for r in GAS), 'count')
add('加油站“宁波市汽车燃气有限公司梅墟加气站”的等级是几级？', by(GAS, '宁波市汽车燃气有限公司梅墟加气站')['level'], 'property')
add('“绍兴金帝天然气有限公司”这座加油站是哪一天建成的？（按YYYY-MM-DD格式回答）',
    iso(by(GAS, '绍兴金帝天然气有限公司')['buildTime']), 'property')
top = unique_top(GAS, lambda r: float(r['totalDesignStorage'] or 0))
add('所有加油站里，总设计储量（totalDesignStorage）最大的是哪一座？', top['name'], 'superlative')
top = unique_top(GASV, lambda r: d(r['buildTime']), reverse=False)
add('不算建成时间缺失或为1899年占位值的记录，建成时间最早的加油站是哪一座？', top['name'], 'superlative')
top = unique_top(GASV, lambda r: d(r['buildTime']))
add('建成时间最晚的加油站是哪一座？', top['name'], 'superlative')
lst = sorted(r['name'] for r in GASV if datetime.date(2016, 1, 1) <= d(r['buildTime']) <= datetime.date(2016, 6, 30))
add('建成时间在2016年1月1日至2016年6月30日之间（含两端）的加油站有哪些？', lst, 'date_window')
s = sum(Decimal(r['totalDesignStorage']) for r in GAS if r['county'] == '镇海区')
add('镇海区所有加油站的总设计储量（totalDesignStorage）加起来是多少？（保留两位小数）', r2(s), 'sum')
a, b = by(GAS, '宁波市汽车燃气有限公司丽园北路加气站'), by(GAS, '宁波新捷公运天然气有限公司')
add('“宁波市汽车燃气有限公司丽园北路加气站”和“宁波新捷公运天然气有限公司”这两座加油站，哪座员工人数更多？',
    a['name'] if int(a['employeeCount']) > int(b['employeeCount']) else b['name'], 'comparison')
hz = [r for r in GAS if r['operationSubject'] == '中石化杭燃']
add('运营主体为“中石化杭燃”的加油站，总设计储量（totalDesignStorage）的平均值是多少？（保留两位小数）',
    r2(sum(Decimal(r['totalDesignStorage']) for r in hz) / len(hz)), 'average')
add('加油站“温岭市建设燃气有限公司”是否属于重大危险源？', by(GAS, '温岭市建设燃气有限公司')['isMajorDangerSource'], 'yes_no')
add('行业类别为“液化石油气生产和供应业”的加油站有几座？',
    sum(r['industry'] == '液化石油气生产和供应业' for r in GAS), 'count')
grp = [r for r in GASV if r['operationSubject'] == '中海油']
top = unique_top(grp, lambda r: d(r['buildTime']), reverse=False)
add('运营主体为“中海油”的加油站中（不计建成时间缺失的），建成最早的那一座，位于哪个区县？', top['county'], 'two_hop')
a, b = by(GAS, '桐乡运河加气站'), by(GAS, '嘉兴市加油加气站有限公司乍浦站')
add('“桐乡运河加气站”的总设计储量比“嘉兴市加油加气站有限公司乍浦站”多多少？（保留两位小数）',
    r2(Decimal(a['totalDesignStorage']) - Decimal(b['totalDesignStorage'])), 'difference')
A = ASSOC
add('协会表里，城市为温州市、宗教为“道教”的协会有几个？',
    sum(r['city'] == '温州市' and r['religion'] == '道教' for r in A), 'count')
add('“嵊州市佛教协会”的登记证号是什么？', by(A, '嵊州市佛教协会')['registrationCertificateNumber'], 'property')
add('我想给“海宁市佛教协会”寄一份活动通知，它登记的邮政编码是多少？', by(A, '海宁市佛教协会')['postalCode'], 'property')
add('“南浔区道教协会”是哪一天登记的？（按YYYY-MM-DD格式回答）', iso(by(A, '南浔区道教协会')['registrationTime']), 'property')
add('协会表中，类别为“市团体”且宗教为“佛教”的协会一共几个？',
    sum(r['category'] == '市团体' and r['religion'] == '佛教' for r in A), 'count')
lst = sorted(r['name'] for r in A if r['city'] == '杭州市' and r['religion'] == '道教')
add('城市为杭州市的道教协会有哪些？请列出名称。', lst, 'list')
AV = [r for r in A if d(r['registrationTime'])]
lst = sorted(r['name'] for r in AV if datetime.date(2020, 1, 1) <= d(r['registrationTime']) <= datetime.date(2021, 12, 31))
add('登记时间在2020年1月1日到2021年12月31日之间（含）的协会有哪些？', lst, 'date_window')
grp = [r for r in AV if r['city'] == '绍兴市']
top = unique_top(grp, lambda r: d(r['registrationTime']), reverse=False)
add('城市为绍兴市的协会中（不计登记时间为1900/1/1占位值的），登记最早的是哪一个？', top['name'], 'superlative')
a, b = by(A, '绍兴市基督教协会'), by(A, '嵊州市佛教协会')
add('“绍兴市基督教协会”和“嵊州市佛教协会”，哪个协会登记得更早？',
    a['name'] if d(a['registrationTime']) < d(b['registrationTime']) else b['name'], 'comparison')
add('“新昌县基督教协会”的类别是“县团体”吗？', '是' if by(A, '新昌县基督教协会')['category'] == '县团体' else '否', 'yes_no')

# ---------------- persona 2: 文旅局记者 (旅游景点 / 旅行社 / 宗教场所) ----------------
T = TOUR
add('我在写一篇关于浙江景区的稿子，想确认一下：“神仙居景区”是几A级旅游景点？', by(T, '神仙居景区')['level'], 'property')
add('旅游景点“永安溪漂流”属于哪个城市？', by(T, '永安溪漂流')['city'], 'property')
add('“大堰五洞桥景区”这个旅游景点是AAAA级吗？', '是' if by(T, '大堰五洞桥景区')['level'] == 'AAAA' else '否', 'yes_no')
add('“西塘古镇景区”是不是AAAAA级旅游景点？', '是' if by(T, '西塘古镇景区')['level'] == 'AAAAA' else '否', 'yes_no')
G = AG
add('旅行社表中，城市为宁波市、经营范围恰好是“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有几家？',
    sum(r['city'] == '宁波市' and r['businessScope'] == '国内旅游业务、入境旅游业务、出境组团业务' for r in G), 'count')
lst = sorted(r['name'] for r in G if r['city'] == '湖州市' and r['businessScope'] == '境内旅游业务')
add('湖州市有哪些旅行社的经营范围登记为“境内旅游业务”？请列出全部名称。', lst, 'list')
add('“杭州飞果国际旅行社有限公司”的经营范围是什么？', by(G, '杭州飞果国际旅行社有限公司')['businessScope'], 'property')
add('“温州幸福国际旅行社有限公司”登记的传真号码是多少？', by(G, '温州幸福国际旅行社有限公司')['faxNumber'], 'property')
add('旅行社“海盐阳光假日旅行社有限公司”所在城市是哪里？', by(G, '海盐阳光假日旅行社有限公司')['city'], 'property')
R = REL
add('宗教场所表中，城市为温州市、宗教为“天主教”的场所有多少处？',
    sum(r['city'] == '温州市' and r['religion'] == '天主教' for r in R), 'count')
add('嘉兴市类别为“寺观教堂”的佛教宗教场所一共有几处？',
    sum(r['city'] == '嘉兴市' and r['category'] == '寺观教堂' and r['religion'] == '佛教' for r in R), 'count')
add('全省宗教为“伊斯兰教”的宗教场所有哪些？请列出名称。',
    sorted(r['name'] for r in R if r['religion'] == '伊斯兰教'), 'list')
add('宗教场所“兰溪市白露山慧教禅寺”的占地面积（area）是多少？', num(by(R, '兰溪市白露山慧教禅寺')['area']), 'property')
add('“宁波海曙长生寺”的批准日期是哪天？（按YYYY-MM-DD格式回答）', iso(by(R, '宁波海曙长生寺')['approvalDate']), 'property')
add('宗教场所“开化东山教堂”的类别是“寺观教堂”吗？', '是' if by(R, '开化东山教堂')['category'] == '寺观教堂' else '否', 'yes_no')
grp = [r for r in R if r['city'] == '嘉兴市']
top = unique_top(grp, lambda r: Decimal(r['area']))
add('嘉兴市占地面积（area）最大的宗教场所是哪一处？', top['name'], 'superlative')
add('嘉兴市占地面积最大的那处宗教场所，登记时间是哪一天？（按YYYY-MM-DD格式回答）', iso(top['registrationTime']), 'two_hop')
grp = [r for r in R if r['city'] == '衢州市' and r['religion'] == '道教']
top = unique_top(grp, lambda r: Decimal(r['buildingArea']))
add('衢州市的道教宗教场所里，建筑面积（buildingArea）最大的是哪一处？', top['name'], 'superlative')
a, b = by(R, '兰溪市白露山慧教禅寺'), by(R, '宁波海曙长生寺')
add('“兰溪市白露山慧教禅寺”和“宁波海曙长生寺”两处宗教场所，哪一处的建筑面积更大？',
    a['name'] if Decimal(a['buildingArea']) > Decimal(b['buildingArea']) else b['name'], 'comparison')
add('“瑞安市塘下镇凤林庵”的占地面积（area）比建筑面积（buildingArea）的数值多多少？',
    nstr(Decimal(by(R, '瑞安市塘下镇凤林庵')['area']) - Decimal(by(R, '瑞安市塘下镇凤林庵')['buildingArea'])), 'difference')
grp = [r for r in R if r['city'] == '嘉兴市' and r['religion'] == '天主教']
add('嘉兴市天主教宗教场所的占地面积（area）总和是多少？（保留两位小数）', r2(sum(Decimal(r['area']) for r in grp)), 'sum')
grp = [r for r in R if r['city'] == '舟山市' and r['religion'] == '天主教']
add('舟山市天主教宗教场所的平均建筑面积是多少？（保留两位小数）',
    r2(sum(Decimal(r['buildingArea']) for r in grp) / len(grp)), 'average')
lst = sorted(r['name'] for r in R if r['city'] == '湖州市' and r['religion'] == '道教' and d(r['approvalDate'])
             and datetime.date(2015, 1, 1) <= d(r['approvalDate']) <= datetime.date(2021, 12, 31))
add('湖州市的道教宗教场所中，批准日期在2015年1月1日至2021年12月31日（含）之间的有哪些？', lst, 'date_window')
add('宗教场所中，城市为丽水市、宗教为“道教”且道教派别（religiousType）为“全真教”的有多少处？',
    sum(r['city'] == '丽水市' and r['religion'] == '道教' and r['religiousType'] == '全真教' for r in R), 'count')

# ---------------- persona 3: UK researcher (学校 + 协会, English) ----------------
S = SCH
add("I'm comparing religious colleges in Zhejiang with ones back in the UK. How many students does 浙江神学院 (Zhejiang Theological Seminary) have according to the school table?",
    by(S, '浙江神学院')['studentCount'], 'property', 'en')
add('Which school in the school table has the largest student count?',
    unique_top(S, lambda r: int(r['studentCount']))['name'], 'superlative', 'en')
add('Which school in the school table was established earliest?',
    unique_top(S, lambda r: d(r['establishmentDate']), reverse=False)['name'], 'superlative', 'en')
add('What is the total number of students across all schools in the school table?',
    sum(int(r['studentCount']) for r in S), 'sum', 'en')
add('What is the average student count of the schools whose religion is 佛教? Round to 2 decimal places.',
    r2(Decimal(sum(int(r['studentCount']) for r in S if r['religion'] == '佛教')) / sum(r['religion'] == '佛教' for r in S)),
    'average', 'en')
add('List all schools in the school table whose city is 杭州市.', sorted(r['name'] for r in S if r['city'] == '杭州市'), 'list', 'en')
a, b = by(S, '浙江慈云佛学院'), by(S, '浙江佛学院雪窦山弥勒佛学院')
add('Between 浙江慈云佛学院 and 浙江佛学院雪窦山弥勒佛学院, which school has more teachers (teacherCount)?',
    a['name'] if int(a['teacherCount']) > int(b['teacherCount']) else b['name'], 'comparison', 'en')
add('How many more students does 浙江佛学院 have than 杭州佛学院?',
    int(by(S, '浙江佛学院')['studentCount']) - int(by(S, '杭州佛学院')['studentCount']), 'difference', 'en')
add('Is the approval level of the school 浙江道教学院 "高等(本科及以上)"? Answer yes or no.',
    'yes' if by(S, '浙江道教学院')['approvalLevel'] == '高等(本科及以上)' else 'no', 'yes_no', 'en')
lst = sorted(r['name'] for r in S if datetime.date(2016, 10, 1) <= d(r['establishmentDate']) <= datetime.date(2016, 11, 30))
add('Which schools were established between 2016-10-01 and 2016-11-30 inclusive?', lst, 'date_window', 'en')
add('How many professors (professorCount) does the school 浙江佛学院 have?', by(S, '浙江佛学院')['professorCount'], 'property', 'en')
add('How many associations in the association table have the category 省团体? I want to know how many province-level religious bodies there are.',
    sum(r['category'] == '省团体' for r in A), 'count', 'en')
add('What website is listed for the association 浙江省基督教协会?', by(A, '浙江省基督教协会')['website'], 'property', 'en')
add('How many associations in the association table have the city 宁波市 and the religion 基督教?',
    sum(r['city'] == '宁波市' and r['religion'] == '基督教' for r in A), 'count', 'en')
grp = [r for r in S if r['religion'] == '佛教' and r['city'] == '宁波市']
top = unique_top(grp, lambda r: int(r['studentCount']))
add('Among the 佛教 schools located in the city 宁波市, the one with the most students was established on what date? Give it as YYYY-MM-DD.',
    iso(top['establishmentDate']), 'two_hop', 'en')

for i, q in enumerate(Q, 1):
    q['id'] = 'affairqa-r85-%02d' % i
Q = [{'id': q['id'], 'question': q['question'], 'answer': q['answer'], 'shape': q['shape'], 'lang': q['lang']} for q in Q]

if __name__ == '__main__':
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'r85-affairqa.json')
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(Q, f, ensure_ascii=False, indent=1)
    import collections
    print(len(Q), collections.Counter(q['lang'] for q in Q), collections.Counter(q['shape'] for q in Q))
    print(out)
