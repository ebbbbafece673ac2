import {
  DEFAULT_THEME_STYLE,
  PERMISSION_IDENTIFIERS,
  type Colorset,
  type Component,
  type Domain,
  type Form,
  type MediaFile,
  type Organization,
  type OrganizationSettings,
  type Page,
  type Service,
  type Site,
  type Theme,
  type User,
} from '@sitewerk/contracts'

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    email_verified_at: '2026-01-01 10:00:00',
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-01-01 10:00:00',
    superuser: false,
    organizations: [],
    ...overrides,
  }
}

export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 7,
    title: 'Musterfirma GmbH',
    logo_file_id: null,
    icon_file_id: null,
    stripe_customer_id: null,
    api_key: null,
    billing_address_id: null,
    backend_colorset_id: null,
    services: [],
    logo: null,
    icon: null,
    themes: [],
    backend_colorset: null,
    billing_address: null,
    role: 'owner',
    ...overrides,
  }
}

export function buildSite(overrides: Partial<Site> = {}): Site {
  const identifier = overrides.identifier ?? 'musterseite'
  return {
    id: 5,
    title: 'Musterseite',
    description: null,
    seo_image_id: null,
    variables: {},
    variables_schema: [],
    organization_id: 7,
    identifier,
    theme_id: null,
    domains: [],
    url: `http://${identifier}.sites.localhost:3200`,
    ...overrides,
  }
}

export function buildDomain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: 11,
    domain: 'www.muster.example',
    site_id: 5,
    forward_key: false,
    key: 'k3y-abc',
    organization_id: 7,
    primary: false,
    verified_at: null,
    certificate: null,
    ...overrides,
  }
}

export function buildPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 21,
    title: 'Startseite',
    url: '',
    site_id: 5,
    layout_id: null,
    order: 0,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    ...overrides,
  }
}

export function buildColorset(overrides: Partial<Colorset> = {}): Colorset {
  return {
    id: 3,
    title: 'Hausfarben',
    highlight_color: '#e6007e',
    secondary_color: '#f5a3cf',
    text_color: '#000000',
    background_color: '#ffffff',
    organization_id: 7,
    ...overrides,
  }
}

export function buildTheme(overrides: Partial<Theme> = {}): Theme {
  return {
    id: 9,
    title: 'Sommer',
    headline_font_id: null,
    copy_font_id: null,
    organization_id: 7,
    base_colorset_id: null,
    secondary_colorset_id: null,
    ...DEFAULT_THEME_STYLE,
    ...overrides,
  }
}

export function buildMediaFile(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    id: 31,
    namespace: 'media',
    filename: 'strand.jpg',
    mime_type: 'image/jpeg',
    media_category_id: 4,
    organization_id: 7,
    width: 1600,
    height: 900,
    size: 1536,
    alt: null,
    name: null,
    focus: null,
    version: '0a1b2c3d4e5f',
    url: '/media/files/31/strand.jpg',
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-01-01 10:00:00',
    ...overrides,
  }
}

export function buildComponent(overrides: Partial<Component> = {}): Component {
  return {
    id: 31,
    namespace: 'module',
    key: 'text',
    title: 'Text',
    icon: null,
    form: [{ $formkit: 'text', name: 'text', label: 'Text' }],
    translations: {},
    template: '<p>{{ text }}</p>',
    style: '',
    data: {},
    script: '',
    css: '',
    organization_id: null,
    updated_at: '2026-11-01 10:00:00',
    ...overrides,
  }
}

/** A form of site 5 without fields or entries. */
export function buildForm(overrides: Partial<Form> = {}): Form {
  return {
    id: 12,
    site_id: 5,
    title: 'Kontakt',
    schema: [],
    saveToDatabase: true,
    sendMailExtern: false,
    mailKeyExtern: null,
    subjectExtern: null,
    mailTemplateBeforeExtern: null,
    mailTemplateAfterExtern: null,
    sendMailIntern: false,
    mailsIntern: [],
    subjectIntern: null,
    mailTemplateBeforeIntern: null,
    mailTemplateAfterIntern: null,
    form_entries_count: 0,
    retention_days: null,
    webhook_url: null,
    webhook_secret: null,
    created_at: '2026-11-01 10:00:00',
    updated_at: '2026-11-01 10:00:00',
    ...overrides,
  }
}

/** Organisation 7's settings: in Germany, its dates in Europe/Berlin. */
export function buildOrganizationSettings(
  overrides: Partial<OrganizationSettings> = {},
): OrganizationSettings {
  return {
    id: 7,
    title: 'Musterfirma GmbH',
    logo_file_id: null,
    icon_file_id: null,
    api_key: 'k'.repeat(32),
    billing_address_id: null,
    location: { country: 'DE', time_zone: 'Europe/Berlin', mail_locale: 'de', currency: 'EUR' },
    ...overrides,
  }
}

/** A monthly plan of 19,00 € without subscriptions (the catalogue as a new organisation sees it). */
export function buildService(overrides: Partial<Service> = {}): Service {
  return {
    id: 1,
    identifier: 'business',
    title: 'Business',
    feature_list: ['Eigene Domains', 'Eigene Schriften'],
    service_id: null,
    price: 1900,
    price_type: 'monthly',
    trial_days: 0,
    active: true,
    permissions: [],
    subscriptions: [],
    isSubscribed: false,
    ...overrides,
  }
}

/** A subscribed plan that grants every permission the server enforces (decision 029). */
export function buildFullPlan(): Service {
  return buildService({
    permissions: PERMISSION_IDENTIFIERS.map((identifier, index) => ({ id: index + 1, identifier })),
    isSubscribed: true,
  })
}
