import { ActionIcon, Anchor, Box, Group, Menu } from '@mantine/core'
import type { Page } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pagePath, type PageNode } from '../../../utils/build-page-tree'

export type PageAction = 'addChild' | 'rename' | 'duplicate' | 'delete'

interface PageTreeProps {
  nodes: PageNode[]
  /** The site's address, for the link to each public page. */
  siteUrl: string
  onAction: (action: PageAction, page: Page) => void
  /** A mark beside each page (its publishing status; issue #15), composed by the app. */
  pageStatus?: (page: Page) => ReactNode
}

function PageRow({
  page,
  siteUrl,
  onAction,
  pageStatus,
}: { page: Page } & Omit<PageTreeProps, 'nodes'>) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="nowrap" py={6} px="xs" className="sw-tree-row">
      {/* on narrow screens the address goes below the title */}
      <Group gap="sm" wrap="wrap" miw={0} style={{ rowGap: 0 }}>
        <Anchor
          component={Link}
          to={`${pagePath(page.url)}?siteId=${page.site_id}`}
          fw={500}
          c="inherit"
          style={{ overflowWrap: 'anywhere' }}
          title={t('pages.editHint')}
        >
          {page.title}
        </Anchor>
        <Anchor
          href={`${siteUrl.replace(/\/$/, '')}${pagePath(page.url)}`}
          target="_blank"
          rel="noreferrer"
          size="sm"
          c="dimmed"
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('pages.viewOf', { title: page.title })}
        >
          {pagePath(page.url)}
        </Anchor>
        {pageStatus?.(page)}
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('pages.actionsOf', { title: page.title })}
          >
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onAction('addChild', page)}>{t('pages.addChild')}</Menu.Item>
          <Menu.Item onClick={() => onAction('rename', page)}>{t('pages.rename')}</Menu.Item>
          <Menu.Item onClick={() => onAction('duplicate', page)}>{t('pages.duplicate')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => onAction('delete', page)}>
            {t('pages.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}

/** The pages of a site as nested lists, each page with its actions. */
export function PageTree({ nodes, ...props }: PageTreeProps) {
  return (
    <Box component="ul" className="sw-tree">
      {nodes.map(({ page, children }) => (
        <li key={page.id}>
          <PageRow page={page} {...props} />
          {children.length > 0 && <PageTree nodes={children} {...props} />}
        </li>
      ))}
    </Box>
  )
}
