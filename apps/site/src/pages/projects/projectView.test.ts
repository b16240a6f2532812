import { describe, expect, it } from 'vitest';
import { parseProjectId, parseProjectView, withProjectView } from './projectView.ts';

describe('the dashboard’s place in the URL', () => {
  it('reads a project id only when it is a whole positive number', () => {
    expect(parseProjectId('2')).toBe(2);
    expect(parseProjectId(null)).toBeNull();
    expect(parseProjectId('0')).toBeNull();
    expect(parseProjectId('2abc')).toBeNull();
    expect(parseProjectId('-1')).toBeNull();
  });

  it('reads the view, falling back to the Gantt chart', () => {
    expect(parseProjectView('kanban')).toBe('kanban');
    expect(parseProjectView('milestones')).toBe('milestones');
    expect(parseProjectView('calendar')).toBe('gantt');
    expect(parseProjectView(null)).toBe('gantt');
  });

  it('sets the project and view and keeps other parameters', () => {
    expect(withProjectView(new URLSearchParams('utm=x&view=gantt'), 3, 'kanban').toString()).toBe('utm=x&view=kanban&project=3');
  });
});
