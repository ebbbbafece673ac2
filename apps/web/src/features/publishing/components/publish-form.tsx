import { Alert, Button, Group, Stack, Textarea } from '@mantine/core'
import { PUBLISH_NOTE_MAX } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../utils/form-errors'
import { WhenFields, type When } from './when-fields'

/** The end of both publish dialogs: note, now or later, the error and the buttons. */
export function PublishForm({
  note,
  onNoteChange,
  when,
  onWhenChange,
  errors,
  formError,
  isPending,
  canSubmit = true,
  onCancel,
  onSubmit,
  children,
}: {
  note: string
  onNoteChange: (note: string) => void
  when: When
  onWhenChange: (when: When) => void
  errors: FormErrors
  formError: string | null
  isPending: boolean
  canSubmit?: boolean
  onCancel: () => void
  onSubmit: () => void
  /** What the dialog shows above the note (the pages to publish, a planned publish). */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack>
        {children}
        <Textarea
          label={t('publishing.note')}
          description={t('publishing.noteHint')}
          value={note}
          maxLength={PUBLISH_NOTE_MAX}
          autosize
          minRows={2}
          onChange={(event) => onNoteChange(event.currentTarget.value)}
          error={errors.note}
        />
        <WhenFields value={when} onChange={onWhenChange} error={errors.run_at} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {errors.page_ids && (
          <Alert color="red" role="alert">
            {errors.page_ids}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isPending} disabled={!canSubmit}>
            {when.mode === 'now' ? t('publishing.when.now') : t('publishing.when.plan')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
