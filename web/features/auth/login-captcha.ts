// The image captcha of a login form: hidden until the server answers `captchaRequired`
// (the account has had several failed logins), then shown with a new image after every
// try, since each image is good for one try.
import { useState } from 'react'
import { isApiError } from '#common/api-client.ts'

export function useLoginCaptcha() {
  const [shown, setShown] = useState(false)
  const [refreshKey, setRefreshKey] = useState(0)
  return {
    shown,
    refreshKey,
    /** Call with the error of a failed login. */
    afterFailure(error: unknown) {
      if (!isApiError(error) || !error.captchaRequired) return
      setShown(true)
      setRefreshKey((key) => key + 1)
    },
  }
}
