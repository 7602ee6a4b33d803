import { describe, expect, it } from 'vitest'
import { csvCell, parseCsv, toCsv } from './csv.ts'

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, quotes every cell, doubles quotes and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: '姓名', value: (row: { name: string; n: number | null }) => row.name },
        { header: '数量', value: (row) => row.n },
      ],
      [
        { name: '王 "小明", 上海', n: 3 },
        { name: '多行\n留言', n: null },
      ],
    )
    expect(csv).toBe('\uFEFF"姓名","数量"\r\n"王 ""小明"", 上海","3"\r\n"多行\n留言",""\r\n')
  })

  it.each(['=HYPERLINK("http://evil")', '+86 138', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a cell that starts like a formula: %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`)
    },
  )

  it('leaves ordinary text and numbers as they are', () => {
    expect(csvCell('基因编辑 = 好')).toBe('"基因编辑 = 好"')
    expect(csvCell(-5)).toBe(`"'-5"`)
    expect(csvCell(12)).toBe('"12"')
    expect(csvCell(undefined)).toBe('""')
  })
})

describe('parseCsv', () => {
  it('reads back what toCsv writes: BOM, quotes, commas, doubled quotes and line breaks in a cell', () => {
    const csv = toCsv(
      [
        { header: '名称', value: (row: { name: string; note: string }) => row.name },
        { header: '备注', value: (row) => row.note },
      ],
      [{ name: '王 "小明", 上海', note: '多行\n留言' }],
    )
    expect(parseCsv(csv)).toEqual([
      ['名称', '备注'],
      ['王 "小明", 上海', '多行\n留言'],
    ])
  })

  it('reads unquoted cells, LF lines, empty cells, and skips blank lines', () => {
    expect(parseCsv('a,b,,c\n\n1,,2,3\r\n\r\n')).toEqual([
      ['a', 'b', '', 'c'],
      ['1', '', '2', '3'],
    ])
    expect(parseCsv('x,y')).toEqual([['x', 'y']])
    expect(parseCsv('')).toEqual([])
  })
})
