// Home carousel ads (positionId 1). Only status 1 is shown; the status-0 ad must never appear.
import type { NewAd } from '#server/db/schema.ts'
import type { RowWithoutId } from './rows.ts'

export const ads: RowWithoutId<NewAd>[] = [
  {
    positionId: 1,
    name: '精准基因编辑，一站式 CRISPR 服务',
    adfile: '/images/banners/banner-gene-editing.svg',
    body: '从 sgRNA 设计到纯合单克隆细胞株，全流程测序验证，未达标全额退款',
    isShowbody: 1,
    gourl: '/dynamicIndex?id=10',
    status: 1,
    sort: 1,
  },
  {
    positionId: 1,
    name: 'GUIDE-seq 2.0 全基因组脱靶检测',
    adfile: '/images/banners/banner-off-target.svg',
    body: '活细胞内无偏倚捕获 Cas9 切割位点，灵敏度 0.1%，支持在线下单',
    isShowbody: 1,
    gourl: '/dynamicDetail?id=111',
    status: 1,
    sort: 2,
  },
  {
    positionId: 1,
    name: '基因敲除细胞株 8 周交付',
    adfile: '/images/banners/banner-cell-line.svg',
    body: '400 余种细胞构建经验，300 余种现货敲除细胞株 3–5 个工作日发货',
    isShowbody: 1,
    gourl: '/dynamicIndex?id=21',
    status: 1,
    sort: 3,
  },
  {
    positionId: 1,
    name: '质粒平台：3000 余种现货质粒',
    adfile: '/images/banners/banner-plasmid.svg',
    body: 'CRISPR、慢病毒、AAV 与报告基因载体，图谱序列在线查询，支持定制构建',
    isShowbody: 1,
    gourl: '/plasmidPlatform',
    status: 1,
    sort: 4,
  },
  {
    positionId: 1,
    name: '2025 年国庆假期服务安排（已下线）',
    adfile: '/images/banners/page-header.svg',
    body: '10 月 1 日至 10 月 8 日暂停收样，假期后按到样顺序安排实验',
    isShowbody: 1,
    gourl: '/newsCenter',
    status: 0,
    sort: 5,
  },
]
