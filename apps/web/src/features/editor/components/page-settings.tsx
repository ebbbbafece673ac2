import { Divider, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { normalizePageUrl, type PageWithArticles } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../api/client'
import type { EditorStore } from '../hooks/use-editor-store'
import { asOptions, bindItem, type EditorOptions } from './item-fields'
import { MediaIdInput } from './media-id-input'
import { SearchSettings, type SearchSite } from './search-settings'

/**
 * Settings of the page (issue #6): title, address, layout, share image, what search engines read
 * (decision 036), style, css.
 */
export function PageSettings({
  store,
  page,
  site,
  options,
  errors,
}: {
  store: EditorStore
  page: PageWithArticles
  site: SearchSite
  options: EditorOptions
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  const bind = bindItem({ store, kind: 'page', id: page.id, item: page, errors })
  // what the person typed; the page gets its normalized form, shown below before saving
  const [typedUrl, setTypedUrl] = useState(page.url)
  const url = normalizePageUrl(typedUrl)
  return (
    <Stack gap="sm">
      <TextInput label={t('editor.page.title')} required {...bind.text('title')} />
      <TextInput
        label={t('editor.page.url')}
        leftSection={<span aria-hidden="true">/</span>}
        value={url === page.url ? typedUrl : page.url}
        onChange={(event) => {
          setTypedUrl(event.currentTarget.value)
          bind.change({ url: normalizePageUrl(event.currentTarget.value) })
        }}
        error={bind.error('url')}
        autoCapitalize="none"
        spellCheck={false}
      />
      <Text size="xs" c="dimmed" aria-live="polite" data-testid="normalized-url">
        {t('editor.page.urlPreview', { url: `/${page.url}` })}
      </Text>
      <Select
        label={t('editor.page.layout')}
        placeholder={t('editor.page.noLayout')}
        clearable
        data={asOptions(options.layouts)}
        {...bind.id('layout_id')}
      />
      <MediaIdInput
        label={t('editor.page.shareImage')}
        value={page.seo_image_id}
        onChange={(id) => bind.change({ seo_image_id: id })}
        error={bind.error('seo_image_id')}
      />
      <Divider />
      <SearchSettings page={page} site={site} bind={bind} />
      <Divider />
      <Textarea
        label={t('editor.page.style')}
        autosize
        minRows={2}
        ff="monospace"
        {...bind.text('style')}
      />
      <Textarea
        label={t('editor.page.css')}
        autosize
        minRows={3}
        ff="monospace"
        {...bind.text('css')}
      />
    </Stack>
  )
}
