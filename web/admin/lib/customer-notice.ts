// Console actions that e-mail a customer ask first, and their confirmations say so in the
// same words, so staff learn to stop at them.

/** The question of such a confirmation: 将通知客户：<what the customer will receive>. */
export const notifiesCustomer = (what: string) => `将通知客户：${what}`
