"""Gold answers for AffairQA held-out round r26 (as-of 2023-10-15). Uses only csv over raw tables."""
import csv, json, os, datetime

SRC = '/work/shared/datasets/kag-affairqa/sources'
OUT = '/work/main/bench/questions/blind/r26-affairqa.json'
ASOF = datetime.date(2023, 10, 15)


def T(name):
    with open(os.path.join(SRC, name + '.csv'), encoding='utf-8-sig', newline='') as f:
        rows = list(csv.reader(f))
    head = rows[0]
    out = []
    for r in rows[1:]:
        if not any(c.strip() for c in r):
            continue
        d = {}
        for i, h in enumerate(head):
            v = r[i] if i < len(r) else ''
            if h in d:          # 旅行社 has two licenseNumber columns
                h = h + '#2'
            d[h] = v
        out.append(d)
    return out


def date(s):
    try:
        y, m, d = (int(x) for x in s.replace('-', '/').split('/'))
        dt = datetime.date(y, m, d)
    except Exception:
        return None
    if dt.year < 1901:        # placeholder dates 1899-12-30 / 1900/1/1
        return None
    return dt


def num(x):
    v = float(x)
    return str(int(v)) if v == int(v) else str(round(v, 4))


def uniq(xs):
    seen = []
    for x in xs:
        if x not in seen:
            seen.append(x)
    return seen


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def argbest(rows, key, best=max):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    b = best(v for v, _ in vals)
    return uniq(r['name'] for v, r in vals if v == b)


def within(d, n):
    """the last n days: days fewer than n before the as-of date (not after it)."""
    return d is not None and 0 <= (ASOF - d).days < n


G = T('加油站'); M = T('医疗机构'); A = T('协会'); S = T('学校'); R = T('宗教场所')
GOV = T('政府机构'); J = T('旅游景点'); TA = T('旅行社'); X = T('行政区'); L = T('许可证')


def code(name):
    ids = uniq(r['id'] for r in X if r['name'] == name and r['id'])
    assert len(ids) == 1, (name, ids)
    return ids[0]


def lic(num_):
    return one(L, name=num_)


Q = []


