import { App, type FormInstance } from 'antd'
import { useState } from 'react'
import { useText } from '#web/lib/page-lang.ts'
import { applyApiError } from '#web/lib/zod-form.ts'

/**
 * Sends a form's values: the server's message as a success, its field errors under the
 * fields, any other refusal as an error; `saving` holds while it is sent.
 */
export function useSubmit<Values>(
  form: FormInstance<Values>,
  send: (values: Values) => Promise<{ message: string }>,
  onDone: () => void = () => undefined,
) {
  const t = useText()
  const { message } = App.useApp()
  const [saving, setSaving] = useState(false)
  const submit = async (values: Values) => {
    setSaving(true)
    try {
      void message.success(t((await send(values)).message))
      onDone()
    } catch (error) {
      const shown = applyApiError(form, error)
      if (shown) void message.error(shown)
    } finally {
      setSaving(false)
    }
  }
  return { saving, submit }
}
