import type { Clock } from '../../lib/clock.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import { parseImageAddress, type ImageAddress } from './image-address.ts'
import { createMemoryCache } from './memory-cache.ts'
import { CENTRE, CONTENT_TYPES, type Focus, type ImageTransformer } from './transform.ts'

/** What an image request answers; the routes turn it into headers (`reply.ts`). */
export type ImageAnswer =
  | { status: 200; type: string; body: Buffer; etag: string }
  | { status: 304; etag: string }
  | { status: 404 }

export interface ImageServiceDeps {
  /** The media file an address names, by id alone (media service); null if there is none. */
  findFile: (id: number) => Promise<ImageSource | null>
  storage: Storage
  transformer: ImageTransformer
  /** Membership (or superuser access) of a back-office user in an organisation. */
  accessTo(user: AuthUser, organizationId: number): Promise<object | undefined>
  log: { warn(details: object, message: string): void }
  clock: Clock
  /** Bytes of hot images kept in memory (a share of MEMORY_BUDGET_MB); default 32 MiB. */
  memoryBytes?: number
  /** How long a file's row is trusted without asking the database again; default 60 s. */
  sourceTtlMs?: number
}

/** What the pipeline needs of a media file row. */
export interface ImageSource {
  id: number
  organizationId: number
  namespace: 'media' | 'font'
  storageKey: string
  mimeType: string
  checksum: string
  /** The focal point in percent, null for the centre (decision 042). */
  focusX: number | null
  focusY: number | null
}

/** The name under which a variant is stored: a crop's carries the focal point it was cut around. */
function variantName(address: ImageAddress, focus: Focus) {
  if (address.variant.kind !== 'crop') return address.name
  return address.name.replace('.', `-${focus.x}-${focus.y}.`)
}

const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp'])
const SVG = 'image/svg+xml'
/** Part of every ETag: bump it when the encoding changes, so no client keeps an old variant. */
const PIPELINE_VERSION = 'v1'
const NOT_FOUND = { status: 404 } as const
const MAX_REMEMBERED = 10_000

/** Where the variants of a file live; the media module deletes this prefix with the file. */
export const derivedPrefix = (organizationId: number, fileId: number) =>
  `org-${organizationId}/derived/${fileId}/`

/**
 * The image pipeline (decision 007): one variant per spec §9 address, transformed once, kept in
 * storage under the file's derived folder and the hottest in memory. Every answer is immutable and
 * its ETag is known before any byte is read: a replaced file has a new checksum, a crop's ETag and
 * name carry the focal point, and the addresses pages use carry the file's version (decision 042).
 */
