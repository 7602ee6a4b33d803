// Job postings: kind 0 = enterprise (experienced hire), kind 1 = school (campus).
import type { NewJob } from '#server/db/schema.ts'
import { COMPANY } from './company.ts'
import type { RowWithoutId } from './rows.ts'

interface JobInput {
  kind: 0 | 1
  title: string
  leixing: '研发类' | '技术类' | '销售类' | '职能类'
  didian: string
  renshu: number
  date: string
  duties: string[]
  requirements: string[]
}

function jobBody(job: JobInput): string {
  const apply =
    job.kind === 0
      ? `简历请投递至 ${COMPANY.hrEmail}，邮件标题注明“应聘岗位-姓名-工作年限”。招聘热线：${COMPANY.hrHotline1}。`
      : `简历请投递至 ${COMPANY.campusEmail}，邮件标题注明“应聘岗位-学校-专业-姓名”。校招热线：${COMPANY.hrHotline2}。`
  return [
    '<h3>职位描述</h3>',
    `<ol>${job.duties.map((d) => `<li>${d}</li>`).join('')}</ol>`,
    '<h3>任职要求</h3>',
    `<ol>${job.requirements.map((r) => `<li>${r}</li>`).join('')}</ol>`,
    '<h3>工作地点</h3>',
    `<p>${job.didian}</p>`,
    '<h3>投递方式</h3>',
    `<p>${apply}</p>`,
  ].join('\n')
}

