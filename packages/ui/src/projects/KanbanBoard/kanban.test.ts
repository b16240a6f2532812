import { describe, expect, it } from 'vitest';
import type { Task } from '@hospital/contract';
import { tasksData } from '../projectFixtures.ts';
import {
  applyMoves,
  groupTasksByStatus,
  kanbanAnnouncements,
  landingPosition,
  positionIn,
  settleMoves,
  shareUnchangedTasks,
  statusChange,
  taskTitle,
} from './kanban.ts';

describe('status transitions', () => {
  it('a drop on another column changes only the status', () => {
    expect(statusChange({ status: 'pending' }, 'in-progress')).toEqual({ status: 'in-progress' });
    expect(statusChange({ status: 'completed' }, 'cancelled')).toEqual({ status: 'cancelled' });
  });

  it('a drop on the same column, nowhere, or on something that is not a column does nothing', () => {
    expect(statusChange({ status: 'pending' }, 'pending')).toBeNull();
    expect(statusChange({ status: 'pending' }, null)).toBeNull();
    expect(statusChange({ status: 'pending' }, 'archived' as never)).toBeNull();
  });
});

describe('groupTasksByStatus', () => {
  it('puts each task in its column, in list order', () => {
    const groups = groupTasksByStatus(tasksData);
    const total = Object.values(groups).reduce((sum, list) => sum + list.length, 0);
    expect(total).toBe(tasksData.length);
    for (const task of groups['in-progress']) expect(task.status).toBe('in-progress');
    const ids = groups.pending.map((task) => task.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps the arrays of columns whose tasks did not change, so only the two touched columns render', () => {
    const before = groupTasksByStatus(tasksData);
    const moving = before.pending[0]!;
    const after = groupTasksByStatus(
      tasksData.map((task) => (task === moving ? { ...task, status: 'in-progress' } : task)),
      before,
    );
    expect(after.completed).toBe(before.completed);
    expect(after.cancelled).toBe(before.cancelled);
    expect(after.pending).not.toBe(before.pending);
    expect(after['in-progress']).not.toBe(before['in-progress']);
    expect(groupTasksByStatus(tasksData, before)).toBe(before);
  });
});

describe('shareUnchangedTasks', () => {
  it('reuses each task that is equal in value, so a refetch renders only the changed card', () => {
    const refetched = tasksData.map((task) => JSON.parse(JSON.stringify(task)) as Task);
    refetched[2] = { ...refetched[2]!, status: 'cancelled' };
    const shared = shareUnchangedTasks(tasksData, refetched);
    expect(shared[0]).toBe(tasksData[0]);
    expect(shared[5]).toBe(tasksData[5]);
    expect(shared[2]).toBe(refetched[2]);
    expect(shared[2]).not.toBe(tasksData[2]);
  });

  it('returns the previous list itself when nothing changed', () => {
    const refetched = tasksData.map((task) => JSON.parse(JSON.stringify(task)) as Task);
    expect(shareUnchangedTasks(tasksData, refetched)).toBe(tasksData);
  });
});

describe('names and positions read to screen readers', () => {
  it('names a card by its activity, else its name', () => {
    expect(taskTitle({ activity: 'Civil Works', name: 'Site survey' })).toBe('Civil Works');
    expect(taskTitle({ activity: '  ', name: 'Site survey' })).toBe('Site survey');
    expect(taskTitle({ activity: null, name: 'Site survey' })).toBe('Site survey');
  });

  it('finds the place a task would take in another column by list order', () => {
    const order = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(positionIn([{ id: 2 }, { id: 4 }], 4)).toEqual({ position: 2, of: 2 });
    expect(landingPosition(order, [{ id: 1 }, { id: 4 }], 3)).toEqual({ position: 2, of: 3 });
    expect(landingPosition(order, [], 3)).toEqual({ position: 1, of: 1 });
  });

  it('says what happened in words that name the card, the column and the position', () => {
    const task = { id: 7, title: 'Masonry' };
    expect(kanbanAnnouncements.pickedUp(task, 'pending', { position: 2, of: 5 })).toBe(
      'Picked up task Masonry (#7) in Pending, position 2 of 5.',
    );
    expect(kanbanAnnouncements.over(task, 'pending', 'in-progress', { position: 1, of: 3 })).toBe(
      'Task Masonry is over In Progress, position 1 of 3.',
    );
    expect(kanbanAnnouncements.dropped(task, 'pending', 'completed', { position: 4, of: 4 })).toBe(
      'Task Masonry dropped in Completed, position 4 of 4.',
    );
    expect(kanbanAnnouncements.dropped(task, 'pending', 'pending', { position: 2, of: 5 })).toBe(
      'Task Masonry was dropped back in Pending. Its status is unchanged.',
    );
    expect(kanbanAnnouncements.cancelled(task, 'pending', { position: 2, of: 5 })).toBe(
      'Moving task Masonry was cancelled. It stays in Pending, position 2 of 5.',
    );
  });
});

describe('pending moves (optimistic update and rollback)', () => {
  const task = tasksData.find((t) => t.status === 'pending')!;

  it('shows a pending move over the given task, reusing one copy per task and column', () => {
    const moves = new Map([[task.id, { status: 'completed' as const, settled: false }]]);
    const first = applyMoves(tasksData, moves);
    const again = applyMoves(tasksData, new Map(moves));
    const moved = first.find((t) => t.id === task.id)!;
    expect(moved.status).toBe('completed');
    expect(again.find((t) => t.id === task.id)).toBe(moved);
    expect(first.filter((t, i) => t !== tasksData[i]).map((t) => t.id)).toEqual([task.id]);
    expect(applyMoves(tasksData, new Map())).toBe(tasksData);
  });

  it('drops a move once the tasks carry it, once the server accepted it, or when the task is gone', () => {
    const waiting = new Map([[task.id, { status: 'completed' as const, settled: false }]]);
    expect(settleMoves(waiting, tasksData)).toBe(waiting);
    const refetched = tasksData.map((t) => (t.id === task.id ? { ...t, status: 'completed' as const } : t));
    expect(settleMoves(waiting, refetched).size).toBe(0);
    expect(settleMoves(new Map([[task.id, { status: 'completed' as const, settled: true }]]), tasksData).size).toBe(0);
    expect(settleMoves(waiting, tasksData.filter((t) => t.id !== task.id)).size).toBe(0);
  });
});
