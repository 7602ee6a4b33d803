// Every redirect target taken from a request (the language switch, the login page's
// `redirect`, logout, activation) goes through this one check, so a link on our domain can
// never send a visitor to another site.

/** A stand-in origin: what matters is whether resolving the target keeps it. */
const OWN_ORIGIN = 'https://own.invalid'

/**
 * Control characters (tab, CR, LF, NUL…) and backslashes are never in our paths; browsers
 * drop or reinterpret them (`/\t/evil.example` is followed as `//evil.example`), and CR/LF
 * would end a header. Leading white space is refused for the same reason.
 */
const UNSAFE = /\p{Cc}|\\|^\s/u

/**
 * The same-site path to go to, or `fallback`. The target is resolved against our origin
 * with the URL parser, as a browser would, and accepted only when the origin stays ours.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target || UNSAFE.test(target)) return fallback
  // The spec's own links name a page without the leading slash (/login?redirect=crispr).
  const path = /^[\w-]+(?:[/?#]|$)/.test(target) ? `/${target}` : target
  if (!path.startsWith('/') || path.startsWith('//')) return fallback
  let url: URL
  try {
    url = new URL(path, OWN_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== OWN_ORIGIN) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
