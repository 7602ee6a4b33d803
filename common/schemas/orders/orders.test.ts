import { describe, expect, it } from 'vitest'
import { SGRNA_PAM, ampliconForm, cellLineForm, guideSeqForm } from '#tests/factories/orders.ts'
import { AMPLICON_FORM_DEFAULTS, AmpliconSampleFormSchema } from './amplicon.ts'
import { CellLineFormSchema } from './cell-line.ts'
import { GuideSeqSampleFormSchema, sgRnaRowsOf } from './guide-seq.ts'
import { zongliangOf } from './sample.ts'
import {
  canAddSamples,
  canChangeCellOrder,
  canDeleteSample,
  canDeleteSampleOnDetail,
  canEditSample,
  stepBackTitle,
  stepKindOf,
  timelineOf,
} from './status.ts'

/** The message of each path, the first one where there are several (as the form and the server show it). */
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]))

describe('条件必填规则与字段自身的规则同时报告', () => {
  it('样本名称错误时，引物、退火温度等条件必填项也在第一次提交时报告', () => {
    const issues = issuesOf(
      AmpliconSampleFormSchema.safeParse({ ...AMPLICON_FORM_DEFAULTS, name: '', nongdu: 'abc', zheng_xulie: '' }),
    )
    expect(issues.name).toBeDefined()
    // The field's own message comes first; the rule that requires it does not replace it.
    expect(issues.nongdu).toBe('请输入数字')
    expect(issues.zheng_xulie).toBe('请输入正向引物!')
    expect(issues.tuihuo_wendu).toBe('请输入退火温度!')
  })

  it.each([
    ['扩增子', AmpliconSampleFormSchema, { kuozhan_xulie: null, type: [], nongdu: {}, is_yinwu: 'x' }],
    ['GUIDE-seq', GuideSeqSampleFormSchema, { xulie: 5, fenxi_leixing: 1, is_odn: 1, odn_xulie: null }],
    ['细胞系', CellLineFormSchema, { shuzhu_copynum: 'many', shuzhu_jiyinshu: 2, is_rna: {}, jiyin_xulie: 7 }],
  ])('%s表单收到类型错误的值时只报告问题，不会出错', (_name, schema, body) => {
    const result = schema.safeParse(body)
    expect(result.success).toBe(false)
    expect(Object.keys(issuesOf(result)).length).toBeGreaterThan(1)
  })
})

describe('样本总量', () => {
  it('体积 × 浓度 / 1000，保留三位小数', () => {
    expect(zongliangOf(30, 120)).toBe(3.6)
    expect(zongliangOf(1, 10)).toBe(0.01)
    expect(zongliangOf(3.3, 33.3)).toBe(0.11)
    expect(zongliangOf(100, 1000)).toBe(100)
  })
})

