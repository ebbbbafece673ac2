import type { Component } from '@sitewerk/contracts'
import { createLiquidEngine, renderSingleBlock, type RenderComponent } from '@sitewerk/renderer'
import { loadedIcons } from '../../../lib/icons'

const engine = createLiquidEngine(undefined, undefined, { icons: loadedIcons })

/** What the studio previews: the editor's unsaved template and the compiled unsaved style. */
export interface PreviewInput {
  component: Pick<Component, 'id' | 'key' | 'namespace' | 'updated_at'>
  template: string
  css: string
  data: Record<string, unknown>
  /** The current site's theme as CSS custom properties. */
  themeCss: string
}

let previews = 0

/**
 * The component alone on a page, drawn by the same renderer as the public page: header and
 * footer components in their layout slot, others in a section. Answers the document for a
 * sandboxed frame (no scripts) and the template's error, if any.
 */
export function renderPreview(input: PreviewInput): { html: string; error: string | null } {
  const { component, template, css, data, themeCss } = input
  const rendered: RenderComponent = {
    ...component,
    template,
    css,
    script: '',
    // every preview parses the template anew: the cache key must change with it
    updated_at: `${component.updated_at}#${++previews}`,
  }
  const page = renderSingleBlock({ component: rendered, data, engine, title: 'Vorschau' })
  engine.forget(`${component.id}:${rendered.updated_at}`)
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>${themeCss}\n${page.css.replaceAll('</style', '<\\/style')}</style></head>` +
    `<body>${page.body}</body></html>`
  return { html, error: page.warnings[0]?.message ?? null }
}
