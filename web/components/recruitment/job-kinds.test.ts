import { describe, expect, it } from 'vitest'
import { jobKindOfPath, jobKindPages, jobPageSize, resumeEmail } from './job-kinds.ts'

describe('jobKindOfPath', () => {
  it('招聘列表与联系我们下的招聘页都能识别', () => {
    expect(jobKindOfPath('/recruitment/enterprise')?.kind).toBe(0)
    expect(jobKindOfPath('/recruitment/school/')?.kind).toBe(1)
    expect(jobKindOfPath('/contactUs/schoolRecruitment')?.kind).toBe(1)
    expect(jobKindOfPath('/contactUs/enterpriseRecruitment')?.label).toBe('社会招聘')
  })
  it('其他地址不是招聘页', () => {
    expect(jobKindOfPath('/recruitment')).toBeUndefined()
    expect(jobKindOfPath('/recruitment/other')).toBeUndefined()
  })
})

describe('jobKindPages', () => {
  it('未知类别按社会招聘处理', () => {
    expect(jobKindPages(1).listPath).toBe('/recruitment/school')
    expect(jobKindPages(7).listPath).toBe('/recruitment/enterprise')
  })
})

describe('jobPageSize', () => {
  it('只接受 10 和 50，其他值回到 10', () => {
    expect(jobPageSize('50')).toBe(50)
    expect(jobPageSize('10')).toBe(10)
    expect(jobPageSize('20')).toBe(10)
    expect(jobPageSize(null)).toBe(10)
  })
})

describe('resumeEmail', () => {
  it('校园招聘优先使用校招邮箱，未设置时用简历邮箱', () => {
    expect(resumeEmail(1, { email: 'hr@x.cn', campusEmail: 'campus@x.cn' })).toBe('campus@x.cn')
    expect(resumeEmail(1, { email: 'hr@x.cn', campusEmail: '' })).toBe('hr@x.cn')
    expect(resumeEmail(0, { email: 'hr@x.cn', campusEmail: 'campus@x.cn' })).toBe('hr@x.cn')
  })
})
