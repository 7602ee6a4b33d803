import { describe, expect, it } from 'vitest'
import { parseSequencePairs } from '#common/schemas/crispr.ts'
import { CRISPR_NET_EXAMPLES } from './platform-steps.ts'

describe('CRISPR 帮助页', () => {
  it('输入格式说明中的示例都是 CRISPR-Net 可接受的输入', () => {
    const result = parseSequencePairs(CRISPR_NET_EXAMPLES.map((example) => example.pair).join('\n'))
    expect(result.ok && result.pairs).toHaveLength(CRISPR_NET_EXAMPLES.length)
  })
})
