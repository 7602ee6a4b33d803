// CRISPR-Net jobs as the customer sees them (spec §7 crisprNet/addJob and read): submit,
// read one's own job with its results, list one's jobs, download the result file; staff
// rerun a failed job or delete one.
import { buffer } from 'node:stream/consumers'
import type { Kysely } from 'kysely'
import { GENOMES, PAM_TYPES } from '#common/crispr-options.ts'
import {
  type AddCrisprJob,
  CRISPR_JOB_STATUS,
  type CrisprJobRead,
  type CrisprResultRow,
  type CrisprSharedResult,
  type CrisprJobSummary,
  type CrisprJobStatus,
  type ModelStamp,
  RESUBMIT_GAP_SECONDS,
  SHARE_TOKEN_INVALID,
  parseSequencePairs,
  resubmitTooSoonMessage,
} from '#common/schemas/crispr.ts'
import type { CrisprJob, DB } from '#server/db/schema.ts'
import { AppError, notFound, rejected } from '#server/errors.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { findMissingModelFiles } from '../scoring/index.ts'
import { createCrisprJobRepo } from './crispr-job.repo.ts'
import { createCrisprShareRepo, newShareToken } from './crispr-share.repo.ts'
import { resultKey } from './job-worker.ts'
import { resultCsv } from './result-csv.ts'

export const CRISPR_JOB_MESSAGES = {
  submitted: '任务已提交',
  notFound: '任务不存在或已过期（结果保留 3 天）',
  notFinished: '任务尚未完成，暂无结果文件',
  onlyFailedRerun: '只能重新运行失败的任务',
  unavailable: 'CRISPR-Net 评分服务暂不可用：模型尚未安装。请联系我们，或稍后再试。',
  available: 'CRISPR-Net 评分服务可用',
  pamUnknown: '请选择 PAM 类型',
  genomeUnknown: '请选择基因组',
  /** The result mail goes only to the account's own address: the site never mails strangers. */
  emailNotOwn: '结果邮件只能发送到您账户的登录邮箱',
  dailyLimit: (perDay: number) => `每个账户每天最多提交 ${perDay} 个任务，请明天再试`,
  shareNotFinished: '任务完成后才能分享结果',
  shared: '分享链接已生成',
  unshared: '分享链接已撤销',
} as const

/** Jobs one account may submit in 24 hours: each ends in an e-mail from our domain. */
export const JOBS_PER_DAY = 30

const nameOf = (options: readonly { id: number; name: string }[], id: number) =>
  options.find((option) => option.id === id)?.name ?? ''

/** The model that scored the job, null before it is scored. */
const stampOf = (job: CrisprJob): ModelStamp | null =>
  job.modelName !== null && job.modelVersion !== null && job.weightsSha256 !== null && job.finishTime !== null
    ? { name: job.modelName, version: job.modelVersion, weightsSha256: job.weightsSha256, scoredAt: job.finishTime }
    : null

const toSummary = (job: Pick<CrisprJob, keyof CrisprJobSummary>): CrisprJobSummary => ({
  id: job.id,
  title: job.title,
  status: job.status as CrisprJobStatus,
  pairCount: job.pairCount,
  createTime: job.createTime,
  finishTime: job.finishTime,
})

interface ResultFile {
  fileName: string
  content: string
}

export interface CrisprJobServiceOptions {
  db: Kysely<DB>
  modelDir: string | undefined
  /** Where the workers keep the result CSV files. */
  results: FileStorage
  /** Tells this process's worker that a job is waiting (no-op when scoring runs elsewhere). */
  onSubmitted: () => void
  now?: () => Date
}

