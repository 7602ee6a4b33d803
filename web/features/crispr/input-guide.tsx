// What the /crispr page says about the tool and its input, rendered on the server beside
// the client-only form (spec §5 'CRISPR-Net submission', §9 limits).
import { Link } from 'react-router'
import { MAX_PAIRS, RESUBMIT_GAP_SECONDS, RESULT_RETENTION_DAYS, SEQUENCE_LENGTHS } from '#common/schemas/crispr.ts'
import { CRISPR_NET_GUIDE_ID } from '#web/components/crispr-help/platform-steps.ts'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { SGRNA_TOOLS_PATH } from './paths.ts'

const PAPER = 'https://doi.org/10.1002/advs.201903562'

/** The page's introduction under its title. */
export function CrisprIntro() {
  const t = useText()
  return (
    <p className="crispr-head__lead">
      {fillIn(
        t(
          'CRISPR-Net 是一个循环卷积神经网络（Lin 等，{0}），同时考虑错配与插入缺失（DNA/RNA bulge），为 sgRNA 与每个候选脱靶位点给出 0–1 的脱靶活性评分：分数越高，该位点被切割的可能性越大。提交后在线计算，结果可在页面上筛选、排序并下载 CSV。',
        ),
        <a href={PAPER} target="_blank" rel="noopener noreferrer">
          <cite>Advanced Science</cite> 2020
        </a>,
      )}
    </p>
  )
}

/** The input rules, beside the form. */
export function InputGuide() {
  const t = useText()
  return (
    <aside className="crispr-guide inline-code" aria-labelledby="crispr-guide-title">
      <h2 id="crispr-guide-title">{t('输入格式')}</h2>
      <ul className="crispr-guide__rules">
        <li>
          {fillIn(
            t('每行一对序列 {0}，用英文逗号分隔：on_seq 为 sgRNA 间隔序列加 PAM，off_seq 为候选脱靶位点。'),
            <code>on_seq,off_seq</code>,
          )}
        </li>
        <li>
          {fillIn(
            t('两条序列长度相同，为 {0} 或 {1} nt（20 nt 间隔序列 + 3 nt PAM，含一个 bulge 时为 24 nt）。'),
            ...SEQUENCE_LENGTHS,
          )}
        </li>
        <li>
          {fillIn(
            t(
              '{0} 表示 bulge 空位（与 CRISPR-Net 原文一致）：DNA bulge 写在 on_seq 中，RNA bulge 写在 off_seq 中；{1} 表示该位置没有碱基。',
            ),
            <code>_</code>,
            <code>-</code>,
          )}
        </li>
        <li>{t('只允许 A、C、G、T，on_seq 中可用 N；大小写均可。')}</li>
        <li>
          {fillIn(t('每次少于 {0} 对；也可上传同样格式的 CSV 文件，首行可以是表头 on_seq,off_seq。'), MAX_PAIRS + 1)}
        </li>
        <li>
          {fillIn(
            t('两次提交至少间隔 {0} 秒；结果保留 {1} 天，完成后同时发送到您填写的邮箱。'),
            RESUBMIT_GAP_SECONDS,
            RESULT_RETENTION_DAYS,
          )}
        </li>
      </ul>
      <Link to={`/crispr-help#${CRISPR_NET_GUIDE_ID}`} className="crispr-guide__more">
        {t('查看详细教程与示例 →')}
      </Link>
      <Link to={SGRNA_TOOLS_PATH} className="crispr-guide__more crispr-guide__tools">
        {t('sgRNA 小工具：检查 PAM、GC 含量与 TTTT →')}
      </Link>
      <p className="crispr-guide__cite">
        Lin J, Zhang Z, Zhang S, Chen J, Wong KC. CRISPR-Net: a recurrent convolutional network quantifies CRISPR
        off-target activities with mismatches and indels. <cite>Adv Sci</cite>. 2020;7(13):1903562.
      </p>
    </aside>
  )
}
