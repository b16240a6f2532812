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
  const pageWith = (text: string | undefined, renderedAt?: string) => ({
    getElementById: (id: string) => {
      if (id === 'root' && renderedAt !== undefined) return { getAttribute: (name: string) => (name === 'data-rendered-at' ? renderedAt : null) } as HTMLElement;
      return id === 'build-data' && text !== undefined ? ({ textContent: text } as HTMLElement) : null;
    },
  });

  it('reads when the page was drawn', () => {
    expect(pageBuildData(pageWith('{}', '2026-11-26T08:30:00.000Z')).renderedAt).toEqual(new Date('2026-11-26T08:30:00.000Z'));
  });

  it('reads back what the pre-render wrote, including text that looks like markup', () => {
    const answers = { '/api/doctors': [{ name: '</script> & \u2028' }] };
    expect(pageBuildData(pageWith(buildDataScriptText(answers))).answerFor('/api/doctors')).toEqual(answers['/api/doctors']);
    expect(buildDataScriptText(answers)).not.toContain('<');
  });

  it('has no answers on the shell', () => {
    expect(pageBuildData(pageWith(undefined)).answerFor('/api/doctors')).toBeUndefined();
    expect(pageBuildData(pageWith(undefined)).renderedAt).toBeUndefined();
  });
});
