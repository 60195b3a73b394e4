import type { CreateAccountPage as CreateAccountContent } from '@portal/shared';

import { ContentState } from '@/components/content-state';
import { Hero } from '@/components/hero';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { CreateAccountForm } from '@/features/auth/components/create-account-form';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';

import './auth.css';

function CreateAccountContentView({ page }: { page: CreateAccountContent }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <div className="register-layout">
        <RichText markdown={page.intro} className="register-layout__intro" />
        <CreateAccountForm page={page} />
      </div>
    </>
  );
}

/** Registration (spec §2): labels, choices and validation rules from GET /api/create-account. */
export function CreateAccountPage() {
  const locale = useLocale();
  return (
    <div className="register-page">
      <ContentState query={useContent('create-account', locale)}>
        {(page) => <CreateAccountContentView page={page} />}
      </ContentState>
    </div>
  );
}
