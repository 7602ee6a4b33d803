// The customer area's authorization matrix, generated from the OpenAPI document: every call
// behind the customer login (security: bearer, outside /api/v1/admin) refuses anonymous
// callers, and every field (of a JSON body or of a multipart form) or path parameter through
// which such a call names a stored object (ids, upload URLs) is classified below. For each owned reference, customer B names customer
// A's object, reading and writing, and is told it does not exist, A's object is unchanged,
// and A, naming it the same way, is not. A call added later is covered as soon as it is in
// the document; one that names a new kind of object fails here until it is classified.
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { GUIDE_SEQ_TYPE } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { PDF } from '#tests/factories/deliverables.ts'
import {
  AMPLICON_PRODUCT,
  PNG,
  SGRNA_PAM,
  ampliconForm,
  cellLineForm,
  guideSeqForm,
  multipart,
  setOrderStatus,
} from '#tests/factories/orders.ts'
import { importCsv, namedSamples } from '#tests/factories/sample-import.ts'
import { createStaffAccount } from '#server/modules/staff/create-staff.ts'
import { freshIdentity, loggedInCustomer, nextIp, renewableCustomer } from '#tests/setup/account-helpers.ts'
import {
  type ApiOperation,
  apiOperations,
  fillPath,
  isCustomerOperation,
  operationLabel,
} from '#tests/setup/openapi-operations.ts'
import { type TestEnvelope, createTestApp } from '#tests/setup/test-app.ts'

type Customer = Awaited<ReturnType<typeof loggedInCustomer>>
type Kind =
  | 'guide order'
  | 'guide sample'
  | 'amplicon order'
  | 'amplicon sample'
  | 'cell line order'
  | 'address'
  | 'crispr job'
  | 'upload'
  | 'order message file'
  | 'fapiao request'
  | 'order number'
  | 'deliverable'

/** How a field or a path parameter is recognised as naming a stored object. */
const REFERENCE_NAME = /^(?:id|oid|uid|orderno|\w+_id|\w+Id|\w*file|url)$/

/** `METHOD /path field` → the kind of the customer's own object it names. */
const OWNED_REFERENCES: Record<string, Kind> = {
  'POST /api/v1/crisprNet/read id': 'crispr job',
  'POST /api/v1/crisprNet/download id': 'crispr job',
  'POST /api/v1/crisprNet/share id': 'crispr job',
  'POST /api/v1/crisprNet/unshare id': 'crispr job',
  'GET /api/v1/uploads/{year}/{month}/{name} year': 'upload',
  'GET /api/v1/uploads/{year}/{month}/{name} month': 'upload',
  'GET /api/v1/uploads/{year}/{month}/{name} name': 'upload',
  'GET /api/v1/order/messages/{id}/file id': 'order message file',
  'POST /api/v1/fapiao/download id': 'fapiao request',
  'POST /api/v1/user/updateAddr id': 'address',
  'POST /api/v1/user/delAddr id': 'address',
  'POST /api/v1/guide/myGuideInfo id': 'guide order',
  'POST /api/v1/guide/myGuideYangben oid': 'guide order',
  'POST /api/v1/guide/getYangbenInfo id': 'guide sample',
  'POST /api/v1/guide/addGuideYangben oid': 'guide order',
  'POST /api/v1/guide/editGuideYangben id': 'guide sample',
  'POST /api/v1/guide/delYangben id': 'guide sample',
  'POST /api/v1/guide/reorder id': 'guide order',
  'POST /api/v1/guide/importYangben oid': 'guide order',
  'POST /api/v1/amplicon/myAmpliconInfo id': 'amplicon order',
  'POST /api/v1/amplicon/myAmpliconYangben oid': 'amplicon order',
  'POST /api/v1/amplicon/getYangbenInfo id': 'amplicon sample',
  'POST /api/v1/amplicon/addAmpliconYangben oid': 'amplicon order',
  'POST /api/v1/amplicon/editAmpliconYangben id': 'amplicon sample',
  'POST /api/v1/amplicon/delYangben id': 'amplicon sample',
  'POST /api/v1/amplicon/reorder id': 'amplicon order',
  'POST /api/v1/amplicon/importYangben oid': 'amplicon order',
  'GET /api/v1/order/sheet orderno': 'guide order',
  'GET /api/v1/order/sheet/page orderno': 'amplicon order',
  'POST /api/v1/cellsline/myCellslineInfo id': 'cell line order',
  'POST /api/v1/cellsline/getYangbenInfo id': 'cell line order',
  'POST /api/v1/cellsline/myCellslineYangben oid': 'cell line order',
  'POST /api/v1/cellsline/editCellslineOrder id': 'cell line order',
  'POST /api/v1/cellsline/editCellslineYangben id': 'cell line order',
  'POST /api/v1/cellsline/delCellslineOrder id': 'cell line order',
  'POST /api/v1/cellsline/reorder id': 'cell line order',
  'POST /api/v1/cellsline/addCellslineOrder shengzhang_file': 'upload',
  'POST /api/v1/cellsline/addCellslineOrder cunhuo_file': 'upload',
  'POST /api/v1/cellsline/addCellslineOrder shuzhu_file': 'upload',
  'POST /api/v1/cellsline/editCellslineOrder shengzhang_file': 'upload',
  'POST /api/v1/cellsline/editCellslineOrder cunhuo_file': 'upload',
  'POST /api/v1/cellsline/editCellslineOrder shuzhu_file': 'upload',
  'POST /api/v1/cellsline/editCellslineYangben shengzhang_file': 'upload',
  'POST /api/v1/cellsline/editCellslineYangben cunhuo_file': 'upload',
  'POST /api/v1/cellsline/editCellslineYangben shuzhu_file': 'upload',
  'POST /api/v1/order/deliverables orderno': 'order number',
  'POST /api/v1/order/messages orderno': 'guide order',
  'POST /api/v1/order/message orderno': 'amplicon order',
  'POST /api/v1/fapiao/apply orderno': 'guide order',
  'GET /api/v1/order/deliverables/{id}/download id': 'deliverable',
  'POST /api/v1/order/deliverables/link id': 'deliverable',
}

