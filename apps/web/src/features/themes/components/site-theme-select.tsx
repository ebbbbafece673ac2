import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useThemes } from '../../../api/queries/get-themes'

/** The theme a site wears; empty: the spec §3 default theme. */
export function SiteThemeSelect({
  value,
  onChange,
  disabled,
  error,
}: {
  value: number | null
  onChange: (themeId: number | null) => void
  disabled?: boolean
  error?: string
}) {
  const { t } = useTranslation()
  const themes = useThemes()
  return (
    <Select
      label={t('themes.siteSelect.label')}
      placeholder={t('themes.siteSelect.default')}
      data={(themes.data ?? []).map((theme) => ({ value: String(theme.id), label: theme.title }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      disabled={disabled || themes.isPending}
      error={error}
      maw={360}
    />
  )
}
