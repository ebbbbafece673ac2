import {
  apiClient,
  expect,
  expectNoAxeViolations,
  fillLogin,
  shot,
  SUPERUSER,
  test,
  verifiedPerson,
} from './fixtures'

test('An operator finds a user by e-mail, looks at the back office as that user, confirms one change, and leaves', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Erika Testfall')
  const suffix = Date.now().toString(36)
  const organization = (await (
    await api.post('/api/organizations', { title: `Bäckerei Blick ${suffix}` })
  ).json()) as { id: number; title: string }
  const { id: personId } = (await (await api.get('/api/user')).json()) as { id: number }
  const ownSessions = async () => {
    const admin = await apiClient(baseURL!)
    await admin.login(SUPERUSER)
    const detail = (await (await admin.get(`/api/superuser/users/${personId}`)).json()) as {
      sessions: unknown[]
    }
    await admin.context.dispose()
    return detail.sessions
  }
  const sessionsBefore = await ownSessions()

  // the operator signs in and finds Erika by her e-mail address
  await page.goto('/login')
  await fillLogin(page, SUPERUSER)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto('/puronectar/testUser')
  await expect(page.getByRole('heading', { name: 'Als Benutzer ansehen', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Name oder E-Mail-Adresse' }).fill(person.email)
  const view = page.getByRole('button', { name: 'Backoffice als Erika Testfall ansehen' })
  await expect(view).toBeVisible()
  await expectNoAxeViolations(page, 'test user search')
  await shot(page, 'test-user-search')

  // … and sees the back office as she does, with a banner that stays put
  await view.click()
  await expect(page).toHaveURL(/\/backend\/user$/)
  const banner = page.getByRole('region', { name: 'Ansicht als andere Person' })
  await expect(banner).toContainText(
    `Sie sehen das Backoffice als Erika Testfall (${person.email}). Nur lesen – jede Änderung fragt nach.`,
  )
  await expect(page.getByRole('button', { name: 'Benutzermenü von Erika Testfall' })).toBeVisible()
  await expectNoAxeViolations(page, 'back office as Erika')
  await shot(page, 'test-user-banner')
  await page.getByRole('button', { name: new RegExp(`^${organization.title}`) }).click()
  await expect(page).toHaveURL(/\/backend\/organization$/)
  await page.mouse.wheel(0, 2000)
  await expect(banner).toBeInViewport()

  // a change asks first: cancelled, nothing is saved
  await page.getByRole('link', { name: 'Allgemein' }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/settings$/)
  // the settings' own field: the overview left behind has one of the same name and value, shown
  // until the settings screen is drawn (seconds on a loaded machine, slow-machine.spec.ts)
  const title = page
    .getByRole('tabpanel', { name: 'Allgemein' })
    .getByRole('textbox', { name: 'Name der Organisation' })
  await expect(title).toHaveValue(organization.title)
  await title.fill(`Bäckerei Sonne ${suffix}`)
  await page.getByRole('button', { name: 'Speichern', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Als Erika Testfall speichern?' })
  await expect(dialog).toContainText(`"title": "Bäckerei Sonne ${suffix}"`)
  await expectNoAxeViolations(page, 'confirmation')
  await shot(page, 'test-user-confirm')
  await dialog.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(
    page.getByText('Nichts gespeichert: Sie haben die Änderung abgebrochen.'),
  ).toBeVisible()
  await expect(dialog).toBeHidden()

  // … confirmed, it is saved in Erika's organisation
  await page.getByRole('button', { name: 'Speichern', exact: true }).click()
  await dialog.getByRole('button', { name: 'Ja, als Erika Testfall speichern' }).click()
  await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible()

  // one click ends it: the operator is back, as themselves
  await banner.getByRole('button', { name: 'Beenden' }).click()
  await expect(page).toHaveURL(/\/puronectar\/testUser$/)
  await expect(page.getByRole('heading', { name: 'Als Benutzer ansehen', level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()

  // Erika's sessions show nothing of the visit, her organisation has its new name, and the audit
  // log has all of it
  expect(await ownSessions()).toEqual(sessionsBefore)
  const mine = (await (await api.get('/api/user')).json()) as { organizations: { title: string }[] }
  expect(mine.organizations.map((o) => o.title)).toEqual([`Bäckerei Sonne ${suffix}`])
  const admin = await apiClient(baseURL!)
  await admin.login(SUPERUSER)
  const audit = (await (
    await admin.get(`/api/superuser/audit?target_type=user&target_id=${personId}`)
  ).json()) as { data: { action: string; on_behalf_of_id: number; details: object }[] }
  expect(audit.data.map((entry) => entry.action)).toEqual([
    'test_user.end',
    'test_user.write',
    'test_user.start',
  ])
  expect(audit.data[1]).toMatchObject({
    on_behalf_of_id: personId,
    details: { method: 'PATCH', route: '/api/organization/settings', status: 200 },
  })
  await admin.context.dispose()
})