/** References that name nothing a customer owns (a field name, or `METHOD /path field`), and why. */
const NOT_OWNED: Record<string, string> = {
  province_id: 'a code of the public region list',
  city_id: 'a code of the public region list',
  taxId: 'the 纳税人识别号 printed on a fapiao, a text the customer types',
  file: "a multipart form's file: the bytes the call receives, naming nothing stored",
  'POST /api/v1/user/updateAddr uid': "accepted from the spec's client and ignored: the owner is the session's member",
  'POST /api/v1/fapiao/myFapiao orderno':
    "a filter over the caller's own requests: another customer's order number matches none of them",
  'POST /api/v1/crisprNet/addJob csvfile': 'the name of the CSV file whose content the call sends in xulie',
}

/**
 * How a call refuses an anonymous caller, where it is not 401 UNAUTHENTICATED: a file is
 * "not found" to everyone but its uploader, and logging out without a session ends nothing.
 */
const ANONYMOUS_ANSWER: Record<string, { status: number; error?: string }> = {
  'GET /api/v1/uploads/{year}/{month}/{name}': { status: 404, error: 'NOT_FOUND' },
  'POST /api/v1/user/logout': { status: 200 },
}

const addressForm = () => ({
  name: '赵磊',
  company: '浙江大学医学院',
  country: 0,
  province_id: 33,
  city_id: 3301,
  address: '西湖区余杭塘路 866 号',
  zip: '310058',
  tel: '0571-88208000',
  tel2: '',
  is_default: 0,
})

/** A body each tag's calls accept (the reference fields are then set to the object under test). */
const FORM_BY_TAG: Record<string, () => Record<string, unknown>> = {
  'GUIDE-seq 订单': () => guideSeqForm(),
  扩增子订单: () => ampliconForm(),
  细胞株构建订单: () => cellLineForm(),
  收货地址: addressForm,
  'CRISPR-Net': () => ({
    title: 'EMX1 sgRNA',
    email: 'lab@example.cn',
    xulie: `${SGRNA_PAM},${SGRNA_PAM}`,
    type: 1,
    type1: 1,
  }),
  发票: () => ({
    orderno: 'GS-20261128-0001',
    amount: 100,
    title: '浙江大学医学院',
    taxId: '12330000470003281X',
    kind: 1,
  }),
  上传: () => ({}),
  订单留言: () => ({ body: '样本已寄出，请查收' }),
  样本送检单: () => ({}),
  交付文件: () => ({}),
  账户信息: () => ({}),
  账户与登录: () => ({}),
  个人信息权利: () => ({}),
}

