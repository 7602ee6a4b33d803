// The category tree: navigation, list pages (type 0) and service pages (type 1).
// Ids are explicit: the footer links to 232, 280 and 285, and pages link by id.
import { CATEGORY_TYPE } from '#common/category-routing.ts'
import type { NewCategory } from '#server/db/schema.ts'
import { COMPANY, seoTitle } from './company.ts'
import type { Complete } from './rows.ts'
import { renderHighlights, type ServiceDef } from './service-page.ts'
import { cellLineServices } from './services-cell-line.ts'
import { geneEditingServices } from './services-gene-editing.ts'
import { diagnosticServices, plasmidServices } from './services-other.ts'

const MOLDS: Record<number, string> = { 0: 'article', 1: 'article', 5: 'job', 6: 'news', 7: 'news' }

export const allServices: ServiceDef[] = [
  ...geneEditingServices,
  ...cellLineServices,
  ...plasmidServices,
  ...diagnosticServices,
]

export interface CatInput {
  id: number
  pid: number
  catname: string
  encatname: string
  type: number
  icon: string
  sort: number
  description: string
  body: string
  youshi: string
  keywords: string
  gourl?: string
  trait?: number
  orderType?: number
  /** Content model when it differs from the type's default (e.g. 'product', 'zhili'). */
  molds?: string
}

export function cat(c: CatInput): Complete<NewCategory> {
  return {
    id: c.id,
    pid: c.pid,
    catname: c.catname,
    encatname: c.encatname,
    molds: c.molds ?? MOLDS[c.type] ?? 'page',
    type: c.type,
    gourl: c.gourl ?? '',
    trait: c.trait ?? 0,
    litpicm: `/images/icons/${c.icon}.svg`,
    orderType: c.orderType ?? 0,
    description: c.description,
    body: c.body,
    youshi: c.youshi,
    sort: c.sort,
    seoTitle: seoTitle(c.catname),
    seoKeywords: c.keywords,
    seoDescription: c.description,
  }
}

const adv = (items: Array<[string, string]>): string => renderHighlights(items)

