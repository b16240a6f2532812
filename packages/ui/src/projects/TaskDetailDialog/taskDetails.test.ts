import { describe, expect, it } from 'vitest';
import type { Task } from '@hospital/contract';
import {
  changedTaskFields,
  displayValue,
  durationFromInput,
  formToTaskUpdate,
  hierarchyText,
  parseHierarchy,
  parseMaterials,
  progressFromInput,
  taskFormValues,
} from './taskDetails.ts';
import { taskData } from '../projectFixtures.ts';

describe('parseHierarchy', () => {
  it('reads an object, an array, or either as JSON text, in order', () => {
    expect(parseHierarchy({ level1: 'Block C', level2: 'Site' })).toEqual(['Block C', 'Site']);
    expect(parseHierarchy(['Block C', 'First Floor', 'Slab'])).toEqual(['Block C', 'First Floor', 'Slab']);
    expect(parseHierarchy('{"level1":"OT Complex","level2":"OT 3"}')).toEqual(['OT Complex', 'OT 3']);
    expect(parseHierarchy('["Roof","Array 2"]')).toEqual(['Roof', 'Array 2']);
  });

  it('treats unparseable JSON, blanks and non-text levels as empty', () => {
    expect(parseHierarchy('{level1: Block C')).toEqual([]);
    expect(parseHierarchy('')).toEqual([]);
    expect(parseHierarchy('"just text"')).toEqual([]);
    expect(parseHierarchy(null)).toEqual([]);
    expect(parseHierarchy(undefined)).toEqual([]);
    expect(parseHierarchy({ a: ' ', b: { nested: 1 }, c: 'Wing', d: 2 })).toEqual(['Wing', '2']);
  });

  it('joins levels with " > ", or shows the dash', () => {
    expect(hierarchyText({ level1: 'Block C', level2: 'Site' })).toBe('Block C > Site');
    expect(hierarchyText('not json')).toBe('-');
    expect(hierarchyText({})).toBe('-');
  });
});

describe('parseMaterials', () => {
  const cement = { name: 'OPC cement 53 grade', plannedQty: 400, actualQty: 380, unit: 'bags' };

  it('reads an array, a JSON string of one, or an object of items', () => {
    expect(parseMaterials([cement])).toEqual([cement]);
    expect(parseMaterials(JSON.stringify([cement]))).toEqual([cement]);
    expect(parseMaterials({ first: cement })).toEqual([cement]);
  });

  it('treats unparseable JSON as no materials and drops items without a name', () => {
    expect(parseMaterials('[{"name": "cement"')).toEqual([]);
    expect(parseMaterials('null')).toEqual([]);
    expect(parseMaterials(42)).toEqual([]);
    expect(parseMaterials([{ plannedQty: 2 }, 'sand', null, { name: 'Sand', plannedQty: 'ten' }])).toEqual([
      { name: 'Sand', plannedQty: null, actualQty: null, unit: null },
    ]);
  });
});

describe('displayValue', () => {
  it('shows a dash for empty values and the value otherwise', () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue(undefined)).toBe('-');
    expect(displayValue('   ')).toBe('-');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('Shivalik Infracon')).toBe('Shivalik Infracon');
  });
});

describe('progress and duration fallbacks', () => {
  it('keeps progress a whole number from 0 to 100, falling back to 0', () => {
    expect(progressFromInput('45')).toBe(45);
    expect(progressFromInput('45.6')).toBe(46);
    expect(progressFromInput('150')).toBe(100);
    expect(progressFromInput('-5')).toBe(0);
    expect(progressFromInput('')).toBe(0);
    expect(progressFromInput('abc')).toBe(0);
    expect(progressFromInput(NaN)).toBe(0);
  });

  it('keeps duration a whole number of at least 1, falling back to 1', () => {
    expect(durationFromInput('14')).toBe(14);
    expect(durationFromInput('0')).toBe(1);
    expect(durationFromInput('-3')).toBe(1);
    expect(durationFromInput('')).toBe(1);
    expect(durationFromInput('two weeks')).toBe(1);
    expect(durationFromInput(Infinity)).toBe(1);
  });
});

describe('the edit form and its update', () => {
  const task: Task = taskData;

  it('round-trips the task unchanged, so saving untouched fields sends nothing', () => {
    const update = formToTaskUpdate(taskFormValues(task));
    expect(changedTaskFields(task, update as Task)).toEqual({});
  });

  it('sends only the edited fields, blanks as null and numbers with their fallbacks', () => {
    const values = { ...taskFormValues(task), progress: 'lots', duration: '0', contractor: '  ', notes: 'Checked by the site engineer' };
    const update = formToTaskUpdate(values);
    expect(update).toMatchObject({ progress: 0, duration: 1, contractor: null, notes: 'Checked by the site engineer' });
    expect(changedTaskFields(task, update as Task)).toEqual({
      progress: 0,
      duration: 1,
      contractor: null,
      notes: 'Checked by the site engineer',
    });
  });
});
