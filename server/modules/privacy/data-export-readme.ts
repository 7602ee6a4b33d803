// The README.txt of a data export: in Chinese whatever the interface language, like the
// site's mails, since it travels with the file.
import { DAY_MS, RETENTION } from '#server/lib/retention.ts'

/** What README.txt says of each part of data.json. */
const PART_DESCRIPTIONS: Record<string, string> = {
  profile: '账户信息：邮箱、姓名、单位、手机号、地址、资讯订阅等（不含密码）',
  consents: '隐私政策与资讯订阅的同意与撤回记录（时间与 IP 地址）',
  logins: `近 ${RETENTION.loginRecordMs / DAY_MS} 天的登录记录（时间、IP 地址与登录方式）`,
  addresses: '收货地址',
  orders: '订单，含样本信息（samples）、细胞株订单信息（cellLine）与状态记录（statusHistory）',
  uploads: '您上传的文件的名称、类型、大小与上传时间',
  crisprJobs: 'CRISPR-Net 打分任务',
  fapiaoProfile: '账户中的开票信息',
  fapiaoRequests: '开票申请',
  orderMessages: '订单留言（author 为 customer 是您写的，staff 是实验室写的）',
}

export function readme(exportedAt: string, parts: readonly string[]): string {
  return [
    '个人数据副本',
    '',
    `导出时间（UTC）：${exportedAt}`,
    '',
    '本压缩包由网站根据《个人信息保护法》第四十五条，按您的请求生成，只包含您本人账户的数据。',
    'data.json 为 UTF-8 编码的 JSON 文件，可用文本编辑器或浏览器打开，其中各部分为：',
    '',
    ...parts.map((part) => `- ${part}：${PART_DESCRIPTIONS[part] ?? part}`),
    '',
    '时间均为 UTC 时间（ISO 8601 格式）。如对数据有疑问，或需要更正、删除，请通过隐私政策页面中的联系方式与我们联系。',
    '',
  ].join('\r\n')
}
