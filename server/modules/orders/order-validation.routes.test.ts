// Every message of the order forms (spec §5), as the API answers it: HTTP 400, code 201,
// the message on its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SGRNA_PAM, ampliconForm, cellLineForm, guideSeqForm } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  token = (await loggedInCustomer(t.app)).token
})
afterAll(() => t.close())

type Case = [string, Record<string, unknown>, string, string]

/** Shared sample rules, checked on both sample forms. */
const SHARED: Case[] = [
  ['样本名称必填', { name: '' }, 'name', '请输入样本名称!'],
  ['样本名称只支持英文/数字/-', { name: 'EMX1_KO' }, 'name', '只支持英文/数字/-(横杠)'],
  ['其他样本类型', { type: 3, type_other: '' }, 'type_other', '请输入其他样本类型!'],
  ['其他溶解介质', { jiezhi: 6, jiezhi_other: ' ' }, 'jiezhi_other', '请输入其他溶解介质!'],
  ['EDTA 浓度必填', { is_edta: 1 }, 'edta_nongdu', '请输入EDTA浓度!'],
  ['EDTA 浓度下限', { is_edta: 1, edta_nongdu: 0.5 }, 'edta_nongdu', 'EDTA浓度范围 1-100'],
  ['EDTA 浓度上限', { is_edta: 1, edta_nongdu: 101 }, 'edta_nongdu', 'EDTA浓度范围 1-100'],
  ['样本浓度必填', { nongdu: '' }, 'nongdu', '请输入样本浓度!'],
  ['样本浓度默认 0 被拒绝', { nongdu: 0 }, 'nongdu', '样本浓度范围 10-1000'],
  ['样本浓度上限', { nongdu: 1000.5 }, 'nongdu', '样本浓度范围 10-1000'],
  ['样本体积必填', { tiji: undefined }, 'tiji', '请输入样本体积!'],
  ['样本体积下限', { tiji: 0.9 }, 'tiji', '样本体积范围 1-100'],
  ['样本体积上限', { tiji: 101 }, 'tiji', '样本体积范围 1-100'],
  ['样本总量必填', { zongliang: '' }, 'zongliang', '请输入样本总量!'],
  ['样本浓度不是数字', { nongdu: 'abc' }, 'nongdu', '请输入数字'],
  ['其他物种来源', { laiyuan: 3 }, 'laiyuan_other', '请输入其他物种来源!'],
  ['对照组需填对照样品', { fenxi_leixing: 2, duizhao: '' }, 'duizhao', '请输入对照样品!'],
  ['对照样品名称规则', { fenxi_leixing: 2, duizhao: 'ctrl 1' }, 'duizhao', '只支持英文/数字/-(横杠)'],
  ['实验组需选核酸酶', { hexuanmei: '' }, 'hexuanmei', '请选择核酸酶!'],
  ['其他核酸酶', { hexuanmei: 3 }, 'hexuanmei_other', '请输入其他核酸酶!'],
  ['备注', { is_remark: 1 }, 'remark', '请输入备注!'],
  ['样本类型', { type: 9 }, 'type', '请选择样本类型!'],
  ['分析类型', { fenxi_leixing: '' }, 'fenxi_leixing', '请选择分析类型!'],
]

