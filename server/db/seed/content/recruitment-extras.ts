// Recruitment page extras: welfare (benefits) and work places (offices).
import type { NewWelfare, NewWorkPlace } from '#server/db/schema.ts'
import { OFFICES } from './company.ts'
import type { RowWithoutId } from './rows.ts'

const benefits: Array<[title: string, icon: string, body: string]> = [
  ['六险一金', 'insurance', '按实际工资足额缴纳五险一金，另为全员购买补充商业医疗保险，覆盖门诊与住院费用。'],
  ['带薪年假', 'vacation', '入职即享 5 天带薪年假，逐年递增至 15 天；另有带薪病假与婚育假期。'],
  ['年度体检', 'health', '每年安排一次全面健康体检，实验岗位增加职业健康专项检查。'],
  ['培训发展', 'training', '导师制带教、内部技术讲堂与外部学术会议资助，双通道晋升（专业/管理）。'],
  ['节日福利', 'holiday-gift', '春节、端午、中秋等传统节日发放礼品，员工生日会与年度旅行。'],
  ['团队活动', 'team', '部门团建基金、羽毛球与跑步俱乐部，每年举办运动会与年会。'],
  ['餐饮补贴', 'meal', '园区食堂午餐补贴与加班晚餐补贴，办公区提供咖啡、茶点与水果。'],
  ['股权激励', 'equity', '核心骨干与优秀员工可参与公司期权激励计划，共享成长收益。'],
]

export const welfare: RowWithoutId<NewWelfare>[] = benefits.map(([title, icon, body], index) => ({
  title,
  litpic: `/images/welfare/${icon}.svg`,
  body,
  sort: index + 1,
}))

export const workPlaces: RowWithoutId<NewWorkPlace>[] = OFFICES.map((office, index) => ({
  title: office.title,
  keywords: office.address,
  sort: index + 1,
}))
