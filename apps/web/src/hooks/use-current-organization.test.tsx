import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../api/query-client'
import { USER_QUERY_KEY } from '../lib/auth'
import {
  ORGANIZATION_ID_STORAGE_KEY,
  getStoredOrganizationId,
  setStoredOrganizationId,
} from '../lib/organization-id-store'
import { buildOrganization, buildUser } from '../test/fixtures'
import { server } from '../test/server'
import {
  chooseOrganizationId,
  selectOrganization,
  useCurrentOrganization,
} from './use-current-organization'
import { usePermission } from './use-permission'

const a = { id: 1 }
const b = { id: 2 }

describe('choosing the current organisation (spec §4)', () => {
  it('keeps the stored organisation while it is still one of the user’s', () => {
    expect(chooseOrganizationId([a, b], 2)).toBe(2)
  })
  it('falls back to the user’s first organisation', () => {
    expect(chooseOrganizationId([a, b], 99)).toBe(1)
    expect(chooseOrganizationId([a, b], null)).toBe(1)
  })
  it('has none without organisations', () => {
    expect(chooseOrganizationId([], 1)).toBeNull()
  })
})

describe('selecting an organisation', () => {
  function countOrganizationCalls() {
    const calls: string[] = []
    document.cookie = 'XSRF-TOKEN=t; Path=/'
    server.use(
      http.get('/api/organization/:id', ({ params, request }) => {
        calls.push(`${String(params.id)} header=${request.headers.get('x-organization-id')}`)
        return HttpResponse.json(buildOrganization({ id: Number(params.id) }))
      }),
    )
    return calls
  }

  it('stores only the id and loads the organisation with its header', async () => {
    const calls = countOrganizationCalls()
    const client = createQueryClient()
    expect(selectOrganization(client, 7)).toBe(true)
    expect(localStorage.getItem(ORGANIZATION_ID_STORAGE_KEY)).toBe('7')
    await waitFor(() => expect(calls).toEqual(['7 header=7']))
  })

  it('does nothing when the id is the one already selected', async () => {
    setStoredOrganizationId(7)
    const calls = countOrganizationCalls()
    expect(selectOrganization(createQueryClient(), 7)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
  })

  it('stores the automatic choice before loading it, so the call carries its header', async () => {
    const calls = countOrganizationCalls()
    const client = createQueryClient()
    client.setQueryData(
      USER_QUERY_KEY,
      buildUser({ organizations: [{ id: 7, title: 'A', role: 'owner' }] }),
    )
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useCurrentOrganization(), { wrapper })
    await waitFor(() => expect(result.current.organization?.id).toBe(7))
    expect(getStoredOrganizationId()).toBe(7)
    expect(calls).toEqual(['7 header=7'])
  })

  it('ignores a stored value that is not an id', () => {
    localStorage.setItem(ORGANIZATION_ID_STORAGE_KEY, 'abc')
    expect(getStoredOrganizationId()).toBeNull()
  })
})

describe('current organisation and permissions', () => {
  function setup(stored: number | null) {
    document.cookie = 'XSRF-TOKEN=t; Path=/'
    if (stored !== null) setStoredOrganizationId(stored)
    const client = createQueryClient()
    client.setQueryData(
      USER_QUERY_KEY,
      buildUser({
        organizations: [
          { id: 7, title: 'A', role: 'owner' },
          { id: 8, title: 'B', role: 'admin' },
        ],
      }),
    )
    server.use(
      http.get('/api/organization/:id', ({ params }) =>
        HttpResponse.json(
          buildOrganization({
            id: Number(params.id),
            services: [
              {
                id: 1,
                identifier: 'cms',
                title: 'CMS',
                feature_list: [],
                service_id: null,
                price: 0,
                price_type: 'monthly',
                trial_days: 0,
                active: true,
                permissions: [{ id: 1, identifier: 'pages.edit' }],
                subscriptions: [],
                isSubscribed: true,
              },
            ],
          }),
        ),
      ),
    )
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    return renderHook(
      () => ({
        current: useCurrentOrganization(),
        canEdit: usePermission('pages.edit'),
        canPay: usePermission('payments.manage'),
      }),
      { wrapper },
    )
  }

  it('uses the stored organisation and grants what its services list', async () => {
    const { result } = setup(8)
    expect(result.current.current.organizationId).toBe(8)
    expect(result.current.canEdit).toBe(false) // nothing loaded yet: every check is false
    await waitFor(() => expect(result.current.current.organization?.id).toBe(8))
    expect(result.current.canEdit).toBe(true)
    expect(result.current.canPay).toBe(false)
  })

  it('switches when another organisation is selected', async () => {
    const { result } = setup(7)
    await waitFor(() => expect(result.current.current.organization?.id).toBe(7))
    act(() => {
      result.current.current.select(8)
    })
    await waitFor(() => expect(result.current.current.organization?.id).toBe(8))
  })
})