// ---------------------------------------------------------------------------- top level
const topLevel: CatInput[] = [
  {
    id: 1,
    pid: 0,
    catname: '基因编辑',
    encatname: 'Gene Editing',
    type: CATEGORY_TYPE.LIST,
    icon: 'gene-editing',
    sort: 1,
    trait: 1,
    description: '从 sgRNA 设计、细胞编辑到全基因组脱靶评估，澜基生物提供覆盖 CRISPR 基因编辑全流程的技术服务。',
    body: '<p>CRISPR/Cas 基因编辑技术让精确改写基因组成为常规实验。澜基生物自 2014 年起深耕基因编辑服务，建立了 sgRNA 设计合成、细胞基因编辑、碱基编辑与先导编辑、GUIDE-seq 与扩增子测序脱靶评估等完整技术平台，为高校、科研院所与生物医药企业提供可靠的编辑工具与数据。</p><p>所有项目均由经验丰富的项目经理一对一跟进，实验过程可在客户中心实时查询。</p>',
    youshi: adv([
      ['全流程平台', '设计、合成、编辑、验证、脱靶评估一站完成'],
      ['RNP 高效递送', '化学修饰 sgRNA + Cas9 蛋白电转，无外源 DNA 整合'],
      ['脱靶评估专业', 'GUIDE-seq、扩增子测序与全基因组测序多维度评估'],
      ['失败退款', '核心服务承诺明确交付标准，未达标全额退款'],
    ]),
    keywords: '基因编辑,CRISPR,Cas9,基因敲除,脱靶检测,sgRNA',
  },
  {
    id: 2,
    pid: 0,
    catname: '细胞系构建',
    encatname: 'Cell Line',
    type: CATEGORY_TYPE.LIST,
    icon: 'cell-line',
    sort: 2,
    trait: 1,
    description: '基因敲除、过表达、敲低与报告基因细胞株构建，配套现货细胞库、细胞质控与病毒包装服务。',
    body: '<p>细胞系是生命科学研究最基础的模型。澜基生物拥有 400 余种细胞的培养与编辑经验，可构建基因敲除、点突变、敲入、过表达、shRNA 敲低与报告基因等各类工程细胞株，并提供慢病毒、AAV 与腺病毒包装服务。</p><p>我们的 BSL-2 细胞实验室配备流式单细胞分选仪与高内涵成像系统，所有细胞均经过 STR 鉴定与支原体检测后交付。</p>',
    youshi: adv([
      ['细胞类型广', '覆盖肿瘤细胞、悬浮细胞、永生化细胞与部分原代细胞'],
      ['现货丰富', '300 余种现货敲除细胞株，3–5 个工作日发货'],
      ['质控严格', '每株交付细胞附支原体与 STR 检测报告'],
      ['在线下单', '登录客户中心提交细胞系构建订单，进度实时可查'],
    ]),
    keywords: '细胞系构建,稳定细胞株,敲除细胞株,过表达,病毒包装',
  },
  {
    id: 3,
    pid: 0,
    catname: '质粒平台',
    encatname: 'Plasmids',
    type: CATEGORY_TYPE.PLASMID_PLATFORM,
    icon: 'plasmid',
    sort: 3,
    description:
      '收录 3000 余种 CRISPR、慢病毒、AAV 与报告基因质粒，支持按宿主、用途、抗性与荧光标记检索，并提供定制构建。',
    body: '<p>质粒平台收录澜基生物自主构建与验证的 3000 余种质粒，每个质粒均提供图谱、完整序列与关键元件注释。您可以按宿主（大肠杆菌、哺乳动物细胞等）、用途（基因编辑、基因模板等）、抗性与荧光标记快速筛选，也可按产品名称或货号搜索。</p>',
    youshi: adv([
      ['全质粒测序验证', '每个现货质粒均经全质粒测序确认'],
      ['信息完整', '图谱、序列、启动子、抗性与培养条件一目了然'],
      ['定制构建', '现货不能满足时提供 5–15 个工作日定制构建'],
    ]),
    keywords: '质粒,载体,CRISPR质粒,慢病毒载体,AAV载体,质粒图谱',
  },
  {
    id: 230,
    pid: 0,
    catname: '分子诊断',
    encatname: 'Molecular Diagnostic',
    type: CATEGORY_TYPE.LIST,
    icon: 'mol-diagnostic',
    sort: 4,
    description: '面向科研的病原微生物、遗传病与肿瘤基因检测服务，涵盖多重 PCR、宏基因组测序、外显子组测序与液体活检。',
    body: '<p>依托基因编辑业务积累的 NGS 与生物信息平台，澜基生物为高校、医院科研团队与企业研发部门提供分子检测服务，覆盖病原微生物检测、遗传病基因检测与肿瘤基因检测三大方向。</p><p>本栏目服务仅用于科学研究，不用于临床诊断。</p>',
    youshi: adv([
      ['平台成熟', 'Illumina 与纳米孔测序平台，年处理样本超 2 万例'],
      ['质量体系', '通过 ISO 9001 质量管理体系认证，实验全程可追溯'],
      ['合规', '严格执行人类遗传资源管理与个人信息保护相关规定'],
    ]),
    keywords: '分子诊断,病原检测,遗传病检测,肿瘤基因检测,科研检测',
  },
  {
    id: 4,
    pid: 0,
    catname: '新闻中心',
    encatname: 'News',
    type: CATEGORY_TYPE.NEWS,
    icon: 'news',
    sort: 5,
    description: '澜基生物公司新闻、新服务发布与基因编辑行业动态。',
    body: '<p>了解澜基生物的最新动态、服务发布、学术会议与基因编辑领域的前沿进展。</p>',
    youshi: adv([
      ['及时', '第一时间发布新服务与重要通知'],
      ['专业', '由技术团队撰写的文献解读'],
    ]),
    keywords: '澜基生物新闻,基因编辑新闻,CRISPR进展',
  },
  {
    id: 5,
    pid: 0,
    catname: '关于我们',
    encatname: 'About Us',
    type: CATEGORY_TYPE.ABOUT,
    icon: 'about',
    sort: 6,
    description: `${COMPANY.legalName}成立于 ${COMPANY.founded} 年，总部位于苏州工业园区，专注基因编辑与分子生物学技术服务。`,
    body: '<p>澜基生物致力于让每一个科研想法都能获得精准、可靠的基因编辑工具。</p>',
    youshi: adv([
      ['专注', '十二年专注基因编辑技术服务'],
      ['可靠', '通过 ISO 9001 质量管理体系认证'],
    ]),
    keywords: '澜基生物,关于我们,公司介绍,LanGene Biotech',
  },
  {
    id: 6,
    pid: 0,
    catname: '加入我们',
    encatname: 'Careers',
    type: CATEGORY_TYPE.RECRUITMENT,
    icon: 'careers',
    sort: 7,
    description: '社会招聘与校园招聘：与一群热爱科学的人一起，把基因编辑做得更精准。',
    body: '<p>我们正在苏州、北京、上海、广州与武汉招募研发、技术、销售与职能岗位的伙伴。</p>',
    youshi: adv([
      ['成长', '完善的导师制与培训体系'],
      ['回报', '有竞争力的薪酬与股权激励'],
    ]),
    keywords: '澜基生物招聘,生物公司招聘,校园招聘,社会招聘',
  },
  {
    id: 7,
    pid: 0,
    catname: '联系我们',
    encatname: 'Contact',
    type: CATEGORY_TYPE.CONTACT,
    icon: 'contact',
    sort: 8,
    description: `服务热线 ${COMPANY.tel}，邮箱 ${COMPANY.serviceEmail}，总部地址：${COMPANY.address}。`,
    body: `<p>服务热线：${COMPANY.tel}（工作日 8:30–17:30）</p><p>电子邮箱：${COMPANY.serviceEmail}</p><p>地址：${COMPANY.address}，邮编 ${COMPANY.zip}</p>`,
    youshi: adv([
      ['响应快', '工作日 2 小时内回复技术咨询'],
      ['就近服务', '苏州、北京、上海、广州、武汉五地团队'],
    ]),
    keywords: '联系澜基生物,服务热线,公司地址',
  },
]

