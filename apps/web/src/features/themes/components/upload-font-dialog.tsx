import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Font } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { FeatureLockedNotice, lockedServicesOf } from '../../../components/feature-locked-notice'
import { useUploadFont } from '../api/fonts'
import { FontFileDrop } from './font-file-drop'

interface UploadFontDialogProps {
  opened: boolean
  onClose: () => void
  onUploaded?: (font: Font) => void
}

/** Upload an own font: a family name, the regular file and, if there is one, the italic. */
export function UploadFontDialog({ opened, onClose, onUploaded }: UploadFontDialogProps) {
  const { t } = useTranslation()
  const upload = useUploadFont()
  const [family, setFamily] = useState('')
  const [source, setSource] = useState<File | null>(null)
  const [sourceItalic, setSourceItalic] = useState<File | null>(null)
  const [missing, setMissing] = useState<Record<string, string>>({})

  const serverErrors = isApiError(upload.error) ? upload.error.errors : {}
  const error = (field: string) => missing[field] ?? serverErrors[field]?.join(' ')
  const fieldNames = ['family', 'source', 'source_italic']
  // the plan changed since the screen loaded: the server's 403 names the services to book
  const locked = lockedServicesOf(upload.error)
  const otherError =
    upload.error && !locked && !fieldNames.some((field) => serverErrors[field])
      ? upload.error
      : null

  const close = () => {
    setFamily('')
    setSource(null)
    setSourceItalic(null)
    setMissing({})
    upload.reset()
    onClose()
  }

  function handleSubmit() {
    const required = t('themes.fonts.upload.required')
    const absent: Record<string, string> = {
      ...(family.trim() ? {} : { family: required }),
      ...(source ? {} : { source: required }),
    }
    setMissing(absent)
    if (!source || Object.keys(absent).length) return
    upload.mutate(
      { family: family.trim(), source, sourceItalic },
      {
        onSuccess: (font) => {
          notifications.show({
            color: 'green',
            message: t('themes.fonts.upload.done', { family: font.family }),
          })
          onUploaded?.(font)
          close()
        },
      },
    )
  }

  return (
    <Modal opened={opened} onClose={close} title={t('themes.fonts.upload.title')}>
      {/* No <form>: the dialog sits in the theme form's React tree, whose submit saves the theme. */}
      <Stack>
        <FormAlert message={otherError ? getErrorMessage(otherError) : null} />
        {locked && <FeatureLockedNotice permission="own_fonts" services={locked} />}
        <TextInput
          label={t('themes.fonts.upload.family')}
          description={t('themes.fonts.upload.familyHint')}
          value={family}
          onChange={(event) => setFamily(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            handleSubmit()
          }}
          required
          error={error('family')}
          data-autofocus
        />
        <FontFileDrop
          label={t('themes.fonts.upload.source')}
          required
          file={source}
          onChange={setSource}
          error={error('source')}
        />
        <FontFileDrop
          label={t('themes.fonts.upload.sourceItalic')}
          file={sourceItalic}
          onChange={setSourceItalic}
          error={error('source_italic')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleSubmit} loading={upload.isPending}>
            {t('themes.fonts.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
