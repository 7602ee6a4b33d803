// The S3 driver: one bucket shared by every instance, through the AWS SDK v3. It speaks the
// S3 protocol only, so Aliyun OSS, Tencent COS and MinIO work as well as AWS.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  type FileStorage,
  StorageUnavailableError,
  assertChecksum,
  assertKey,
  checksumOf,
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
 * Parts of a streamed upload: 5 MiB, the protocol's smallest part but for the last, and its
 * limit of 10,000 parts allows files of 50 GB. An upload holds two part buffers, one filling
 * from the body while the other is sent, and reuses them part after part: memory stays at
 * 10 MiB per upload, where a fresh buffer per part would pile up tens of MB until the garbage
 * collector gets to them.
 */
const PART_BYTES = 5 * 1024 * 1024
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
      const storing = async <T>(call: () => Promise<T>): Promise<T> => {
        try {
          return await call()
        } catch (error) {
          throw unavailable(`put ${key}`, error)
        }
      }
      const object = {
        Bucket,
        Key: key,
        ContentType: contentType,
        ...(expectedChecksum ? { Metadata: { [CHECKSUM_METADATA]: expectedChecksum } } : {}),
      }
      const hash = createHash('sha256')
      let size = 0
      // `filling` takes the body's bytes; the other buffer, once there is a second part, holds
      // the part being sent (`sending`) and is filled again only after that part is stored.
      // The SDK sends a Buffer body as it is, without copying it.
      let filling: Buffer = Buffer.allocUnsafe(PART_BYTES)
      let other: Buffer | undefined
      let filled = 0
      let uploadId: string | undefined
      const etags: (string | undefined)[] = []
      let sending: Promise<void> | undefined

      /** Sends the full `filling` as the next part and turns to the other buffer. */
      const sendPart = async () => {
        uploadId ??= (await storing(() => client.send(new CreateMultipartUploadCommand(object)))).UploadId
        await sending
        const [buffer, length, part, UploadId] = [filling, filled, etags.length + 1, uploadId]
        etags.push(undefined)
        sending = storing(() =>
          client.send(
            new UploadPartCommand({
              Bucket,
              Key: key,
              UploadId,
              PartNumber: part,
              Body: buffer.subarray(0, length),
              ContentLength: length,
            }),
          ),
        ).then(({ ETag }) => {
          etags[part - 1] = ETag
        })
        // Awaited before the next part or at the end; a failure meanwhile is not unhandled.
        sending.catch(() => undefined)
        filling = other ?? Buffer.allocUnsafe(PART_BYTES)
        other = buffer
        filled = 0
      }

      // Not destroyed when the storage fails: the rest is then read and dropped below.
      const chunks = body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>
      try {
        for await (const received of chunks) {
          const chunk = typeof received === 'string' ? Buffer.from(received) : received
          hash.update(chunk)
          size += chunk.length
          for (let offset = 0; offset < chunk.length;) {
            // A full buffer is sent once more bytes come, so the last part is never empty.
            if (filled === PART_BYTES) await sendPart()
            const copied = chunk.copy(filling, filled, offset)
            filled += copied
            offset += copied
          }
        }
        const checksum = hash.digest('hex')
        assertChecksum(key, expectedChecksum, checksum)
        if (uploadId === undefined) {
          const Body = filling.subarray(0, filled)
          await storing(() => client.send(new PutObjectCommand({ ...object, Body, ContentLength: filled })))
        } else {
          await sendPart()
          await sending
          const Parts = etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 }))
          await storing(() =>
            client.send(
              new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts } }),
            ),
          )
        }
        return { size, checksum }
      } catch (error) {
        // A part still being sent could outlive an earlier abort and be kept.
        await sending?.catch(() => undefined)
        if (uploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined)
        }
        const source = sourceFailure()
        if (source) throw source
        // The rest of the upload is read and dropped, so the client gets its answer.
        body.resume()
        throw error
      }
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

    async startParts(key, contentType) {
      assertKey(key)
      const { UploadId } = await client
        .send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }))
        .catch((error: unknown) => {
          throw unavailable(`start ${key}`, error)
        })
      if (!UploadId) throw unavailable(`start ${key}`, new Error('no UploadId'))
      return UploadId
    },

    async putPart(key, uploadId, partNumber, body, size) {
      assertKey(key)
      const sourceFailure = watchSource(body)
      try {
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: partNumber,
            Body: body,
            ContentLength: size,
          }),
        )
        return { etag: ETag ?? '' }
      } catch (error) {
        const source = sourceFailure()
        if (source) throw source
        throw unavailable(`part ${partNumber} of ${key}`, error)
      }
    },

    async completeParts(key, uploadId, parts) {
      assertKey(key)
      const Parts = [...parts]
        .sort((a, b) => a.partNumber - b.partNumber)
        .map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag }))
      await client
        .send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts } }))
        .catch((error: unknown) => {
          throw unavailable(`complete ${key}`, error)
        })
      // The bucket knows no SHA-256 of a file put in parts: it is read back once, streamed.
      const object = await unlessMissing(`get ${key}`, () => client.send(new GetObjectCommand({ Bucket, Key: key })))
      if (!object) throw unavailable(`complete ${key}`, new Error('the completed object is missing'))
      return checksumOf(object.Body as Readable)
    },

    async abortParts(key, uploadId) {
      assertKey(key)
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
        .catch((error: unknown) => {
          if (!isMissing(error)) throw unavailable(`abort ${key}`, error)
        })
    },

    async close() {
      client.destroy()
    },
  }
}
