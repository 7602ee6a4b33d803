import { ABOUT_COUNTERS, type About } from '#common/schemas/cms.ts'
import { CountUp } from './count-up.tsx'

const COUNTER_TEXT: Record<(typeof ABOUT_COUNTERS)[number], { label: string; suffix: string }> = {
  keyanyuansuo: { label: '服务科研院所', suffix: '+' },
  jishugongsi: { label: '服务技术公司', suffix: '+' },
  xiangmujinyan: { label: '项目经验(年)', suffix: '' },
  geleiyangben: { label: '累计处理各类样本', suffix: '+' },
}

/** The company's four figures, counting up as the band scrolls into view. */
export function AboutStats({ counters }: { counters: About['counters'] }) {
  return (
    <section className="about-stats" aria-label="公司数据">
      <dl className="container about-stats__grid">
        {ABOUT_COUNTERS.map((key) => (
          <div key={key} className="about-stat">
            <dt className="about-stat__label">{COUNTER_TEXT[key].label}</dt>
            <dd className="about-stat__value">
              <CountUp value={counters[key]} />
              {COUNTER_TEXT[key].suffix && <sup aria-hidden="true">{COUNTER_TEXT[key].suffix}</sup>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
