(function () {
  document.querySelectorAll('[data-sw-menu]').forEach(function (header) {
    var button = header.querySelector('[data-sw-menu-button]')
    var nav = button && document.getElementById(button.getAttribute('aria-controls'))
    if (!nav) return
    header.querySelectorAll('[data-sw-menu-link], [data-sw-menu-close]').forEach(function (el) {
      el.hidden = true
    })
    button.hidden = false
    header.setAttribute('data-sw-menu-ready', '')
    function setOpen(open) {
      button.setAttribute('aria-expanded', String(open))
      nav.toggleAttribute('data-open', open)
    }
    button.addEventListener('click', function () {
      setOpen(button.getAttribute('aria-expanded') !== 'true')
    })
    header.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        setOpen(false)
        button.focus()
      }
    })
  })
})()
