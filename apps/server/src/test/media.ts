import { randomBytes } from 'node:crypto'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { count, eq } from 'drizzle-orm'
import { mediaFiles } from '../db/schema/index.ts'
import type { TestApp, TestClient } from './build-test-app.ts'
import { multipart } from './multipart.ts'

/** POST media/upload with one file and the given text fields (spec §7). */
export function upload(
  client: TestClient,
  {
    filename,
    content,
    fields = {},
  }: { filename: string; content: Buffer; fields?: Record<string, string> },
) {
  const { body, headers } = multipart([
    { name: 'namespace', value: 'media' },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, content },
  ])
  return client.request('POST', '/api/media/upload', body, headers)
}

/** A real image made by sharp; `noise` makes it incompressible (for size tests). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp',
  { width = 64, height = 48, noise = false } = {},
) {
  const image = noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: '#e6007e' } })
  return image.toFormat(format).toBuffer()
}

export const svgImage = (
  inner = '<rect width="10" height="10" fill="#e6007e"/>',
  attrs = 'width="120" height="80"',
) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`)

/**
 * An SVG whose every level holds `fan` `<use>` of the level below (issue #31): 3 KB of file,
 * fan^levels shapes to draw. Ten per level over eight levels burnt seconds of CPU per icon size.
 */
export function nestedUseSvg(levels = 8, fan = 10) {
  const uses = (level: number, axis: string) =>
    Array.from({ length: fan }, (_, i) => `<use href="#l${level}" ${axis}="${i}"/>`).join('')
  let defs = '<g id="l0"><rect width="1" height="1" fill="#e6007e"/></g>'
  for (let level = 1; level < levels; level++)
    defs += `<g id="l${level}">${uses(level - 1, 'x')}</g>`
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${defs}</defs>${uses(levels - 1, 'y')}</svg>`,
  )
}

/** A valid PNG header claiming width × height pixels, with one tiny data chunk: a pixel flood. */
export function pixelFloodPng(width = 100_000, height = 100_000) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8 bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Every file under the test's DATA_DIR (the media root and anything beside it). */
export async function storedFiles(testApp: TestApp) {
  const entries = await readdir(testApp.config.DATA_DIR, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`)
}

export async function mediaRowCount(testApp: TestApp) {
  const [row] = await testApp.database.db.select({ n: count() }).from(mediaFiles)
  return Number(row?.n ?? 0)
}

/**
 * A media file whose stored bytes are `content`, unchecked: an SVG uploaded before the upload
 * checked what it costs to draw. A clean SVG is uploaded, then its bytes in storage replaced.
 */
export async function storedUnchecked(testApp: TestApp, client: TestClient, content: Buffer) {
  const file = (await upload(client, { filename: 'logo.svg', content: svgImage() })).json()
  const [row] = await testApp.database.db
    .select({ key: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, file.id))
  const path = join(testApp.config.DATA_DIR, 'media', row!.key)
  await writeFile(path, content)
  return { id: file.id as number, path }
}
