// Every random choice of the seed comes from here, seeded, so regenerating writes the same file byte for byte.

/** Change to reshuffle all random choices; each collection also has its own stream. */
const SEED = 'hospital-seed-v1';

/** FNV-1a, used only to turn a label into a 32-bit PRNG seed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: small and fast, plenty for sample data (not for anything secret).
 * Each collection gets its own stream, so adding a record to one collection doesn't
 * reshuffle every collection generated after it.
 */
export class Rng {
  private state: number;

  constructor(label: string) {
    this.state = fnv1a(`${SEED}:${label}`);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  bytes(count: number): Buffer {
    return Buffer.from(Array.from({ length: count }, () => this.int(0, 255)));
  }
}
