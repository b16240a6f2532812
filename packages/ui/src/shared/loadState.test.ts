import { describe, expect, it } from 'vitest';
import { loadPhase } from './loadState.ts';

describe('loadPhase', () => {
  it('is ready when nothing is loading and nothing failed', () => {
    expect(loadPhase({})).toBe('ready');
    expect(loadPhase({ isLoading: false, error: undefined })).toBe('ready');
    expect(loadPhase({ error: null })).toBe('ready');
    expect(loadPhase({ error: false })).toBe('ready');
  });

  it('treats any reported failure as an error, whatever its type', () => {
    expect(loadPhase({ error: new Error('500: Internal Server Error') })).toBe('error');
    expect(loadPhase({ error: 'offline' })).toBe('error');
    expect(loadPhase({ error: true })).toBe('error');
  });

  it('shows a retry under way as loading, though the hook still holds the old error', () => {
    expect(loadPhase({ isLoading: true, error: new Error('timeout') })).toBe('loading');
  });
});
