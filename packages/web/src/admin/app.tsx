import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { adminI18n } from './i18n';
import AdminLayout from './screens/layout';
import LoginScreen from './screens/login';

/** Sections load with their own chunk; sign-in and the frame come with the bundle. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: <LoginScreen /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./screens/home')).default }) },
      {
        path: 'password',
        lazy: async () => ({ Component: (await import('./screens/password')).default }),
      },
      {
        path: 'operators',
        lazy: async () => ({ Component: (await import('./screens/operators')).default }),
      },
      {
        path: 'reports',
        lazy: async () => ({ Component: (await import('./screens/reports')).default }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('./screens/audit')).default }),
      },
      {
        path: 'applications',
        lazy: async () => ({ Component: (await import('./screens/applications')).default }),
      },
      {
        path: 'members',
        lazy: async () => ({ Component: (await import('./screens/members')).default }),
      },
      {
        path: 'members/:id',
        lazy: async () => ({ Component: (await import('./screens/member')).default }),
      },
      {
        path: 'agents',
        lazy: async () => ({ Component: (await import('./screens/agents')).default }),
      },
      {
        path: 'agents/:id',
        lazy: async () => ({ Component: (await import('./screens/agent')).default }),
      },
      {
        path: 'agent-payouts',
        lazy: async () => ({ Component: (await import('./screens/agent-payouts')).default }),
      },
      {
        path: 'games',
        lazy: async () => ({ Component: (await import('./screens/games')).default }),
      },
      {
        path: 'deposits',
        lazy: async () => ({ Component: (await import('./screens/payment-queue')).DepositsScreen }),
      },
      {
        path: 'withdrawals',
        lazy: async () => ({
          Component: (await import('./screens/payment-queue')).WithdrawalsScreen,
        }),
      },
      {
        path: 'reconciliation',
        lazy: async () => ({ Component: (await import('./screens/reconciliation')).default }),
      },
      {
        path: 'announcements',
        lazy: async () => ({ Component: (await import('./screens/announcements')).default }),
      },
      {
        path: 'messages',
        lazy: async () => ({ Component: (await import('./screens/messages')).default }),
      },
      {
        path: 'feedback',
        lazy: async () => ({ Component: (await import('./screens/feedback')).default }),
      },
      {
        path: 'feedback/:id',
        lazy: async () => ({
          Component: (await import('./screens/feedback')).FeedbackDetailScreen,
        }),
      },
      {
        path: 'help',
        lazy: async () => ({ Component: (await import('./screens/help')).default }),
      },
      {
        path: 'campaigns',
        lazy: async () => ({ Component: (await import('./screens/campaigns')).default }),
      },
      {
        path: 'vip',
        lazy: async () => ({ Component: (await import('./screens/vip')).default }),
      },
      {
        path: 'hot-matches',
        lazy: async () => ({ Component: (await import('./screens/hot-matches')).default }),
      },
      {
        path: 'config',
        lazy: async () => ({ Component: (await import('./screens/config')).default }),
      },
      {
        path: 'vendor-wallets',
        lazy: async () => ({ Component: (await import('./screens/vendor-wallets')).default }),
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];

export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export function AdminApp({ client }: { client: QueryClient }) {
  const router = createBrowserRouter(adminRoutes);
  return (
    <I18nextProvider i18n={adminI18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
