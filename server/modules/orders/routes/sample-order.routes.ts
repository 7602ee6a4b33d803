// The calls of GUIDE-seq (guide/*) and amplicon (amplicon/*) orders, spec §7: the two
// types share their shape, each with its own path names, form schemas and sample schema.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  AddAmpliconSampleSchema,
  AmpliconSampleDetailSchema,
  AmpliconSampleSchema,
  CreateAmpliconOrderSchema,
  EditAmpliconSampleSchema,
} from '#common/schemas/orders/amplicon.ts'
import {
  AddGuideSeqSampleSchema,
  CreateGuideSeqOrderSchema,
  EditGuideSeqSampleSchema,
  GuideSeqSampleDetailSchema,
  GuideSeqSampleSchema,
} from '#common/schemas/orders/guide-seq.ts'
import {
  CreatedOrderSchema,
  CreatedSampleSchema,
  DeletedSampleSchema,
  FIRST_PAGE,
  IdPayloadSchema,
  ORDER_MESSAGES,
  OrderIdPayloadSchema,
  SampleOrderDetailSchema,
  SampleOrderListQuerySchema,
  SampleOrderListSchema,
} from '#common/schemas/orders/order.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember } from '#server/plugins/auth.ts'
import { reorderRoute } from '../reorder.ts'
import type { SampleOrderService } from '../sample-order.service.ts'

const DEFINITIONS = {
  guide: {
    tags: ['GUIDE-seq 订单'],
    label: 'GUIDE-seq',
    paths: {
      list: 'myGuideOrder',
      order: 'myGuideInfo',
      samples: 'myGuideYangben',
      create: 'addGuideOrder',
      add: 'addGuideYangben',
      edit: 'editGuideYangben',
    },
    schemas: {
      create: CreateGuideSeqOrderSchema,
      add: AddGuideSeqSampleSchema,
      edit: EditGuideSeqSampleSchema,
      sample: GuideSeqSampleSchema,
      detail: GuideSeqSampleDetailSchema,
    },
  },
  amplicon: {
    tags: ['扩增子订单'],
    label: '扩增子',
    paths: {
      list: 'myAmpliconOrder',
      order: 'myAmpliconInfo',
      samples: 'myAmpliconYangben',
      create: 'addAmpliconOrder',
      add: 'addAmpliconYangben',
      edit: 'editAmpliconYangben',
    },
    schemas: {
      create: CreateAmpliconOrderSchema,
      add: AddAmpliconSampleSchema,
      edit: EditAmpliconSampleSchema,
      sample: AmpliconSampleSchema,
      detail: AmpliconSampleDetailSchema,
    },
  },
} as const

export async function sampleOrderRoutes(
  app: FastifyInstance,
  { kind, service }: { kind: keyof typeof DEFINITIONS; service: SampleOrderService },
) {
  const api = typed(app)
  const { tags, label, paths, schemas } = DEFINITIONS[kind]
  const url = (name: string) => `/${kind}/${name}`
  const member = (request: Parameters<typeof currentMember>[0]) => currentMember(request).id

  api.post(url(paths.list), {
    schema: {
      tags,
      summary: `我的${label}订单（page 从 ${FIRST_PAGE.SAMPLE_ORDERS} 开始，keyword 搜索订单编号）`,
      security: bearerSecurity,
      body: SampleOrderListQuerySchema,
      response: { 200: envelope(SampleOrderListSchema) },
    },
    handler: async (request) => ok(await service.list(member(request), request.body)),
  })

  api.post(url(paths.order), {
    schema: {
      tags,
      summary: `${label}订单详情，含状态历史（时间线）`,
      security: bearerSecurity,
      body: IdPayloadSchema,
      response: { 200: envelope(SampleOrderDetailSchema) },
    },
    handler: async (request) => ok(await service.order(member(request), request.body.id)),
  })

  api.post(url(paths.samples), {
    schema: {
      tags,
      summary: `${label}订单的样本列表（不分页）`,
      security: bearerSecurity,
      body: OrderIdPayloadSchema,
      response: { 200: envelope(z.array(schemas.sample)) },
    },
    handler: async (request) => ok(await service.samples(member(request), request.body.oid)),
  })

  api.post(url('getYangbenInfo'), {
    schema: {
      tags,
      summary: `${label}样本详情，含状态历史（时间线）`,
      security: bearerSecurity,
      body: IdPayloadSchema,
      response: { 200: envelope(schemas.detail) },
    },
    handler: async (request) => ok(await service.sample(member(request), request.body.id)),
  })

  api.post(url(paths.create), {
    schema: {
      tags,
      summary: `新建${label}订单及其第一个样本；data.info 为新订单 id`,
      security: bearerSecurity,
      body: schemas.create,
      response: { 200: envelope(CreatedOrderSchema) },
    },
    handler: async (request) => ok(await service.createOrder(member(request), request.body), ORDER_MESSAGES.added),
  })

  api.post(url(paths.add), {
    schema: {
      tags,
      summary: `向待确认的${label}订单添加样本`,
      security: bearerSecurity,
      body: schemas.add,
      response: { 200: envelope(CreatedSampleSchema) },
    },
    handler: async (request) =>
      ok(await service.addSample(member(request), request.body.oid, request.body), ORDER_MESSAGES.added),
  })

  api.post(url(paths.edit), {
    schema: {
      tags,
      summary: `编辑待确认订单中待确认的${label}样本`,
      security: bearerSecurity,
      body: schemas.edit,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await service.editSample(member(request), request.body.id, request.body)
      return ok(null, ORDER_MESSAGES.updated)
    },
  })

  reorderRoute(app, url('reorder'), {
    tags,
    summary: `再次下单：按已完成的${label}订单的样本新建一个待确认订单；data 为新订单`,
    message: ORDER_MESSAGES.reordered,
    reorder: (memberId, id) => service.reorder(memberId, id),
  })

  api.post(url('delYangben'), {
    schema: {
      tags,
      summary: `删除待确认订单中待确认或已完成的${label}样本；删除最后一个样本时订单一并删除`,
      security: bearerSecurity,
      body: IdPayloadSchema,
      response: { 200: envelope(DeletedSampleSchema) },
    },
    handler: async (request) =>
      ok(await service.deleteSample(member(request), request.body.id), ORDER_MESSAGES.deleted),
  })
}
