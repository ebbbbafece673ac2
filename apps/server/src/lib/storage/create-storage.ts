import { join } from 'node:path'
import type { Config } from '../../config.ts'
import { createLocalStorage } from './local-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { Storage } from './storage.ts'

/** S3 when every S3_* variable is set (config.ts refuses half a set), else `DATA_DIR/media`. */
export function createStorageFromConfig(config: Config): Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config
  if (S3_ENDPOINT && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    })
  return createLocalStorage(join(config.DATA_DIR, 'media'))
}
