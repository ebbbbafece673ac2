import { Autocomplete, Stack, Textarea, TextInput } from '@mantine/core'
import type { Article } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../api/client'
import type { EditorStore } from '../hooks/use-editor-store'
import { DeviceFields } from './device-fields'
import { bindItem, type EditorOptions } from './item-fields'
import { LookSelects } from './look-selects'
import { MediaIdInput } from './media-id-input'

/** Height and alignment are free strings (spec §3); these are the usual ones. */
const HEIGHTS = ['full', 'auto', 'half']
const ALIGNMENTS = ['center', 'start', 'end']

/** Settings of an article (issue #6): height, alignment, background, preset, look, css, classes. */
export function ArticleSettings({
  store,
  article,
  options,
  errors,
}: {
  store: EditorStore
  article: Article
  options: EditorOptions
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  const bind = bindItem({ store, kind: 'article', id: article.id, item: article, errors })
  const free = (field: string) => {
    const { value, error } = bind.text(field)
    return { value, error, onChange: (next: string) => bind.change({ [field]: next || null }) }
  }
  return (
    <Stack gap="sm">
      <TextInput label={t('editor.block.title')} {...bind.text('title')} />
      <Autocomplete label={t('editor.article.height')} data={HEIGHTS} {...free('height')} />
      <Autocomplete
        label={t('editor.article.alignment')}
        data={ALIGNMENTS}
        {...free('alignment')}
      />
      <MediaIdInput
        label={t('editor.article.background')}
        value={article.background_file_id}
        onChange={(id) => bind.change({ background_file_id: id })}
        error={bind.error('background_file_id')}
      />
      <TextInput label={t('editor.block.preset')} {...bind.text('preset')} />
      <LookSelects bind={bind} options={options} />
      <TextInput label={t('editor.article.classes')} {...bind.text('classes')} />
      <Textarea
        label={t('editor.page.css')}
        autosize
        minRows={3}
        ff="monospace"
        {...bind.text('css')}
      />
      <DeviceFields bind={bind} item={article} />
    </Stack>
  )
}
