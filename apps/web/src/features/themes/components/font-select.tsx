import { Select } from '@mantine/core'
import type { Font } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

interface FontSelectProps {
  label: string
  fonts: Font[]
  value: number | null
  onChange: (id: number | null) => void
  error?: string | undefined
}

/** A theme's headline or copy font: the library and the organisation's own fonts, grouped. */
export function FontSelect({ label, fonts, value, onChange, error }: FontSelectProps) {
  const { t } = useTranslation()
  const items = (availability: Font['availability']) =>
    fonts
      .filter((font) => font.availability === availability)
      .map((font) => ({ value: String(font.id), label: font.family }))
  const own = items('organization')
  return (
    <Select
      label={label}
      data={[
        { group: t('themes.fonts.library'), items: items('library') },
        ...(own.length ? [{ group: t('themes.fonts.own'), items: own }] : []),
      ]}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      placeholder={t('themes.fonts.none')}
      searchable
      clearable
      nothingFoundMessage={t('themes.fonts.nothingFound')}
      error={error}
    />
  )
}
