import { describe, expect, it } from 'vitest'
import { describeDetails } from './audit-details'

describe('an audit entry’s details', () => {
  it('show changes as from → to, values as they are and the rest as JSON', () => {
    expect(
      describeDetails({
        superuser: { from: false, to: true },
        disabled: { from: false, to: true },
        sessions_ended: 2,
        email: 'anna@example.test',
        previous_reason: null,
        organizations: [{ id: 3 }],
      }),
    ).toEqual([
      'superuser: false → true',
      'disabled: false → true',
      'sessions_ended: 2',
      'email: anna@example.test',
      'previous_reason: –',
      'organizations: [{"id":3}]',
    ])
  })
})
