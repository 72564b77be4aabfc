import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@kalaro/contract/endpoints';
import { FLAG } from '@kalaro/contract/constants';
import type { StartupSettings } from '@kalaro/contract/operator';
import type { RegisterSettings } from '@kalaro/contract/account';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { fillTemplate, smsRequest, type SmsProviderConfig } from '../src/lib/sms-gateway.ts';
import {
  bearer,
  login,
  loginOk,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { json, putOperatorConfig } from './helpers.ts';

/** A stand-in SMS gateway: a real HTTP server that records what it is sent. */
class Gateway {
  readonly received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  /** How the next requests are answered: a status, or 'hang' (never answers). */
  answer: number | 'hang' = 200;
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        this.received.push({ url: request.url ?? '', headers: request.headers, body });
        if (this.answer === 'hang') return;
        response.writeHead(this.answer, { 'content-type': 'application/json' });
        response.end('{"id":"msg-1"}');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const DEMO_MOBILE = '9171234567';
const smsCode = (t: AccountsTestApp, purpose: 'login' | 'register' = 'login', ip = '10.61.0.1') => {
  // The newest code is the one that counts: each is sent a second after the last.
  t.clock.advance(1_000);
  return t.app.inject({
    method: 'POST',
    url: endpoints.auth.smsCode.path,
    remoteAddress: ip,
    payload: { mobileNum: DEMO_MOBILE, countryDialingCode: '+63', purpose },
  });
};
const smsLogin = (t: AccountsTestApp, verificationCode: string) =>
  login(t, {
    type: 'sms',
    mobileNum: DEMO_MOBILE,
    countryDialingCode: '+63',
    verificationCode,
  });

describe('SMS templates and requests', () => {
  it('fills {to} and {text}, escaped for JSON or a form', () => {
    const message = { to: '+639171234567', text: 'Code "123456" & more\nline' };
    expect(JSON.parse(fillTemplate('{"to":"{to}","msg":"{text}"}', message, 'json'))).toEqual({
      to: '+639171234567',
      msg: 'Code "123456" & more\nline',
    });
    expect(
      Object.fromEntries(new URLSearchParams(fillTemplate('to={to}&m={text}', message, 'form'))),
    ).toEqual({ to: '+639171234567', m: 'Code "123456" & more\nline' });
  });

  it("makes Twilio's Messages request: form To/From/Body with basic auth", () => {
    const config: SmsProviderConfig = {
      kind: 'twilio',
      baseUrl: 'https://api.twilio.example/',
      accountSid: 'AC123',
      authToken: 'tok',
      from: '+15005550006',
    };
    const call = smsRequest(config, { to: '+639171234567', text: 'hi' });
    expect(call.url).toBe('https://api.twilio.example/2010-04-01/Accounts/AC123/Messages.json');
    expect(call.headers.authorization).toBe(`Basic ${btoa('AC123:tok')}`);
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      To: '+639171234567',
      From: '+15005550006',
      Body: 'hi',
    });
  });
});

describe('configuring an SMS gateway', () => {
  it('takes a complete one and refuses to start with half of one', () => {
    expect(
      loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }).accounts?.sms,
    ).toMatchObject({ kind: 'http', url: 'https://sms.example/send', contentType: 'json' });
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/SMS_PROVIDER/);
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_BODY: '{"to":"{to}"}',
      }),
    ).toThrow(/\{text\}/);
    expect(loadConfig({}).accounts?.sms).toBeUndefined();
  });
});

describe('codes sent through an HTTP gateway', () => {
  const gateway = new Gateway();
  const lines: string[] = [];
  let t: AccountsTestApp;

  beforeAll(async () => {
    await gateway.start();
    t = await startAccountsApp(
      { logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } },
      {
        seedDemoAccounts: true,
        outboxEnabled: false,
        // Several codes to one number in a row.
        rateLimitFactor: 1000,
        sms: {
          kind: 'http',
          url: `${gateway.url}/send`,
          method: 'POST',
          authorization: 'Bearer gw-secret-9f8e7d',
          bodyTemplate: '{"recipient":"{to}","message":"{text}"}',
          contentType: 'json',
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await gateway.stop();
  });
  afterEach(() => {
    gateway.answer = 200;
  });

  const lastCode = () => /\b(\d{6})\b/.exec(JSON.parse(gateway.received.at(-1)!.body).message)![1]!;

  it('delivers the code in the body the gateway asked for, with its authorization', async () => {
    const response = await smsCode(t);
    expect(response.statusCode, response.body).toBe(200);
    const sent = gateway.received.at(-1)!;
    expect(sent.url).toBe('/send');
    expect(sent.headers.authorization).toBe('Bearer gw-secret-9f8e7d');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body) as { recipient: string; message: string };
    expect(body.recipient).toBe('+639171234567');
    // The operator's name and the player's language (English without a language cookie).
    expect(body.message).toMatch(/^Kalaro Demo: your verification code is \d{6}\./);
    expect(json(await smsLogin(t, lastCode()))).toMatchObject({ success: true });
  });

  it("writes the text in the app's language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.smsCode.path,
      remoteAddress: '10.61.0.9',
      cookies: { kalaro_lang: 'TY' },
      payload: { mobileNum: DEMO_MOBILE, countryDialingCode: '+63', purpose: 'login' },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(gateway.received.at(-1)!.body).message).toMatch(
      /ang iyong verification code ay \d{6}/,
    );
  });

  it('tells the player when the gateway refuses, and the code sent before still counts', async () => {
    await smsCode(t, 'login', '10.61.0.2');
    const delivered = lastCode();
    gateway.answer = 500;
    const refused = await smsCode(t, 'login', '10.61.0.3');
    expect(refused.statusCode).toBe(503);
    expect(json(refused)).toMatchObject({ success: false, errorCode: 'sms.unavailable' });
    gateway.answer = 200;
    const again = await smsLogin(t, delivered);
    expect(json(again), again.body).toMatchObject({ success: true });
  });

  it('tells the player when the gateway does not answer in time', async () => {
    gateway.answer = 'hang';
    const started = Date.now();
    const refused = await smsCode(t, 'login', '10.61.0.4');
    expect(json(refused)).toMatchObject({ errorCode: 'sms.unavailable' });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);

  it('logs why a send failed, never the gateway secret, the number or the code', () => {
    const log = lines.join('');
    expect(log).toMatch(/message not sent/);
    expect(log).toMatch(/answered 500/);
    expect(log).not.toContain('gw-secret-9f8e7d');
    expect(log).not.toContain('9171234567');
  });
});

