// registry.mjs runs its probe and its reference inside the page (page.evaluate): those functions
// are typed against the DOM, and the probe keeps its timings on the page's window.
/// <reference lib="dom" />

interface Window {
  __registryTimes: { text: string; ms: number }[];
}
