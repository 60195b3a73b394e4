import { Toaster } from 'sonner';

import { useT } from '@/lib/i18n';

import './app-toaster.css';

const SUCCESS_DURATION_MS = 6000;

/**
 * Where `lib/toast.ts` shows its messages: mounted once, in the layout (inside the route's
 * IntlProvider, for its labels). sonner renders an always-present aria-live="polite" region, so
 * a toast is announced without taking focus; Alt+T moves focus to the toasts. Its CSS turns off
 * the motion under prefers-reduced-motion; colours, type and radius come from the design tokens.
 */
export function AppToaster() {
  const t = useT();
  return (
    <Toaster
      position="bottom-right"
      className="app-toaster"
      theme="light"
      richColors
      closeButton
      duration={SUCCESS_DURATION_MS}
      customAriaLabel={t('shell.toast.region')}
      toastOptions={{ className: 'app-toast', closeButtonAriaLabel: t('shell.toast.close') }}
    />
  );
}
