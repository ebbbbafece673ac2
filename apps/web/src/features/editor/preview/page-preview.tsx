import { Alert, Box, Center, Loader } from '@mantine/core'
import { normalizeData, type PageWithArticles } from '@sitewerk/contracts'
import { createLiquidEngine, createPageRenderer, type PageRenderer } from '@sitewerk/renderer'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useTranslation } from 'react-i18next'
import { notifications } from '@mantine/notifications'
import type { Editor } from '@tiptap/react'
import { loadedIcons, loadedIconsVersion, subscribeLoadedIcons } from '../../../lib/icons'
import { useLocalizedComponents } from '../../../api/queries/get-components'
import { usePagePreview } from '../api/get-page-preview'
import type { Selection } from '../state'
import { findBlock, findContent, findSection } from '../tree/walk'
import { dropIndex, wireFrameDrag } from './frame-drag'
import { blockLabel } from './block-label'
import { wireFrameInteractions, type FrameInteractions } from './frame-interactions'
import { createInlineEditing } from './inline-editing'
import { mountWhenLoaded } from './mount-when-loaded'
import { previewDocument } from './preview-document'
import { byOrder, createPreviewPatcher } from './preview-patcher'
import { PREVIEW_WIDTH_PX, type PreviewWidth } from './preview-widths'
import { useFrameScale } from './use-frame-scale'

export { PreviewWidthSwitch } from './preview-width-switch'

/**
 * The rich-text editor (tiptap, the largest part of the back office's code) loads when a rich text
 * is first typed into in place, as the panel's rich-text field loads when first shown: opening the
 * editor neither downloads nor compiles it.
 */
const loadRichText = () => import('./inline-rich-text')
const InlineRichTextToolbar = lazy(() =>
  loadRichText().then((module) => ({ default: module.InlineRichTextToolbar })),
)
export type { PreviewWidth } from './preview-widths'

export interface PagePreviewProps {
  /** The editor's current page, unsaved edits included. */
  page: PageWithArticles
  width: PreviewWidth
  selection: Selection
  onSelect: (selection: Selection) => void
  /** A content's data changed by typing into the preview; without it the preview is read-only. */
  onDataChange?: (contentId: number, data: Record<string, unknown>) => void
  /** A content dragged in the preview to `index` of a section; without it nothing drags. */
  onMove?: (contentId: number, sectionId: number, index: number) => void
}

/**
 * The page as its visitors will see it, drawn in the browser by the public page's renderer into a
 * frame that runs no script (decision 010), and kept in step with every edit by patching only what
 * changed. Hovering a block names it, clicking selects it; clicking a text of a content types into it.
 */
