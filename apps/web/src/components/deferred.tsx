import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { useIdle } from '@/lib/idle';

/**
 * Renders `children` (a section below the fold, with its requests) once the page has painted and
 * the browser is idle, so they do not compete with what the first screen needs
 * (docs/performance.md). With a fragment in the URL it renders at once: the target may be in
 * there, and the page scrolls to it after its first render. `fallback` stands in meanwhile.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const idle = useIdle();
  const { hash } = useLocation();
  if (!idle && !hash) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
