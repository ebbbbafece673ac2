import { createHash, randomBytes } from 'node:crypto'
import { slugify, type Font, type FontFileFace } from '@sitewerk/contracts'
import { fontFaceCss, fontMimeType, type ThemeFonts } from '@sitewerk/renderer'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ForbiddenError, InUseError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import { fontCssUrl, type FontLibrary } from './library.ts'
import { facesOf, formatOf, toFont } from './mappers.ts'
import type { FontFileRow, FontRow, FontsRepository, NewFontFile } from './repository.ts'
import { validateUpload, type FontFileUpload, type FontUpload } from './upload.ts'

export interface FontsServiceDeps {
  repo: FontsRepository
  library: FontLibrary
  storage: Storage
  /** Largest font file in bytes (config MEDIA_MAX_BYTES). */
  maxBytes: number
  /** The organisation's themes that use a font as headline or copy font. */
  findUsages: (scope: {
    organizationId: number
    id: number
  }) => Promise<{ id: number; title: string }[]>
}

/** `/fonts/own/{mediaFileId}-{checksum8}.{ext}`: nothing else reaches an own font's bytes. */
const OWN_FILE = /^\/fonts\/own\/([1-9][0-9]{0,9})-([0-9a-f]{8})\.(woff2|woff|ttf|otf)$/

/** What a public page needs of its theme's fonts. */
export interface PageFonts {
  /** Families for `themeToCss`. */
  families: ThemeFonts
  /** The `@font-face` rules of every font the theme uses. */
  css: string
  preload: { href: string; type: string }[]
}

