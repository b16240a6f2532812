import { describe, expect, it } from 'vitest';
import { withoutAnimation } from './EChart.tsx';

describe('withoutAnimation', () => {
  it('turns animation off on a plain option and keeps the rest', () => {
    const option = { series: [{ type: 'bar' as const, data: [1, 2] }] };
    expect(withoutAnimation(option)).toEqual({ series: [{ type: 'bar', data: [1, 2] }], animation: false });
  });

  it('turns it off in the base of a responsive option, leaving its media rules alone', () => {
    const media = [{ query: { maxWidth: 480 }, option: { xAxis: { axisLabel: { rotate: 40 } } } }];
    const result = withoutAnimation({ baseOption: { series: [{ type: 'pie' as const }] }, media });
    expect(result.baseOption).toEqual({ series: [{ type: 'pie' }], animation: false });
    expect(result.media).toBe(media);
    expect(result).not.toHaveProperty('animation');
  });

  it('does not change the option it is given', () => {
    const option = { animation: true };
    withoutAnimation(option);
    expect(option.animation).toBe(true);
  });
});