const items: JobInput[] = [
  // ------------------------------------------------------------------ enterprise
  {
    kind: 0,
    title: '基因编辑研发科学家',
    leixing: '研发类',
    didian: '苏州',
    renshu: 2,
    date: '2026-11-03T02:00:00.000Z',
    duties: [
      '负责碱基编辑、先导编辑等新型编辑工具在细胞中的方法学开发与优化；',
      '建立原代细胞、iPSC 等难编辑细胞的高效递送与单克隆化方案；',
      '将研发成果转化为标准化服务流程，撰写 SOP 并培训技术团队；',
      '跟踪领域前沿文献，参与专利与论文撰写。',
    ],
    requirements: [
      '分子生物学、细胞生物学、遗传学等相关专业博士学位，或硕士学位且 3 年以上相关经验；',
      '熟练掌握 CRISPR/Cas9 基因编辑、细胞培养、电转与单克隆筛选技术；',
      '有碱基编辑、先导编辑或 iPSC 编辑经验者优先；',
      '具备独立设计实验与分析数据的能力，英文文献阅读与写作能力良好。',
    ],
  },
  {
    kind: 0,
    title: 'NGS 生物信息分析工程师',
    leixing: '研发类',
    didian: '苏州 / 上海',
    renshu: 2,
    date: '2026-10-28T02:00:00.000Z',
    duties: [
      '负责 GUIDE-seq、扩增子测序、全基因组测序等数据分析流程的开发与维护；',
      '优化脱靶位点识别与注释算法，提升分析自动化程度；',
      '支持分子诊断业务的变异检测与报告生成；',
      '解答客户关于数据分析的技术问题。',
    ],
    requirements: [
      '生物信息学、计算生物学、计算机等相关专业硕士及以上学历；',
      '熟悉 Linux，熟练使用 Python 或 R，掌握 Snakemake/Nextflow 等流程管理工具者优先；',
      '熟悉 BWA、GATK、SAMtools、CRISPResso2 等常用工具；',
      '有 NGS 数据分析项目经验，具备良好的代码规范与文档习惯。',
    ],
  },
  {
    kind: 0,
    title: '细胞培养技术员',
    leixing: '技术类',
    didian: '苏州',
    renshu: 3,
    date: '2026-10-15T02:00:00.000Z',
    duties: [
      '负责细胞复苏、传代、冻存及单克隆扩增等日常培养工作；',
      '按 SOP 完成细胞电转、有限稀释与基因型鉴定实验；',
      '规范填写实验记录，维护细胞库与实验室设备；',
      '配合项目经理按时完成项目交付。',
    ],
    requirements: [
      '生物学相关专业大专及以上学历，1 年以上细胞培养经验；',
      '熟练掌握无菌操作，了解支原体污染的预防与处理；',
      '工作细致、责任心强，能适应周末轮班。',
    ],
  },
  {
    kind: 0,
    title: '技术销售代表（华北区）',
    leixing: '销售类',
    didian: '北京',
    renshu: 2,
    date: '2026-10-09T02:00:00.000Z',
    duties: [
      '负责北京及华北地区高校、科研院所与企业客户的开发与维护；',
      '向客户介绍基因编辑、细胞系构建与脱靶检测服务，挖掘项目需求；',
      '组织技术讲座、学术会议与客户拜访，完成销售目标；',
      '收集市场信息与客户反馈，协助制定区域市场策略。',
    ],
    requirements: [
      '生物学、医学相关专业本科及以上学历；',
      '2 年以上生物科研服务或试剂销售经验，有北京地区客户资源者优先；',
      '具备良好的沟通能力与学习能力，能适应出差。',
    ],
  },
  {
    kind: 0,
    title: '技术销售代表（华南区）',
    leixing: '销售类',
    didian: '广州',
    renshu: 1,
    date: '2026-09-26T02:00:00.000Z',
    duties: [
      '负责广东、广西、福建等地区客户的开发与维护；',
      '依托华南技术服务中心开展客户培训与技术交流活动；',
      '跟进项目进度，协调技术支持解决客户问题。',
    ],
    requirements: [
      '生物学相关专业本科及以上学历，1 年以上相关销售经验；',
      '了解 CRISPR 基因编辑、细胞培养或 NGS 技术者优先；',
      '积极主动，目标感强。',
    ],
  },
  {
    kind: 0,
    title: '技术支持工程师',
    leixing: '技术类',
    didian: '武汉',
    renshu: 1,
    date: '2026-09-12T02:00:00.000Z',
    duties: [
      '为华中地区客户提供售前方案设计与售后技术支持；',
      '解答 sgRNA 设计、样本准备、数据解读等技术问题；',
      '撰写技术资料与应用案例，参与客户培训。',
    ],
    requirements: [
      '分子生物学、遗传学相关专业硕士及以上学历；',
      '有基因编辑或 NGS 实验经验，能独立阅读英文文献；',
      '表达清晰，乐于与客户沟通。',
    ],
  },
  {
    kind: 0,
    title: '质量管理专员',
    leixing: '职能类',
    didian: '苏州',
    renshu: 1,
    date: '2026-08-30T02:00:00.000Z',
    duties: [
      '维护 ISO 9001 质量管理体系，组织内审与管理评审；',
      '管理 SOP、记录表单等体系文件，监督执行情况；',
      '处理客户投诉与质量偏差，推动纠正预防措施落实。',
    ],
    requirements: [
      '生物、化学或质量管理相关专业本科及以上学历；',
      '2 年以上质量管理经验，持有 ISO 9001 内审员证书者优先；',
      '熟悉实验室质量管理，原则性强、沟通协调能力好。',
    ],
  },
  // ------------------------------------------------------------------ school
  {
    kind: 1,
    title: '2027 届研发助理（分子生物学方向）',
    leixing: '研发类',
    didian: '苏州',
    renshu: 5,
    date: '2026-09-20T02:00:00.000Z',
    duties: [
      '在研发科学家指导下开展基因编辑新方法的实验工作；',
      '完成质粒构建、细胞转染、PCR 与测序样本准备等实验；',
      '整理实验数据并参与项目汇报。',
    ],
    requirements: [
      '2027 届硕士毕业生，分子生物学、细胞生物学、遗传学等相关专业；',
      '有 CRISPR、细胞培养或分子克隆实验经历者优先；',
      '动手能力强，严谨细致，热爱科研。',
    ],
  },
  {
    kind: 1,
    title: '2027 届生物信息管培生',
    leixing: '研发类',
    didian: '苏州',
    renshu: 2,
    date: '2026-09-20T02:00:00.000Z',
    duties: [
      '参与 NGS 数据分析流程的开发与测试；',
      '在导师指导下完成脱靶分析、变异检测等分析任务；',
      '参与内部工具与可视化报告的开发。',
    ],
    requirements: [
      '2027 届本科或硕士毕业生，生物信息学、计算机、统计学等相关专业；',
      '熟悉 Python 或 R 编程，了解 Linux 基本操作；',
      '对生物学问题有浓厚兴趣。',
    ],
  },
  {
    kind: 1,
    title: '2027 届实验技术员',
    leixing: '技术类',
    didian: '苏州',
    renshu: 6,
    date: '2026-09-18T02:00:00.000Z',
    duties: ['负责细胞培养、核酸提取、PCR、文库构建等日常实验；', '按 SOP 操作并规范记录；', '维护实验室 5S 与设备。'],
    requirements: [
      '2027 届本科或大专毕业生，生物技术、生物工程等相关专业；',
      '有实验室实习经历者优先；',
      '认真负责，具备团队合作精神。',
    ],
  },
  {
    kind: 1,
    title: '2027 届销售管培生',
    leixing: '销售类',
    didian: '北京 / 上海 / 广州 / 武汉',
    renshu: 4,
    date: '2026-09-18T02:00:00.000Z',
    duties: [
      '经过 3 个月总部轮岗培训后，负责所在区域客户开发与维护；',
      '参与学术推广活动与客户技术交流；',
      '在导师带领下逐步独立负责区域业务。',
    ],
    requirements: [
      '2027 届本科或硕士毕业生，生命科学相关专业；',
      '性格开朗，沟通表达能力强，有学生干部或社团经历者优先；',
      '接受在所选城市工作及短期出差。',
    ],
  },
  {
    kind: 1,
    title: '2027 届人力资源管培生',
    leixing: '职能类',
    didian: '苏州',
    renshu: 1,
    date: '2026-09-15T02:00:00.000Z',
    duties: [
      '参与校园招聘与社会招聘的组织实施；',
      '协助开展员工培训、绩效与企业文化活动；',
      '维护员工档案与人事数据。',
    ],
    requirements: [
      '2027 届本科或硕士毕业生，人力资源管理、心理学等相关专业；',
      '熟练使用办公软件，具备良好的组织协调能力；',
      '对生物医药行业有兴趣者优先。',
    ],
  },
]

export const jobs: RowWithoutId<NewJob>[] = items.map((job) => ({
  kind: job.kind,
  title: job.title,
  leixing: job.leixing,
  didian: job.didian,
  renshu: job.renshu,
  body: jobBody(job),
  createTime: job.date,
}))
