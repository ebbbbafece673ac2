import { describe, expect, it } from 'vitest'
import { pageOfLink, withoutDeadLinks } from './without-dead-links.ts'

const pages = new Set(['', 'ueber-uns', 'impressum'])

describe('withoutDeadLinks', () => {
  it('takes a button to a missing page away with its label, and keeps buttons to pages that exist', () => {
    expect(
      withoutDeadLinks(
        {
          headline: 'Willkommen',
          button_label: 'Kontakt aufnehmen',
          button_url: '/kontakt',
          secondary_label: 'Unsere Leistungen',
          secondary_url: '/#leistungen',
        },
        pages,
      ),
    ).toEqual({
      headline: 'Willkommen',
      button_label: '',
      button_url: '',
      secondary_label: 'Unsere Leistungen',
      secondary_url: '/#leistungen',
    })
  })

  it('drops a link of a list, and a link group left without links; a card keeps its title', () => {
    expect(
      withoutDeadLinks(
        {
          columns: [
            {
              title: 'Rechtliches',
              links: [
                { label: 'Impressum', url: '/impressum' },
                { label: 'Datenschutz', url: '/datenschutz' },
              ],
            },
            { title: 'Mehr', links: [{ label: 'Kontakt', url: '/kontakt?von=footer' }] },
          ],
          cards: [{ title: 'Beratung', url: '/beratung/' }],
        },
        pages,
      ),
    ).toEqual({
      columns: [{ title: 'Rechtliches', links: [{ label: 'Impressum', url: '/impressum' }] }],
      cards: [{ title: 'Beratung', url: '' }],
    })
  })

  it('leaves links to other hosts, mail, phone and anchors alone', () => {
    const data = {
      links: [
        { label: 'Instagram', url: 'https://instagram.com/sonne' },
        { label: 'Protokoll-relativ', url: '//example.org/kontakt' },
        { label: 'Mail', url: 'mailto:hallo@sonne.example' },
        { label: 'Anruf', url: 'tel:+4930123456' },
        { label: 'Oben', url: '#top' },
      ],
    }
    expect(withoutDeadLinks(data, pages)).toEqual(data)
  })
})

describe('pageOfLink', () => {
  it('names the page of a link on the own host, without anchor, query or trailing slash', () => {
    expect(pageOfLink('/')).toBe('')
    expect(pageOfLink('/#leistungen')).toBe('')
    expect(pageOfLink('/ueber-uns/?a=1#team')).toBe('ueber-uns')
    expect(pageOfLink('/%C3%BCber')).toBe('über')
    expect(pageOfLink('https://example.org/')).toBeNull()
    expect(pageOfLink('//example.org/')).toBeNull()
    expect(pageOfLink('/%E0%A4%A')).toBe('%E0%A4%A')
  })
})
