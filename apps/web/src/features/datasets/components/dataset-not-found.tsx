import { Link } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

// Link styled as a button: the button styles (no underline, visited colour) without the <button>.
import '@/components/button.css';

/** An unknown slug (404 'Dataset not found' from the API): say so and lead back to the library. */
export function DatasetNotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="dataset-not-found" aria-labelledby="dataset-not-found-title">
      <Seo
        seo={{ metaTitle: '', metaDescription: null, metaImage: null, metaRobots: 'noindex' }}
        fallbackTitle={t('datasets.notFound.title')}
      />
      <h1 id="dataset-not-found-title">{t('datasets.notFound.title')}</h1>
      <p>{t('datasets.notFound.text')}</p>
      <p>
        <Link to={paths.datasetLibrary(locale)} className="button button--primary">
          {t('datasets.notFound.back')}
        </Link>
      </p>
    </section>
  );
}
