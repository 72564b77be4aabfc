import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { startupQueryOptions } from '@/features/startup/api/get-startup';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';

export const createQueryClient = () => {
  /**
   * A call refused for maintenance (the operator switched it on after the app
   * started): the start-up settings are read again, so the start-up gate shows
   * the maintenance page instead of an error on one screen.
   */
  const onError = (error: unknown) => {
    if (isApiError(error) && error.errorCode === 'system.maintenance') {
      void client.invalidateQueries({ queryKey: startupQueryOptions().queryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) and maintenance are answers, not glitches: do not retry them.
        retry: (count, error) =>
          count < 2 &&
          !(
            isApiError(error) &&
            ((error.status >= 400 && error.status < 500) ||
              error.errorCode === 'system.maintenance')
          ),
      },
    },
  });
  return client;
};

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
