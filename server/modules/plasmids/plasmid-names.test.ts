import { describe, expect, it } from 'vitest'
import { asciiName, downloadFileName } from './plasmid-names.ts'

describe('asciiName', () => {
  it('去掉含中文的括注与其余非 ASCII 字符，希腊字母转写', () => {
    expect(asciiName('pX458-sgSox9#3(大鼠)')).toBe('pX458-sgSox9#3')
    expect(asciiName('pPICZα A')).toBe('pPICZalpha A')
    expect(asciiName('pCMV-Tag2B-GPX4（人）')).toBe('pCMV-Tag2B-GPX4')
    expect(asciiName('pET-28a(+)')).toBe('pET-28a(+)')
    expect(asciiName('人源 质粒')).toBe('')
  })
})

describe('downloadFileName', () => {
  it('只含字母、数字、点、短横线和下划线', () => {
    expect(downloadFileName('GE-P10123', 'pX458-sgSox9#3(大鼠)', 'gb')).toBe('GE-P10123_pX458-sgSox9_3.gb')
    expect(downloadFileName('GE-P10001', 'pGL4.10[luc2]', 'fasta')).toBe('GE-P10001_pGL4.10_luc2.fasta')
    expect(downloadFileName('GE-P10002', '人源质粒', 'gb')).toBe('GE-P10002.gb')
  })
})
