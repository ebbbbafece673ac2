import {
  expect,
  expectNoAxeViolations,
  fillLogin,
  latestMailTo,
  linkIn,
  loginWithOrganization,
  test,
  verifiedPerson,
} from './fixtures'

test('An owner invites an editor by e-mail; the editor signs in from the link, joins and sees no themes or settings', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const owner = await verifiedPerson(baseURL!, 'Olga Owner')
  const title = `Redaktion ${Date.now().toString(36)}`
  const organization = (await (await owner.api.post('/api/organizations', { title })).json()) as {
    id: number
  }
  const editor = await verifiedPerson(baseURL!, 'Edda Editor')
  await loginWithOrganization(page, owner.person, organization.id)

  await page.goto('/backend/organization/team')
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(editor.person.email)
  await page.getByRole('button', { name: 'Einladen' }).click()
  await expect(
    page.getByText(`Die Einladung an ${editor.person.email} wurde verschickt.`),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: editor.person.email, exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'team')

  // the invitee opens the mailed link signed out and signs in from there
  const link = linkIn(await latestMailTo(baseURL!, editor.person.email))
  expect(link).toMatch(/\/backend\/invitations\/[^/]+$/)
  const invitee = await browser.newContext({ baseURL })
  const inviteePage = await invitee.newPage()
  await inviteePage.goto(new URL(link).pathname)
  await expect(
    inviteePage.getByText(`Olga Owner lädt Sie ein, bei ${title} mitzuarbeiten.`),
  ).toBeVisible()
  await expect(inviteePage.getByText('Redakteur/in')).toBeVisible()
  await expectNoAxeViolations(inviteePage, 'invitation signed out')
  await inviteePage.getByRole('link', { name: 'Anmelden' }).click()
  await fillLogin(inviteePage, editor.person)
  await expect(inviteePage).toHaveURL(/\/backend\/invitations\//)
  await inviteePage.getByRole('button', { name: 'Einladung annehmen' }).click()
  await expect(inviteePage).toHaveURL(/\/backend\/organization$/)

  // an editor works on sites; themes and the organisation's settings are not offered
  const nav = inviteePage.getByRole('navigation', { name: 'Organisation' })
  await expect(nav.getByText(title)).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Websites' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Themes' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Allgemein' })).toHaveCount(0)
  await expect(nav.getByText('Einstellungen')).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Zahlungen' })).toHaveCount(0)
  await expectNoAxeViolations(inviteePage, 'editor organization')
  await invitee.close()

  // the owner sees the editor in the team
  await page.reload()
  await expect(page.getByText('Keine offenen Einladungen.')).toBeVisible()
  await expect(page.getByRole('cell', { name: editor.person.email, exact: true })).toBeVisible()
})
