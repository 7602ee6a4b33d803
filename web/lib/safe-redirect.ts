// Every redirect target taken from a request (the language switch, the login pages'
// `redirect`, logout, activation) goes through this one check, so a link on our domain can
// never send a visitor to another site.
import { redirect } from 'react-router'

/** A stand-in origin: what matters is whether resolving the target keeps it. */
const OWN_ORIGIN = 'https://own.invalid'

/**
 * Control characters (tab, CR, LF, NUL…) and backslashes are never in our paths; browsers
 * drop or reinterpret them (`/\t/evil.example` is followed as `//evil.example`), and CR/LF
 * would end a header. Leading white space is refused for the same reason.
 */
const UNSAFE = /\p{Cc}|\\|^\s/u

/** A path a browser reads as one of ours: `//host` and `/\host` name another site. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')

/**
 * The same-site path `target` resolves to, or undefined. The target is resolved against our
 * origin with the URL parser, as a browser would, and the RESOLVED path is checked again:
 * dot segments (`/..//evil.example`, `/%2e%2e//evil.example`) can resolve to `//evil.example`.
 */
export function resolveOwnPath(target: string | null | undefined): string | undefined {
  if (!target || UNSAFE.test(target)) return undefined
  // The spec's own links name a page without the leading slash (/login?redirect=crispr).
  const path = /^[\w-]+(?:[/?#]|$)/.test(target) ? `/${target}` : target
  if (!isOwnPath(path)) return undefined
  let url: URL
  try {
    url = new URL(path, OWN_ORIGIN)
  } catch {
    return undefined
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`
  return url.origin === OWN_ORIGIN && isOwnPath(resolved) ? resolved : undefined
}

/** The same-site path to go to, or `fallback`. */
export const safeRedirectPath = (target: string | null | undefined, fallback = '/'): string =>
  resolveOwnPath(target) ?? fallback

/**
 * For a login page's loader: a `redirect` parameter that `accept` refuses is dropped (a 302
 * to the same page without it), so the page never holds a target off the site. `pageUrl` is the
 * loader's `url`: a client navigation's `request.url` is the `.data` address.
 */
export function dropRefusedRedirect(pageUrl: URL, accept: (target: string) => string | undefined): void {
  const url = new URL(pageUrl)
  const target = url.searchParams.get('redirect')
  if (target === null || accept(target) !== undefined) return
  url.searchParams.delete('redirect')
  throw redirect(`${url.pathname}${url.search}`)
}
