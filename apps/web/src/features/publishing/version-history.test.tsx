import type { PageWithArticles } from '@sitewerk/contracts'
import { article, content, page as buildTree, section } from '@sitewerk/renderer/test-builders'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockEditorSite } from '../../test/editor'
import { buildComponent, buildPage } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildPagePublishing, buildVersion } from './test/publishing-fixtures'

const text = buildComponent({ id: 31, title: 'Text' })
const cards = buildComponent({ id: 32, title: 'Karten', key: 'cards' })
const page = buildPage({ id: 22, title: 'Über uns', url: 'ueber-uns' })

/** Page 22 with one article and section holding the given contents (component, id, text). */
function tree(title: string, contents: [typeof text, number, string][]): PageWithArticles {
  return buildTree(
    [
      article(
        [
          section(
            contents.map(([component, id, value]) =>
              content(component, { text: value }, { id, section_id: 11, order: id }),
            ),
            { id: 11, article_id: 1, order: 1, title: 'Preise' },
          ),
        ],
        { id: 1, page_id: 22, order: 1, title: 'Inhalt' },
      ),
    ],
    { ...page, title },
  )
}

const draft = tree('Über uns', [
  [text, 111, 'Neu'],
  [text, 113, 'Dazu'],
])
const versionTree = tree('Über uns', [
  [text, 111, 'Alt'],
  [cards, 112, 'Karten'],
])
const versions = [
  buildVersion({
    id: 12,
    number: 2,
    current: true,
    note: 'Neue Preise',
    created_at: '2026-11-21 09:15:00',
  }),
  buildVersion({ id: 11, number: 1 }),
]

function openEditor() {
  mockEditorSite({ pages: [page], trees: [draft], components: [text, cards] })
  server.use(
    http.get('/api/page/22/publishing', () =>
      HttpResponse.json(buildPagePublishing({ published: versions[0]! })),
    ),
    http.get('/api/page/22/versions', () => HttpResponse.json(versions)),
    http.get('/api/page-versions/11', () =>
      HttpResponse.json({ ...versions[1]!, page: versionTree }),
    ),
  )
  renderApp('/ueber-uns')
}

async function openHistory() {
  await screen.findByTestId('publish-status', {}, { timeout: 15_000 })
  await userEvent.click(
    screen.getByRole('button', { name: 'Weitere Aktionen zur Veröffentlichung' }),
  )
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Versionen' }))
  return screen.findByRole('dialog', { name: 'Versionen' })
}

/** The marks of each row of a comparison's outline: 'label: marks'. */
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.marks)
    .map((item) => `${item.firstElementChild?.textContent}`)

describe('the history of a page (issue #15)', { timeout: 30_000 }, () => {
  it('lists the versions, newest first, with author, note and which one is live', async () => {
    openEditor()
    const drawer = await openHistory()
    const items = await within(drawer).findAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Version 2', 'Version 1'])
    expect(items[0]).toHaveTextContent('Live')
    expect(items[0]).toHaveTextContent('21.11.2026, 10:15 von Ada Lovelace')
    expect(items[0]).toHaveTextContent('Neue Preise')
    expect(items[1]).not.toHaveTextContent('Live')
  })

  it('compares a version with the draft: added, removed and changed blocks, named in words', async () => {
    openEditor()
    const drawer = await openHistory()
    const first = (await within(drawer).findAllByRole('listitem'))[1]!
    await userEvent.click(within(first).getByRole('button', { name: 'Mit Entwurf vergleichen' }))
    const modal = await screen.findByRole('dialog', { name: 'Version 1 mit Entwurf vergleichen' })
    const before = await within(modal).findByRole('list', { name: 'Version 1' })
    const after = within(modal).getByRole('list', { name: 'Entwurf' })
    expect(rows(before)).toEqual(['TextGeändert', 'KartenEntfernt'])
    expect(rows(after)).toEqual(['TextGeändert', 'TextHinzugefügt'])
    // the version's preview beside the outlines
    expect(within(modal).getByRole('region', { name: 'So sah Version 1 aus' })).toBeInTheDocument()
  })

  it('restores a version after a confirmation: the editor loads the draft and says what is missing', async () => {
    openEditor()
    let restored = 0
    server.use(
      http.post('/api/page-versions/11/restore', () => {
        restored++
        return HttpResponse.json({
          page: tree('Über uns (alt)', [[text, 111, 'Alt']]),
          missing: { components: [32], media_files: [], layout: true },
        })
      }),
    )
    const drawer = await openHistory()
    const first = (await within(drawer).findAllByRole('listitem'))[1]!
    await userEvent.click(within(first).getByRole('button', { name: 'Wiederherstellen' }))
    const confirm = await screen.findByRole('dialog', { name: 'Version 1 wiederherstellen?' })
    expect(restored).toBe(0)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Wiederherstellen' }))
    expect(await screen.findByRole('heading', { name: 'Über uns (alt)' })).toBeInTheDocument()
    expect(restored).toBe(1)
    await waitFor(() =>
      expect(screen.getByText('Nicht alles konnte wiederhergestellt werden')).toBeInTheDocument(),
    )
    expect(
      screen.getByText('Ein Block fehlt, weil es seine Komponente nicht mehr gibt.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Das Layout der Version gibt es nicht mehr; die Seite behält ihr aktuelles.',
      ),
    ).toBeInTheDocument()
  })
})
