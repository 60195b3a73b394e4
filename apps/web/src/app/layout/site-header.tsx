import { isInternal } from '@portal/shared';
import { Link, NavLink } from 'react-router-dom';

import { LocaleSwitcher } from '@/app/layout/locale-switcher';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';

function AccountNav({ locale }: { locale: string }) {
  const { session } = useSession();
  // Nothing until the start-up check answers, so the header does not flash "Log in" at a signed-in user.
  if (session.status === 'unknown') return null;
  return (
    <nav aria-label="Account" className="site-nav site-nav--account">
      {session.status === 'anonymous' ? (
        <>
          <NavLink to={paths.login(locale)}>Log in</NavLink>
          <NavLink to={paths.createAccount(locale)}>Create account</NavLink>
        </>
      ) : (
        <>
          {isInternal(session.user.role.type) ? <NavLink to={paths.queueList(locale)}>Request queue</NavLink> : null}
          <NavLink to={paths.user(locale)}>Your account</NavLink>
        </>
      )}
    </nav>
  );
}

export function SiteHeader() {
  const locale = useLocale();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home(locale)} className="site-header__brand">
          Data Access Portal
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavLink to={paths.datasetLibrary(locale)}>Datasets</NavLink>
          <NavLink to={paths.governance(locale)}>Data governance</NavLink>
          <NavLink to={paths.dataProvider(locale)}>Data providers</NavLink>
          <NavLink to={paths.news(locale)}>News</NavLink>
          <NavLink to={paths.ourStory(locale)}>Our story</NavLink>
        </nav>
        <div className="site-header__tools">
          <AccountNav locale={locale} />
          <LocaleSwitcher />
        </div>
      </div>
    </header>
  );
}
