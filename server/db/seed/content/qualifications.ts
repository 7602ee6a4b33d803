// Qualifications and honours (资质荣誉): an About category (type 3) with molds 'zhili'
// under 关于我们. Its articles are served by zhili/index and zhili/read (spec §7).
// Dates agree with the news items and the 'certifications' / 'boshihou' blocks.
import type { NewArticle, NewCategory } from '#server/db/schema.ts'
import { CATEGORY_TYPE } from '#common/category-routing.ts'
import { cat } from './categories.ts'
import { COMPANY } from './company.ts'
import type { Complete, RowWithoutId } from './rows.ts'
import { renderHighlights } from './service-page.ts'

export const QUALIFICATION_CATEGORY_ID = 51
export const QUALIFICATION_MOLDS = 'zhili'

interface QualificationDef {
  title: string
  /** Badge file name under /images/certs/ (without extension). */
  badge: string
  /** One or two sentences for the list and the SEO description. */
  summary: string
  keywords: string
  createTime: string
  updateTime: string
  /** What the qualification is and why it matters. */
  intro: string[]
  /** 认定信息 as [label, value]: issuer, dates, validity, scope. */
  facts: Array<[label: string, value: string]>
  /** Second section: its heading and list items. */
  detail: { heading: string; items: string[] }
  closing: string
}

const li = (items: string[]): string => items.map((item) => `<li>${item}</li>`).join('')

function renderQualification(def: QualificationDef): string {
  const facts = def.facts.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')
  return [
    `<h2>资质简介</h2>`,
    ...def.intro.map((para) => `<p>${para}</p>`),
    `<h2>认定信息</h2>`,
    `<table><tbody>${facts}</tbody></table>`,
    `<h2>${def.detail.heading}</h2>`,
    `<ul>${li(def.detail.items)}</ul>`,
    `<p>${def.closing}</p>`,
  ].join('\n')
}

