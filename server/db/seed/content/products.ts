// Reagent products: a list category (type 0) with molds 'product' under 基因编辑. Its
// articles are the products themselves, each shown at /productDetail?id={article id}
// with a buy-inquiry button; /dynamicIndex?id=13 lists them.
import type { NewArticle, NewCategory } from '#server/db/schema.ts'
import { CATEGORY_TYPE } from '#common/category-routing.ts'
import { cat } from './categories.ts'
import { COMPANY } from './company.ts'
import type { Complete, RowWithoutId } from './rows.ts'
import { type HtmlTable, renderHighlights, renderTable } from './service-page.ts'

export const PRODUCT_CATEGORY_ID = 13
export const PRODUCT_MOLDS = 'product'

/** Closing statement every product page carries. */
export const RESEARCH_USE_ONLY = '仅供科研使用，不得用于临床诊断或治疗。'

/**
 * Products sort after every service article: the home page's recommended-services list
 * (article/tuijianfuwu) takes recommended articles by sort without filtering by molds.
 */
const PRODUCT_SORT_BASE = 100

/** Rows of the 产品信息 table; the labels are fixed so every product page reads alike. */
interface ProductInfo {
  /** Catalogue number, e.g. 'LG-R1001'. */
  sku: string
  spec: string
  concentration: string
  storage: string
  shipping: string
  quality: string
  /** Product-specific rows shown after 规格 (source, buffer, structure …). */
  extra?: Array<[label: string, value: string]>
}

interface ProductDef {
  title: string
  /** Icon file name under /images/icons/ (without extension). */
  icon: string
  /** One sentence: list card text, article description and SEO description. */
  summary: string
  keywords: string
  /** 1 = star product, shown by article/tuijianGoods-style recommendations. */
  recommended?: boolean
  createTime: string
  updateTime: string
  intro: string[]
  info: ProductInfo
  /** Kit components (kits only). */
  components?: HtmlTable
  features: Array<[string, string]>
  /** Optional sentence before the protocol steps (reaction size etc.). */
  usageIntro?: string
  usage: string[]
  /** 应用数据: explanatory paragraphs and a result table. */
  data: { text: string[]; table?: HtmlTable }
  notes: string[]
}

const li = (items: string[]): string => items.map((item) => `<li>${item}</li>`).join('')

/** A two-column table with row headers: 货号, 规格, extras, 浓度, 保存条件, 运输条件, 质量标准. */
function renderInfoTable(info: ProductInfo): string {
  const rows: Array<[string, string]> = [
    ['货号', info.sku],
    ['规格', info.spec],
    ...(info.extra ?? []),
    ['浓度', info.concentration],
    ['保存条件', info.storage],
    ['运输条件', info.shipping],
    ['质量标准', info.quality],
  ]
  const body = rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')
  return `<table><tbody>${body}</tbody></table>`
}

/** The product page body: introduction, information, features, protocol, data, notes. */
export function renderProductPage(def: ProductDef): string {
  const parts = [`<h2>产品简介</h2>`, ...def.intro.map((para) => `<p>${para}</p>`)]
  parts.push(`<h2>产品信息</h2>`, renderInfoTable(def.info))
  if (def.components) parts.push(`<h3>试剂盒组分</h3>`, renderTable(def.components))
  parts.push(`<h2>产品特点</h2>`, renderHighlights(def.features))
  parts.push(`<h2>使用方法</h2>`)
  if (def.usageIntro) parts.push(`<p>${def.usageIntro}</p>`)
  parts.push(`<ol>${li(def.usage)}</ol>`)
  parts.push(`<h2>应用数据</h2>`, ...def.data.text.map((para) => `<p>${para}</p>`))
  if (def.data.table) parts.push(renderTable(def.data.table))
  parts.push(`<h2>注意事项</h2>`, `<ul>${li(def.notes)}</ul>`)
  parts.push(
    `<p>报价、批量采购与定制需求请点击“购买咨询”提交，或致电 ${COMPANY.tel}、发送邮件至 ${COMPANY.salesEmail}；技术问题请联系 ${COMPANY.serviceEmail}。</p>`,
    `<p><strong>${RESEARCH_USE_ONLY}</strong></p>`,
  )
  return parts.join('\n')
}

// Shared wording of the RNP products.
const RNP_PROTOCOL_NOTE = '以下以 20 μL 电转体系（2×10⁵ 个细胞）为例，其他体系按细胞数等比例调整。'
const PROTEIN_BUFFER = '20 mM HEPES（pH 7.5）、300 mM KCl、0.1 mM EDTA、1 mM DTT、50% 甘油'
const PROTEIN_NOTES = [
  '本品含 50% 甘油，-20 ℃ 下不冻结；取用前短暂离心，缓慢吸取以保证加样准确，用后立即放回 -20 ℃。',
  '请勿涡旋振荡，以免蛋白变性；如需稀释，请使用储存缓冲液，稀释液当天用完。',
  '全程使用无 RNase 的耗材与试剂，操作时佩戴手套。',
  'RNP 组装完成后建议在 1 小时内使用。',
]

