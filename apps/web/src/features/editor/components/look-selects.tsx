import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
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
        data={asOptions(options.colorsets)}
        {...bind.id('custom_colorset_id')}
      />
    </>
  )
}
