import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { isApiError, isEventClosed, isSecondFactorEnrolmentRequired } from '../lib/api-client.ts';
import { cssVariablesResolver, themeIn } from './theme.ts';

export const queryClient: QueryClient = new QueryClient({
  // A call refused because the caller's role now requires two-step verification they have not
  // set up: the session is read again, whose refusal shows the set-up screen (RequireSession).
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] !== 'session' && isSecondFactorEnrolmentRequired(error)) {
        void queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
  }),
  // A write refused because the show was closed meanwhile: the session (event.closedAt) is
  // read again, so the closed banner shows and the send buttons go.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isEventClosed(error) || isSecondFactorEnrolmentRequired(error)) {
        void queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (missing, forbidden, logged out) will not change on a retry.
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    },
  },
});

/**
 * The toasts' container (with its transitions and portal) loads after the first paint, out of
 * the entry chunk: toasts shown before it arrives wait in the notifications store. Should its
 * chunk fail to load, the app goes on without toasts rather than failing.
 */
const Notifications = lazy(
  (): Promise<{ default: ComponentType<NotificationsProps> }> =>
    import('@mantine/notifications').then(
      (m) => ({ default: m.Notifications }),
      () => ({ default: () => null }),
    ),
);

/** Mantine with the theme in the language the app speaks (the close buttons' names). */
function LocalisedMantine({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  // `t` changes with the language, and so does the theme.
  const theme = useMemo(
    () => themeIn({ close: t`Close`, closeNotification: t`Close notification` }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <LocalisedMantine>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          {children}
        </LocalisedMantine>
      </I18nProvider>
    </QueryClientProvider>
  );
}
