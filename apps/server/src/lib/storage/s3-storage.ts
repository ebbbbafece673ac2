import type * as S3 from '@aws-sdk/client-s3'
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

type Sdk = typeof S3

const isMissing = ({ S3ServiceException }: Sdk, error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404)

/**
 * An S3-compatible bucket. A PutObject is atomic on S3 (readers see the old object or the new
 * one), which is what the local driver gets from rename. The AWS SDK is loaded and the client made
 * on the first call: the largest package a start would otherwise load (issue #18).
 */
export function createS3Storage(options: S3StorageOptions): Storage & { close(): void } {
  const { bucket } = options
  let connecting: Promise<{ sdk: Sdk; client: S3.S3Client }> | null = null
  let closed = false
  const s3 = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => {
      const client = new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      })
      // closed while the SDK loaded: the client is ended as a closed one would be
      if (closed) client.destroy()
      return { sdk, client }
    }))

  return {
    async put(key, body, contentType) {
      const { sdk, client } = await s3()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      )
    },
    async get(key) {
      const { sdk, client } = await s3()
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }),
        )
        if (!object.Body) return null
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (isMissing(sdk, error)) return null
        throw error
      }
    },
    async delete(key) {
      const { sdk, client } = await s3()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
    },
    async exists(key) {
      const { sdk, client } = await s3()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
        return true
      } catch (error) {
        if (isMissing(sdk, error)) return false
        throw error
      }
    },
    async deletePrefix(prefix) {
      const folder = `${assertStorageKey(prefix)}/`
      const { sdk, client } = await s3()
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: folder,
            ContinuationToken: token,
          }),
        )
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []))
        if (keys.length)
          await client.send(
            new sdk.DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys, Quiet: true },
            }),
          )
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async check() {
      const { sdk, client } = await s3()
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }))
    },
    close: () => {
      closed = true
      void connecting?.then(({ client }) => client.destroy())
    },
  }
}
