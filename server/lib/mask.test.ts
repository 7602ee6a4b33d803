import { describe, expect, it } from 'vitest'
import { maskContacts, maskEmail, maskPhone } from './mask.ts'

describe('mask', () => {
  it('手机号保留前三位与后四位', () => {
    expect(maskPhone('13800000000')).toBe('138****0000')
    expect(maskPhone('12345')).toBe('***45')
  })

  it('邮箱保留首字母与域名', () => {
    expect(maskEmail('david@example.com')).toBe('d***@example.com')
    expect(maskEmail('not-an-address')).toBe('***')
  })

  it('文本中的邮箱与电话号码都被隐去', () => {
    expect(maskContacts('寄给 david@example.com，电话 13800000000')).toBe('寄给 d***@example.com，电话 138****0000')
    expect(maskContacts('at /app/node_modules/@fastify/rate-limit/index.js:12')).toBe(
      'at /app/node_modules/@fastify/rate-limit/index.js:12',
    )
  })
})
