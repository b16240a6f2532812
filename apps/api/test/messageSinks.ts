// Where apps/api's messages land in its tests, offline on loopback: an SMTP server that keeps every mail it accepts
// (smtp-server, read back with mailparser) and a webhook that keeps every SMS. Either can be told to refuse or to
// answer slowly, to play an outage or a gateway that hangs.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  /** Every mail accepted so far, in the order they arrived. */
  mails: ParsedMail[];
  /** While true, every mail is refused with a 451 (a temporary failure, as a server in trouble answers). */
  refusing: boolean;
  /** Milliseconds the sink waits, the mail kept, before it answers: a slow server. */
  answerDelayMs: number;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free one; the e2e run fixes it, to tell the server before it starts. */
export async function startSmtpSink({ port: wanted = 0 } = {}): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'url' | 'close'> = { mails: [], refusing: false, answerDelayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on loopback: no STARTTLS for the client to try with a certificate it cannot trust.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'hospital' }),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refusing) {
          const refusal = Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            sink.mails.push(mail);
            setTimeout(() => callback(), sink.answerDelayMs);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender killed mid-conversation (the kill -9 tests) resets its connection, which smtp-server reports as an
  // 'error' event; unheard, it is an uncaught exception of the test run. The sink keeps only what arrived whole.
  server.on('error', () => {});
  await new Promise<void>((ready) => server.listen(wanted, '127.0.0.1', () => ready()));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://hospital:sink-password@127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

export interface Sms {
  to: string;
  text: string;
}

export interface WebhookSink {
  url: string;
  messages: Sms[];
  /** The status it answers with (200 unless told otherwise). */
  status: number;
  answerDelayMs: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWebhookSink({ port: wanted = 0 } = {}): Promise<WebhookSink> {
  const sink: Omit<WebhookSink, 'url' | 'close'> = { messages: [], status: 200, answerDelayMs: 0 };
  const server: Server = createServer((request, response) => {
    bodyOf(request).then((body) => {
      if (sink.status >= 200 && sink.status < 300) sink.messages.push(JSON.parse(body) as Sms);
      setTimeout(() => response.writeHead(sink.status, { 'Content-Type': 'application/json' }).end('{}'), sink.answerDelayMs);
    }, () => response.writeHead(400).end());
  });
  await new Promise<void>((ready) => server.listen(wanted, '127.0.0.1', () => ready()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `http://127.0.0.1:${port}/sms`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}

/** Waits until `check` holds (polled every 100 ms), or fails naming `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
