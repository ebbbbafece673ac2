import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  MEDIA_ROOT_CATEGORY_ID,
  MEDIA_UPLOAD_EXTENSIONS,
  normalizeFileName,
  type UpdateMediaFileBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isForeignKeyViolation } from '../../lib/db-errors.ts'
import { InUseError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import { ImageRejectedError, inspectImage } from './inspect-image.ts'
import { toMediaFile } from './mappers.ts'
import type { MediaRepository } from './repository.ts'
import type { UploadForm } from './upload-form.ts'
import type { MediaUsages } from './usages.ts'

export interface MediaServiceDeps {
  repo: MediaRepository
  usages: MediaUsages
  storage: Storage
  clock: Clock
  log: FastifyBaseLogger
  maxPixels: number
  /**
   * A file's pictures changed (new content, a moved focal point): its variants are gone from
   * storage; the pipeline and the public pages that show it must forget what they made of it.
   */
  onPicturesChanged?: (organizationId: number, fileId: number) => Promise<void> | void
}

/** Derived images of a file (the image pipeline's results) live under this prefix. */
export const derivedPrefix = (organizationId: number, fileId: number) =>
  `org-${organizationId}/derived/${fileId}`

const SEARCH_LIMIT = 200
const EXTENSION_OF_TYPE = { jpg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'], svg: ['svg'] }

type Problem = [field: string, message: string]

/**
 * The name shown and offered on download: a plain file name, never a path (spec §5), normalised
 * so that no invisible or right-to-left character disguises it (issue 12).
 */
function checkFilename(ctx: RequestContext, raw: string | undefined): Problem | string {
  const name = normalizeFileName(raw ?? '')
  if (!name) return ['filename', ctx.t('validation.required')]
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name.startsWith('.') || name.length > 255)
    return ['filename', ctx.t('media.filename_invalid')]
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  if (!name.includes('.') || !(MEDIA_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return ['filename', ctx.t('media.extension')]
  return name
}

const problems = (ctx: RequestContext, list: (Problem | null)[]) => {
  const errors: Record<string, string[]> = {}
  for (const problem of list) if (problem) (errors[problem[0]] ??= []).push(problem[1])
  if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
}

/** What an upload and a replace refuse alike: another organisation named, no file, an empty one. */
const formProblems = (
  ctx: RequestContext,
  organizationId: number,
  { fields, file }: UploadForm,
): (Problem | null)[] => [
  // The X-Organization-Id header is the authority; a body naming another is a mistake.
  fields.organization_id !== undefined && fields.organization_id !== organizationId
    ? ['organization_id', ctx.t('media.organization_mismatch')]
    : null,
  !file ? ['file', ctx.t('media.file_required')] : null,
  file?.body.length === 0 ? ['file', ctx.t('media.file_empty')] : null,
]

export function createMediaService(deps: MediaServiceDeps) {
  const { repo, usages, storage, clock, log, maxPixels } = deps
  const onPicturesChanged = deps.onPicturesChanged ?? (() => {})

  /** Removes a file's variants from storage: they were made of bytes or a focus it no longer has. */
  async function dropVariants(organizationId: number, id: number, oldKey?: string) {
    try {
      if (oldKey) await storage.delete(oldKey)
      await storage.deletePrefix(derivedPrefix(organizationId, id))
    } catch (err) {
      log.warn({ err, fileId: id }, 'old pictures of a media file not removed from storage')
    }
    await onPicturesChanged(organizationId, id)
  }

  async function load(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const row = await repo.files.findById({ organizationId, id })
    if (!row) throw new NotFoundError() // another tenant's id is a 404 as well
    return { organizationId, row }
  }

  async function read(organizationId: number, id: number) {
    const row = await repo.files.findById({ organizationId, id })
    if (!row) return null
    const body = await storage.get(row.storageKey)
    return body ? { row, body } : null
  }

  /** null for the root; the id when it is a category of the organisation; undefined otherwise. */
  async function categoryOf(organizationId: number, id: number | undefined) {
    if (id === undefined || id === MEDIA_ROOT_CATEGORY_ID) return null
    return (await repo.categories.findById({ organizationId, id })) ? id : undefined
  }

  async function inspect(ctx: RequestContext, body: Buffer, filename: string) {
    try {
      const image = await inspectImage(body, maxPixels)
      const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase()
      if (!EXTENSION_OF_TYPE[image.extension].includes(extension))
        problems(ctx, [
          ['file', ctx.t('media.extension_mismatch', { type: image.extension.toUpperCase() })],
        ])
      return image
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error
      const max = Math.floor(maxPixels / 1_000_000)
      throw new ValidationError(ctx.t('validation.invalid'), {
        file: [ctx.t(`media.${error.problem}`, { max })],
      })
    }
  }

  return {
    /** POST media/upload (spec §7): file written first, then the row; nothing stays on a refusal. */
    async upload(ctx: RequestContext, { fields, file }: UploadForm) {
      const { id: organizationId } = requireOrganization(ctx)
      const filename = checkFilename(ctx, fields.filename ?? file?.filename)
      const categoryId = await categoryOf(organizationId, fields.category_id)
      problems(ctx, [
        ...formProblems(ctx, organizationId, { fields, file }),
        typeof filename === 'string' ? null : filename,
        categoryId === undefined ? ['category_id', ctx.t('media.category_unknown')] : null,
      ])
      const name = filename as string
      const image = await inspect(ctx, file!.body, name)

      const storageKey = `org-${organizationId}/media/${randomBytes(16).toString('hex')}.${image.extension}`
      await storage.put(storageKey, image.body, image.mimeType)
      let row
      try {
        row = await repo.files.insert({
          organizationId,
          namespace: 'media',
          filename: name,
          storageKey,
          mimeType: image.mimeType,
          checksum: createHash('sha256').update(image.body).digest('hex'),
          mediaCategoryId: categoryId ?? null,
          width: image.width,
          height: image.height,
          size: image.body.length,
          alt: fields.alt || null,
          name: fields.name || null,
        })
      } finally {
        if (!row) await storage.delete(storageKey)
      }
      // The category went between the check and the insert.
      if (!row)
        throw new ValidationError(ctx.t('validation.invalid'), {
          category_id: [ctx.t('media.category_unknown')],
        })
      return toMediaFile(row)
    },

    async get(ctx: RequestContext, id: number) {
      return toMediaFile((await load(ctx, id)).row)
    },

    /** POST media/files/{id} (spec §7): name, alt, the category it is filed in, its focal point. */
    async update(ctx: RequestContext, id: number, body: UpdateMediaFileBody) {
      const { organizationId, row: before } = await load(ctx, id)
      const categoryId = await categoryOf(organizationId, body.media_category_id)
      if (categoryId === undefined)
        problems(ctx, [['media_category_id', ctx.t('media.category_unknown')]])
      const row = await repo.files.update(
        { organizationId, id },
        {
          ...(body.name !== undefined ? { name: body.name || null } : {}),
          ...(body.alt !== undefined ? { alt: body.alt || null } : {}),
          ...(body.media_category_id !== undefined ? { mediaCategoryId: categoryId } : {}),
          ...(body.focus !== undefined
            ? { focusX: body.focus?.x ?? null, focusY: body.focus?.y ?? null }
            : {}),
          updatedAt: clock.now(),
        },
      )
      if (!row) throw new NotFoundError()
      if (row.focusX !== before.focusX || row.focusY !== before.focusY)
        await dropVariants(organizationId, id)
      return toMediaFile(row)
    },

    /**
     * POST media/files/{id}/content (decision 042): new bytes for a file, under the same id, with
     * its name, alt text, focal point and every use. A bitmap is replaced by a bitmap, an SVG by an
     * SVG; the upload time (`created_at`) becomes the replacement's. The new bytes are written
     * first; the old original and every variant go after the row.
     */
    async replace(ctx: RequestContext, id: number, { fields, file }: UploadForm) {
      const { organizationId, row: before } = await load(ctx, id)
      const filename = checkFilename(ctx, file?.filename)
      problems(ctx, [
        ...formProblems(ctx, organizationId, { fields, file }),
        file && typeof filename !== 'string' ? filename : null,
      ])
      const name = filename as string
      const image = await inspect(ctx, file!.body, name)
      const isVector = (mimeType: string) => mimeType === 'image/svg+xml'
      if (isVector(image.mimeType) !== isVector(before.mimeType))
        problems(ctx, [
          [
            'file',
            ctx.t(
              isVector(before.mimeType) ? 'media.replace_svg_only' : 'media.replace_bitmap_only',
            ),
          ],
        ])

      const storageKey = `org-${organizationId}/media/${randomBytes(16).toString('hex')}.${image.extension}`
      const now = clock.now()
      await storage.put(storageKey, image.body, image.mimeType)
      let row
      try {
        row = await repo.files.update(
          { organizationId, id },
          {
            filename: name,
            storageKey,
            mimeType: image.mimeType,
            checksum: createHash('sha256').update(image.body).digest('hex'),
            width: image.width,
            height: image.height,
            size: image.body.length,
            // "Hochgeladen" in the file details is when the bytes shown were uploaded
            createdAt: now,
            updatedAt: now,
          },
        )
      } finally {
        if (!row) await storage.delete(storageKey)
      }
      if (!row) throw new NotFoundError() // deleted meanwhile
      await dropVariants(organizationId, id, before.storageKey)
      return toMediaFile(row)
    },

    async search(ctx: RequestContext, q: string) {
      const { id: organizationId } = requireOrganization(ctx)
      return (await repo.files.search({ organizationId, q, limit: SEARCH_LIMIT })).map(toMediaFile)
    },

    /** DELETE media/{id} (spec §4, §8): refused with its usages while anything uses the file. */
    async delete(ctx: RequestContext, id: number) {
      const { organizationId } = await load(ctx, id)
      const found = await usages.findUsages(organizationId, id)
      if (found.length) throw new InUseError(ctx.t('media.in_use'), found)
      let row
      try {
        row = await repo.files.delete({ organizationId, id })
      } catch (error) {
        // A reference made since the check, or from where findUsages does not look.
        if (isForeignKeyViolation(error))
          throw new InUseError(ctx.t('media.in_use'), [{ type: 'unknown' }])
        throw error
      }
      if (!row) throw new NotFoundError()
      // The row is gone first: a failed file delete leaves an orphan file, never a broken row.
      await dropVariants(organizationId, id, row.storageKey)
    },

    /** The bytes of a media file of the organisation, for the file routes; null if unknown. */
    read,

    /**
     * A favicon's bytes to draw its icons from, or why they may not be drawn: an SVG stored before
     * the drawing limits of decision 054 is held to the upload's checks here, before anything
     * draws it.
     */
    async readIconSource(
      organizationId: number,
      id: number,
    ): Promise<{ body: Buffer } | { refused: string } | null> {
      const file = await read(organizationId, id)
      if (!file) return null
      if (file.row.mimeType !== 'image/svg+xml') return { body: file.body }
      try {
        await inspectImage(file.body, maxPixels)
      } catch (error) {
        if (error instanceof ImageRejectedError) return { refused: error.problem }
        throw error
      }
      return { body: file.body }
    },

    /** The organisation's media file row (its type, size), or null: for a site's logo and favicon. */
    async findFile(organizationId: number, id: number) {
      return (await repo.files.findById({ organizationId, id })) ?? null
    },

    /** Whether the organisation has this media file: for share images and backgrounds. */
    async hasFile(organizationId: number, id: number) {
      return Boolean(await repo.files.findById({ organizationId, id }))
    },

    /**
     * A media file's row by id alone, for the image pipeline's addresses (they carry only the
     * id): the pipeline checks the organisation against the site or the member right after.
     */
    async findForImages(id: number) {
      return repo.files.findAnyById(id)
    },

    /** The organisation of a media file, so the back office can check membership first. */
    async organizationOf(id: number) {
      return repo.files.organizationOf(id)
    },
  }
}

export type MediaService = ReturnType<typeof createMediaService>
