// The account and session calls of spec §7, typed with the shared schemas.
import type { Login, LoginResult, LoginSms, Register, ResetPassword } from '#common/schemas/auth.ts'
import { api } from '#web/lib/api.client.ts'

type Payload<T> = { [K in keyof T]?: unknown }

export const login = (values: Payload<Login>) => api.post<LoginResult>('/user/login', values)

export const loginBySms = (values: Payload<LoginSms>) => api.post<LoginResult>('/user/loginsms', values)

export const registerAccount = (values: Payload<Register>) => api.post<{ email: string }>('/user/register', values)

export const activateAccount = (token: string) => api.post<{ email: string }>('/user/activate', { token })

export const resendActivation = (email: string) => api.post<{ info: string }>('/user/resendActivation', { email })

export const sendResetCode = (email: string) => api.post<{ info: string }>('/user/sendEmailCode', { email })

export const resetPassword = (values: Payload<ResetPassword>) => api.post<null>('/user/resetPwd', values)

/** Ends the session on the server; it answers success even for an expired token. */
export const logout = () => api.post<null>('/user/logout')

export const fetchImageCaptcha = () => api.post<{ img_info: string; captchaId: string }>('/help/verify')