// ---------------------------------------------------------------------------- second level
const secondLevel: CatInput[] = [
  {
    id: 10,
    pid: 1,
    catname: '细胞基因编辑',
    encatname: 'Cell Gene Editing',
    type: CATEGORY_TYPE.LIST,
    icon: 'cell-editing',
    sort: 1,
    description: '在细胞水平实现基因敲除、碱基编辑、点突变、定点敲入与 CRISPR 文库筛选。',
    body: '<p>细胞基因编辑平台以 Cas9 RNP 电转为核心递送方式，结合碱基编辑器、先导编辑与同源重组修复，可在常见细胞系、悬浮细胞、iPSC 与部分原代细胞中完成各类精准编辑，并可扩展到全基因组 CRISPR 筛选。</p>',
    youshi: adv([
      ['编辑方式全面', '敲除、点突变、敲入、文库筛选全覆盖'],
      ['高效递送', '400 余种细胞的电转参数数据库'],
      ['数据可靠', '扩增子 NGS 精确定量编辑结果'],
      ['交付灵活', '细胞池或单克隆按需选择'],
    ]),
    keywords: '细胞基因编辑,CRISPR细胞编辑,基因敲除,碱基编辑,基因敲入',
  },
  {
    id: 11,
    pid: 1,
    catname: '脱靶检测',
    encatname: 'Off-target Analysis',
    type: CATEGORY_TYPE.LIST,
    icon: 'off-target',
    sort: 2,
    trait: 1,
    description: 'GUIDE-seq 全基因组脱靶检测、扩增子深度测序、全基因组测序与快速效率检测，多维度评估编辑特异性。',
    body: '<p>脱靶编辑是 CRISPR 研究与基因治疗开发必须回答的问题。澜基生物建立了“无偏倚发现—定量验证—基因组完整性评估”的完整脱靶评估体系：以 GUIDE-seq 在细胞内发现候选脱靶位点，以扩增子深度测序定量验证，并以全基因组测序评估最终细胞株的基因组完整性。</p><p>GUIDE-seq 与扩增子检测支持在客户中心在线下单、添加样本与查询进度。</p>',
    youshi: adv([
      ['方法互补', '细胞内无偏倚检测与高深度定量验证相结合'],
      ['灵敏度高', 'GUIDE-seq 与扩增子测序均可检出 0.1% 的编辑事件'],
      ['在线下单', '样本信息在线填写，减少沟通成本'],
      ['生信专业', '自研分析流程，报告清晰易读'],
    ]),
    keywords: '脱靶检测,GUIDE-seq,扩增子测序,off-target,编辑效率',
  },
  {
    id: 12,
    pid: 1,
    catname: 'sgRNA 设计与合成',
    encatname: 'sgRNA Design & Synthesis',
    type: CATEGORY_TYPE.LIST,
    icon: 'sgrna',
    sort: 3,
    description: 'sgRNA 生信设计与细胞验证、化学修饰 sgRNA 合成、Cas9 蛋白与 mRNA 供应。',
    body: '<p>从序列设计到可直接电转的 RNP，我们提供基因编辑所需的核心试剂：经实测验证的 sgRNA、HPLC 纯化的化学修饰 sgRNA、高纯度低内毒素的 Cas9 蛋白以及碱基编辑器 mRNA。</p>',
    youshi: adv([
      ['设计有依据', '多模型活性与脱靶评分'],
      ['合成质量高', 'HPLC 纯化、质谱验证'],
      ['交付快', '常规 sgRNA 5 个工作日发货'],
    ]),
    keywords: 'sgRNA设计,sgRNA合成,Cas9蛋白,RNP,化学修饰sgRNA',
  },
  {
    id: 9,
    pid: 1,
    catname: 'CRISPR 工具',
    encatname: 'CRISPR Tools',
    type: CATEGORY_TYPE.CRISPR_HELP,
    icon: 'crispr-tools',
    sort: 4,
    description: '三步完成 sgRNA 设计、脱靶预测与 CRISPR-Net 脱靶打分，附使用教程与参考文献。',
    body: '<p>CRISPR 工具页汇集了 sgRNA 设计、脱靶位点预测与基于深度学习的 CRISPR-Net 脱靶打分工具，帮助您在实验前评估 sgRNA 的活性与特异性。</p>',
    youshi: adv([
      ['免费使用', '注册登录即可使用 CRISPR-Net 打分'],
      ['有教程', '每一步附图文教程'],
    ]),
    keywords: 'CRISPR工具,sgRNA设计工具,脱靶预测,CRISPR-Net',
  },
  {
    id: 20,
    pid: 2,
    catname: '稳定细胞株',
    encatname: 'Stable Cell Lines',
    type: CATEGORY_TYPE.LIST,
    icon: 'stable-line',
    sort: 1,
    description: '过表达、shRNA 敲低与报告基因稳定细胞株构建，细胞池与单克隆均可交付。',
    body: '<p>稳定细胞株通过慢病毒或安全港定点整合，将外源基因长期稳定地引入宿主细胞，适用于基因功能研究、药物筛选与蛋白生产。我们提供组成型与诱导型表达、RNA 干扰与报告基因等多种构建方案。</p>',
    youshi: adv([
      ['载体成熟', '经过上千个项目验证的载体体系'],
      ['双重验证', 'mRNA 与蛋白水平双重验证'],
      ['效率承诺', 'shRNA 敲低效率不达标免费重做'],
    ]),
    keywords: '稳定细胞株,过表达细胞株,shRNA敲低,报告基因细胞株',
  },
  {
    id: 21,
    pid: 2,
    catname: '基因敲除细胞株',
    encatname: 'Knockout Cell Lines',
    type: CATEGORY_TYPE.LIST,
    icon: 'ko-cell-line',
    sort: 2,
    trait: 1,
    orderType: 3,
    description: '单克隆纯合敲除、敲除细胞池、多基因敲除与点突变/敲入细胞株，测序验证、失败退款。',
    body: '<p>基于 CRISPR/Cas9 RNP 的高效编辑与成熟的单克隆化平台，我们已交付超过 5000 株基因编辑细胞株。每株细胞均附完整的基因型鉴定报告、支原体与 STR 检测报告。</p><p>登录客户中心即可在线提交细胞系构建订单，并随时查看项目进度。</p>',
    youshi: adv([
      ['经验丰富', '400 余种细胞、5000 余株细胞株交付经验'],
      ['纯合保证', '逐一确认每个等位基因'],
      ['周期可控', '标准项目 8–10 周交付'],
      ['失败退款', '未获得阳性克隆全额退款'],
    ]),
    keywords: '基因敲除细胞株,KO细胞系,单克隆敲除,敲除细胞池,点突变细胞株',
  },
  {
    id: 22,
    pid: 2,
    catname: '细胞库与细胞培养',
    encatname: 'Cell Bank & Culture',
    type: CATEGORY_TYPE.LIST,
    icon: 'cell-bank',
    sort: 3,
    description: '现货敲除细胞株与常用细胞系、细胞培养扩增与建库、支原体检测与 STR 鉴定。',
    body: '<p>细胞库汇集了我们在项目中积累的现货敲除细胞株与常用亲本细胞系，均经过严格质控。我们同时提供细胞扩增建库与细胞质控检测服务，帮助实验室保持细胞资源的可靠与可追溯。</p>',
    youshi: adv([
      ['现货快发', '3–5 个工作日发货'],
      ['质控规范', '符合期刊投稿要求的检测报告'],
      ['可追溯', '批次号管理与完整培养记录'],
    ]),
    keywords: '细胞库,现货细胞,细胞培养,支原体检测,STR鉴定',
  },
  {
    id: 24,
    pid: 2,
    catname: '病毒包装',
    encatname: 'Viral Packaging',
    type: CATEGORY_TYPE.LIST,
    icon: 'virus',
    sort: 4,
    description: '慢病毒、AAV 与腺病毒包装、浓缩纯化与滴度检测，全部操作在 BSL-2 实验室完成。',
    body: '<p>病毒载体是基因递送的主力工具。我们提供慢病毒、腺相关病毒（AAV）与腺病毒的包装、浓缩纯化与质量检测服务，规格从细胞实验到动物实验全覆盖。</p>',
    youshi: adv([
      ['滴度高', '慢病毒 ≥ 1×10⁸ TU/mL，AAV ≥ 1×10¹³ vg/mL'],
      ['血清型全', 'AAV 十余种血清型可选'],
      ['质检完整', '滴度、纯度、内毒素检测'],
    ]),
    keywords: '病毒包装,慢病毒,AAV,腺病毒,病毒滴度',
  },
  {
    id: 232,
    pid: 230,
    catname: '病原微生物检测',
    encatname: 'Pathogen Detection',
    type: CATEGORY_TYPE.LIST,
    icon: 'pathogen',
    sort: 1,
    description: '多重荧光 PCR、病原宏基因组测序与耐药基因检测，服务感染性疾病与公共卫生研究。',
    body: '<p>病原微生物检测平台结合靶向多重 PCR 的速度与宏基因组测序的广度，可在科研场景下快速明确样本中的病原构成与耐药特征，支持感染性疾病研究、流行病学调查与院感溯源。</p><p>本栏目服务仅用于科学研究，不用于临床诊断。</p>',
    youshi: adv([
      ['快', '多重 PCR 1–2 个工作日出结果'],
      ['广', 'mNGS 覆盖 2 万余种微生物'],
      ['准', '阴性对照与背景扣除流程'],
    ]),
    keywords: '病原微生物检测,多重PCR,mNGS,耐药基因',
  },
  {
    id: 280,
    pid: 230,
    catname: '遗传病基因检测',
    encatname: 'Genetic Disease Testing',
    type: CATEGORY_TYPE.LIST,
    icon: 'genetic',
    sort: 2,
    description: '全外显子组测序、遗传病靶向 Panel 与 CNV-seq，按 ACMG 指南进行变异解读。',
    body: '<p>面向罕见病与遗传病研究团队，我们提供从靶向 Panel 到全外显子组测序的多层次检测方案，并由具有遗传咨询背景的分析团队进行变异解读。CNV-seq 同样适用于工程细胞株与 iPSC 的核型稳定性评估。</p><p>本栏目服务仅用于科学研究，不用于临床诊断。</p>',
    youshi: adv([
      ['方案多层次', 'Panel、WES、CNV-seq 按需组合'],
      ['解读规范', 'ACMG/AMP 五级分类'],
      ['家系分析', '支持 Trio 与多成员家系'],
    ]),
    keywords: '遗传病基因检测,全外显子组测序,WES,基因Panel,CNV-seq',
  },
  {
    id: 285,
    pid: 230,
    catname: '肿瘤基因检测',
    encatname: 'Tumor Genomics',
    type: CATEGORY_TYPE.LIST,
    icon: 'tumor',
    sort: 3,
    description: '实体瘤多基因 Panel、ctDNA 液体活检与 MSI/TMB 检测，服务肿瘤基因组学与转化医学研究。',
    body: '<p>肿瘤基因检测平台覆盖组织与血液两类样本：组织大 Panel 全面刻画体细胞变异，UMI 纠错的 ctDNA 测序支持纵向动态监测，MSI 与 TMB 检测服务肿瘤免疫研究。同一平台也可用于肿瘤细胞系与 PDX 模型的基因组表征。</p><p>本栏目服务仅用于科学研究，不用于临床诊断。</p>',
    youshi: adv([
      ['高灵敏', 'ctDNA 检测下限 0.1%'],
      ['全面', 'SNV/indel/CNV/融合/MSI/TMB 一次检测'],
      ['模型表征', '适用于细胞系与 PDX 模型'],
    ]),
    keywords: '肿瘤基因检测,肿瘤Panel,ctDNA,液体活检,MSI,TMB',
  },
  {
    id: 41,
    pid: 4,
    catname: '公司新闻',
    encatname: 'Company News',
    type: CATEGORY_TYPE.NEWS_CHANNEL,
    icon: 'company-news',
    sort: 1,
    description: '澜基生物的新服务发布、资质认证、活动与重要通知。',
    body: '<p>澜基生物公司动态。</p>',
    youshi: adv([['权威', '官方发布的公司信息']]),
    keywords: '澜基生物公司新闻,新服务发布',
  },
  {
    id: 42,
    pid: 4,
    catname: '行业动态',
    encatname: 'Industry News',
    type: CATEGORY_TYPE.NEWS_CHANNEL,
    icon: 'industry-news',
    sort: 2,
    description: '基因编辑与分子生物学领域的前沿进展与经典文献解读。',
    body: '<p>由澜基生物技术团队撰写的行业观察与文献解读。</p>',
    youshi: adv([['专业', '技术团队撰写的文献解读']]),
    keywords: '基因编辑行业动态,CRISPR文献解读',
  },
]

function serviceCategory(def: ServiceDef, sort: number): CatInput {
  return {
    id: def.id,
    pid: def.pid,
    catname: def.catname,
    encatname: def.encatname,
    type: CATEGORY_TYPE.DETAIL,
    icon: def.icon,
    sort,
    trait: def.recommended ? 1 : 0,
    orderType: def.orderType ?? 0,
    gourl: def.gourl,
    description: def.summary,
    body: def.page.intro.map((p) => `<p>${p}</p>`).join(''),
    youshi: renderHighlights(def.page.highlights),
    keywords: def.keywords,
  }
}

/** Service categories sorted within their parent in declaration order. */
function serviceCategories(): CatInput[] {
  const counters = new Map<number, number>()
  return allServices.map((def) => {
    const sort = (counters.get(def.pid) ?? 0) + 1
    counters.set(def.pid, sort)
    return serviceCategory(def, sort)
  })
}

export const categories: Complete<NewCategory>[] = [...topLevel, ...secondLevel, ...serviceCategories()].map(cat)
