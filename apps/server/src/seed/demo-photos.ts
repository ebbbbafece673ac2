import type Sharp from 'sharp'
import { onFirstUse } from '../lib/on-first-use.ts'
import type { MediaInputValue } from '@sitewerk/contracts'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/** A picture of the demo site: what it shows (its alt text), its file name and how it is drawn. */
export interface DemoPhoto {
  filename: string
  alt: string
  width: number
  height: number
  /** SVG content on a 400-unit-wide canvas of the photo's aspect ratio. */
  scene: (random: () => number, h: number) => string
}

const W = 400

/** Vertical gradient from `top` to `bottom` as a full-canvas rect. */
const backdrop = (id: string, stops: [number, string][]) =>
  `<defs><linearGradient id="${id}" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`

/** Wavy lines of wood grain over a board. */
function grain(random: () => number, x: number, y: number, w: number, h: number, hue: number) {
  let lines = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${hue},45%,52%)"/>`
  for (let i = 0; i < h / 3; i++) {
    const ly = y + random() * h
    const bend = (random() - 0.5) * 8
    lines += `<path d="M${x} ${ly} Q${x + w / 2} ${ly + bend} ${x + w} ${ly}" stroke="hsl(${hue},40%,${30 + random() * 20}%)" stroke-width="${0.4 + random() * 1.2}" fill="none" opacity="0.6"/>`
  }
  return lines
}

/**
 * The demo's pictures: a joint being fitted, a kitchen, a staircase, a bookcase and the team at the
 * workshop gate. Drawn, not shipped: no photo sits in the repository.
 */
export const DEMO_PHOTOS: DemoPhoto[] = [
  {
    filename: 'werkstatt-zinken.jpg',
    alt: 'Hände einer Tischlerin, die eine Schwalbenschwanzverbindung in Eiche anpasst',
    width: 1600,
    height: 1200,
    scene: (random, h) =>
      backdrop('b', [
        [0, '#5a4632'],
        [1, '#2e241a'],
      ]) +
      grain(random, 0, h * 0.45, W, h * 0.55, 32) +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${60 + i * 50} ${h * 0.45} l12 -40 h22 l12 40 z" fill="hsl(34,50%,${58 + (i % 2) * 6}%)"/>`,
      ).join('') +
      `<ellipse cx="${W * 0.3}" cy="${h * 0.38}" rx="58" ry="26" fill="#d9a27f"/><ellipse cx="${W * 0.72}" cy="${h * 0.42}" rx="62" ry="28" fill="#cf9671"/>`,
  },
  {
    filename: 'kueche-eiche.jpg',
    alt: 'Küche mit Fronten aus geölter Eiche',
    width: 1600,
    height: 1067,
    scene: (random, h) =>
      backdrop('b', [
        [0, '#f1ece2'],
        [0.62, '#e3dccf'],
        [0.63, '#9c8f7d'],
        [1, '#7a6e5e'],
      ]) +
      `<rect x="150" y="${h * 0.08}" width="110" height="${h * 0.28}" fill="#cfe4f2" stroke="#fff" stroke-width="4"/>` +
      Array.from({ length: 5 }, (_, i) =>
        grain(random, 20 + i * 74, h * 0.44, 70, h * 0.19, 36),
      ).join('') +
      `<rect x="14" y="${h * 0.4}" width="${W - 28}" height="8" fill="#3d3a36"/>` +
      Array.from({ length: 4 }, (_, i) =>
        grain(random, 40 + i * 84, h * 0.06, 60, h * 0.2, 36),
      ).join(''),
  },
  {
    filename: 'treppe-esche.jpg',
    alt: 'Treppe aus Esche mit Stahlwange',
    width: 1600,
    height: 1067,
    scene: (random, h) =>
      backdrop('b', [
        [0, '#fafafa'],
        [1, '#d8d6d2'],
      ]) +
      Array.from({ length: 9 }, (_, i) =>
        grain(random, 40 + i * 36, h - 30 - i * (h / 11), 70, 10, 44),
      ).join('') +
      `<path d="M30 ${h} L${W - 20} ${h * 0.12}" stroke="#2b2d30" stroke-width="10"/>`,
  },
  {
    filename: 'buecherwand-nussbaum.jpg',
    alt: 'Bücherwand aus Nussbaum um ein Fenster',
    width: 1600,
    height: 1067,
    scene: (random, h) => {
      let books = ''
      for (let row = 0; row < 4; row++) {
        const y = 16 + row * (h / 4.3)
        for (let x = 14; x < W - 20;) {
          const bw = 5 + random() * 9
          if (x > 150 && x < 250 && row < 3) {
            x = 250
            continue
          }
          const bh = h / 5.2 - random() * 14
          books += `<rect x="${x}" y="${y + h / 4.3 - 8 - bh}" width="${bw}" height="${bh}" fill="hsl(${Math.floor(random() * 360)},${25 + random() * 35}%,${30 + random() * 35}%)"/>`
          x += bw + 1
        }
        books += `<rect x="8" y="${y + h / 4.3 - 8}" width="${W - 16}" height="6" fill="#4a3222"/>`
      }
      return (
        backdrop('b', [
          [0, '#5b3e2b'],
          [1, '#3b281b'],
        ]) +
        `<rect x="155" y="20" width="90" height="${h * 0.68}" fill="#dbe9f3"/><rect x="198" y="20" width="4" height="${h * 0.68}" fill="#f5f5f2"/>` +
        books
      )
    },
  },
  {
    filename: 'team-werkstatttor.jpg',
    alt: 'Das Team der Demo GmbH vor dem offenen Werkstatttor',
    width: 2000,
    height: 834,
    scene: (random, h) => {
      let people = ''
      for (let i = 0; i < 12; i++) {
        const x = 40 + i * 28 + random() * 6
        const tall = 54 + random() * 14
        const top = h - 12 - tall
        people += `<rect x="${x - 9}" y="${top + 14}" width="18" height="${tall - 14}" rx="7" fill="hsl(${Math.floor(random() * 360)},35%,${30 + random() * 30}%)"/><circle cx="${x}" cy="${top + 7}" r="7" fill="hsl(25,${35 + random() * 20}%,${55 + random() * 20}%)"/>`
      }
      return (
        backdrop('b', [
          [0, '#9db8cf'],
          [0.3, '#d7e3ea'],
          [0.31, '#8c5a44'],
          [0.85, '#7a4c39'],
          [0.86, '#8a8680'],
          [1, '#6f6b66'],
        ]) +
        `<rect x="120" y="${h * 0.36}" width="160" height="${h * 0.5}" fill="#2a2520"/>` +
        people
      )
    },
  },
]

