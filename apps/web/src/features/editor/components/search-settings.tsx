import { Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { SEO_DESCRIPTION_HINT, SEO_TITLE_HINT, type PageWithArticles } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { bindItem } from './item-fields'
import { SearchPreview } from './search-preview'

/** The page's site as search results show it. */
export interface SearchSite {
  title: string
  url: string
  description: string | null
}

/** How long a text is against the length most results show; past it a warning, never a limit. */
function LengthHint({ count, hint }: { count: number; hint: number }) {
  const { t } = useTranslation()
  if (count <= hint) return <>{t('editor.search.length', { count, hint })}</>
  // orange text on white is too faint to read: the warning is bold, in the text's colour
  return (
    <Text span inherit c="var(--mantine-color-text)" fw={700}>
      <span aria-hidden="true">⚠ </span>
      {t('editor.search.tooLong', { count, hint })}
    </Text>
  )
}

/**
 * The page's search engine settings (decision 036): its title and description in results with
 * a preview and length hints, noindex, out of the sitemap, and the canonical address. Saved with
 * the draft; search engines see them once the page is published.
 */
export function SearchSettings({
  page,
  site,
  bind,
}: {
  page: PageWithArticles
  site: SearchSite
  bind: ReturnType<typeof bindItem>
}) {
  const { t } = useTranslation()
  const defaultTitle = `${page.title} | ${site.title}`
  const title = page.seo_title || defaultTitle
  const description = page.description || site.description || ''
  const noindex = page.noindex ?? false
  return (
    <Stack gap="sm" component="section" aria-labelledby="page-search-heading">
      <Title order={3} size="h6" id="page-search-heading">
        {t('editor.search.heading')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('editor.search.whenPublished')}
      </Text>
      <TextInput
        label={t('editor.search.seoTitle')}
        placeholder={defaultTitle}
        description={
          <>
            {t('editor.search.seoTitleHint', { title: defaultTitle })}{' '}
            <LengthHint count={title.length} hint={SEO_TITLE_HINT} />
          </>
        }
        {...bind.text('seo_title')}
      />
      <Textarea
        label={t('editor.page.description')}
        description={
          <LengthHint count={page.description?.length ?? 0} hint={SEO_DESCRIPTION_HINT} />
        }
        autosize
        minRows={2}
        {...bind.text('description')}
      />
      <SearchPreview
        title={title}
        description={description}
        siteUrl={site.url}
        url={page.url}
        noindex={noindex}
      />
      <Checkbox
        label={t('editor.search.noindex')}
        description={t('editor.search.noindexHint')}
        checked={noindex}
        onChange={(event) => bind.change({ noindex: event.currentTarget.checked })}
        error={bind.error('noindex')}
      />
      <Checkbox
        label={t('editor.search.excludeFromSitemap')}
        description={t(noindex ? 'editor.search.excludeImplied' : 'editor.search.excludeHint')}
        checked={noindex || (page.exclude_from_sitemap ?? false)}
        disabled={noindex}
        onChange={(event) => bind.change({ exclude_from_sitemap: event.currentTarget.checked })}
        error={bind.error('exclude_from_sitemap')}
      />
      <TextInput
        label={t('editor.search.canonical')}
        description={t('editor.search.canonicalHint')}
        placeholder={`/${page.url}`}
        autoCapitalize="none"
        spellCheck={false}
        {...bind.text('canonical_url')}
      />
    </Stack>
  )
}
