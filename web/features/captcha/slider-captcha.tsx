// The drag-puzzle check of the booking form. The image with the hole and the piece come
// from the server, which alone knows where the hole is and decides whether it passed.
import { useCallback, useEffect, useRef, useState } from 'react'
import { SLIDER, type SliderChallenge, type SliderTrail } from '#common/schemas/captcha.ts'
import { api } from '#web/lib/api.client.ts'
import { useText } from '#web/lib/page-lang.ts'

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'error'

interface Props {
  /** The passed challenge's id, as the form holds it. */
  value?: string
  /** Called with the passed challenge's id (sent with the form), or '' when reset. */
  onChange: (captchaId: string) => void
}

const HANDLE = 44

const requestChallenge = () => api.post<SliderChallenge>('/captcha/slider')

export function SliderCaptcha({ value, onChange }: Props) {
  const t = useText()
  const [challenge, setChallenge] = useState<SliderChallenge>()
  const [status, setStatus] = useState<Status>('loading')
  const [offset, setOffset] = useState(0)
  const drag = useRef<{ startX: number; startTime: number; trail: SliderTrail } | null>(null)
  const maxOffset = SLIDER.width - SLIDER.pieceSize

  // Read through refs: the form hands down a new onChange on every render, and a new
  // challenge must be fetched only on mount and on refresh, never because props changed.
  const passedId = useRef(value)
  const notify = useRef(onChange)
  useEffect(() => {
    passedId.current = value
    notify.current = onChange
  })

  const show = useCallback((request: Promise<SliderChallenge>) => {
    request.then(
      (next) => {
        setChallenge(next)
        setStatus('ready')
      },
      () => setStatus('error'),
    )
  }, [])

  const refresh = useCallback(() => {
    setStatus('loading')
    setOffset(0)
    // Clearing an already empty value would make the form show its error before any try.
    if (passedId.current) notify.current('')
    show(requestChallenge())
  }, [show])

  useEffect(() => show(requestChallenge()), [show])

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (status !== 'ready' && status !== 'failed') return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startTime: performance.now(), trail: [[0, 0]] }
    setStatus('ready')
  }

  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return
    const x = Math.min(maxOffset, Math.max(0, event.clientX - drag.current.startX))
    drag.current.trail.push([Math.round(performance.now() - drag.current.startTime), Math.round(x)])
    setOffset(x)
  }

  const onPointerUp = async () => {
    const current = drag.current
    drag.current = null
    if (!current || !challenge) return
    setStatus('checking')
    try {
      await api.post('/captcha/slider/verify', {
        captchaId: challenge.captchaId,
        x: Math.round(offset),
        trail: current.trail,
      })
      setStatus('passed')
      notify.current(challenge.captchaId)
    } catch {
      setStatus('failed')
      // A failed challenge may be retried a few times; after that the server refuses it.
      window.setTimeout(refresh, 900)
    }
  }

  const label = t(
    {
      loading: '正在加载验证图片…',
      ready: '向右拖动滑块完成拼图',
      checking: '验证中…',
      passed: '验证通过',
      failed: '验证失败，请重试',
      error: '验证图片加载失败，点击刷新',
    }[status],
  )

  return (
    <div className={`slider-captcha slider-captcha--${status}`} style={{ width: SLIDER.width, maxWidth: '100%' }}>
      <div className="slider-captcha__image" style={{ aspectRatio: `${SLIDER.width} / ${SLIDER.height}` }}>
        {challenge && (
          <>
            <img
              src={challenge.background}
              alt={t('拼图验证背景')}
              width={SLIDER.width}
              height={SLIDER.height}
              draggable={false}
            />
            <img
              className="slider-captcha__piece"
              src={challenge.piece}
              alt=""
              width={SLIDER.pieceSize}
              height={SLIDER.pieceSize}
              draggable={false}
              style={{
                left: `${(offset / SLIDER.width) * 100}%`,
                top: `${(challenge.pieceY / SLIDER.height) * 100}%`,
                width: `${(SLIDER.pieceSize / SLIDER.width) * 100}%`,
              }}
            />
          </>
        )}
        <button type="button" className="slider-captcha__refresh" onClick={refresh} aria-label={t('换一张')}>
          ↻
        </button>
      </div>
      <div className="slider-captcha__track">
        <span className="slider-captcha__label" aria-live="polite">
          {label}
        </span>
        <button
          type="button"
          className="slider-captcha__handle"
          aria-label={t('拖动滑块')}
          disabled={status === 'passed' || status === 'loading' || status === 'checking'}
          style={{ transform: `translateX(${(offset / maxOffset) * (SLIDER.width - HANDLE)}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void onPointerUp()}
        >
          {status === 'passed' ? '✓' : '→'}
        </button>
      </div>
    </div>
  )
}
