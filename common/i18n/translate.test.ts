import { describe, expect, it } from 'vitest'
import { provideEnglish, translate, translateLabel } from './translate.ts'
import { ENGLISH } from './english.ts'

provideEnglish(ENGLISH)

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

describe('translateLabel', () => {
  it('gives an interface label in the page language, the Chinese unchanged', () => {
    expect(translateLabel('订单编号', 'en')).toBe('Order number')
    expect(translateLabel('订单编号', 'zh')).toBe('订单编号')
    expect(translateLabel('退火温度 (℃)', 'en')).toBe('Annealing temperature (°C)')
  })

  it("prefers a label's own English to a message's with the same Chinese", () => {
    expect(translateLabel('编辑', 'en')).toBe('Edit')
    expect(translate('编辑', 'en')).toBe('Editor')
  })

  it('fills numbers and names into labels made from parts', () => {
    expect(translateLabel('订单 GS-20261124-0007', 'en')).toBe('Order GS-20261124-0007')
    expect(translateLabel('共 12 条', 'en')).toBe('12 in total')
    expect(translateLabel('扩增子检测 · 创建于 2026-11-24 10:00 · 共 1 个样本', 'en')).toBe(
      'Amplicon sequencing · created 2026-11-24 10:00 · 1 sample',
    )
  })

  it('translates option labels shared with the API (the stored values stay numbers)', () => {
    expect(translateLabel('细胞沉淀', 'en')).toBe('Cell pellet')
    expect(translateLabel('待确认', 'en')).toBe('Pending confirmation')
  })
})
