/** Only same-site paths are followed, so a crafted link cannot send users elsewhere. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback
  // The spec's own links name a page without the leading slash (/login?redirect=crispr).
  const path = /^[\w-]+(?:[/?#]|$)/.test(target) ? `/${target}` : target
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  return path
}
