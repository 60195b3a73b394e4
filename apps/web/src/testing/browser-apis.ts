/**
 * Stand-ins for browser APIs jsdom lacks, installed for every test by setup-tests.ts:
 * `matchMedia` evaluating width and reduced-motion queries against a settable viewport,
 * inert ResizeObserver / IntersectionObserver (embla-carousel needs them), and the pointer-capture
 * and scrollIntoView methods Radix menus and sonner's toasts call on elements, and a silent
 * `window.scrollTo`.
 */

const DEFAULT_WIDTH = 1280;

const viewport = { width: DEFAULT_WIDTH, reducedMotion: false };
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  return query
    .split(',')
    .map((part) => part.trim())
    .some((part) => {
      if (part === '' || part === 'not all') return false;
      const conditions = part.split(/\s+and\s+/);
      return conditions.every((condition) => {
        const match = /\(\s*(max-width|min-width|prefers-reduced-motion)\s*:\s*([^)]+)\)/.exec(condition);
        if (!match) return condition.trim() === 'all' || condition.trim() === 'screen';
        const [, feature, rawValue = ''] = match;
        const value = rawValue.trim();
        if (feature === 'prefers-reduced-motion') return (value === 'reduce') === viewport.reducedMotion;
        const px = parseFloat(value) * (value.endsWith('rem') || value.endsWith('em') ? 16 : 1);
        return feature === 'max-width' ? viewport.width <= px : viewport.width >= px;
      });
    });
}

type Listener = (event: MediaQueryListEvent) => void;

class FakeMediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: Listener | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(media: string) {
    this.media = media;
    this.matches = evaluate(media);
    lists.add(this);
  }

  addEventListener(_type: 'change', listener: Listener) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: Listener) {
    this.listeners.delete(listener);
  }

  /** Deprecated API some libraries still call. */
  addListener(listener: Listener) {
    this.listeners.add(listener);
  }

  removeListener(listener: Listener) {
    this.listeners.delete(listener);
  }

  dispatchEvent() {
    return true;
  }

  refresh() {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = { matches, media: this.media } as MediaQueryListEvent;
    this.onchange?.(event);
    this.listeners.forEach((listener) => listener(event));
  }
}

function refreshAll() {
  lists.forEach((list) => list.refresh());
}

/** Sets the viewport width media queries see (and `window.innerWidth`); notifies listeners. */
export function setViewportWidth(width: number): void {
  viewport.width = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  refreshAll();
}

export function setReducedMotion(reduce: boolean): void {
  viewport.reducedMotion = reduce;
  refreshAll();
}

/** Back to 1280 px, motion allowed (run after each test). */
export function resetBrowserApis(): void {
  viewport.width = DEFAULT_WIDTH;
  viewport.reducedMotion = false;
  lists.clear();
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Pointer capture without a real pointer: remembered per element, so `hasPointerCapture` answers. */
function installPointerCapture(): void {
  const captured = new WeakMap<Element, Set<number>>();
  const proto = Element.prototype;
  if (!('setPointerCapture' in proto))
    Object.assign(proto, {
      setPointerCapture(this: Element, pointerId: number) {
        const ids = captured.get(this) ?? new Set<number>();
        ids.add(pointerId);
        captured.set(this, ids);
      },
      releasePointerCapture(this: Element, pointerId: number) {
        captured.get(this)?.delete(pointerId);
      },
      hasPointerCapture(this: Element, pointerId: number) {
        return captured.get(this)?.has(pointerId) ?? false;
      },
    });
  if (!('scrollIntoView' in proto)) Object.assign(proto, { scrollIntoView() {} });
}

export function installBrowserApis(): void {
  installPointerCapture();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => new FakeMediaQueryList(query) as unknown as MediaQueryList,
  });
  for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
    if (!(name in window))
      Object.defineProperty(window, name, { configurable: true, writable: true, value: InertObserver });
  }
  // jsdom has no layout: its scrollTo only reports "not implemented" (the layout scrolls to the
  // top on every new page).
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}
