import { describe, expect, it } from 'vitest'
import { forwardTarget } from './forward-target'

const origin = 'https://app.sitewerk.test'
const at = (search: string, state: unknown = null, referrer = '') =>
  forwardTarget({ search, state, referrer, origin })

describe('backend-organization-settings ?forward=true', () => {
  it('returns to the `from` state of the opening link first', () => {
    expect(at('?forward=true', { from: '/backend/organization/sites/4?tab=x' })).toBe(
      '/backend/organization/sites/4?tab=x',
    )
  })

  it('else to the referrer when it is a page of this app', () => {
    expect(at('?forward=true', null, `${origin}/puronectar/site?siteId=3`)).toBe(
      '/puronectar/site?siteId=3',
    )
  })

  it('stays without forward=true, for other sites and for the settings themselves', () => {
    expect(at('', { from: '/backend/organization' })).toBeNull()
    expect(at('?forward=false', { from: '/backend/organization' })).toBeNull()
    expect(at('?forward=true', { from: '//evil.example/x' })).toBeNull()
    expect(at('?forward=true', null, 'https://evil.example/backend')).toBeNull()
    expect(at('?forward=true', null, `${origin}/backend/organization/settings/location`)).toBeNull()
    expect(at('?forward=true')).toBeNull()
  })
})
