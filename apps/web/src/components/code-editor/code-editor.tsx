import { css } from '@codemirror/lang-css'
import { html } from '@codemirror/lang-html'
import { javascript } from '@codemirror/lang-javascript'
import { liquid } from '@codemirror/lang-liquid'
import { sass } from '@codemirror/lang-sass'
import { HighlightStyle, bracketMatching, syntaxHighlighting } from '@codemirror/language'
import { unifiedMergeView } from '@codemirror/merge'
import { Compartment, EditorState } from '@codemirror/state'
import { EditorView, drawSelection, lineNumbers } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { Group, Input, Switch } from '@mantine/core'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type CodeLanguage = 'html' | 'css' | 'scss' | 'javascript' | 'liquid'

export interface CodeEditorProps {
  value: string
  onChange: (value: string) => void
  language: CodeLanguage
  /** The saved version: a switch shows the changes against it. */
  original?: string
  label: string
  error?: string | null
}

const languages = {
  html: () => html(),
  css: () => css(),
  scss: () => sass(),
  javascript: () => javascript(),
  liquid: () => liquid(),
}

/** Colours with at least 4.5:1 against white (WCAG AA), unlike CodeMirror's default style. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword], color: '#6f2da8' },
  { tag: [tags.tagName, tags.typeName, tags.className], color: '#0b5394' },
  { tag: [tags.attributeName, tags.propertyName], color: '#8a3b00' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a31515' },
  { tag: [tags.number, tags.bool, tags.atom], color: '#1a6b4f' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: '#4f6b3a',
    fontStyle: 'italic',
  },
  { tag: [tags.variableName, tags.definition(tags.variableName)], color: '#1f3f8a' },
])

/** A CodeMirror 6 editor with highlighting and a diff against the saved version. */
export function CodeEditor({ value, onChange, language, original, label, error }: CodeEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const diff = useRef(new Compartment())
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  }, [onChange])
  const [showDiff, setShowDiff] = useState(false)

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          drawSelection(),
          bracketMatching(),
          syntaxHighlighting(highlightStyle),
          languages[language](),
          diff.current.of([]),
          EditorView.theme({ '&': { maxHeight: '420px' }, '.cm-scroller': { overflow: 'auto' } }),
          EditorView.contentAttributes.of({
            'aria-labelledby': `${id}-label`,
            'aria-describedby': `${id}-error`,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => editor.destroy()
    // the editor is made once; value changes from outside are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, id])

  useEffect(() => {
    const editor = view.current
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } })
    }
  }, [value])

  useEffect(() => {
    view.current?.dispatch({
      effects: diff.current.reconfigure(
        showDiff && original !== undefined
          ? unifiedMergeView({ original, mergeControls: false })
          : [],
      ),
    })
  }, [showDiff, original])

  return (
    <Input.Wrapper
      labelElement="div"
      label={
        <Group justify="space-between" gap="sm" w="100%">
          <span id={`${id}-label`}>{label}</span>
          {original !== undefined && (
            <Switch
              size="xs"
              label={t('codeEditor.diff')}
              checked={showDiff}
              onChange={(event) => setShowDiff(event.currentTarget.checked)}
            />
          )}
        </Group>
      }
      error={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      styles={{ label: { display: 'block' } }}
    >
      <div
        ref={host}
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-6' : 'default-border'})`,
          borderRadius: 4,
          fontSize: 13,
        }}
      />
    </Input.Wrapper>
  )
}
