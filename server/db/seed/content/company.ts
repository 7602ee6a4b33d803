// The fictional company behind the demo content. Every module takes its facts from here,
// so the name, phone and addresses stay consistent across settings, pages and news.

export const COMPANY = {
  name: '澜基生物',
  legalName: '苏州澜基生物科技有限公司',
  enName: 'LanGene Biotech',
  enLegalName: 'LanGene Biotech (Suzhou) Co., Ltd.',
  founded: 2014,
  domain: 'langene.example.com',
  tel: '400-862-5170',
  telIntl: '+86 512 6758 3100',
  serviceEmail: 'service@langene.example.com',
  salesEmail: 'sales@langene.example.com',
  hrEmail: 'hr@langene.example.com',
  campusEmail: 'campus@langene.example.com',
  privacyEmail: 'privacy@langene.example.com',
  hrHotline1: '0512-6758-3120',
  hrHotline2: '0512-6758-3121',
  address: '江苏省苏州市苏州工业园区星湖街 328 号创意产业园 B3 栋 5–6 层',
  zip: '215123',
  icp: '苏ICP备2024038157号-1',
  copyright: 'Copyright © 2014–2026 苏州澜基生物科技有限公司 版权所有',
  mallUrl: 'https://mall.langene.example.com',
} as const

export const OFFICES = [
  { title: '苏州总部（研发与生产基地）', address: COMPANY.address },
  { title: '北京办事处', address: '北京市昌平区中关村生命科学园生命园路 29 号 C 座 6 层' },
  { title: '上海办事处', address: '上海市浦东新区张江高科技园区哈雷路 958 号 3 号楼 402 室' },
  { title: '广州办事处（华南技术服务中心）', address: '广州市黄埔区科学城开源大道 236 号 B2 栋 7 层' },
  { title: '武汉办事处', address: '武汉市东湖新技术开发区高新大道 858 号光谷生物城 C5 栋 3 层' },
] as const

/** Brand name with the suffix used in page titles. */
export const seoTitle = (title: string): string => `${title} - ${COMPANY.name} ${COMPANY.enName}`
