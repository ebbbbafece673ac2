import { Button, Group, Stack, TextInput } from '@mantine/core'
import { MediaCategoryTitle } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'

/** The title of a new or renamed category, checked with the contract before it is sent. */
export function CategoryTitleForm({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string
  submitLabel: string
  onSubmit: (title: string) => Promise<unknown>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(initial)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = MediaCategoryTitle.safeParse(title.trim())
    if (!parsed.success) {
      setFieldError(t('media.category.titleInvalid'))
      return
    }
    setPending(true)
    setFieldError(null)
    setFormError(null)
    try {
      await onSubmit(parsed.data)
    } catch (error) {
      const message = isApiError(error) ? error.errors.title?.[0] : undefined
      if (message) setFieldError(message)
      else setFormError(getErrorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {formError && <FormAlert message={formError} />}
        <TextInput
          label={t('media.category.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fieldError}
          maxLength={120}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
