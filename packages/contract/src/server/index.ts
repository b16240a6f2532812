// What only a Node process may import (node:crypto and the like): `@hospital/contract/server`, never in a browser.
export * from './passwordHash.ts';
export * from './demoAccounts.ts';
export * from './passwordStrength.ts';
export * from './temporaryPassword.ts';
export * from './serverClock.ts';
export * from './settings.ts';
