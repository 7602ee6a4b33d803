// Demo orders of the demo customers (never in production: only seeded with the demo
// accounts): every type at pending, at a middle status and done, each with a dated status
// history, so the lists, the status rules and the timelines can be seen on a first start.
import type { Kysely } from 'kysely'
import { AMPLICON_FORM_DEFAULTS, AmpliconSampleFormSchema } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_FORM_DEFAULTS, CellLineFormSchema } from '#common/schemas/orders/cell-line.ts'
import { GUIDE_SEQ_FORM_DEFAULTS, GuideSeqSampleFormSchema } from '#common/schemas/orders/guide-seq.ts'
import {
  ANSWER,
  CELL_SERVICE_TYPE,
  COPY_TYPE,
  GROWTH,
  NUCLEASE,
  SAMPLE_TYPE,
  SPECIES,
} from '#common/schemas/orders/options.ts'
import { ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { createCellLineRepo } from './cell-line.repo.ts'
import { cellLineRecordOf } from './cell-line.service.ts'
import { type SampleFields, insertPendingSamples, openOrder } from './open-order.ts'
import { createOrderRepo } from './order.repo.ts'
import { createSampleRepo } from './sample.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

const DAY_MS = 24 * 60 * 60 * 1000

const STEP_NOTES: Record<number, string> = {
  1: '订单已确认，请按说明寄送样本',
  2: '样本已签收，开始质检',
  3: '质检合格，开始建库',
  4: '文库上机测序',
  5: '测序完成，进入生信分析',
  6: '报告已发送至您的邮箱',
}

const amplicon = (overrides: Record<string, unknown>) =>
  AmpliconSampleFormSchema.parse({
    ...AMPLICON_FORM_DEFAULTS,
    nongdu: 85,
    tiji: 40,
    zongliang: 3.4,
    xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
    zheng_xulie: 'CCATCCCCTTCTGTGAATGT',
    fan_xulie: 'GGAGATTGGAGACACGGAGA',
    tuihuo_wendu: 60,
    kuozhan_xulie:
      'CCAGGCCTCCCCAAAGCCTGGCCAGGGAGTGAGTGCCCTGCCCAGCATGGAGTCCGAGCAGAAGAAGAAGGGCTCCCATCACATCAACCGGTGGCGCATTGCCACGAAGCAGGCCAATGGGGAGGACATCGATGTCACCTCCAATGACTAGGGTGGGCAACCACAAACCCACGAGGGCAGAGTGCTGCTTGCTGCTGG',
    ...overrides,
  })

const guideSeq = (overrides: Record<string, unknown>) =>
  GuideSeqSampleFormSchema.parse({
    ...GUIDE_SEQ_FORM_DEFAULTS,
    nongdu: 120,
    tiji: 50,
    zongliang: 6,
    xulie: ['GAGTCCGAGCAGAAGAAGAAGGG', 'GGGTGGGGGGAGTTTGCTCCTGG'],
    ...overrides,
  })

const cellLine = (overrides: Record<string, unknown>) =>
  CellLineFormSchema.parse({
    ...CELL_LINE_FORM_DEFAULTS,
    is_shengzhang: ANSWER.NO,
    is_cunhuo: ANSWER.NO,
    shuzhu: 'HEK293T',
    beixuan: 'HeLa',
    texing_type: GROWTH.ADHERENT,
    peiyangji_main: 'DMEM 高糖',
    peiyangji_other: '10% FBS + 1% 青霉素/链霉素',
    chuandai_zhou: 2,
    chuandai_bi: 25,
    is_wuxianchuan: ANSWER.YES,
    is_tiyingxiang: ANSWER.NO,
    is_dancunhuo: ANSWER.YES,
    ...overrides,
  })

type DemoOrder =
  | {
      type: typeof ORDER_TYPE.GUIDE_SEQ | typeof ORDER_TYPE.AMPLICON
      status: number
      daysAgo: number
      samples: SampleFields[]
    }
  | { type: typeof ORDER_TYPE.CELL_LINE; status: number; daysAgo: number; record: ReturnType<typeof cellLine> }

const DEMO_ORDERS: Record<string, DemoOrder[]> = {
  'demo1@example.com': [
    {
      type: ORDER_TYPE.AMPLICON,
      status: 0,
      daysAgo: 1,
      samples: [
        amplicon({ name: 'EMX1-KO-1' }),
        amplicon({ name: 'EMX1-KO-2', hexuanmei: NUCLEASE.ASCPF1, xulie: 'TTTAGAGTCCGAGCAGAAGAAGA' }),
        amplicon({ name: 'EMX1-WT', fenxi_leixing: 2, duizhao: 'EMX1-KO-1' }),
      ],
    },
    {
      type: ORDER_TYPE.AMPLICON,
      status: 3,
      daysAgo: 12,
      samples: [amplicon({ name: 'VEGFA-S3-1', xulie: 'GGTGAGTGAGTGTGTGCGTGTGG', is_dipin: 1, dipin_zhi: 0.1 })],
    },
    {
      type: ORDER_TYPE.AMPLICON,
      status: 6,
      daysAgo: 40,
      samples: [amplicon({ name: 'HBB-E6V', type: SAMPLE_TYPE.CELL_PELLET })],
    },
    {
      type: ORDER_TYPE.GUIDE_SEQ,
      status: 0,
      daysAgo: 2,
      samples: [
        guideSeq({ name: 'HEK293T-EMX1' }),
        guideSeq({
          name: 'HEK293T-FANCF',
          xulie: ['GGAATCCCTTCTGCAGCACCTGG'],
          is_odn: 1,
          odn_xulie: 'GTTTAATTGAGTTGTCATATGTTAATAACGGTAT',
        }),
      ],
    },
    {
      type: ORDER_TYPE.GUIDE_SEQ,
      status: 4,
      daysAgo: 15,
      samples: [guideSeq({ name: 'U2OS-RNF2', xulie: ['GTCATCTTAGTCATTACCTGAGG'], cuopei_fazhi: 7 })],
    },
    {
      type: ORDER_TYPE.GUIDE_SEQ,
      status: 6,
      daysAgo: 55,
      samples: [guideSeq({ name: 'K562-HBG1', laiyuan: SPECIES.HUMAN, tudian_fazhi: 2 })],
    },
    { type: ORDER_TYPE.CELL_LINE, status: 0, daysAgo: 1, record: cellLine({ name: 'TP53', is_rna: 1 }) },
    {
      type: ORDER_TYPE.CELL_LINE,
      status: 2,
      daysAgo: 20,
      record: cellLine({
        leixing: CELL_SERVICE_TYPE.KNOCK_IN,
        name: 'AAVS1',
        is_dingdian: 1,
        dingdian_info: 'CAG-EGFP-WPRE-bGHpA',
        is_rna: 0,
        jiyin_xulie: 'GGGGCCACTAGGGACAGGAT',
        shuzhu: 'HeLa',
        beixuan: 'HEK293T',
      }),
    },
    {
      type: ORDER_TYPE.CELL_LINE,
      status: 6,
      daysAgo: 90,
      record: cellLine({
        leixing: CELL_SERVICE_TYPE.MULTI_KNOCKOUT,
        name: 'CDK4/CDK6',
        shuzhu: 'A549',
        beixuan: 'H1299',
        shuzhu_jiyinshu: COPY_TYPE.MULTI,
        shuzhu_copynum: 3,
        is_yuandai: 1,
      }),
    },
  ],
  'demo2@example.com': [
    {
      type: ORDER_TYPE.AMPLICON,
      status: 0,
      daysAgo: 3,
      samples: [amplicon({ name: 'Rosa26-KI', laiyuan: SPECIES.MOUSE, xulie: 'ACTCCAGTCTTTCTAGAAGATGG' })],
    },
    {
      type: ORDER_TYPE.GUIDE_SEQ,
      status: 5,
      daysAgo: 18,
      samples: [guideSeq({ name: 'Jurkat-PDCD1', xulie: ['CGGAGAGCTTCGTGCTAAACTGG'] })],
    },
    {
      type: ORDER_TYPE.CELL_LINE,
      status: 1,
      daysAgo: 6,
      record: cellLine({
        leixing: CELL_SERVICE_TYPE.OVEREXPRESSION,
        name: 'NM_000546',
        shuzhu: 'HepG2',
        beixuan: 'Huh7',
      }),
    },
  ],
}

/** Moves a seeded order (and its samples) through 1..status, one day apart from its creation. */
async function advance(trx: Kysely<DB>, orderId: number, sampleIds: number[], status: number, createdAt: number) {
  const orders = createOrderRepo(trx)
  const samples = createSampleRepo(trx)
  const history = createStatusHistoryRepo(trx)
  for (let step = 1; step <= status; step += 1) {
    const at = new Date(createdAt + step * DAY_MS).toISOString()
    const change = {
      orderId,
      fromStatus: step - 1,
      toStatus: step,
      actorMemberId: null,
      note: STEP_NOTES[step] ?? '',
      createTime: at,
    }
    await orders.setStatus(orderId, step, at)
    await history.append({ ...change, sampleId: null })
    for (const sampleId of sampleIds) {
      await samples.setStatus(sampleId, step, at)
      await history.append({ ...change, sampleId })
    }
  }
}

export async function seedDemoOrders(db: Kysely<DB>, now: string): Promise<void> {
  for (const [email, demoOrders] of Object.entries(DEMO_ORDERS)) {
    const member = await db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirst()
    if (!member) continue
    // Oldest first, so order numbers and ids grow with the dates.
    for (const demo of [...demoOrders].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const createdAt = Date.parse(now) - demo.daysAgo * DAY_MS
      const created = new Date(createdAt).toISOString()
      const { orderId } = await openOrder(db, member.id, demo.type as OrderType, created)
      let sampleIds: number[] = []
      if (demo.type === ORDER_TYPE.CELL_LINE) {
        await createCellLineRepo(db).insert({ ...cellLineRecordOf(demo.record), orderId })
      } else {
        const samples = demo.samples
        sampleIds = await insertPendingSamples(db, {
          memberId: member.id,
          orderId,
          orderType: demo.type,
          samples,
          now: created,
        })
      }
      await advance(db, orderId, sampleIds, demo.status, createdAt)
    }
  }
}
