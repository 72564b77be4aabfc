import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { insertOutbox, listOutbox } from './repo.ts';

export interface OutgoingMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, if any (so tests and e2e can read it). */
  code?: string;
  subject?: string;
}

/** Sends SMS. A real gateway implements this; development keeps them in the outbox. */
export interface SmsProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export interface MailProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsProvider;
  mail: MailProvider;
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

/**
 * SMS: the outbox outside production; in production, until an SMS gateway is
 * configured, messages are dropped with a warning (never logged with their code).
 * E-mail: SMTP when SMTP_URL is set, else the same as SMS.
 */
export function createMessaging(db: Db, log: FastifyBaseLogger, opts: MessagingOptions): Messaging {
  const dropped = (channel: string) => async (m: OutgoingMessage) => {
    log.warn({ channel, to: m.to.replace(/.(?=.{3})/g, '*') }, 'no provider: message not sent');
  };
  const sms: SmsProvider = {
    send: opts.outboxEnabled ? outboxWriter(db, 'sms', opts.now) : dropped('sms'),
  };
  let mail: MailProvider;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    mail = {
      send: async ({ to, text, subject }) => {
        await transport.sendMail({ from: opts.mailFrom, to, subject: subject ?? 'Kalaro', text });
      },
    };
  } else {
    mail = { send: opts.outboxEnabled ? outboxWriter(db, 'email', opts.now) : dropped('email') };
  }
  const captchas = outboxWriter(db, 'captcha', opts.now);
  return {
    sms,
    mail,
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
