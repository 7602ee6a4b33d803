import { describe, expect, it } from 'vitest'
import { translate } from './translate.ts'

describe('translate', () => {
  it('leaves Chinese as written and gives the English of a known message', () => {
    expect(translate('提交成功，感谢您的留言', 'zh')).toBe('提交成功，感谢您的留言')
    expect(translate('提交成功，感谢您的留言', 'en')).toBe('Submitted successfully. Thank you for your message!')
  })

  it('fills the numbers and names of a message into its English, translating them too', () => {
    expect(translate('操作过于频繁，请 5 分钟后再试', 'en')).toBe('Too many requests. Please try again in 5 minutes.')
    expect(translate('操作过于频繁，请 1 小时后再试', 'en')).toBe('Too many requests. Please try again in 1 hour.')
    expect(translate('宿主筛选值无效', 'en')).toBe('Invalid host filter.')
    expect(translate('第 7 行：序列长度必须为 23 或 24（当前为 22）', 'en')).toBe(
      'Line 7: The sequences must be 23 or 24 nt long (not 22).',
    )
  })

  it('translates a message of several lines line by line', () => {
    expect(translate('请输入英文，不能包含中文\n第 2 行：两条序列长度不一致', 'en')).toBe(
      'Please use English characters only; Chinese is not allowed.\nLine 2: The two sequences differ in length.',
    )
  })

  it('returns a message without an entry unchanged', () => {
    expect(translate('未知的消息', 'en')).toBe('未知的消息')
    expect(translate('constructor', 'en')).toBe('constructor')
  })
})
