(function () {
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
