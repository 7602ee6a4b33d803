import { describe, expect, test } from 'vitest'
import {
  AddCrisprJobSchema,
  MAX_PAIRS,
  checkPair,
  describePairIssue,
  containsChinese,
  isCsvFileName,
  parseSequencePairs,
} from './crispr.ts'

const ON = 'GAGTCCGAGCAGAAGAAGAAAGG'
const OFF = 'GAGTTAGAGCAGAAGAAGAAAGG'
const DNA_BULGE = 'GAGT_CCGAGCAGAAGAAGAATGG,GAGTACCAAGTAGAAGAAAAATTT'

const lines = (...rows: string[]) => rows.join('\n')
const errorsOf = (text: string) => {
  const result = parseSequencePairs(text)
  if (result.ok) throw new Error('expected errors')
  return result.errors
}

describe('parseSequencePairs', () => {
  test('parses pairs, uppercases them and keeps _ and - as written', () => {
    const result = parseSequencePairs(
      lines(`${ON.toLowerCase()},${OFF}`, DNA_BULGE, 'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA-TTTGCTCCAGG'),
    )
    expect(result).toEqual({
      ok: true,
      pairs: [
        { on_seq: ON, off_seq: OFF },
        { on_seq: 'GAGT_CCGAGCAGAAGAAGAATGG', off_seq: 'GAGTACCAAGTAGAAGAAAAATTT' },
        { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA-TTTGCTCCAGG' },
      ],
    })
  })

  test('accepts a CSV export: byte-order mark, header, CRLF, blank lines, quotes, spaces, padding columns', () => {
    const csv = `\uFEFFon_seq,off_seq\r\n\r\n"${ON}", ${OFF} ,,\r\n${DNA_BULGE}\r\n\r\n`
    const result = parseSequencePairs(csv)
    expect(result.ok && result.pairs.map((pair) => pair.on_seq)).toEqual([ON, 'GAGT_CCGAGCAGAAGAAGAATGG'])
  })

  test('a header is only a header on the first line', () => {
    expect(errorsOf(lines(`${ON},${OFF}`, 'on_seq,off_seq'))).toEqual([
      { line: 2, message: expect.stringContaining('第 2 行：on_seq 含有非法字符') },
    ])
  })

  test('reports every bad line with its line number, counting blank lines', () => {
    const text = lines(
      `${ON},${OFF}`, // 1 ok
      '', // 2 blank
      `${ON},${OFF}A`, // 3 different lengths
      `${ON}`, // 4 one column
      `${ON},${OFF},${OFF}`, // 5 three columns
      `${ON},GAGTTAGAGCAGAAGAAGAANGG`, // 6 N in off
      `${ON.slice(0, 22)},${OFF.slice(0, 22)}`, // 7 length 22
      'GAGTCCGAGCAGAAGAAGAAAGGAA,GAGTTAGAGCAGAAGAAGAAAGGAA', // 8 length 25
      `GAGTCCGAGCAGAAGAAGAAAGX,${OFF}`, // 9 bad on char
      `${ON},GAGTTAGAGCAGAAGAAGAAAG.`, // 10 bad off char
      `${ON},${OFF.slice(0, 22)}_`, // 11 ok: gap in off
    )
    expect(errorsOf(text)).toEqual([
      { line: 3, message: '第 3 行：两条序列长度不一致' },
      { line: 4, message: '第 4 行：格式应为 on_seq,off_seq（两条序列用英文逗号分隔）' },
      { line: 5, message: '第 5 行：格式应为 on_seq,off_seq（两条序列用英文逗号分隔）' },
      { line: 6, message: '第 6 行：off_seq 不能含有 N（脱靶位点必须是确定的碱基）' },
      { line: 7, message: '第 7 行：序列长度必须为 23 或 24（当前为 22）' },
      { line: 8, message: '第 8 行：序列长度必须为 23 或 24（当前为 25）' },
      { line: 9, message: '第 9 行：on_seq 含有非法字符“X”（只允许 A/C/G/T/N 和空位 - 或 _）' },
      { line: 10, message: '第 10 行：off_seq 含有非法字符“.”（只允许 A/C/G/T 和空位 - 或 _）' },
    ])
  })

  test(`accepts ${MAX_PAIRS} pairs and refuses 1000`, () => {
    const pairs = (n: number) => Array.from({ length: n }, () => `${ON},${OFF}`).join('\n')
    const ok = parseSequencePairs(pairs(999))
    expect(ok.ok && ok.pairs).toHaveLength(999)
    expect(errorsOf(pairs(1000))).toEqual([{ line: null, message: '序列对数量必须少于 1000（当前 1000 对）' }])
  })

  test('blank input and a header alone have no pairs', () => {
    const none = [{ line: null, message: '没有找到序列对（每行一对：on_seq,off_seq）' }]
    expect(errorsOf(' \n\n')).toEqual(none)
    expect(errorsOf('on_seq,off_seq\n')).toEqual(none)
  })
})

describe('checkPair', () => {
  test('N is allowed in on_seq only', () => {
    expect(checkPair('GATGGTAGATGGAGACTCAGNGG', 'GGTAGGAAATGGAGAGGCAGAGG')).toBeUndefined()
    expect(checkPair('GATGGTAGATGGAGACTCAGAGG', 'GGTAGGAAATGGAGAGGCAGNGG')).toEqual({ kind: 'n_in_off' })
  })

  test('a sequence needs 22 bases: one gap in 23 positions, two in 24, no more', () => {
    expect(checkPair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG')).toBeUndefined()
    expect(checkPair('-GAGT_CCGAGCAGAAGAAGAAGG', 'GAGTACCAAGTAGAAGAAAAATTT')).toBeUndefined()
    expect(checkPair('GGGTGGGGGG__TTTGCTCCCGG', 'GGGTGGGGGGAGTTTGCTCCCGG')).toEqual({
      kind: 'too_few_bases',
      field: 'on_seq',
    })
    expect(checkPair('GGGTGGGGGGAGTTTGCTCCCGG', '-'.repeat(23))).toEqual({ kind: 'too_few_bases', field: 'off_seq' })
    expect(describePairIssue({ kind: 'too_few_bases', field: 'off_seq' })).toBe(
      'off_seq 的空位（- 或 _）过多：至少要有 22 个碱基',
    )
  })
})

describe('helpers', () => {
  test('containsChinese catches ideographs and full-width punctuation, not ASCII', () => {
    expect(containsChinese('张三@example.com')).toBe(true)
    expect(containsChinese(`${ON}，${OFF}`)).toBe(true)
    expect(containsChinese('zhang.san@example.com')).toBe(false)
  })

  test('isCsvFileName', () => {
    expect(isCsvFileName('pairs.CSV')).toBe(true)
    expect(isCsvFileName('pairs.txt')).toBe(false)
    expect(isCsvFileName('pairs.csv.txt')).toBe(false)
  })
})

describe('AddCrisprJobSchema', () => {
  const valid = { title: 'EMX1 off-targets', email: 'li.lei@example.com', xulie: `${ON},${OFF}`, type: '1', type1: '2' }
  const issues = (input: Record<string, unknown>) => {
    const result = AddCrisprJobSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
  }

  test('accepts a valid job and coerces the select ids', () => {
    expect(AddCrisprJobSchema.parse({ ...valid, title: '  EMX1  ' })).toEqual({
      ...valid,
      title: 'EMX1',
      type: 1,
      type1: 2,
    })
  })

  test('spec messages for title, e-mail and missing sequences', () => {
    expect(issues({ ...valid, title: '  ' })).toEqual([['title', '请输入任务名称']])
    expect(issues({ ...valid, email: '李雷@example.com' })).toEqual([['email', '请输入英文，不能包含中文']])
    expect(issues({ ...valid, xulie: '' })).toEqual([['xulie', '请上传 CSV 格式的文件或输入序列']])
    expect(issues({ ...valid, xulie: undefined })).toEqual([['xulie', '请上传 CSV 格式的文件或输入序列']])
    expect(issues({ ...valid, csvfile: 'pairs.xlsx' })).toEqual([['csvfile', '请上传 CSV 格式的文件或输入序列']])
    expect(issues({ ...valid, csvfile: 'pairs.csv' })).toEqual([])
  })

  test('e-mail: required, then valid', () => {
    expect(issues({ ...valid, email: '' })).toEqual([['email', '请输入邮箱!']])
    expect(issues({ ...valid, email: 'li.lei' })).toEqual([['email', '邮箱地址不合法!']])
  })

  test('PAM type and genome are required ids', () => {
    expect(issues({ ...valid, type: '', type1: 'x' })).toEqual([
      ['type', '请选择 PAM 类型'],
      ['type1', '请选择基因组'],
    ])
  })

  test('reports Chinese in the sequences and every bad line in one message, alongside other field errors', () => {
    expect(issues({ ...valid, title: '', xulie: `${ON}，${OFF}\n${ON},${OFF}A` })).toEqual([
      ['title', '请输入任务名称'],
      [
        'xulie',
        [
          '请输入英文，不能包含中文',
          '第 1 行：格式应为 on_seq,off_seq（两条序列用英文逗号分隔）',
          '第 2 行：两条序列长度不一致',
        ].join('\n'),
      ],
    ])
  })
})
