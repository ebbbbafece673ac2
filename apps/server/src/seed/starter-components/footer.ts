import { TOKENS, field, paragraphs } from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `{% assign contact = site.variables %}
{% assign has_contact = false %}
{% if contact.address != blank or contact.phone != blank or contact.email != blank or contact.opening_hours != blank %}{% assign has_contact = true %}{% endif %}
<footer class="footer">
  <div class="footer__inner">
    <div class="footer__about">
      <p class="footer__brand">{{ site.title }}</p>
      ${paragraphs('text', 'footer__text')}
    </div>
    {% if show_contact != false and has_contact %}
    <div class="footer__group">
      <h2 class="footer__heading">{{ contact_title | default: "Kontakt" }}</h2>
      <address class="footer__address">
        {% if contact.address != blank %}${paragraphs('contact.address', 'footer__line', 'address')}{% endif %}
        {% if contact.phone != blank %}<p class="footer__line"><span class="footer__label">Telefon</span> <a href="tel:{{ contact.phone | remove: " " | remove: "/" | remove: "-" }}">{{ contact.phone }}</a></p>{% endif %}
        {% if contact.email != blank %}<p class="footer__line"><span class="footer__label">E-Mail</span> <a href="mailto:{{ contact.email }}">{{ contact.email }}</a></p>{% endif %}
      </address>
      {% if contact.opening_hours != blank %}
      <h3 class="footer__subheading">Öffnungszeiten</h3>
      ${paragraphs('contact.opening_hours', 'footer__line', 'hours')}
      {% endif %}
    </div>
    {% endif %}
    {% for group in columns %}
    <nav class="footer__group" aria-labelledby="footer-{{ content.id }}-{{ forloop.index }}">
      <h2 class="footer__heading" id="footer-{{ content.id }}-{{ forloop.index }}">{{ group.title }}</h2>
      <ul class="footer__links" role="list">
        {% for link in group.links %}<li><a href="{{ link.url }}">{{ link.label }}</a></li>{% endfor %}
      </ul>
    </nav>
    {% endfor %}
  </div>
  {% if copyright != blank %}
  <div class="footer__bottom">
    <p class="footer__copyright">{{ copyright }}</p>
  </div>
  {% endif %}
</footer>
`

const style = `${TOKENS}
$soft: color-mix(in srgb, #{$background} 78%, #{$text});
$rule: color-mix(in srgb, #{$background} 18%, transparent);

& {
  --_ring: #{$background};
  background: $text;
  color: $background;
}

.footer {
  font-size: 0.9375rem;
}

.footer__inner {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2.5rem 1.5rem;
  max-width: $max-width;
  margin-inline: auto;
  padding: calc(#{$space} * 3.5) $gutter calc(#{$space} * 2.5);
  // On phones the link groups stand two by two; text and contact take the whole width.
  > :not(nav) {
    grid-column: 1 / -1;
  }
  @media (min-width: $medium) {
    > :not(nav) {
      grid-column: auto;
    }
  }
  @media (min-width: $large) {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1.3fr);
    gap: 3rem;
  }
}

.footer__brand {
  margin: 0 0 0.75rem;
  font-family: $font-headline;
  font-size: 1.375rem;
  font-weight: 700;
}

.footer__text {
  max-width: 34ch;
  margin: 0 0 0.75rem;
  color: $soft;
}

.footer__heading {
  margin: 0 0 1rem;
  font-family: $font-headline;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
}

.footer__subheading {
  margin: 1.25rem 0 0.5rem;
  font-size: 0.9375rem;
  font-weight: 700;
}

.footer__address {
  font-style: normal;
}

.footer__line {
  margin: 0 0 0.5rem;
  color: $soft;
  overflow-wrap: anywhere;
}

.footer__label {
  display: inline-block;
  min-width: 4.5rem;
  color: $background;
  font-weight: 600;
}

.footer__links {
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

a {
  color: $background;
  text-decoration: underline;
  text-decoration-color: color-mix(in srgb, #{$background} 40%, transparent);
  text-underline-offset: 0.25em;
  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    @include focus-ring;
    border-radius: 2px;
  }
}

.footer__links a {
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
}

.footer__bottom {
  margin-inline: max(#{$gutter}, calc((100% - #{$max-width}) / 2 + #{$gutter}));
  padding: 1.25rem 0 1.5rem;
  border-top: 1px solid $rule;
}

.footer__copyright {
  margin: 0;
  color: $soft;
  font-size: 0.875rem;
}
`

export const footer: StarterComponent = {
  key: 'footer',
  namespace: 'footer',
  title: 'Fußzeile',
  icon: 'layout-bottombar',
  form: [
    field.textarea('text', 'Kurzbeschreibung'),
    {
      $formkit: 'checkbox',
      name: 'show_contact',
      label: 'Kontakt aus den Website-Variablen zeigen',
      help: 'Adresse, Telefon, E-Mail und Öffnungszeiten (address, phone, email, opening_hours)',
    },
    field.text('contact_title', 'Überschrift Kontakt'),
    field.repeat('columns', 'Linkgruppen', [
      field.text('title', 'Überschrift', { required: true }),
      field.repeat('links', 'Links', [
        field.text('label', 'Linktext', { required: true }),
        field.url('url', 'Ziel', { required: true }),
      ]),
    ]),
    field.text('copyright', 'Copyright-Zeile', { help: 'z. B. © 2026 Muster GmbH' }),
  ],
  template,
  style,
  data: {
    text: '',
    show_contact: true,
    contact_title: 'Kontakt',
    columns: [
      {
        title: 'Navigation',
        links: [
          { label: 'Startseite', url: '/' },
          { label: 'Kontakt', url: '/kontakt' },
        ],
      },
    ],
    copyright: '© Alle Rechte vorbehalten',
  },
}
