import { describe, expect, it } from 'vitest'
import { nextSort, pageFrom, readUsersQuery, withParams } from './list-params'

describe('the console lists’ addresses', () => {
  it('read page, order and the search as typed, and fall back to the defaults on nonsense', () => {
    expect(
      readUsersQuery(new URLSearchParams('search=50%25_%22x%22&page=3&sort=email&direction=asc')),
    ).toEqual({ search: '50%_"x"', page: 3, sort: 'email', direction: 'asc' })
    expect(readUsersQuery(new URLSearchParams('page=-2&sort=password&direction=sideways'))).toEqual(
      { search: '', page: 1, sort: 'created_at', direction: 'desc' },
    )
    expect(['0', '1.5', 'x', '', '99999999'].map(pageFrom)).toEqual([1, 1, 1, 1, 1])
  })

  it('leave page 1, empty values and the default order out of the address', () => {
    const current = new URLSearchParams('search=anna&page=4&sort=name&direction=asc')
    expect(withParams(current, { search: 'bob', page: null }).toString()).toBe(
      'search=bob&sort=name&direction=asc',
    )
    expect(withParams(current, { search: '', page: 1 }).toString()).toBe('sort=name&direction=asc')
    expect(withParams(current, { sort: 'created_at', direction: 'desc' }).toString()).toBe(
      'search=anna&page=4',
    )
  })

  it('turn a sorted column round and start another A to Z, dates newest first', () => {
    expect(nextSort({ sort: 'name', direction: 'asc' }, 'name')).toEqual({
      sort: 'name',
      direction: 'desc',
    })
    expect(nextSort({ sort: 'name', direction: 'desc' }, 'email')).toEqual({
      sort: 'email',
      direction: 'asc',
    })
    expect(nextSort({ sort: 'email', direction: 'asc' }, 'created_at')).toEqual({
      sort: 'created_at',
      direction: 'desc',
    })
  })
})