/** The file each tag's calls taking a file accept (their text fields are the references under test). */
const FILE_BY_TAG: Record<string, () => { name: string; content: Buffer }> = {
  'GUIDE-seq 订单': () => ({ name: 'samples.csv', content: importCsv(namedSamples(2), GUIDE_SEQ_TYPE) }),
  扩增子订单: () => ({ name: 'samples.csv', content: importCsv(namedSamples(2)) }),
  上传: () => ({ name: 'proof.png', content: PNG }),
}

const t = await createTestApp()
afterAll(() => t.close())
const customerOperations = (await apiOperations(t.app)).filter(isCustomerOperation)

const referencesOf = (operation: ApiOperation): string[] => [
  ...operation.parameters.filter((item) => item.in === 'path').map((item) => item.name),
  ...operation.parameters
    .filter((item) => item.in === 'query' && REFERENCE_NAME.test(item.name))
    .map((item) => item.name),
  ...Object.keys(operation.body?.properties ?? operation.form?.properties ?? {}).filter((name) =>
    REFERENCE_NAME.test(name),
  ),
]
/** The fields a call's body holds besides its references: its tag's form, or none beside a file. */
const formOf = (operation: ApiOperation) => (operation.form ? {} : (FORM_BY_TAG[operation.tags[0] ?? '']?.() ?? {}))
const isPathParameter = (operation: ApiOperation, name: string) =>
  operation.parameters.some((item) => item.in === 'path' && item.name === name)
const ownedKind = (operation: ApiOperation, field: string) => OWNED_REFERENCES[`${operationLabel(operation)} ${field}`]
const isNotOwned = (operation: ApiOperation, field: string) =>
  field in NOT_OWNED || `${operationLabel(operation)} ${field}` in NOT_OWNED

/** The body as the call takes it: JSON, or a multipart form of the fields (as text) and its tag's file. */
function encoded(operation: ApiOperation, body: Record<string, unknown>) {
  if (operation.method === 'GET') return { headers: {} }
  if (!operation.form) return { headers: {}, payload: body }
  const file = FILE_BY_TAG[operation.tags[0] ?? '']!()
  const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]))
  return multipart(file.name, file.content, fields)
}

async function call(operation: ApiOperation, token: string | undefined, path: string, body: Record<string, unknown>) {
  const { headers, payload } = encoded(operation, body)
  const response = await t.app.inject({
    method: operation.method,
    url: path,
    remoteAddress: nextIp(),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload }),
  })
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json')
  return { status: response.statusCode, body: (json ? response.json() : {}) as TestEnvelope, text: response.body }
}

