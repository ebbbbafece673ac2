import { _api } from '@iconify/react'
import { describe, expect, it } from 'vitest'
import { pointIconsAtOwnHost } from './icons'

describe('the icon API the back office uses', () => {
  it("is our own host, with spec §9's timeout 5000 ms, rotate 750 ms and max URL 500", () => {
    pointIconsAtOwnHost('https://app.example.test')
    expect(_api.listAPIProviders()).toEqual([''])
    expect(_api.getAPIConfig('')).toMatchObject({
      resources: ['https://app.example.test'],
      path: '/api/icons/',
      timeout: 5000,
      rotate: 750,
      maxURL: 500,
    })
  })
})
