import type { StartupSettings } from '@kalaro/contract/operator';

/** Start-up settings for tests. */
export const startupFixture = (overrides: Partial<StartupSettings> = {}): StartupSettings => ({
  merchantCode: 'demo',
  operatorName: 'Lucky Demo',
  ageLimit: 18,
  info: {
    customerService: [],
    imageCDNs: [],
    defaultImageCDN: 'https://cdn.example.com',
    mobileTemplate: { mem_cen: 1, dep_func: 0 },
    register: {},
    resources: [],
    whitelabel: {},
    mainDomain: 'example.com',
  },
  location: { country: 'PH' },
  security: { publicKey: 'test-public-key', scheme: 'RSA-OAEP-256+A256GCM' },
  maintenance: false,
  regionRestriction: false,
  depositBonusPercent: 3,
  ...overrides,
});

/** A fetch stub answering GET /wps/system/startup with an envelope. */
export const startupFetch = (settings: StartupSettings) => async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes('/wps/system/startup')) {
    return new Response(JSON.stringify({ success: true, value: settings }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ success: false, errorCode: 'route.not_found' }), {
    status: 404,
  });
};
