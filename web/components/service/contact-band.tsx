import { Link } from 'react-router'
import { useShell } from '#web/lib/shell.ts'

/** "What can I do next": a closing call to action on service pages. */
export function ContactBand() {
  const { settings } = useShell()
  const tel = settings?.xxl_tel ?? ''
  return (
    <section className="contact-band">
      <div className="container contact-band__inner">
        <div>
          <h2>需要定制实验方案？</h2>
          <p>技术顾问将在 1 个工作日内与您联系，免费评估项目可行性并给出报价。</p>
        </div>
        <div className="contact-band__actions">
          <a className="button button--accent" href={`tel:${tel.replace(/[^\d+]/g, '')}`}>
            致电 {tel}
          </a>
          <Link className="button contact-band__ghost" to="/contactUs">
            在线留言
          </Link>
        </div>
      </div>
    </section>
  )
}
