import type { Translate } from '../../lib/i18n/translate.ts'
import type { Mail } from './mailer.ts'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

export interface LinkMailParts {
  t: Translate
  to: string
  /** Recipient's name for the greeting; typed by users, so escaped in the HTML part. */
  name: string
  subject: string
  intro: string
  link: string
  outro: string
}

/** The shape of every account mail: greeting, one sentence, the link, a closing line. */
export function linkMail({ t, to, name, subject, intro, link, outro }: LinkMailParts): Mail {
  const greeting = t('mail.greeting', { name })
  const signature = t('mail.signature')
  const text = [greeting, '', intro, link, '', outro, '', signature, ''].join('\n')
  const paragraphs = [greeting, intro].map((p) => `<p>${escapeHtml(p)}</p>`)
  const href = escapeHtml(link)
  const html = [
    ...paragraphs,
    `<p><a href="${href}">${href}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n')
  return { to, subject, text, html }
}
