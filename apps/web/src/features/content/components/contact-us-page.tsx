import type { ContactDetails, ContactUsPage as ContactUsPageData } from '@portal/shared';
import { useId } from 'react';

import { Hero } from '@/components/hero';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { ContactForm } from '@/features/content/components/contact-form';
import { ContentPage } from '@/features/content/components/content-page';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

function ContactDetailsPanel({ details }: { details: ContactDetails | null }) {
  const t = useT();
  const titleId = useId();
  if (!details) return null;
  return (
    <aside className="contact-details" aria-labelledby={titleId}>
      <h2 id={titleId}>{details.title}</h2>
      <dl>
        <dt>{t('content.contact.detailsEmail')}</dt>
        <dd>
          <a href={`mailto:${details.contactEmail}`}>{details.contactEmail}</a>
        </dd>
        {details.phone ? (
          <>
            <dt>{t('content.contact.detailsPhone')}</dt>
            <dd>
              <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('content.contact.detailsAddress')}</dt>
        <dd className="contact-details__address">{details.address}</dd>
        {details.officeHours ? (
          <>
            <dt>{t('content.contact.detailsHours')}</dt>
            <dd>{details.officeHours}</dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}

function ContactUsContent({ page }: { page: ContactUsPageData }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <div className="contact-layout">
        <div className="contact-layout__main">
          <RichText markdown={page.intro} className="contact-layout__intro" />
          <ContactForm page={page} />
        </div>
        <ContactDetailsPanel details={page.contactDetails} />
      </div>
    </>
  );
}

export function ContactUsPage() {
  const locale = useLocale();
  return (
    <ContentPage query={useContent('contact-us', locale)}>{(page) => <ContactUsContent page={page} />}</ContentPage>
  );
}
