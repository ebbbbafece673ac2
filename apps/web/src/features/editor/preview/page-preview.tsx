import { SegmentedControl } from '@mantine/core'
import { BREAKPOINTS, type Component, type PageWithArticles } from '@sitewerk/contracts'
import { createLiquidEngine, renderPage, type RenderComponent } from '@sitewerk/renderer'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useComponents } from '../api/get-components'
import type { Selection } from '../state'

/** spec §9 breakpoints; the smallest is shown at the default preview width 480 (spec §2). */
export type PreviewWidth = 'small' | 'medium' | 'large' | 'big'
export const PREVIEW_WIDTHS: Record<PreviewWidth, number> = {
  small: 480,
  medium: BREAKPOINTS.medium,
  large: BREAKPOINTS.large,
  big: BREAKPOINTS.big,
}

const engine = createLiquidEngine()
const toRenderComponent = (c: Component): RenderComponent => ({
  id: c.id,
  key: c.key,
  namespace: c.namespace,
  template: c.template,
  css: c.css,
  script: c.script,
  updated_at: c.updated_at,
})

const SELECT_CSS =
  '[data-sw-content],[data-sw-section],[data-sw-article]{cursor:pointer}' +
  '[data-sw-content]:hover,[data-sw-section]:hover{outline:1px dashed #4c6ef5;outline-offset:-1px}' +
  '.sw-editor-selected{outline:2px solid #4c6ef5!important;outline-offset:-2px}'

function selectionOf(target: Element | null): Selection | null {
  const block = target?.closest('[data-sw-content],[data-sw-section],[data-sw-article]')
  if (!block) return null
  for (const kind of ['content', 'section', 'article'] as const) {
    const id = block.getAttribute(`data-sw-${kind}`)
    if (id) return { kind, id: Number(id) }
  }
  return null
}

/**
 * The page as visitors will see it, drawn by the public renderer into a sandboxed frame (no
 * scripts). A click on a block selects it. A simple version: the whole page renders anew on
 * every change.
 */
export function PagePreview({
  page,
  width,
  selection,
  onSelect,
}: {
  page: PageWithArticles
  width: PreviewWidth
  selection: Selection
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const components = useComponents()
  const frame = useRef<HTMLIFrameElement>(null)
  const onSelectRef = useRef(onSelect)
  useEffect(() => {
    onSelectRef.current = onSelect
  }, [onSelect])

  const srcDoc = useMemo(() => {
    const map = new Map((components.data ?? []).map((c) => [c.id, toRenderComponent(c)]))
    const { body, css } = renderPage({
      site: { title: '', description: null, variables: {} },
      page,
      layout: null,
      components: map,
      navigation: [],
      engine,
    })
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>${css}${SELECT_CSS}</style></head><body>${body}</body></html>`
  }, [page, components.data])

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const wire = () => {
      const doc = element.contentDocument
      if (!doc) return
      doc.addEventListener('click', (event) => {
        event.preventDefault()
        const picked = selectionOf(event.target as Element)
        if (picked) onSelectRef.current(picked)
      })
      mark(doc, selection)
    }
    element.addEventListener('load', wire)
    return () => element.removeEventListener('load', wire)
  }, [srcDoc, selection])

  useEffect(() => {
    const doc = frame.current?.contentDocument
    if (doc) mark(doc, selection)
  }, [selection])

  // a width wider than the room is shown scaled down, whole
  const box = useRef<HTMLDivElement>(null)
  const [room, setRoom] = useState<number | null>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? null))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const px = PREVIEW_WIDTHS[width]
  const scale = room ? Math.min(1, room / px) : 1

  return (
    <div ref={box} style={{ height: '100%', overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={t('editor.preview.title')}
        sandbox="allow-same-origin"
        srcDoc={srcDoc}
        data-testid="page-preview"
        style={{
          width: px,
          maxWidth: 'none',
          height: `${100 / scale}%`,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: '0 0',
          border: 0,
          background: 'white',
          display: 'block',
          margin: scale < 1 ? 0 : '0 auto',
          boxShadow: '0 0 0 1px var(--mantine-color-gray-3)',
        }}
      />
    </div>
  )
}

function mark(doc: Document, selection: Selection) {
  for (const element of doc.querySelectorAll('.sw-editor-selected'))
    element.classList.remove('sw-editor-selected')
  if (selection.kind === 'page') return
  const element = doc.querySelector(`[data-sw-${selection.kind}="${selection.id}"]`)
  element?.classList.add('sw-editor-selected')
  element?.scrollIntoView?.({ block: 'nearest' })
}

/** Which breakpoint the preview shows (spec §9: small, medium, large, big; default large). */
export function PreviewWidthSwitch({
  value,
  onChange,
}: {
  value: PreviewWidth
  onChange: (value: PreviewWidth) => void
}) {
  const { t } = useTranslation()
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('editor.preview.width')}
      value={value}
      onChange={(next) => onChange(next as PreviewWidth)}
      data={(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => ({
        value: key,
        label: t(`editor.preview.widths.${key}`),
      }))}
    />
  )
}
