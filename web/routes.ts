import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('lang/:lang', 'routes/lang.ts'),
  // Services and products
  route('dynamicIndex', 'routes/dynamic-index.tsx'),
  route('dynamicDetail', 'routes/dynamic-detail.tsx'),
  route('productDetail', 'routes/product-detail.tsx'),
  route('geneEditing/geneEditingIndex', 'routes/gene-editing.tsx'),
  route('searchResult', 'routes/search-result.tsx'),
  route('searchResultDetail', 'routes/search-result-detail.tsx'),
  // Company, news, recruitment, contact and help pages
  route('aboutUs', 'routes/about-us.tsx'),
  route('crispr-help', 'routes/crispr-help.tsx'),
  route('newsCenter', 'routes/news-center.tsx'),
  route('newsCenter/newsCenterDetail', 'routes/news-detail.tsx'),
  route('recruitment', 'routes/recruitment.tsx', [
    index('routes/recruitment-index.ts'),
    route('enterprise', 'routes/recruitment-jobs.tsx', { id: 'routes/recruitment-enterprise' }),
    route('school', 'routes/recruitment-jobs.tsx', { id: 'routes/recruitment-school' }),
  ]),
  route('talentRecruitmentDetail', 'routes/talent-recruitment-detail.tsx'),
  route('contactUs', 'routes/contact-us.tsx', [
    index('routes/contact-us-index.tsx'),
    route('enterpriseRecruitment', 'routes/contact-recruitment.tsx', { id: 'routes/contact-enterprise-recruitment' }),
    route('schoolRecruitment', 'routes/contact-recruitment.tsx', { id: 'routes/contact-school-recruitment' }),
  ]),
  route('privacyPolicy', 'routes/privacy-policy.tsx'),
  // Plasmid catalogue
  route('plasmidPlatform', 'routes/plasmid-platform.tsx'),
  route('plasmidPlatform/plasmidPlatformList', 'routes/plasmid-list.tsx'),
  route('plasmidPlatformDetail', 'routes/plasmid-detail.tsx'),
  // Customer accounts
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('confirmation', 'routes/confirmation.tsx'),
  route('activate', 'routes/activate.tsx'),
  route('forgetPwd', 'routes/forget-pwd.tsx'),
  route('account', 'routes/account.tsx'),
  route('addressManagement', 'routes/address-management.tsx'),
  // Customer orders
  route('order', 'routes/order.tsx'),
  route('orderSeqList', 'routes/order-seq-list.tsx'),
  route('orderSeqDetail', 'routes/order-seq-detail.tsx'),
  route('orderSeqAction', 'routes/order-seq-action.tsx'),
  route('orderAmpliconList', 'routes/order-amplicon-list.tsx'),
  route('orderAmpliconDetail', 'routes/order-amplicon-detail.tsx'),
  route('orderAmpliconAction', 'routes/order-amplicon-action.tsx'),
  route('orderCellList', 'routes/order-cell-list.tsx'),
  route('orderCellDetail', 'routes/order-cell-detail.tsx'),
  route('orderCellAction', 'routes/order-cell-action.tsx'),
  // CRISPR-Net off-target scoring
  route('crispr', 'routes/crispr.tsx'),
  route('crispr-result', 'routes/crispr-result.tsx'),
  // Admin console (staff only; client-rendered, never linked from the public site)
  route('admin/login', 'admin/routes/admin-login.tsx'),
  route('admin', 'admin/routes/admin-layout.tsx', [
    index('admin/routes/admin-home.tsx'),
    route('news', 'admin/routes/admin-news.tsx'),
    route('articles', 'admin/routes/admin-articles.tsx'),
    route('jobs', 'admin/routes/admin-jobs.tsx'),
    route('plasmids', 'admin/routes/admin-plasmids.tsx'),
    route('audit', 'admin/routes/admin-audit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
