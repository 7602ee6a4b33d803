// The app's HTTP server: the one Fastify would make, with a first look at every request.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyServerFactory } from 'fastify'

/**
 * Answers a request before Fastify sees it (true, or a promise of true once answered), or
 * leaves it to Fastify (false). Only for answers that need nothing of Fastify's request
 * life: no body read, no hook, no handler.
 */
export type FirstAnswer = (raw: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

/** The server settings Fastify hands a server factory, its defaults filled in. */
interface FastifyServerSettings {
  http?: http.ServerOptions
  keepAliveTimeout: number
  requestTimeout: number
  connectionTimeout: number
  maxRequestsPerSocket: number
}

/**
 * Fastify's HTTP/1 server as Fastify itself makes it (its `http` options, keep-alive, request
 * and connection time-outs, requests per socket), whose requests meet `first()` before
 * Fastify's handler. `first` is read per request: the part that answers is set up after the
 * server is made.
 */
export function serverAnsweringFirst(first: () => FirstAnswer): FastifyServerFactory {
  return (fastifyHandler, options) => {
    const settings = options as unknown as FastifyServerSettings
    const handle = (raw: IncomingMessage, response: ServerResponse) => {
      let answered: boolean | Promise<boolean>
      try {
        answered = first()(raw, response)
      } catch {
        // A fault of the first look must not take the process down: Fastify answers instead.
        answered = false
      }
      if (answered === false) fastifyHandler(raw, response)
      else if (answered !== true) {
        answered.then(
          (done) => done || fastifyHandler(raw, response),
          () => fastifyHandler(raw, response),
        )
      }
    }
    const server = http.createServer(settings.http ?? {}, handle)
    server.keepAliveTimeout = settings.keepAliveTimeout
    server.requestTimeout = settings.requestTimeout
    server.setTimeout(settings.connectionTimeout)
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket
    return server
  }
}
