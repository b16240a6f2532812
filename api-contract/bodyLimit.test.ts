// A body over the limit (100 kB) gets its answer, on every server: a 413 with the contract's error, sent once the
// body has arrived (answered while the client still sends, the connection is reset and the client hears nothing),
// and the connection closed after it.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiError } from '@hospital/contract';
import { serverForThisFile } from './harness.ts';

const api = serverForThisFile();

interface RawAnswer {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  text: string;
}

/** Sends `size` bytes of a JSON body to `path`, all at once with a Content-Length, or chunked in 64 kB pieces. */
function sendBody(path: string, size: number, { chunked = false } = {}): Promise<RawAnswer> {
  // A JSON object of the asked size: {"text":"xxxx..."}.
  const body = Buffer.from(`{"text":"${'x'.repeat(size - 11)}"}`);
  expect(body.length).toBe(size);
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = body.length;
    const req = request(`${api.server.baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', fail);
    if (!chunked) return void req.end(body);
    let offset = 0;
    const writeNext = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeNext);
      }
      req.end();
    };
    writeNext();
  });
}

const MEGABYTE = 1024 * 1024;

/**
 * Sends a body over the limit in 64 kB pieces, `pauseMs` apart, as a slow connection would, and answers how much of
 * it had been sent when the answer arrived, and any error the sending met.
 */
function sendSlowly(path: string, size: number, pauseMs: number): Promise<{ status: number; sentWhenAnswered: number; error: string | undefined }> {
  const body = Buffer.alloc(size, 'x');
  return new Promise((done) => {
    let sent = 0;
    let answer: { status: number; sentWhenAnswered: number } | undefined;
    let error: string | undefined;
    const req = request(`${api.server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': size } }, (res) => {
      answer = { status: res.statusCode ?? 0, sentWhenAnswered: sent };
      res.resume();
      res.on('end', () => done({ ...answer!, error }));
    });
    req.on('error', (problem: NodeJS.ErrnoException) => {
      error = problem.code ?? problem.message;
      if (!answer) done({ status: 0, sentWhenAnswered: sent, error });
    });
    const timer = setInterval(() => {
      if (answer || error) return clearInterval(timer);
      const piece = body.subarray(sent, sent + 64 * 1024);
      sent += piece.length;
      if (sent < size) return void req.write(piece);
      clearInterval(timer);
      req.end(piece);
    }, pauseMs);
  });
}

describe('a body over the limit', () => {
  it('answers 1.1 MB sent with a Content-Length: 413, the contract error, and the connection closed', async () => {
    const answer = await sendBody('/api/appointments', Math.round(1.1 * MEGABYTE));
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual(apiError('tooLarge'));
    expect(answer.headers.connection).toBe('close');
  });

  it('answers only once the whole body has arrived, sent slowly (before, the 413 came first and the connection was reset under the client)', async () => {
    const size = Math.round(1.1 * MEGABYTE);
    const answer = await sendSlowly('/api/appointments', size, 25);
    expect(answer).toEqual({ status: 413, sentWhenAnswered: size, error: undefined });
  });

  it('answers 1.1 MB sent in chunks without a length the same way', async () => {
    const answer = await sendBody('/api/auth/login', Math.round(1.1 * MEGABYTE), { chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(apiError('tooLarge'));
    expect(answer.headers.connection).toBe('close');
  });

  it('answers just over 100 kB with 413, and just under it reads the body as usual', async () => {
    expect((await sendBody('/api/appointments', 100 * 1024 + 1)).status).toBe(413);
    // Within the limit the body is read: this one is no booking, so a 400 naming its fields.
    const within = await sendBody('/api/appointments', 100 * 1024);
    expect(within.status).toBe(400);
    expect(JSON.parse(within.text)).toMatchObject({ code: 'validation_failed' });
  });

  it('keeps serving after a body past the 8 MB it would read', async () => {
    // Past the bound the server answers at once and closes: the client may hear the 413 or a reset, not a hang.
    const answer = await sendBody('/api/appointments', 9 * MEGABYTE).catch((error: NodeJS.ErrnoException) => error.code);
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(typeof answer === 'object' ? answer.status : answer);
    expect((await api.anonymous.get('/api/departments')).status).toBe(200);
  });
});