def q(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(answer), question
    Q.append({'id': 'affairqa-r26-%02d' % (len(Q) + 1), 'question': question,
              'answer': answer, 'shape': shape, 'lang': lang})


# ---------------- property (18) ----------------
q('property', 'zh', '杭州佛学院现在有多少名在校学生？', one(S, name='杭州佛学院')['studentCount'])
q('property', 'zh', '浙江神学院是哪一天成立的？', one(S, name='浙江神学院')['establishmentDate'])
q('property', 'zh', '宁波新奥燃气有限公司的法人代表是谁？', one(G, name='宁波新奥燃气有限公司')['legalRepresentative'])
q('property', 'zh', '嘉兴市加油加气站有限公司东栅站有几个职工？', one(G, name='嘉兴市加油加气站有限公司东栅站')['employeeCount'])
q('property', 'zh', '杭州锦医堂中医门诊部的联系电话是多少', one(M, name='杭州锦医堂中医门诊部')['phoneNumber'])
q('property', 'zh', '浙江省肿瘤医院属于几级医院？', one(M, name='浙江省肿瘤医院')['level'])
q('property', 'zh', '萧山区佛教协会的社团登记证号是多少？', one(A, name='萧山区佛教协会')['registrationCertificateNumber'])
q('property', 'en', 'What is the postal code of 东阳市天主教爱国会?', one(A, name='东阳市天主教爱国会')['postalCode'])
q('property', 'zh', '建德市慧华寺的建筑面积是多少？', one(R, name='建德市慧华寺')['buildingArea'])
q('property', 'zh', '宁波江北延生禅寺的具体地址在哪里？', one(R, name='宁波江北延生禅寺')['address'])
q('property', 'zh', '江山最美碗窑景区是几A级景区？', one(J, name='江山最美碗窑景区')['level'])
q('property', 'zh', '仙都景区在什么地方？', one(J, name='仙都景区')['address'])
q('property', 'zh', '浙江邮电旅行社有限公司的传真号码是多少？', one(TA, name='浙江邮电旅行社有限公司')['faxNumber'])
q('property', 'en', 'What business scope is 建德中国旅行社有限公司 licensed for?', one(TA, name='建德中国旅行社有限公司')['businessScope'])
q('property', 'zh', '许可证浙201709050002P的有效期截止到哪天？', lic('浙201709050002P')['invalidDate'])
q('property', 'zh', '鄞州区的行政区划代码是多少？', code('鄞州区'))
q('property', 'en', 'What English name is on file for 浙江邮电旅行社有限公司?', one(TA, name='浙江邮电旅行社有限公司')['englishName'])
q('property', 'zh', '浙江省伊斯兰教协会的官网地址是什么？', one(A, name='浙江省伊斯兰教协会')['website'])

# ---------------- aggregate (13) ----------------
q('aggregate', 'zh', '医疗机构中类别为医院、级别为三级的一共有多少家？',
  len([r for r in M if r['category'] == '医院' and r['level'] == '三级']))
q('aggregate', 'zh', '舟山市一共有多少处天主教的宗教活动场所？',
  len([r for r in R if r['city'] == '舟山市' and r['religion'] == '天主教']))
q('aggregate', 'zh', '市一级的道教团体（市团体）有几个？',
  len([r for r in A if r['religion'] == '道教' and r['category'] == '市团体']))
q('aggregate', 'zh', '所有佛教院校的在校学生加起来一共有多少人？',
  num(sum(int(r['studentCount']) for r in S if r['religion'] == '佛教')))
tc = [int(r['teacherCount']) for r in S if r['teacherCount']]
q('aggregate', 'en', 'On average, how many teachers does a religious school have?', num(sum(tc) / len(tc)))
q('aggregate', 'zh', '北仑区由中海油运营的加气站有几座？',
  len([r for r in G if r['county'] == '北仑区' and r['operationSubject'] == '中海油']))
q('aggregate', 'zh', '鄞州区各加气站的职工人数加起来是多少？',
  num(sum(int(r['employeeCount']) for r in G if r['county'] == '鄞州区' and r['employeeCount'])))
q('aggregate', 'zh', '丽水市有几家旅行社可以做出境组团业务？',
  len([r for r in TA if r['city'] == '丽水市' and '出境' in r['businessScope']]))
q('aggregate', 'zh', '有多少张许可证是在2017年开始生效的？',
  len(uniq(r['name'].upper() for r in L if date(r['effectiveDate']) and date(r['effectiveDate']).year == 2017)))
q('aggregate', 'zh', '政府机构里名字以“民政局”结尾的有多少个？',
  len([r for r in GOV if r['name'].endswith('民政局')]))
q('aggregate', 'zh', '服务人群为“基本、离休、子女”的医疗机构有多少家？',
  len([r for r in M if r['servicePopulation'] == '基本、离休、子女']))
q('aggregate', 'en', 'How many Christian (基督教) religious venues are there in 嘉兴市?',
  len([r for r in R if r['city'] == '嘉兴市' and r['religion'] == '基督教']))
q('aggregate', 'zh', '全省信伊斯兰教的宗教场所有几处？', len([r for r in R if r['religion'] == '伊斯兰教']))

# ---------------- relation_hop (10) ----------------
q('relation_hop', 'zh', '宁波新奥燃气有限公司持有的经营许可证什么时候到期？',
  lic(one(G, name='宁波新奥燃气有限公司')['businessLicense'])['invalidDate'])
q('relation_hop', 'zh', '临海市远洲江南加油站有限公司的燃气经营许可证是哪天生效的？',
  lic(one(G, name='临海市远洲江南加油站有限公司')['businessLicense'])['effectiveDate'])
q('relation_hop', 'en', 'When did the operating licence held by 杭州富阳江润加气站有限公司 take effect?',
  lic(one(G, name='杭州富阳江润加气站有限公司')['businessLicense'])['effectiveDate'])
q('relation_hop', 'zh', '绍兴金帝天然气有限公司所在区县的行政区划代码是多少？',
  code(one(G, name='绍兴金帝天然气有限公司')['county']))
q('relation_hop', 'zh', '浙江道教学院所在县的区划代码是什么？', code(one(S, name='浙江道教学院')['county']))
q('relation_hop', 'zh', '建德市慧华寺所在的县市，行政区划代码是多少？', code(one(R, name='建德市慧华寺')['county']))
q('relation_hop', 'zh', '慈溪市煤气有限公司的经营许可证有效期到哪天为止？',
  lic(one(G, name='慈溪市煤气有限公司')['businessLicense'])['invalidDate'])
q('relation_hop', 'en', 'What is the administrative division code of the county where 浙江慈云佛学院 is located?',
  code(one(S, name='浙江慈云佛学院')['county']))
q('relation_hop', 'zh', '杭州萧山环能实业有限公司的许可证是哪天失效的？',
  lic(one(G, name='杭州萧山环能实业有限公司')['businessLicense'])['invalidDate'])
q('relation_hop', 'zh', '萧山区佛教协会所在城市的行政区划代码是多少？', code(one(A, name='萧山区佛教协会')['city']))

# ---------------- two_hop (8) ----------------
b = one(G, name='嘉兴市加油加气站有限公司东栅站')['businessLicense']
q('two_hop', 'zh', '和嘉兴市加油加气站有限公司东栅站用同一张经营许可证的还有哪些加气站？',
  [r['name'] for r in G if r['businessLicense'] == b and r['name'] != '嘉兴市加油加气站有限公司东栅站'])
c = one(S, name='杭州佛学院')['county']
q('two_hop', 'zh', '和杭州佛学院在同一个区的另一所宗教院校叫什么？',
  [r['name'] for r in S if r['county'] == c and r['name'] != '杭州佛学院'])
q('two_hop', 'zh', '浙江道教学院所在的城市一共有多少家旅行社？',
  len([r for r in TA if r['city'] == one(S, name='浙江道教学院')['city']]))
q('two_hop', 'zh', '缙云县佛教协会所在城市的5A级景区是哪个？',
  [r['name'] for r in J if r['city'] == one(A, name='缙云县佛教协会')['city'] and r['level'] == 'AAAAA'])
q('two_hop', 'zh', '浙江佛学院雪窦山弥勒佛学院所在的城市共有多少个宗教场所？',
  len([r for r in R if r['city'] == one(S, name='浙江佛学院雪窦山弥勒佛学院')['city']]))
q('two_hop', 'en', 'How many travel agencies are there in the city where 浙江神学院 is located?',
  len([r for r in TA if r['city'] == one(S, name='浙江神学院')['city']]))
c = one(G, name='杭州富阳江润加气站有限公司')['county']
q('two_hop', 'zh', '杭州富阳江润加气站有限公司所在区县还有哪些加气站？',
  [r['name'] for r in G if r['county'] == c and r['name'] != '杭州富阳江润加气站有限公司'])
q('two_hop', 'zh', '龙港市道教协会所在的城市有多少处道教场所？',
  len([r for r in R if r['city'] == one(A, name='龙港市道教协会')['city'] and r['religion'] == '道教']))

# ---------------- superlative (8) ----------------
q('superlative', 'zh', '哪所宗教院校的在校生最多？', argbest(S, lambda r: int(r['studentCount'])))
q('superlative', 'zh', '成立时间最早的宗教院校是哪一所？', argbest(S, lambda r: date(r['establishmentDate']), min))
q('superlative', 'zh', '职工人数最多的加油站是哪家？',
  argbest(G, lambda r: int(r['employeeCount']) if r['employeeCount'] else None))
q('superlative', 'en', 'Which licence stays valid the longest, i.e. has the latest expiry date?',
  argbest(L, lambda r: date(r['invalidDate'])))
q('superlative', 'zh', '省级宗教团体里哪个登记得最早？',
  argbest([r for r in A if r['category'] == '省团体'], lambda r: date(r['registrationTime']), min))
q('superlative', 'zh', '总设计储量最大的加气站是哪个？',
  argbest(G, lambda r: float(r['totalDesignStorage']) if r['totalDesignStorage'] else None))
q('superlative', 'zh', '老师最少的宗教院校是哪所？', argbest(S, lambda r: int(r['teacherCount']), min))
q('superlative', 'zh', '温州市的宗教团体中，最近一次登记的是哪个（并列的都列出）？',
  argbest([r for r in A if r['city'] == '温州市'], lambda r: date(r['registrationTime'])))

# ---------------- filter (8) ----------------
q('filter', 'zh', '萧山区有哪些加气站构成重大危险源？',
  [r['name'] for r in G if r['county'] == '萧山区' and r['isMajorDangerSource'] == '是'])
q('filter', 'zh', '温州市有哪些宗教团体有自己的网站？', [r['name'] for r in A if r['city'] == '温州市' and r['website']])
q('filter', 'zh', '列出所有省级宗教团体。', [r['name'] for r in A if r['category'] == '省团体'])
q('filter', 'zh', '名称里带“黄岩”的政府机构有哪些？', [r['name'] for r in GOV if '黄岩' in r['name']])
q('filter', 'en', 'Which religious schools are located in 天台县?', [r['name'] for r in S if r['county'] == '天台县'])
q('filter', 'zh', '三级医院中地址在滨江区的有哪些？',
  [r['name'] for r in M if r['category'] == '医院' and r['level'] == '三级' and '滨江区' in r['address']])
q('filter', 'zh', '舟山市有哪些旅行社能做出境组团业务？',
  [r['name'] for r in TA if r['city'] == '舟山市' and '出境' in r['businessScope']])
q('filter', 'en', 'Which gas stations are operated by 华润燃气?', [r['name'] for r in G if r['operationSubject'] == '华润燃气'])

# ---------------- comparison (6) ----------------
def cmp(rows, a, b, key, larger=True):
    ka, kb = key(one(rows, name=a)), key(one(rows, name=b))
    assert ka != kb
    return a if (ka > kb) == larger else b

q('comparison', 'zh', '浙江佛学院温州佛学院和浙江慈云佛学院，哪个学生多？',
  cmp(S, '浙江佛学院温州佛学院', '浙江慈云佛学院', lambda r: int(r['studentCount'])))
q('comparison', 'zh', '宁海县浙能油气发展有限公司冠庄加气站和宁海县浙能油气发展有限公司加气母站，哪个建得更早？',
  cmp(G, '宁海县浙能油气发展有限公司冠庄加气站', '宁海县浙能油气发展有限公司加气母站',
      lambda r: date(r['buildTime']), larger=False))
q('comparison', 'en', 'Which was registered first, 萧山区佛教协会 or 东阳市天主教爱国会?',
  cmp(A, '萧山区佛教协会', '东阳市天主教爱国会', lambda r: date(r['registrationTime']), larger=False))
q('comparison', 'zh', '建德市慧华寺和宁波江北延生禅寺，谁的占地面积更大？',
  cmp(R, '建德市慧华寺', '宁波江北延生禅寺', lambda r: float(r['area'])))
q('comparison', 'zh', '浙201709050002P和浙201702000007J这两张许可证，哪张先到期？',
  cmp(L, '浙201709050002P', '浙201702000007J', lambda r: date(r['invalidDate']), larger=False))
q('comparison', 'en', 'Which attraction has the higher A-rating: 江山最美碗窑景区 or 仙都景区?',
  cmp(J, '江山最美碗窑景区', '仙都景区', lambda r: len(r['level'])))

# ---------------- described (5) ----------------
m = [r for r in S if r['address'] == '浙江省温州市文成县西坑畲族镇安福寺']; assert len(m) == 1
q('described', 'zh', '开在文成县西坑畲族镇安福寺的那所佛学院有多少学生？', m[0]['studentCount'])
m = [r for r in A if r['unifiedSocialCreditCode'] == '51330109502098626T']; assert len(m) == 1
q('described', 'zh', '统一社会信用代码为51330109502098626T的宗教团体是什么时候登记的？', m[0]['registrationTime'])
m = [r for r in TA if r['faxNumber'] == '0571-64733500']; assert len(m) == 1
q('described', 'zh', '传真号是0571-64733500的那家旅行社，办公地址在哪？', m[0]['address'])
m = [r for r in G if r['businessLicense'] == '201501030002J']; assert len(m) == 1
q('described', 'en', 'The gas station holding licence 201501030002J: how many employees does it have?', m[0]['employeeCount'])
m = [r for r in S if r['religion'] == '基督教']; assert len(m) == 1
q('described', 'zh', '唯一一所基督教宗教院校位于哪个区？', m[0]['county'])

# ---------------- time_window (4) ----------------
q('time_window', 'zh', '过去365天里有哪些许可证到期了？',
  uniq(r['name'] for r in L if within(date(r['invalidDate']), 365)))
q('time_window', 'zh', '最近730天内登记的宗教场所有哪些？',
  [r['name'] for r in R if within(date(r['registrationTime']), 730)])
q('time_window', 'en', 'Which religious associations were registered in the last 1000 days?',
  [r['name'] for r in A if within(date(r['registrationTime']), 1000)])
q('time_window', 'zh', '近1800天内建成的加油站有哪些？',
  [r['name'] for r in G if within(date(r['buildTime']), 1800)])

os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w', encoding='utf-8') as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
print(len(Q))
