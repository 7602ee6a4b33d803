// The buy-inquiry button of a product page. The antd modal behind it is fetched on the first
// click (or when the pointer or focus comes near, to save the wait), not with the page: a
// visitor who only reads the page downloads and runs none of it.
import { Suspense, lazy, useState } from 'react'
import { useHydrated } from '#web/lib/hydrated.ts'
import { useText } from '#web/lib/page-lang.ts'

const loadModal = () => import('./inquiry-modal.tsx')
const InquiryModal = lazy(loadModal)

export function InquiryButton({ productName, className }: { productName: string; className?: string }) {
  const t = useText()
  const hydrated = useHydrated()
  const [requested, setRequested] = useState(false)
  const [open, setOpen] = useState(false)
  const prefetch = () => void loadModal()
  return (
    <>
      <button
        type="button"
        className={['button', 'button--primary', className].filter(Boolean).join(' ')}
        // Until the page runs, a click could not open anything.
        disabled={!hydrated}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {t('询价购买')}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <InquiryModal productName={productName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
