// Where the e2e server's e-mails and SMS land: apps/api's test sinks (an SMTP server and an SMS webhook on loopback),
// on ports fixed from E2E_PORT so the server can be told them before it starts, and a small read-back of what they
// received for the specs. Started by playwright.config.ts as a web server of its own.
import { createServer } from 'node:http';
import { startSmtpSink, startWebhookSink } from '../apps/api/test/messageSinks.ts';
import { messageSinkPorts } from './messageSinkPorts.ts';

const ports = messageSinkPorts(Number(process.env.E2E_PORT ?? 5417));
const smtp = await startSmtpSink({ port: ports.smtp });
const sms = await startWebhookSink({ port: ports.sms });

/** What a spec reads: each mail's envelope, subject, text and the types of its attachments; each SMS. */
const readBack = createServer((request, response) => {
  if (request.url !== '/received') {
    response.writeHead(404).end();
    return;
  }
  const mails = smtp.mails.map((mail) => ({
    to: mail.to ? [mail.to].flat().map((address) => address.text) : [],
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({ contentType: attachment.contentType, filename: attachment.filename })),
  }));
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mails, sms: sms.messages }));
});
readBack.listen(ports.readBack, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    readBack.close();
    void Promise.all([smtp.close(), sms.close()]).finally(() => process.exit(0));
  });
}
