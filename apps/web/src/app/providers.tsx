import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../components/ui/confirm';
import { useFollowUserLanguage } from '../features/languages/use-follow-user-language';
import { useCommonText } from '../i18n/app-i18n';
import { directionOf } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { clearOfflineApiCache } from '../lib/offline-cache';
import { getSessionUser, type SessionUser, subscribeSessionUser } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // Back online, every screen fetches again what it shows, fresh or not: events sent while the
      // network was gone are lost. (The socket's own reconnects are followed by the live screens.)
      refetchOnReconnect: 'always',
      // Offline, a query still runs once: the service worker may answer it from its copy (POS
      // data, orders, kitchen), instead of the query pausing until the network returns.
      networkMode: 'offlineFirst',
      // Client errors are final; only network and server hiccups are worth a retry.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

/**
 * Data fetched for one signed-in user is never shown to the next one: when the stored user changes
 * (login, logout, another tab signing in as someone else), the query cache and the service
 * worker's copy of API answers are both emptied.
 */
function identityOf(user: SessionUser | null): string {
  return user ? `${user.role}|${user.tenantId ?? ''}|${user.username}` : '';
}
let currentIdentity = identityOf(getSessionUser());
subscribeSessionUser(() => {
  const next = identityOf(getSessionUser());
  if (next === currentIdentity) return;
  currentIdentity = next;
  queryClient.clear();
  void clearOfflineApiCache();
});

/** The screens follow the signed-in user's language (issue 23). */
function FollowUserLanguage() {
  useFollowUserLanguage();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  // Menus, dialogs and their keyboard follow the language's direction (Arabic: right to left).
  const { i18n } = useCommonText();
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={directionOf(i18n.language)}>
        <FollowUserLanguage />
        <ConfirmProvider>{children}</ConfirmProvider>
        {/* react-hot-toast's defaults are the spec's: 20 at most, 4 s, 2 s for success, 350 px wide. */}
        <Toaster position="top-center" containerClassName="app-toaster" />
      </Direction.Provider>
    </QueryClientProvider>
  );
}
