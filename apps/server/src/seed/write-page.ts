import {
  CreateContentBody,
  CreatePageBody,
  CreateSectionBody,
  type Page,
} from '@sitewerk/contracts'
import type { RequestContext } from '../lib/request-context.ts'
import type { PageTemplate, TemplateBlock } from './page-templates/types.ts'
import type { SeedServices } from './services-over.ts'

export interface WritePageArgs {
  siteId: number
  layoutId: number | null
  order: number
  page: PageTemplate
  /** The id of a starter component by key; throws for one that is not there. */
  componentId: (key: string) => number
  /** The form the page's form blocks show (the site's contact form), if the site has one. */
  formId?: number | null
}

/**
 * Writes a page made of starter components through the services, with bodies parsed by the API's
 * contracts: exactly what the back office would save. One section per block.
 */
export async function writePage(
  { pages, blocks }: Pick<SeedServices, 'pages' | 'blocks'>,
  ctx: RequestContext,
  { siteId, layoutId, order, page, componentId, formId = null }: WritePageArgs,
): Promise<Page> {
  const created = await pages.create(
    ctx,
    CreatePageBody.parse({
      site_id: siteId,
      title: page.title,
      url: page.url,
      description: page.description,
      layout_id: layoutId,
      order,
    }) as { site_id: number; url: string; title: string },
  )
  const content = (block: TemplateBlock) => ({
    component_id: componentId(block.component),
    data: block.component === 'form-embed' && formId ? { ...block.data, form: formId } : block.data,
  })
  for (const [articleOrder, template] of page.articles.entries()) {
    const article = await blocks.createArticle(ctx, { page_id: created.id, order: articleOrder })
    if (template.background) {
      await blocks.createContent(
        ctx,
        CreateContentBody.parse({
          article_id: article.id,
          parallax: template.background.parallax ?? false,
          ...content(template.background),
        }),
      )
    }
    for (const [sectionOrder, block] of template.blocks.entries()) {
      const section = await blocks.createSection(
        ctx,
        CreateSectionBody.parse({
          article_id: article.id,
          order: sectionOrder,
          maxWidth: block.full ? 'full' : 'default',
        }),
      )
      await blocks.createContent(
        ctx,
        CreateContentBody.parse({ section_id: section.id, ...content(block) }),
      )
    }
  }
  return created
}
