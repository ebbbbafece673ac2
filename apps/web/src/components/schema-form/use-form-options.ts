import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../api/client'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

const FormListItem = z.object({ id: z.number().int(), title: z.string() })

/** GET forms (spec §7): the organisation's forms, which a `form` field can point at. */
export function getFormOptions() {
  return api.get('forms', { schema: z.array(FormListItem) })
}

export function useFormOptions() {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: ['forms', organizationId],
    queryFn: getFormOptions,
    enabled: organizationId !== null,
  })
}
