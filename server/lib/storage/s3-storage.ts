// The S3 driver: one bucket shared by every instance, through the AWS SDK v3. It speaks the
// S3 protocol only, so Aliyun OSS, Tencent COS and MinIO work as well as AWS.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Readable } from 'node:stream'
import {
  type FileStorage,
  StorageUnavailableError,
  assertChecksum,
  assertKey,
  measuring,
  watchSource,
} from './storage.ts'

export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** bucket in the path (MinIO, s3rver) instead of the host name (AWS, Aliyun OSS, Tencent COS). */
  forcePathStyle: boolean
}

/**
 * Parts of a streamed upload: memory holds a few parts of a file at a time, and 10,000 parts
 * (the protocol's limit) of 5 MB (its smallest part) allow files of 50 GB.
 */
const PART_BYTES = 5 * 1024 * 1024
const PARTS_IN_FLIGHT = 2
const CHECKSUM_METADATA = 'sha256'

/** A missing object, as the bucket says it (GET: NoSuchKey, HEAD: a bare 404). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)

const unavailable = (what: string, error: unknown) =>
  new StorageUnavailableError(`object storage: ${what} failed`, { cause: error })

/** The call's answer, or undefined when the object is not there. */
async function unlessMissing<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (error) {
    if (isMissing(error)) return undefined
    throw unavailable(what, error)
  }
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC checksums travel as aws-chunked trailers, which S3-compatible
    // stores do not all accept; the app keeps its own SHA-256 of every file instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails the call within seconds instead of holding the request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
  const Bucket = settings.bucket

  return {
    kind: 's3',

    async put(key, body, { contentType, expectedChecksum }) {
      assertKey(key)
      const sourceFailure = watchSource(body)
      const measure = measuring()
      const upload = new Upload({
        client,
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        params: {
          Bucket,
          Key: key,
          Body: body.pipe(measure),
          ContentType: contentType,
          ...(expectedChecksum ? { Metadata: { [CHECKSUM_METADATA]: expectedChecksum } } : {}),
        },
      })
      body.once('error', (error) => measure.destroy(error))
      try {
        await upload.done()
      } catch (error) {
        const source = sourceFailure()
        if (source) throw source
        // The rest of the upload is read and dropped, so the client gets its answer.
        body.unpipe(measure)
        body.resume()
        throw unavailable(`put ${key}`, error)
      }
      const result = measure.result()
      try {
        assertChecksum(key, expectedChecksum, result.checksum)
      } catch (error) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined)
        throw error
      }
      return result
    },

    async get(key) {
      assertKey(key)
      const object = await unlessMissing(`get ${key}`, () => client.send(new GetObjectCommand({ Bucket, Key: key })))
      return object
        ? {
            size: object.ContentLength ?? 0,
            checksum: object.Metadata?.[CHECKSUM_METADATA],
            body: object.Body as Readable,
          }
        : undefined
    },

    async head(key) {
      assertKey(key)
      const object = await unlessMissing(`head ${key}`, () => client.send(new HeadObjectCommand({ Bucket, Key: key })))
      return object ? { size: object.ContentLength ?? 0, checksum: object.Metadata?.[CHECKSUM_METADATA] } : undefined
    },

    async delete(key) {
      assertKey(key)
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
      } catch (error) {
        throw unavailable(`delete ${key}`, error)
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
          .catch((error: unknown) => {
            throw unavailable(`list ${prefix}`, error)
          })
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },

    async signedUrl(key, { expiresInSeconds, contentType, contentDisposition }) {
      assertKey(key)
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: 'no-store',
      })
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds })
    },

    async close() {
      client.destroy()
    },
  }
}
