import pino from 'pino';

/** JSON lines on stdout, one per request and one per event worth a line; nothing personal goes in. */
export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
