// Named HTML blocks: home About, About page texts, advantages, certifications,
// postdoctoral workstation and the privacy policy.
import type { NewContentBlock } from '#server/db/schema.ts'
import { COMPANY } from './company.ts'
import { privacyPolicyHtml } from './privacy.ts'
import type { Complete } from './rows.ts'

/** Block keys pages read; the content test checks every one is present. */
export const REQUIRED_BLOCK_KEYS = [
  'guanyu',
  'aboutus',
  'fuwuyoushi',
  'pingtaiyoushi',
  'certifications',
  'boshihou',
  'privacy',
] as const

const icon = (name: string, alt: string): string =>
  `<img src="/images/icons/${name}.svg" alt="${alt}" width="56" height="56">`

/** An advantage list: icon, headline, one or two sentences. */
function advantageList(items: Array<[icon: string, title: string, text: string]>): string {
  return `<ul>${items.map(([name, title, text]) => `<li>${icon(name, title)}<h3>${title}</h3><p>${text}</p></li>`).join('')}</ul>`
}

const guanyu = `<p>${COMPANY.legalName}（${COMPANY.enName}）成立于 ${COMPANY.founded} 年，总部位于苏州工业园区，是一家专注于基因编辑与分子生物学技术服务的国家高新技术企业。公司建有 CRISPR 基因编辑、细胞系构建、病毒包装、质粒构建与高通量测序五大技术平台，在北京、上海、广州、武汉设有办事处。</p>
<p>十二年来，我们为 2600 余家高校与科研院所、500 余家生物医药企业完成了数以万计的基因编辑项目，累计处理各类样本逾 15 万份。我们相信，精准的工具是可靠科学结论的前提。</p>`

const aboutus = `<p>${COMPANY.legalName}成立于 ${COMPANY.founded} 年，总部位于江苏省苏州工业园区，拥有约 6000 平方米的研发与生产场地，员工 260 余人，其中硕士及以上学历占比超过 60%。公司通过 ISO 9001:2015 质量管理体系认证，是国家高新技术企业和江苏省专精特新中小企业。</p>
<h3>我们做什么</h3>
<p>澜基生物专注基因编辑与分子生物学技术服务：从 sgRNA 设计合成、细胞基因敲除与点突变，到 GUIDE-seq 全基因组脱靶检测、扩增子深度测序；从稳定细胞株与病毒包装，到覆盖 3000 余种质粒的质粒平台与科研分子检测，我们为科研人员提供一站式的解决方案。</p>
<h3>我们的团队</h3>
<p>核心团队来自国内外知名高校与研究机构，在基因编辑、细胞生物学与生物信息学领域拥有丰富经验。公司设立博士后科研工作站，与多家科研院所保持长期合作，持续开展方法学研究。</p>
<h3>我们的使命</h3>
<p>让每一次基因编辑都精准可靠，让每一个科研想法都更快落地。</p>`

const fuwuyoushi = advantageList([
  ['knockout', '失败退款', '核心服务明确交付标准：敲除细胞池效率不达标、单克隆项目未获得阳性克隆，按合同全额退款。'],
  [
    'sgrna-design',
    '专属项目经理',
    '每个项目配备一名项目经理全程跟进，方案、进度、结果一对一沟通，工作日 2 小时内响应。',
  ],
  ['amplicon', '数据透明', '交付完整的原始数据（测序峰图、FASTQ）与实验记录，结果经得起审稿人追问。'],
  ['monoclonal', '周期可控', '标准化流程与产能保障，标准敲除单克隆项目 8–10 周交付，延期有补偿。'],
  ['guide-seq', '在线下单', 'GUIDE-seq、扩增子检测与细胞系构建订单可在客户中心在线提交，样本状态实时查询。'],
  ['qc-shield', '质控严格', '细胞起始与交付均做支原体与 STR 检测，试剂批批质检，全程可追溯。'],
])

