// Every answer leaves its keep-alive connection usable: a body a page never reads (a POST to
// a page, answered 405) is drained, or, when too large to be worth it, the connection is
// closed after the answer. Behind a proxy that reuses upstream connections, a stalled one
// would hold up every request queued behind it.
import { exchange, get, postWithBody } from '#tests/setup/raw-http.ts'
import { expect, test } from './fixtures.ts'

test('页面未读取的 200 KB 请求体被丢弃，同一连接上的下一个请求照常得到回答', async ({ baseURL }) => {
  const result = await exchange(baseURL!, [postWithBody('/1', 200 * 1024), get('/healthz')])
  expect(result.statuses).toEqual([405, 200])
  expect(result.closed).toBe(false)
})

test('同一连接上连续两个未读取请求体的 POST 都得到回答', async ({ baseURL }) => {
  const result = await exchange(baseURL!, [
    postWithBody('/aboutUs', 64 * 1024),
    postWithBody('/newsCenter', 300 * 1024),
    get('/healthz'),
  ])
  expect(result.statuses).toEqual([405, 405, 200])
})

test('过大的未读取请求体：回答后关闭连接，而不是让连接卡住', async ({ baseURL }) => {
  const result = await exchange(baseURL!, [postWithBody('/1', 3 * 1024 * 1024), get('/healthz')], { expected: 2 })
  expect(result.statuses).toEqual([405])
  expect(result.heads[0]).toMatch(/^connection: close$/im)
  expect(result.closed).toBe(true)
})

test('API 拒绝过大的请求体（超过 1 MB）后明确关闭连接', async ({ baseURL }) => {
  const result = await exchange(
    baseURL!,
    [postWithBody('/api/v1/category/allcate', 3 * 1024 * 1024), get('/healthz')],
    {
      expected: 2,
    },
  )
  expect(result.statuses).toEqual([400])
  expect(result.heads[0]).toMatch(/^connection: close$/im)
  expect(result.closed).toBe(true)
})

test('API 读取了请求体的调用保持连接可用', async ({ baseURL }) => {
  const result = await exchange(baseURL!, [postWithBody('/api/v1/category/allcate', 200 * 1024), get('/healthz')])
  expect(result.statuses).toEqual([200, 200])
  expect(result.closed).toBe(false)
})
