import { Select } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { failsContrast } from '../../../components/contrast-check'
import { asOptions, type bindItem, type EditorOptions } from './item-fields'

/** Theme and colour set of an article or section: the organisation's, or the one around it. */
export function LookSelects({
  bind,
  options,
}: {
  bind: ReturnType<typeof bindItem>
  options: EditorOptions
}) {
  const { t } = useTranslation()
  const colorsetBinding = bind.id('custom_colorset_id')
  const failing = useMemo(
    () => new Set(options.colorsets.filter(failsContrast).map((set) => String(set.id))),
    [options.colorsets],
  )
  const colorsetChoices = useMemo(
    () =>
      options.colorsets.map((set) => ({
        value: String(set.id),
        label: failing.has(String(set.id))
          ? `${set.title} – ${t('editor.block.lowContrast')}`
          : set.title,
      })),
    [options.colorsets, failing, t],
  )
  const chosenFails = colorsetBinding.value !== null && failing.has(colorsetBinding.value)
  return (
    <>
      <Select
        label={t('editor.block.theme')}
        placeholder={t('editor.block.inherit')}
        clearable
        data={asOptions(options.themes)}
        {...bind.id('theme_id')}
      />
      <Select
        label={t('editor.block.colorset')}
        placeholder={t('editor.block.inherit')}
        clearable
        data={colorsetChoices}
        {...colorsetBinding}
        // a warning, not an error: the set may be chosen, the person knows what it costs
        description={chosenFails ? `⚠ ${t('editor.block.lowContrastWarning')}` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  )
}
