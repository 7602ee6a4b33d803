import type { FormInstance } from 'antd'
import type { RuleObject, RuleRender } from 'antd/es/form'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#common/api-client.ts'
import { z } from '#common/zod.ts'
import { applyApiError, zodFormRules } from './zod-form.ts'

const Schema = z
  .object({ name: z.string().min(1, '请输入名称'), rows: z.array(z.string()), other: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.name === 'other' && !value.other) ctx.addIssue({ code: 'custom', path: ['other'], message: '请输入其他' })
    value.rows.forEach((row, index) => {
      if (row === '') ctx.addIssue({ code: 'custom', path: ['rows', index], message: '请输入序列' })
    })
  })

const rules = zodFormRules(Schema)

/** Runs a field's rule against the whole form's values; the message it fails with, or undefined. */
async function check(name: string | (string | number)[], values: Record<string, unknown>) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance
  const rule = (rules(name)[0] as RuleRender)(form) as RuleObject
  try {
    await rule.validator?.(rule, undefined, () => undefined)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('zodFormRules', () => {
  it('字段自身的错误显示在该字段下', async () => {
    expect(await check('name', { name: '', rows: [] })).toBe('请输入名称')
    expect(await check('other', { name: '', rows: [] })).toBeUndefined()
  })

  it('跨字段规则（superRefine）显示在它指明的字段下，包括列表的某一行', async () => {
    expect(await check('other', { name: 'other', rows: ['A', ''] })).toBe('请输入其他')
    expect(await check(['rows', 1], { name: 'other', rows: ['A', ''] })).toBe('请输入序列')
    expect(await check(['rows', 0], { name: 'other', rows: ['A', ''] })).toBeUndefined()
    expect(await check('name', { name: 'other', rows: ['A'], other: 'x' })).toBeUndefined()
  })
})

describe('applyApiError', () => {
  it('服务器的字段错误显示在字段下，嵌套字段（settings.sales_email）也一样；表单没有的字段改为提示', () => {
    const setFields = vi.fn()
    const form = {
      getFieldsValue: () => ({ settings: { sales_email: 'x' }, name: '' }),
      setFields,
    } as unknown as FormInstance
    const fieldErrors = { 'settings.sales_email': '请输入正确的邮箱地址', name: '请输入名称' }
    const error = new ApiError('请输入正确的邮箱地址', 201, 'VALIDATION_FAILED', fieldErrors)
    expect(applyApiError(form, error)).toBeUndefined()
    expect(setFields).toHaveBeenCalledWith([
      { name: ['settings', 'sales_email'], errors: ['请输入正确的邮箱地址'] },
      { name: ['name'], errors: ['请输入名称'] },
    ])
    const unknown = new ApiError('没有这个设置项：evil', 201, 'VALIDATION_FAILED', { evil: '没有这个设置项' })
    expect(applyApiError(form, unknown)).toBe('没有这个设置项：evil')
  })
})
