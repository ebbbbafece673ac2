import { Component } from '@sitewerk/contracts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { z } from 'zod'
import { api } from '../client'
import { useComponentText } from '../../hooks/use-component-text'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

/**
 * spec §4: global components are registered on load and a refresh forces re-registration. One
 * key for the studio and the editor; it does not name the organisation, so a switch resets it.
 */
export const componentsQueryKey = ['components'] as const

/** spec §7 GET components: the platform's components and the organisation's own. */
export function getComponents() {
  return api.get('components', { schema: z.array(Component) })
}

export const getComponentsQueryOptions = () =>
  queryOptions({ queryKey: componentsQueryKey, queryFn: getComponents, staleTime: Infinity })

export function useComponents() {
  const organizationId = useStoredOrganizationId()
  return useQuery({ ...getComponentsQueryOptions(), enabled: organizationId !== null })
}

/**
 * Loads the components once on entering the site admin or the editor, and again after the
 * organisation changed (their list depends on it).
 */
export function useRegisterComponents() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  const loadedFor = useRef(organizationId)
  useEffect(() => {
    if (loadedFor.current === organizationId) return
    loadedFor.current = organizationId
    void client.resetQueries({ queryKey: componentsQueryKey })
  }, [client, organizationId])
  return useComponents()
}

/** The components with their titles and field texts in the back office's language. */
export function useLocalizedComponents() {
  const query = useComponents()
  const componentText = useComponentText()
  const data = useMemo(() => query.data?.map(componentText), [query.data, componentText])
  return { ...query, data }
}
