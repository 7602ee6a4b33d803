// Leaving a console form with changes not saved asks first: a navigation inside the console
// (menu, 取消, links, Back) through React Router's blocker and an antd confirmation, a
// reload or a closed tab through the browser's own beforeunload prompt. The console holds
// one guard (a router allows one blocker at a time); each form reports to it whether it
// holds changes, so a page with several forms (a drawer beside a list) is guarded as one.
import { App } from 'antd'
import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router'

export const UNSAVED_CHANGES_QUESTION = '有未保存的修改，确定离开吗？'

/** The forms of the page that hold unsaved changes. */
type Unsaved = Set<symbol>

const UnsavedContext = createContext<Unsaved | undefined>(undefined)

/** Wraps the console's pages: asks before leaving any of their forms with unsaved changes. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { modal } = App.useApp()
  const [unsaved] = useState<Unsaved>(() => new Set())
  const asking = useRef(false)

  // Read at the moment of the navigation, not from a render: a form that has just saved
  // and navigates at once (back to its list) must not be asked about.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    modal.confirm({
      title: UNSAVED_CHANGES_QUESTION,
      content: '离开后，本页未保存的修改将丢失。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '留在本页',
      onOk: () => {
        asking.current = false
        unsaved.clear()
        blocker.proceed()
      },
      onCancel: () => {
        asking.current = false
        blocker.reset()
      },
    })
  }, [blocker, modal, unsaved])

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.size === 0) return
      // Browsers show their own words; the call and the value are what make them ask.
      event.preventDefault()
      event.returnValue = UNSAVED_CHANGES_QUESTION
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  return <UnsavedContext value={unsaved}>{children}</UnsavedContext>
}

/**
 * A form's part in the guard: `changed` when the user edits it (antd Form's
 * onValuesChange, which setFieldsValue does not call), `saved` once the server took it.
 * A form that unmounts (a closed drawer) leaves the guard.
 */
export function useUnsavedChanges() {
  const unsaved = use(UnsavedContext)
  const [form] = useState(() => Symbol('form'))
  useEffect(() => () => void unsaved?.delete(form), [unsaved, form])
  return useMemo(
    () => ({
      changed: () => void unsaved?.add(form),
      saved: () => void unsaved?.delete(form),
    }),
    [unsaved, form],
  )
}
