import { Input } from '@mantine/core'
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap'
import { isPlainText, plainTextToHtml } from '@sitewerk/contracts'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { asText, wrapperProps, type FieldProps } from './field-props'

/** What the editor shows for a stored value: text saved before it existed becomes paragraphs. */
export const toEditorHtml = (value: string) => (isPlainText(value) ? plainTextToHtml(value) : value)

/**
 * What rich text may hold, in the panel and typed into the preview alike: StarterKit with links,
 * headings h2–h4 only (the page title is the h1). Pasted markup outside it is dropped.
 */
export const richTextExtensions = () => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    horizontalRule: false,
    trailingNode: false, // no empty paragraph stored after a closing heading or list
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
]

export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation()
  const l = (key: string) => t(`schemaForm.richText.${key}`)
  return {
    boldControlLabel: l('bold'),
    italicControlLabel: l('italic'),
    underlineControlLabel: l('underline'),
    strikeControlLabel: l('strike'),
    clearFormattingControlLabel: l('clearFormatting'),
    h2ControlLabel: l('h2'),
    h3ControlLabel: l('h3'),
    h4ControlLabel: l('h4'),
    bulletListControlLabel: l('bulletList'),
    orderedListControlLabel: l('orderedList'),
    blockquoteControlLabel: l('blockquote'),
    linkControlLabel: l('link'),
    unlinkControlLabel: l('unlink'),
    undoControlLabel: l('undo'),
    redoControlLabel: l('redo'),
    linkEditorInputLabel: l('linkInput'),
    linkEditorInputPlaceholder: l('linkPlaceholder'),
    linkEditorExternalLink: l('linkExternal'),
    linkEditorInternalLink: l('linkInternal'),
    linkEditorSave: l('linkSave'),
  }
}

/**
 * wysiwyg: Tiptap (StarterKit with links) in Mantine's toolbar; the value is HTML, '' when empty.
 * Headings h2–h4 only: the page title is the h1. The server sanitises what is saved (decision 011).
 */
export function RichTextField(props: FieldProps) {
  const { value, onChange } = props
  const common = wrapperProps(props)
  const id = useId()
  const labels = useRichTextLabels()
  const text = asText(value)
  const emitted = useRef(text)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const describedBy =
    [common.description && `${id}-description`, common.error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined

  const attributes: Record<string, string> = {
    'aria-labelledby': `${id}-label`,
    'aria-multiline': 'true',
    role: 'textbox',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(common.error ? { 'aria-invalid': 'true' } : {}),
  }

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: toEditorHtml(text),
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? '' : current.getHTML()
      onChangeRef.current(emitted.current)
    },
  })

  // An error that comes or goes after the editor was made reaches its attributes.
  const isInvalid = Boolean(common.error)
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, describedBy, isInvalid])

  // A value from outside (a reset, another editor) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || text === emitted.current) return
    emitted.current = text
    editor.commands.setContent(toEditorHtml(text), { emitUpdate: false })
  }, [editor, text])

  return (
    <Input.Wrapper
      {...common}
      labelElement="div"
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextToolbar label={common.label} />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  )
}

/**
 * The rich-text toolbar inside a `RichTextEditor`: the panel's field and the editor typed into the
 * preview show the same one. `inPlace`: the link popover stays inside the toolbar's element, so
 * focus moving into it does not count as leaving the text.
 */
export function RichTextToolbar({
  label,
  inPlace = false,
}: {
  label: ReactNode
  inPlace?: boolean
}) {
  const { t } = useTranslation()
  return (
    <RichTextEditor.Toolbar role="toolbar" aria-label={t('schemaForm.richText.toolbar', { label })}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link popoverProps={inPlace ? { withinPortal: false } : undefined} />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  )
}
