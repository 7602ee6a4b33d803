// Website settings (name/value pairs) read by the header, footer, contact and about pages.
import type { NewSiteSetting } from '#server/db/schema.ts'
import { COMPANY } from './company.ts'
import type { Complete } from './rows.ts'

/** Keys the site relies on; the content test checks every one is present. */
export const REQUIRED_SETTING_KEYS = [
  'xxl_title',
  'xxl_qq',
  'xxl_tel',
  'xxl_copyright',
  'xxl_beian',
  'comany_map',
  'zp_hottel1',
  'zp_hottel2',
  'site_keywords',
  'site_description',
  'sales_email',
  'contact_address',
  'wechat_qrcode',
  'keyanyuansuo',
  'jishugongsi',
  'xiangmujinyan',
  'geleiyangben',
] as const

type SettingKey = (typeof REQUIRED_SETTING_KEYS)[number]

const values: Record<SettingKey, string> & Record<string, string> = {
  xxl_title: COMPANY.legalName,
  // Historically named after QQ; the site shows it as the service e-mail.
  xxl_qq: COMPANY.serviceEmail,
  xxl_tel: COMPANY.tel,
  xxl_copyright: COMPANY.copyright,
  xxl_beian: COMPANY.icp,
  comany_map: '/images/misc/company-map.svg',
  zp_hottel1: COMPANY.hrHotline1,
  zp_hottel2: COMPANY.hrHotline2,
  site_keywords:
    '基因编辑,CRISPR,基因敲除细胞株,GUIDE-seq,脱靶检测,扩增子测序,sgRNA合成,稳定细胞株,慢病毒包装,AAV包装,质粒,分子检测',
  site_description: `${COMPANY.legalName}（${COMPANY.enName}）专注基因编辑与分子生物学技术服务，提供 CRISPR 基因敲除、细胞系构建、GUIDE-seq 脱靶检测、sgRNA 合成、病毒包装、质粒平台与科研分子检测服务。`,
  sales_email: COMPANY.salesEmail,
  contact_address: COMPANY.address,
  wechat_qrcode: '/images/misc/wechat-qrcode.svg',
  // Counters on the About page.
  keyanyuansuo: '2600',
  jishugongsi: '500',
  xiangmujinyan: '12',
  geleiyangben: '150000',
  // Extras that pages may use.
  site_name_en: COMPANY.enName,
  site_logo: '/images/logo.svg',
  site_logo_white: '/images/logo-white.svg',
  contact_zip: COMPANY.zip,
  contact_tel_intl: COMPANY.telIntl,
  hr_email: COMPANY.hrEmail,
  work_hours: '周一至周五 8:30–17:30',
  beian_url: 'https://beian.miit.gov.cn/',
}

export const settings: Complete<NewSiteSetting>[] = Object.entries(values).map(([name, value]) => ({ name, value }))
