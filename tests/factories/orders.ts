// Valid order forms as a customer fills them in, with overrides, and the steps of the order
// tests: upload a proof file, move an order or sample to a status as staff would.
import type { FastifyInstance } from 'fastify'
import { AMPLICON_FORM_DEFAULTS, AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_FORM_DEFAULTS } from '#common/schemas/orders/cell-line.ts'
import { GUIDE_SEQ_FORM_DEFAULTS, GUIDE_SEQ_TYPE } from '#common/schemas/orders/guide-seq.ts'
import { ANSWER } from '#common/schemas/orders/options.ts'

/** A 23-nt protospacer with its NGG PAM (EMX1 site 1). */
export const SGRNA_PAM = 'GAGTCCGAGCAGAAGAAGAAGGG'
/** A 200-bp amplicon product around it. */
export const AMPLICON_PRODUCT =
  'CCAGGCCTCCCCAAAGCCTGGCCAGGGAGTGAGTGCCCTGCCCAGCATGGAGTCCGAGCAGAAGAAGAAGGGCTCCCATCACATCAACCGGTGGCGCATTGCCACGAAGCAGGCCAATGGGGAGGACATCGATGTCACCTCCAATGACTAGGGTGGGCAACCACAAACCCACGAGGGCAGAGTGCTGCTTGCTGCTGG'

export function ampliconForm(overrides: Record<string, unknown> = {}) {
  return {
    ...AMPLICON_FORM_DEFAULTS,
    name: 'EMX1-KO-1',
    nongdu: 120,
    tiji: 30,
    zongliang: 3.6,
    xulie: SGRNA_PAM,
    zheng_xulie: 'CCATCCCCTTCTGTGAATGT',
    fan_xulie: 'GGAGATTGGAGACACGGAGA',
    tuihuo_wendu: 60,
    kuozhan_xulie: AMPLICON_PRODUCT,
    ...overrides,
  }
}

export function guideSeqForm(overrides: Record<string, unknown> = {}) {
  return {
    ...GUIDE_SEQ_FORM_DEFAULTS,
    name: 'HEK293T-EMX1',
    nongdu: 150,
    tiji: 40,
    zongliang: 6,
    xulie: [SGRNA_PAM, 'GGGTGGGGGGAGTTTGCTCCTGG'],
    ...overrides,
  }
}

/** The two order types whose samples are added one by one or imported: their forms and calls. */
export const SAMPLE_ORDER_TYPES = [
  {
    label: 'GUIDE-seq',
    leixing: 1,
    prefix: 'GS',
    type: GUIDE_SEQ_TYPE,
    form: guideSeqForm,
    /** The import template, public (the paths below are the customer's calls). */
    template: '/api/v1/guide/importTemplate',
    paths: {
      list: '/api/v1/guide/myGuideOrder',
      order: '/api/v1/guide/myGuideInfo',
      samples: '/api/v1/guide/myGuideYangben',
      sample: '/api/v1/guide/getYangbenInfo',
      create: '/api/v1/guide/addGuideOrder',
      add: '/api/v1/guide/addGuideYangben',
      edit: '/api/v1/guide/editGuideYangben',
      remove: '/api/v1/guide/delYangben',
      reorder: '/api/v1/guide/reorder',
      import: '/api/v1/guide/importYangben',
    },
  },
  {
    label: '扩增子',
    leixing: 2,
    prefix: 'AM',
    type: AMPLICON_TYPE,
    form: ampliconForm,
    /** The import template, public (the paths below are the customer's calls). */
    template: '/api/v1/amplicon/importTemplate',
    paths: {
      list: '/api/v1/amplicon/myAmpliconOrder',
      order: '/api/v1/amplicon/myAmpliconInfo',
      samples: '/api/v1/amplicon/myAmpliconYangben',
      sample: '/api/v1/amplicon/getYangbenInfo',
      create: '/api/v1/amplicon/addAmpliconOrder',
      add: '/api/v1/amplicon/addAmpliconYangben',
      edit: '/api/v1/amplicon/editAmpliconYangben',
      remove: '/api/v1/amplicon/delYangben',
      reorder: '/api/v1/amplicon/reorder',
      import: '/api/v1/amplicon/importYangben',
    },
  },
] as const

export function cellLineForm(overrides: Record<string, unknown> = {}) {
  return {
    ...CELL_LINE_FORM_DEFAULTS,
    name: 'TP53',
    is_shengzhang: ANSWER.NO,
    is_cunhuo: ANSWER.NO,
    shuzhu: 'HEK293T',
    beixuan: 'HeLa',
    peiyangji_main: 'DMEM',
    peiyangji_other: '10% FBS + 1% 青霉素/链霉素',
    chuandai_bi: 30,
    is_wuxianchuan: ANSWER.YES,
    is_tiyingxiang: ANSWER.NO,
    is_dancunhuo: ANSWER.YES,
    remark: '',
    ...overrides,
  }
}

/** Moves an order to `status` through the status service, as the admin console will. */
export async function setOrderStatus(app: FastifyInstance, orderId: number, status: number) {
  return app.services.orderStatus.changeOrderStatus(orderId, { status })
}

/** Moves a sample to `status` through the status service, as the admin console will. */
export async function setSampleStatus(app: FastifyInstance, sampleId: number, status: number) {
  return app.services.orderStatus.changeSampleStatus(sampleId, { status })
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

/** A multipart body carrying one file in the field `file`, after the text `fields`. */
export function multipart(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----portal-test-boundary'
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

let address = 0
/** Uploads a file as the token's customer (each upload from its own address: the call is rate-limited). */
export function upload(app: FastifyInstance, token: string | undefined, fileName: string, content: Buffer) {
  address += 1
  const { payload, headers } = multipart(fileName, content)
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads/index',
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}
