import { AUDIT_ACTIONS } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { allWordsOf } from '../../../test/translations'
import { actionLabelKey, describeDetails } from './audit-details'

const textOf = (locale: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale)

describe('the audit log’s actions', () => {
  // Asked for with a computed key, which the check of literal keys (locales.test.ts) cannot see.
  it('each have a name in German and English', () => {
    for (const locale of [allWordsOf('de'), allWordsOf('en')]) {
      const unnamed = AUDIT_ACTIONS.filter(
        (action) => typeof textOf(locale, actionLabelKey(action)) !== 'string',
      )
      expect(unnamed).toEqual([])
    }
  })
})

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
