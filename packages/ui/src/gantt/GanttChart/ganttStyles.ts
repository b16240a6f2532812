import styled from 'styled-components';
import { GANTT } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRingInset } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';
import { visuallyHiddenStyles } from '../../VisuallyHidden/index.ts';
import { ARROW_GAP_PX, BAR_LAYOUT } from './ganttLayout.ts';

/**
 * The Gantt's styles. Rows, cells and bars are plain elements styled from their block (`TableBlock`,
 * `TimelineBlock`) rather than a styled component each: on every scroll that saves a component per cell.
 */

const ROW_HEIGHT = GANTT.rowHeightPx;

/** The scroller's greatest height, in percent of the browser window's: a screenful of rows, with the page around it in view. */
export const SCROLLER_MAX_VH = 70;

export const Root = styled.section`
  /* Table column widths; the timeline's are the spec's 30/120/300 px, set from JS. */
  --gantt-activity: calc(${cssVar.space[16]} * 3);
  --gantt-sub-activity: calc(${cssVar.space[16]} * 2.5);
  --gantt-progress: calc(${cssVar.space[16]} * 1.5);
  --gantt-location: calc(${cssVar.space[16]} * 2.5);
  --gantt-contractor: calc(${cssVar.space[16]} * 2.5);
  --gantt-actions: calc(${cssVar.space[16]} * 1.25);
  --gantt-columns: var(--gantt-activity) var(--gantt-sub-activity) var(--gantt-progress);
  --gantt-table-width: calc(var(--gantt-activity) + var(--gantt-sub-activity) + var(--gantt-progress));
  /* Where the timeline's visible part begins inside the scroller: after the table where the table is sticky. */
  --gantt-timeline-start: 0px;

  ${media.md} {
    --gantt-timeline-start: var(--gantt-table-width);
  }

  &[data-more='true'] {
    --gantt-columns: var(--gantt-activity) var(--gantt-sub-activity) var(--gantt-progress) var(--gantt-location)
      var(--gantt-contractor) var(--gantt-actions);
    --gantt-table-width: calc(
      var(--gantt-activity) + var(--gantt-sub-activity) + var(--gantt-progress) + var(--gantt-location) +
        var(--gantt-contractor) + var(--gantt-actions)
    );
  }

  display: flex;
  flex-direction: column;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.sm};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  max-block-size: ${SCROLLER_MAX_VH}vh;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  overscroll-behavior: contain;

  @media print {
    overflow: visible;
    max-block-size: none;
    border: none;
  }
`;

/** Where the chart will be while the tasks load: placeholder bars in the chart's own frame. */
export const LoadingRows = styled(Scroller)`
  display: grid;
  gap: ${cssVar.space[4]};
  padding: ${cssVar.space[4]};
`;

export const Grid = styled.div`
  inline-size: max-content;
  min-inline-size: 100%;
`;

const stickyLeft = `
  ${media.md} {
    position: sticky;
    inset-inline-start: 0;
  }

  @media print {
    position: static;
  }
`;

export const HeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  background-color: ${cssVar.color.surfaceMuted};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  @media print {
    position: static;
  }
`;

export const HeaderTable = styled.div`
  ${stickyLeft}
  z-index: 1;
  display: grid;
  flex: none;
  grid-template-columns: var(--gantt-columns);
  inline-size: var(--gantt-table-width);
  background-color: ${cssVar.color.surfaceMuted};
  border-inline-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;

export const HeaderCell = styled.div`
  display: flex;
  align-items: flex-end;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  font-weight: ${cssVar.font.weight.semibold};
`;

export const HeaderTimeline = styled.div`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  /* Clipped, not hidden: "hidden" would make it the scroll container of the sticky labels below. */
  overflow: clip;
`;

/** A row of header cells (plain elements, absolutely placed from JS, only those in view). */
export const Tier = styled.div`
  position: relative;
  block-size: calc(${cssVar.space[6]} + ${cssVar.space[1]});

  & > [data-unit] {
    position: absolute;
    top: 0;
    bottom: 0;
    display: flex;
    align-items: center;
    overflow: clip;
    padding-inline: ${cssVar.space[1]};
    white-space: nowrap;
    border-inline-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
  }

  & > [data-column] {
    justify-content: center;
    padding-inline: 0;
  }

  /* The month or year name stays in view while its long cell scrolls past, clear of the sticky table. */
  & > [data-unit] > span {
    position: sticky;
    inset-inline-start: calc(var(--gantt-timeline-start) + ${cssVar.space[1]});
    font-weight: ${cssVar.font.weight.semibold};
    color: ${cssVar.color.text};
  }
`;

export const TodayLabel = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  transform: translateX(-50%);
  padding-inline: ${cssVar.space[1]};
  border-radius: ${cssVar.radius.sm};
  background-color: ${cssVar.color.danger};
  color: ${cssVar.color.brandContrast};
  font-weight: ${cssVar.font.weight.semibold};
  white-space: nowrap;
`;

/** The scroll height of all the rows; what is drawn inside it is only the window on screen. */
export const Body = styled.div`
  position: relative;
  display: flex;
