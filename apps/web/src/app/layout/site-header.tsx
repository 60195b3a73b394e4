import { BREAKPOINTS } from '@portal/shared/constants';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { AccountMenu } from '@/app/layout/account-menu';
import { LocaleSwitcher } from '@/app/layout/locale-switcher';
import { LazyMainNav } from '@/app/layout/lazy-main-nav';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './site-header.css';

/**
 * Brand, account entry point and language on the top bar; the main navigation below it. Up to
 * the desktop breakpoint (1024 px) everything but the brand folds behind a "Menu" button.
 */
export function SiteHeader() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const panelId = useId();
  const compact = useMediaQuery(maxWidth(BREAKPOINTS.desktop));
  // The panel is open for the page it was opened on: following a link folds it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className={`site-header${compact ? ' site-header--compact' : ''}`}>
      <div className="site-header__bar container">
        <Link to={paths.home(locale)} className="site-header__brand">
          <svg
            viewBox="0 0 32 32"
            width="32"
            height="32"
            aria-hidden="true"
            focusable="false"
            className="site-header__logo"
          >
            <rect x="3" y="17" width="6" height="12" rx="1.5" fill="currentColor" />
            <rect x="13" y="10" width="6" height="19" rx="1.5" fill="currentColor" />
            <rect x="23" y="3" width="6" height="26" rx="1.5" fill="currentColor" />
          </svg>
          {t('shell.siteName')}
        </Link>
        {compact ? (
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('shell.nav.menu')}
          </button>
        ) : (
          <div className="site-header__tools">
            <AccountMenu />
            <LocaleSwitcher />
          </div>
        )}
      </div>
      <div id={panelId} className="site-header__panel" hidden={compact && !open}>
        <div className="site-header__panel-inner container">
          <LazyMainNav compact={compact} />
          {compact ? (
            <div className="site-header__tools site-header__tools--stacked">
              <AccountMenu />
              <LocaleSwitcher />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
