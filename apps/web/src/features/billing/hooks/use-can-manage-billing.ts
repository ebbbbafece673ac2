import { useCurrentOrganization } from '../../../hooks/use-current-organization'

/** Only owners subscribe, change, cancel and pay (decision 031); others see the state. */
export function useCanManageBilling(): boolean {
  return useCurrentOrganization().organization?.role === 'owner'
}
