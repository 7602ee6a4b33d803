// One admin write of each kind the public pages show (news, the category menu, a plasmid,
// the site settings, a home banner), made through the real API as the admin, and the page
// where the change appears: for tests that what staff change is on the site at once.
import type { FastifyInstance } from 'fastify'
import { adminCall } from './admin-helpers.ts'

export interface AdminWrite {
  kind: string
  /** Finds the public page that shows what this write changes. */
  page: (app: FastifyInstance, token: string) => Promise<string>
  /**
   * Makes the change, naming it with `marker` (8 digits, new each time); returns text that
   * the page shows afterwards and did not before.
   */
  write: (app: FastifyInstance, token: string, marker: string) => Promise<string>
}

async function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
) {
  const { status, body } = await adminCall(app, token, method, `/api/v1/admin${path}`, payload)
  if (status !== 200 || body.code !== 200) throw new Error(`${method} ${path} failed: ${status} ${body.message}`)
  return body.data
}

const firstPlasmidId = async (app: FastifyInstance, token: string) =>
  Number((await call(app, token, 'GET', '/plasmids?page=1&size=1')).data[0].id)

/** The gene-editing category, in the header's menu on every page. */
const MENU_CATEGORY = 232

export const ADMIN_WRITES: readonly AdminWrite[] = [
  {
    kind: 'news',
    page: async () => '/newsCenter',
    write: async (app, token, marker) => {
      const [latest] = (await call(app, token, 'GET', '/news?page=1&size=1')).data
      const title = `新闻${marker}`
      await call(app, token, 'POST', '/news', { tid: latest.tid, title, body: '<p>正文</p>', litpic: '' })
      return title
    },
  },
  {
    kind: 'category',
    page: async () => '/',
    write: async (app, token, marker) => {
      const category = await call(app, token, 'GET', `/categories/${MENU_CATEGORY}`)
      const catname = `栏目${marker}`
      await call(app, token, 'PUT', `/categories/${MENU_CATEGORY}`, { ...category, catname })
      return catname
    },
  },
  {
    kind: 'plasmid',
    page: async (app, token) => `/plasmidPlatformDetail?listId=${await firstPlasmidId(app, token)}`,
    write: async (app, token, marker) => {
      const id = await firstPlasmidId(app, token)
      const plasmid = await call(app, token, 'GET', `/plasmids/${id}`)
      const name = `质粒${marker}`
      await call(app, token, 'PUT', `/plasmids/${id}`, { ...plasmid, name })
      return name
    },
  },
  {
    kind: 'settings',
    page: async () => '/',
    write: async (app, token, marker) => {
      const tel = `0512-${marker}`
      await call(app, token, 'PUT', '/settings', { settings: { xxl_tel: tel } })
      return tel
    },
  },
  {
    kind: 'banner',
    page: async () => '/',
    write: async (app, token, marker) => {
      const name = `轮播${marker}`
      await call(app, token, 'POST', '/ads', {
        positionId: 1,
        name,
        adfile: '',
        body: '',
        isShowbody: 1,
        gourl: '',
        status: 1,
        sort: 0,
      })
      return name
    },
  },
]
