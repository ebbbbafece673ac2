import { Alert, Button, Group } from '@mantine/core'
import type { PageWithArticles } from '@sitewerk/contracts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalizedComponents } from '../../components/api/get-components'
import { ComponentPicker } from '../components/component-picker'
import { EditorTopBar } from '../components/editor-top-bar'
import type { EditorOptions } from '../components/item-fields'
import { OutlinePanel } from '../components/outline-panel'
import { SidePanel } from '../components/side-panel'
import { useBlockCommands } from '../hooks/use-block-commands'
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts'
import { useEditorStore } from '../hooks/use-editor-store'
import { useLeaveGuard } from '../hooks/use-leave-guard'
import { useSave } from '../hooks/use-save'
import { PagePreview, type PreviewWidth } from '../preview/page-preview'
import { canRedo, canUndo, pendingChanges, viewMode } from '../selectors'
import classes from './editor-screen.module.css'

/**
 * The visual page editor (spec §2, §4; issue #6): outline, preview and the side panel of the
 * selected item; view mode right when the editor is active, left for settings, otherwise full.
 */
export function EditorScreen({
  page: loadedPage,
  siteTitle,
  options,
  initialContentId = null,
}: {
  page: PageWithArticles
  siteTitle: string
  options: EditorOptions
  /** A block to select on opening (`?content=` of the address, a usage link; issue 13). */
  initialContentId?: number | null
}) {
  const { t } = useTranslation()
  const { state, store } = useEditorStore(loadedPage)
  const commands = useBlockCommands(store)
  useEffect(() => {
    if (initialContentId !== null)
      store.dispatch({ type: 'selected', selection: { kind: 'content', id: initialContentId } })
  }, [store, initialContentId])
  const { status, save, reload } = useSave(store)
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
  const addContent = useCallback(
    (sectionId: number, index: number) =>
      store.dispatch({ type: 'addStarted', target: { sectionId, index } }),
    [store],
  )
  const unsaved = pendingChanges(state).length
  const mode = viewMode(state)

  const undo = useCallback(() => store.dispatch({ type: 'undone' }), [store])
  const redo = useCallback(() => store.dispatch({ type: 'redone' }), [store])
  const saveNow = useCallback(() => void save(), [save])
  useEditorShortcuts({ onUndo: undo, onRedo: redo, onSave: saveNow })
  useLeaveGuard(unsaved > 0)

  const panel = (
    <SidePanel
      store={store}
      page={state.page}
      selection={state.selection}
      options={options}
      components={componentMap}
      problems={status.problems}
      commands={commands}
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
        />
      </main>
      {mode === 'right' && <div className={classes.panel}>{panel}</div>}
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
