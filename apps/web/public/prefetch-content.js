// Starts the locale list and the current page's CMS content requests (and the page's hero image,
// its largest paint, and the page's own JavaScript and CSS chunks) while the JavaScript bundle is
// still downloading. The SPA's API client takes the response over
// (src/lib/prefetch.ts), so nothing is fetched twice. Plain script, no module: it must run before
// the bundle and has nothing to import. Paths: src/config/paths.ts (checked by a unit test).
(function () {
  'use strict';
  var PAGES = { '': 'home', dataset: 'dataset-library', 'data-governance/process': 'data-governance-process' };
  var HERO_SIZES = '(max-width: 768px) 100vw, 50vw';
  // Per page, the JS chunks it loads after the entry: filled in by the build
  // (build-tools/route-preloads.ts). The CSS is one file, in index.html.
  var ROUTE_FILES = {};

  var meta = document.querySelector('meta[name="portal-api-url"]');
  // %VITE_API_URL% is left as is when unset: then the API is on this origin.
  var configured = (meta && meta.content) || '';
  var api = /^https?:\/\//.test(configured) ? configured.replace(/\/+$/, '') : '';
  var match = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/?(.*?)\/?$/.exec(location.pathname);
  if (!match || typeof fetch !== 'function') return;

  var prefetched = (window.__portalPrefetch = {});
  var get = function (path) {
    var url = new URL(api + path, location.origin).href;
    prefetched[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
    return prefetched[url];
  };
  // Every page under /{locale} first checks the locale against the CMS's list (app/layout).
  get('/api/i18n/locales');
  if (!Object.prototype.hasOwnProperty.call(PAGES, match[2])) return;
  var response = get('/api/' + PAGES[match[2]] + '?locale=' + encodeURIComponent(match[1]));
  // After the content request, which the hero image waits for: these only wait for the bundle.
  (ROUTE_FILES[match[2]] || []).forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    // As index.html's own modulepreloads, so that the later import() takes this response.
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });

  var media = function (path) {
    return /^https?:\/\//.test(path) ? path : api + path;
  };
  // The same URL, srcset and sizes as the hero's <img> (src/components/media-image.tsx).
  response
    .then(function (r) {
      return r.ok ? r.clone().json() : null;
    })
    .then(function (body) {
      var image = body && body.data && body.data.hero && body.data.hero.image;
      if (!image || !image.url) return;
      var widths = {};
      Object.keys(image.formats || {}).forEach(function (name) {
        var format = image.formats[name];
        if (typeof format.width === 'number' && format.width > 0) widths[format.width] = format.url;
      });
      var candidates = Object.keys(widths);
      if (candidates.length > 0 && image.width) widths[image.width] = image.url;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = media(image.url);
      link.setAttribute('fetchpriority', 'high');
      if (candidates.length > 0) {
        link.setAttribute(
          'imagesrcset',
          Object.keys(widths)
            .map(Number)
            .sort(function (a, b) {
              return a - b;
            })
            .map(function (width) {
              return media(widths[width]) + ' ' + width + 'w';
            })
            .join(', '),
        );
        link.setAttribute('imagesizes', HERO_SIZES);
      }
      document.head.appendChild(link);
    })
    .catch(function () {
      // The SPA fetches the content itself and reports any error.
    });
})();
