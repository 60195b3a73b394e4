import type { NewsItem, NewsPage as NewsPageData } from '@portal/shared';

import { CmsLink } from '@/components/cms-link';
import { Hero } from '@/components/hero';
import { MediaImage } from '@/components/media-image';
import { Seo } from '@/components/seo';
import { ContentPage } from '@/features/content/components/content-page';
import { useContent } from '@/lib/content-api';
import { useFormat } from '@/lib/format';
import { useLocale } from '@/lib/locale';

function NewsCard({ item }: { item: NewsItem }) {
  const format = useFormat();
  return (
    <article className="news-item">
      {item.image ? (
        <MediaImage media={item.image} sizes="(max-width: 768px) 100vw, 320px" className="news-item__image" />
      ) : null}
      <div className="news-item__body">
        <h2 className="news-item__title">{item.title}</h2>
        <p className="news-item__date">
          {/* The day as the editor picked it, even if a time rides along. */}
          <time dateTime={item.date}>{format.date(item.date.slice(0, 10))}</time>
        </p>
        <p>{item.summary}</p>
        {item.link ? <CmsLink link={item.link} /> : null}
      </div>
    </article>
  );
}

function NewsContent({ page }: { page: NewsPageData }) {
  const items = [...page.newsItems].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      {items.length > 0 ? (
        <ul className="news-list">
          {items.map((item, index) => (
            <li key={item.id ?? index}>
              <NewsCard item={item} />
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
