import {
  Form,
  FormDelivery,
  FormEntriesPage,
  FormEntryDetail,
  FormBody,
  type JobState,
} from '@sitewerk/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { saveFile } from '../../../utils/save-file'

/** Every forms query starts with this key, as the `form` field's options do (use-form-options). */
const formsKey = (organizationId: number | null) => ['forms', organizationId] as const

/** GET forms: the organisation's forms of all its sites. */
export function useForms() {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...formsKey(organizationId), 'all'],
    queryFn: () => api.get('forms', { schema: z.array(Form) }),
  })
}

const formKey = (organizationId: number | null, id: number) =>
  [...formsKey(organizationId), 'form', id] as const

export function useForm(id: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: formKey(organizationId, id),
    queryFn: () => api.get(`forms/${id}`, { schema: Form }),
  })
}

/** After a change the lists, the form, its entries and deliveries are fetched again. */
function useRefreshForms() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: formsKey(organizationId) }),
    [client, organizationId],
  )
}

export function useCreateForm() {
  return useMutation({
    mutationFn: (body: FormBody) => api.post('forms', { body, schema: Form }),
    onSuccess: useRefreshForms(),
  })
}

const BODY_KEYS = Object.keys(FormBody.shape) as (keyof FormBody & keyof Form)[]

/** PUT forms/{id} takes the whole form: the form as it is, with `changes` over it. */
export function formBody(form: Form, changes: Partial<FormBody> = {}): FormBody {
  return {
    ...(Object.fromEntries(BODY_KEYS.map((key) => [key, form[key]])) as FormBody),
    ...changes,
  }
}

export function useUpdateForm(id: number) {
  return useMutation({
    mutationFn: (body: FormBody) => api.put(`forms/${id}`, { body, schema: Form }),
    onSuccess: useRefreshForms(),
  })
}

export function useDeleteForm(id: number) {
  return useMutation({
    mutationFn: () => api.delete(`forms/${id}`),
    onSuccess: useRefreshForms(),
  })
}

/** GET forms/{id}/entries: one page, newest first, narrowed by `q`; the last page stays while the next loads. */
export function useFormEntries(id: number, { q, page }: { q: string; page: number }) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...formKey(organizationId, id), 'entries', { q, page }],
    queryFn: () =>
      api.get(`forms/${id}/entries`, {
        query: { q: q || undefined, page },
        schema: FormEntriesPage,
      }),
    placeholderData: keepPreviousData,
  })
}

/** GET forms/{id}/entries/{entryId}: the entry with its mails and webhook calls. */
/** How often an entry's detail asks again while one of its deliveries is queued or running. */
const DELIVERY_POLL_MS = 3000

export function useFormEntry(id: number, entryId: number | null) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...formKey(organizationId, id), 'entry', entryId],
    queryFn: () => api.get(`forms/${id}/entries/${entryId}`, { schema: FormEntryDetail }),
    enabled: entryId !== null,
    // Mails still on their way are watched until they are delivered or have failed.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.state === 'queued' || d.state === 'running')
        ? DELIVERY_POLL_MS
        : false,
  })
}

export function useDeleteEntry(id: number) {
  return useMutation({
    mutationFn: (entryId: number) => api.delete(`forms/${id}/entries/${entryId}`),
    onSuccess: useRefreshForms(),
  })
}

/** GET forms/{id}/deliveries?state=: the form's mails and webhook calls, newest first. */
export function useFormDeliveries(id: number, state?: JobState) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...formKey(organizationId, id), 'deliveries', state ?? 'all'],
    queryFn: () =>
      api.get(`forms/${id}/deliveries`, { query: { state }, schema: z.array(FormDelivery) }),
  })
}

/** POST forms/{id}/deliveries/{deliveryId}/retry: the delivery is queued again. */
export function useRetryDelivery(id: number) {
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post(`forms/${id}/deliveries/${deliveryId}/retry`, { schema: FormDelivery }),
    onSuccess: useRefreshForms(),
  })
}

/** GET forms/{id}/entries/csv?q=: saved as a file (a Blob does not carry the server's name). */
export async function downloadEntriesCsv(id: number, q: string, fileName: string) {
  saveFile(await api.getBlob(`forms/${id}/entries/csv`, { query: { q: q || undefined } }), fileName)
}
