import { Service, type ServiceBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../api/client'
import { catalogueQueryKey } from './get-catalogue'

/** POST services (id null) or PUT services/{id}: the operator's catalogue (superusers). */
export function saveService({ id, body }: { id: number | null; body: ServiceBody }) {
  return id === null
    ? api.post('services', { body, schema: Service })
    : api.put(`services/${id}`, { body, schema: Service })
}

/** Saves and refreshes the whole catalogue and what organisations are offered. */
export function useSaveService() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveService,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogueQueryKey }),
        client.invalidateQueries({ queryKey: ['services'] }),
      ]),
  })
}
