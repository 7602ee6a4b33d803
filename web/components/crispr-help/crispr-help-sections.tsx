import { MAX_PAIRS, SEQUENCE_LENGTHS } from '#common/schemas/crispr.ts'
import { CRISPR_NET_EXAMPLES, CRISPR_NET_GUIDE_ID, PLATFORM_STEPS, REFERENCES } from './platform-steps.ts'

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

export function PlatformSteps() {
  return (
    <ol className="help-steps">
      {PLATFORM_STEPS.map((step, index) => (
        // The big step number is decoration, drawn by the stylesheet from data-step.
        <li key={step.title} className="help-step" data-step={String(index + 1).padStart(2, '0')}>
          <p className="help-step__kicker">第 {index + 1} 步</p>
          <h3 className="help-step__title">{step.title}</h3>
          <p className="help-step__text">{step.summary}</p>
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
              {step.tutorial.label}
            </a>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** How to write the pairs CRISPR-Net scores (the third step's tutorial). */
export function CrisprNetGuide() {
  return (
    <section id={CRISPR_NET_GUIDE_ID} className="section section--soft help-guide inline-code">
      <div className="container help-guide__inner">
        <div>
          <p className="section-kicker">TUTORIAL</p>
          <h2 className="section-title">CRISPR-Net 输入格式说明</h2>
          <ul className="help-guide__rules">
            <li>
              每行一对序列：<code>on_seq,off_seq</code>，用英文逗号分隔；on_seq 为 sgRNA 间隔序列加 PAM，off_seq
              为候选脱靶位点。也可上传同样格式的 CSV 文件，首行可以是表头 <code>on_seq,off_seq</code>。
            </li>
            <li>
              两条序列长度相同，为 {SEQUENCE_LENGTHS.join(' 或 ')} nt：20 nt 间隔序列 + 3 nt PAM，含一个 bulge 时为 24
              nt。
            </li>
            <li>
              <code>_</code> 表示 bulge 空位，与 CRISPR-Net 原文一致：DNA bulge（基因组多出一个碱基）把 <code>_</code>{' '}
              写在 on_seq 中，RNA bulge（基因组缺少一个碱基）写在 off_seq 中。
            </li>
            <li>
              <code>-</code> 表示该位置没有碱基，模型对它的编码与 <code>_</code> 不同，得分可能相差很大；标注 bulge
              请使用 <code>_</code>。
            </li>
            <li>只允许 A、C、G、T（on_seq 中可用 N 表示任意碱基），大小写均可；每次最多 {MAX_PAIRS} 对。</li>
          </ul>
        </div>
        <figure className="help-guide__example">
          <figcaption>示例输入</figcaption>
          <pre tabIndex={0} aria-label="示例输入">
            <code>{CRISPR_NET_EXAMPLES.map((example) => example.pair).join('\n')}</code>
          </pre>
          <ol>
            {CRISPR_NET_EXAMPLES.map((example) => (
              <li key={example.pair}>{example.note}</li>
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
