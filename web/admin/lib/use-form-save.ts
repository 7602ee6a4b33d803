// Saving a console form: the server's message on success, its field errors under the
// fields, any other refusal as a message. The form's unsaved changes are guarded until the
// server took them: pass `changed` as the form's onValuesChange, and call `discard` when the
// form is reset to other values (a drawer closed or opened on another item).
import { App, type FormInstance } from 'antd'
import { useState } from 'react'
import { applyApiError } from '#web/lib/zod-form.ts'
import { useUnsavedChanges } from './unsaved-changes.tsx'

export function useFormSave(form: FormInstance) {
  const { message } = App.useApp()
  const [saving, setSaving] = useState(false)
  const { changed, saved } = useUnsavedChanges()

  /** Runs the call; answers its data when it succeeded, undefined when it was refused. */
  const save = async <T>(call: () => Promise<{ data: T; message: string }>): Promise<T | undefined> => {
    setSaving(true)
    try {
      const result = await call()
      saved()
      message.success(result.message || '保存成功')
      return result.data
    } catch (error) {
      const problem = applyApiError(form, error)
      if (problem) message.error(problem)
      return undefined
    } finally {
      setSaving(false)
    }
  }
  return { save, saving, changed, discard: saved }
}
