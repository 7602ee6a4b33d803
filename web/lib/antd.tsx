// antd set up once for the parts of the site that use it (forms, tables, modals): the
// locale of the interface language (zh_CN, or en_US on the English interface, so that
// pagination, pickers and uploads read in the page's language) and theme tokens in the
// brand colours of site.css (ADR 003).
import { App, ConfigProvider, type ThemeConfig } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import 'dayjs/locale/zh-cn'
import type { ReactNode } from 'react'
import type { Lang } from '#common/i18n/lang.ts'
import { useShell } from './shell.ts'

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b4f8a',
    colorLink: '#0b4f8a',
    colorWarning: '#f07f1b',
    // Help texts and secondary text at 4.5:1 on white, like site.css's --text-3 (WCAG AA).
    colorTextDescription: '#5f6b78',
    colorTextTertiary: '#5f6b78',
    colorTextPlaceholder: '#5f6b78',
    colorTextDisabled: '#5f6b78',
    // Status colours dark enough for text on white and on their light tag backgrounds.
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#a8071a',
    colorInfoText: '#003eb3',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // Status tags write their text in the base status colour, too light on their pale
    // backgrounds; the text shades keep 4.5:1.
    Tag: { colorSuccess: '#237804', colorWarning: '#ad4e00', colorError: '#a8071a', colorInfo: '#003eb3' },
  },
}

/** antd in Chinese unless told otherwise (the admin console is Chinese only). */
export function AntdProvider({ children, lang = 'zh' }: { children: ReactNode; lang?: Lang }) {
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={THEME}>
      <App>{children}</App>
    </ConfigProvider>
  )
}

/** antd on the public site and in the customer area, in the page's language. */
export function SiteAntdProvider({ children }: { children: ReactNode }) {
  const { lang } = useShell()
  return <AntdProvider lang={lang}>{children}</AntdProvider>
}
