// One page of an admin list, read again whenever its path, query or version changes; a
// refusal is shown and leaves an empty page. `loading` holds until the answer to the
// current query arrives (a late answer to an older query is dropped).
import { App } from 'antd'
import { useEffect, useState } from 'react'
import type { Page } from '#common/schemas/cms.ts'
import { adminApi } from './admin-api.ts'

type Query = Record<string, string | number | undefined>

/** `version` is bumped by the caller to read the same page again after a change. */
export function useAdminPage<Row>(path: string, query: Query, version = 0) {
  const { message } = App.useApp()
  const [loaded, setLoaded] = useState<{ key: string; page: Page<Row> }>()
  const key = JSON.stringify([path, query, version])

  useEffect(() => {
    let current = true
    const [, wanted] = JSON.parse(key) as [string, Query]
    adminApi
      .get<Page<Row>>(path, wanted)
      .then((page) => current && setLoaded({ key, page }))
      .catch((error: Error) => {
        if (!current) return
        message.error(error.message)
        setLoaded({ key, page: { data: [], total: 0 } })
      })
    return () => {
      current = false
    }
  }, [key, path, message])

  return { page: loaded?.page ?? { data: [], total: 0 }, loading: loaded?.key !== key }
}
