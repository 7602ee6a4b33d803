// What the app tells about a request before Fastify has made its request object: its id, the
// client's address and whether it came over TLS, read exactly as Fastify reads them (its
// `genReqId` is `requestIdOf`, and the trusted proxies are compiled by the library Fastify
// uses), so that a page answered ahead of Fastify is logged and secured like any other.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import proxyAddr from '@fastify/proxy-addr'

/** Fastify's `trustProxy` option as the TRUST_PROXY setting gives it. */
export type TrustProxyOption = boolean | string[] | ((address: string, hop: number) => boolean)

/** TRUST_PROXY: `true`, a number of hops, or a list of addresses and subnets. */
export function trustProxyOption(value: boolean | number | string): TrustProxyOption {
  if (typeof value === 'number') return (_address, hop) => hop < value
  if (typeof value === 'string') return value.split(',').map((entry) => entry.trim())
  return value
}

/** Whether the peer at `address`, `hop` steps from the client, may speak for it. */
export type ProxyTrust = (address: string, hop: number) => boolean

export function proxyTrust(option: TrustProxyOption): ProxyTrust {
  if (typeof option === 'function') return option
  if (typeof option === 'boolean') return () => option
  return proxyAddr.compile(option)
}

/** The id a request is logged and answered under: the caller's own when it is sensible. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id']
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
}

/** The client's address: the connection's, or the one a trusted proxy forwarded. */
export function clientAddress(raw: IncomingMessage, trust: ProxyTrust): string | undefined {
  const addresses = proxyAddr.all(raw, trust)
  return addresses[addresses.length - 1]
}

/** Whether the request came over TLS: on this connection, or to the trusted proxy in front. */
export function cameOverTls(raw: IncomingMessage, trust: ProxyTrust): boolean {
  const forwarded = raw.headers['x-forwarded-proto']
  const socket = raw.socket
  if (typeof forwarded === 'string' && forwarded !== '' && trust(socket.remoteAddress ?? '', 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https'
  }
  return 'encrypted' in socket && socket.encrypted === true
}
