// Masked forms of phone numbers and e-mail addresses, for log lines and console lists that
// must tell entries apart without showing whose they are.

/** 138****0000: the carrier prefix and the last four digits; shorter numbers keep only the last two. */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim()
  if (trimmed.length >= 8) return `${trimmed.slice(0, 3)}****${trimmed.slice(-4)}`
  return `${'*'.repeat(Math.max(0, trimmed.length - 2))}${trimmed.slice(-2)}`
}

/** d***@example.com: the first letter of the mailbox and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** An address as people write them; a path like node_modules/@scope/pkg/file.js is none (no dot before a slash). */
const EMAIL_IN_TEXT = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g
/** Runs of 7 to 15 digits (an optional +86 or leading 0 included): mobile and landline numbers. */
const PHONE_IN_TEXT = /\+?\d{7,15}/g

/** Any text with the e-mail addresses and phone numbers in it masked. */
export function maskContacts(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskEmail).replace(PHONE_IN_TEXT, maskPhone)
}
