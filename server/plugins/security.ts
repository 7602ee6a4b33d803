import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Security headers with a strict CSP: scripts only from this origin or with the
 * per-request nonce that server rendering puts on its inline scripts. Styles allow
 * inline because antd writes its CSS-in-JS styles at run time.
 */
export default fp<{ development: boolean }>(
  async (app, { development }) => {
    await app.register(helmet, {
      enableCSPNonces: !development,
      // Vite's dev server injects unhashed inline scripts and a websocket: no CSP there.
      contentSecurityPolicy: development
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
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
