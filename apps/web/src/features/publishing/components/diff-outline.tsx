import { Badge, Box, Group, Text } from '@mantine/core'
import type { Content, PageWithArticles } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { blockKey, type BlockChange } from '../utils/diff-pages'

/**
 * The colour of each mark; always beside its word, never alone. Badges are filled in shade 9,
 * where white text keeps a contrast of at least 4.5:1 (WCAG AA); edges use shade 6.
 */
export const CHANGE_COLOR: Record<BlockChange, string> = {
  added: 'teal',
  removed: 'red',
  changed: 'grape',
  moved: 'blue',
}

/** The words of a block's marks, as badges. */
export function ChangeMarks({ marks }: { marks: readonly BlockChange[] }) {
  const { t } = useTranslation()
  return marks.map((mark) => (
    <Badge key={mark} size="xs" variant="filled" color={`${CHANGE_COLOR[mark]}.9`}>
      {t(`publishing.diff.${mark}`)}
    </Badge>
  ))
}

function Row({
  label,
  marks = [],
  children,
}: {
  label: string
  marks?: readonly BlockChange[]
  children?: ReactNode
}) {
  const first = marks[0]
  return (
    <li data-marks={marks.join(' ') || undefined}>
      <Group
        gap={6}
        py={2}
        pl={6}
        wrap="nowrap"
        style={{
          borderInlineStart: `3px solid ${first ? `var(--mantine-color-${CHANGE_COLOR[first]}-6)` : 'transparent'}`,
        }}
      >
        <Text size="sm" truncate>
          {label}
        </Text>
        <ChangeMarks marks={marks} />
      </Group>
      {children}
    </li>
  )
}

const listStyle = { listStyle: 'none', margin: 0, paddingInlineStart: 16 }

/** One side of a comparison: the page's blocks as nested lists, each with its marks. */
export function DiffOutline({
  page,
  marks,
  componentTitle,
  label,
}: {
  page: PageWithArticles
  marks: ReadonlyMap<string, BlockChange[]>
  componentTitle: (componentId: number) => string
  /** The name of the list (the version's number or 'Entwurf'). */
  label: string
}) {
  const { t } = useTranslation()
  const content = (item: Content, prefix = '') => (
    <Row
      key={item.id}
      label={`${prefix}${componentTitle(item.component_id)}`}
      marks={marks.get(blockKey('content', item.id))}
    />
  )
  return (
    <Box component="ul" aria-label={label} style={{ ...listStyle, paddingInlineStart: 0 }}>
      {page.articles.map((article, a) => (
        <Row
          key={article.id}
          label={article.title || t('publishing.diff.article', { n: a + 1 })}
          marks={marks.get(blockKey('article', article.id))}
        >
          <ul style={listStyle}>
            {article.background_content &&
              content(article.background_content, t('publishing.diff.background'))}
            {article.sections.map((section, s) => (
              <Row
                key={section.id}
                label={section.title || t('publishing.diff.section', { n: s + 1 })}
                marks={marks.get(blockKey('section', section.id))}
              >
                <ul style={listStyle}>{section.contents.map((item) => content(item))}</ul>
              </Row>
            ))}
          </ul>
        </Row>
      ))}
    </Box>
  )
}
