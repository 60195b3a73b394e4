import { screen, waitFor, within, type Matcher } from '@testing-library/react';

import { AppToaster } from '@/app/layout/app-toaster';

/**
 * The layout's toaster, for tests that render a component in a route table of their own (features
 * may not import the app shell). Full-route tests (renderRoute) already have it through the layout.
 */
export const TestToaster = AppToaster;

/** The toasts' aria-live region (English): where `lib/toast.ts` messages are announced. */
const toastRegion = () => within(screen.getByRole('region', { name: 'Notifications (Alt+T)' }));

/**
 * Waits for a toast with this text. The region is looked up again on every try: the layout mounts
 * its toaster once the page is idle, which on a loaded machine can come after the action.
 */
export const findToast = (text: Matcher): Promise<HTMLElement> => waitFor(() => toastRegion().getByText(text));
