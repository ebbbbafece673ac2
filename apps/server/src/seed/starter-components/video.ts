import { TOKENS, field } from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * Privacy first: the page shows a poster (a media file of our own or a drawn surface) and a link
 * to the video at its provider. Nothing is requested from the provider until the visitor clicks;
 * then the script swaps the link for the player. Without JavaScript the link opens the provider.
 */
const template = `{% assign id = video_id | strip | url_encode %}
{% if provider == "vimeo" %}
{% assign provider_name = "Vimeo" %}{% assign watch = "https://vimeo.com/" | append: id %}{% assign embed = "https://player.vimeo.com/video/" | append: id | append: "?autoplay=1&dnt=1" %}
{% else %}
{% assign provider_name = "YouTube" %}{% assign watch = "https://www.youtube.com/watch?v=" | append: id %}{% assign embed = "https://www.youtube-nocookie.com/embed/" | append: id | append: "?autoplay=1&rel=0" %}
{% endif %}
<figure class="video">
  <div class="video__frame" data-sw-video>
    {% if poster != blank %}{{ poster | image: "(min-width: 1260px) 1260px, 100vw", class: "video__poster", decorative: true }}{% endif %}
    <a class="video__play" href="{{ watch }}" data-sw-video-src="{{ embed }}" data-sw-video-title="{{ title }}">
      <span class="video__button" aria-hidden="true"><svg viewBox="0 0 24 24" width="28" height="28" focusable="false"><path d="M8 5v14l11-7z" fill="currentColor"/></svg></span>
      <span class="video__label">Video abspielen<span class="video__title">: {{ title }}</span></span>
    </a>
  </div>
  <figcaption class="video__caption">{% if caption != blank %}{{ caption }} · {% endif %}Erst beim Abspielen lädt {{ provider_name }} das Video; dabei gelangen Daten an {{ provider_name }}.</figcaption>
</figure>
`

const style = `${TOKENS}

& {
  @include block-spacing;
}

.video {
  margin: 0;
}

.video__frame {
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: $radius;
  background:
    radial-gradient(circle at 25% 25%, color-mix(in srgb, #{$highlight} 55%, transparent), transparent 60%),
    radial-gradient(circle at 80% 85%, color-mix(in srgb, #{$highlight} 35%, transparent), transparent 55%),
    #1b1b1f;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
}

.video__poster {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
}

// The whole poster is the link; a scrim keeps its label readable on any picture.
.video__play {
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 1rem;
  background: linear-gradient(to top, rgb(0 0 0 / 0.7), rgb(0 0 0 / 0.25));
  color: #fff;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    outline: 4px solid #fff;
    outline-offset: -8px;
  }
  &:hover .video__button {
    transform: scale(1.08);
  }
}

.video__button {
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: $highlight;
  color: $on-highlight;
  box-shadow: 0 0.75rem 2rem -0.75rem rgb(0 0 0 / 0.6);
  transition: transform 0.2s ease;
  svg {
    margin-left: 0.2rem;
  }
}

.video__label {
  max-width: 30rem;
  font-size: 1.0625rem;
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.6);
}

.video__title {
  display: none;
  @media (min-width: $medium) {
    display: inline;
  }
}

.video__caption {
  margin-top: 0.75rem;
  color: $muted;
  font-size: 0.875rem;
  line-height: 1.5;
}

@media (prefers-reduced-motion: reduce) {
  .video__button {
    transition: none;
  }
}
`

const script = `(function () {
  document.querySelectorAll('[data-sw-video] .video__play').forEach(function (link) {
    link.addEventListener('click', function (event) {
      var src = link.getAttribute('data-sw-video-src')
      if (!src || src.indexOf('https://') !== 0) return
      event.preventDefault()
      var frame = document.createElement('iframe')
      frame.src = src
      frame.title = link.getAttribute('data-sw-video-title') || 'Video'
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
      frame.allowFullscreen = true
      var holder = link.parentNode
      holder.replaceChildren(frame)
      frame.focus()
    })
  })
})()
`

export const video: StarterComponent = {
  key: 'video',
  namespace: 'module',
  title: 'Video (lädt erst nach Klick)',
  icon: 'player-play',
  form: [
    field.select('provider', 'Anbieter', { youtube: 'YouTube', vimeo: 'Vimeo' }),
    field.text('video_id', 'Video-ID', {
      required: true,
      help: 'Die Kennung aus der Adresse: youtube.com/watch?v=ID oder vimeo.com/ID',
    }),
    field.text('title', 'Titel des Videos', {
      required: true,
      help: 'Sagt, was das Video zeigt (auch für Screenreader)',
    }),
    {
      $formkit: 'media',
      name: 'poster',
      label: 'Vorschaubild',
      help: 'Aus der Mediathek; ohne Bild erscheint eine farbige Fläche',
    },
    field.text('caption', 'Bildunterschrift'),
  ],
  template,
  style,
  script,
  data: {
    provider: 'youtube',
    video_id: 'aqz-KE-bpKQ',
    title: 'Unser Film',
    caption: '',
  },
}