`;

export const TableBlock = styled.div`
  position: relative;
  z-index: 2;
  flex: none;
  inline-size: var(--gantt-table-width);
  background-color: ${cssVar.color.surface};
  border-inline-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  ${media.md} {
    position: sticky;
    inset-inline-start: 0;
  }

  @media print {
    position: relative;
  }

  /* A row: plain elements styled from here (see renderTableRows). Flex rather than the header's grid: a new row's
     layout is cheaper, and the same widths line the cells up with the headers. */
  & > div {
    position: absolute;
    inset-inline: 0;
    display: flex;
    align-items: center;
    block-size: ${ROW_HEIGHT}px;
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    cursor: pointer;
  }

  & > div:hover {
    background-color: ${cssVar.color.surfaceMuted};
  }

  /* Inside the row: the scroller clips anything drawn outside it. */
  & > div:focus-visible {
    ${focusRingInset}
  }

  [data-printing] & > div {
    break-inside: avoid;
  }

  & > div > div {
    flex: none;
    overflow: hidden;
    padding-inline: ${cssVar.space[3]};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > div > div:nth-child(1) {
    inline-size: var(--gantt-activity);
  }

  & > div > div:nth-child(2) {
    inline-size: var(--gantt-sub-activity);
  }

  & > div > div:nth-child(3) {
    inline-size: var(--gantt-progress);
  }

  & > div > div:nth-child(4) {
    inline-size: var(--gantt-location);
  }

  & > div > div:nth-child(5) {
    inline-size: var(--gantt-contractor);
  }

  & > div > div:nth-child(6) {
    inline-size: var(--gantt-actions);
  }

  & > div > span {
    ${visuallyHiddenStyles}
  }
`;

/** The bars, labels and lines, absolutely placed in chart pixels; bars are plain elements styled from here. */
export const TimelineBlock = styled.div`
  position: relative;
  flex: 1 0 auto;
  cursor: pointer;

  & > [data-bar='planned'] {
    position: absolute;
    block-size: ${BAR_LAYOUT.plannedHeight}px;
    border: ${cssVar.borderWidth.thin} solid var(--bar-fg);
    border-radius: ${cssVar.radius.sm};
    /* Done work filled solid, the rest tinted. */
    background: linear-gradient(to right, var(--bar-fg) var(--progress), var(--bar-bg) var(--progress));
    --bar-fg: ${cssVar.color.status.task.pending.fg};
    --bar-bg: ${cssVar.color.status.task.pending.bg};
  }

  & > [data-status='in-progress'] {
    --bar-fg: ${cssVar.color.status.task.inProgress.fg};
    --bar-bg: ${cssVar.color.status.task.inProgress.bg};
  }

  & > [data-status='completed'] {
    --bar-fg: ${cssVar.color.status.task.completed.fg};
    --bar-bg: ${cssVar.color.status.task.completed.bg};
  }

  & > [data-status='cancelled'] {
    --bar-fg: ${cssVar.color.status.task.cancelled.fg};
    --bar-bg: ${cssVar.color.status.task.cancelled.bg};
  }

  /* The focused row's bar is outlined too, but only while the keyboard is in the grid. */
  [role='grid']:focus-within & > [data-active] {
    box-shadow: 0 0 0 ${cssVar.borderWidth.thick} ${cssVar.color.focus};
  }

  /* The task's name after its bar, clickable with it. It starts past the arrow's first turn, so an arrow leaving
     the bar runs through the gap, not the words. */
  & > [data-bar='planned']::after {
    content: attr(data-label);
    position: absolute;
    inset-block-start: calc(-1 * ${cssVar.borderWidth.thin});
    inset-inline-start: calc(100% + ${cssVar.borderWidth.thin});
    padding-inline-start: calc(${ARROW_GAP_PX}px + ${cssVar.space[1]});
    line-height: ${BAR_LAYOUT.plannedHeight}px;
    white-space: nowrap;
    color: ${cssVar.color.text};
  }

  & > [data-bar='actual'] {
    position: absolute;
    block-size: ${BAR_LAYOUT.actualHeight}px;
    border-radius: ${cssVar.radius.pill};
    background-color: ${cssVar.color.text};
  }
`;

/**
 * Grid lines are painted, not elements: one column line and one row line per tile of the background. The layer
 * covers only the rows and columns drawn, so a scroll repaints a screenful, not a 40,000-row-tall gradient.
 */
export const GridLines = styled.div`
  position: absolute;
  pointer-events: none;
  background-image:
    linear-gradient(to right, ${cssVar.color.border} 1px, transparent 1px),
    linear-gradient(to top, ${cssVar.color.border} 1px, transparent 1px);
`;

export const TodayLine = styled.div`
  position: absolute;
  z-index: 1;
  inline-size: ${cssVar.borderWidth.thick};
  transform: translateX(-50%);
  background-color: ${cssVar.color.danger};
  pointer-events: none;
`;

export const Arrows = styled.svg`
  position: absolute;
  z-index: 1;
  /* The global rule caps an svg at its container's width and scales the drawing down to fit; these are drawn in
     chart pixels and must stay 1:1 with the bars. */
  max-inline-size: none;
  overflow: hidden;
  pointer-events: none;
  fill: none;
  stroke: ${cssVar.color.textMuted};
  stroke-width: 1.5;

  marker path {
    fill: ${cssVar.color.textMuted};
    stroke: none;
  }
`;
