// The one place zod is configured: Chinese default messages for every schema that
// does not carry its own (spec messages are always given explicitly).
import { z } from 'zod'

z.config(z.locales.zhCN())

/** What a size limit counts, in words: zod's Chinese messages name the type in English ("期望 number >=0"). */
const SIZE_WORDS: Partial<Record<string, { small: (n: string) => string; big: (n: string) => string }>> = {
  number: { small: (n) => `不能小于 ${n}`, big: (n) => `不能大于 ${n}` },
  string: { small: (n) => `至少 ${n} 个字符`, big: (n) => `最多 ${n} 个字符` },
  array: { small: (n) => `至少 ${n} 项`, big: (n) => `最多 ${n} 项` },
}
/** What a value should have been, in words: zod's Chinese messages name the type in English ("期望 string"). */
const TYPE_WORDS: Partial<Record<string, string>> = {
  string: '文字',
  boolean: '是或否（true/false）',
  object: '一组字段（对象）',
  array: '列表',
  bigint: '整数',
  date: '日期',
  file: '文件',
}
/** Exclusive limits (positive(), lt()) exist for numbers only. */
const EXCLUSIVE_NUMBER = { small: (n: string) => `必须大于 ${n}`, big: (n: string) => `必须小于 ${n}` }

z.config({
  customError: (issue) => {
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      const words = issue.inclusive === false && issue.origin === 'number' ? EXCLUSIVE_NUMBER : SIZE_WORDS[issue.origin]
      if (words) {
        return issue.code === 'too_small' ? words.small(String(issue.minimum)) : words.big(String(issue.maximum))
      }
    }
    if (issue.code === 'invalid_type') {
      if (issue.expected === 'number' || issue.expected === 'int') return '请输入数字'
      if (issue.input === undefined) return '此项必填'
      const word = TYPE_WORDS[issue.expected]
      if (word) return `格式不正确，应为${word}`
    }
    return undefined
  },
})

export { z }
