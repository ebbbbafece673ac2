import { Paper } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { Editor } from '@tiptap/react'
import {
  RichTextToolbar,
  richTextExtensions,
  toEditorHtml,
  useRichTextLabels,
} from '../../../components/schema-form/rich-text-field'
import type { RichSession } from './inline-editing'

/** Marks the toolbar of the rich text being edited in place: focus in it does not leave the text. */
const TOOLBAR_ATTRIBUTE = 'data-sw-inline-toolbar'

/**
 * Mounts the panel's rich-text editor (same extensions, so the same markup survives typing and
 * pasting) on the element of the preview that shows the field. The editor's code runs in the back
 * office's window and edits the frame's DOM through the shared origin; nothing runs in the frame.
 */
export function mountRichText(
  session: RichSession,
  name: string,
  onEditor: (e: Editor | null) => void,
) {
  const { field, point } = session
  const el = field.el
  // ProseMirror needs its text to keep spaces; the tenant's stylesheet does not know about it
  el.style.whiteSpace = 'pre-wrap'
  const editor = new Editor({
    element: { mount: el },
    extensions: richTextExtensions(),
    content: toEditorHtml(session.value),
    injectCSS: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false
        session.leave()
        return true
      },
    },
    onUpdate: ({ editor: current }) => session.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () =>
      // focus may go to the toolbar (a link's address): leave only when it went elsewhere
      setTimeout(() => {
        // the frame's document keeps its focused element while focus is in the back office
        const frameDoc = el.ownerDocument
        if (editor.isDestroyed || (frameDoc.hasFocus() && el.contains(frameDoc.activeElement)))
          return
        if (!document.activeElement?.closest(`[${TOOLBAR_ATTRIBUTE}]`)) session.leave()
      }),
  })
  const at = editor.view.posAtCoords({ left: point.x, top: point.y })
  editor.commands.focus(at?.pos ?? 'end')
  onEditor(editor)
  return () => {
    onEditor(null)
    editor.destroy()
  }
}

/** The toolbar of the rich text being edited in the preview, over the top of the preview. */
export function InlineRichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const labels = useRichTextLabels()
  return (
    <Paper
      shadow="md"
      pos="absolute"
      top={8}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 2 }}
      {...{ [TOOLBAR_ATTRIBUTE]: '' }}
    >
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextToolbar label={label} inPlace />
      </RichTextEditor>
    </Paper>
  )
}
