import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import {
  HighlightStyle,
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { Prec, type Extension } from '@codemirror/state'
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view'

/** CodeMirror's default colours, with the three that miss WCAG AA on a changed line darkened. */
const DARKER: Record<string, string> = { '#085': '#006b45', '#e40': '#b32d00', '#f00': '#c00' }
const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && DARKER[spec.color]
      ? { ...spec, color: DARKER[spec.color] }
      : spec,
  ),
)

const theme = EditorView.theme({
  '&': {
    fontSize: 'var(--mantine-font-size-sm)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-body)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '1px',
  },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.5' },
  '.cm-gutters': { backgroundColor: 'var(--mantine-color-gray-0)', borderRight: 'none' },
  '.cm-deletedChunk, .cm-deletedChunk del': { color: 'var(--mantine-color-red-9)' },
})

/**
 * What every code editor has: line numbers, highlighting, history, bracket help, completion and
 * Tab to indent. Tab stays in the editor, so Escape (after completion has had its turn) leaves
 * it: `onEscape` moves the focus out, and the key goes no further (an open dialog stays open).
 */
export function baseSetup({ onEscape }: { onEscape: (view: EditorView) => void }): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    indentOnInput(),
    syntaxHighlighting(highlightStyle),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    highlightActiveLine(),
    EditorView.lineWrapping,
    theme,
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      ...completionKeymap,
      indentWithTab,
    ]),
    Prec.lowest(
      keymap.of([
        {
          key: 'Escape',
          run: (view) => {
            onEscape(view)
            return true
          },
          stopPropagation: true,
        },
      ]),
    ),
  ]
}
