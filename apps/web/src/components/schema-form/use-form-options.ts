import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api, isApiError } from '../../api/client'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

const FormListItem = z.object({ id: z.number().int(), title: z.string() })

/**
 * GET forms (spec §7): the forms a `form` field can point at. Until the server has the forms
 * module the call answers 404, which means "no forms yet", not an error.
 */
export async function getFormOptions() {
  try {
    return await api.get('forms', { schema: z.array(FormListItem) })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return []
    throw error
  }
}

export function useFormOptions() {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: ['forms', organizationId],
    queryFn: getFormOptions,
    enabled: organizationId !== null,
  })
}
