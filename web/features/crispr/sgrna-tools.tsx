// The sgRNA utilities (/sgrna-tools): plain markup rendered on the server as an empty tool;
// the checks are the shared ones of common/sgrna-checks.ts and run in the browser as the
// visitor types. A valid guide can be taken into the CRISPR-Net form or a new order.
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { NUCLEASE, NUCLEASE_LABEL } from '#common/schemas/orders/options.ts'
import { GUIDE_NUCLEASES, type GuideCheck, type GuideNuclease, checkGuides } from '#common/sgrna-checks.ts'
import { AMPLICON_PAGES, GUIDE_SEQ_PAGES } from '#web/features/orders/order-paths.ts'
import { useText } from '#web/lib/page-lang.ts'
import { CRISPR_PATH } from './paths.ts'

const NUCLEASES = Object.keys(GUIDE_NUCLEASES).map(Number) as GuideNuclease[]

export function SgRnaTools() {
  const t = useText()
  const id = useId()
  const [text, setText] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  // The box is left uncontrolled so that guides pasted before the page's script ran are kept
  // through hydration and checked as soon as it runs.
  useEffect(() => {
    if (input.current?.value) setText(input.current.value)
  }, [])
  const [nuclease, setNuclease] = useState<GuideNuclease>(NUCLEASE.SPCAS9)
  const checks = checkGuides(text, nuclease)

  return (
    <div className="sgrna-tools">
      <form className="sgrna-tools__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-guides`}>{t('sgRNA 序列（每行一条，含 PAM）')}</label>
        <textarea
          id={`${id}-guides`}
          className="sgrna-tools__input"
          rows={6}
          spellCheck={false}
          placeholder="GAGTCCGAGCAGAAGAAGAAGGG"
          ref={input}
          onChange={(event) => setText(event.target.value)}
        />
        <fieldset className="sgrna-tools__nucleases">
          <legend>{t('核酸酶')}</legend>
          {NUCLEASES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="nuclease"
                value={value}
                checked={nuclease === value}
                onChange={() => setNuclease(value)}
              />
              {NUCLEASE_LABEL[value]} · PAM {GUIDE_NUCLEASES[value].pam}
            </label>
          ))}
        </fieldset>
      </form>
      {checks.length === 0 ? (
        <p className="sgrna-tools__empty">{t('粘贴一条或多条 sgRNA，结果会在此显示。')}</p>
      ) : (
        <ol className="sgrna-tools__results" aria-label={t('检查结果')}>
          {checks.map((check, index) => (
            <GuideResult key={`${index}-${check.sequence}`} check={check} nuclease={nuclease} />
          ))}
        </ol>
      )}
    </div>
  )
}

function GuideResult({ check, nuclease }: { check: GuideCheck; nuclease: GuideNuclease }) {
  const t = useText()
  return (
    <li className={`sgrna-result${check.valid ? '' : ' sgrna-result--invalid'}`}>
      <div className="sgrna-result__head">
        <code className="sgrna-result__sequence">{check.sequence}</code>
        <span className={`sgrna-result__status${check.valid ? ' sgrna-result__status--ok' : ''}`}>
          {check.valid ? t('可用') : t('不可用')}
        </span>
      </div>
      <dl className="sgrna-result__facts">
        <div>
          <dt>PAM</dt>
          <dd>{check.pam ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('GC 含量')}</dt>
          <dd>{check.gcPercent === undefined ? '—' : `${check.gcPercent}%`}</dd>
        </div>
        <div className="sgrna-result__wide">
          <dt>{t('反向互补')}</dt>
          <dd>
            <code>{check.reverseComplement || '—'}</code>
          </dd>
        </div>
      </dl>
      {check.problems.length + check.warnings.length > 0 && (
        <ul className="sgrna-result__notes">
          {check.problems.map((problem) => (
            <li key={problem} className="sgrna-result__problem">
              {t(problem)}
            </li>
          ))}
          {check.warnings.map((warning) => (
            <li key={warning} className="sgrna-result__warning">
              {t(warning)}
            </li>
          ))}
        </ul>
      )}
      {check.valid && <GuideLinks guide={check.sequence} nuclease={nuclease} />}
    </li>
  )
}

/** The forms a valid guide can start, with its nuclease; CRISPR-Net scores SpCas9 guides only. */
function GuideLinks({ guide, nuclease }: { guide: string; nuclease: GuideNuclease }) {
  const t = useText()
  return (
    <div className="sgrna-result__actions">
      {nuclease === NUCLEASE.SPCAS9 && (
        <Link className="button sgrna-result__action" to={`${CRISPR_PATH}?sgrna=${guide}`}>
          {t('CRISPR-Net 打分')}
        </Link>
      )}
      <Link className="button sgrna-result__action" to={AMPLICON_PAGES.action({ sgrna: guide, hexuanmei: nuclease })}>
        {t('新建扩增子检测订单')}
      </Link>
      <Link className="button sgrna-result__action" to={GUIDE_SEQ_PAGES.action({ sgrna: guide, hexuanmei: nuclease })}>
        {t('新建GUIDE-seq脱靶检测订单')}
      </Link>
    </div>
  )
}
