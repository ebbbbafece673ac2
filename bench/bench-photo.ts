import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

/**
 * A photo-like 4000×3000 JPEG made in the run (no photo ships with the repo): a sky gradient,
 * buildings and soft shapes drawn at a quarter size and scaled up (smooth areas and edges), then
 * coarse and fine grain like a sensor's. Deterministic, so it is made once and kept in tmpdir.
 */
export async function benchPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const cached = join(tmpdir(), `sitewerk-bench-photo-v1-${width}x${height}.jpg`)
  if (existsSync(cached)) return readFileSync(cached)
  const photo = await drawPhoto(width, height)
  writeFileSync(cached, photo)
  return photo
}

async function drawPhoto(width: number, height: number): Promise<Buffer> {
  const w = width / 4
  const h = height / 4
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  let shapes = ''
  for (let i = 0; i < 60; i++) {
    const r = 10 + random() * 100
    shapes += `<ellipse cx="${random() * w}" cy="${h * 0.45 + random() * h * 0.55}" rx="${r}" ry="${r * 0.6}" fill="hsl(${Math.floor(random() * 60 + 20)},${30 + Math.floor(random() * 40)}%,${Math.floor(20 + random() * 50)}%)" opacity="0.85"/>`
  }
  for (let i = 0; i < 25; i++) {
    const tall = 75 + random() * 225
    shapes += `<rect x="${random() * w}" y="${h * 0.55 - tall}" width="${20 + random() * 75}" height="${tall}" fill="hsl(${Math.floor(random() * 40)},15%,${Math.floor(30 + random() * 40)}%)"/>`
  }
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="0.55" stop-color="#cfe3f0"/><stop offset="0.56" stop-color="#6b7d3a"/><stop offset="1" stop-color="#2f3a1c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/>${shapes}</svg>`
  const grain = (gw: number, gh: number, sigma: number) =>
    sharp({
      create: {
        width: gw,
        height: gh,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer()
  const base = await sharp(Buffer.from(scene))
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer()
  return sharp(base)
    .composite([
      { input: await grain(width / 10, height / 10, 20), blend: 'soft-light' },
      { input: await grain(width, height, 10), blend: 'soft-light' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** Peak signal-to-noise ratio of an encoded image against raw RGB pixels of the same size. */
export async function psnr(reference: Buffer, encoded: Buffer): Promise<number> {
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer()
  let sum = 0
  for (let i = 0; i < reference.length; i++) {
    const e = reference[i]! - decoded[i]!
    sum += e * e
  }
  return 10 * Math.log10((255 * 255) / (sum / reference.length))
}
