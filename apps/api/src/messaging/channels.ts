// How a message leaves the hospital: e-mail over SMTP (nodemailer) and SMS through a webhook. Each channel exists
// only when its setting does (SMTP_URL, SMS_WEBHOOK_URL); a message for a missing one is `not_configured`.
import nodemailer, { type TransportOptions } from 'nodemailer';
import type { MessageChannel } from '@hospital/contract';
import type { MessagingConfig } from '../config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The visit's .ics, for the e-mails that add, move or take away the visit. */
  calendar?: { fileName: string; content: string } | undefined;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

export interface EmailChannel {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** An SMS gateway. One adapter today (the JSON webhook); a gateway with its own API gets an adapter of its own. */
export interface SmsChannel {
  send(sms: OutgoingSms): Promise<void>;
}

export interface MessageChannels {
  email?: EmailChannel | undefined;
  sms?: SmsChannel | undefined;
}

export const configuredChannels = (channels: MessageChannels): ReadonlySet<MessageChannel> =>
  new Set<MessageChannel>([...(channels.email ? ['email' as const] : []), ...(channels.sms ? ['sms' as const] : [])]);

/** A channel's failure, in words short and safe enough for staff to read in the message's `lastError`. */
export class ChannelError extends Error {}

/**
 * What a failed try says: the channel's own answer (an SMTP reply, an HTTP status), at most a line, with the
 * recipient's address taken out (an SMTP server's refusal often repeats it, and staff see it beside the row anyway).
 */
export function channelErrorText(error: unknown, recipient: string): string {
  const raw = error instanceof ChannelError ? error.message : describeError(error);
  const text = raw.replaceAll(recipient, '<recipient>').replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text || 'failed';
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'failed';
  const { code, responseCode, response } = error as Error & { code?: string; responseCode?: number; response?: string };
  if (response) return `${responseCode ?? ''} ${response}`.trim();
  return [code, error.message].filter(Boolean).join(': ');
}

export function emailChannel(config: Pick<MessagingConfig, 'smtpUrl' | 'mailFrom' | 'expireSeconds'>): EmailChannel | undefined {
  if (!config.smtpUrl) return undefined;
  // A try must end well before its job is taken for dead (MESSAGE_EXPIRE_SECONDS), or a slow server would be tried
  // twice: a batch's mails share the pool's connections, so some wait for one another.
  const timeout = Math.round(Math.max(1000, Math.min(30_000, (config.expireSeconds * 1000) / 3)));
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as TransportOptions);
  return {
    async send(email) {
      await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.calendar
          ? { attachments: [{ filename: email.calendar.fileName, content: email.calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** The JSON webhook most Indian SMS gateways' HTTP APIs can sit behind: POST `{ to, text }`; any 2xx is sent. */
export function smsWebhookChannel(config: Pick<MessagingConfig, 'smsWebhookUrl' | 'expireSeconds'>): SmsChannel | undefined {
  const url = config.smsWebhookUrl;
  if (!url) return undefined;
  const timeout = Math.round(Math.max(1000, Math.min(15_000, (config.expireSeconds * 1000) / 3)));
  return {
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ to: sms.to, text: sms.text }),
          signal: AbortSignal.timeout(timeout),
        });
      } catch (error) {
        const name = (error as Error).name;
        throw new ChannelError(name === 'TimeoutError' ? `SMS webhook did not answer in ${timeout / 1000} s` : `SMS webhook unreachable (${(error as { cause?: { code?: string } }).cause?.code ?? name})`);
      }
      // Drained, so the connection is kept for the next one; the gateway's words are not kept (they may echo the text).
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new ChannelError(`SMS webhook answered ${response.status}`);
    },
  };
}

export function channelsFromConfig(config: MessagingConfig): MessageChannels {
  return { email: emailChannel(config), sms: smsWebhookChannel(config) };
}
