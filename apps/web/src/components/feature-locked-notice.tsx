import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { FeatureLockedErrorBody, type PermissionIdentifier } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isApiError } from '../api/client'
import { useServices } from '../api/queries/services'

type LockedService = FeatureLockedErrorBody['services'][number]

/** The services a 403 `feature_locked` names, or null when the error is anything else. */
export function lockedServicesOf(error: unknown): LockedService[] | null {
  if (!isApiError(error) || error.status !== 403) return null
  const body = FeatureLockedErrorBody.safeParse(error.body)
  return body.success ? body.data.services : null
}

/**
 * What a locked feature needs: "Im Tarif X enthalten" with a link to each service that grants
 * it. `services` come from the server's 403; without them the catalogue is asked which active
 * services list `permission`.
 */
export function FeatureLockedNotice({
  permission,
  services,
}: {
  permission: PermissionIdentifier
  services?: LockedService[]
}) {
  const { t } = useTranslation()
  const catalogue = useServices({ enabled: !services })
  const granting =
    services ??
    (catalogue.data ?? []).filter(
      (service) =>
        service.active && service.permissions.some((grant) => grant.identifier === permission),
    )
  return (
    // a refusal just now is announced; a notice in place of an action is read in its turn
    <Alert
      color="blue"
      variant="light"
      role={services ? 'alert' : 'note'}
      title={t(`billing.locked.${permission}`)}
    >
      <Stack gap={4}>
        {granting.length === 0 && <Text size="sm">{t('billing.locked.noService')}</Text>}
        {granting.map((service) => (
          <Text size="sm" key={service.identifier}>
            {/* the theme's link blue is too light on the alert's tint (WCAG 1.4.3) */}
            <Anchor
              component={Link}
              to={`/backend/organization/services/${service.identifier}`}
              c="blue.9"
            >
              {t('billing.locked.includedIn', { title: service.title })}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}
