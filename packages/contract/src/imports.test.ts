// The contract's modules import one another in one direction only. A circle between two of them (errorCodes.ts and
// errors.ts once) passes the type checker and Vitest, yet overflows the stack of Storybook's docgen plugin, so no
// story renders and the static Storybook does not build.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The contract's own modules a module imports or re-exports, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** The first circle found, as the modules it runs through, or undefined. */
export function findCircle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return undefined;
}

describe("the contract's imports", () => {
  it('finds a circle where there is one', () => {
    expect(findCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCircle(new Map([['a', ['b']], ['b', []], ['c', ['b']]]))).toBeUndefined();
  });

  it('run in one direction: no module imports one that imports it back', () => {
    const graph = new Map(modules(root).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(20);
    expect(findCircle(graph)?.map((file) => relative(root, file))).toBeUndefined();
  });
});
