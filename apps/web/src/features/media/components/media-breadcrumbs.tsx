import { Anchor, Breadcrumbs, Text, UnstyledButton } from '@mantine/core'
import type { MediaCategory } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** The way from the root to the category (its `ancestors`); the current one is not a link. */
export function MediaBreadcrumbs({
  category,
  rootTitle,
  categoryHref,
  onOpenCategory,
}: {
  category: Pick<MediaCategory, 'id' | 'title' | 'ancestors'>
  rootTitle: string
  categoryHref?: (id: number) => string
  onOpenCategory: (id: number) => void
}) {
  const { t } = useTranslation()
  const title = (item: { id: number; title: string }) => (item.id === 0 ? rootTitle : item.title)
  return (
    <nav aria-label={t('media.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        {category.ancestors.map((item) =>
          categoryHref ? (
            <Anchor key={item.id} component={Link} to={categoryHref(item.id)} size="sm">
              {title(item)}
            </Anchor>
          ) : (
            <UnstyledButton
              key={item.id}
              onClick={() => onOpenCategory(item.id)}
              fz="sm"
              c="indigo.7"
              td="underline"
            >
              {title(item)}
            </UnstyledButton>
          ),
        )}
        <Text size="sm" fw={600} aria-current="page">
          {title(category)}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
