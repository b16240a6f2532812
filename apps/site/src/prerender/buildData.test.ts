import { describe, expect, it } from 'vitest';
import { buildDataScriptText, pageBuildData, recordingBuildData } from './buildData.ts';

describe('recordingBuildData', () => {
  it('answers from the map and remembers only the keys that were read', () => {
    const data = recordingBuildData({ '/api/doctors': [1], '/api/gallery': [2] });
    expect(data.answerFor('/api/doctors')).toEqual([1]);
    expect(data.answerFor('/api/news-events')).toBeUndefined();
    expect(data.used()).toEqual({ '/api/doctors': [1] });
  });
});

describe('pageBuildData', () => {
  const pageWith = (text: string | undefined) => ({
    getElementById: (id: string) => (id === 'build-data' && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
  });

  it('reads back what the pre-render wrote, including text that looks like markup', () => {
    const answers = { '/api/doctors': [{ name: '</script> & \u2028' }] };
    expect(pageBuildData(pageWith(buildDataScriptText(answers))).answerFor('/api/doctors')).toEqual(answers['/api/doctors']);
    expect(buildDataScriptText(answers)).not.toContain('<');
  });

  it('has no answers on the shell', () => {
    expect(pageBuildData(pageWith(undefined)).answerFor('/api/doctors')).toBeUndefined();
  });
});
