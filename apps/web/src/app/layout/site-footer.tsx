import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

export function SiteFooter() {
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <nav aria-label="Footer" className="site-footer__nav">
          <Link to={paths.governanceProcess(locale)}>Data access process</Link>
          <Link to={paths.committee(locale)}>Committee</Link>
          <Link to={paths.security(locale)}>Security</Link>
          <Link to={paths.becomePartner(locale)}>Become a partner</Link>
          <Link to={paths.contactUs(locale)}>Contact us</Link>
        </nav>
        <p className="site-footer__note">© Data Access Portal</p>
      </div>
    </footer>
  );
}
