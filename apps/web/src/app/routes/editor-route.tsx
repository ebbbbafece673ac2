import { Button } from '@mantine/core'
import type { Page, PageWithArticles } from '@sitewerk/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { QueryError } from '../../components/ui/query-error'
import { getComponentsQueryOptions } from '../../api/queries/get-components'
import { getPageQueryOptions } from '../../features/editor/api/get-page'
import { getPagePreviewQueryOptions } from '../../features/editor/api/get-page-preview'
import { PagePreview } from '../../features/editor/preview/page-preview'
import { EditorScreen } from '../../features/editor/screens/editor-screen'
import { useSiteLayouts } from '../../api/queries/get-site-layouts'
import { getSitePagesQueryOptions } from '../../features/pages/api/get-site-pages'
import { useCurrentOrganization } from '../../hooks/use-current-organization'
import { useInvalidatePublishing } from '../../features/publishing/api/use-invalidate-publishing'
import { PagePublishingControls } from '../../features/publishing/components/page-publishing-controls'
import { useCurrentSite } from '../../features/sites/hooks/use-current-site'
import { NotFoundScreen } from '../../features/system/screens/not-found-screen'
import { useColorsets } from '../../features/themes/api/colorsets'
import { useThemes } from '../../api/queries/get-themes'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useUser } from '../../lib/auth'
import { useStoredOrganizationId } from '../../lib/organization-id-store'
import { loginRedirectPath } from '../guards/require-auth'

/** The page url an address names: without slashes, lower-case ('' is the home page). */
export function pageUrlOfPath(splat: string): string {
  let decoded = splat
  try {
    decoded = decodeURIComponent(splat)
  } catch {
    // an address that is not valid percent-encoding names no page; it stays as typed
  }
  return decoded.replace(/^\/+|\/+$/g, '').toLowerCase()
}

const ignoreSelection = () => {}

/** A version of the page as visitors saw it, drawn by the editor's preview (issue #15 history). */
function VersionPreview({ page }: { page: PageWithArticles }) {
  return (
    <PagePreview
      page={page}
      width="large"
      selection={{ kind: 'page' }}
      onSelect={ignoreSelection}
    />
  )
}

function PageEditor({
  pageId,
  siteTitle,
  site,
}: {
  pageId: number
  siteTitle: string
  site: { id: number; url: string; pages: readonly Page[]; description: string | null }
}) {
  const siteId = site.id
  const { t } = useTranslation()
  const page = useQuery(getPageQueryOptions(pageId))
  // `?content={id}` selects that block on opening (the media usage links; issue 13)
  const contentParam = useSearchParams()[0].get('content')
  const initialContentId = contentParam && /^\d+$/.test(contentParam) ? Number(contentParam) : null
  const layouts = useSiteLayouts(siteId)
  const themes = useThemes()
  const colorsets = useColorsets()
  const queryClient = useQueryClient()
  const organizationId = useStoredOrganizationId()
  // What the preview draws with loads with the page, not once the editor is drawn (editor bench)
  useEffect(() => {
    void queryClient.prefetchQuery(getPagePreviewQueryOptions(pageId))
    if (organizationId !== null) void queryClient.prefetchQuery(getComponentsQueryOptions())
  }, [queryClient, pageId, organizationId])
  const invalidatePublishing = useInvalidatePublishing()
  // a restored version replaces the draft: the editor starts again from it
  const [restores, setRestores] = useState(0)
  useDocumentTitle(page.data ? `${page.data.title} | ${siteTitle}` : t('editor.title'))
  if (page.error)
    return (
      <QueryError
        title={t('editor.loadFailed')}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    )
  if (!page.data) return <CenteredLoader label={t('common.loading')} />
  return (
    <EditorScreen
      key={`${page.data.id}:${restores}`}
      page={page.data}
      siteTitle={siteTitle}
      site={site}
      initialContentId={initialContentId}
      options={{
        layouts: layouts.data ?? [],
        themes: themes.data ?? [],
        colorsets: colorsets.data ?? [],
      }}
      onDraftSaved={invalidatePublishing}
      publishing={(draft) => (
        <PagePublishingControls
          siteId={siteId}
          draft={draft.page}
          componentTitle={draft.componentTitle}
          hasUnsavedChanges={draft.hasUnsavedChanges}
          Preview={VersionPreview}
          onRestored={(result) => {
            queryClient.setQueryData(getPageQueryOptions(pageId).queryKey, result.page)
            setRestores((count) => count + 1)
          }}
        />
      )}
    />
  )
}

function SiteEditor() {
  const { t } = useTranslation()
  // spec §4 organisation selection: opened directly, the editor chooses one as the layouts do
  useCurrentOrganization()
  const url = pageUrlOfPath(useParams()['*'] ?? '')
  const { site, isLoading, error, refetch } = useCurrentSite()
  const pages = useQuery({ ...getSitePagesQueryOptions(site?.id ?? 0), enabled: site !== null })
  // a cached list that lacks the page may be old (pages were just created): wait for the refetch
  const waitingForFreshPages =
    pages.isFetching && !pages.data?.some((candidate) => candidate.url === url)
  if (isLoading || (site && (pages.isPending || waitingForFreshPages) && !pages.error))
    return <CenteredLoader label={t('common.loading')} />
  if (error)
    return (
      <QueryError title={t('sites.list.loadFailed')} error={error} onRetry={() => void refetch()} />
    )
  if (!site) return <Navigate to="/puronectar/site" replace />
  if (pages.error || !pages.data)
    return (
      <QueryError
        title={t('pages.loadFailed')}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    )
  // the cms-setup check: a site without pages is set up first
  if (pages.data.length === 0) return <Navigate to="/puronectar/cms-setup" replace />
  const page = pages.data.find((p) => p.url === url)
  if (!page)
    return (
      <NotFoundScreen
        action={
          <Button
            component={Link}
            to={`/puronectar/createpage?url=${encodeURIComponent(url)}`}
            variant="light"
            mt="md"
          >
            {t('editor.createMissing', { url: `/${url}` })}
          </Button>
        }
      />
    )
  return (
    <PageEditor
      pageId={page.id}
      siteTitle={site.title}
      site={{ id: site.id, url: site.url, pages: pages.data, description: site.description }}
    />
  )
}

/**
 * spec §2 catch-all `/{url...}` on the back-office host: the visual editor for the page at that
 * address of the current site. A guest sees the 404 screen (spec §8), as for any unknown route,
 * unless the address names a site (`?siteId=`, a bookmark): then the login, and back here.
 */
export function EditorRoute() {
  const { t } = useTranslation()
  const { user, status } = useUser()
  const { pathname, search } = useLocation()
  const [params] = useSearchParams()
  if (status === 'unknown') return <CenteredLoader label={t('common.loading')} />
  // a bookmarked editor address names its site: a guest signs in and comes back (issue 13)
  if (!user && (params.has('siteId') || params.has('domain')))
    return <Navigate to={loginRedirectPath(pathname, search)} replace />
  if (!user) return <NotFoundScreen />
  if (user.organizations.length === 0) return <NotFoundScreen />
  return <SiteEditor />
}

/**
 * spec §2 `/`: to /backend/user — unless a site is named (`siteId` or `domain`, as the login
 * forwards them), then it is the editor of that site's home page (url '').
 */
export function RootRoute() {
  const [search] = useSearchParams()
  if (search.has('siteId') || search.has('domain')) return <EditorRoute />
  return <Navigate to="/backend/user" replace />
}
