import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { lineIcon } from '../theme/mixins.ts';
import { focusRing, focusRingInset } from '../theme/focusRing.ts';
import { visuallyHiddenStyles } from '../VisuallyHidden/index.ts';

// The table's styles: the scrolling region, the table and its cells, the header's sort buttons, the state rows.

export const Region = styled.div`
  position: relative;
  max-inline-size: 100%;
  overflow: auto;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};

  &:focus-visible {
    ${focusRing}
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  /* separate + spacing 0: with collapse, the sticky header cells would lose their bottom border. */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.tight};
  color: ${cssVar.color.text};
  font-variant-numeric: tabular-nums;

  /* Devanagari's vowel signs reach above and below the line: dense rows keep the body line height in Hindi. */
  &:lang(hi) {
    line-height: ${cssVar.font.lineHeight.body};
  }

  & th,
  & td {
    padding: ${cssVar.space[2]} ${cssVar.space[3]};
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    text-align: start;
    vertical-align: top;
    /* Not "anywhere": that lowers a column's minimum to one letter, and the automatic layout then splits
       short words such as "Completed" while a long e-mail should make the table scroll instead. */
    overflow-wrap: break-word;
  }

  & [data-align='center'] {
    text-align: center;
  }

  & [data-align='end'] {
    text-align: end;
  }

  & thead th {
    position: sticky;
    inset-block-start: 0;
    z-index: ${cssVar.zIndex.raised};
    block-size: ${cssVar.size.control.md};
    vertical-align: middle;
    background-color: ${cssVar.color.surfaceMuted};
    border-block-end-color: ${cssVar.color.borderStrong};
    font-weight: ${cssVar.font.weight.semibold};
    white-space: nowrap;
  }

  & thead th[data-sortable] {
    padding: 0;
  }

  & tbody th {
    font-weight: ${cssVar.font.weight.semibold};
  }

  & tbody:last-child tr:last-child > * {
    border-block-end: 0;
  }

  /* The whole row lights up while a control in it has focus, so a keyboard user sees whose status they change. */
  & tbody tr:not([data-state]):hover > *,
  & tbody tr:not([data-state]):focus-within > * {
    background-color: ${cssVar.color.brandSubtle};
  }

  /* max-inline-size 0 takes the cell's text out of the column's minimum: the column keeps its declared width
     and takes what space is left, and the text inside clips to that. */
  & td[data-truncate],
  & th[data-truncate] {
    max-inline-size: 0;
  }
`;

export const Caption = styled.caption`
  padding: ${cssVar.space[3]};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
  text-align: start;

  &[data-hidden] {
    ${visuallyHiddenStyles}
  }
`;

export const SortButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  inline-size: 100%;
  min-block-size: ${cssVar.size.control.md};
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  th[data-align='center'] > & {
    justify-content: center;
  }

  th[data-align='end'] > & {
    justify-content: flex-end;
  }

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRingInset}
  }
`;

export const Icon = styled.svg`
  ${lineIcon(cssVar.size.icon.sm)}

  &[data-direction='none'] {
    color: ${cssVar.color.textMuted};
  }

  &:not([data-direction='none']) {
    color: ${cssVar.color.brand};
  }
`;

export const Secondary = styled.span`
  display: block;
  margin-block-start: ${cssVar.space[1]};
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.regular};
  color: ${cssVar.color.textMuted};
`;

export const Truncated = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-clipped]:hover,
  &[data-clipped]:focus {
    overflow: visible;
    white-space: normal;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StateRow = styled.tr`
  & > td {
    padding: ${cssVar.space[6]} ${cssVar.space[4]};
    text-align: center;
    color: ${cssVar.color.textMuted};
  }
`;

export const ErrorMessage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[3]};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;

const shimmer = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0.4;
  }
`;

export const SkeletonRow = styled.tr`
  & > td {
    vertical-align: middle;
  }
`;

export const SkeletonBar = styled.span`
  display: block;
  block-size: ${cssVar.font.size.md};
  max-inline-size: ${cssVar.space[16]};
  border-radius: ${cssVar.radius.sm};
  background-color: ${cssVar.color.border};
  animation: ${shimmer} ${cssVar.motion.duration.spinner} ${cssVar.motion.easing.standard} infinite alternate;
`;
