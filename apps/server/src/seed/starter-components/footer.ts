import { TOKENS, field, paragraphs } from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `{% assign contact = site.settings.contact %}
{% assign legacy = site.variables %}
{% assign en = false %}{% if site.settings.language == "en" %}{% assign en = true %}{% endif %}
{% assign phone = contact.phone | default: legacy.phone %}
{% assign email = contact.email | default: legacy.email %}
{% assign has_address = false %}
{% if contact.street != blank or contact.postcode != blank or contact.city != blank %}{% assign has_address = true %}{% endif %}
{% assign has_hours = false %}
{% if site.opening_hours.size > 0 or legacy.opening_hours != blank %}{% assign has_hours = true %}{% endif %}
{% assign has_contact = false %}
{% if has_address or legacy.address != blank or phone != blank or email != blank or has_hours %}{% assign has_contact = true %}{% endif %}
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
        {% if has_address %}<p class="footer__line">{% if contact.street != blank %}{{ contact.street }}<br>{% endif %}{{ contact.postcode }} {{ contact.city }}{% if contact.country != blank %}<br>{{ contact.country }}{% endif %}</p>
        {% elsif legacy.address != blank %}${paragraphs('legacy.address', 'footer__line', 'address')}{% endif %}
        {% if phone != blank %}<p class="footer__line"><span class="footer__label">{% if en %}Phone{% else %}Telefon{% endif %}</span> <a href="tel:{{ phone | remove: " " | remove: "/" | remove: "-" }}">{{ phone }}</a></p>{% endif %}
        {% if email != blank %}<p class="footer__line"><span class="footer__label">E-Mail</span> <a href="mailto:{{ email }}">{{ email }}</a></p>{% endif %}
      </address>
      {% if has_hours %}
      <h3 class="footer__subheading">{% if en %}Opening hours{% else %}Öffnungszeiten{% endif %}</h3>
      {% if site.opening_hours.size > 0 %}
      <dl class="footer__hours">
        {% for line in site.opening_hours %}<div class="footer__hours-row"><dt>{{ line.days }}</dt><dd>{{ line.hours }}</dd></div>{% endfor %}
      </dl>
      {% if site.settings.openingHoursNote != blank %}<p class="footer__line">{{ site.settings.openingHoursNote }}</p>{% endif %}
      {% else %}${paragraphs('legacy.opening_hours', 'footer__line', 'hours')}{% endif %}
      {% endif %}
    </div>
    {% endif %}
    {% if site.social_links.size > 0 %}
    <nav class="footer__group" aria-labelledby="footer-{{ content.id }}-social">
      <h2 class="footer__heading" id="footer-{{ content.id }}-social">{% if en %}Follow us{% else %}Folgen Sie uns{% endif %}</h2>
      <ul class="footer__links" role="list">
        {% for link in site.social_links %}<li><a href="{{ link.url }}" rel="me noopener">{{ link.label }}</a></li>{% endfor %}
      </ul>
    </nav>
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
  // The theme colours headings for light grounds; the footer's ground is its text colour.
  color: $background;
  font-family: $font-headline;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
}

.footer__subheading {
  margin: 1.25rem 0 0.5rem;
  color: $background;
  font-size: 0.9375rem;
  font-weight: 700;
}

.footer__hours {
  display: grid;
  gap: 0.25rem;
  margin: 0 0 0.5rem;
  color: $soft;
}

.footer__hours-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  dt {
    min-width: 4.5rem;
    color: $background;
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
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
      label: 'Kontakt aus den Website-Einstellungen zeigen',
      help: 'Adresse, Telefon, E-Mail, Öffnungszeiten und soziale Netzwerke der Website',
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
