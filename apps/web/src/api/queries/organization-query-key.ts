/**
 * The organisation's query key, apart from its fetcher: the chrome reads the cached organisation
 * at start, before any contract is loaded (issue #18).
 */
export const organizationQueryKey = (id: number) => ['organization', id] as const