const pingtaiyoushi = advantageList([
  [
    'gene-editing',
    'CRISPR 基因编辑平台',
    '化学修饰 sgRNA + Cas9 RNP 电转体系，积累 400 余种细胞的递送参数；覆盖敲除、点突变、敲入与文库筛选。',
  ],
  ['off-target', '脱靶评估平台', 'GUIDE-seq、扩增子深度测序与全基因组测序三位一体，自研分析流程，灵敏度 0.1%。'],
  [
    'cell-line',
    '细胞工程平台',
    'BSL-2 细胞实验室，配备流式单细胞分选仪、自动化克隆成像与液氮细胞库，年交付细胞株逾 800 株。',
  ],
  ['virus', '病毒包装平台', '慢病毒、AAV、腺病毒规模化包装与纯化，滴度与纯度检测齐全。'],
  ['plasmid', '质粒平台', '3000 余种现货质粒，纳米孔全质粒测序验证，支持定制构建。'],
  ['wgs', '测序与生信平台', 'Illumina 与纳米孔测序仪，10 余人的生物信息团队，年分析样本逾 2 万份。'],
])

const certifications = `<ul>
<li><img src="/images/certs/iso9001.svg" alt="ISO 9001 质量管理体系认证" width="120" height="120"><h3>ISO 9001:2015 质量管理体系认证</h3><p>认证范围：基因编辑技术服务、细胞系构建、质粒构建与病毒包装、分子检测服务。</p></li>
<li><img src="/images/certs/high-tech.svg" alt="国家高新技术企业" width="120" height="120"><h3>国家高新技术企业</h3><p>2019 年首次认定，2022 年、2025 年连续通过复审。</p></li>
<li><img src="/images/certs/biosafety.svg" alt="BSL-2 实验室备案" width="120" height="120"><h3>生物安全二级（BSL-2）实验室备案</h3><p>病毒包装与细胞实验室按生物安全二级标准建设并完成备案。</p></li>
</ul>
<h3>其他资质与荣誉</h3>
<ul>
<li>江苏省专精特新中小企业</li>
<li>苏州市基因编辑工程技术研究中心</li>
<li>江苏省博士后创新实践基地</li>
<li>发明专利 18 项、软件著作权 26 项</li>
</ul>`

const boshihou = `<p>澜基生物于 2021 年获批设立江苏省博士后创新实践基地，并于 2024 年获批设立博士后科研工作站，与国内多所高校联合培养博士后研究人员。</p>
<h3>研究方向</h3>
<ul>
<li>新型基因编辑工具（碱基编辑、先导编辑、表观编辑）的开发与优化；</li>
<li>基因编辑脱靶检测新方法与生物信息分析算法；</li>
<li>iPSC 与原代细胞的高效编辑与自动化单克隆平台；</li>
<li>基于 NGS 的分子检测技术开发。</li>
</ul>
<h3>我们提供</h3>
<ul>
<li>具有竞争力的年薪，另享地方博士后生活补贴与科研资助；</li>
<li>人才公寓或租房补贴，协助办理落户与子女入学；</li>
<li>充足的科研经费与完善的实验平台，鼓励发表高水平论文与申请专利；</li>
<li>出站后可优先留用，担任研发负责人。</li>
</ul>
<h3>申请方式</h3>
<p>近三年内获得博士学位、年龄 35 周岁以下者，请将个人简历、代表性论文与研究计划发送至 ${COMPANY.hrEmail}，邮件标题注明“博士后申请-姓名-研究方向”。</p>`

export const blocks: Complete<NewContentBlock>[] = [
  { key: 'guanyu', title: '关于澜基', body: guanyu, litpic: '/images/news/news-lab.svg', sort: 1 },
  { key: 'aboutus', title: '公司简介', body: aboutus, litpic: '/images/news/news-lab.svg', sort: 2 },
  { key: 'fuwuyoushi', title: '服务优势', body: fuwuyoushi, litpic: '', sort: 3 },
  { key: 'pingtaiyoushi', title: '平台优势', body: pingtaiyoushi, litpic: '', sort: 4 },
  { key: 'certifications', title: '资质认证', body: certifications, litpic: '/images/certs/iso9001.svg', sort: 5 },
  { key: 'boshihou', title: '博士后科研工作站', body: boshihou, litpic: '/images/news/news-team.svg', sort: 6 },
  { key: 'privacy', title: '隐私政策', body: privacyPolicyHtml, litpic: '', sort: 7 },
]
