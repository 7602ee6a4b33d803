// The customer's rights over their personal information: a copy of their data, and the
// deletion of their account.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { DeleteAccountSchema, PRIVACY_MESSAGES } from '#common/schemas/privacy.ts'
import { z } from '#common/zod.ts'
import { sendDownload } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { DATA_EXPORTS_PER_ACCOUNT, limitPer, rateLimits } from '#server/plugins/rate-limit.ts'
import { accountDeletionOf } from './account-deletion.service.ts'
import { exportMemberData } from './data-export.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const tags = ['个人信息权利']

export async function privacyRoutes(app: FastifyInstance) {
  const api = typed(app)
  const deletion = accountDeletionOf(app)
  const exportsPerAccount = limitPer(app, DATA_EXPORTS_PER_ACCOUNT, (request) => `export:${currentMember(request).id}`)

  /**
   * 下载我的数据：ZIP，内含 data.json（账户信息、授权记录、近期登录记录、地址、订单与样本及状态记录、CRISPR-Net 任务、上传文件名称、
   * 开票申请、订单留言）与中文说明 README.txt；只含本人账户的数据。每个账户每小时最多 3 次。
   */
  api.post('/user/exportMyData', {
    config: { sendsFile: FILE_RESPONSES.zip },
    onRequest: requireCustomer,
    preHandler: exportsPerAccount,
    schema: { tags, summary: '下载我的数据', security: bearerSecurity },
    handler: async (request, reply) => {
      const zip = await exportMemberData(app.db, currentMember(request).id)
      const day = new Date().toISOString().slice(0, 10)
      return sendDownload(reply, `我的数据-${day}.zip`, 'application/zip', zip)
    },
  })

  /**
   * 注销账户：用登录密码确认，或用发到已验证手机号的短信登录验证码（faDuanxin isreg=1）确认。
   * 账户的登录全部失效；账户信息、地址、验证码、上传的文件与 CRISPR-Net 任务被删除；订单与样本作为公司记录保留，
   * 但不再含姓名、邮箱、电话、地址或单位。同一邮箱与手机号之后可以重新注册。每个 IP 10 分钟最多 5 次。
   */
  api.post('/user/deleteAccount', {
    onRequest: requireCustomer,
    config: { rateLimit: rateLimits.deleteAccount },
    schema: {
      tags,
      summary: '注销账户',
      security: bearerSecurity,
      body: DeleteAccountSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await deletion.deleteOwn(currentMember(request).id, request.body)
      return ok(null, PRIVACY_MESSAGES.deleted)
    },
  })
}