/** Park–Miller: the same pictures at every seed. */
const seeded = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647

/**
 * One demo picture as a JPEG: the scene drawn at a quarter of the size and scaled up (smooth areas
 * and edges), then coarse and fine grain like a camera's, as bench/bench-photo.ts makes its photo.
 */
export async function drawDemoPhoto(photo: DemoPhoto, index: number): Promise<Buffer> {
  const { width, height } = photo
  const h = Math.round((W * height) / width)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${h}">${photo.scene(seeded(index + 7), h)}</svg>`
  // Grain as raw pixels: no PNG encoding and decoding between the steps.
  const grainOf = async (gw: number, gh: number, sigma: number) => {
    const noise = loadSharp()({
      create: {
        width: gw,
        height: gh,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
    const { data, info } = await noise
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { input: data, raw: info, blend: 'soft-light' as const }
  }
  const base = await loadSharp()(Buffer.from(svg))
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return loadSharp()(base.data, { raw: base.info })
    .composite([
      await grainOf(Math.round(width / 10), Math.round(height / 10), 18),
      await grainOf(Math.round(width / 2), Math.round(height / 2), 10),
    ])
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** A drawn demo picture, ready to upload. */
export interface DrawnDemoPhoto {
  photo: DemoPhoto
  body: Buffer
}

let drawn: Promise<DrawnDemoPhoto[]> | null = null
/**
 * Every demo picture, drawn once per process (they are the same every time) and before the seed's
 * transaction: sharp works off the main thread.
 */
export function drawDemoPhotos(): Promise<DrawnDemoPhoto[]> {
  drawn ??= Promise.all(
    DEMO_PHOTOS.map(async (photo, index) => ({ photo, body: await drawDemoPhoto(photo, index) })),
  )
  return drawn
}

/**
 * `value` with the uploaded picture put beside each alt text that names one (`file`, the media
 * field of the image, image-text and gallery blocks), so blocks show their picture.
 */
export function attachPhotos<T>(value: T, files: ReadonlyMap<string, MediaInputValue>): T {
  if (Array.isArray(value)) return value.map((item) => attachPhotos(item, files)) as T
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([key, v]) => [key, attachPhotos(v, files)] as const)
  const object = Object.fromEntries(entries) as Record<string, unknown>
  const file = typeof object.alt === 'string' ? files.get(object.alt) : undefined
  return (file && object.file === undefined ? { ...object, file } : object) as T
}
