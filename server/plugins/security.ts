import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this response's inline scripts, matching its Content-Security-Policy. */
    scriptNonce: string
  }
}

const NONCES = new WeakMap<ServerResponse, string>()

/**
 * Security headers with a strict CSP: scripts only from this origin or with the
 * per-response nonce that server rendering puts on its inline scripts. Styles allow
 * inline (no nonce) because antd writes its CSS-in-JS <style> elements at run time.
 */
export default fp<{ development: boolean }>(
  async (app, { development }) => {
    app.decorateReply('scriptNonce', '')
    // Before helmet's own hook, which reads the nonce when it writes the header.
    app.addHook('onRequest', async (_request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64')
      NONCES.set(reply.raw, reply.scriptNonce)
    })
    await app.register(helmet, {
      // Vite's dev server injects unhashed inline scripts and a websocket: no CSP there.
      contentSecurityPolicy: development
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${NONCES.get(res as ServerResponse) ?? ''}'`],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              objectSrc: ["'none'"],
              frameAncestors: ["'self'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
      crossOriginEmbedderPolicy: false,
    })
  },
  { name: 'security' },
)
