import type { ApiClient } from '#common/api-client.ts'

/** What pages write to the server's log. */
export interface PageLog {
  error(details: { err: unknown }, message: string): void
}

declare module 'react-router' {
  interface AppLoadContext {
    /** The API, called in-process while rendering on the server. */
    api: ApiClient
    /** Nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string
    /** The request's structured log (its lines carry the request id). */
    log: PageLog
    /** The address the site is published under (PUBLIC_URL), for canonical links. */
    publicUrl: string
  }
}
