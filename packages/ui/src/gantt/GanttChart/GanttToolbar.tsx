import { memo } from 'react';
import styled from 'styled-components';
import type { GanttScale } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { ButtonLink } from '../../directory/ButtonLink/index.ts';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { GANTT_SCALES, GANTT_TEXT } from './ganttText.ts';

export interface GanttToolbarProps {
  scale: GanttScale;
  onScaleChange: (scale: GanttScale) => void;
  moreColumns: boolean;
  onToggleMoreColumns: () => void;
  /** False when there is nothing to export: Export to Excel is disabled. */
  hasTasks: boolean;
  onExportPdf: () => void;
  onExportExcel: () => void;
  canEdit: boolean;
  signInHref: string;
  onAddTask: (() => void) | undefined;
}

/**
 * The Gantt's toolbar: scale, Show More Columns, Export, Import, Add Task. Memoised, so that it is not rendered
 * again (two Radix menus included) on everything the chart does without it, such as a change of task list.
 */
export const GanttToolbar = memo(function GanttToolbar({
  scale,
  onScaleChange,
  moreColumns,
  onToggleMoreColumns,
  hasTasks,
  onExportPdf,
  onExportExcel,
  canEdit,
  signInHref,
  onAddTask,
}: GanttToolbarProps) {
  return (
    <Toolbar data-part="toolbar">
      <ScaleGroup role="group" aria-label="Scale">
        {GANTT_SCALES.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={scale === option.value ? 'secondary' : 'ghost'}
            aria-pressed={scale === option.value}
            onClick={() => onScaleChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </ScaleGroup>
      <Button size="sm" variant={moreColumns ? 'secondary' : 'ghost'} aria-pressed={moreColumns} onClick={onToggleMoreColumns}>
        {GANTT_TEXT.showMoreColumns}
      </Button>
      <ToolbarEnd>
        <DropdownMenu trigger={<Button size="sm" variant="ghost">{GANTT_TEXT.export}</Button>} align="end">
          <DropdownMenu.Item onSelect={onExportPdf}>{GANTT_TEXT.exportPdf}</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onExportExcel} disabled={!hasTasks}>
            {GANTT_TEXT.exportExcel}
          </DropdownMenu.Item>
        </DropdownMenu>
        <DropdownMenu trigger={<Button size="sm" variant="ghost">{GANTT_TEXT.import}</Button>} align="end">
          <DropdownMenu.Label>{GANTT_TEXT.importNotAvailable}</DropdownMenu.Label>
          <DropdownMenu.Item disabled>{GANTT_TEXT.importExcel}</DropdownMenu.Item>
          <DropdownMenu.Item disabled>{GANTT_TEXT.importMsProject}</DropdownMenu.Item>
        </DropdownMenu>
        <Button size="sm" disabled={!canEdit} onClick={onAddTask}>
          {GANTT_TEXT.addTask}
        </Button>
        {canEdit ? null : (
          <ButtonLink href={signInHref} size="sm" variant="ghost">
            {GANTT_TEXT.signInToEdit}
          </ButtonLink>
        )}
      </ToolbarEnd>
    </Toolbar>
  );
});

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};

  @media print {
    display: none;
  }
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin-inline-start: auto;
`;

const ScaleGroup = styled.div`
  display: inline-flex;
  gap: ${cssVar.space[1]};
  padding: ${cssVar.space[1]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
`;
