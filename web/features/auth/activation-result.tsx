// The activation link's landing page. The token is sent from the browser, after the page
// has loaded, rather than by the server on GET: mail scanners that open links to check
// them would otherwise use up the single-use link before the customer clicks it.
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { activateAccount } from './auth-api.ts'

type Outcome = { state: 'pending' } | { state: 'done'; email: string } | { state: 'failed'; message: string }

/** One call per token, also when React runs the effect twice in development. */
const calls = new Map<string, Promise<{ email: string }>>()

/** What the page says until the server has answered, also before the script runs. */
export function ActivationPending() {
  const t = useText()
  return (
    <p className="notice-card__text" role="status">
      {t('正在激活账号，请稍候…')}
    </p>
  )
}

export function ActivationResult({ token }: { token: string }) {
  const t = useText()
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

  if (outcome.state === 'pending') return <ActivationPending />
  if (outcome.state === 'done') {
    return (
      <div role="status">
        <p className="notice-card__lead notice-card__lead--ok">{t('账号激活成功')}</p>
        <p className="notice-card__text">
          {fillIn(t('账号 {0} 已激活，现在可以登录客户中心在线下单。'), <strong>{outcome.email}</strong>)}
        </p>
        <Link to="/login" className="button button--primary">
          {t('立即登录')}
        </Link>
      </div>
    )
  }
  return (
    <div role="alert">
      <p className="notice-card__lead notice-card__lead--error">{outcome.message}</p>
      <p className="notice-card__text">{t('如链接已过期，请在登录页输入邮箱和密码，按提示重新发送激活邮件。')}</p>
      <Link to="/login" className="button button--primary">
        {t('前往登录')}
      </Link>
    </div>
  )
}
