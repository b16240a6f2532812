import { describe, expect, it } from 'vitest';
import { nextStage } from './FallbackImage.tsx';

const photo = '/images/doctor-12.jpg';
const hospital = '/images/default-hospital.jpg';

describe('nextStage', () => {
  it('tries an object fallback once', () => {
    expect(nextStage('primary', { src: hospital }, photo)).toBe('fallback');
    expect(nextStage('fallback', { src: hospital }, photo)).toBe('failed');
  });

  it('never loops: a failed image stays failed', () => {
    expect(nextStage('failed', { src: hospital }, photo)).toBe('failed');
  });

  it('skips a fallback that is the same picture or empty', () => {
    expect(nextStage('primary', { src: photo }, photo)).toBe('failed');
    expect(nextStage('primary', { src: '' }, photo)).toBe('failed');
  });

  it('goes straight to the final state for the icon and for hiding', () => {
    expect(nextStage('primary', 'person-icon', photo)).toBe('failed');
    expect(nextStage('primary', 'hide', photo)).toBe('failed');
  });
});
