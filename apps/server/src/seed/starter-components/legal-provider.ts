import { TOKENS, field, headingTag, headlineLevel, paragraphs } from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * The provider's details as the Impressum (§ 5 DDG) and the privacy notice name them, read from
 * the site settings at render time, so a changed address shows on every legal page at once. A
 * line the settings lack is left out; the legal pages' stage tells the owner where they come from.
 */
const template = `${headingTag('level', 'tag')}
{% if headline == blank %}{% assign subtag = "h2" %}{% elsif tag == "h2" %}{% assign subtag = "h3" %}{% else %}{% assign subtag = "h4" %}{% endif %}
{% assign contact = site.settings.contact %}
{% assign place = contact.postcode | append: " " | append: contact.city | strip %}
<div class="provider">
  {% if headline != blank %}<{{ tag }} class="provider__headline">{{ headline }}</{{ tag }}>{% endif %}
  <address class="provider__address">
    <p class="provider__line provider__name">{{ contact.name | default: site.title }}</p>
    {% if contact.representative != blank %}<p class="provider__line">Vertreten durch: {{ contact.representative }}</p>{% endif %}
    {% if contact.street != blank %}<p class="provider__line">{{ contact.street }}</p>{% endif %}
    {% if place != blank %}<p class="provider__line">{{ place }}</p>{% endif %}
    {% if contact.country != blank %}<p class="provider__line">{{ contact.country }}</p>{% endif %}
  </address>
  {% if contact.phone != blank or contact.email != blank %}
  <{{ subtag }} class="provider__subheading">Kontakt</{{ subtag }}>
  {% if contact.phone != blank %}<p class="provider__line">Telefon: <a href="tel:{{ contact.phone | remove: " " | remove: "/" | remove: "-" }}">{{ contact.phone }}</a></p>{% endif %}
  {% if contact.email != blank %}<p class="provider__line">E-Mail: <a href="mailto:{{ contact.email }}">{{ contact.email }}</a></p>{% endif %}
  {% endif %}
  {% if details != "contact" %}
  {% if contact.register != blank %}
  <{{ subtag }} class="provider__subheading">Registereintrag</{{ subtag }}>
  ${paragraphs('contact.register', 'provider__line', 'register')}
  {% endif %}
  {% if contact.vatId != blank %}
  <{{ subtag }} class="provider__subheading">Umsatzsteuer-ID</{{ subtag }}>
  <p class="provider__line">Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {{ contact.vatId }}</p>
  {% endif %}
  {% endif %}
</div>
`

const style = `${TOKENS}

.provider {
  @include block-spacing;
  max-width: 46rem;
}

.provider__headline {
  @include headline;
  margin-bottom: 1.25rem;
  font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
}

.provider__subheading {
  @include headline;
  margin: 1.75rem 0 0.5rem;
  font-size: 1.125rem;
}

.provider__address {
  font-style: normal;
}

.provider__line {
  margin: 0 0 0.25rem;
  line-height: 1.6;
  overflow-wrap: anywhere;
}

.provider__name {
  font-weight: 700;
}

a {
  color: $highlight-ink;
  text-underline-offset: 0.2em;
  &:focus-visible {
    @include focus-ring;
    border-radius: 2px;
  }
}
`

export const legalProvider: StarterComponent = {
  key: 'legal-provider',
  namespace: 'module',
  title: 'Anbieterangaben',
  icon: 'id-badge-2',
  form: [
    field.text('headline', 'Überschrift'),
    headlineLevel(),
    field.select(
      'details',
      'Angaben',
      {
        full: 'Alle (Impressum): Name, Anschrift, Kontakt, Register, USt-ID',
        contact: 'Name, Anschrift und Kontakt (Datenschutzerklärung)',
      },
      { help: 'Die Angaben kommen aus den Einstellungen der Website (Kontakt).' },
    ),
  ],
  template,
  style,
  data: { headline: 'Angaben gemäß § 5 DDG', level: 'h2', details: 'full' },
}