export function PagePreview({
  page,
  width,
  selection,
  onSelect,
  onDataChange,
  onMove,
}: PagePreviewProps) {
  const { t, i18n } = useTranslation()
  const preview = usePagePreview(page.id)
  const components = useLocalizedComponents()
  const [engine] = useState(() => createLiquidEngine(undefined, undefined, { icons: loadedIcons }))
  // Icons arrive from our host after the first draw: a new renderer draws them in.
  const iconsVersion = useSyncExternalStore(subscribeLoadedIcons, loadedIconsVersion)
  const [srcDoc] = useState(() => previewDocument(i18n.language))
  const [frameDoc, setFrameDoc] = useState<Document | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const px = PREVIEW_WIDTH_PX[width]
  const { scale, height } = useFrameScale(container, px)

  const { id, title, url } = page
  const renderer: PageRenderer | null = useMemo(
    () =>
      preview.data && components.data
        ? createPageRenderer({
            ...preview.data,
            page: { id, title, url },
            components: new Map(components.data.map((c) => [c.id, c])),
            engine,
          })
        : null,
    // iconsVersion: the engine draws icons loaded since; a new renderer makes the patcher redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [preview.data, components.data, id, title, url, engine, iconsVersion],
  )

  // The frame's listeners outlive renders: they read the newest page and callback from here.
  const latest = useRef({ page, components: components.data ?? [], onSelect, onDataChange, onMove })
  useLayoutEffect(() => {
    latest.current = { page, components: components.data ?? [], onSelect, onDataChange, onMove }
  })
  const editable = onDataChange !== undefined
  const movable = onMove !== undefined
  const labelOf = useCallback(
    (block: Parameters<typeof blockLabel>[0]['block']) =>
      blockLabel({ ...latest.current, block, t }),
    [t],
  )

  const patcher = useMemo(() => (frameDoc ? createPreviewPatcher(frameDoc) : null), [frameDoc])
  const [interactions, setInteractions] = useState<FrameInteractions | null>(null)
  /** The content being typed into in the preview: its element is kept until editing ends. */
  const [editing, setEditing] = useState<number | null>(null)
  const [rich, setRich] = useState<{ editor: Editor; label: string } | null>(null)
  useEffect(() => {
    if (!frameDoc || !patcher) return
    const nameOf = (field: { label: string }) => t('preview.inlineField', { field: field.label })
    const dataOf = (id: number) => {
      const content = findContent(latest.current.page, id)
      return content ? { content, data: normalizeData(content.data) } : null
    }
    const inline = editable
      ? createInlineEditing(frameDoc, {
          contentOf: (id) => {
            const found = dataOf(id)
            const component = latest.current.components.find(
              (c) => c.id === found?.content.component_id,
            )
            return found && component ? { form: component.form, data: found.data } : null
          },
          nameOf,
          mountRich: (session) =>
            mountWhenLoaded(
              session,
              loadRichText,
              ({ mountRichText }) =>
                mountRichText(session, nameOf(session.field), (editor) =>
                  setRich(editor ? { editor, label: session.field.label } : null),
                ),
              () =>
                notifications.show({ color: 'red', message: t('editor.preview.richTextFailed') }),
            ),
          onChange: (id, name, value) => {
            const found = dataOf(id)
            if (found) latest.current.onDataChange?.(id, { ...found.data, [name]: value })
          },
          onEditing: (id) => {
            patcher.hold(id)
            setEditing(id)
          },
        })
      : null
    const wiring = wireFrameInteractions(frameDoc, {
      labelOf,
      onSelect: (block) => latest.current.onSelect(block),
      onContentClick: inline ? (...args) => void inline.click(...args) : undefined,
    })
    const drag = movable
      ? wireFrameDrag(frameDoc, {
          canDrag: (id) => findContent(latest.current.page, id) !== undefined,
          onDrop: (id, { sectionId, beforeId }) => {
            const section = findSection(latest.current.page, sectionId)
            if (!section) return
            const ids = byOrder(section.contents).map((c) => c.id)
            latest.current.onMove?.(id, sectionId, dropIndex(ids, id, beforeId))
          },
        })
      : null
    setInteractions(wiring)
    return () => {
      inline?.leave()
      drag?.dispose()
      wiring.dispose()
    }
  }, [frameDoc, patcher, labelOf, editable, movable, t])

  useLayoutEffect(() => {
    if (!patcher || !renderer || !preview.data) return
    patcher.update({ page, renderer, looksCss: preview.data.css })
    interactions?.refresh()
  }, [patcher, renderer, page, preview.data, interactions, editing])

  // a block that was not on the page before (inserted, copied, brought back) and is now selected
  // comes into view; typing in a block finds it on the page before, so costs one lookup
  const pageBefore = useRef(page)
  useLayoutEffect(() => {
    const before = pageBefore.current
    pageBefore.current = page
    if (before === page || selection.kind === 'page' || !interactions) return
    if (!findBlock(before, selection.kind, selection.id)) interactions.reveal(selection)
  }, [page, selection, interactions])

  useEffect(() => interactions?.select(selection), [interactions, selection])
  useEffect(() => interactions?.refresh(), [interactions, px, scale])

  const failed = preview.isError || components.isError
  return (
    <Box ref={container} pos="relative" h="100%" mih={320} style={{ overflow: 'hidden' }}>
      {failed && (
        <Alert color="red" m="md">
          {t('preview.failed')}
        </Alert>
      )}
      {!renderer && !failed && (
        <Center pos="absolute" inset={0} aria-label={t('preview.loading')}>
          <Loader />
        </Center>
      )}
      {rich && (
        <Suspense fallback={null}>
          <InlineRichTextToolbar editor={rich.editor} label={rich.label} />
        </Suspense>
      )}
      <iframe
        title={t('preview.title')}
        srcDoc={srcDoc}
        // No allow-scripts: nothing runs inside; same origin so the editor drives the DOM and the
        // frame's image and font requests carry the member's cookie (decision 010).
        sandbox="allow-same-origin"
        onLoad={(event) => setFrameDoc(event.currentTarget.contentDocument)}
        style={{
          display: 'block',
          border: 0,
          width: px,
          height: height > 0 ? height / scale : '100%',
          marginInline: scale < 1 ? 0 : 'auto',
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: '0 0',
          visibility: renderer ? 'visible' : 'hidden',
          background: '#fff',
        }}
      />
    </Box>
  )
}
