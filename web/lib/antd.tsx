// antd set up once for the parts of the site that use it (forms, tables, modals): the
// zh_CN locale and theme tokens in the brand colours of site.css (ADR 003).
import { App, ConfigProvider, type ThemeConfig } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import 'dayjs/locale/zh-cn'
import type { ReactNode } from 'react'

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b4f8a',
    colorLink: '#0b4f8a',
    colorWarning: '#f07f1b',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
}

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <App>{children}</App>
    </ConfigProvider>
  )
}
