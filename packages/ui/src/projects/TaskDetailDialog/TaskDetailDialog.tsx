import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { PRIORITIES, TASK_STATUSES, updateTaskSchema, type Task, type UpdateTask } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { DateInput } from '../../DateInput/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { Select } from '../../Select/index.ts';
import { PriorityBadge, TaskStatusBadge, statusLabel } from '../../StatusBadge/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { dateText } from '../../shared/dateText.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { SignInToEdit } from '../SignInToEdit/index.ts';
import {
  EDITABLE_TASK_FIELDS,
  EMPTY_VALUE,
  changedTaskFields,
  displayValue,
  formToTaskUpdate,
  hierarchyText,
  parseMaterials,
  taskFormValues,
  type TaskFormValues,
} from './taskDetails.ts';

export type TaskDialogMode = 'view' | 'edit';

/**
 * The edit form's rule: the text becomes an update (numbers with their fallbacks, blanks as null), which must pass
 * the same schema the API checks, and the planned end may not come before the start (the API's rule too).
 */
export const taskEditSchema = z.preprocess(
  (values) => formToTaskUpdate(values as Partial<TaskFormValues>),
  updateTaskSchema.refine((task) => !task.startDate || !task.endDate || task.endDate >= task.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
  }),
);

export interface TaskDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task shown; kept by the caller while the dialog closes so the text does not change mid-animation. */
  task: Task | null;
  /** Which mode each opening starts in: `view` (read-only, the default) or `edit` (the card menu's Edit Task). */
  initialMode?: TaskDialogMode;
  /** False when no admin is signed in: Edit is disabled, with "Sign in to edit". */
  canEdit?: boolean;
  /** Where "Sign in to edit" goes (drawn by the app's router link, see `LinkProvider`). */
  signInHref?: string;
  /**
   * Save: called with only the fields that changed. The caller PATCHes the task and refetches; a rejection keeps
   * the form open with what was typed.
   */
  onSave: (task: Task, changes: UpdateTask) => Promise<unknown>;
}

/**
 * Everything about one task (spec: Task detail dialog), read-only by default, with an Edit mode that offers Save
 * and Cancel. Empty values read as a dash.
 */
export function TaskDetailDialog({
  open,
  onOpenChange,
  task,
  initialMode = 'view',
  canEdit = true,
  signInHref,
  onSave,
}: TaskDetailDialogProps) {
  const formId = useId();
  const [mode, setMode] = useState<TaskDialogMode>(initialMode);
  const [saving, setSaving] = useState(false);
  // Each opening starts in the mode asked for (set during render, not in an effect, so there is no flash).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode(initialMode);
  }
  const editing = mode === 'edit' && canEdit && task !== null;

  const save = async (changes: UpdateTask) => {
    if (!task) return;
    if (Object.keys(changes).length === 0) {
      setMode('view');
      return;
    }
    setSaving(true);
    try {
      await onSave(task, changes);
      setMode('view');
    } catch {
      // The caller says what went wrong; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const footer = editing ? (
    <>
      <Button variant="ghost" onClick={() => setMode('view')} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={saving}>
        Save
      </Button>
    </>
  ) : (
    <>
      {canEdit ? null : <SignInToEdit href={signInHref} />}
      <Button variant="ghost" onClick={() => onOpenChange(false)}>
        Close
      </Button>
      <Button onClick={() => setMode('edit')} disabled={!canEdit || task === null}>
        Edit
      </Button>
    </>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={editing ? 'Edit Task' : 'Task Details'} footer={footer}>
      {task === null ? null : editing ? (
        <TaskEditForm key={task.id} formId={formId} task={task} onSubmit={save} />
      ) : (
        <TaskDetails task={task} />
      )}
    </Dialog>
  );
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Item data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Item>
  );
}

function TaskDetails({ task }: { task: Task }) {
  const materials = parseMaterials(task.materials);
  return (
    <Details>
      <Detail label="Task Name" wide>
        {displayValue(task.name)}
      </Detail>
      <Detail label="Activity">{displayValue(task.activity)}</Detail>
      <Detail label="Sub Activity">{displayValue(task.subActivity)}</Detail>
      <Detail label="Description" wide>
        {displayValue(task.description)}
      </Detail>
      <Detail label="Status">
        <TaskStatusBadge status={task.status} size="sm" />
      </Detail>
      <Detail label="Priority">
        <PriorityBadge priority={task.priority} size="sm" />
      </Detail>
      <Detail label="Progress">
        <WideProgress value={task.progress} size="sm" showValue aria-label="Progress" />
      </Detail>
      <Detail label="Duration (days)">{displayValue(task.duration)}</Detail>
      <Detail label="Planned Dates">
        Start: {dateText(task.startDate, EMPTY_VALUE)}
        <br />
        End: {dateText(task.endDate, EMPTY_VALUE)}
      </Detail>
      <Detail label="Actual Dates">
        Actual start: {dateText(task.actualStartDate, EMPTY_VALUE)}
        <br />
        Actual end: {dateText(task.actualEndDate, EMPTY_VALUE)}
      </Detail>
      <Detail label="Contractor">{displayValue(task.contractor)}</Detail>
      <Detail label="Updated By">{displayValue(task.updatedBy)}</Detail>
      <Detail label="Location">{displayValue(task.location)}</Detail>
      <Detail label="Hierarchy">{hierarchyText(task.hierarchy)}</Detail>
      <Detail label="Materials" wide>
        {materials.length === 0 ? (
          'No materials specified'
        ) : (
          <Materials>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Planned</th>
                <th scope="col">Actual</th>
                <th scope="col">Unit</th>
              </tr>
            </thead>
            <tbody>
              {materials.map((material, index) => (
                <tr key={`${material.name}-${index}`}>
                  <th scope="row">{material.name}</th>
                  <td>{displayValue(material.plannedQty)}</td>
                  <td>{displayValue(material.actualQty)}</td>
                  <td>{displayValue(material.unit)}</td>
                </tr>
              ))}
            </tbody>
          </Materials>
        )}
      </Detail>
      <Detail label="Additional Information" wide>
        {task.photoUrl ? (
          <Photo src={task.photoUrl} alt={`Site photo: ${task.name}`} fallback="hide" width={480} height={270} />
        ) : null}
        <span>Notes: {displayValue(task.notes)}</span>
      </Detail>
    </Details>
  );
}

