import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createSmsSender, SmsSendError, type SmsProviderConfig } from '../../lib/sms-gateway.ts';
import { insertOutbox, listOutbox } from './repo.ts';

export interface OutgoingMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, if any (so tests and e2e can read it). */
  code?: string;
  subject?: string;
}

/**
 * One way of sending (SMS: a gateway or the development outbox; e-mail: SMTP
 * or the outbox). A send that did not reach it throws `sms.unavailable` /
 * `email.unavailable`, and so does every send when there is none: the player
 * is told, never "sent".
 */
export interface MessageChannel {
  /** Whether it can send at all. */
  readonly available: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: MessageChannel;
  mail: MessageChannel;
  /**
   * Keeps a captcha's answer where e2e tests can read it (`to` = "captcha:<id>").
   * Outside production only; a no-op in production.
   */
  captchaAnswer(captchaId: string, answer: string): Promise<void>;
  outboxEnabled: boolean;
}

export interface MessagingOptions {
  outboxEnabled: boolean;
  smtpUrl?: string;
  smtpTimeoutMs?: number;
  sms?: SmsProviderConfig;
  mailFrom: string;
  now: () => number;
}

const outboxWriter =
  (db: Db, channel: 'sms' | 'email' | 'captcha', now: () => number) =>
  async ({ to, text, code }: OutgoingMessage) => {
    await insertOutbox(db, {
      channel,
      to: normaliseRecipient(to),
      text,
      code: code ?? null,
      sentAt: new Date(now()),
    });
  };

type Send = (message: OutgoingMessage) => Promise<void>;

/**
 * A channel that sends through `send` when there is one; a failure is logged
 * (why, never the text, number or secret) and reaches the caller as `refusal`.
 */
function channel(
  log: FastifyBaseLogger,
  name: 'sms' | 'email',
  refusal: 'sms.unavailable' | 'email.unavailable',
  send: Send | undefined,
): MessageChannel {
  return {
    available: send !== undefined,
    send: async (message) => {
      if (!send) throw new AppError(refusal);
      try {
        await send(message);
      } catch (error) {
        const reason =
          error instanceof SmsSendError ? error.reason : ((error as Error).name ?? 'failed');
        log.error({ channel: name, reason }, 'message not sent');
        throw new AppError(refusal);
      }
    },
  };
}

const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMS: the configured gateway; else the outbox outside production; else none
 * (`sms.unavailable`). E-mail: SMTP when SMTP_URL is set; else the outbox
 * outside production; else none (`email.unavailable`).
 */
export function createMessaging(db: Db, log: FastifyBaseLogger, opts: MessagingOptions): Messaging {
  const outbox = (name: 'sms' | 'email') =>
    opts.outboxEnabled ? outboxWriter(db, name, opts.now) : undefined;
  let smsSend: Send | undefined = outbox('sms');
  if (opts.sms) {
    const gateway = createSmsSender(opts.sms);
    smsSend = ({ to, text }) => gateway({ to, text });
  }
  let mailSend: Send | undefined = outbox('email');
  if (opts.smtpUrl) {
    // A mail server that hangs must not hold the player's request: after the
    // timeout the e-mail is "not sent" (email.unavailable), never "sent".
    const timeout = opts.smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    mailSend = async ({ to, text, subject }) => {
      await transport.sendMail({ from: opts.mailFrom, to, subject: subject ?? 'Kalaro', text });
    };
  }
  const captchas = outboxWriter(db, 'captcha', opts.now);
  return {
    sms: channel(log, 'sms', 'sms.unavailable', smsSend),
    mail: channel(log, 'email', 'email.unavailable', mailSend),
    captchaAnswer: async (captchaId, answer) => {
      if (opts.outboxEnabled) {
        await captchas({ to: `captcha:${captchaId}`, text: 'Captcha answer', code: answer });
      }
    },
    outboxEnabled: opts.outboxEnabled,
  };
}

/** "+63 917-123-4567" and "639171234567" both read as "+639171234567"; e-mail is lower-cased. */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  if (/^\+?[\d\s().-]+$/.test(trimmed)) return `+${trimmed.replace(/\D/g, '')}`;
  return trimmed.toLowerCase();
}

export async function readOutbox(db: Db, enabled: boolean, to: string) {
  if (!enabled) throw new AppError('admin.outbox_disabled', 'The outbox is off in production');
  const rows = await listOutbox(db, normaliseRecipient(to));
  return {
    messages: rows.map((r) => ({
      channel: r.channel,
      to: r.to,
      text: r.text,
      code: r.code,
      sentAt: r.sentAt.toISOString(),
    })),
  };
}
