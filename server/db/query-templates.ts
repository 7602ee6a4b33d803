// A hot query whose SQL depends only on which of its values are present (its shape), not on
// the values themselves: Kysely builds and compiles it once per shape, then each call only
// fills in the parameters.
import { type Compilable, CompiledQuery } from 'kysely'

/** A query's values by name; undefined ones are absent (they shape the query, not fill it). */
export type TemplateValues = Record<string, string | number | undefined>

interface Template {
  sql: string
  /** For each parameter of the SQL: the name of the value that fills it, or a constant. */
  slots: ({ name: string } | { constant: unknown })[]
}

const presentNames = (values: TemplateValues) => Object.keys(values).filter((name) => values[name] !== undefined)

/** Stand-ins no real value equals: the compiled parameters are mapped back to names through them. */
function sentinelsOf(values: TemplateValues) {
  const byParameter = new Map<unknown, string>()
  const sentinels: TemplateValues = {}
  presentNames(values).forEach((name, index) => {
    const sentinel = typeof values[name] === 'number' ? -987_654_321 - index : `\u0000template:${name}`
    sentinels[name] = sentinel
    byParameter.set(sentinel, name)
  })
  return { sentinels, byParameter }
}

/**
 * `build` must branch only on which values are present, never on what they are, and pass each
 * value to Kysely as it is (derive patterns and bounds before): a value that does not reach
 * the SQL as a parameter of its own is refused when the shape is first compiled. Building and
 * compiling is ~40 µs with the camel-case plugin, a third of a small list page's database
 * time. Templates are bounded by the number of shapes (`maxShapes`; the oldest is dropped).
 */
export function createQueryTemplates<V extends TemplateValues, Row>(
  build: (values: V) => Compilable<Row>,
  maxShapes = 512,
) {
  const templates = new Map<string, Template>()

  function compileTemplate(values: V): Template {
    const { sentinels, byParameter } = sentinelsOf(values)
    const compiled = build(sentinels as V).compile()
    const slots = compiled.parameters.map((parameter) => {
      const name = byParameter.get(parameter)
      return name === undefined ? { constant: parameter } : { name }
    })
    const used = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])))
    const lost = [...byParameter.values()].filter((name) => !used.has(name))
    if (lost.length > 0) throw new Error(`Query template: ${lost.join(', ')} did not reach the SQL as parameters`)
    return { sql: compiled.sql, slots }
  }

  return function compile(values: V): CompiledQuery<Row> {
    const shape = presentNames(values).join('\u0001')
    let template = templates.get(shape)
    if (!template) {
      template = compileTemplate(values)
      if (templates.size >= maxShapes) templates.delete(templates.keys().next().value!)
      templates.set(shape, template)
    }
    const parameters = template.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant))
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<Row>
  }
}
