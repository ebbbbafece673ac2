/** Query keys of publishing; every publish, schedule or restore refreshes all of them. */
export const publishingKeys = {
  all: ['publishing'] as const,
  page: (pageId: number) => ['publishing', 'page', pageId] as const,
  site: (siteId: number) => ['publishing', 'site', siteId] as const,
  versions: (pageId: number) => ['publishing', 'versions', pageId] as const,
  version: (versionId: number) => ['publishing', 'version', versionId] as const,
}
