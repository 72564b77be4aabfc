import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, loadScreenTexts } from '@/shared/i18n/i18n';

/** Renders with i18n (the stored or default language) and a fresh query client. */
export async function renderWithProviders(ui: ReactElement, client = testQueryClient()) {
  await initI18n();
  await loadScreenTexts();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
