import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { assertStorageKey, type Storage } from './storage.ts'

export interface S3StorageOptions {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host: MinIO, Garage, s3rver. */
  forcePathStyle: boolean
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404)

/**
 * An S3-compatible bucket. A PutObject is atomic on S3 (readers see the old object or the new
 * one), which is what the local driver gets from rename.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { close(): void } {
  const { bucket } = options
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  })

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }),
        )
        if (!object.Body) return null
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async deletePrefix(prefix) {
      const folder = `${assertStorageKey(prefix)}/`
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
        )
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []))
        if (keys.length)
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          )
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    },
    close: () => client.destroy(),
  }
}
