import { describe, expect, it } from 'vitest';
import { cssVar } from './cssVar.ts';
import {
  cssDeclarations,
  cssVariableName,
  flattenTokens,
  toKebabCase,
  tokensToCssVariables,
  type TokenTree,
} from './cssVariables.ts';
import { theme } from './theme.ts';
import { GLOBAL_CSS } from './GlobalStyle.tsx';

const KEBAB_CUSTOM_PROPERTY = /^--[a-z0-9]+(-[a-z0-9]+)*$/;

/** Counts leaves independently of the code under test. */
function countLeaves(node: unknown): number {
  if (typeof node === 'string' || typeof node === 'number') return 1;
  return Object.values(node as object).reduce<number>((sum, child) => sum + countLeaves(child), 0);
}

/** Reads `tree` at a dotted path, independently of the code under test. */
function at(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('toKebabCase', () => {
  it.each([
    ['brand', 'brand'],
    ['brandContrast', 'brand-contrast'],
    ['zIndex', 'z-index'],
    ['inProgress', 'in-progress'],
    ['lineHeight', 'line-height'],
    ['2xl', '2xl'],
    ['0', '0'],
    ['focusRGBColor', 'focus-rgb-color'],
  ])('%s -> %s', (input, expected) => {
    expect(toKebabCase(input)).toBe(expected);
  });
});

describe('theme -> CSS variables', () => {
  const variables = tokensToCssVariables(theme);
  const names = Object.keys(variables);

  it('turns every token into exactly one variable', () => {
    expect(names).toHaveLength(countLeaves(theme));
    for (const { path, name, value } of flattenTokens(theme)) {
      expect(variables[name]).toBe(String(at(theme, path)));
      expect(value).toBe(variables[name]);
    }
  });

  it('names every variable in kebab-case', () => {
    for (const name of names) expect(name).toMatch(KEBAB_CUSTOM_PROPERTY);
  });

  it('names the documented variables', () => {
    expect(variables).toMatchObject({
      '--color-brand': theme.color.brand,
      '--color-brand-contrast': theme.color.brandContrast,
      '--color-accent': theme.color.accent,
      '--color-emergency': theme.color.emergency,
      '--color-status-appointment-confirmed-fg': theme.color.status.appointment.confirmed.fg,
      '--color-status-task-in-progress-bg': theme.color.status.task.inProgress.bg,
      '--color-status-project-unknown-fg': theme.color.status.project.unknown.fg,
      '--color-chart-palette-0': theme.color.chart.palette[0],
      '--color-chart-palette-5': theme.color.chart.palette[5],
      '--color-chart-appointment-pending': theme.color.chart.appointment.pending,
      '--space-4': '1rem',
      '--size-control-md': '44px',
      '--font-size-md': '1rem',
      '--font-size-2xl': theme.font.size['2xl'],
      '--font-line-height-body': theme.font.lineHeight.body,
      '--z-index-modal': '1400',
      '--motion-duration-fast': theme.motion.duration.fast,
    });
  });

  it('emits one declaration per variable', () => {
    const css = cssDeclarations(variables);
    expect(css.split('\n')).toHaveLength(names.length);
    expect(css).toContain(`--color-brand: ${theme.color.brand};`);
  });

  it('keeps the accessibility floors the spec asks for', () => {
    expect(theme.font.size.md).toBe('1rem'); // 16px body
    expect(Number(theme.font.lineHeight.body)).toBeGreaterThanOrEqual(1.5);
    expect(parseInt(theme.size.control.md, 10)).toBeGreaterThanOrEqual(44);
    expect(theme.color.chart.palette).toHaveLength(6);
  });

  it('refuses two tokens that map to the same name', () => {
    const clash: TokenTree = { color: { brandContrast: '#fff', brand: { contrast: '#000' } } };
    expect(() => tokensToCssVariables(clash)).toThrow(/both map to --color-brand-contrast/);
  });

  it('refuses a value that would break out of its declaration', () => {
    expect(() => tokensToCssVariables({ color: { brand: 'red; } body { display: none' } })).toThrow(/break out/);
  });
});

describe('GLOBAL_CSS', () => {
  it('declares every token on :root, and each duration as 0ms under reduced motion', () => {
    const root = /^(?:@font-face\{[^}]*\})*:root\{([^}]*)\}/.exec(GLOBAL_CSS)?.[1];
    expect(root?.split(';').filter(Boolean)).toEqual([
      // A list's items lose the space after their commas, which CSS does not need.
      ...flattenTokens(theme).map(({ name, value }) => `${name}:${value.replaceAll(', ', ',')}`),
      'color-scheme:light',
    ]);
    expect(GLOBAL_CSS).toContain('@media (prefers-reduced-motion:reduce){:root{--motion-duration-fast:0ms;');
  });

  it('keeps the spaces a value or a selector needs', () => {
    expect(GLOBAL_CSS).toContain(`body{margin:0;font-family:${cssVar.font.family.body};`);
    expect(GLOBAL_CSS).toContain("src:local('Roboto Bold'),local('Roboto-Bold');");
    expect(GLOBAL_CSS).toContain(`:focus-visible{outline:${cssVar.borderWidth.focus} solid ${cssVar.color.focus};`);
  });
});

describe('cssVar', () => {
  it('refers to the same names GlobalStyle declares', () => {
    for (const { path, name } of flattenTokens(theme)) {
      expect(at(cssVar, path)).toBe(`var(${name})`);
    }
  });

  it('is typed and readable', () => {
    expect(cssVar.color.brand).toBe('var(--color-brand)');
    expect(cssVar.space[4]).toBe('var(--space-4)');
    expect(cssVar.color.chart.palette[2]).toBe('var(--color-chart-palette-2)');
    expect(cssVariableName(['zIndex', 'modal'])).toBe('--z-index-modal');
  });
});
