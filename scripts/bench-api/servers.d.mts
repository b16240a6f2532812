export interface StartedServer {
  base: string;
  log: string;
  pid: number;
  startSeconds: number;
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}
export function startServer(options: { kind: 'mock' | 'api'; dir: string; seedFile: string; env?: Record<string, string> }): Promise<StartedServer>;
export function serverExists(kind: 'mock' | 'api'): boolean;
