import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  RawText,
  CreateMediaCategoryBody,
  CreateMediaCategoryQuery,
  IdParams,
  MediaCategory,
  MediaCategoryParams,
  MediaFile,
  MediaSearchQuery,
  UpdateMediaCategoryBody,
  UpdateMediaFileBody,
} from '@sitewerk/contracts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireUser, type AuthUser } from '../../lib/request-context.ts'
import type { MediaCategoriesService } from './categories-service.ts'
import type { MediaService } from './service.ts'
import { storedFileResponse } from './stored-file-response.ts'
import { readUploadForm, uploadLimits } from './upload-form.ts'

export interface MediaRoutesOptions {
  media: MediaService
  categories: MediaCategoriesService
  maxBytes: number
  /** Whether the user may see the organisation's files (member or superuser). */
  mayAccess(user: AuthUser, organizationId: number): Promise<boolean>
}

/** spec §7 media calls, the category tree, and the originals on the back-office host. */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, opts) => {
  const { media, categories, maxBytes, mayAccess } = opts
  // Scoped to this plugin: no other route accepts multipart bodies.
  // preservePath: a name like '../../x.png' reaches the check and is refused, not quietly cut.
  await app.register(multipart, {
    limits: uploadLimits(maxBytes),
    throwFileSizeLimit: true,
    preservePath: true,
  })

  app.post(
    '/api/media/upload',
    { config: { access: 'member' }, schema: { response: { 201: MediaFile } } },
    async (req, reply) => {
      const form = await readUploadForm(req, { t: req.ctx.t, locale: req.ctx.locale, maxBytes })
      return reply.status(201).send(await media.upload(req.ctx, form))
    },
  )
  // Replace a file's content (decision 042): the same form and limits as an upload, same id.
  app.post(
    '/api/media/files/:id/content',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: MediaFile } } },
    async (req) => {
      const form = await readUploadForm(req, { t: req.ctx.t, locale: req.ctx.locale, maxBytes })
      return media.replace(req.ctx, req.params.id, form)
    },
  )
  app.get(
    '/api/media/files',
    {
      config: { access: 'member' },
      schema: { querystring: MediaSearchQuery, response: { 200: z.array(MediaFile) } },
    },
    (req) => media.search(req.ctx, req.query.q),
  )
  app.get(
    '/api/media/files/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: MediaFile } } },
    (req) => media.get(req.ctx, req.params.id),
  )
  app.post(
    '/api/media/files/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateMediaFileBody, response: { 200: MediaFile } },
    },
    (req) => media.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/media/:id',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (req, reply) => {
      await media.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  const getCategory = {
    schema: { params: MediaCategoryParams, response: { 200: MediaCategory } },
  } as const
  app.get('/api/media_categories', { ...getCategory, config: { access: 'member' } }, (req) =>
    categories.get(req.ctx, req.params.id),
  )
  app.get('/api/media_categories/:id', { ...getCategory, config: { access: 'member' } }, (req) =>
    categories.get(req.ctx, req.params.id),
  )
  app.post(
    '/api/media_categories',
    {
      config: { access: 'member' },
      schema: {
        querystring: CreateMediaCategoryQuery,
        body: CreateMediaCategoryBody,
        response: { 201: MediaCategory },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await categories.create(req.ctx, req.query.parentId, req.body.title)),
  )
  app.patch(
    '/api/media_categories/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateMediaCategoryBody, response: { 200: MediaCategory } },
    },
    (req) => categories.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/media_categories/:id',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (req, reply) => {
      await categories.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  // The original on the back office: for members of the file's organisation. An <img> sends no
  // X-Organization-Id, so membership is checked against the file's own organisation.
  app.get(
    '/media/files/:id/:filename',
    {
      config: { access: 'member', organization: 'row' },
      schema: { params: IdParams.extend({ filename: RawText(800) }) },
    },
    async (req, reply) => {
      const user = requireUser(req.ctx)
      const organizationId = await media.organizationOf(req.params.id)
      if (organizationId === null || !(await mayAccess(user, organizationId)))
        throw new NotFoundError()
      const file = await media.read(organizationId, req.params.id)
      if (!file || file.row.filename !== req.params.filename) throw new NotFoundError()
      const res = storedFileResponse(file.row, file.body, {
        ifNoneMatch: req.headers['if-none-match'],
        scope: 'private',
      })
      return reply.status(res.status).headers(res.headers).send(res.body)
    },
  )
}
