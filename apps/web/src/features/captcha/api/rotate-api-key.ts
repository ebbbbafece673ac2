import { ApiKeyResponse } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** POST organization/api-key: a new key for the current organisation; the old one stops at once. */
export function rotateApiKey() {
  return api.post('organization/api-key', { schema: ApiKeyResponse })
}

export function useRotateApiKey(onRotated: (apiKey: string) => void) {
  return useMutation({
    mutationFn: rotateApiKey,
    onSuccess: ({ api_key: apiKey }) => onRotated(apiKey),
  })
}
