import { unifiedMergeView } from '@codemirror/merge'
import { Annotation, Compartment, EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useRef } from 'react'
import { LANGUAGES, type CodeLanguage } from './languages'
import { baseSetup } from './setup'

/** Marks the transactions that bring an outside value in, so they are not reported back. */
const fromOutside = Annotation.define<boolean>()

export interface CodeMirrorProps {
  value: string
  onChange: (value: string) => void
  language: CodeLanguage
  /** With `showDiff`, the editor marks what changed against this text. */
  original?: string
  showDiff?: boolean
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  minHeight?: number
}

/** One CodeMirror 6 view in React: the caller owns the value; the view keeps the cursor. */
export function CodeMirror(props: CodeMirrorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const onChange = useRef(props.onChange)
  useEffect(() => {
    onChange.current = props.onChange
  })
  const compartments = useRef({ diff: new Compartment(), aria: new Compartment() })

  const diff = () =>
    props.showDiff && props.original !== undefined
      ? unifiedMergeView({
          original: props.original,
          mergeControls: false,
          // Removed text in one readable colour: highlighted on the red ground it fails contrast.
          syntaxHighlightDeletions: false,
        })
      : []
  const aria = () =>
    EditorView.contentAttributes.of({
      // Mantine dialogs close on Escape unless it comes from here: in the editor it leaves the editor.
      'data-mantine-stop-propagation': 'true',
      'aria-labelledby': props.labelledBy,
      ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
      ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
    })

  useEffect(() => {
    const { diff: diffCompartment, aria: ariaCompartment } = compartments.current
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: props.value,
        extensions: [
          baseSetup({ onEscape: () => host.current?.focus() }),
          LANGUAGES[props.language](),
          EditorView.theme({
            '.cm-content, .cm-gutter': { minHeight: `${props.minHeight ?? 160}px` },
          }),
          diffCompartment.of(diff()),
          ariaCompartment.of(aria()),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((t) => t.annotation(fromOutside)))
              onChange.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => editor.destroy()
    // The view is made once per language; value, diff and labels follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.language])

  useEffect(() => {
    const editor = view.current
    if (!editor || editor.state.doc.toString() === props.value) return
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: props.value },
      annotations: fromOutside.of(true),
    })
  }, [props.value])

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.diff.reconfigure(diff()) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.showDiff, props.original])

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.aria.reconfigure(aria()) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.labelledBy, props.describedBy, props.invalid])

  // Escape lands here (focusable, not in the tab order), so Tab goes on to the next control.
  return <div ref={host} tabIndex={-1} style={{ outline: 'none' }} />
}
