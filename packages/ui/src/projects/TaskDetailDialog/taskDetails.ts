import { DEFAULTS, PROGRESS_RANGE, type Material, type Task, type UpdateTask } from '@hospital/contract';

/** What an empty value reads as in the dialog (spec: "Empty values show a dash"). */
export const EMPTY_VALUE = '-';

/** A value as the dialog shows it: blank, null and undefined become the dash. */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

/** A JSON string parsed, or `undefined` when it is not JSON (spec: unparseable JSON counts as empty). */
function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The hierarchy's levels in order. The API has sent an object (`{ level1: 'Block C', level2: 'Site' }`), an array,
 * or either of them as a JSON string; anything else, and blank levels, count as nothing.
 */
export function parseHierarchy(value: unknown): string[] {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  let levels: unknown[];
  if (Array.isArray(parsed)) levels = parsed;
  else if (parsed !== null && typeof parsed === 'object') levels = Object.values(parsed);
  else return [];
  return levels
    .filter((level): level is string | number => typeof level === 'string' || typeof level === 'number')
    .map((level) => String(level).trim())
    .filter((level) => level !== '');
}

/** The levels joined with " > " (spec), or the dash when there are none. */
export function hierarchyText(value: unknown): string {
  const levels = parseHierarchy(value);
  return levels.length === 0 ? EMPTY_VALUE : levels.join(' > ');
}

const asQuantity = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The materials list. An array, a JSON string of one, or an object of items keyed by anything (older records);
 * items without a name are dropped, and unparseable JSON is an empty list.
 */
export function parseMaterials(value: unknown): Material[] {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  let items: unknown[];
  if (Array.isArray(parsed)) items = parsed;
  else if (parsed !== null && typeof parsed === 'object') items = Object.values(parsed);
  else return [];
  const materials: Material[] = [];
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const name = asText(record.name);
    if (name === null) continue;
    materials.push({
      name,
      plannedQty: asQuantity(record.plannedQty),
      actualQty: asQuantity(record.actualQty),
      unit: asText(record.unit),
    });
  }
  return materials;
}

/** A number typed into the form, or NaN for blank or non-numeric text. */
function typedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return NaN;
  return Number(value);
}

/** Progress as typed: a whole number from 0 to 100; anything that is not a number falls back to 0. */
export function progressFromInput(value: unknown): number {
  const number = typedNumber(value);
  if (!Number.isFinite(number)) return DEFAULTS.taskProgress;
  return Math.min(PROGRESS_RANGE.max, Math.max(PROGRESS_RANGE.min, Math.round(number)));
}

/** Duration in days as typed: a whole number of at least 1; anything that is not a number falls back to 1. */
export function durationFromInput(value: unknown): number {
  const number = typedNumber(value);
  if (!Number.isFinite(number)) return DEFAULTS.taskDuration;
  return Math.max(DEFAULTS.taskDuration, Math.round(number));
}

/** The fields the edit mode offers, in the order it shows them. */
export const EDITABLE_TASK_FIELDS = [
  'name',
  'activity',
  'subActivity',
  'description',
  'status',
  'priority',
  'progress',
  'duration',
  'startDate',
  'endDate',
  'actualStartDate',
  'actualEndDate',
  'contractor',
  'location',
  'notes',
] as const satisfies readonly (keyof UpdateTask)[];
export type EditableTaskField = (typeof EDITABLE_TASK_FIELDS)[number];

/** The edit form's values: every field as the inputs hold it (text; numbers and dates as strings). */
export type TaskFormValues = Record<EditableTaskField, string>;

export function taskFormValues(task: Task): TaskFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return Object.fromEntries(EDITABLE_TASK_FIELDS.map((field) => [field, text(task[field])])) as TaskFormValues;
}

/** Fields that may be cleared: a blank input is sent as null. The others are required by the task schema. */
const NULLABLE_FIELDS = new Set<EditableTaskField>([
  'activity',
  'subActivity',
  'description',
  'actualStartDate',
  'actualEndDate',
  'contractor',
  'location',
  'notes',
]);

/** The form's text as the update the API takes: numbers with their fallbacks, blanks as null. Validated afterwards. */
export function formToTaskUpdate(values: Partial<TaskFormValues>): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const field of EDITABLE_TASK_FIELDS) {
    const raw = values[field];
    if (raw === undefined) continue;
    if (field === 'progress') update[field] = progressFromInput(raw);
    else if (field === 'duration') update[field] = durationFromInput(raw);
    else if (NULLABLE_FIELDS.has(field)) update[field] = raw.trim() === '' ? null : raw.trim();
    else update[field] = field === 'name' ? raw.trim() : raw;
  }
  return update;
}

/** Only what differs from the task, so a save never overwrites a field nobody touched (null and absent are equal). */
export function changedTaskFields(task: Task, update: UpdateTask): UpdateTask {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(update)) {
    const before = task[field as keyof Task] ?? null;
    if ((value ?? null) !== before) changed[field] = value;
  }
  return changed as UpdateTask;
}
