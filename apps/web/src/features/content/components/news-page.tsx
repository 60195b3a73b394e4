import type { NewsItem, NewsPage as NewsPageData } from '@portal/shared';

import { CmsLink } from '@/components/cms-link';
import { Hero } from '@/components/hero';
import { MediaImage } from '@/components/media-image';
import { Seo } from '@/components/seo';
import { ContentPage } from '@/features/content/components/content-page';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';

/** A news date (ISO `YYYY-MM-DD`) in the reader's language, e.g. "12 March 2025" / "12 mars 2025". */
function formatNewsDate(date: string, locale: string): string {
  const parsed = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!parsed) return '';
  const [, year, month, day] = parsed.map(Number) as [number, number, number, number];
  const value = new Date(Date.UTC(year, month - 1, day));
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  } catch {
    return date.slice(0, 10);
  }
}

function NewsCard({ item, locale }: { item: NewsItem; locale: string }) {
  return (
    <article className="news-item">
      {item.image ? (
        <MediaImage media={item.image} sizes="(max-width: 768px) 100vw, 320px" className="news-item__image" />
      ) : null}
      <div className="news-item__body">
        <h2 className="news-item__title">{item.title}</h2>
        <p className="news-item__date">
          <time dateTime={item.date}>{formatNewsDate(item.date, locale)}</time>
        </p>
        <p>{item.summary}</p>
        {item.link ? <CmsLink link={item.link} /> : null}
      </div>
    </article>
  );
}

function NewsContent({ page }: { page: NewsPageData }) {
  const locale = useLocale();
  const items = [...page.newsItems].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      {items.length > 0 ? (
        <ul className="news-list">
          {items.map((item, index) => (
            <li key={item.id ?? index}>
              <NewsCard item={item} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{page.emptyStateText}</p>
      )}
    </>
  );
}

export function NewsPage() {
  const locale = useLocale();
  return <ContentPage query={useContent('new', locale)}>{(page) => <NewsContent page={page} />}</ContentPage>;
}