const AMPLICON: Case[] = [
  ['sgRNA+PAM 必填', { xulie: '' }, 'xulie', '请输入sgRNA+PAM序列!'],
  ['sgRNA+PAM 只可大写 ATCG', { xulie: SGRNA_PAM.toLowerCase() }, 'xulie', '只可输入ATCG四种大写字母'],
  ['正向引物只可大写 ATCG', { zheng_xulie: 'CCATNCCC' }, 'zheng_xulie', '只可输入ATCG四种大写字母'],
  ['反向引物只可大写 ATCG', { fan_xulie: 'ggag' }, 'fan_xulie', '只可输入ATCG四种大写字母'],
  ['正向引物必填', { zheng_xulie: '' }, 'zheng_xulie', '请输入正向引物!'],
  ['反向引物必填', { fan_xulie: '' }, 'fan_xulie', '请输入反向引物!'],
  ['退火温度必填', { tuihuo_wendu: '' }, 'tuihuo_wendu', '请输入退火温度!'],
  ['退火温度范围', { tuihuo_wendu: 95 }, 'tuihuo_wendu', '退火温度范围 30-80℃'],
  ['扩增子产物必填', { kuozhan_xulie: '' }, 'kuozhan_xulie', '请输入扩增子产物序列!'],
  ['扩增子产物过短', { kuozhan_xulie: 'A'.repeat(149) }, 'kuozhan_xulie', '扩增子产物序列长度在150-300!'],
  ['扩增子产物过长', { kuozhan_xulie: 'A'.repeat(301) }, 'kuozhan_xulie', '扩增子产物序列长度在150-300!'],
  ['扩增子产物只可大写 ATCG', { kuozhan_xulie: 'N'.repeat(200) }, 'kuozhan_xulie', '只可输入ATCG四种大写字母'],
  ['需要设计引物时需填上下游序列', { is_yinwu: 1, yinwu_xulie: '' }, 'yinwu_xulie', '请输入sgRNA上下游500bp序列!'],
  [
    '其他核酸酶时距离必填',
    { hexuanmei: 3, hexuanmei_other: 'SaCas9', weidian_juli: '' },
    'weidian_juli',
    '请输入编辑位点距PAM距离!',
  ],
  [
    '距离范围',
    { hexuanmei: 3, hexuanmei_other: 'SaCas9', weidian_juli: -31 },
    'weidian_juli',
    '编辑位点距PAM距离范围 -30~30',
  ],
  [
    '窗口必填',
    { hexuanmei: 3, hexuanmei_other: 'SaCas9', chuangkou_size: '' },
    'chuangkou_size',
    '请输入编辑窗口大小!',
  ],
  [
    '窗口范围',
    { hexuanmei: 3, hexuanmei_other: 'SaCas9', chuangkou_size: 101 },
    'chuangkou_size',
    '编辑窗口大小范围 1-100',
  ],
  ['低频阈值必填', { is_dipin: 1, dipin_zhi: '' }, 'dipin_zhi', '请输入低频过滤阈值!'],
  ['低频阈值范围', { is_dipin: 1, dipin_zhi: 1.1 }, 'dipin_zhi', '低频过滤阈值范围 0-1，步长 0.1'],
  ['低频阈值步长', { is_dipin: 1, dipin_zhi: 0.25 }, 'dipin_zhi', '低频过滤阈值范围 0-1，步长 0.1'],
  ['个性化需求', { gexinghua_type: 8 }, 'gexinghua_type', '请选择个性化需求!'],
  ['其他个性化需求', { gexinghua_type: 5 }, 'gexinghua_other', '请输入其他个性化需求!'],
]

const GUIDE_SEQ: Case[] = [
  ['至少一条 sgRNA', { xulie: [] }, 'xulie', '请输入sgRNA+PAM序列!'],
  ['空的 sgRNA 行', { xulie: [SGRNA_PAM, ''] }, 'xulie.1', '请输入sgRNA+PAM序列!'],
  ['最多 10 条', { xulie: Array.from({ length: 11 }, () => SGRNA_PAM) }, 'xulie', '最多10条!'],
  ['ODN 序列', { is_odn: 1 }, 'odn_xulie', '请输入ODN序列!'],
  ['错配阈值只能 6/7/8', { cuopei_fazhi: 5 }, 'cuopei_fazhi', '请选择错配阈值!'],
  ['凸起阈值只能 0/1/2', { tudian_fazhi: 3 }, 'tudian_fazhi', '请选择凸起阈值!'],
]

