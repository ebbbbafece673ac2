import type { Layout } from '@sitewerk/contracts'
import { toContent, type ContentRow } from '../pages/index.ts'
import type { LayoutRow } from './repository.ts'

/** A layout with its header and footer contents (`contents` may hold other layouts' too). */
export const toLayout = (r: LayoutRow, contents: ContentRow[]): Layout => ({
  id: r.id,
  site_id: r.siteId,
  title: r.title,
  theme_id: r.themeId,
  style: r.style,
  css: r.css,
  maxWidth: r.maxWidth,
  contents: contents.filter((c) => c.layoutId === r.id).map(toContent),
})
