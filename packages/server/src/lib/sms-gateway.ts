/**
 * SMS gateways an operator plugs in by configuration (README, docs/configuration.md):
 *
 * - `http`: any gateway with an HTTP API — a URL, a method, an optional
 *   Authorization header and a body template with `{to}` and `{text}`, sent as
 *   JSON or as a form;
 * - `twilio`: Twilio's Messages API (and gateways that copy it): a form POST to
 *   `{baseUrl}/2010-04-01/Accounts/{sid}/Messages.json` with basic auth.
 *
 * A send that does not get a 2xx answer within the timeout throws
 * {@link SmsSendError}: the caller tells the player, never "sent".
 */
export type SmsProviderConfig =
  | {
      kind: 'http';
      url: string;
      method: 'POST' | 'PUT';
      /** The Authorization header's value (e.g. "Bearer …"), if the gateway wants one. */
      authorization?: string;
      /** With `{to}` and `{text}`, filled in escaped for the content type. */
      bodyTemplate: string;
      contentType: 'json' | 'form';
    }
  | {
      kind: 'twilio';
      baseUrl: string;
      accountSid: string;
      authToken: string;
      from: string;
    };

export interface SmsMessage {
  to: string;
  text: string;
}

/** Why a send failed, safe to log: no URL, body, number or secret. */
export class SmsSendError extends Error {
  constructor(readonly reason: string) {
    super(`SMS gateway: ${reason}`);
    this.name = 'SmsSendError';
  }
}

export const SMS_TIMEOUT_MS = 5_000;

/** `{to}` and `{text}` of the template, each escaped for where it lands. */
export function fillTemplate(
  template: string,
  message: SmsMessage,
  contentType: 'json' | 'form',
): string {
  const escape =
    contentType === 'json'
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : (value: string) => encodeURIComponent(value);
  return template.replace(/\{(to|text)\}/g, (_, name: 'to' | 'text') => escape(message[name]));
}

interface HttpCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** The request a provider makes for `message`. Pure. */
export function smsRequest(config: SmsProviderConfig, message: SmsMessage): HttpCall {
  if (config.kind === 'twilio') {
    const sid = encodeURIComponent(config.accountSid);
    return {
      url: `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${sid}/Messages.json`,
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: message.to,
        From: config.from,
        Body: message.text,
      }).toString(),
    };
  }
  return {
    url: config.url,
    method: config.method,
    headers: {
      'content-type':
        config.contentType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(config.authorization ? { authorization: config.authorization } : {}),
    },
    body: fillTemplate(config.bodyTemplate, message, config.contentType),
  };
}

/** Sends through the configured gateway; throws {@link SmsSendError} unless it answers 2xx. */
export function createSmsSender(config: SmsProviderConfig, timeoutMs = SMS_TIMEOUT_MS) {
  return async (message: SmsMessage): Promise<void> => {
    const call = smsRequest(config, message);
    let response: Response;
    try {
      response = await fetch(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new SmsSendError(name === 'TimeoutError' ? 'timed out' : `unreachable (${name})`);
    }
    // The body is read so the connection is freed; what it says is not logged.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsSendError(`answered ${response.status}`);
  };
}
