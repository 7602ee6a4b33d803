// The buy-inquiry button of a product page. The antd modal behind it is fetched on the first
// click (or when the pointer or focus comes near, to save the wait), not with the page: a
// visitor who only reads the page downloads and runs none of it.
import { Suspense, lazy, useState } from 'react'
import { ScriptButton } from '#web/components/content/script-button.tsx'
import { useText } from '#web/lib/page-lang.ts'

const loadModal = () => import('./inquiry-modal.tsx')
const InquiryModal = lazy(loadModal)

export function InquiryButton({ productName, className }: { productName: string; className?: string }) {
  const t = useText()
  const [requested, setRequested] = useState(false)
  const [open, setOpen] = useState(false)
  const prefetch = () => void loadModal()
  return (
    <>
      <ScriptButton
        className={['button', 'button--primary', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {t('询价购买')}
      </ScriptButton>
      {requested && (
        <Suspense fallback={null}>
          <InquiryModal productName={productName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
