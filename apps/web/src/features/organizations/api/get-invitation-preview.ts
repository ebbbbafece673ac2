import { InvitationPreview } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** GET invitations/{token}: what the link offers, signed in or not. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.get(`invitations/${token}`, { schema: InvitationPreview }),
    retry: false,
  })
}