export function createCrisprJobService({
  db,
  modelDir,
  results,
  onSubmitted,
  now = () => new Date(),
}: CrisprJobServiceOptions) {
  const jobs = createCrisprJobRepo(db)
  const shares = createCrisprShareRepo(db)

  /** The job; only the member's own when `memberId` is given (customers), any for staff. */
  async function found(id: number, memberId?: number): Promise<CrisprJob> {
    const job = await jobs.find(id, memberId)
    if (!job) throw notFound(CRISPR_JOB_MESSAGES.notFound)
    return job
  }

  /** The scores of a finished job, in the order of its pairs; none before. */
  async function scoresOf(job: CrisprJob): Promise<CrisprResultRow[]> {
    if (job.status !== CRISPR_JOB_STATUS.finished) return []
    const rows = await jobs.results(job.id)
    return rows.map((row) => ({ on_seq: row.onSeq, off_seq: row.offSeq, score: row.score, cfd: row.cfd }))
  }

  /** The result CSV; rebuilt from the stored rows when the storage lacks the file or is out of reach. */
  async function resultFile(job: CrisprJob): Promise<ResultFile> {
    if (job.status !== CRISPR_JOB_STATUS.finished) throw new AppError('STATE_CONFLICT', CRISPR_JOB_MESSAGES.notFinished)
    const rebuilt = async () => resultCsv(await jobs.results(job.id), stampOf(job))
    const stored = await results.get(resultKey(job.id)).catch(() => undefined)
    // Decoded by Buffer, not TextDecoder, which would drop the byte-order mark Excel needs.
    const content = stored
      ? await buffer(stored.body).then((bytes) => bytes.toString('utf8'), rebuilt)
      : await rebuilt()
    return { fileName: job.outCsvfile, content }
  }

  return {
    async availability() {
      const missing = modelDir ? await findMissingModelFiles(modelDir) : ['CRISPR_NET_MODEL_DIR']
      return missing.length === 0
        ? { available: true, message: CRISPR_JOB_MESSAGES.available }
        : { available: false, message: CRISPR_JOB_MESSAGES.unavailable }
    },

    /**
     * Stores the job for the worker; refused within 30 s of the member's previous job, past
     * the daily allowance, or when the result mail would go to another address than the
     * account's own.
     */
    async submit(member: { id: number; email: string }, input: AddCrisprJob): Promise<number> {
      if (input.email.trim().toLowerCase() !== member.email.toLowerCase()) {
        throw rejected(CRISPR_JOB_MESSAGES.emailNotOwn, { email: CRISPR_JOB_MESSAGES.emailNotOwn })
      }
      if (!PAM_TYPES.some((pam) => pam.id === input.type)) {
        throw rejected(CRISPR_JOB_MESSAGES.pamUnknown, { type: CRISPR_JOB_MESSAGES.pamUnknown })
      }
      if (!GENOMES.some((genome) => genome.id === input.type1)) {
        throw rejected(CRISPR_JOB_MESSAGES.genomeUnknown, { type1: CRISPR_JOB_MESSAGES.genomeUnknown })
      }
      // The schema has checked every line; this gives the normalized pairs.
      const parsed = parseSequencePairs(input.xulie)
      if (!parsed.ok) throw rejected(parsed.errors[0]?.message ?? '序列有误')
      const outcome = await jobs.insertWithinLimits(
        {
          memberId: member.id,
          title: input.title,
          email: member.email,
          pamType: input.type,
          genome: input.type1,
          csvfile: input.csvfile ?? '',
          pairs: parsed.pairs.map((pair) => `${pair.on_seq},${pair.off_seq}`).join('\n'),
          pairCount: parsed.pairs.length,
          createTime: now().toISOString(),
        },
        { gapMs: RESUBMIT_GAP_SECONDS * 1000, perDay: JOBS_PER_DAY },
      )
      if ('waitMs' in outcome)
        throw new AppError('RATE_LIMITED', resubmitTooSoonMessage(Math.ceil(outcome.waitMs / 1000)))
      if ('dailyLimit' in outcome)
        throw new AppError('RATE_LIMITED', CRISPR_JOB_MESSAGES.dailyLimit(outcome.dailyLimit))
      onSubmitted()
      return outcome.id
    },

    async read(memberId: number, id: number): Promise<CrisprJobRead> {
      const job = await found(id, memberId)
      const [rows, shared] = await Promise.all([scoresOf(job), shares.exists(job.id)])
      return {
        ...toSummary(job),
        email: job.email,
        pamType: nameOf(PAM_TYPES, job.pamType),
        genome: nameOf(GENOMES, job.genome),
        failure: job.failure,
        out_csvfile: job.outCsvfile,
        jieguo: rows,
        model: stampOf(job),
        shared,
      }
    },

    /**
     * A new read-only link to the owner's finished job; it replaces the job's earlier link,
     * which stops working. Returns the token, which is not kept (only its hash is).
     */
    async share(memberId: number, id: number): Promise<string> {
      const job = await found(id, memberId)
      if (job.status !== CRISPR_JOB_STATUS.finished) {
        throw new AppError('STATE_CONFLICT', CRISPR_JOB_MESSAGES.shareNotFinished)
      }
      const token = newShareToken()
      await shares.replace(job.id, token, now().toISOString())
      return token
    },

    /** Revokes the owner's link to the job (nothing to do when there is none). */
    async unshare(memberId: number, id: number): Promise<void> {
      await shares.revoke((await found(id, memberId)).id)
    },

    /** The result behind a live share link: the scores and the model, nothing about the owner. */
    async readShared(token: string): Promise<CrisprSharedResult> {
      const jobId = await shares.jobOf(token)
      const job = jobId === undefined ? undefined : await jobs.find(jobId)
      if (!job || job.status !== CRISPR_JOB_STATUS.finished) throw notFound(SHARE_TOKEN_INVALID)
      return { title: job.title, pairCount: job.pairCount, model: stampOf(job), jieguo: await scoresOf(job) }
    },

    async list(memberId: number, page: number, size: number) {
      const { rows, total } = await jobs.listOwned(memberId, page, size)
      return { data: rows.map(toSummary), total }
    },

    /** The customer's own result CSV. */
    async download(memberId: number, id: number): Promise<ResultFile> {
      return resultFile(await found(id, memberId))
    },

    /** A job of any customer as staff see it: its owner's submission and, once finished, its scores. */
    async staffDetail(id: number) {
      const job = await found(id)
      return {
        outCsvfile: job.outCsvfile,
        pairs: job.pairs
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [on = '', off = ''] = line.split(',')
            return { on_seq: on, off_seq: off }
          }),
        results: await scoresOf(job),
      }
    },

    /** The result CSV of any customer's job, for staff. */
    async staffDownload(id: number): Promise<ResultFile> {
      return resultFile(await found(id))
    },

    /**
     * Staff put a failed job back in the queue from scratch (its attempts too, so an
     * interrupted job gets its full retries); the customer is e-mailed again when it ends.
     */
    async rerunFailed(id: number): Promise<void> {
      const result = await db
        .updateTable('crisprJob')
        .set({
          status: CRISPR_JOB_STATUS.running,
          failure: '',
          outCsvfile: '',
          attempts: 0,
          leaseToken: null,
          leaseExpiresAt: null,
          notified: 0,
          startTime: null,
          finishTime: null,
        })
        .where('id', '=', id)
        .where('status', '=', CRISPR_JOB_STATUS.failed)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) > 0) return onSubmitted()
      const exists = await db.selectFrom('crisprJob').select('id').where('id', '=', id).executeTakeFirst()
      throw exists
        ? new AppError('STATE_CONFLICT', CRISPR_JOB_MESSAGES.onlyFailedRerun)
        : notFound(CRISPR_JOB_MESSAGES.notFound)
    },

    /**
     * Staff delete a job of any status with its results and file; a worker scoring it at the
     * time finds its lease gone and stores nothing.
     */
    async remove(id: number): Promise<void> {
      const deleted = await jobs.deleteById(id)
      if (!deleted) throw notFound(CRISPR_JOB_MESSAGES.notFound)
      // A file the storage could not delete now is one nobody can reach any more.
      await results.delete(resultKey(id)).catch(() => undefined)
    },
  }
}

export type CrisprJobService = ReturnType<typeof createCrisprJobService>
