import { createHash } from 'node:crypto'
import { join } from 'node:path'
import sharp from 'sharp'
import { mediaFiles } from '../../db/schema/index.ts'
import { createLocalStorage } from '../../lib/storage/local-storage.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import type { TestApp } from '../../test/build-test-app.ts'

/** A photo-like JPEG: a gradient with grain, so encoders have real work to do. */
export async function makeJpeg(width: number, height: number, exif?: { orientation: number }) {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer()
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#c8a165"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )
  const image = sharp(gradient).composite([{ input: grain, blend: 'soft-light' }])
  return (exif ? image.withMetadata(exif) : image).jpeg({ quality: 85 }).toBuffer()
}

/** The storage the app uses by default (buildApp: DATA_DIR/media). */
export const storageOf = (testApp: TestApp): Storage =>
  createLocalStorage(join(testApp.config.DATA_DIR, 'media'))

/**
 * A media file as the upload module will write it (built in parallel): the bytes in storage under
 * `org-{id}/media/…`, then the row.
 */
export async function insertMediaFile(
  testApp: TestApp,
  {
    organizationId,
    body,
    mimeType = 'image/jpeg',
    filename = 'werkstatt.jpg',
    namespace = 'media',
    width = null,
    height = null,
  }: {
    organizationId: number
    body: Buffer
    mimeType?: string
    filename?: string
    namespace?: 'media' | 'font'
    width?: number | null
    height?: number | null
  },
) {
  const checksum = createHash('sha256').update(body).digest('hex')
  const storageKey = `org-${organizationId}/media/${checksum.slice(0, 16)}-${filename.toLowerCase()}`
  await storageOf(testApp).put(storageKey, body, mimeType)
  const [row] = await testApp.database.db
    .insert(mediaFiles)
    .values({
      ...{ organizationId, namespace, filename, storageKey, mimeType, checksum },
      ...{ width, height, size: body.length, alt: 'Hobelbank', name: 'Werkstatt' },
    })
    .returning()
  return row!
}
