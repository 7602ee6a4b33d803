import { useSyncExternalStore } from 'react'

/** Spec §9: modal width by screen — 1440+ 1200, 1200+ 900, 992+ 700, 768+ 90%, else 100%. */
export function modalWidthFor(viewportWidth: number): number | string {
  if (viewportWidth >= 1440) return 1200
  if (viewportWidth >= 1200) return 900
  if (viewportWidth >= 992) return 700
  if (viewportWidth >= 768) return '90%'
  return '100%'
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

export function useModalWidth(): number | string {
  return useSyncExternalStore(
    subscribe,
    () => modalWidthFor(window.innerWidth),
    () => modalWidthFor(1440),
  )
}
