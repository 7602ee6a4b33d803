import { describe, expect, it } from 'vitest'
import { writeFasta } from './fasta.ts'

describe('writeFasta', () => {
  const record = { name: 'pBluescript II KS(+)', topology: 'circular' as const, sequence: 'acgt'.repeat(40) }

  it('writes a header with the name as one word, the length and the topology', () => {
    expect(writeFasta(record).split('\n')[0]).toBe('>pBluescript_II_KS(+) 160 bp circular')
  })

  it('wraps at 70 bases by default and at 60 on request, upper case', () => {
    const seventy = writeFasta(record).trimEnd().split('\n').slice(1)
    expect(seventy.map((line) => line.length)).toEqual([70, 70, 20])
    const sixty = writeFasta(record, 60).trimEnd().split('\n').slice(1)
    expect(sixty.map((line) => line.length)).toEqual([60, 60, 40])
    expect(sixty.join('')).toBe(record.sequence.toUpperCase())
  })

  it('ends with a newline and writes only the header for an empty sequence', () => {
    expect(writeFasta(record).endsWith('\n')).toBe(true)
    expect(writeFasta({ ...record, sequence: '' })).toBe('>pBluescript_II_KS(+) 0 bp circular\n')
  })
})
