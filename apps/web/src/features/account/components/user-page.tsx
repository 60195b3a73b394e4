import type { Hero as HeroData, ProfilePage } from '@portal/shared';
import { NavLink, Outlet, useLocation } from 'react-router-dom';

import { ContentState } from '@/components/content-state';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { paths, USER_TABS, type UserTab } from '@/config/paths';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './account.css';

const HERO_OF: Record<UserTab, (page: ProfilePage) => HeroData | null> = {
  edit: (page) => page.hero,
  requests: (page) => page.requestsHero,
  'bookmarked-datasets': (page) => page.bookmarkedDatasetsHero,
};

function activeTab(pathname: string): UserTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return USER_TABS.find((tab) => tab === last) ?? 'edit';
}

function UserArea({ page }: { page: ProfilePage }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const tab = activeTab(pathname);
  const labels: Record<UserTab, string> = {
    edit: page.editTabLabel || t('account.tab.edit'),
    requests: page.requestsTabLabel || t('account.tab.requests'),
    'bookmarked-datasets': page.bookmarksTabLabel || t('account.tab.bookmarks'),
  };
  const hero = HERO_OF[tab](page);

  return (
    <>
      <Seo seo={page.seo} fallbackTitle={hero?.title ?? labels[tab]} />
      {hero ? <Hero hero={hero} /> : <h1>{labels[tab]}</h1>}
      <nav aria-label={t('account.tabs')} className="tab-nav account-tabs">
        {USER_TABS.map((item) => (
          <NavLink key={item} to={paths.user(locale, item)} className="tab-nav__link">
            {labels[item]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

/** The signed-in user's area (spec §2): profile edit, own requests, bookmarked datasets. */
export function UserPage() {
  const locale = useLocale();
  return (
    <div className="account-page">
      <ContentState query={useContent('profile', locale)}>{(page) => <UserArea page={page} />}</ContentState>
    </div>
  );
}