const qualifications: QualificationDef[] = [
  {
    title: 'ISO 9001:2015 质量管理体系认证',
    badge: 'iso9001',
    summary:
      '公司质量管理体系自 2020 年起通过 ISO 9001:2015 认证，2026 年 7 月完成第二次再认证，覆盖基因编辑技术服务、细胞系构建、质粒构建与病毒包装、分子检测服务。',
    keywords: 'ISO 9001,ISO 9001:2015,质量管理体系,GB/T 19001,澜基生物资质',
    createTime: '2026-07-20T02:00:00.000Z',
    updateTime: '2026-07-20T02:00:00.000Z',
    intro: [
      'ISO 9001 是国际标准化组织发布的质量管理体系标准，我国等同采用为 GB/T 19001-2016。它要求企业以过程方法和基于风险的思维管理从需求评审、实验实施到交付与售后的全过程，并通过内部审核、管理评审与纠正措施持续改进。',
      `${COMPANY.legalName}于 2020 年 7 月首次通过认证，此后每年接受监督审核，并于 2023 年 7 月、2026 年 7 月两次通过再认证审核。`,
    ],
    facts: [
      ['认证标准', 'GB/T 19001-2016 / ISO 9001:2015'],
      ['认证机构', '经中国合格评定国家认可委员会（CNAS）认可的第三方认证机构'],
      ['首次认证', '2020 年 7 月'],
      ['再认证', '2023 年 7 月、2026 年 7 月'],
      ['当前证书有效期', '2026 年 7 月至 2029 年 7 月（期间每年监督审核）'],
      ['认证范围', '基因编辑技术服务、细胞系构建、质粒构建与病毒包装、分子检测服务'],
    ],
    detail: {
      heading: '体系如何落地',
      items: [
        '每个项目从合同评审开始即有编号，样本、实验记录与报告通过实验室信息管理系统关联，全程可追溯；',
        '关键试剂与耗材执行合格供应商管理与入库检验，细胞起始与交付均做支原体与 STR 检测；',
        '仪器设备定期校准与期间核查，生物安全柜每年检测；',
        '客户反馈与偏差纳入纠正预防措施（CAPA）闭环管理，每年开展内部审核与管理评审。',
      ],
    },
    closing: '质量是服务型企业的生命线。我们以体系化的方式管理每一个项目，为客户提供稳定、可追溯的结果。',
  },
  {
    title: '国家高新技术企业',
    badge: 'high-tech',
    summary: '2019 年首次获得国家高新技术企业认定，并于 2022 年、2025 年连续通过复审，当前证书有效期至 2028 年。',
    keywords: '国家高新技术企业,高新技术企业认定,澜基生物资质,生物与新医药',
    createTime: '2025-12-15T02:00:00.000Z',
    updateTime: '2025-12-15T02:00:00.000Z',
    intro: [
      '高新技术企业依据《高新技术企业认定管理办法》认定，要求企业在《国家重点支持的高新技术领域》内拥有核心自主知识产权，并在研发投入、科技人员占比与高新技术产品（服务）收入占比等方面达到规定标准。认定有效期为三年，期满须重新认定。',
      `${COMPANY.name}自 2019 年首次获得认定以来，于 2022 年与 2025 年连续通过认定，这是对公司持续研发投入与技术转化能力的肯定。`,
    ],
    facts: [
      ['认定机构', '江苏省科学技术厅、江苏省财政厅、国家税务总局江苏省税务局'],
      ['首次认定', '2019 年 12 月'],
      ['重新认定', '2022 年 12 月、2025 年 12 月'],
      ['当前证书有效期', '2025 年 12 月至 2028 年 12 月'],
      ['技术领域', '生物与新医药（医药生物技术）'],
    ],
    detail: {
      heading: '研发投入与成果',
      items: [
        '研发人员占员工总数的 45% 以上；',
        '拥有发明专利 18 项、软件著作权 26 项；',
        '自主开发 GUIDE-seq 脱靶检测流程、化学修饰 sgRNA 合成工艺与 CRISPR-Net 脱靶打分工具；',
        '持续投入脱靶检测方法学、细胞编辑递送与自动化单克隆平台。',
      ],
    },
    closing: '我们将继续聚焦基因编辑核心技术，把研发成果转化为更可靠的服务与试剂。',
  },
  {
    title: '江苏省 CRISPR 基因编辑工程技术研究中心',
    badge: 'research-center',
    summary:
      '2023 年 12 月经江苏省科学技术厅批准建设，依托公司 CRISPR 基因编辑与脱靶评估平台，开展基因编辑工具优化与工程化技术研究。',
    keywords: '江苏省工程技术研究中心,CRISPR,基因编辑,科技平台,澜基生物资质',
    createTime: '2024-01-15T02:00:00.000Z',
    updateTime: '2026-11-10T02:00:00.000Z',
    intro: [
      '江苏省工程技术研究中心是江苏省科学技术厅布局建设的省级科技创新平台，依托行业骨干企业，围绕产业关键共性技术开展工程化研究与成果转化。',
      '中心在苏州市基因编辑工程技术研究中心（2020 年认定）的基础上申报，于 2023 年 12 月获批建设，依托苏州总部的 CRISPR 基因编辑、脱靶评估、细胞工程与测序生信平台运行。',
    ],
    facts: [
      ['批准部门', '江苏省科学技术厅'],
      ['获批时间', '2023 年 12 月'],
      ['建设期', '2024 年 1 月至 2026 年 12 月，期满接受验收'],
      ['前身', '苏州市基因编辑工程技术研究中心（2020 年认定）'],
      ['依托场地', `苏州总部研发与生产基地（${COMPANY.address}）`],
    ],
    detail: {
      heading: '主要研究方向',
      items: [
        '高保真与新型 PAM 识别的 Cas 变体、化学修饰 sgRNA 与 Cas9 mRNA 的工艺开发；',
        'GUIDE-seq 等细胞内脱靶检测方法学与基于深度学习的脱靶打分（CRISPR-Net）；',
        'iPSC 与原代细胞的高效递送、碱基编辑与先导编辑方案优化；',
        '自动化单克隆筛选与基因型鉴定流程。',
      ],
    },
    closing:
      '中心的研究成果已转化为 GUIDE-seq 2.0 脱靶检测服务、化学修饰 sgRNA 合成产线与<a href="/dynamicIndex?id=13">基因编辑试剂</a>等产品和服务。',
  },
  {
    title: '苏州市独角兽培育企业',
    badge: 'unicorn',
    summary: '2024 年 9 月入选苏州市独角兽培育企业名单，在研发投入、人才引进与融资对接等方面获得重点支持。',
    keywords: '独角兽培育企业,苏州市独角兽,科技型企业,澜基生物荣誉',
    createTime: '2024-10-09T02:00:00.000Z',
    updateTime: '2026-09-15T02:00:00.000Z',
    intro: [
      '苏州市独角兽培育企业由苏州市科学技术局组织遴选，重点支持拥有核心技术、成长速度快、获得资本市场认可的科技型企业，入库企业实行动态管理、每年评估。',
      `${COMPANY.name}凭借在 CRISPR 基因编辑与脱靶检测领域的技术积累和持续增长的业务规模，于 2024 年 9 月入选。`,
    ],
    facts: [
      ['认定部门', '苏州市科学技术局'],
      ['入库时间', '2024 年 9 月'],
      ['管理方式', '动态管理，每年评估'],
      ['评价维度', '技术创新能力、成长性、市场认可度与融资情况'],
    ],
    detail: {
      heading: '企业概况',
      items: [
        '十余年专注基因编辑技术服务，累计交付基因编辑细胞株 5000 余株；',
        '服务 2600 余家高校与科研院所、500 余家生物医药企业；',
        '建有 CRISPR 基因编辑、细胞系构建、病毒包装、质粒构建与高通量测序五大技术平台；',
        '在北京、上海、广州、武汉设有办事处，建成华南技术服务中心。',
      ],
    },
    closing: '入选独角兽培育企业是起点而非终点，我们将把支持用于核心技术研发与服务能力建设。',
  },
  {
    title: '生物安全二级（BSL-2）实验室备案',
    badge: 'biosafety',
    summary:
      '病毒包装与细胞实验室按生物安全二级标准建设，已向苏州市卫生健康委员会完成备案，满足慢病毒、AAV 等病毒载体与人源细胞操作的要求。',
    keywords: 'BSL-2,生物安全二级实验室,实验室备案,病毒包装,生物安全',
    createTime: '2024-03-05T02:00:00.000Z',
    updateTime: '2025-08-18T02:00:00.000Z',
    intro: [
      '根据《病原微生物实验室生物安全管理条例》，新建、改建或扩建的一级、二级实验室应当向设区的市级人民政府卫生主管部门备案。生物安全二级实验室适用于操作对人体、动植物或环境具有中等危害的微生物及其载体。',
      '澜基生物病毒包装实验室与细胞实验室按 GB 19489-2008《实验室 生物安全通用要求》与 WS 233-2017《病原微生物实验室生物安全通用准则》建设，2017 年首次备案；2023 年苏州总部实验室改扩建完成后重新备案。',
    ],
    facts: [
      ['备案部门', '苏州市卫生健康委员会'],
      ['首次备案', '2017 年 5 月'],
      ['重新备案', '2023 年 6 月（苏州总部实验室改扩建后）'],
      ['实验室组成', '病毒包装实验室 2 间、细胞培养实验室 3 间、流式分选室 1 间'],
      ['主要活动', '慢病毒、AAV 与腺病毒载体的包装与使用；人源与动物源细胞的培养与基因编辑'],
    ],
    detail: {
      heading: '生物安全管理',
      items: [
        '设立生物安全委员会，制定生物安全管理手册与标准操作规程；',
        '实验人员经生物安全培训并考核合格后方可进入，实行门禁管理；',
        '配备 II 级生物安全柜与压力蒸汽灭菌器，生物安全柜每年检测；',
        '实验废弃物分类收集，经高压灭菌后交由有资质的单位处置，每年开展自查与应急演练。',
      ],
    },
    closing: '规范的生物安全管理既保护员工与环境，也是病毒包装与细胞服务质量的基础。',
  },
  {
    title: '江苏省博士后创新实践基地',
    badge: 'postdoc',
    summary:
      '2021 年获批设立江苏省博士后创新实践基地，2024 年获批设立博士后科研工作站，与多所高校联合培养基因编辑方向的博士后研究人员。',
    keywords: '博士后创新实践基地,博士后科研工作站,博士后招收,澜基生物',
    createTime: '2024-11-18T02:00:00.000Z',
    updateTime: '2025-10-09T02:00:00.000Z',
    intro: [
      '江苏省博士后创新实践基地由江苏省人力资源和社会保障厅批准设立，是企业吸引博士后人才、开展产学研合作的省级平台；博士后科研工作站由人力资源社会保障部、全国博士后管理委员会批准设立，可独立招收博士后研究人员。',
      `${COMPANY.name}于 2021 年获批设立江苏省博士后创新实践基地，并于 2024 年获批设立博士后科研工作站，与国内多所高校联合培养博士后研究人员。`,
    ],
    facts: [
      [
        '批准部门',
        '江苏省人力资源和社会保障厅（创新实践基地）；人力资源社会保障部、全国博士后管理委员会（科研工作站）',
      ],
      ['获批时间', '2021 年（江苏省博士后创新实践基地）；2024 年（博士后科研工作站）'],
      ['培养方式', '与高校联合招收，企业导师与高校导师共同指导'],
    ],
    detail: {
      heading: '研究方向',
      items: [
        '新型基因编辑工具（碱基编辑、先导编辑、表观编辑）的开发与优化；',
        '基因编辑脱靶检测新方法与生物信息分析算法；',
        'iPSC 与原代细胞的高效编辑与自动化单克隆平台；',
        '基于 NGS 的分子检测技术开发。',
      ],
    },
    closing: `欢迎近三年内获得博士学位、年龄 35 周岁以下的优秀博士加入，请将个人简历、代表性论文与研究计划发送至 ${COMPANY.hrEmail}，邮件标题注明“博士后申请-姓名-研究方向”。`,
  },
]

