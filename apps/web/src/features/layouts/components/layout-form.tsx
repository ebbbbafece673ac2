import { SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { CreateLayoutBody, SECTION_MAX_WIDTHS, type Layout } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useThemes } from '../../../api/queries/get-themes'

export type LayoutFields = Omit<CreateLayoutBody, 'site_id'>

const optionalText = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '')
  return text.trim() ? text : null
}

/**
 * spec §3 Layout fields: title, theme (the pages wearing it take it instead of the site's),
 * maxWidth of its slots, style and css. Used to create a layout and to change one.
 */
export function LayoutForm({
  layout,
  siteId,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
}: {
  layout?: Layout
  siteId: number
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (fields: LayoutFields) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  const themes = useThemes()
  const [themeId, setThemeId] = useState<string | null>(
    layout?.theme_id ? String(layout.theme_id) : null,
  )
  const [maxWidth, setMaxWidth] = useState<string>(layout?.maxWidth ?? 'default')
  const form = useZodForm({
    schema: CreateLayoutBody,
    serverError,
    read: (data) => ({
      site_id: siteId,
      title: String(data.get('title') ?? ''),
      theme_id: themeId ? Number(themeId) : null,
      maxWidth,
      style: optionalText(data.get('style')),
      css: optionalText(data.get('css')),
    }),
    onValid: ({ site_id: _site, ...fields }) => onSubmit(fields),
  })
  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <TextInput
        name="title"
        label={t('layouts.fields.title')}
        required
        defaultValue={layout?.title}
        error={form.errors.title}
      />
      <Select
        label={t('layouts.fields.theme')}
        description={t('layouts.fields.themeHint')}
        placeholder={t('layouts.fields.siteTheme')}
        clearable
        value={themeId}
        onChange={setThemeId}
        data={(themes.data ?? []).map((theme) => ({ value: String(theme.id), label: theme.title }))}
        error={form.errors.theme_id}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="layout-max-width-label">
          {t('layouts.fields.maxWidth')}
        </Text>
        <SegmentedControl
          aria-labelledby="layout-max-width-label"
          value={maxWidth}
          onChange={setMaxWidth}
          data={SECTION_MAX_WIDTHS.map((value) => ({
            value,
            label: t(`layouts.maxWidth.${value}`),
          }))}
        />
      </Stack>
      <TextInput
        name="style"
        label={t('layouts.fields.style')}
        description={t('layouts.fields.styleHint')}
        defaultValue={layout?.style ?? ''}
        error={form.errors.style}
      />
      <Textarea
        name="css"
        label={t('layouts.fields.css')}
        description={t('layouts.fields.cssHint')}
        ff="monospace"
        autosize
        minRows={4}
        defaultValue={layout?.css ?? ''}
        error={form.errors.css}
        spellCheck={false}
      />
      <FormActions submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </CheckedForm>
  )
}
