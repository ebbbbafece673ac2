import { ResendMailResponse } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../api/client'
import { outboxQueryKey } from './get-outbox'

/** POST superuser/outbox/{id}/resend: the mail goes out again, unchanged. */
export function resendMail(id: number) {
  return api.post(`superuser/outbox/${id}/resend`, { schema: ResendMailResponse })
}

/** Without SMTP the mail sent again is a new outbox mail: the lists load again. */
export function useResendMail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => client.invalidateQueries({ queryKey: [...outboxQueryKey, 'list'] }),
  })
}
