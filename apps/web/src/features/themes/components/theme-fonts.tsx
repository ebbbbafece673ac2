import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Font } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../utils/form-errors'
import { FeatureLockedNotice } from '../../../components/feature-locked-notice'
import { usePermission } from '../../../hooks/use-permission'
import { FontSelect } from './font-select'
import { OwnFonts } from './own-fonts'
import { UploadFontDialog } from './upload-font-dialog'

type FontField = 'headline_font_id' | 'copy_font_id'

interface ThemeFontsProps {
  fonts: Font[]
  value: Record<FontField, number | null>
  errors: FormErrors
  onChange: (changes: Partial<Record<FontField, number | null>>) => void
}

/** The theme's headline and copy fonts, the upload of own fonts and the list of them. */
export function ThemeFonts({ fonts, value, errors, onChange }: ThemeFontsProps) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)
  const canUpload = usePermission('own_fonts')
  const select = (field: FontField) => (
    <FontSelect
      label={t(`themes.fields.${field}`)}
      fonts={fonts}
      value={value[field]}
      onChange={(id) => onChange({ [field]: id })}
      error={errors[field]}
    />
  )
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('headline_font_id')}
        {select('copy_font_id')}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('themes.fonts.hint')}
      </Text>
      <Group justify="space-between" mt="xs">
        <Text size="sm" fw={600}>
          {t('themes.fonts.own')}
        </Text>
        {canUpload && (
          <Button size="xs" variant="light" onClick={() => setUploading(true)}>
            {t('themes.fonts.upload.open')}
          </Button>
        )}
      </Group>
      {!canUpload && <FeatureLockedNotice permission="own_fonts" />}
      <OwnFonts fonts={fonts} />
      <UploadFontDialog opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  )
}
