import { Alert, Button, Group } from '@mantine/core'
import type { Page, PageWithArticles } from '@sitewerk/contracts'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalizedComponents } from '../../../api/queries/get-components'
import { ComponentPicker } from '../components/component-picker'
import { EditorTopBar } from '../components/editor-top-bar'
import type { EditorOptions } from '../components/item-fields'
import { OutlinePanel } from '../components/outline-panel'
import { ShortcutsDialog } from '../components/shortcuts-dialog'
import { SidePanel } from '../components/side-panel'
import { useBlockCommands } from '../hooks/use-block-commands'
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts'
import { useEditorStore } from '../hooks/use-editor-store'
import { useHistoryCommands } from '../hooks/use-history-commands'
import { useClipboard } from '../hooks/use-clipboard'
import { useLeaveGuard } from '../hooks/use-leave-guard'
import { useReusableCommands } from '../hooks/use-reusable-sections'
import { useSave } from '../hooks/use-save'
import { PagePreview, type PreviewWidth } from '../preview/page-preview'
import { canRedo, canUndo, pendingChanges, viewMode } from '../selectors'
import classes from './editor-screen.module.css'

/** What the top bar's publishing part is drawn from: the draft as the editor holds it. */
export interface EditorDraft {
  page: PageWithArticles
  componentTitle: (componentId: number) => string
  hasUnsavedChanges: boolean
}

/**
 * The visual page editor (spec §2, §4; issue #6): outline, preview and the side panel of the
 * selected item; view mode right when the editor is active, left for settings, otherwise full.
 */
export function EditorScreen({
  page: loadedPage,
  siteTitle,
  site,
  options,
  initialContentId = null,
  publishing,
  onDraftSaved,
}: {
  page: PageWithArticles
  siteTitle: string
  /**
   * The page's site: its other pages (the switcher), its public address ("Live ansehen") and its
   * description (the search-result preview's fallback).
   */
  site: { id: number; url: string; pages: readonly Page[]; description?: string | null }
  options: EditorOptions
  /** A block to select on opening (`?content=` of the address, a usage link; issue 13). */
  initialContentId?: number | null
  /** The top bar's publishing part (status, publish, history; issue #15), composed by the app. */
  publishing?: (draft: EditorDraft) => ReactNode
  /** The server holds a changed draft (a save, an inserted or deleted block). */
  onDraftSaved?: () => void
}) {
  const { t } = useTranslation()
  const { state, store } = useEditorStore(loadedPage)
  useEffect(() => {
    if (initialContentId !== null)
      store.dispatch({ type: 'selected', selection: { kind: 'content', id: initialContentId } })
  }, [store, initialContentId])
  const { status, save, reload } = useSave(store)
  const draftSavedRef = useRef(onDraftSaved)
  useLayoutEffect(() => {
    draftSavedRef.current = onDraftSaved
  })
  const draftSaved = useCallback(() => draftSavedRef.current?.(), [])
  const components = useLocalizedComponents()
  const [width, setWidth] = useState<PreviewWidth>('large')
  const componentMap = useMemo(
    () => new Map((components.data ?? []).map((c) => [c.id, c])),
    [components.data],
  )
  const componentTitle = useCallback(
    (id: number) => componentMap.get(id)?.title ?? t('editor.panel.content'),
    [componentMap, t],
  )
  const commands = useBlockCommands(store, componentTitle, draftSaved)
  const addContent = useCallback(
    (sectionId: number, index: number) =>
      store.dispatch({ type: 'addStarted', target: { sectionId, index } }),
    [store],
  )
  const changeData = useCallback(
    (id: number, data: Record<string, unknown>) =>
      store.dispatch({ type: 'itemChanged', kind: 'content', id, changes: { data } }),
    [store],
  )
  const moveContent = useCallback(
    (id: number, sectionId: number, index: number) =>
      commands.move('content', id, sectionId, index),
    [commands],
  )
  const unsaved = pendingChanges(state).length
  const mode = viewMode(state)

  const { undo, redo } = useHistoryCommands(store, draftSaved)
  const reusable = useReusableCommands(store, site.id, draftSaved)
  const { confirmSharedSave } = reusable
  const clipboard = useClipboard(store, site.id, draftSaved)
  // A change of shared blocks names the pages it shows on first (issue 19).
  const saveNow = useCallback(
    () =>
      void confirmSharedSave()
        .then((confirmed) => confirmed && save())
        .then((isSaved) => isSaved && draftSaved()),
    [save, draftSaved, confirmSharedSave],
  )
  const [showsShortcuts, setShowsShortcuts] = useState(false)
  const showShortcuts = useCallback(() => setShowsShortcuts(true), [])
  const hideShortcuts = useCallback(() => setShowsShortcuts(false), [])
  useEditorShortcuts({ onUndo: undo, onRedo: redo, onSave: saveNow, onHelp: showShortcuts })
  useLeaveGuard(unsaved > 0)

  const panel = (
    <SidePanel
      store={store}
      page={state.page}
      selection={state.selection}
      site={{ title: siteTitle, url: site.url, description: site.description ?? null }}
      options={options}
      components={componentMap}
      problems={status.problems}
      commands={commands}
      reusable={reusable}
      clipboard={clipboard}
      hasUnsaved={unsaved > 0}
      onReload={(selection) =>
        void reload(selection.kind, selection.kind === 'page' ? state.page.id : selection.id)
      }
    />
  )

  return (
    <div className={classes.editor} data-view-mode={mode} data-preview={state.preview || undefined}>
      <header className={classes.top}>
        <EditorTopBar
          title={state.page.title}
          siteTitle={siteTitle}
          site={site}
          pageId={state.page.id}
          onShowShortcuts={showShortcuts}
          canUndo={canUndo(state)}
          canRedo={canRedo(state)}
          onUndo={undo}
          onRedo={redo}
          isPreview={state.preview}
          onTogglePreview={() => store.dispatch({ type: 'previewToggled' })}
          width={width}
          onWidthChange={setWidth}
          unsavedCount={unsaved}
          isSaving={status.isSaving}
          onSave={saveNow}
          publishing={publishing?.({
            page: state.page,
            componentTitle,
            hasUnsavedChanges: unsaved > 0,
          })}
        />
      </header>
      {status.failure && (
        <Alert
          color="red"
          title={t('editor.save.failedTitle')}
          className={classes.failure}
          role="alert"
        >
          <Group justify="space-between">
            <span>{t('editor.save.failedText')}</span>
            <Button size="xs" color="red" onClick={saveNow} loading={status.isSaving}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {!state.preview && (
        <aside className={classes.outline}>
          <OutlinePanel
            page={state.page}
            selection={state.selection}
            commands={commands}
            componentTitle={componentTitle}
            onAddContent={addContent}
          />
        </aside>
      )}
      {mode === 'left' && <div className={classes.panel}>{panel}</div>}
      <main className={classes.preview}>
        <PagePreview
          page={state.page}
          width={width}
          selection={state.selection}
          onSelect={commands.select}
          onDataChange={changeData}
          onMove={moveContent}
        />
      </main>
      {mode === 'right' && <div className={classes.panel}>{panel}</div>}
      <ShortcutsDialog opened={showsShortcuts} onClose={hideShortcuts} />
      <ComponentPicker
        opened={state.addTarget !== null}
        components={components.data ?? []}
        onClose={() => store.dispatch({ type: 'addCancelled' })}
        onPick={(component) => {
          const target = state.addTarget
          if (target) void commands.insertContent(component, target.sectionId, target.index)
        }}
      />
    </div>
  )
}
