import { paths } from '@/config/paths';
import type { MessageKey } from '@/lib/i18n';

export type NavLinkItem = { kind: 'link'; label: MessageKey; href: (locale: string) => string; end?: boolean };
export type NavMenuItem = { kind: 'menu'; id: string; label: MessageKey; items: NavLinkItem[] };
export type NavItem = NavLinkItem | NavMenuItem;

const link = (label: MessageKey, href: (locale: string) => string, end = false): NavLinkItem => ({
  kind: 'link',
  label,
  href,
  end,
});

/** The primary navigation: every public section of spec §2, governance and about as submenus. */
export const MAIN_NAV: NavItem[] = [
  link('shell.nav.datasets', paths.datasetLibrary),
  {
    kind: 'menu',
    id: 'governance',
    label: 'shell.nav.governance',
    items: [
      link('shell.nav.governanceOverview', paths.governance, true),
      link('shell.nav.governanceProcess', paths.governanceProcess),
      link('shell.nav.governanceCommittee', paths.committee),
      link('shell.nav.governanceSecurity', paths.security),
    ],
  },
  link('shell.nav.dataProvider', paths.dataProvider),
  link('shell.nav.news', paths.news),
  {
    kind: 'menu',
    id: 'about',
    label: 'shell.nav.about',
    items: [
      link('shell.nav.ourStory', paths.ourStory),
      link('shell.nav.contactUs', paths.contactUs),
      link('shell.nav.becomePartner', paths.becomePartner),
    ],
  },
];

/** Footer columns: the same sections, grouped for scanning. */
export const FOOTER_NAV: { heading: MessageKey; items: NavLinkItem[] }[] = [
  {
    heading: 'shell.footer.about',
    items: [
      link('shell.nav.home', paths.home, true),
      link('shell.nav.ourStory', paths.ourStory),
      link('shell.nav.news', paths.news),
      link('shell.nav.becomePartner', paths.becomePartner),
      link('shell.nav.contactUs', paths.contactUs),
    ],
  },
  {
    heading: 'shell.footer.governance',
    items: [
      link('shell.nav.governanceOverview', paths.governance, true),
      link('shell.nav.governanceProcess', paths.governanceProcess),
      link('shell.nav.governanceCommittee', paths.committee),
      link('shell.nav.governanceSecurity', paths.security),
    ],
  },
  {
    heading: 'shell.footer.help',
    items: [link('shell.nav.datasets', paths.datasetLibrary), link('shell.nav.dataProvider', paths.dataProvider)],
  },
];