export function createFontsService({
  repo,
  library,
  storage,
  maxBytes,
  findUsages,
}: FontsServiceDeps) {
  /** The stored files of own fonts, by media file id. */
  async function filesOf(organizationId: number, rows: FontRow[]) {
    const ids = rows.flatMap((r) => [r.sourceId, r.sourceItalicId]).filter((v) => v !== null)
    const files = await repo.filesByIds({ organizationId, ids })
    return new Map(files.map((f) => [f.id, f]))
  }
  const libraryOf = (row: FontRow) =>
    row.availability === 'library' ? library.get(row.name) : undefined

  async function store(organizationId: number, file: FontFileUpload): Promise<NewFontFile> {
    const storageKey = `org-${organizationId}/fonts/${randomBytes(16).toString('hex')}.${file.format}`
    await storage.put(storageKey, file.bytes, file.mimeType)
    return {
      filename: file.filename,
      storageKey,
      mimeType: file.mimeType,
      checksum: createHash('sha256').update(file.bytes).digest('hex'),
      size: file.bytes.length,
    }
  }

  return {
    /**
     * One row per library family (organization_id null), so themes reference library and own
     * fonts alike. Idempotent: runs at every start and writes only what changed.
     */
    async syncLibrary() {
      const shipped = new Map(library.list().map((f) => [f.name, f]))
      const stored = new Map((await repo.listLibrary()).map((r) => [r.name, r]))
      await repo.insertLibrary(
        [...shipped.values()]
          .filter((f) => !stored.has(f.name))
          .map(({ name, family }) => ({ name, family })),
      )
      for (const row of stored.values()) {
        const font = shipped.get(row.name)
        if (font && font.family !== row.family)
          await repo.updateLibraryFamily({ id: row.id, family: font.family })
      }
    },

    /** The library and the organisation's own fonts (GET fonts). */
    async list(ctx: RequestContext): Promise<Font[]> {
      const { id: organizationId } = requireOrganization(ctx)
      const rows = (await repo.listVisible({ organizationId })).filter(
        (r) => r.availability === 'organization' || libraryOf(r),
      )
      const files = await filesOf(organizationId, rows)
      return rows.map((row) => toFont(row, { library: libraryOf(row), files }))
    },

    /** spec §7 GET gfont/{name}: the stylesheet of a library family. */
    gfont(name: string) {
      const font = library.get(name)
      if (!font) throw new NotFoundError()
      return { href: fontCssUrl(font.name) }
    },

    /** POST fonts: stores the files, then their media file rows and the font in one transaction. */
    async upload(ctx: RequestContext, upload: FontUpload): Promise<Font> {
      const { id: organizationId } = requireOrganization(ctx)
      const { fields, source, italic } = validateUpload(upload, { t: ctx.t, maxBytes })
      const name = slugify(fields.family, 60)
      const familyError = (
        key: 'fonts.family_taken' | 'fonts.family_library' | 'validation.font_name',
      ) => new ValidationError(ctx.t('validation.invalid'), { family: [ctx.t(key)] })
      if (!name) throw familyError('validation.font_name')
      // One family name, one face: an own 'Lora' would fight the library's on the same page.
      if (library.byFamily(fields.family)) throw familyError('fonts.family_library')
      if (await repo.findOwnByName({ organizationId, name }))
        throw familyError('fonts.family_taken')

      const stored: NewFontFile[] = []
      try {
        stored.push(await store(organizationId, source))
        if (italic) stored.push(await store(organizationId, italic))
        const row = await repo.insertOwn({
          organizationId,
          font: {
            name,
            family: fields.family,
            size: stored.reduce((sum, f) => sum + f.size, 0),
            defaultWeightCopy: fields.default_weight_copy ?? 400,
            defaultWeightHeadline: fields.default_weight_headline ?? 700,
          },
          source: stored[0]!,
          italic: stored[1] ?? null,
        })
        return toFont(row, { files: await filesOf(organizationId, [row]) })
      } catch (error) {
        await Promise.all(stored.map((f) => storage.delete(f.storageKey)))
        if (isUniqueViolation(error)) throw familyError('fonts.family_taken')
        throw error
      }
    },

    /** DELETE fonts/{id}: an own font no theme uses, with its files. Library fonts stay (403). */
    async delete(ctx: RequestContext, id: number) {
      const { id: organizationId } = requireOrganization(ctx)
      const row = await repo.findVisible({ organizationId, id })
      if (!row) throw new NotFoundError() // another tenant's font is a 404 as well
      if (row.availability === 'library') throw new ForbiddenError()
      const themes = await findUsages({ organizationId, id })
      if (themes.length)
        throw new InUseError(
          ctx.t('fonts.in_use'),
          themes.map((theme) => ({ type: 'theme', id: theme.id, title: theme.title })),
        )
      const keys = await repo.deleteOwn({ organizationId, id })
      if (keys === null) throw new NotFoundError()
      await Promise.all(keys.map((key) => storage.delete(key)))
    },

    /** Whether a theme of the organisation may use the font: a library font or one of its own. */
    isUsable: async (scope: { organizationId: number; id: number }) =>
      Boolean(await repo.findVisible(scope)),

    /**
     * The bytes of an own font's file at `path`, or null. On a site host `organizationId` is the
     * site's; on the back office the caller checks membership of the answered organisation.
     */
    async ownFile(
      path: string,
      {
        organizationId,
        mayAccess,
      }: { organizationId?: number; mayAccess?: (organizationId: number) => Promise<boolean> },
    ): Promise<{ type: string; body: Buffer } | null> {
      const match = OWN_FILE.exec(path)
      if (!match) return null
      const file = await repo.findFile({
        id: Number(match[1]),
        ...(organizationId ? { organizationId } : {}),
      })
      if (!file || !file.checksum.startsWith(match[2]!) || formatOf(file) !== match[3]) return null
      if (mayAccess && !(await mayAccess(file.organizationId))) return null
      const body = await storage.get(file.storageKey)
      return body ? { type: file.mimeType, body } : null
    },

    /**
     * The fonts a site's theme uses: its headline and copy fonts, and every library or own
     * family a typography level names. Their @font-face rules, and the file of each worth
     * preloading: the copy font's regular face, the headline font's bold one.
     */
    async forTheme({
      organizationId,
      headlineFontId,
      copyFontId,
      fontnames,
    }: {
      organizationId: number
      headlineFontId: number | null
      copyFontId: number | null
      fontnames: string[]
    }): Promise<PageFonts> {
      const rows = await repo.listVisible({ organizationId })
      const byFamily = new Map(rows.map((r) => [r.family.toLowerCase(), r]))
      const headline = rows.find((r) => r.id === headlineFontId) ?? null
      const copy = rows.find((r) => r.id === copyFontId) ?? null
      const named = fontnames
        .map((n) => byFamily.get(n.trim().toLowerCase()))
        .filter((r): r is FontRow => r !== undefined)
      const used = [...new Set([copy, headline, ...named].filter((r): r is FontRow => r !== null))]
      const files: Map<number, FontFileRow> = await filesOf(organizationId, used)
      const faces = new Map(used.map((r) => [r, facesOf(r, { library: libraryOf(r), files })]))
      const pick = (row: FontRow | null, weight: number) => {
        const normal = (faces.get(row!) ?? []).filter((f) => f.style === 'normal')
        return normal.find((f) => f.weight === weight || Array.isArray(f.weight)) ?? normal[0]
      }
      const preload = [
        pick(copy, 400),
        pick(headline, 700),
        ...named.filter((r) => r !== copy && r !== headline).map((r) => pick(r, 400)),
      ].filter((f): f is FontFileFace => f !== undefined)
      return {
        families: { headline: headline?.family ?? null, copy: copy?.family ?? null },
        css: used.map((r) => fontFaceCss({ family: r.family, faces: faces.get(r)! })).join('\n'),
        preload: [
          ...new Map(
            preload.map((f) => [f.url, { href: f.url, type: fontMimeType(f.format) }]),
          ).values(),
        ],
      }
    },
  }
}

export type FontsService = ReturnType<typeof createFontsService>