const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: statusLabel(value) }));

const LABELS: Record<(typeof EDITABLE_TASK_FIELDS)[number], string> = {
  name: 'Task Name',
  activity: 'Activity',
  subActivity: 'Sub Activity',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  progress: 'Progress (%)',
  duration: 'Duration (days)',
  startDate: 'Planned start',
  endDate: 'Planned end',
  actualStartDate: 'Actual start',
  actualEndDate: 'Actual end',
  contractor: 'Contractor',
  location: 'Location',
  notes: 'Notes',
};

function TaskEditForm({ formId, task, onSubmit }: { formId: string; task: Task; onSubmit: (changes: UpdateTask) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TaskFormValues>({ defaultValues: taskFormValues(task) });

  const submit = handleSubmit(async (values) => {
    const parsed = taskEditSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in LABELS) setError(field as keyof TaskFormValues, { message: issue.message });
      }
      return;
    }
    await onSubmit(changedTaskFields(task, parsed.data));
  });

  const text = (field: keyof TaskFormValues, required = false) => (
    <Field label={LABELS[field]} required={required} error={errors[field]?.message}>
      {(controlProps) => <Input {...controlProps} {...register(field)} />}
    </Field>
  );
  const date = (field: keyof TaskFormValues, required = false) => (
    <Field label={LABELS[field]} required={required} error={errors[field]?.message}>
      {(controlProps) => <DateInput {...controlProps} {...register(field)} />}
    </Field>
  );

  return (
    <Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Wide>{text('name', true)}</Wide>
      {text('activity')}
      {text('subActivity')}
      <Wide>
        <Field label={LABELS.description} error={errors.description?.message}>
          {(controlProps) => <Textarea {...controlProps} rows={3} {...register('description')} />}
        </Field>
      </Wide>
      <Field label={LABELS.status} error={errors.status?.message}>
        {(controlProps) => <Select {...controlProps} options={STATUS_OPTIONS} {...register('status')} />}
      </Field>
      <Field label={LABELS.priority} error={errors.priority?.message}>
        {(controlProps) => <Select {...controlProps} options={PRIORITY_OPTIONS} {...register('priority')} />}
      </Field>
      <Field label={LABELS.progress} hint="0 to 100; anything else counts as 0" error={errors.progress?.message}>
        {(controlProps) => <Input {...controlProps} type="number" min={0} max={100} step={1} inputMode="numeric" {...register('progress')} />}
      </Field>
      <Field label={LABELS.duration} hint="At least 1; anything else counts as 1" error={errors.duration?.message}>
        {(controlProps) => <Input {...controlProps} type="number" min={1} step={1} inputMode="numeric" {...register('duration')} />}
      </Field>
      {date('startDate', true)}
      {date('endDate', true)}
      {date('actualStartDate')}
      {date('actualEndDate')}
      {text('contractor')}
      {text('location')}
      <Wide>
        <Field label={LABELS.notes} error={errors.notes?.message}>
          {(controlProps) => <Textarea {...controlProps} rows={3} {...register('notes')} />}
        </Field>
      </Wide>
    </Form>
  );
}

const Details = styled.dl`
  display: grid;
  gap: ${cssVar.space[4]} ${cssVar.space[6]};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  align-content: start;
  min-inline-size: 0;

  &[data-wide] {
    grid-column: 1 / -1;
  }

  dt {
    color: ${cssVar.color.textMuted};
    font-size: ${cssVar.font.size.sm};
    font-weight: ${cssVar.font.weight.semibold};
  }

  dd {
    display: grid;
    gap: ${cssVar.space[2]};
    justify-items: start;
    margin: 0;
    color: ${cssVar.color.text};
  }
`;

const Materials = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${cssVar.font.size.md};

  th,
  td {
    padding: ${cssVar.space[1]} ${cssVar.space[2]};
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    text-align: start;
  }

  thead th {
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.semibold};
  }

  tbody th {
    font-weight: ${cssVar.font.weight.regular};
  }
`;

/* The details list lines its values up at the start; the bar needs a width of its own to show its fill. */
const WideProgress = styled(ProgressBar)`
  justify-self: stretch;
  max-inline-size: 20rem;
`;

const Photo = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  max-inline-size: 30rem;
  block-size: auto;
  border-radius: ${cssVar.radius.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
