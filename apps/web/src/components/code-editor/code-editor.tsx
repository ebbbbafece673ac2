import { ActionIcon, Group, Input, Modal, Switch, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeMirror } from './code-mirror'
import type { CodeLanguage } from './languages'

export type { CodeLanguage } from './languages'

export interface CodeEditorProps {
  value: string
  onChange: (value: string) => void
  language: CodeLanguage
  label: string
  /** The text as it was when the form opened: shows a toggle that marks the changes against it. */
  original?: string
  error?: string
  description?: string
  required?: boolean
  /** Height of the inline editor in pixels (the dialog is large). */
  minHeight?: number
}

/**
 * A code field (CodeMirror 6): line numbers, highlighting, history, Tab indents, Escape leaves
 * the editor. With `original`, a diff toggle; a button opens the same text in a large dialog.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  original,
  error,
  description,
  required,
  minHeight,
}: CodeEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const [showDiff, setShowDiff] = useState(false)
  const [isDialogOpen, dialog] = useDisclosure(false)
  const describedBy =
    [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined
  const editor = (labelledBy: string, height?: number) => (
    <CodeMirror
      value={value}
      onChange={onChange}
      language={language}
      original={original}
      showDiff={showDiff}
      labelledBy={labelledBy}
      describedBy={describedBy}
      invalid={Boolean(error)}
      minHeight={height}
    />
  )
  const diffToggle = original !== undefined && (
    <Switch
      size="xs"
      label={t('codeEditor.showChanges')}
      checked={showDiff}
      onChange={(event) => setShowDiff(event.currentTarget.checked)}
    />
  )

  return (
    <>
      <Input.Wrapper
        label={label}
        description={description}
        error={error}
        required={required}
        labelElement="div"
        labelProps={{ id: `${id}-label` }}
        descriptionProps={{ id: `${id}-description` }}
        errorProps={{ id: `${id}-error` }}
      >
        <Group justify="flex-end" gap="sm" my={4}>
          {diffToggle}
          <Tooltip label={t('codeEditor.openDialog', { label })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('codeEditor.openDialog', { label })}
              onClick={dialog.open}
            >
              <span aria-hidden="true">⤢</span>
            </ActionIcon>
          </Tooltip>
        </Group>
        {!isDialogOpen && editor(`${id}-label`, minHeight)}
      </Input.Wrapper>
      <Modal
        opened={isDialogOpen}
        onClose={dialog.close}
        size="90%"
        title={<span id={`${id}-dialog-title`}>{label}</span>}
      >
        <Group justify="flex-end" mb="xs">
          {diffToggle}
        </Group>
        {isDialogOpen && editor(`${id}-dialog-title`, 480)}
      </Modal>
    </>
  )
}
