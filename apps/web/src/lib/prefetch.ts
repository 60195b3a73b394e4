/**
 * The content request `public/prefetch-content.js` started before the bundle ran, if it is for
 * this URL: handed out once, so a later refetch goes to the network.
 */
type Prefetch = { url: string; response: Promise<Response> };

declare global {
  interface Window {
    __portalPrefetch?: Prefetch;
  }
}

export function takePrefetchedResponse(url: string): Promise<Response> | undefined {
  const prefetch = globalThis.window?.__portalPrefetch;
  if (!prefetch || prefetch.url !== url) return undefined;
  delete globalThis.window.__portalPrefetch;
  return prefetch.response;
}
