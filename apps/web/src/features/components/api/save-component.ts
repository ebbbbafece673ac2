import { Component, type CreateComponentBody, type UpdateComponentBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { componentsQueryKey } from '../../../api/queries/get-components'
import { getComponentQueryOptions } from './get-component'

/** The list and the editor see a saved component at once. */
function useStoreComponent() {
  const client = useQueryClient()
  return (component: Component) => {
    client.setQueryData(getComponentQueryOptions(component.id).queryKey, component)
    return client.invalidateQueries({ queryKey: componentsQueryKey })
  }
}

/** POST components. */
export function useCreateComponent() {
  return useMutation({
    mutationFn: (body: CreateComponentBody) => api.post('components', { body, schema: Component }),
    onSuccess: useStoreComponent(),
  })
}

/** PATCH component/{id}: the server refreshes every page that uses it. */
export function useUpdateComponent(id: number) {
  return useMutation({
    mutationFn: (body: UpdateComponentBody) =>
      api.patch(`component/${id}`, { body, schema: Component }),
    onSuccess: useStoreComponent(),
  })
}
