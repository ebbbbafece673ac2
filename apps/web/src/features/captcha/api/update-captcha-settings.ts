import { CaptchaSettings, type CaptchaSettingsBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { captchaSettingsQueryKey } from './captcha-settings'

/** PUT organization/captcha: owners only; 422 names the field. */
export function updateCaptchaSettings(body: CaptchaSettingsBody) {
  return api.put('organization/captcha', { body, schema: CaptchaSettings })
}

export function useUpdateCaptchaSettings(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateCaptchaSettings,
    onSuccess: (settings) => client.setQueryData(captchaSettingsQueryKey(organizationId), settings),
  })
}
