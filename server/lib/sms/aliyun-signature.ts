// Aliyun RPC (POP) request signature, SignatureVersion 1.0 with HMAC-SHA1, as documented
// for dysmsapi: sort the parameters, percent-encode them, sign
// "METHOD&%2F&<encoded canonical query>" with the key "<AccessKeySecret>&".
import { createHmac } from 'node:crypto'

/** RFC 3986 encoding: only A–Z a–z 0–9 - _ . ~ stay as they are; a space is %20. */
export function percentEncode(value: string): string {
  // encodeURIComponent also leaves ! ' ( ) * alone, which the signature must encode.
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** key=value pairs sorted by key (byte order), both sides encoded, joined by '&'. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&')
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`
}

export function signRpcRequest(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64')
}
