import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3StorageOptions } from '../lib/storage/s3-storage.ts'

export interface S3TestServer {
  options(bucket: string): S3StorageOptions
  close(): Promise<void>
}

/** s3rver, an S3-compatible server in this process, on a free loopback port (MACHINE-NOTES.md). */
export async function startS3Server(buckets: string[] = []): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'sitewerk-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const { port } = await server.run()
  return {
    options: (bucket) => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    close: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
