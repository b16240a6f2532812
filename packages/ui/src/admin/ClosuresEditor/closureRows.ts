import type { Closure } from '@hospital/contract';

/** The closures from `today` on, by date: past holidays are history, not work. */
export function comingClosures(closures: readonly Closure[], today: string): Closure[] {
  return closures.filter((closure) => closure.date >= today).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}
