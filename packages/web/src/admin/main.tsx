import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp, createAdminQueryClient } from './app';
import { initAdminI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void initAdminI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AdminApp client={createAdminQueryClient()} />
    </StrictMode>,
  );
});
