// The text of a PDF, page by page, read back with pdf.js: tests check what a generated PDF
// says, not only that one was sent.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
  const document = await loading.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    return pages
  } finally {
    await loading.destroy()
  }
}
