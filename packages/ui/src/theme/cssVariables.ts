/**
 * Token object -> CSS custom properties. Pure functions, no React, no styled-components:
 * `GlobalStyle` emits the declarations and `cssVar` holds the matching `var(--…)` references,
 * both generated from the same walk so a name can never drift between the two.
 */

export type TokenLeaf = string | number;
export type TokenTree = { readonly [key: string]: TokenLeaf | TokenTree | readonly (TokenLeaf | TokenTree)[] };

/** A reference to one custom property, e.g. `var(--color-brand)`. */
export type CssVarRef = `var(--${string})`;

/** The token tree's shape with every leaf replaced by its `var(--…)` reference. */
export type CssVarRefs<T> = T extends TokenLeaf ? CssVarRef : { readonly [K in keyof T]: CssVarRefs<T[K]> };

export interface FlatToken {
  /** The object path, e.g. `['color', 'status', 'task', 'inProgress', 'fg']`. */
  readonly path: readonly string[];
  /** The custom property name, e.g. `--color-status-task-in-progress-fg`. */
  readonly name: string;
  readonly value: string;
}

/** `brandContrast` -> `brand-contrast`, `zIndex` -> `z-index`, `2xl` -> `2xl`, `0` -> `0`. */
export function toKebabCase(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** `['color', 'brandContrast']` -> `--color-brand-contrast`. */
export function cssVariableName(path: readonly string[]): string {
  return `--${path.map(toKebabCase).join('-')}`;
}

function isLeaf(value: unknown): value is TokenLeaf {
  return typeof value === 'string' || typeof value === 'number';
}

/** Every leaf of the tree, depth first in declaration order. Array items are keyed by index. */
export function flattenTokens(tree: TokenTree, prefix: readonly string[] = []): FlatToken[] {
  const out: FlatToken[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = [...prefix, key];
    if (isLeaf(value)) {
      const text = String(value);
      if (/[;{}]/.test(text)) throw new Error(`Token ${path.join('.')} has a value that would break out of its declaration: ${text}`);
      out.push({ path, name: cssVariableName(path), value: text });
    } else {
      // An array is walked like an object: its keys are '0', '1', ...
      out.push(...flattenTokens(value as TokenTree, path));
    }
  }
  return out;
}

/** `{ '--color-brand': '#0A5C5A', ... }`. Throws when two paths map to the same name. */
export function tokensToCssVariables(tree: TokenTree): Record<string, string> {
  const variables: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const { path, name, value } of flattenTokens(tree)) {
    const dotted = path.join('.');
    const earlier = seen.get(name);
    if (earlier !== undefined) throw new Error(`Tokens ${earlier} and ${dotted} both map to ${name}`);
    seen.set(name, dotted);
    variables[name] = value;
  }
  return variables;
}

/** The declarations block for a rule body: `--color-brand: #0A5C5A;` one per line. */
export function cssDeclarations(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/** The tree with every leaf replaced by `var(--name)`, same shape, frozen. */
export function createCssVarRefs<T extends TokenTree>(tree: T, prefix: readonly string[] = []): CssVarRefs<T> {
  const walk = (node: unknown, path: readonly string[]): unknown => {
    if (isLeaf(node)) return `var(${cssVariableName(path)})`;
    if (Array.isArray(node)) return Object.freeze(node.map((item: unknown, i) => walk(item, [...path, String(i)])));
    const entries = Object.entries(node as TokenTree).map(([key, value]) => [key, walk(value, [...path, key])]);
    return Object.freeze(Object.fromEntries(entries));
  };
  return walk(tree, prefix) as CssVarRefs<T>;
}
