// The demo's accounts (`npm start`): the seed gives them these passwords, the sign-in page shows them, and a server
// started with NODE_ENV=production refuses to start while any account still has one of these passwords.
import type { UserRole } from '../constants.ts';

export interface DemoAccount {
  username: string;
  password: string;
  role: UserRole;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'admin123', role: 'admin' },
  { username: 'reception', password: 'reception123', role: 'reception' },
  { username: 'patient', password: 'patient123', role: 'patient' },
];

/** The passwords of the demo, whatever account has them now: a production server refuses them. */
export const DEMO_PASSWORDS: readonly string[] = [...new Set(DEMO_ACCOUNTS.map((account) => account.password))];
