import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Article,
  Content,
  CreateArticleBody,
  CreateContentBody,
  CreatePageBody,
  CreateSectionBody,
  DeleteArticleResponse,
  DeleteContentResponse,
  DeleteSectionResponse,
  DuplicateBody,
  DuplicateResponse,
  IdParams,
  Page,
  PageWithArticles,
  ReorderBody,
  RestoreArticleBody,
  RestoreContentBody,
  RestoreSectionBody,
  Section,
  UpdateArticleBody,
  UpdateContentBody,
  UpdatePageBody,
  UpdateSectionBody,
} from '@sitewerk/contracts'
import type { BlockService } from './block-service.ts'
import type { PageService } from './page-service.ts'

/**
 * Content saves may carry long rich text: bodies up to 8 MiB reach the data check, which refuses an
 * oversized field with a 422 on that field (decision 011) instead of a 413 for the whole request.
 */
const CONTENT_BODY_LIMIT = 8 * 1024 * 1024

export const pagesRoutes: FastifyPluginAsyncZod<{
  pages: PageService
  blocks: BlockService
}> = async (app, { pages, blocks }) => {
  app.get(
    '/api/sites/:id/pages',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: z.array(Page) } },
    },
    (req) => pages.listOfSite(req.ctx, req.params.id),
  )
  app.post(
    '/api/page',
    { config: { access: 'member' }, schema: { body: CreatePageBody, response: { 201: Page } } },
    async (req, reply) => reply.status(201).send(await pages.create(req.ctx, req.body)),
  )
  app.get(
    '/api/page/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PageWithArticles } },
    },
    (req) => pages.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/page/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdatePageBody, response: { 200: Page } },
    },
    (req) => pages.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/page/:id',
    { config: { access: 'member' }, schema: { params: IdParams } },
    (req) => pages.delete(req.ctx, req.params.id),
  )

  app.post(
    '/api/article',
    {
      config: { access: 'member' },
      schema: { body: CreateArticleBody, response: { 201: Article } },
    },
    async (req, reply) => reply.status(201).send(await blocks.createArticle(req.ctx, req.body)),
  )
  app.get(
    '/api/article/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Article } } },
    (req) => blocks.getArticle(req.ctx, req.params.id),
  )
  app.patch(
    '/api/article/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateArticleBody, response: { 200: Article } },
    },
    (req) => blocks.updateArticle(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/article/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: DeleteArticleResponse } },
    },
    (req) => blocks.deleteArticle(req.ctx, req.params.id),
  )

  app.post(
    '/api/section',
    {
      config: { access: 'member' },
      schema: { body: CreateSectionBody, response: { 201: Section } },
    },
    async (req, reply) => reply.status(201).send(await blocks.createSection(req.ctx, req.body)),
  )
  app.get(
    '/api/section/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Section } } },
    (req) => blocks.getSection(req.ctx, req.params.id),
  )
  app.patch(
    '/api/section/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateSectionBody, response: { 200: Section } },
    },
    (req) => blocks.updateSection(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/section/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: DeleteSectionResponse } },
    },
    (req) => blocks.deleteSection(req.ctx, req.params.id),
  )

  app.post(
    '/api/content',
    {
      config: { access: 'member' },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: CreateContentBody, response: { 201: Content } },
    },
    async (req, reply) => reply.status(201).send(await blocks.createContent(req.ctx, req.body)),
  )
  app.get(
    '/api/content/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Content } } },
    (req) => blocks.getContent(req.ctx, req.params.id),
  )
  app.patch(
    '/api/content/:id',
    {
      config: { access: 'member' },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: IdParams, body: UpdateContentBody, response: { 200: Content } },
    },
    (req) => blocks.updateContent(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/content/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: DeleteContentResponse } },
    },
    (req) => blocks.deleteContent(req.ctx, req.params.id),
  )

  for (const kind of ['article', 'section', 'content', 'page'] as const) {
    app.post(
      `/api/${kind}/duplicate/:id`,
      {
        config: { access: 'member' },
        schema: {
          params: IdParams,
          body: DuplicateBody.optional(),
          response: { 200: DuplicateResponse },
        },
      },
      (req) =>
        kind === 'page'
          ? pages.duplicate(req.ctx, req.params.id)
          : blocks.duplicate(req.ctx, kind, req.params.id),
    )
  }

  // Undo of a delete (issue 13, decision 015): the editor sends back what it deleted.
  const restoreBodies = {
    article: { body: RestoreArticleBody, response: Article },
    section: { body: RestoreSectionBody, response: Section },
    content: { body: RestoreContentBody, response: Content },
  } as const
  for (const kind of ['article', 'section', 'content'] as const) {
    app.post(
      `/api/${kind}/restore`,
      {
        config: { access: 'member' },
        bodyLimit: CONTENT_BODY_LIMIT,
        schema: {
          body: restoreBodies[kind].body,
          response: { 201: restoreBodies[kind].response },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await blocks.restore(req.ctx, kind, req.body as never)),
    )
  }

  app.post(
    '/api/reorder',
    { config: { access: 'member' }, schema: { body: ReorderBody } },
    async (req, reply) => {
      await blocks.reorder(req.ctx, req.body)
      return reply.status(204).send()
    },
  )
}
