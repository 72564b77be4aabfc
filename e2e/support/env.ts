export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-secret';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The name the local OpenID provider gives every person it signs in (serve.ts). */
export const E2E_SOCIAL_NAME = 'Social Player';
/** The payout gateway simulated beside the e2e server (support/payout-gateway.ts). */
export const E2E_PAYOUT_GATEWAY = {
  id: 'e2epay',
  merchantId: 'E2E-M-1',
  secret: 'e2e-payout-gateway-secret-not-a-secret',
  currency: 'PHP',
  port: Number(process.env.E2E_GATEWAY_PORT ?? E2E_PORT + 1000),
};
export const E2E_PAYOUT_GATEWAY_URL = `http://127.0.0.1:${E2E_PAYOUT_GATEWAY.port}`;