const post = async (customer: Customer, url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${customer.token}` },
  })
  const body = response.json() as TestEnvelope
  if (body.code !== 200) throw new Error(`${url}: ${body.message} ${JSON.stringify(body.fieldErrors ?? {})}`)
  return body.data
}

/** An object a customer owns: how a reference names it, and the owner's view of it. */
interface OwnedObject {
  reference: (field: string) => string | number
  ownerView: () => Promise<string>
}

const ownerView = (customer: Customer, url: string, payload: Record<string, unknown>) => async () =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).body

async function sampleOrder(
  customer: Customer,
  kind: 'guide' | 'amplicon',
  of: 'order' | 'sample',
): Promise<OwnedObject> {
  const create = kind === 'guide' ? 'addGuideOrder' : 'addAmpliconOrder'
  const form = kind === 'guide' ? guideSeqForm() : ampliconForm({ kuozhan_xulie: AMPLICON_PRODUCT })
  const created = (await post(customer, `/api/v1/${kind}/${create}`, form)) as {
    info: number
    orderno: string
    sample_id: number
  }
  const id = of === 'order' ? created.info : created.sample_id
  const read = of === 'order' ? (kind === 'guide' ? 'myGuideInfo' : 'myAmpliconInfo') : 'getYangbenInfo'
  return {
    // An order is named by its id, or by its number where a call takes that (the sample sheet).
    reference: (field) => (field === 'orderno' ? created.orderno : id),
    ownerView: ownerView(customer, `/api/v1/${kind}/${read}`, { id }),
  }
}

let staffToken: string | undefined
/** An operator of the console, who attaches files to orders' threads. */
async function operatorToken(): Promise<string> {
  if (staffToken) return staffToken
  const { email } = freshIdentity('ownership-operator')
  const password = 'Owner@Ship2026'
  await createStaffAccount(t.app.db, { email, password, name: '归属测试', role: 'operator' })
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  })
  staffToken = (login.json() as TestEnvelope).data.info.token as string
  return staffToken
}

/** A deliverable on a new order of the customer's, as staff attach one: a stored file and its row. */
async function deliverableOf(customer: Customer) {
  const created = (await post(customer, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())) as {
    info: number
    orderno: string
  }
  const storageKey = `deliverables/ownership/${created.info}.pdf`
  const stored = await t.app.storage.put(storageKey, Readable.from([PDF]), { contentType: 'application/pdf' })
  const now = new Date().toISOString()
  const row = await t.app.db
    .insertInto('orderDeliverable')
    .values({
      orderId: created.info,
      sampleId: null,
      name: 'report.pdf',
      storageKey,
      mimeType: 'application/pdf',
      ...stored,
      staffId: null,
      createTime: now,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, orderno: created.orderno }
}

/** Makes an object of the kind, owned by the customer. */
const CREATE: Record<Kind, (customer: Customer) => Promise<OwnedObject>> = {
  'guide order': (customer) => sampleOrder(customer, 'guide', 'order'),
  'guide sample': (customer) => sampleOrder(customer, 'guide', 'sample'),
  'amplicon order': (customer) => sampleOrder(customer, 'amplicon', 'order'),
  'amplicon sample': (customer) => sampleOrder(customer, 'amplicon', 'sample'),
  'cell line order': async (customer) => {
    const { info: id } = (await post(customer, '/api/v1/cellsline/addCellslineOrder', cellLineForm())) as {
      info: number
    }
    return { reference: () => id, ownerView: ownerView(customer, '/api/v1/cellsline/myCellslineInfo', { id }) }
  },
  address: async (customer) => {
    const { id } = (await post(customer, '/api/v1/user/creatAddr', addressForm())) as { id: number }
    return { reference: () => id, ownerView: ownerView(customer, '/api/v1/user/addrList', {}) }
  },
  'crispr job': async (customer) => {
    // One account waits 30 s between jobs: its earlier jobs are moved back past the gap.
    await t.app.db
      .updateTable('crisprJob')
      .set({ createTime: new Date(Date.now() - 60_000).toISOString() })
      .where('memberId', '=', customer.id)
      .execute()
    const form = FORM_BY_TAG['CRISPR-Net']!()
    const { info: id } = (await post(customer, '/api/v1/crisprNet/addJob', { ...form, email: customer.email })) as {
      info: number
    }
    return { reference: () => id, ownerView: ownerView(customer, '/api/v1/crisprNet/read', { id }) }
  },
  'fapiao request': async (customer) => {
    // An issued request of a finished order, with its PDF stored as staff upload it.
    const { info: orderId } = (await post(customer, '/api/v1/guide/addGuideOrder', guideSeqForm())) as { info: number }
    await setOrderStatus(t.app, orderId, ORDER_STATUS.DONE)
    const { orderno } = await t.app.db
      .selectFrom('serviceOrder')
      .select('orderno')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const { id } = (await post(customer, '/api/v1/fapiao/apply', { ...FORM_BY_TAG['发票']!(), orderno })) as {
      id: number
    }
    const storedName = `2026/11/${randomUUID()}.pdf`
    const pdf = await t.app.storage.put(`uploads/${storedName}`, Readable.from([PDF]), {
      contentType: 'application/pdf',
    })
    await t.app.db
      .updateTable('fapiaoRequest')
      .set({ status: 1, invoiceNo: '12345678', pdfStoredName: storedName, pdfSize: pdf.size })
      .where('id', '=', id)
      .execute()
    return {
      reference: () => id,
      ownerView: async () => {
        const download = await t.app.inject({
          method: 'POST',
          url: '/api/v1/fapiao/download',
          payload: { id },
          headers: { authorization: `Bearer ${customer.token}` },
        })
        return `${download.statusCode} ${download.body.length}`
      },
    }
  },
  'order number': async (customer) => {
    const { orderno } = await deliverableOf(customer)
    return { reference: () => orderno, ownerView: ownerView(customer, '/api/v1/order/deliverables', { orderno }) }
  },
  deliverable: async (customer) => {
    const { id, orderno } = await deliverableOf(customer)
    return { reference: () => id, ownerView: ownerView(customer, '/api/v1/order/deliverables', { orderno }) }
  },
  upload: async (customer) => {
    const { payload, headers } = multipart('proof.png', PNG)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/index',
      payload,
      headers: { ...headers, authorization: `Bearer ${customer.token}` },
      remoteAddress: nextIp(),
    })
    const url = (response.json() as TestEnvelope).data[0].url as string
    const [year, month, name] = url.split('/').slice(-3)
    const parts: Record<string, string> = { year: year!, month: month!, name: name! }
    return {
      reference: (field) => parts[field] ?? url,
      ownerView: async () => {
        const download = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${customer.token}` },
        })
        return `${download.statusCode} ${download.body.length}`
      },
    }
  },
  'order message file': async (customer) => {
    const order = await sampleOrder(customer, 'guide', 'order')
    const { payload, headers } = multipart('report.png', PNG)
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.reference('id')}/messages/file`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await operatorToken()}` },
    })
    const id = (sent.json() as TestEnvelope).data.id as number
    return {
      reference: () => id,
      ownerView: async () => {
        const download = await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/messages/${id}/file`,
          headers: { authorization: `Bearer ${customer.token}` },
        })
        return `${download.statusCode} ${download.body.length}`
      },
    }
  },
}

/**
 * The request of `caller` to the operation: the form of its tag, the reference under test
 * naming `target`, and every other owned reference naming one of the caller's own objects.
 */
async function requestOf(operation: ApiOperation, caller: Customer, field: string, target: OwnedObject) {
  const form = formOf(operation)
  const own = new Map<Kind, OwnedObject>()
  const values: Record<string, string | number> = {}
  for (const reference of referencesOf(operation)) {
    const kind = ownedKind(operation, reference)
    if (!kind) continue
    const sameObject = isPathParameter(operation, reference) && isPathParameter(operation, field)
    if (reference === field || (sameObject && kind === ownedKind(operation, field))) {
      values[reference] = target.reference(reference)
      continue
    }
    if (!own.has(kind)) own.set(kind, await CREATE[kind](caller))
    values[reference] = own.get(kind)!.reference(reference)
  }
  const named = Object.entries(values).filter(([name]) => !isPathParameter(operation, name))
  const body = { ...form, ...Object.fromEntries(named) }
  const path = fillPath(operation.path, (name) => String(values[name] ?? '1'))
  // A GET names its objects in the query string.
  const query =
    operation.method === 'GET'
      ? new URLSearchParams(named.map(([name, value]) => [name, String(value)])).toString()
      : ''
  return { path: query ? `${path}?${query}` : path, body }
}

const ownedChecks = customerOperations.flatMap((operation) =>
  referencesOf(operation)
    .filter((field) => ownedKind(operation, field))
    // A path naming one object through several parameters is checked once.
    .filter(
      (field, index, fields) =>
        !isPathParameter(operation, field) || fields.findIndex((other) => isPathParameter(operation, other)) === index,
    )
    .map((field) => [`${operationLabel(operation)} ${field}`, operation, field, ownedKind(operation, field)!] as const),
)

describe('customer area: authorization matrix from the OpenAPI document', () => {
  it('finds the customer calls, and every reference to a stored object in them is classified', () => {
    expect(customerOperations.length).toBeGreaterThan(20)
    const unclassified = customerOperations.flatMap((operation) =>
      referencesOf(operation)
        .filter((field) => !ownedKind(operation, field) && !isNotOwned(operation, field))
        .map((field) => `${operationLabel(operation)} ${field}`),
    )
    expect(unclassified, 'classify in OWNED_REFERENCES or NOT_OWNED').toEqual([])
    const documented = new Set(
      customerOperations.flatMap((operation) =>
        referencesOf(operation).map((field) => `${operationLabel(operation)} ${field}`),
      ),
    )
    expect(
      Object.keys(OWNED_REFERENCES).filter((key) => !documented.has(key)),
      'stale entries',
    ).toEqual([])
    const tags = new Set(customerOperations.map((operation) => operation.tags[0] ?? ''))
    expect(
      [...tags].filter((tag) => !(tag in FORM_BY_TAG)),
      'a form for each tag of the customer area',
    ).toEqual([])
    const fileTags = new Set(customerOperations.filter((operation) => operation.form).map((item) => item.tags[0] ?? ''))
    expect(
      [...fileTags].filter((tag) => !(tag in FILE_BY_TAG)),
      'a file for each tag whose calls take one',
    ).toEqual([])
  })

  it('an anonymous caller is refused every customer call', async () => {
    const owner = await loggedInCustomer(t.app)
    for (const operation of customerOperations) {
      const label = operationLabel(operation)
      const field = referencesOf(operation).find((name) => ownedKind(operation, name))
      const { path, body } = field
        ? await requestOf(operation, owner, field, await CREATE[ownedKind(operation, field)!](owner))
        : { path: operation.path, body: formOf(operation) }
      const answer = await call(operation, undefined, path, body)
      const expected = ANONYMOUS_ANSWER[label] ?? { status: 401, error: 'UNAUTHENTICATED' }
      expect(answer.status, label).toBe(expected.status)
      expect(answer.body.error, label).toBe(expected.error)
      expect(answer.body.data, label).toBeNull()
    }
  })

  it.each(ownedChecks)(
    "%s: customer B is told A's object does not exist, and it stays as it was",
    async (label, operation, field, kind) => {
      const a = await loggedInCustomer(t.app)
      const b = await loggedInCustomer(t.app)
      const target = await CREATE[kind](a)
      const before = await target.ownerView()

      const asB = await requestOf(operation, b, field, target)
      const answer = await call(operation, b.token, asB.path, asB.body)
      expect(answer.status, `${label} as B: ${answer.text.slice(0, 300)}`).toBe(404)
      expect(answer.body.error).toBe('NOT_FOUND')
      expect(answer.text).not.toContain(a.email)
      expect(await target.ownerView(), `${label}: A's ${kind} after B's call`).toBe(before)

      // The same request from the owner finds the object: B's 404 is about ownership, not the request.
      const asA = await requestOf(operation, a, field, target)
      const own = await call(operation, a.token, asA.path, asA.body)
      expect(own.status, `${label} as A: ${own.text.slice(0, 300)}`).not.toBe(404)
      expect(own.status).toBeLessThan(500)
    },
  )

  // Every customer call once, a sample sheet PDF among them: longer than one call's test.
  it("no customer call shows customer B anything of customer A's", async () => {
    const a = await loggedInCustomer(t.app)
    const orderNumbers: string[] = []
    for (const kind of Object.keys(CREATE) as Kind[]) await CREATE[kind](a)
    for (const row of await t.app.db
      .selectFrom('serviceOrder')
      .select('orderno')
      .where('memberId', '=', a.id)
      .execute())
      orderNumbers.push(row.orderno)
    expect(orderNumbers.length).toBeGreaterThan(0)
    const customerB = renewableCustomer(t.app)
    for (const operation of customerOperations) {
      const b = await customerB.current()
      const field = referencesOf(operation).find((name) => ownedKind(operation, name))
      const { path, body } = field
        ? await requestOf(operation, b, field, await CREATE[ownedKind(operation, field)!](b))
        : { path: operation.path, body: formOf(operation) }
      const answer = await call(operation, b.token, path, body)
      const label = operationLabel(operation)
      expect(answer.text, label).not.toContain(a.email)
      for (const orderno of orderNumbers) expect(answer.text, label).not.toContain(orderno)
    }
  }, 60_000)
})
