import { describe, expect, it } from 'vitest'
import { CreateDomainBody, DomainName, cleanDomainInput } from './site.ts'

describe('a domain as people paste it (issue 13)', () => {
  it('is cleaned to its host name', () => {
    expect(DomainName.parse('https://www.Example.de/')).toBe('www.example.de')
    expect(DomainName.parse('  http://Shop.Example.de:8080/kontakt?x=1#top ')).toBe(
      'shop.example.de',
    )
    expect(DomainName.parse('//user@www.example.de.')).toBe('www.example.de')
    expect(CreateDomainBody.parse({ domain: 'HTTPS://BAECKEREI.DE' })).toEqual({
      domain: 'baeckerei.de',
    })
    expect(cleanDomainInput('www.example.de')).toBe('www.example.de')
  })

  it('still refuses what is no host name', () => {
    for (const bad of ['https://', 'example', 'exa mple.de', 'ftp://-bad-.de/', '']) {
      expect(DomainName.safeParse(bad).success, bad).toBe(false)
    }
  })
})
