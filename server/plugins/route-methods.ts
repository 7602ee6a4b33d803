import type { FastifyInstance, HTTPMethods } from 'fastify'

/**
 * Remembers the methods of each fixed path registered in `scope` from now on, so that a
 * call with another method can be answered 405 with `Allow` instead of "no such call".
 */
export function recordRouteMethods(scope: FastifyInstance): (path: string) => HTTPMethods[] | undefined {
  const methods = new Map<string, Set<HTTPMethods>>()
  scope.addHook('onRoute', (route) => {
    if (/[:*]/.test(route.url)) return
    const known = methods.get(route.url) ?? new Set()
    for (const method of [route.method].flat()) known.add(method)
    methods.set(route.url, known)
  })
  return (path) => {
    const known = methods.get(path.length > 1 ? path.replace(/\/$/, '') : path)
    return known ? [...known] : undefined
  }
}
