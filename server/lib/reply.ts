import type { Envelope } from '#common/errors.ts'

/** The success envelope of spec §7: code 200, payload in data. */
export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: 200, message, data }
}
