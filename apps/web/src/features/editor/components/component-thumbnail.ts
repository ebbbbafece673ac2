import type { Component } from '@sitewerk/contracts'
import { createLiquidEngine, renderSingleBlock } from '@sitewerk/renderer'
import { loadedIcons } from '../../../lib/icons'

const engine = createLiquidEngine(undefined, undefined, { icons: loadedIcons })

/** A component drawn with its default data alone: the picker's thumbnail (issue #6 scope 4). */
export function renderComponentThumbnail(component: Component): string {
  const { body, css } = renderSingleBlock({
    component: { ...component, script: '' },
    data: component.data,
    engine,
    title: component.title,
  })
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}body{pointer-events:none;overflow:hidden}</style></head><body>${body}</body></html>`
}
