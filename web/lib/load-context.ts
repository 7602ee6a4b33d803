// What the server hands the pages of one request: React Router passes it to loaders,
// actions and the entry as a typed context (`context.get`), not as a plain object.
import { type RouterContext, RouterContextProvider, createContext } from 'react-router'
import type { ApiClient } from '#common/api-client.ts'

/** What pages write to the server's log. */
export interface PageLog {
  error(details: { err: unknown }, message: string): void
}

export interface PageContext {
  /** The API, called in-process while rendering on the server. */
  api: ApiClient
  /** Nonce for inline scripts, matching the Content-Security-Policy header. */
  cspNonce: string
  /** The request's structured log (its lines carry the request id). */
  log: PageLog
  /** The address the site is published under (PUBLIC_URL), for canonical links. */
  publicUrl: string
}

/**
 * A context is found by the identity of its key, and this module runs twice: in the Node
 * server, which builds the context, and inside the page build (bundled by Vite, or Vite's
 * module runner in development), whose loaders read it. Both copies share one key.
 */
const KEY_SLOT = Symbol.for('genedit-portal.page-context')
const pageContextKey = ((globalThis as { [KEY_SLOT]?: RouterContext<PageContext> })[KEY_SLOT] ??=
  createContext<PageContext>())

/** The context of one request, built by the server before React Router handles it. */
export function createPageContext(page: PageContext): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(pageContextKey, page)
  return context
}

/** The request's page context, in a loader, an action or the server entry. */
export const pageContext = (context: Readonly<RouterContextProvider>): PageContext => context.get(pageContextKey)
