// Every stored HTML body passes this allow-list before it is rendered, so a stored
// <script> or onerror= never runs in a visitor's browser.
import sanitize from 'sanitize-html'

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'span',
    'sup',
    'sub',
    'del',
    'ins',
    'mark',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site open in a new tab without handing it window.opener.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
}

export function sanitizeHtml(html: string): string {
  return html ? sanitize(html, OPTIONS) : ''
}
