import { describe, expect, it } from 'vitest';
import { needsStableIds, styledComponentIds } from './styledComponentIds.ts';

const SOURCE = `import styled from 'styled-components';
export const Title = styled.h1<{ $tone: string }>\`color: red;\`;
export const Body = styled.p\`margin: 0;\`;
`;

async function transform(id: string, code = SOURCE): Promise<string | undefined> {
  const plugin = styledComponentIds();
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await hook.call({}, code, id))?.code;
}

describe('needsStableIds', () => {
  it("takes our own files that import styled-components, never a dependency's", () => {
    expect(needsStableIds('/repo/packages/ui/src/Badge/Badge.tsx', SOURCE)).toBe(true);
    expect(needsStableIds('/repo/apps/site/src/components/Page.tsx?v=1', SOURCE)).toBe(true);
    expect(needsStableIds('/repo/apps/site/src/App.tsx', "import { lazy } from 'react';")).toBe(false);
    expect(needsStableIds('/repo/node_modules/some-lib/src/x.tsx', SOURCE)).toBe(false);
  });
});

describe('styledComponentIds', () => {
  it('gives each component an id from its file and place, the same on every run', async () => {
    const id = `${process.cwd()}/packages/ui/src/Example/Example.tsx`;
    const first = await transform(id);
    expect(first).toMatch(/componentId: "sc-[a-z0-9]+-0"/);
    expect(first).toMatch(/componentId: "sc-[a-z0-9]+-1"/);
    // The plugin also drops the CSS's whitespace (and the type argument, which only TypeScript reads).
    expect(first).toContain('export const Title = /*#__PURE__*/styled.h1.withConfig(');
    expect(first).toContain('(["color:red;"])');
    expect(await transform(id)).toBe(first);
    expect(await transform(id.replace('Example.tsx', 'Other.tsx'))).not.toBe(first);
  });
});