describe('扩增子表单', () => {
  it('默认值符合规格：SpCas9、-3、20、人 hg38、DNA、实验组、无个性化需求、浓度 0', () => {
    expect(AMPLICON_FORM_DEFAULTS).toMatchObject({
      leixing: 2,
      weidian_juli: -3,
      chuangkou_size: 20,
      laiyuan: 1,
      type: 1,
      is_edta: 0,
      fenxi_leixing: 1,
      hexuanmei: 1,
      is_yinwu: 0,
      is_dipin: 0,
      dipin_zhi: 0.1,
      gexinghua_type: 0,
      is_remark: 0,
      nongdu: 0,
    })
    // The untouched form is refused for its concentration of 0 (decision 6).
    expect(issuesOf(AmpliconSampleFormSchema.safeParse({ ...AMPLICON_FORM_DEFAULTS, name: 'S1' })).nongdu).toBe(
      '样本浓度范围 10-1000',
    )
  })

  it.each([
    [1, -3, 20],
    [2, 1, 60],
  ])('核酸酶 %i 锁定距离 %i 与窗口 %i，忽略提交的值', (hexuanmei, distance, window) => {
    const data = AmpliconSampleFormSchema.parse(ampliconForm({ hexuanmei, weidian_juli: 25, chuangkou_size: 99 }))
    expect([data.weidian_juli, data.chuangkou_size]).toEqual([distance, window])
  })

  it('其他核酸酶时距离与窗口可编辑，边界 -30/30 与 1/100 可用', () => {
    for (const [weidian_juli, chuangkou_size] of [
      [-30, 1],
      [30, 100],
    ]) {
      const data = AmpliconSampleFormSchema.parse(
        ampliconForm({ hexuanmei: 3, hexuanmei_other: 'SaCas9', weidian_juli, chuangkou_size }),
      )
      expect([data.weidian_juli, data.chuangkou_size]).toEqual([weidian_juli, chuangkou_size])
    }
    expect(
      issuesOf(
        AmpliconSampleFormSchema.safeParse(ampliconForm({ hexuanmei: 3, hexuanmei_other: 'x', weidian_juli: 1.5 })),
      ),
    ).toMatchObject({ weidian_juli: '编辑位点距PAM距离范围 -30~30' })
  })

  it('浓度 10-1000、体积 1-100、EDTA 1-100 的边界可用，服务器算出总量', () => {
    const low = AmpliconSampleFormSchema.parse(ampliconForm({ nongdu: 10, tiji: 1, is_edta: 1, edta_nongdu: 1 }))
    expect(low).toMatchObject({ nongdu: 10, tiji: 1, zongliang: 0.01, edta_nongdu: 1 })
    const high = AmpliconSampleFormSchema.parse(
      ampliconForm({ nongdu: '1000', tiji: '100', is_edta: '1', edta_nongdu: 100 }),
    )
    expect(high).toMatchObject({ nongdu: 1000, tiji: 100, zongliang: 100, is_edta: 1, edta_nongdu: 100 })
  })

  it('扩增子产物 150 与 300 个碱基可用', () => {
    for (const length of [150, 300]) {
      expect(
        AmpliconSampleFormSchema.safeParse(ampliconForm({ kuozhan_xulie: 'ATCG'.repeat(100).slice(0, length) }))
          .success,
      ).toBe(true)
    }
  })

  it('低频阈值 0、0.3、1 可用', () => {
    for (const dipin_zhi of [0, 0.3, 1]) {
      expect(AmpliconSampleFormSchema.parse(ampliconForm({ is_dipin: 1, dipin_zhi })).dipin_zhi).toBe(dipin_zhi)
    }
  })

  it('需要设计引物时不要求引物和退火温度，并清空它们', () => {
    const data = AmpliconSampleFormSchema.parse(
      ampliconForm({ is_yinwu: 1, yinwu_xulie: 'ACGT'.repeat(250), zheng_xulie: '', fan_xulie: '', tuihuo_wendu: '' }),
    )
    expect(data).toMatchObject({ is_yinwu: 1, zheng_xulie: '', fan_xulie: '', tuihuo_wendu: 0 })
    expect(data.yinwu_xulie).toHaveLength(1000)
  })

  it('非 DNA 样本不要求介质、浓度、体积，保存时清空它们；对照组不保存序列和核酸酶', () => {
    const data = AmpliconSampleFormSchema.parse(
      ampliconForm({ type: 2, nongdu: '', tiji: '', zongliang: '', fenxi_leixing: 2, duizhao: 'EMX1-KO-1' }),
    )
    expect(data).toMatchObject({
      type: 2,
      jiezhi: 0,
      nongdu: 0,
      tiji: 0,
      zongliang: 0,
      xulie: '',
      hexuanmei: 0,
      duizhao: 'EMX1-KO-1',
    })
  })
})

describe('GUIDE-seq 表单', () => {
  it('10 条 sgRNA 可用，逗号连接保存；逗号分隔的字符串也接受', () => {
    const ten = Array.from({ length: 10 }, () => SGRNA_PAM)
    expect(GuideSeqSampleFormSchema.parse(guideSeqForm({ xulie: ten })).xulie).toBe(ten.join(','))
    expect(GuideSeqSampleFormSchema.parse(guideSeqForm({ xulie: `${SGRNA_PAM}, ${SGRNA_PAM}` })).xulie).toBe(
      `${SGRNA_PAM},${SGRNA_PAM}`,
    )
    expect(sgRnaRowsOf(`${SGRNA_PAM},AAA`)).toEqual([SGRNA_PAM, 'AAA'])
    expect(sgRnaRowsOf('')).toEqual([''])
  })

  it('默认阈值 6 与 1，不需要 ODN 时清空 ODN 序列', () => {
    const data = GuideSeqSampleFormSchema.parse(guideSeqForm({ odn_xulie: 'GTTTAATTGAGTTGTCATATGTTAATAACGGTAT' }))
    expect(data).toMatchObject({ cuopei_fazhi: 6, tudian_fazhi: 1, is_odn: 0, odn_xulie: '' })
  })
})