export const qualificationCategories: Complete<NewCategory>[] = [
  cat({
    id: QUALIFICATION_CATEGORY_ID,
    pid: 5,
    catname: '资质荣誉',
    encatname: 'Qualifications',
    type: CATEGORY_TYPE.ABOUT,
    molds: QUALIFICATION_MOLDS,
    icon: 'qc-shield',
    sort: 1,
    description: '澜基生物获得的质量体系认证、企业资质、省市级科技平台与人才平台认定。',
    body: `<p>${COMPANY.legalName}通过 ISO 9001:2015 质量管理体系认证，是国家高新技术企业、苏州市独角兽培育企业，建有江苏省 CRISPR 基因编辑工程技术研究中心与江苏省博士后创新实践基地，病毒包装与细胞实验室完成生物安全二级备案。</p>`,
    youshi: renderHighlights([
      ['体系认证', 'ISO 9001:2015 质量管理体系，全流程可追溯'],
      ['科技平台', '省级工程技术研究中心与博士后创新实践基地'],
      ['生物安全', 'BSL-2 实验室备案，规范操作病毒载体与人源细胞'],
    ]),
    keywords: '澜基生物资质,资质荣誉,ISO 9001,高新技术企业,工程技术研究中心,BSL-2,博士后创新实践基地',
  }),
]

export const qualificationArticles: RowWithoutId<NewArticle>[] = qualifications.map((def, index) => ({
  tid: QUALIFICATION_CATEGORY_ID,
  title: def.title,
  description: def.summary,
  body: renderQualification(def),
  keywords: def.keywords,
  litpic: `/images/certs/${def.badge}.svg`,
  isRecommended: 0,
  status: 1,
  sort: index + 1,
  createTime: def.createTime,
  updateTime: def.updateTime,
}))
