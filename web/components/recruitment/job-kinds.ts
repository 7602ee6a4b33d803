import { JOB_KIND } from '#common/schemas/cms.ts'

export type JobKind = (typeof JOB_KIND)[keyof typeof JOB_KIND]

export interface JobKindPages {
  kind: JobKind
  label: string
  /** One sentence to whom the listing speaks. */
  intro: string
  /** The job table under /recruitment. */
  listPath: string
  /** The talent-recruitment page under /contactUs. */
  contactPath: string
}

/** Social recruitment: where /recruitment leads, and the fallback for an unknown kind. */
export const ENTERPRISE_PAGES: JobKindPages = {
  kind: JOB_KIND.ENTERPRISE,
  label: '社会招聘',
  intro:
    '我们正在寻找热爱基因编辑与分子生物学的研发、技术、生产与销售人才。欢迎有经验的你加入澜基，把前沿技术变成可靠的科研服务。',
  listPath: '/recruitment/enterprise',
  contactPath: '/contactUs/enterpriseRecruitment',
}

export const JOB_KIND_PAGES: readonly JobKindPages[] = [
  ENTERPRISE_PAGES,
  {
    kind: JOB_KIND.SCHOOL,
    label: '校园招聘',
    intro:
      '面向应届高校毕业生开放研发助理、生物信息、销售等管培岗位，导师制带教与专业、管理双通道晋升，助你从校园走向产业。',
    listPath: '/recruitment/school',
    contactPath: '/contactUs/schoolRecruitment',
  },
]

/** The job kind a recruitment page shows, from its path (one route module serves both). */
export function jobKindOfPath(pathname: string): JobKindPages | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return JOB_KIND_PAGES.find((page) => page.listPath === path || page.contactPath === path)
}

export const jobKindPages = (kind: number): JobKindPages =>
  JOB_KIND_PAGES.find((page) => page.kind === kind) ?? ENTERPRISE_PAGES

/** Spec §9: the job table shows 10 a page, or 50. */
export const JOB_PAGE_SIZES = [10, 50] as const

export function jobPageSize(value: string | null): number {
  const size = Number(value)
  return JOB_PAGE_SIZES.find((option) => option === size) ?? JOB_PAGE_SIZES[0]
}

/** Where applications go: campus jobs have their own mailbox when one is set. */
export const resumeEmail = (kind: number, contacts: { email: string; campusEmail: string }) =>
  (kind === JOB_KIND.SCHOOL && contacts.campusEmail) || contacts.email