describe('through a Twilio-compatible gateway', () => {
  const gateway = new Gateway();
  let t: AccountsTestApp;

  beforeAll(async () => {
    await gateway.start();
    t = await startAccountsApp(
      {},
      {
        seedDemoAccounts: true,
        outboxEnabled: false,
        sms: {
          kind: 'twilio',
          baseUrl: gateway.url,
          accountSid: 'AC0123456789',
          authToken: 'twilio-token-42',
          from: '+15005550006',
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await gateway.stop();
  });

  it("posts the Messages form with the account's basic auth", async () => {
    expect((await smsCode(t)).statusCode).toBe(200);
    const sent = gateway.received.at(-1)!;
    expect(sent.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(sent.headers.authorization).toBe(`Basic ${btoa('AC0123456789:twilio-token-42')}`);
    const form = Object.fromEntries(new URLSearchParams(sent.body));
    expect(form).toMatchObject({ To: '+639171234567', From: '+15005550006' });
    const code = /\b(\d{6})\b/.exec(form.Body!)![1]!;
    expect(json(await smsLogin(t, code))).toMatchObject({ success: true });
  });
});

describe('with no SMS gateway and no mail server (production without them)', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true, outboxEnabled: false });
    await putOperatorConfig(t, (config) => {
      config.whitelabel[FLAG.MOBILE_CODE_LOGIN] = true;
      config.whitelabel[FLAG.PASSWORD_RESET_BY_PHONE] = true;
      config.register[FLAG.MOBILE_REGISTER] = true;
      config.register[FLAG.MOBILE_VERIFICATION] = true;
    });
  }, 60_000);
  afterAll(() => t.close());

  it('offers none of the flows that would need them', async () => {
    const startup = json<{ value: StartupSettings }>(
      await t.app.inject({ method: 'GET', url: endpoints.system.startup.path }),
    ).value;
    expect(startup.messaging).toEqual({ sms: false, email: false });
    expect(startup.info.whitelabel[FLAG.MOBILE_CODE_LOGIN]).toBe(false);
    expect(startup.info.whitelabel[FLAG.PASSWORD_RESET_BY_PHONE]).toBe(false);
    const register = json<{ value: RegisterSettings }>(
      await t.app.inject({ method: 'GET', url: endpoints.auth.registerSettings.path }),
    ).value;
    expect(register.mobileRegistration).toBe(false);
  });

  it('answers their calls sms.unavailable / email.unavailable, and claims nothing was sent', async () => {
    for (const purpose of ['login', 'register'] as const) {
      const response = await smsCode(t, purpose, `10.62.0.${purpose.length}`);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'sms.unavailable' });
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.forgotPasswordByEmail.path,
      payload: { username: 'demo', email: 'demo@kalaro.example' },
    });
    expect(json(forgot)).toMatchObject({ success: false, errorCode: 'email.unavailable' });

    const { token } = await loginOk(t, 'demo', 'Demo1234', '10.62.0.9');
    for (const [body, code] of [
      [
        { channel: 'mobile', mobileNum: '9170000001', countryDialingCode: '+63' },
        'sms.unavailable',
      ],
      [{ channel: 'email', email: 'someone@example.com' }, 'email.unavailable'],
    ] as const) {
      const bind = await t.app.inject({
        method: 'POST',
        url: endpoints.security.bindCode.path,
        headers: bearer(token),
        payload: body,
      });
      expect(json(bind), bind.body).toMatchObject({ errorCode: code });
    }
  });
});
