import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import type { NavMenuItem } from '@/app/layout/nav-items';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/**
 * A submenu of the main navigation as a disclosure (WAI-ARIA "disclosure navigation"): a button
 * with aria-expanded that shows a list of links. Escape closes it and returns focus to the
 * button; a click elsewhere or moving focus out closes it.
 */
export function NavMenu({ menu }: { menu: NavMenuItem }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const hrefs = menu.items.map((item) => item.href(locale));
  const active = hrefs.some((href) => location.pathname === href || location.pathname.startsWith(`${href}/`));

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={rootRef}
      className="site-nav__item site-nav__item--menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`site-nav__toggle${active ? ' site-nav__toggle--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(menu.label)}
        <svg
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
          className="site-nav__chevron"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="site-nav__submenu" hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.href(locale)} end={item.end} onClick={() => setOpen(false)}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
