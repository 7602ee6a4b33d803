// The activation link's landing page. The token is sent from the browser, after the page
// has loaded, rather than by the server on GET: mail scanners that open links to check
// them would otherwise use up the single-use link before the customer clicks it.
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { activateAccount } from './auth-api.ts'

type Outcome = { state: 'pending' } | { state: 'done'; email: string } | { state: 'failed'; message: string }

/** One call per token, also when React runs the effect twice in development. */
const calls = new Map<string, Promise<{ email: string }>>()

export function ActivationResult({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' })

  useEffect(() => {
    let call = calls.get(token)
    if (!call) {
      call = activateAccount(token)
      calls.set(token, call)
    }
    let current = true
    call.then(
      ({ email }) => current && setOutcome({ state: 'done', email }),
      (error: unknown) => current && setOutcome({ state: 'failed', message: (error as Error).message }),
    )
    return () => {
      current = false
    }
  }, [token])

  if (outcome.state === 'pending') {
    return (
      <p className="notice-card__text" role="status">
        正在激活账号，请稍候…
      </p>
    )
  }
  if (outcome.state === 'done') {
    return (
      <div role="status">
        <p className="notice-card__lead notice-card__lead--ok">账号激活成功</p>
        <p className="notice-card__text">
          账号 <strong>{outcome.email}</strong> 已激活，现在可以登录客户中心在线下单。
        </p>
        <Link to="/login" className="button button--primary">
          立即登录
        </Link>
      </div>
    )
  }
  return (
    <div role="alert">
      <p className="notice-card__lead notice-card__lead--error">{outcome.message}</p>
      <p className="notice-card__text">如链接已过期，请在登录页输入邮箱和密码，按提示重新发送激活邮件。</p>
      <Link to="/login" className="button button--primary">
        前往登录
      </Link>
    </div>
  )
}