const products: ProductDef[] = [
  {
    title: 'SpCas9 核酸酶（含 NLS）',
    icon: 'rnp',
    summary:
      '大肠杆菌表达、三步层析纯化的重组 SpCas9 蛋白，N 端与 C 端各带一个 SV40 核定位信号，与 sgRNA 组装成 RNP 即可电转，适用于细胞系、原代细胞与受精卵编辑。',
    keywords: 'SpCas9,Cas9蛋白,Cas9核酸酶,NLS,RNP,基因编辑试剂',
    recommended: true,
    createTime: '2025-03-10T02:00:00.000Z',
    updateTime: '2026-06-15T03:00:00.000Z',
    intro: [
      'SpCas9 核酸酶来源于化脓性链球菌（<em>Streptococcus pyogenes</em>），在 sgRNA 引导下识别 5′-NGG-3′ PAM 上游的 20 nt 靶序列，并在 PAM 上游 3 bp 处产生平末端双链断裂。本品在大肠杆菌中表达，N 端与 C 端各融合一个 SV40 核定位信号（NLS），经镍柱亲和、离子交换与分子筛三步层析纯化，内毒素 < 0.1 EU/μg。',
      '以 RNP 形式递送时，Cas9 在数小时内完成切割并在 24–48 小时内被降解，相比质粒转染脱靶更少、无外源 DNA 整合风险，是原代 T 细胞、造血干细胞与 iPSC 编辑的首选方式。澜基生物<a href="/dynamicDetail?id=101">细胞基因敲除服务</a>使用同一质量标准的 Cas9 蛋白。',
    ],
    info: {
      sku: 'LG-R1001',
      spec: '100 μg / 500 μg / 1 mg',
      extra: [
        ['分子量', '约 162 kDa'],
        ['储存缓冲液', PROTEIN_BUFFER],
      ],
      concentration: '10 μg/μL（约 62 μM）',
      storage: '-20 ℃ 保存，有效期 12 个月',
      shipping: '干冰运输',
      quality: 'SDS-PAGE 纯度 ≥ 95%；内毒素 < 0.1 EU/μg；无外源 DNase/RNase 活性；体外切割实验底物切割率 ≥ 95%',
    },
    features: [
      ['活性高', '每批次以体外切割实验与 HEK293T 细胞编辑实验双重验证'],
      ['双 NLS', 'N、C 端各一个 SV40 NLS，RNP 高效入核'],
      ['低内毒素', '< 0.1 EU/μg，适用于原代细胞与动物实验'],
      ['高浓度', '10 μg/μL，电转体系中加样体积小，不稀释电转缓冲液'],
    ],
    usageIntro: RNP_PROTOCOL_NOTE,
    usage: [
      '用无 RNase 的 TE 缓冲液（pH 7.5）将化学修饰 sgRNA 溶解至 100 μM。',
      'RNP 组装：在无 RNase 的 PCR 管中加入 1.5 μL sgRNA（150 pmol）与 1.6 μL SpCas9 核酸酶（约 100 pmol，Cas9 与 sgRNA 摩尔比 1:1.5），轻弹混匀，室温孵育 10–20 分钟。',
      '收集处于对数生长期的细胞，PBS 洗涤一次后用 20 μL 电转缓冲液（如 LG-R3003）重悬。',
      '将 RNP 加入细胞悬液轻柔混匀，按细胞类型选择程序电转；电转后立即加入预热的完全培养基并转移至 24 孔板。',
      '培养 48–72 小时后提取基因组 DNA，以 T7E1 酶切（LG-R2001）或扩增子深度测序检测编辑效率。',
    ],
    data: {
      text: [
        '澜基生物应用实验室以 100 pmol SpCas9 与 150 pmol 化学修饰 sgRNA 组装 RNP 电转，72 小时后以扩增子深度测序测定 indel 比例（3 次独立实验均值）。不同靶点与细胞类型的结果可能存在差异。',
      ],
      table: {
        head: ['细胞', '靶位点', 'Indel 效率'],
        rows: [
          ['HEK293T', '<em>EMX1</em>', '94%'],
          ['K562', '<em>CCR5</em>', '91%'],
          ['Jurkat', '<em>PDCD1</em>', '88%'],
          ['人原代 T 细胞', '<em>TRAC</em>', '92%'],
          ['人 iPSC', '<em>AAVS1</em>', '79%'],
        ],
      },
    },
    notes: PROTEIN_NOTES,
  },
  {
    title: '高保真 SpCas9-HF1 核酸酶',
    icon: 'off-target',
    summary:
      '携带 N497A/R661A/Q695A/Q926A 四个氨基酸替换的高保真 SpCas9 变体，在保持多数位点切割活性的同时显著降低全基因组脱靶，适合对特异性要求高的细胞株构建与转化研究。',
    keywords: 'SpCas9-HF1,高保真Cas9,高特异性Cas9,脱靶,RNP,基因编辑试剂',
    createTime: '2025-04-22T02:00:00.000Z',
    updateTime: '2026-05-08T03:00:00.000Z',
    intro: [
      'SpCas9-HF1 由 Kleinstiver 等（<em>Nature</em> 2016）通过削弱 Cas9 与靶 DNA 磷酸骨架的非特异性接触获得。原文中，SpCas9-HF1 在多数 sgRNA 上将 GUIDE-seq 检出的脱靶位点降至检测限以下，同时约 85% 的 sgRNA 保留了野生型 70% 以上的靶向活性。',
      '本品与 SpCas9 核酸酶（LG-R1001）采用相同的双 NLS 设计与表达纯化工艺，可直接替换现有 RNP 方案。建议配合<a href="/dynamicDetail?id=111">GUIDE-seq 脱靶检测</a>或扩增子深度测序评估最终特异性。',
    ],
    info: {
      sku: 'LG-R1002',
      spec: '100 μg / 500 μg',
      extra: [
        ['突变位点', 'N497A / R661A / Q695A / Q926A'],
        ['储存缓冲液', PROTEIN_BUFFER],
      ],
      concentration: '10 μg/μL（约 62 μM）',
      storage: '-20 ℃ 保存，有效期 12 个月',
      shipping: '干冰运输',
      quality: 'SDS-PAGE 纯度 ≥ 95%；内毒素 < 0.1 EU/μg；无外源 DNase/RNase 活性；体外切割实验底物切割率 ≥ 90%',
    },
    features: [
      ['脱靶显著降低', '对非重复序列靶点，GUIDE-seq 检出的脱靶位点大幅减少'],
      ['活性保留', '多数 sgRNA 的靶向效率接近野生型 SpCas9'],
      ['无缝替换', '浓度、缓冲液与使用方法与 LG-R1001 完全相同'],
      ['配套评估', '可与澜基生物 GUIDE-seq 及扩增子测序服务联用'],
    ],
    usageIntro: RNP_PROTOCOL_NOTE,
    usage: [
      'sgRNA 的 20 nt 间隔序列须与靶序列完全匹配：HF1 对 5′ 端额外的错配 G 敏感，不建议使用为体外转录额外添加 5′ G 的 sgRNA，推荐化学合成 sgRNA（LG-R1003）。',
      'RNP 组装：1.6 μL SpCas9-HF1（约 100 pmol）与 1.5 μL 100 μM sgRNA（150 pmol）混匀，室温孵育 10–20 分钟。',
      '用 20 μL 电转缓冲液重悬细胞，加入 RNP 后按细胞类型选择程序电转，电转后立即转入预热的完全培养基。',
      '72 小时后检测编辑效率；首次使用某一 sgRNA 时建议与野生型 SpCas9 平行比较。',
    ],
    data: {
      text: [
        'HEK293T 细胞中，野生型 SpCas9 与 SpCas9-HF1 分别以 RNP 形式递送，on-target 效率以扩增子深度测序测定，脱靶位点以 GUIDE-seq 检测（澜基生物应用实验室）。对于 <em>VEGFA</em> site 3 这类脱靶位点众多的靶点，HF1 仍可能残留少量脱靶，需以扩增子测序验证。',
      ],
      table: {
        head: ['靶点', 'On-target（野生型）', 'On-target（HF1）', '脱靶位点数（野生型）', '脱靶位点数（HF1）'],
        rows: [
          ['<em>EMX1</em> site 1', '89%', '82%', '12', '0'],
          ['<em>FANCF</em> site 2', '76%', '71%', '6', '0'],
          ['<em>RUNX1</em> site 1', '68%', '61%', '3', '0'],
          ['<em>VEGFA</em> site 3', '85%', '79%', '37', '1'],
        ],
      },
    },
    notes: PROTEIN_NOTES,
  },
  {
    title: '化学修饰 sgRNA（定制合成）',
    icon: 'sgrna-synthesis',
    summary:
      '固相化学合成的 100 nt 全长 sgRNA，5′ 与 3′ 端各 3 个核苷酸带 2′-O-甲基与硫代磷酸修饰，HPLC 纯化、ESI-MS 验证，常规规格 5 个工作日发货。',
    keywords: '化学修饰sgRNA,合成sgRNA,sgRNA定制,2-O-甲基,硫代磷酸,RNP',
    recommended: true,
    createTime: '2025-06-18T02:00:00.000Z',
    updateTime: '2026-08-03T03:00:00.000Z',
    intro: [
      '化学合成 sgRNA 序列准确，不含体外转录产物的 5′ 三磷酸，不易激活细胞内的先天免疫反应。5′ 端与 3′ 端各 3 个核苷酸引入 2′-O-甲基与 3′-硫代磷酸（MS）修饰，可抵抗核酸外切酶降解，与 Cas9 组成 RNP 后在原代 T 细胞与造血干细胞中的编辑效率明显高于未修饰 sgRNA（Hendel et al., <em>Nat Biotechnol</em> 2015）。',
      '苏州总部 RNA 合成产线配备高通量合成仪与制备型 HPLC，每批次提供 ESI-MS 质谱报告。需要设计与细胞验证时，可选择<a href="/dynamicDetail?id=121">sgRNA 设计与活性验证服务</a>。',
    ],
    info: {
      sku: 'LG-R1003',
      spec: '2 nmol / 10 nmol / 50 nmol（冻干粉）',
      extra: [
        ['长度', '100 nt（20 nt 间隔序列 + 80 nt 骨架）'],
        ['修饰', '5′ 端与 3′ 端各 3 个核苷酸 2′-O-甲基 + 3′-硫代磷酸修饰'],
      ],
      concentration: '冻干粉；推荐用 TE 缓冲液溶解至 100 μM（如 2 nmol 加入 20 μL）',
      storage: '冻干粉 -20 ℃ 保存 12 个月；溶解后分装，-80 ℃ 保存 6 个月',
      shipping: '常温运输',
      quality: 'HPLC 纯度 ≥ 85%；ESI-MS 实测分子量与理论值偏差 < 0.1%；OD₂₆₀ 定量',
    },
    features: [
      ['稳定性高', '两端 MS 修饰抵抗核酸外切酶，细胞内半衰期显著延长'],
      ['免疫原性低', '无 5′ 三磷酸，适用于原代细胞与 iPSC'],
      ['纯度高', 'HPLC 纯化，全长产物纯度 ≥ 85%'],
      ['交付快', '2 nmol 与 10 nmol 规格 5 个工作日发货，50 nmol 7–10 个工作日'],
    ],
    usage: [
      `下单：将 20 nt 间隔序列（不含 PAM）与规格发送至 ${COMPANY.salesEmail}，或通过页面“购买咨询”提交。`,
      '收到后短暂离心，使冻干粉集中于管底，用无 RNase 的 TE 缓冲液（pH 7.5）或无酶水溶解至 100 μM，室温静置 5 分钟后轻弹混匀。',
      'RNP 组装：Cas9 蛋白与 sgRNA 按摩尔比 1:1.2–1:2 混合，室温孵育 10–20 分钟后立即电转。',
      '与 Cas9 mRNA（LG-R1004）共递送时，每 20 μL 电转体系加入 100–200 pmol sgRNA。',
      '剩余 sgRNA 分装后 -80 ℃ 保存，避免反复冻融。',
    ],
    data: {
      text: [
        '人原代 T 细胞中，以相同的 Cas9 蛋白与电转条件比较三种 sgRNA，72 小时后以扩增子深度测序测定 indel 比例（澜基生物应用实验室）。',
      ],
      table: {
        head: ['靶基因', 'MS 修饰合成 sgRNA', '未修饰合成 sgRNA', '体外转录 sgRNA'],
        rows: [
          ['<em>TRAC</em>', '92%', '21%', '48%'],
          ['<em>PDCD1</em>', '87%', '15%', '40%'],
          ['<em>B2M</em>', '90%', '24%', '52%'],
        ],
      },
    },
    notes: [
      '全程使用无 RNase 的耗材、试剂与工作台面，操作时佩戴手套。',
      '溶解后的 sgRNA 请勿反复冻融，建议按单次用量分装。',
      'Cas12a（Cpf1）crRNA、crRNA:tracrRNA 双组分与荧光标记 sgRNA 可定制，请在下单时注明。',
    ],
  },
  {
    title: 'SpCas9 mRNA（Cap1、N1-甲基假尿苷修饰）',
    icon: 'mrna',
    summary:
      '体外转录的 SpCas9 mRNA，共转录加帽形成 Cap1 结构，尿苷全部替换为 N1-甲基假尿苷并带 120 nt polyA 尾，免疫原性低、表达快，适用于电转、脂质转染与 LNP 递送研究。',
    keywords: 'Cas9 mRNA,SpCas9 mRNA,Cap1,N1-甲基假尿苷,LNP,基因编辑试剂',
    recommended: true,
    createTime: '2025-09-02T02:00:00.000Z',
    updateTime: '2026-07-21T03:00:00.000Z',
    intro: [
      'Cas9 mRNA 便于规模化制备与脂质纳米颗粒（LNP）包封，是体内基因编辑研究最常用的递送形式。本品编码 N、C 端各带一个 NLS 的 SpCas9，5′ 端为 Cap1 结构，尿苷全部替换为 N1-甲基假尿苷（m1Ψ），3′ 端带 120 nt polyA 尾，经 DNase I 消化与层析纯化去除模板与双链 RNA。',
      '递送后 2–4 小时即可检测到 Cas9 蛋白，12–24 小时达到高峰，72 小时后基本降解；表达窗口短于质粒，有利于降低脱靶。与化学修饰 sgRNA（LG-R1003）共递送效果最佳。',
    ],
    info: {
      sku: 'LG-R1004',
      spec: '10 μg / 100 μg / 1 mg',
      extra: [
        ['长度', '约 4,500 nt（含 120 nt polyA）'],
        ['溶液', '1 mM 柠檬酸钠（pH 6.4）'],
      ],
      concentration: '1 μg/μL',
      storage: '-80 ℃ 保存，有效期 12 个月；冻融不超过 3 次',
      shipping: '干冰运输',
      quality: '毛细管电泳主峰完整性 ≥ 85%；加帽率 ≥ 95%（LC-MS）；dsRNA 残留 < 0.1%；内毒素 < 10 EU/mg',
    },
    features: [
      ['免疫原性低', 'Cap1 结构与 m1Ψ 全替换，显著降低先天免疫反应'],
      ['表达快', '2–4 小时起表达，适合对瞬时表达窗口敏感的实验'],
      ['纯度高', '层析纯化去除双链 RNA 副产物，批批检测加帽率与完整性'],
      ['规格灵活', '10 μg 试用装至 1 mg 动物实验规格，更大规格可定制'],
    ],
    usage: [
      '冰上解冻，短暂离心后用无 RNase 吸头取用；剩余部分按单次用量分装后放回 -80 ℃。',
      '电转（以 20 μL 体系、2×10⁵–1×10⁶ 个细胞为例）：加入 1–2 μg Cas9 mRNA 与 100–200 pmol 化学修饰 sgRNA，按细胞类型选择程序电转。',
      '脂质转染（24 孔板每孔）：500 ng Cas9 mRNA 与 250 ng 化学修饰 sgRNA 用 mRNA 专用转染试剂按说明书转染。',
      'LNP 递送：Cas9 mRNA 与 sgRNA 按质量比约 1:1 共包封，动物实验前请检测包封率、粒径与内毒素。',
      '48–72 小时后提取基因组 DNA，检测编辑效率。',
    ],
    data: {
      text: [
        'Cas9 mRNA 与 MS 修饰 sgRNA 共递送，72 小时后以扩增子深度测序测定 indel 比例（澜基生物应用实验室，3 次独立实验均值）。',
      ],
      table: {
        head: ['细胞', '靶基因', '递送方式', 'Indel 效率'],
        rows: [
          ['HEK293T', '<em>EMX1</em>', '脂质转染', '81%'],
          ['HepG2', '<em>TTR</em>', '脂质转染', '64%'],
          ['人原代 T 细胞', '<em>TRAC</em>', '电转', '88%'],
        ],
      },
    },
    notes: [
      'mRNA 极易被 RNase 降解：使用无 RNase 的耗材与试剂，操作时佩戴手套并勤换。',
      '请勿涡旋振荡或加热；解冻后置于冰上，当天用完。',
      '必须搭配化学修饰 sgRNA 使用，未修饰 sgRNA 在 Cas9 翻译完成前即被降解，效率明显下降。',
      '动物实验需要大规格或更低内毒素的产品，请联系技术支持。',
    ],
  },
  {
    title: 'GUIDE-seq dsODN 标签寡核苷酸',
    icon: 'guide-seq',
    summary:
      '按 GUIDE-seq 原始方法合成的 34 bp 平末端双链寡核苷酸，5′ 端磷酸化、两端各含两个硫代磷酸键，已退火即用，用于在细胞内标记 Cas 核酸酶的切割位点。',
    keywords: 'GUIDE-seq,dsODN,脱靶检测,双链寡核苷酸,标签,NdeI',
    createTime: '2025-11-05T02:00:00.000Z',
    updateTime: '2026-09-10T03:00:00.000Z',
    intro: [
      'GUIDE-seq（Tsai et al., <em>Nat Biotechnol</em> 2015）利用细胞的非同源末端连接修复，将一段短双链寡核苷酸（dsODN）捕获到 Cas9 造成的双链断裂处，再以标签特异性引物扩增测序，在全基因组范围内无偏倚地发现 on-target 与 off-target 位点。dsODN 的退火完整性与末端保护直接决定标签整合效率。',
      '本品两条链 5′ 端磷酸化，两端各含两个硫代磷酸键，经 HPLC 纯化后退火；序列内含 NdeI 酶切位点，可通过 RFLP 快速确认标签在靶位点的整合。不想自行建库？可直接选用澜基生物<a href="/dynamicDetail?id=111">GUIDE-seq 全基因组脱靶检测服务</a>。',
    ],
    info: {
      sku: 'LG-R1005',
      spec: '5 nmol（50 μL）/ 20 nmol（200 μL）',
      extra: [
        ['结构', '34 bp 平末端双链；两条链 5′ 端磷酸化，5′ 与 3′ 端各 2 个硫代磷酸键'],
        ['溶液', '10 mM Tris-HCl（pH 8.0）、50 mM NaCl、1 mM EDTA'],
      ],
      concentration: '100 μM（双链）',
      storage: '-20 ℃ 保存，有效期 24 个月；避免反复冻融',
      shipping: '冰袋运输',
      quality: '两条单链 ESI-MS 验证分子量；非变性 PAGE 双链比例 ≥ 95%；无核酸酶污染',
    },
    features: [
      ['与原始方法一致', '序列与修饰同 GUIDE-seq 原文，便于与文献数据比较'],
      ['即用型', '已退火并定量至 100 μM，无需自行退火'],
      ['整合可验证', '内含 NdeI 位点，RFLP 即可确认标签整合'],
      ['服务同源', '与澜基生物 GUIDE-seq 服务使用同一质量标准的 dsODN'],
    ],
    usage: [
      '解冻后短暂离心；如放置时间较长，可 95 ℃ 加热 2 分钟后缓慢冷却至室温重新退火。',
      'HEK293T、U2OS 等细胞：每 20 μL 电转体系加入 100 pmol dsODN（1 μL）与 Cas9 RNP 共电转；原代细胞等对 dsODN 较敏感的细胞建议从 25–50 pmol 开始优化。',
      '电转后培养 72 小时，提取基因组 DNA。',
      'RFLP 确认整合：PCR 扩增 on-target 区域，NdeI 酶切后电泳，出现切割条带提示标签已整合（建议整合率 ≥ 5%）。',
      '按 GUIDE-seq 流程进行文库构建与测序，或将基因组 DNA 寄送澜基生物检测。',
    ],
    data: {
      text: [
        '在常见细胞中以 Cas9 RNP 与 dsODN 共电转，72 小时后以 NdeI RFLP 测定 on-target 位点的标签整合率，并以台盼蓝染色测定 48 小时存活率（澜基生物应用实验室）。',
      ],
      table: {
        head: ['细胞', 'dsODN 用量（20 μL 体系）', '标签整合率', '48 h 存活率'],
        rows: [
          ['HEK293T', '100 pmol', '24%', '78%'],
          ['U2OS', '100 pmol', '21%', '72%'],
          ['K562', '50 pmol', '15%', '70%'],
          ['Jurkat', '25 pmol', '9%', '65%'],
        ],
      },
    },
    notes: [
      'dsODN 必须与 Cas 核酸酶同时递送；先后分别转染会显著降低整合率。',
      '请勿以未磷酸化或无硫代修饰的普通退火引物替代，其在细胞内迅速降解，整合率极低。',
      'dsODN 对部分细胞有一定毒性，请同时设置仅电转 RNP 的对照评估存活率。',
    ],
  },
  {
    title: 'T7E1 错配酶切检测试剂盒',
    icon: 'gel-assay',
    summary:
      '利用 T7 核酸内切酶 I 识别并切割错配异源双链的原理，约 2 小时完成 CRISPR 编辑效率的初步评估，内含高保真 PCR 预混液、T7E1 酶与阳性对照。',
    keywords: 'T7E1,T7核酸内切酶I,错配酶切,编辑效率检测,CRISPR检测试剂盒',
    recommended: true,
    createTime: '2025-04-08T02:00:00.000Z',
    updateTime: '2026-03-16T03:00:00.000Z',
    intro: [
      '编辑后的细胞群体中同时存在野生型与多种 indel 等位基因。将靶区域 PCR 产物变性后缓慢复性，不同等位基因的单链相互配对形成含错配或凸起的异源双链，T7 核酸内切酶 I（T7E1）在错配处切割，经琼脂糖凝胶电泳即可根据切割条带估算编辑效率。',
      'T7E1 法无需测序、成本低、当天出结果，适合 sgRNA 初筛与电转条件优化；需要精确定量或检测单碱基变化时，请选择<a href="/dynamicDetail?id=112">扩增子深度测序</a>。',
    ],
    info: {
      sku: 'LG-R2001',
      spec: '20 次 / 50 次',
      concentration: 'T7 核酸内切酶 I：10 U/μL',
      storage: '-20 ℃ 保存，有效期 12 个月',
      shipping: '冰袋运输',
      quality:
        '1 U 定义：37 ℃、20 μL 体系中 1 小时将 1 μg 十字形结构质粒 DNA 转化为 > 90% 线性 DNA 所需的酶量；无非特异性核酸酶活性（同源双链 DNA 37 ℃ 孵育 1 小时无降解）；阳性对照切割条带清晰可辨',
    },
    components: {
      head: ['组分', '20 次', '50 次'],
      rows: [
        ['T7 核酸内切酶 I（10 U/μL）', '20 μL', '50 μL'],
        ['10× T7E1 反应缓冲液', '100 μL', '250 μL'],
        ['2× 高保真 PCR 预混液', '500 μL', '1.25 mL'],
        ['阳性对照 DNA（野生型与突变型 PCR 产物 1:1 混合，50 ng/μL）', '20 μL', '50 μL'],
        ['0.25 M EDTA 终止液', '100 μL', '250 μL'],
      ],
    },
    features: [
      ['快速', 'PCR、复性、酶切与电泳约 2 小时完成'],
      ['一站配齐', '含高保真 PCR 预混液、酶、缓冲液与阳性对照'],
      ['结果直观', '琼脂糖凝胶即可判读，无需测序'],
      ['成本低', '适合多条 sgRNA 初筛与电转条件优化'],
    ],
    usage: [
      '引物设计：扩增 500–1000 bp 片段，使切割位点偏离扩增子中心，两个酶切片段相差 ≥ 100 bp 以便分辨。',
      'PCR：以 50–100 ng 基因组 DNA 为模板，50 μL 体系（含 25 μL 2× 预混液），同时扩增未编辑对照样本。',
      '异源双链形成：取 200 ng PCR 产物与 2 μL 10× 反应缓冲液，加水至 19 μL；95 ℃ 5 分钟，以 -2 ℃/s 降至 85 ℃，再以 -0.1 ℃/s 降至 25 ℃。',
      '酶切：加入 1 μL T7 核酸内切酶 I，37 ℃ 孵育 15 分钟，加入 1.5 μL 0.25 M EDTA 终止反应。',
      '电泳：2% 琼脂糖凝胶电泳，凝胶成像后以灰度分析软件定量各条带。',
      '计算：indel 比例 ≈ 100 × [1 − (1 − f)<sup>1/2</sup>]，其中 f = (b + c) / (a + b + c)，a 为未切割条带强度，b、c 为切割产物条带强度。',
    ],
    data: {
      text: [
        '以 HEK293T 细胞 <em>EMX1</em> 位点为例（扩增子 650 bp，切割位点距上游引物约 430 bp），编辑样本出现约 430 bp 与 220 bp 两条切割条带，未编辑对照仅见 650 bp 条带。与扩增子深度测序比较可见，编辑效率较高时 T7E1 会低估实际 indel 比例：',
      ],
      table: {
        head: ['样本', 'T7E1 估算 indel', '扩增子测序 indel'],
        rows: [
          ['低效率细胞池', '8%', '9%'],
          ['中等效率细胞池', '24%', '31%'],
          ['高效率细胞池', '37%', '72%'],
        ],
      },
    },
    notes: [
      'T7E1 对单碱基错配识别能力弱，不适用于碱基编辑或单碱基替换的检测。',
      '纯合突变单克隆（两个等位基因突变相同）自身不形成异源双链，检测前需与野生型 PCR 产物等量混合。',
      'PCR 产物须为单一特异条带；酶切时间不宜超过 30 分钟，以免非特异切割。',
      '酶与缓冲液取用后立即放回 -20 ℃。',
    ],
  },
  {
    title: '基因组 DNA 快速提取试剂盒（离心柱型）',
    icon: 'dna-extraction',
    summary:
      '以硅胶膜离心柱从培养细胞、动物组织与全血中提取高纯度基因组 DNA，细胞样本约 30 分钟完成，产物可直接用于 PCR、T7E1 检测、Sanger 与二代测序。',
    keywords: '基因组DNA提取,DNA提取试剂盒,离心柱,细胞DNA提取,鼠尾基因型鉴定',
    createTime: '2025-05-13T02:00:00.000Z',
    updateTime: '2026-04-20T03:00:00.000Z',
    intro: [
      '样本经蛋白酶 K 与含胍盐的裂解液消化后，DNA 在高盐条件下选择性吸附于硅胶膜，蛋白质、RNA 与盐类经两步洗涤去除，最后以低盐缓冲液洗脱。无需酚氯仿抽提与乙醇沉淀，操作安全、结果稳定。',
      '适用于编辑细胞池与单克隆的基因型鉴定、转基因小鼠鼠尾鉴定以及扩增子测序、全基因组测序的样本制备。',
    ],
    info: {
      sku: 'LG-R2002',
      spec: '50 次 / 200 次',
      extra: [
        ['适用样本', '培养细胞 1×10⁴–5×10⁶ 个；动物组织 ≤ 25 mg；鼠尾 0.5 cm；全血 200 μL'],
        ['洗脱体积', '50–200 μL'],
      ],
      concentration: '试剂盒（蛋白酶 K 20 mg/mL；RNase A 10 mg/mL）',
      storage: '室温（15–25 ℃）保存 12 个月；蛋白酶 K 与 RNase A 收到后 2–8 ℃ 保存',
      shipping: '常温运输',
      quality: 'A260/A280 为 1.7–1.9；1×10⁶ 个 HEK293T 细胞得率 ≥ 4 μg；DNA 主带 > 20 kb',
    },
    components: {
      head: ['组分', '50 次', '200 次'],
      rows: [
        ['裂解液 GL', '12 mL', '45 mL'],
        ['洗涤液 W1（使用前加入无水乙醇）', '13 mL', '50 mL'],
        ['洗涤液 W2（使用前加入无水乙醇）', '10 mL', '40 mL'],
        ['洗脱缓冲液 EB（10 mM Tris-HCl，pH 8.5）', '15 mL', '60 mL'],
        ['蛋白酶 K（20 mg/mL）', '1 mL', '4 mL'],
        ['RNase A（10 mg/mL）', '0.5 mL', '2 mL'],
        ['吸附柱与收集管', '50 套', '200 套'],
      ],
    },
    features: [
      ['快速', '细胞样本约 30 分钟完成，组织样本消化后同样流程'],
      ['纯度高', '无 RNA 与蛋白残留，A260/A280 为 1.7–1.9'],
      ['通用', '细胞、组织、鼠尾与全血样本一盒通用'],
      ['下游兼容', '可直接用于 PCR、T7E1、Sanger 与 NGS 建库'],
    ],
    usage: [
      '首次使用前，按瓶签在洗涤液 W1、W2 中加入指定体积的无水乙醇并做标记。',
      '细胞样本：离心收集细胞，用 200 μL PBS 重悬，加入 20 μL 蛋白酶 K 与 10 μL RNase A；组织样本：剪碎后加入 180 μL 裂解液 GL 与 20 μL 蛋白酶 K，56 ℃ 消化至完全裂解（1–3 小时）。',
      '加入 200 μL 裂解液 GL（组织样本此步省略），涡旋混匀，56 ℃ 孵育 10 分钟。',
      '加入 200 μL 无水乙醇，充分混匀后全部转移至吸附柱，12,000 × g 离心 1 分钟，弃滤液。',
      '依次加入 500 μL 洗涤液 W1 与 500 μL 洗涤液 W2，每次 12,000 × g 离心 1 分钟并弃滤液；再空柱离心 2 分钟去除残留乙醇。',
      '将吸附柱置于新的 1.5 mL 离心管，加入 50–200 μL 预热至 56 ℃ 的洗脱缓冲液 EB，室温静置 2 分钟后 12,000 × g 离心 1 分钟洗脱。',
    ],
    data: {
      text: ['不同样本的典型得率与纯度（洗脱体积 100 μL，澜基生物应用实验室）：'],
      table: {
        head: ['样本类型', '样本量', 'DNA 得率', 'A260/A280'],
        rows: [
          ['HEK293T 细胞', '1×10⁶ 个', '5–7 μg', '1.85'],
          ['人全血', '200 μL', '4–8 μg', '1.82'],
          ['小鼠肝脏', '10 mg', '15–30 μg', '1.88'],
          ['小鼠鼠尾', '0.5 cm', '10–20 μg', '1.86'],
        ],
      },
    },
    notes: [
      '裂解液 GL 含胍盐，请勿与含次氯酸钠的消毒液混合，以免产生有毒气体；皮肤接触后立即用大量清水冲洗。',
      '全血样本避免反复冻融；组织样本务必消化完全，否则得率下降并易堵柱。',
      '96 孔板单克隆筛选等低起始量样本可用 50 μL 洗脱以提高浓度。',
    ],
  },
  {
    title: '慢病毒浓缩试剂（PEG 沉淀法）',
    icon: 'lentivirus',
    summary:
      '以聚乙二醇沉淀原理从包装上清中回收慢病毒颗粒，无需超速离心，普通低速冷冻离心机即可将病毒浓缩 10–100 倍，滴度回收率 ≥ 70%。',
    keywords: '慢病毒浓缩,PEG沉淀,病毒浓缩试剂,慢病毒滴度,病毒包装',
    createTime: '2025-07-07T02:00:00.000Z',
    updateTime: '2026-02-26T03:00:00.000Z',
    intro: [
      '慢病毒包装上清的滴度通常为 10⁶–10⁷ TU/mL，难以满足原代细胞与动物实验的需要。本品为含聚乙二醇（PEG 8000）与氯化钠的 4× 浓缩液，与病毒上清混合后使病毒颗粒沉淀，在 4 ℃ 低速离心即可回收，避免了超速离心对设备的要求与对病毒包膜的损伤。',
      '本品经澜基生物<a href="/dynamicDetail?id=241">慢病毒包装服务</a>产线验证，适用于慢病毒与逆转录病毒等包膜病毒。',
    ],
    info: {
      sku: 'LG-R3001',
      spec: '100 mL / 500 mL',
      extra: [['处理能力', '100 mL 可处理 300 mL 病毒上清']],
      concentration: '4×（与病毒上清按 1:3 体积比混合）',
      storage: '2–8 ℃ 保存，有效期 12 个月，勿冻存',
      shipping: '常温运输',
      quality: '0.22 μm 过滤除菌，无菌检测合格；内毒素 < 1 EU/mL；GFP 慢病毒验证滴度回收率 ≥ 70%',
    },
    features: [
      ['无需超速离心', '1,500 × g 低速离心即可回收病毒'],
      ['回收率高', '功能滴度回收率 ≥ 70%'],
      ['浓缩倍数灵活', '按重悬体积实现 10–100 倍浓缩'],
      ['操作简单', '混合、孵育、离心、重悬四步完成'],
    ],
    usage: [
      '收集包装后 48 与 72 小时的病毒上清，500 × g 离心 10 分钟去除细胞碎片，再以 0.45 μm PES 滤膜过滤。',
      '将病毒上清与浓缩试剂按 3:1 体积比混合（如 30 mL 上清加入 10 mL 试剂），轻柔颠倒混匀。',
      '4 ℃ 静置孵育至少 2 小时，也可过夜。',
      '4 ℃、1,500 × g 离心 45 分钟，管底可见白色沉淀，小心弃去上清。',
      '用原上清体积 1/10–1/100 的无血清培养基或 PBS 轻柔重悬沉淀，分装后 -80 ℃ 保存，避免反复冻融。',
      '以荧光计数、流式细胞术或 qPCR 测定滴度。',
    ],
    data: {
      text: ['两批 GFP 慢病毒（HEK293T 包装）各取 30 mL 上清浓缩至 300 μL，以 HEK293T 细胞流式测定功能滴度：'],
      table: {
        head: ['批次', '浓缩前滴度', '浓缩后滴度', '浓缩倍数', '回收率'],
        rows: [
          ['批次 A', '2.0×10⁶ TU/mL', '1.6×10⁸ TU/mL', '100 倍', '80%'],
          ['批次 B', '1.2×10⁶ TU/mL', '8.8×10⁷ TU/mL', '100 倍', '73%'],
        ],
      },
    },
    notes: [
      '慢病毒相关操作须在生物安全二级（BSL-2）实验室的生物安全柜内进行，离心使用带密封盖的离心管与安全转头。',
      '接触病毒的废液与耗材须经消毒或高压灭菌后处理。',
      '重悬沉淀时避免剧烈吹打产生气泡；本品不适用于 AAV 等无包膜病毒的纯化。',
    ],
  },
  {
    title: '嘌呤霉素（Puromycin）筛选试剂',
    icon: 'selection',
    summary:
      '10 mg/mL 嘌呤霉素二盐酸盐水溶液，经 0.22 μm 过滤除菌，用于筛选携带 pac 抗性基因的慢病毒转导或质粒转染细胞，2–4 天即可获得抗性细胞群。',
    keywords: '嘌呤霉素,Puromycin,抗性筛选,稳定细胞株,慢病毒筛选',
    createTime: '2025-07-21T02:00:00.000Z',
    updateTime: '2026-01-12T03:00:00.000Z',
    intro: [
      '嘌呤霉素是由白色链霉菌（<em>Streptomyces alboniger</em>）产生的氨基核苷类抗生素，结构类似氨酰-tRNA 的 3′ 端，可进入核糖体 A 位并导致肽链提前终止，从而抑制原核与真核细胞的蛋白合成。嘌呤霉素 N-乙酰转移酶（<em>pac</em> 基因编码）可使其失活，因此 <em>pac</em> 是慢病毒、CRISPR 与 shRNA 载体中最常用的哺乳动物筛选标记之一。',
      '嘌呤霉素起效快，未转导细胞通常在 2–4 天内死亡，比 G418、潮霉素 B 的筛选周期明显缩短。',
    ],
    info: {
      sku: 'LG-R3002',
      spec: '1 mL / 5 × 1 mL',
      extra: [['化学名', '嘌呤霉素二盐酸盐（Puromycin dihydrochloride），CAS 58-58-2，分子量 544.43']],
      concentration: '10 mg/mL（无菌水溶液）',
      storage: '-20 ℃ 避光保存 24 个月；解冻后 2–8 ℃ 可保存 3 个月',
      shipping: '冰袋运输',
      quality: 'HPLC 纯度 ≥ 98%；无菌、无支原体检测合格；以 HeLa 细胞杀伤曲线验证活性',
    },
    features: [
      ['即用型', '10 mg/mL 除菌溶液，直接加入培养基'],
      ['起效快', '2–4 天完成筛选'],
      ['批次稳定', '每批次以杀伤曲线验证活性'],
      ['通用', '适用于贴壁与悬浮哺乳动物细胞'],
    ],
    usage: [
      '杀伤曲线：将未转导的亲本细胞以 20%–30% 汇合度接种于 24 孔板，次日换为含 0、0.25、0.5、1、2、4、6、8、10 μg/mL 嘌呤霉素的完全培养基。',
      '每 2 天更换一次含药培养基，选择 2–4 天内使细胞全部死亡的最低浓度作为筛选浓度。',
      '转导或转染后 24–48 小时，更换为含筛选浓度嘌呤霉素的完全培养基。',
      '每 2–3 天换液，直至未转导对照孔细胞全部死亡；此后可用半量浓度维持培养。',
    ],
    data: {
      text: ['常用细胞的参考筛选浓度如下；血清批次、细胞密度与代次均会影响有效浓度，请以杀伤曲线为准。'],
      table: {
        head: ['细胞', '参考浓度（μg/mL）'],
        rows: [
          ['HEK293T', '1–2'],
          ['HeLa', '1–2'],
          ['A549', '1–2'],
          ['HepG2', '1–2'],
          ['K562', '1–2'],
          ['Jurkat', '0.5–1'],
          ['MCF-7', '0.5–1'],
          ['人 iPSC', '0.5–1'],
        ],
      },
    },
    notes: [
      '嘌呤霉素有毒，操作时佩戴手套与护目镜，避免皮肤接触与吸入。',
      '含药培养基建议现配现用，2–8 ℃ 保存不超过 2 周。',
      '更换细胞、血清批次或培养条件后，应重新测定杀伤曲线。',
      '避免反复冻融，建议首次解冻后分装。',
    ],
  },
  {
    title: 'RNP 电转缓冲液（通用型）',
    icon: 'electroporation',
    summary:
      '针对 Cas9 RNP、mRNA 与 dsODN 电转优化的即用型缓冲液，适用于比色杯式与枪头式电转系统，在细胞系、原代 T 细胞与 iPSC 中兼顾编辑效率与细胞存活率。',
    keywords: '电转缓冲液,电转液,RNP电转,原代T细胞电转,iPSC电转',
    recommended: true,
    createTime: '2026-01-19T02:00:00.000Z',
    updateTime: '2026-10-27T03:00:00.000Z',
    intro: [
      '电转缓冲液的离子组成直接影响电穿孔时的电流、细胞存活与大分子入胞效率。本品为不含钙、镁离子的 HEPES 缓冲盐溶液，针对 RNP 等带电大分子复合物的递送进行了配方优化，是澜基生物细胞基因编辑服务日常使用的电转体系。',
      '澜基生物积累了 400 余种细胞的电转参数，购买本品后可联系技术支持获取对应细胞的参考电转程序。',
    ],
    info: {
      sku: 'LG-R3003',
      spec: '1 mL（约 45 次 20 μL 反应）/ 10 mL（约 95 次 100 μL 反应）',
      extra: [
        ['组成', '不含钙、镁离子的 HEPES 缓冲盐溶液，pH 7.2 ± 0.1'],
        ['适用设备', '比色杯式（20 μL 条形管、100 μL 比色杯）与枪头式电转系统'],
      ],
      concentration: '1×（即用型）',
      storage: '2–8 ℃ 保存，有效期 12 个月，勿冻存；开封后 3 个月内用完',
      shipping: '冰袋运输',
      quality:
        '无菌检测合格；内毒素 < 0.5 EU/mL；渗透压 280–320 mOsm/kg；以 Jurkat 与原代 T 细胞 RNP 电转验证效率与存活率',
    },
    features: [
      ['效率与存活兼顾', '原代 T 细胞 RNP 电转 indel 效率 > 90%，存活率 > 80%'],
      ['即用型', '无需添加补充剂，开盖即用'],
      ['设备通用', '适用于比色杯式与枪头式电转系统'],
      ['参数支持', '400 余种细胞的参考电转程序'],
    ],
    usage: [
      '电转前 30 分钟将缓冲液平衡至室温。',
      '按 SpCas9 核酸酶（LG-R1001）说明组装 RNP，室温孵育 10–20 分钟。',
      '收集细胞（20 μL 体系 2×10⁵–1×10⁶ 个，100 μL 体系 1×10⁶–5×10⁶ 个），PBS 洗涤一次，彻底吸净上清。',
      '用电转缓冲液重悬细胞，加入 RNP 轻柔混匀，避免产生气泡，立即转移至电转杯或枪头。',
      `按细胞类型选择电转程序（参考参数可致电 ${COMPANY.tel} 或发送邮件至 ${COMPANY.serviceEmail} 获取）。`,
      '电转后 10 分钟内加入预热的完全培养基，转移至培养板中培养。',
    ],
    data: {
      text: [
        '各细胞以 100 pmol SpCas9 与 150 pmol 化学修饰 sgRNA 组装的 RNP 电转（澜基生物应用实验室，3 次独立实验均值）：',
      ],
      table: {
        head: ['细胞', '体系', '细胞数', '48 h 存活率', 'Indel 效率'],
        rows: [
          ['人原代 T 细胞', '20 μL', '5×10⁵', '82%', '93%'],
          ['Jurkat', '20 μL', '2×10⁵', '85%', '90%'],
          ['K562', '20 μL', '2×10⁵', '88%', '92%'],
          ['人 iPSC', '20 μL', '2×10⁵', '70%', '81%'],
          ['THP-1', '100 μL', '1×10⁶', '75%', '84%'],
        ],
      },
    },
    notes: [
      '请勿冻存，结冰后会影响电转性能。',
      '细胞重悬于电转缓冲液后请在 15 分钟内完成电转，以免影响存活率。',
      '电转杯或枪头中的气泡会导致电弧放电，加样时请避免产生气泡。',
      '首次用于某一细胞时，建议设置 2–3 个电转程序进行比较。',
    ],
  },
]

