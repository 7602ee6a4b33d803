// Streams the HTML. Crawlers get the whole document at once (onAllReady), browsers
// as soon as the shell is ready. Inline scripts carry the CSP nonce from Fastify. Public
// pages are rendered whole too, and marked so the server may cache them (ADR 014).
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from 'react-router'
import { ENGLISH } from '#common/i18n/english.ts'
import { provideEnglish } from '#common/i18n/translate.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { NonceProvider } from '#web/lib/nonce.tsx'
import { PUBLIC_PAGE_HEADER, isPublicPage } from '#web/lib/public-page.ts'

export const streamTimeout = 5_000

// The server renders pages in both languages; the browser fetches the catalogue only for English.
provideEnglish(ENGLISH)

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, log } = pageContext(loadContext)
  // A cached page must be complete: an error while streaming it makes it a 500, not kept.
  const publicPage = isPublicPage(routerContext)
  if (publicPage) responseHeaders.set(PUBLIC_PAGE_HEADER, '1')
  const waitForAll = publicPage || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell was sent are already rendered by an error boundary.
          if (shellRendered) log.error({ err: error }, 'page streaming failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}

/**
 * Errors of loaders, actions and rendering go to the request's structured log, once, with
 * its request id. A request the page cannot take (a POST to a page without a form: 405) is
 * the visitor's mistake and answered as such, not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  pageContext(context).log.error({ err: error }, 'page failed')
}
