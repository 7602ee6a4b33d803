import { MAX_PAIRS, SEQUENCE_LENGTHS } from '#common/schemas/crispr.ts'
import { CRISPR_NET_EXAMPLES, CRISPR_NET_GUIDE_ID, PLATFORM_STEPS, REFERENCES } from './platform-steps.ts'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

export function PlatformSteps() {
  const t = useText()
  return (
    <ol className="help-steps">
      {PLATFORM_STEPS.map((step, index) => (
        // The big step number is decoration, drawn by the stylesheet from data-step.
        <li key={step.title} className="help-step" data-step={String(index + 1).padStart(2, '0')}>
          <p className="help-step__kicker">{t(`第 ${index + 1} 步`)}</p>
          <h3 className="help-step__title">{t(step.title)}</h3>
          <p className="help-step__text">{t(step.summary)}</p>
          <div className="help-step__actions">
            <a href={step.tool.href} className="button button--primary" {...NEW_TAB}>
              {step.tool.name}
              <span aria-hidden="true">↗</span>
            </a>
            <a
              href={step.tutorial.href}
              className="help-step__tutorial"
              {...(step.tutorial.href.startsWith('#') ? {} : NEW_TAB)}
            >
              {t(step.tutorial.label)}
            </a>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** How to write the pairs CRISPR-Net scores (the third step's tutorial). */
export function CrisprNetGuide() {
  const t = useText()
  const underscore = <code>_</code>
  const header = <code>on_seq,off_seq</code>
  return (
    <section id={CRISPR_NET_GUIDE_ID} className="section section--soft help-guide inline-code">
      <div className="container help-guide__inner">
        <div>
          <SectionKicker name="tutorial" />
          <h2 className="section-title">{t('CRISPR-Net 输入格式说明')}</h2>
          <ul className="help-guide__rules">
            <li>
              {fillIn(
                t(
                  '每行一对序列：{0}，用英文逗号分隔；on_seq 为 sgRNA 间隔序列加 PAM，off_seq 为候选脱靶位点。也可上传同样格式的 CSV 文件，首行可以是表头 {0}。',
                ),
                header,
              )}
            </li>
            <li>
              {fillIn(
                t('两条序列长度相同，为 {0} 或 {1} nt：20 nt 间隔序列 + 3 nt PAM，含一个 bulge 时为 24 nt。'),
                ...SEQUENCE_LENGTHS,
              )}
            </li>
            <li>
              {fillIn(
                t(
                  '{0} 表示 bulge 空位，与 CRISPR-Net 原文一致：DNA bulge（基因组多出一个碱基）把 {0} 写在 on_seq 中，RNA bulge（基因组缺少一个碱基）写在 off_seq 中。',
                ),
                underscore,
              )}
            </li>
            <li>
              {fillIn(
                t('{1} 表示该位置没有碱基，模型对它的编码与 {0} 不同，得分可能相差很大；标注 bulge 请使用 {0}。'),
                underscore,
                <code>-</code>,
              )}
            </li>
            <li>
              {fillIn(t('只允许 A、C、G、T（on_seq 中可用 N 表示任意碱基），大小写均可；每次最多 {0} 对。'), MAX_PAIRS)}
            </li>
          </ul>
        </div>
        <figure className="help-guide__example">
          <figcaption>{t('示例输入')}</figcaption>
          <pre tabIndex={0} aria-label={t('示例输入')}>
            <code>{CRISPR_NET_EXAMPLES.map((example) => example.pair).join('\n')}</code>
          </pre>
          <ol>
            {CRISPR_NET_EXAMPLES.map((example) => (
              <li key={example.pair}>{t(example.note)}</li>
            ))}
          </ol>
        </figure>
      </div>
    </section>
  )
}

export function References() {
  return (
    <ol className="help-references">
      {REFERENCES.map((reference) => (
        <li key={reference.doi}>
          {reference.citation}{' '}
          <a href={`https://doi.org/${reference.doi}`} {...NEW_TAB}>
            doi:{reference.doi}
          </a>
        </li>
      ))}
    </ol>
  )
}
