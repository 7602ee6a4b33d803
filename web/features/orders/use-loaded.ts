import { App } from 'antd'
import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; value: T }

/**
 * Loads `load()` when it changes and on reload(); a failure is shown as an error toast and
 * kept for the page to show in place.
 */
export function useLoaded<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const { message } = App.useApp()
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    let current = true
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => {
        if (!current) return
        setLoaded({ state: 'failed', error: (error as Error).message })
        message.error((error as Error).message)
      },
    )
    return () => {
      current = false
    }
  }, [load, generation, message])

  return [loaded, useCallback(() => setGeneration((value) => value + 1), [])]
}
