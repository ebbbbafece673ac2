import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core'
import type { Section } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../api/client'
import { MediaInput } from '../../../components/media-input/media-input'
import type { EditorStore } from '../hooks/use-editor-store'
import { DeviceFields } from './device-fields'
import { bindItem, type EditorOptions } from './item-fields'
import { LookSelects } from './look-selects'

/**
 * Settings of a section (issue #6): title, preset, grid, max width, theme, colour set, and a
 * background photo with its focal point (issue 13).
 */
export function SectionSettings({
  store,
  section,
  options,
  errors,
}: {
  store: EditorStore
  section: Section
  options: EditorOptions
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  const bind = bindItem({ store, kind: 'section', id: section.id, item: section, errors })
  return (
    <Stack gap="sm">
      <TextInput label={t('editor.block.title')} {...bind.text('title')} />
      <TextInput label={t('editor.block.preset')} {...bind.text('preset')} />
      <TextInput
        label={t('editor.section.grid')}
        description={t('editor.section.gridHint')}
        {...bind.text('grid')}
      />
      <Input.Wrapper label={t('editor.section.maxWidth')} error={bind.error('maxWidth')}>
        <div>
          <SegmentedControl
            aria-label={t('editor.section.maxWidth')}
            value={section.maxWidth}
            onChange={(value) => bind.change({ maxWidth: value })}
            data={[
              { value: 'default', label: t('editor.section.widths.default') },
              { value: 'full', label: t('editor.section.widths.full') },
            ]}
          />
        </div>
      </Input.Wrapper>
      <LookSelects bind={bind} options={options} />
      <MediaInput
        label={t('images.section.background')}
        description={t('images.section.backgroundHint')}
        value={section.background ?? null}
        onChange={(background) => bind.change({ background })}
        error={bind.error('background')}
      />
      <DeviceFields bind={bind} item={section} />
    </Stack>
  )
}
