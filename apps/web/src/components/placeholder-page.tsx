import type { ReactNode } from 'react';

import { PageTitle } from '@/components/page-title';

type PlaceholderPageProps = { title: string; children?: ReactNode };

/** Stand-in for screens delivered in later issues; keeps every route real and linkable now. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section className="page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {children}
    </section>
  );
}
