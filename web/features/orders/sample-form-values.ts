// What the sample forms compute as the customer types (spec §4 'Conditional sample fields'):
// the total from volume and concentration, and the distance and window a nuclease fixes.
import { lockedWindowOf } from '#common/schemas/orders/amplicon.ts'
import { MEDIUM_LABEL, NUCLEASE_LABEL } from '#common/schemas/orders/options.ts'
import { totalOf } from '#common/schemas/orders/sample.ts'

type Values = Record<string, unknown>

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined)

/**
 * The fields a change sets in turn: the total when volume or concentration changed, and for
 * amplicon samples (`withWindow`) the distance and window of a locking nuclease.
 */
export function derivedValues(changed: Values, all: Values, withWindow: boolean): Values {
  const derived: Values = {}
  if ('tiji' in changed || 'nongdu' in changed) derived.zongliang = totalOf(all)
  if (withWindow && 'hexuanmei' in changed) Object.assign(derived, lockedWindowOf(numberOrUndefined(all.hexuanmei)))
  return derived
}

/**
 * A stored sample as its form's values: the form's fields only, on top of the defaults. The
 * server stores 0 for the medium and nuclease a sample's answers hide; those keep the
 * defaults, so showing the field again offers a valid choice.
 */
export function formValuesOf(sample: Values, fields: readonly string[], defaults: Values): Values {
  const values: Values = { ...defaults }
  for (const field of fields) {
    const value = sample[field]
    if (value === undefined) continue
    if (field === 'jiezhi' && !(Number(value) in MEDIUM_LABEL)) continue
    if (field === 'hexuanmei' && !(Number(value) in NUCLEASE_LABEL)) continue
    values[field] = value
  }
  if ('weidian_juli' in defaults) Object.assign(values, lockedWindowOf(numberOrUndefined(values.hexuanmei)))
  return values
}
