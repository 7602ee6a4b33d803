import { describe, expect, it } from 'vitest'
import { fileNameOf } from './save-file.ts'

describe('fileNameOf', () => {
  it('读取带引号和不带引号的 filename', () => {
    expect(fileNameOf('attachment; filename="CRISPR-Net_20261122-213005.csv"')).toBe('CRISPR-Net_20261122-213005.csv')
    expect(fileNameOf('attachment; filename=result.csv')).toBe('result.csv')
  })
  it('优先使用 RFC 5987 的 filename*', () => {
    expect(fileNameOf(`attachment; filename="result.csv"; filename*=UTF-8''%E7%BB%93%E6%9E%9C.csv`)).toBe('结果.csv')
  })
  it.each([null, 'attachment', 'inline'])('没有文件名时为 undefined：%s', (header) => {
    expect(fileNameOf(header)).toBeUndefined()
  })
})
