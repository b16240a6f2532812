import { hospitalToday } from '@hospital/contract';
import { configFromEnv } from './config.ts';
import { createApp } from './app.ts';
import { CorruptDataFileError, openDataFile } from './store.ts';

const config = configFromEnv();
let store;
try {
  store = openDataFile(config.seedFile, config.dbFile, hospitalToday(config.clock()));
} catch (error) {
  if (error instanceof CorruptDataFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = createApp({
  data: store.data,
  save: store.save,
  corsOrigins: config.corsOrigins,
  loginWindowMs: config.loginWindowMs,
  sessionIdleMs: config.sessionIdleMs,
  publicUrl: config.publicUrl,
  reminderHours: config.reminderHours,
  clock: config.clock,
  checkInGraceMinutes: config.checkInGraceMinutes,
  bookingLimits: config.bookingLimits,
});
const server = app.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Tests read this line to learn the port when PORT=0.
  console.log(`Hospital API listening on http://localhost:${port} (data: ${config.dbFile})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
