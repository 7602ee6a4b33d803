// 'Remember account' on the login page (spec §2): the e-mail only, never the password,
// kept in localStorage so it survives the browser being closed.
const KEY = 'rememberedEmail'

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberEmail(email: string | undefined): void {
  try {
    if (email) localStorage.setItem(KEY, email)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage disabled (private mode): the form just starts empty next time.
  }
}
