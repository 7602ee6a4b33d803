import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, withScriptSources } from './script-hashes.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('每个不同的内联脚本一个哈希，带 src 的脚本不计', () => {
    const html =
      '<script nonce="n">window.a = 1</script><script type="module" src="/x.js"></script>' +
      '<script>window.a = 1</script><script type="module" async="">import "/y.js";\n</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('import "/y.js";\n')])
  })
})

describe('withScriptSources', () => {
  it('只替换 script-src，其他指令（包括 script-src-attr）不变', () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none';style-src 'self'"
    expect(withScriptSources(csp, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';script-src-attr 'none';style-src 'self'",
    )
  })
})
