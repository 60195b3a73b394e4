/** Responses `public/prefetch-content.js` started before the bundle ran, by absolute URL. */
type Prefetched = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __portalPrefetch?: Prefetched;
  }
}

/** The prefetched response for this URL, handed out once: a later refetch goes to the network. */
export function takePrefetchedResponse(url: string): Promise<Response> | undefined {
  const prefetched = globalThis.window?.__portalPrefetch;
  const response = prefetched?.[url];
  if (prefetched && response) delete prefetched[url];
  return response;
}
