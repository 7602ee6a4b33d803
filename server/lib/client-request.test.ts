import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { cameOverTls, clientAddress, proxyTrust, requestIdOf, trustProxyOption } from './client-request.ts'

/** A request as Node gives it: its headers and the peer of its connection. */
const arriving = (headers: Record<string, string>, remoteAddress = '10.0.0.2', encrypted = false) =>
  ({ headers, socket: { remoteAddress, encrypted }, connection: { remoteAddress } }) as unknown as IncomingMessage

describe('请求的编号、客户地址与 TLS（与 Fastify 的读法一致）', () => {
  it('请求编号：合理的 X-Request-Id 原样使用，否则新生成', () => {
    expect(requestIdOf({ 'x-request-id': 'abc-12345' })).toBe('abc-12345')
    for (const bad of ['short', 'has space here', 'x'.repeat(65)]) {
      const id = requestIdOf({ 'x-request-id': bad })
      expect(id).not.toBe(bad)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('不信任代理时：地址是连接的对端，TLS 只看连接本身', () => {
    const trust = proxyTrust(trustProxyOption(false))
    const request = arriving({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })
    expect(clientAddress(request, trust)).toBe('10.0.0.2')
    expect(cameOverTls(request, trust)).toBe(false)
    expect(cameOverTls(arriving({}, '10.0.0.2', true), trust)).toBe(true)
  })

  it('信任一跳代理时：地址取代理转发的最后一个，协议取 X-Forwarded-Proto 的最后一项', () => {
    const trust = proxyTrust(trustProxyOption(1))
    const request = arriving({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'http, https' })
    expect(clientAddress(request, trust)).toBe('203.0.113.9')
    expect(cameOverTls(request, trust)).toBe(true)
    expect(cameOverTls(arriving({ 'x-forwarded-proto': 'https, http' }), trust)).toBe(false)
  })

  it('只信任列出的代理地址：其他对端转发的头不算数', () => {
    const trust = proxyTrust(trustProxyOption('127.0.0.1, 10.0.0.0/8'))
    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }
    expect(clientAddress(arriving(forwarded, '10.1.2.3'), trust)).toBe('203.0.113.9')
    expect(cameOverTls(arriving(forwarded, '10.1.2.3'), trust)).toBe(true)
    expect(clientAddress(arriving(forwarded, '192.0.2.7'), trust)).toBe('192.0.2.7')
    expect(cameOverTls(arriving(forwarded, '192.0.2.7'), trust)).toBe(false)
  })
})
