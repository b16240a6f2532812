// How a contract test talks to the server under test: a client that keeps its session cookie, as one browser does,
// and a raw request from a chosen loopback address, as a second machine. Re-exported by harness.ts.
import { request } from 'node:http';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

/** fetch with a cookie jar of one cookie, the session's: enough for one signed-in client. */
export class ApiClient {
  cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    // The session cookie only: the client plays a browser that never signed in before (no known-device cookie).
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('hospital_session='));
    if (session) {
      const pair = session.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send('GET', path, undefined, headers);
  }

  async signIn(credentials: { username: string; password: string }): Promise<ApiResponse> {
    const response = await this.send('POST', '/api/auth/login', credentials);
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response;
  }
}

/** A raw HTTP request from a chosen loopback address, to act as a second client machine. */
export function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: import('node:http').IncomingHttpHeaders }> {
  return new Promise((done, fail) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      { method, localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}
