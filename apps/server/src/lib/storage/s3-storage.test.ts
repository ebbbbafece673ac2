import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, onTestFinished } from 'vitest'
import { describeStorageBehaviour } from '../../test/storage-behaviour.ts'
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts'
import { createS3Storage } from './s3-storage.ts'

let server: S3TestServer
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(() => server.close())

describeStorageBehaviour('S3', async () => {
  // A bucket of its own per test, on a real S3-compatible server (s3rver) on the loopback.
  const bucket = `test-${randomBytes(4).toString('hex')}`
  const options = server.options(bucket)
  const admin = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  })
  await admin.send(new CreateBucketCommand({ Bucket: bucket }))
  const storage = createS3Storage(options)
  onTestFinished(() => {
    storage.close()
    admin.destroy()
  })
  return {
    storage,
    listAll: async () =>
      ((await admin.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
        (o) => o.Key!,
      ),
  }
})
