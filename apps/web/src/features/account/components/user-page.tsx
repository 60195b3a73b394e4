import { NavLink, Outlet } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { paths, USER_TABS, type UserTab } from '@/config/paths';
import { useLocale } from '@/lib/locale';

const TAB_LABELS: Record<UserTab, string> = {
  edit: 'Profile',
  requests: 'My requests',
  'bookmarked-datasets': 'Bookmarked datasets',
};

export function UserPage() {
  const locale = useLocale();

  return (
    <PlaceholderPage title="Your account">
      <nav aria-label="Account sections" className="tab-nav">
        {USER_TABS.map((tab) => (
          <NavLink key={tab} to={paths.user(locale, tab)} className="tab-nav__link">
            {TAB_LABELS[tab]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PlaceholderPage>
  );
}
