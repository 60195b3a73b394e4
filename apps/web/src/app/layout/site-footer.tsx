import { Link } from 'react-router-dom';

import { FOOTER_NAV } from '@/app/layout/nav-items';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './site-footer.css';

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <nav aria-label={t('shell.nav.footer')} className="site-footer__nav">
          {FOOTER_NAV.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{t(group.heading)}</h2>
              <ul className="site-footer__list">
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.href(locale)}>{t(item.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="site-footer__note">{t('shell.footer.note')}</p>
      </div>
    </footer>
  );
}
