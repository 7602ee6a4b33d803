// Interface text of the public shell in both languages (spec §1: EN/CN switch).
// Content stays Chinese; category names switch to encatname.
import type { Lang } from '#common/i18n/lang.ts'

export { LANG_COOKIE, type Lang, langFromCookie } from '#common/i18n/lang.ts'

const zh = {
  home: '首页',
  searchPlaceholder: '请输入产品名称或货号',
  search: '搜索',
  menu: '菜单',
  closeMenu: '关闭菜单',
  openMenu: '打开菜单',
  more: '了解更多',
  aboutUs: '关于我们',
  recommendedServices: '推荐服务',
  news: '新闻中心',
  contact: '联系我们',
  call: '电话咨询',
  phone: '服务热线',
  email: '邮箱',
  address: '地址',
  followUs: '关注公众号',
  molecularDiagnostic: '分子诊断',
  quickLinks: '快速链接',
  previous: '上一张',
  next: '下一张',
  slide: '第 {n} 张',
  backToTop: '返回顶部',
  notFoundTitle: '页面不存在',
  notFoundText: '您访问的页面不存在或已被移除。可以返回首页，或通过搜索查找需要的服务与产品。',
  backHome: '返回首页',
  errorTitle: '页面出错了',
  errorText: '服务器暂时无法完成请求，请稍后刷新重试。如问题持续，请致电服务热线。',
  unavailableTitle: '服务暂时不可用',
  unavailableText: '系统正在维护或短暂中断，请稍后刷新重试。',
  retry: '刷新重试',
  login: '登录',
  register: '注册',
  userMenu: '用户菜单',
  account: '账户信息',
  addresses: '收货地址',
  orders: '我的订单',
  crisprJobs: 'CRISPR-Net 打分',
  logout: '退出登录',
}

export type Messages = typeof zh

const en: Messages = {
  home: 'Home',
  searchPlaceholder: 'Product name or catalogue number',
  search: 'Search',
  menu: 'Menu',
  closeMenu: 'Close menu',
  openMenu: 'Open menu',
  more: 'More',
  aboutUs: 'About Us',
  recommendedServices: 'Featured Services',
  news: 'News',
  contact: 'Contact',
  call: 'Call',
  phone: 'Hotline',
  email: 'E-mail',
  address: 'Address',
  followUs: 'Follow us on WeChat',
  molecularDiagnostic: 'Molecular Diagnostic',
  quickLinks: 'Quick Links',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: 'Slide {n}',
  backToTop: 'Back to top',
  notFoundTitle: 'Page not found',
  notFoundText:
    'The page you are looking for does not exist or has been moved. Go back home or search for a service or product.',
  backHome: 'Back to home',
  errorTitle: 'Something went wrong',
  errorText: 'The server could not complete the request. Please try again later, or call our hotline.',
  unavailableTitle: 'Service temporarily unavailable',
  unavailableText: 'The service is briefly interrupted or under maintenance. Please try again in a moment.',
  retry: 'Try again',
  login: 'Log in',
  register: 'Register',
  userMenu: 'Account menu',
  account: 'My account',
  addresses: 'Addresses',
  orders: 'My orders',
  crisprJobs: 'CRISPR-Net scoring',
  logout: 'Log out',
}

export const MESSAGES: Record<Lang, Messages> = { zh, en }

export const categoryName = (lang: Lang, item: { catname: string; encatname: string }) =>
  lang === 'en' && item.encatname ? item.encatname : item.catname
