import { CaptchaSettings } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

export const captchaSettingsQueryKey = (organizationId: number) =>
  ['organization', organizationId, 'captcha'] as const

/** GET organization/captcha: the current organisation's captcha (X-Organization-Id). */
export function getCaptchaSettings() {
  return api.get('organization/captcha', { schema: CaptchaSettings })
}

export function useCaptchaSettings(organizationId: number) {
  return useQuery({
    queryKey: captchaSettingsQueryKey(organizationId),
    queryFn: getCaptchaSettings,
  })
}