describe('细胞株构建表单', () => {
  it('原代细胞“否”与“是”填入固定说明，“其他”保留输入', () => {
    expect(CellLineFormSchema.parse(cellLineForm({ is_yuandai: 0, yuandai_other: 'x' })).yuandai_other).toBe(
      '10代以内传代',
    )
    expect(CellLineFormSchema.parse(cellLineForm({ is_yuandai: 1 })).yuandai_other).toBe('无限增殖')
    expect(CellLineFormSchema.parse(cellLineForm({ is_yuandai: 2, yuandai_other: '20代' })).yuandai_other).toBe('20代')
  })

  it('只有基因敲入保存定点敲入；需要设计时不保存序列；不确定时不保存证明文件', () => {
    const url = '/api/v1/uploads/2026/11/00000000-0000-0000-0000-000000000000.png'
    const data = CellLineFormSchema.parse(
      cellLineForm({
        leixing: 1,
        is_dingdian: 1,
        dingdian_info: 'ATG',
        is_rna: 1,
        jiyin_xulie: 'AAA',
        is_shengzhang: 2,
        shengzhang_file: url,
      }),
    )
    expect(data).toMatchObject({ is_dingdian: 0, dingdian_info: '', jiyin: 1, jiyin_xulie: '', shengzhang_file: '' })
    const knockIn = CellLineFormSchema.parse(
      cellLineForm({ leixing: 4, is_dingdian: 1, dingdian_info: 'ATG', is_rna: 0, jiyin_xulie: 'GGG' }),
    )
    expect(knockIn).toMatchObject({ is_dingdian: 1, dingdian_info: 'ATG', jiyin: 0, jiyin_xulie: 'GGG' })
  })

  it('拷贝数：单拷贝 1，多拷贝为所填，不确定 0', () => {
    expect(CellLineFormSchema.parse(cellLineForm({ shuzhu_jiyinshu: 1, shuzhu_copynum: 9 })).shuzhu_copynum).toBe(1)
    expect(CellLineFormSchema.parse(cellLineForm({ shuzhu_jiyinshu: 2, shuzhu_copynum: 12 })).shuzhu_copynum).toBe(12)
    expect(CellLineFormSchema.parse(cellLineForm({ shuzhu_jiyinshu: 3 })).shuzhu_copynum).toBe(0)
  })
})

describe('状态规则与时间线', () => {
  it('各状态下客户可做的操作', () => {
    const statuses = [0, 1, 2, 3, 4, 5, 6]
    const at = (rule: (status: number) => boolean) => statuses.filter(rule)
    expect(at(canAddSamples)).toEqual([0])
    expect(at(canChangeCellOrder)).toEqual([0])
    // A sample of a pending order, by its own status.
    expect(at((status) => canEditSample(0, status))).toEqual([0])
    expect(at((status) => canDeleteSample(0, status))).toEqual([0, 6])
    expect(at((status) => canDeleteSampleOnDetail(0, status))).toEqual([0])
    // Once the order has left 待确认, none of its samples, whatever their own status.
    for (const rule of [canEditSample, canDeleteSample, canDeleteSampleOnDetail]) {
      expect(statuses.filter((order) => statuses.some((sample) => rule(order, sample)))).toEqual([0])
    }
  })

  it('状态历史的每一步：新建、推进或退回', () => {
    expect(stepKindOf(null, 0)).toBe('created')
    expect(stepKindOf(0, 1)).toBe('forward')
    expect(stepKindOf(1, 6)).toBe('forward')
    expect(stepKindOf(3, 1)).toBe('back')
    expect(stepBackTitle(1)).toBe('退回至「已确认」')
  })

  it('时间线：七个步骤，已到达的带时间，当前步骤高亮', () => {
    const steps = timelineOf(
      [
        { from_status: null, to_status: 0, note: '', create_time: '2026-11-20T01:00:00.000Z' },
        { from_status: 0, to_status: 1, note: '', create_time: '2026-11-21T01:00:00.000Z' },
        { from_status: 1, to_status: 2, note: '', create_time: '2026-11-22T01:00:00.000Z' },
      ],
      2,
    )
    expect(steps.map((step) => step.label)).toEqual([
      '待确认',
      '已确认',
      '质检中',
      '建库中',
      '测序中',
      '分析中',
      '已完成',
    ])
    expect(steps.map((step) => step.time)).toEqual([
      '2026-11-20T01:00:00.000Z',
      '2026-11-21T01:00:00.000Z',
      '2026-11-22T01:00:00.000Z',
      null,
      null,
      null,
      null,
    ])
    expect(steps.filter((step) => step.current).map((step) => step.status)).toEqual([2])
  })
})
