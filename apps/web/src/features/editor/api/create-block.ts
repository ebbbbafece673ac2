import {
  Article,
  Content,
  Section,
  type CreateArticleBody,
  type CreateContentBody,
  type CreateSectionBody,
} from '@sitewerk/contracts'
import { api } from '../../../api/client'

/** POST article */
export const createArticle = (body: CreateArticleBody) =>
  api.post('article', { body, schema: Article })

/** POST section */
export const createSection = (body: CreateSectionBody) =>
  api.post('section', { body, schema: Section })

/** spec §7 POST content: section_id, order, component_id, data. */
export const createContent = (body: CreateContentBody) =>
  api.post('content', { body, schema: Content })
