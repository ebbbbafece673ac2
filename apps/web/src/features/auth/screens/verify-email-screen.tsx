import { Alert, Button, Stack } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { fieldErrorsFromApiError } from '../../../utils/form-errors'
import { getErrorMessage } from '../../../api/client'
import { useVerifyEmail } from '../api/verify-email'

/** Opened from the verification mail: /verify-email?token=… */
export function VerifyEmailScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const { mutate } = verify
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // once per token, also under StrictMode's double effects
    if (!token || sent.current === token) return
    sent.current = token
    mutate({ token })
  }, [token, mutate])

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('auth.verifyEmail.title')}</ScreenTitle>
      {!token && <FormAlert message={t('auth.verifyEmail.missingToken')} />}
      {verify.isPending && <CenteredLoader label={t('auth.verifyEmail.checking')} />}
      {verify.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {t('auth.verifyEmail.done')}
        </Alert>
      )}
      {verify.isError && (
        <FormAlert
          message={fieldErrorsFromApiError(verify.error).token ?? getErrorMessage(verify.error)}
        />
      )}
      <Button component={Link} to="/backend/user" variant={verify.isSuccess ? 'filled' : 'light'}>
        {t('auth.verifyEmail.continue')}
      </Button>
    </Stack>
  )
}