const CELL_LINE: Case[] = [
  ['服务类型', { leixing: '' }, 'leixing', '请选择服务类型!'],
  ['定点敲入序列', { leixing: 4, is_dingdian: 1 }, 'dingdian_info', '请输入定点敲入序列!'],
  ['目的基因', { name: '' }, 'name', '请输入目的基因名称/NCBI登录号/rs号!'],
  ['基因信息', { is_rna: 1, jiyin: '' }, 'jiyin', '请选择基因信息!'],
  ['其他基因信息', { is_rna: 1, jiyin: 4 }, 'jiyin_other', '请输入其他基因信息!'],
  ['无需设计时需填序列', { is_rna: 0 }, 'jiyin_xulie', '请输入gRNAs/shRNA序列!'],
  ['生长证明', { is_shengzhang: '' }, 'is_shengzhang', '请选择是否能提供生长证明!'],
  ['存活证明', { is_cunhuo: 3 }, 'is_cunhuo', '请选择是否能提供存活证明!'],
  ['宿主细胞', { shuzhu: '' }, 'shuzhu', '请输入宿主细胞名称!'],
  ['备选细胞', { beixuan: ' ' }, 'beixuan', '请输入备选细胞!'],
  ['原代细胞', { is_yuandai: '' }, 'is_yuandai', '请选择是否原代细胞!'],
  ['原代细胞选其他时填写', { is_yuandai: 2, yuandai_other: '' }, 'yuandai_other', '请输入传代情况!'],
  ['宿主细胞提供方式', { shuzhu_tigong: 0 }, 'shuzhu_tigong', '请选择宿主细胞提供方式!'],
  ['拷贝类型', { shuzhu_jiyinshu: '' }, 'shuzhu_jiyinshu', '请选择拷贝类型!'],
  ['多拷贝时拷贝数必填', { shuzhu_jiyinshu: 2 }, 'shuzhu_copynum', '请输入拷贝数!'],
  ['拷贝数至少 1', { shuzhu_jiyinshu: 2, shuzhu_copynum: 0 }, 'shuzhu_copynum', '拷贝数至少为 1'],
  ['生长特性', { texing_type: 4 }, 'texing_type', '请选择生长特性!'],
  ['培养基', { peiyangji_main: '' }, 'peiyangji_main', '请输入培养基!'],
  ['培养基添加物', { peiyangji_other: '' }, 'peiyangji_other', '请输入培养基添加物!'],
  ['每周传代次数至少 1', { chuandai_zhou: 0 }, 'chuandai_zhou', '每周传代次数至少为 1'],
  ['传代比例 0-100', { chuandai_bi: 101 }, 'chuandai_bi', '传代比例范围 0-100'],
  ['无限传代', { is_wuxianchuan: '' }, 'is_wuxianchuan', '请选择是否无限传代!'],
  ['稀释影响生长', { is_tiyingxiang: '' }, 'is_tiyingxiang', '请选择稀释是否影响生长!'],
  ['单克隆存活', { is_dancunhuo: '' }, 'is_dancunhuo', '请选择单克隆能否存活!'],
  ['有害病原体', { is_youhai: 2 }, 'is_youhai', '请选择是否含有害病原体!'],
  ['有害病原体说明', { is_youhai: 1 }, 'youhai_info', '请输入有害病原体说明!'],
  ['交付形式', { jiaofu_type: 3 }, 'jiaofu_type', '请选择交付形式!'],
  ['证明文件只接受上传的地址', { shengzhang_file: '/etc/passwd' }, 'shengzhang_file', '请上传有效的文件'],
]

async function expectRefused(url: string, payload: Record<string, unknown>, field: string, message: string) {
  const response = await authed(t.app, token, url, payload)
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(response.body.code).toBe(201)
  expect(response.body.fieldErrors?.[field]).toBe(message)
}

describe('扩增子样本表单', () => {
  it.each([...SHARED, ...AMPLICON])('%s', async (_name, overrides, field, message) => {
    await expectRefused('/api/v1/amplicon/addAmpliconOrder', ampliconForm(overrides), field, message)
  })
})

describe('GUIDE-seq 样本表单', () => {
  it.each([...SHARED, ...GUIDE_SEQ])('%s', async (_name, overrides, field, message) => {
    await expectRefused('/api/v1/guide/addGuideOrder', guideSeqForm(overrides), field, message)
  })
})

describe('细胞株构建表单', () => {
  it.each(CELL_LINE)('%s', async (_name, overrides, field, message) => {
    await expectRefused('/api/v1/cellsline/addCellslineOrder', cellLineForm(overrides), field, message)
  })
})

it('被拒绝的表单不留下订单', async () => {
  const orders = await t.app.db.selectFrom('serviceOrder').select('id').execute()
  expect(orders).toEqual([])
})
