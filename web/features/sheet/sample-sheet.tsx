// The print page of an order's sample submission sheet (/orderSheet?orderno=…): the same model
// as the PDF, laid out for A4 by print CSS. The sheet is a Chinese document that travels with
// the samples to the lab, so it reads the same whatever the interface language, like the PDF.
import { useEffect, useState } from 'react'
import { CUSTOMER_FACTS, SHEET_TEXTS, labLines, orderMetaLine, shippingLines } from '#common/sample-sheet.ts'
import type { SheetPage } from '#common/schemas/orders/sheet.ts'
import { ScrollRegion } from '#web/components/content/scroll-region.tsx'
import { downloadSheet } from '#web/features/orders/sheet-actions.tsx'
import { api } from '#web/lib/api.client.ts'

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; sheet: SheetPage }

export function SampleSheetPage({ orderno }: { orderno: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [downloadError, setDownloadError] = useState<string>()

  useEffect(() => {
    let current = true
    api.get<SheetPage>('/order/sheet/page', { orderno }).then(
      (sheet) => current && setLoaded({ state: 'ready', sheet }),
      (error: Error) => current && setLoaded({ state: 'failed', error: error.message }),
    )
    return () => {
      current = false
    }
  }, [orderno])

  if (loaded.state === 'loading') return <p className="sample-sheet__status">正在加载送检单…</p>
  if (loaded.state === 'failed')
    return <p className="sample-sheet__status sample-sheet__status--error">{loaded.error}</p>
  return (
    <>
      <div className="sample-sheet__toolbar">
        <button
          type="button"
          className="sample-sheet__button sample-sheet__button--primary"
          onClick={() => window.print()}
        >
          打印
        </button>
        <button
          type="button"
          className="sample-sheet__button"
          onClick={() => void downloadSheet(orderno).catch((error: Error) => setDownloadError(error.message))}
        >
          下载 PDF
        </button>
        {downloadError && <span className="sample-sheet__status--error">{downloadError}</span>}
      </div>
      <SampleSheet sheet={loaded.sheet} />
    </>
  )
}

export function SampleSheet({ sheet }: { sheet: SheetPage }) {
  return (
    <article className="sample-sheet" aria-label={`${sheet.title} ${sheet.orderno}`}>
      <header className="sample-sheet__head">
        <div>
          <h1 className="sample-sheet__title">{sheet.title}</h1>
          <p className="sample-sheet__orderno">
            订单编号 <strong>{sheet.orderno}</strong>
          </p>
          <p className="sample-sheet__meta">{orderMetaLine(sheet)}</p>
        </div>
        <figure className="sample-sheet__qr">
          {/* The server's own SVG of the console URL (qrcode's toString), no customer text in it. */}
          <div role="img" aria-label="订单二维码" dangerouslySetInnerHTML={{ __html: sheet.qr_svg }} />
          <figcaption>{SHEET_TEXTS.scanHint}</figcaption>
        </figure>
      </header>

      <dl className="sample-sheet__facts">
        {CUSTOMER_FACTS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{sheet.customer[key] || '—'}</dd>
          </div>
        ))}
      </dl>

      {sheet.samples.length > 0 && (
        <ScrollRegion label="样本列表" className="sample-sheet__table-wrap">
          <table className="sample-sheet__table">
            <thead>
              <tr>
                {sheet.columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.samples.map((sample) => (
                <tr key={sample.tube_label}>
                  {sheet.columns.map((column, index) => (
                    <td key={column.key} className={column.sequence ? 'sample-sheet__cell--sequence' : undefined}>
                      {sample.cells[index]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {sheet.no_samples_note && <p className="sample-sheet__note">{sheet.no_samples_note}</p>}

      {sheet.samples.length > 0 && (
        <>
          <section className="sample-sheet__section">
            <h2>{SHEET_TEXTS.shippingTitle}</h2>
            <ul>
              {shippingLines(sheet.shipping).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="sample-sheet__section">
            <h2>{SHEET_TEXTS.tubeTitle}</h2>
            <ul>
              {sheet.tube_instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      <section className="sample-sheet__section">
        <h2>{SHEET_TEXTS.labTitle}</h2>
        {labLines(sheet.lab).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </article>
  )
}
