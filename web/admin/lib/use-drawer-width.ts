import { Grid } from 'antd'

/** A drawer's width: the whole screen on a phone, a wide panel for the editor elsewhere. */
export function useDrawerWidth(): number | string {
  const screens = Grid.useBreakpoint()
  return screens.md ? 880 : '100%'
}
