import { Link, useLocation, useNavigate } from 'react-router'
import { fillIn, useText } from '#web/lib/page-lang.ts'

interface Props {
  /** The login page's `redirect` value, as the spec writes it (`crispr` for /crispr). */
  redirect: string
}

/**
 * What a visitor without a session sees on the CRISPR-Net pages (spec §2 'Other
 * screens'): not a redirect but a prompt to log in first, with Login and Back. Plain
 * markup: a visitor does not download antd just to be told to log in.
 */
export function LoginPrompt({ redirect }: Props) {
  const t = useText()
  const navigate = useNavigate()
  const location = useLocation()
  // A visitor who opened the page directly has nothing to go back to: the tool's help page is its parent.
  const back = () => void (location.key === 'default' ? navigate('/crispr-help') : navigate(-1))

  return (
    <section className="crispr-login" aria-labelledby="crispr-login-title">
      <svg className="crispr-login__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="32" fill="#e8f1fa" />
        <g fill="none" stroke="#0b4f8a" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <rect x="19" y="29" width="26" height="20" rx="3" />
          <path d="M24 29v-6a8 8 0 0 1 16 0v6" />
          <path stroke="#f07f1b" d="M32 37v5" />
        </g>
      </svg>
      <h2 id="crispr-login-title">{t('请先登录')}</h2>
      <p>{t('CRISPR-Net 脱靶打分仅对注册客户开放。登录后即可提交序列、查看任务进度并下载结果。')}</p>
      <div className="crispr-login__actions">
        <Link to={`/login?redirect=${encodeURIComponent(redirect)}`} className="button button--primary">
          {t('登录')}
        </Link>
        <button type="button" className="button" onClick={back}>
          {t('返回')}
        </button>
      </div>
      <p className="crispr-login__register">
        {fillIn(t('还没有账号？{0}'), <Link to="/register">{t('免费注册')}</Link>)}
      </p>
    </section>
  )
}
