import { Paper, Stack, Text } from '@mantine/core'
import { SEO_DESCRIPTION_HINT, SEO_TITLE_HINT } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

/** Cuts a text where most search results do, with an ellipsis. */
const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

/** The page's address as results show it: host › path › segments. */
function breadcrumb(siteUrl: string, url: string) {
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).host : siteUrl
  return [host, ...url.split('/').filter(Boolean)].join(' › ')
}

/**
 * How the page may look in a search result (decision 036): its address, title and description,
 * cut where most results cut them. A noindex page says it will not appear at all.
 */
export function SearchPreview({
  title,
  description,
  siteUrl,
  url,
  noindex,
}: {
  title: string
  description: string
  siteUrl: string
  url: string
  noindex: boolean
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby="search-preview-label">
      <Text id="search-preview-label" size="xs" fw={700} c="dimmed" component="figcaption">
        {t('editor.search.preview')}
      </Text>
      {noindex ? (
        <Text size="sm" mt="xs">
          {t('editor.search.previewNoindex')}
        </Text>
      ) : (
        <Stack gap={2} mt="xs" data-testid="search-preview">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {breadcrumb(siteUrl, url)}
          </Text>
          {/* a result's title is a link: its colour, without being one here */}
          <Text size="lg" lh={1.3} c="blue.9">
            {cut(title, SEO_TITLE_HINT)}
          </Text>
          <Text size="sm">
            {description
              ? cut(description, SEO_DESCRIPTION_HINT)
              : t('editor.search.noDescription')}
          </Text>
        </Stack>
      )}
    </Paper>
  )
}
