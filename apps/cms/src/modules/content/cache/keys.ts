/**
 * Route + normalized query: the parameters sorted by name (the order of repeated names is
 * kept: it is meaningful for arrays), percent-encoding normalized. Every parameter counts, so a
 * route gaining new parameters (search, sort, pages) keeps distinct entries.
 */
function cacheKey(path: string, querystring: string): string {
  if (!querystring) return path;
  const params = [...new URLSearchParams(querystring)];
  params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

const KEYS_MEMO_MAX = 1000;
const keysMemo = new Map<string, string>();

/**
 * cacheKey of a request's raw target (`/api/home?locale=en`), memoized: a hit then does no
 * parsing for the URLs clients repeat. Koa's middleware and the server's first listener both key
 * by this, so they find the same entries.
 */
export function cacheKeyOfUrl(url: string): string {
  let key = keysMemo.get(url);
  if (key === undefined) {
    const question = url.indexOf('?');
    key = question === -1 ? url : cacheKey(url.slice(0, question), url.slice(question + 1));
    if (keysMemo.size >= KEYS_MEMO_MAX) keysMemo.clear();
    keysMemo.set(url, key);
  }
  return key;
}
