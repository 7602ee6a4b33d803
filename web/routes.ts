import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('lang/:lang', 'routes/lang.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
