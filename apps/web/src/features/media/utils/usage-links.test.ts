import { describe, expect, it } from 'vitest'
import { usageLink } from './usage-links'

describe('where a usage of a file links to (issue 13)', () => {
  it('opens the page in the editor with the block selected, the home page too', () => {
    const home = { id: 1, url: '', title: 'Start', site_id: 2 }
    expect(usageLink({ type: 'content', content_id: 9, page: home, layout: null }).to).toBe(
      '/?siteId=2&content=9',
    )
    expect(usageLink({ type: 'article_background', article_id: 4, page: home }).to).toBe(
      '/?siteId=2',
    )
  })

  it('names a site whose logo or favicon the file is and opens that site’s settings', () => {
    const site = { id: 3, title: 'Bäckerei Sonne' }
    expect(usageLink({ type: 'site_logo', site })).toEqual({
      label: { key: 'media.usage.siteLogo', values: { title: 'Bäckerei Sonne' } },
      to: '/backend/organization/sites/3',
    })
    expect(usageLink({ type: 'site_favicon', site })).toEqual({
      label: { key: 'media.usage.siteFavicon', values: { title: 'Bäckerei Sonne' } },
      to: '/backend/organization/sites/3',
    })
  })

  it('names the page of a section whose background is the file, and opens it', () => {
    const page = { id: 3, url: 'angebot', title: 'Angebot', site_id: 2 }
    expect(usageLink({ type: 'section_background', section_id: 8, page })).toEqual({
      label: {
        key: 'media.usage.sectionBackground',
        values: { title: 'Angebot', path: '/angebot' },
      },
      to: '/angebot?siteId=2',
    })
  })
})
