import type { ApiClient } from '#common/api-client.ts'

declare module 'react-router' {
  interface AppLoadContext {
    /** The API, called in-process while rendering on the server. */
    api: ApiClient
    /** Nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string
  }
}