export function createImageService(deps: ImageServiceDeps) {
  const { findFile, storage, transformer, accessTo, log, clock } = deps
  const memory = createMemoryCache<{ body: Buffer; type: string }>({
    maxBytes: deps.memoryBytes ?? 32 * 1024 * 1024,
  })
  const sourceTtlMs = deps.sourceTtlMs ?? 60_000
  const sources = new Map<number, { source: ImageSource | null; until: number }>()
  const inFlight = new Map<string, Promise<Buffer | null>>()
  // Originals that did not decode: asked again, they would be decoded again.
  const broken = new Set<number>()

  async function findSource(fileId: number) {
    const now = clock.now().getTime()
    const known = sources.get(fileId)
    if (known && known.until > now) return known.source
    const source = await findFile(fileId)
    if (sources.size >= MAX_REMEMBERED) sources.delete(sources.keys().next().value!)
    sources.set(fileId, { source, until: now + sourceTtlMs })
    return source
  }

  async function answer(
    address: ImageAddress,
    source: ImageSource,
    ifNoneMatch: string | undefined,
  ): Promise<ImageAnswer> {
    if (source.namespace !== 'media') return NOT_FOUND
    const isVector = source.mimeType === SVG
    if (!isVector && !RASTER.has(source.mimeType)) return NOT_FOUND
    // An SVG is its own every width: its original bytes at each resize address, no placeholder.
    if (isVector && address.variant.kind !== 'resize') return NOT_FOUND
    const focus =
      source.focusX === null || source.focusY === null
        ? CENTRE
        : { x: source.focusX, y: source.focusY }
    const name = variantName(address, focus)
    const etag = `"${source.checksum.slice(0, 24)}-${isVector ? 'svg' : name}-${PIPELINE_VERSION}"`
    if (matches(ifNoneMatch, etag)) return { status: 304, etag }

    const key = isVector
      ? source.storageKey
      : derivedPrefix(source.organizationId, source.id) + name
    const type = isVector
      ? SVG
      : address.variant.kind === 'resize'
        ? CONTENT_TYPES[address.variant.format]
        : CONTENT_TYPES.webp
    const hot = memory.get(key)
    if (hot) return { status: 200, type: hot.type, body: hot.body, etag }
    if (broken.has(source.id)) return NOT_FOUND

    let pending = inFlight.get(key)
    if (!pending) {
      pending = (isVector ? storage.get(key) : produce(address, source, key, type, focus)).finally(
        () => inFlight.delete(key),
      )
      inFlight.set(key, pending)
    }
    const body = await pending
    if (!body) return NOT_FOUND
    memory.set(key, { body, type })
    return { status: 200, type, body, etag }
  }

  /** The stored variant, or a new one made from the original and stored; null without original. */
  async function produce(
    address: ImageAddress,
    source: ImageSource,
    key: string,
    type: string,
    focus: Focus,
  ) {
    const stored = await storage.get(key)
    if (stored) return stored
    const original = await storage.get(source.storageKey)
    if (!original) {
      log.warn({ fileId: source.id, key: source.storageKey }, 'image original missing in storage')
      return null
    }
    let body: Buffer
    try {
      body = await transformer.transform(original, address.variant, focus)
    } catch (err) {
      log.warn({ err, fileId: source.id }, 'image original does not decode')
      if (broken.size >= MAX_REMEMBERED) broken.clear()
      broken.add(source.id)
      return null
    }
    await storage.put(key, body, type)
    return body
  }

  return {
    /** An image on a site host: files of the site's organisation only. */
    async forSite(args: {
      organizationId: number
      path: string
      ifNoneMatch: string | undefined
    }): Promise<ImageAnswer> {
      const address = parseImageAddress(args.path)
      if (!address) return NOT_FOUND
      const source = await findSource(address.fileId)
      if (!source || source.organizationId !== args.organizationId) return NOT_FOUND
      return answer(address, source, args.ifNoneMatch)
    },
    /**
     * An image on the back-office host (the media library's thumbnails): for members of the
     * file's organisation. `<img>` sends cookies but no X-Organization-Id, so membership is
     * checked against the file's own organisation; anyone else gets 404, as for any other row.
     */
    async forMember(args: {
      user: AuthUser | null
      path: string
      ifNoneMatch: string | undefined
    }): Promise<ImageAnswer> {
      const address = parseImageAddress(args.path)
      if (!address || !args.user) return NOT_FOUND
      const source = await findSource(address.fileId)
      if (!source || !(await accessTo(args.user, source.organizationId))) return NOT_FOUND
      return answer(address, source, args.ifNoneMatch)
    },
    /**
     * Forgets a deleted, replaced or refocused file at once (its row, its hot variants, whether it
     * decoded); storage is the media module's.
     */
    forgetFile(fileId: number) {
      const source = sources.get(fileId)?.source
      sources.delete(fileId)
      broken.delete(fileId)
      if (source) memory.deletePrefix(derivedPrefix(source.organizationId, fileId))
      if (source?.mimeType === SVG) memory.deletePrefix(source.storageKey)
    },
  }
}

export type ImageService = ReturnType<typeof createImageService>

/** If-None-Match: `*`, one tag or a list, weak or strong (RFC 9110 weak comparison). */
function matches(header: string | undefined, etag: string) {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