export const productCategories: Complete<NewCategory>[] = [
  cat({
    id: PRODUCT_CATEGORY_ID,
    pid: 1,
    catname: '基因编辑试剂',
    encatname: 'Gene Editing Reagents',
    type: CATEGORY_TYPE.LIST,
    molds: PRODUCT_MOLDS,
    icon: 'reagents',
    // After 细胞基因编辑 (1), 脱靶检测 (2), sgRNA 设计与合成 (3) and CRISPR 工具 (4).
    sort: 5,
    description:
      '澜基生物自产的 Cas9 蛋白、化学修饰 sgRNA、Cas9 mRNA、检测试剂盒与细胞培养试剂，与我们的基因编辑服务使用同一质量标准。',
    body: '<p>澜基生物将服务项目中长期使用、反复验证的核心试剂开放供应：从 Cas9 蛋白、高保真变体、化学修饰 sgRNA 与 Cas9 mRNA，到 GUIDE-seq dsODN、T7E1 检测试剂盒、基因组 DNA 提取试剂盒，以及慢病毒浓缩、嘌呤霉素筛选与电转缓冲液，覆盖基因编辑实验的主要环节。</p><p>每批次产品均附质检报告（COA）。需要报价或批量采购，请在产品页点击“购买咨询”。所有产品仅供科研使用。</p>',
    youshi: renderHighlights([
      ['服务同源', '与澜基生物基因编辑服务使用同一批次标准的试剂'],
      ['批批质检', '每批次附 COA，关键产品经细胞编辑实验验证活性'],
      ['技术支持', '400 余种细胞的电转参数与实验方案支持'],
      ['现货快发', '常规产品现货 2 个工作日内发货'],
    ]),
    keywords: '基因编辑试剂,Cas9蛋白,化学修饰sgRNA,Cas9 mRNA,T7E1,电转缓冲液,嘌呤霉素',
  }),
]

export const productArticles: RowWithoutId<NewArticle>[] = products.map((def, index) => ({
  tid: PRODUCT_CATEGORY_ID,
  title: def.title,
  description: def.summary,
  body: renderProductPage(def),
  keywords: def.keywords,
  litpic: `/images/icons/${def.icon}.svg`,
  isRecommended: def.recommended ? 1 : 0,
  status: 1,
  sort: PRODUCT_SORT_BASE + index + 1,
  createTime: def.createTime,
  updateTime: def.updateTime,
}))
