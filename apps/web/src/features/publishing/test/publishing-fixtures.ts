import type {
  PagePublishing,
  PageVersionSummary,
  PublishSchedule,
  SitePublishing,
} from '@sitewerk/contracts'

/** Page 22 of site 5, as GET page/22/publishing answers it. */
export function buildPagePublishing(overrides: Partial<PagePublishing> = {}): PagePublishing {
  return {
    page_id: 22,
    status: 'published',
    draft_changed_at: null,
    published: null,
    schedule: null,
    ...overrides,
  }
}

export function buildVersion(overrides: Partial<PageVersionSummary> = {}): PageVersionSummary {
  return {
    id: 11,
    page_id: 22,
    number: 1,
    title: 'Über uns',
    url: 'ueber-uns',
    note: null,
    created_by: { id: 1, name: 'Ada Lovelace' },
    created_at: '2026-11-20 09:15:00',
    current: false,
    ...overrides,
  }
}

export function buildSchedule(overrides: Partial<PublishSchedule> = {}): PublishSchedule {
  return {
    id: 3,
    site_id: 5,
    page_id: 22,
    run_at: '2030-12-01 08:30:00',
    note: null,
    created_by: { id: 1, name: 'Ada Lovelace' },
    created_at: '2026-11-20 09:15:00',
    error: null,
    ...overrides,
  }
}

export function buildSitePublishing(overrides: Partial<SitePublishing> = {}): SitePublishing {
  return {
    site_id: 5,
    draft_changed_at: null,
    published_at: '2026-11-20 09:15:00',
    pages: [],
    schedules: [],
    ...overrides,
  }
}
