// Where the product keeps the files people give it and the files it makes for them (uploads,
// content images, CRISPR-Net results): a local directory (the default: one machine needs
// nothing else) or an S3-compatible bucket shared by every instance (Aliyun OSS, Tencent COS,
// MinIO, AWS). Both drivers behave the same through this interface, which one suite tests
// against each (storage.test.ts).
import { createHash } from 'node:crypto'
import { type Readable, Transform } from 'node:stream'

export interface StoredObject {
  size: number
  /** SHA-256 (hex) recorded with the object, when the writer knew it before writing. */
  checksum: string | undefined
}

export interface PutOptions {
  contentType: string
  /**
   * The SHA-256 (hex) the bytes must have: recorded with the object, and a put whose bytes
   * hash otherwise fails and leaves nothing behind (the migration of a local install).
   */
  expectedChecksum?: string
}

export interface SignedUrlOptions {
  expiresInSeconds: number
  contentType: string
  /** The Content-Disposition the bucket answers with, so a browser opens or saves as the app would. */
  contentDisposition: string
}

export interface PartTag {
  partNumber: number
  etag: string
}

export interface FileStorage {
  readonly kind: 'local' | 's3'
  /**
   * Streams `body` to `key` without holding it in memory; resolves with its size and SHA-256.
   * Nothing is left at `key` when the body or the storage fails. A failing body rejects with
   * the body's own error; a failing storage with StorageUnavailableError.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number; checksum: string }>
  /** The object as a stream, or undefined when there is none. */
  get(key: string): Promise<(StoredObject & { body: Readable }) | undefined>
  head(key: string): Promise<StoredObject | undefined>
  /** Deletes the object; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>
  /**
   * A URL that reads the object without the app until it expires, or undefined where the
   * storage has no address of its own (a local directory: the app streams the file itself).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | undefined>
  /**
   * Resumable uploads in parts, for files too large for one request (deliverables): start
   * one for `key`, put each part (a part put again replaces it), then complete it into the
   * object, or abort it. Nothing is at `key` before completion.
   */
  startParts(key: string, contentType: string): Promise<string>
  /** Streams one part of exactly `size` bytes; resolves with the tag completion needs. */
  putPart(key: string, uploadId: string, partNumber: number, body: Readable, size: number): Promise<{ etag: string }>
  /** Joins the parts, in order, into the object; resolves with its size and SHA-256. */
  completeParts(key: string, uploadId: string, parts: PartTag[]): Promise<{ size: number; checksum: string }>
  /** Drops the parts of an upload that will not be completed. */
  abortParts(key: string, uploadId: string): Promise<void>
  /** Releases connections (the app's close). */
  close(): Promise<void>
}

/** The storage cannot take or give files now (a full disk, a bucket out of reach or refusing us). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

/**
 * Keys are paths of plain segments (`uploads/2026/11/<uuid>.png`): no empty, `.` or `..`
 * segment, so a key can never leave the local directory or alias another key.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
  }
}

/** A pass-through that counts and hashes what flows through it. */
export function measuring(): Transform & { result: () => { size: number; checksum: string } } {
  const hash = createHash('sha256')
  let size = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  return Object.assign(stream, { result: () => ({ size, checksum: hash.digest('hex') }) })
}

/**
 * Remembers the first error of `body`, so a driver tells a failing upload (too large, cut
 * off) from a failing storage.
 */
export function watchSource(body: Readable): () => Error | undefined {
  let failure: Error | undefined
  body.once('error', (error) => (failure ??= error))
  return () => failure
}

/** The SHA-256 of a stream read to its end, without holding it. */
export async function checksumOf(body: Readable): Promise<{ size: number; checksum: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, checksum: hash.digest('hex') }
}

export class ChecksumMismatchError extends Error {
  override name = 'ChecksumMismatchError'
}

export function assertChecksum(key: string, expected: string | undefined, actual: string): void {
  if (expected !== undefined && expected !== actual) {
    throw new ChecksumMismatchError(`${key}: the bytes hash to ${actual}, expected ${expected}`)
  }
}
