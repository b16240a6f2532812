import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import type { AnalyticsChartOption } from '../../shared/appointmentCharts.ts';

// Only what the analytics cards draw: the whole of ECharts would double the chunk (NOTES.md). SVG rather
// than canvas: lighter for a handful of small charts, and crisp at any zoom.
echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'aria-label'> {
  option: AnalyticsChartOption;
  /** What the chart shows, with its numbers: the accessible name of the picture. */
  summary: string;
  heightPx: number;
  ref?: Ref<HTMLDivElement>;
}

/** An ECharts chart as one accessible image: `role="img"` named by a summary of its data. */
export function EChart({ option, summary, heightPx, ref, ...rest }: EChartProps) {
  const drawn = prefersReducedMotion() ? withoutAnimation(option) : option;
  return (
    <Frame {...rest} ref={ref} role="img" aria-label={summary} $heightPx={heightPx}>
      {/* Hidden from the accessibility tree: the frame's summary speaks for the drawing, and the SVG it holds
          would otherwise be announced as a second, unnamed image. */}
      <ReactEChartsCore
        aria-hidden="true"
        echarts={echarts}
        option={drawn}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: '100%', width: '100%' }}
      />
    </Frame>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The same chart without its growing bars and sweeping slices, for people who ask for less motion. */
export function withoutAnimation(option: AnalyticsChartOption): AnalyticsChartOption {
  return option.baseOption
    ? { ...option, baseOption: { ...option.baseOption, animation: false } }
    : { ...option, animation: false };
}

const Frame = styled.div<{ $heightPx: number }>`
  inline-size: 100%;
  block-size: ${({ $heightPx }) => $heightPx}px;
  min-inline-size: 0;
`;
