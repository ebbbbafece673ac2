import { useMemo } from 'react'

/**
 * Put before the mail's own markup: nothing loads from anywhere (a tracking pixel, a remote
 * font), and a link opens nothing (no popups in the sandbox) instead of the frame going to it.
 */
const LOCKED_HEAD =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; ' +
  "style-src 'unsafe-inline'; img-src data:\">" +
  '<base target="_blank">'

/**
 * A mail's HTML as a mail program shows it, in a frame where nothing runs: `sandbox=""` (no
 * scripts, an opaque origin without cookies, no forms or popups) and a policy of its own.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const srcDoc = useMemo(() => `<!doctype html>${LOCKED_HEAD}${html}`, [html])
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      style={{
        width: '100%',
        height: 480,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        background: '#fff',
      }}
    />
  )
}
