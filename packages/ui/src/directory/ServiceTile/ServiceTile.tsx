import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

export interface ServiceItem {
  title: string;
  /** A sentence about the service; a tile without one is a single line. */
  description?: string;
}

export interface ServiceTileProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'>, ServiceItem {
  headingLevel?: 3 | 4;
  ref?: Ref<HTMLElement>;
}

/** One service of a department or facility: a mark, its name and, when there is one, a sentence. */
export function ServiceTile({ title, description, headingLevel = 3, ref, ...rest }: ServiceTileProps) {
  return (
    <Root {...rest} ref={ref} data-compact={description === undefined ? '' : undefined}>
      <Mark aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 5v14M5 12h14" />
      </Mark>
      <div>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {description !== undefined ? <Description>{description}</Description> : null}
      </div>
    </Root>
  );
}

const Root = styled.article`
  display: flex;
  gap: ${cssVar.space[4]};
  align-items: flex-start;
  block-size: 100%;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;

  &[data-compact] {
    align-items: center;
    padding: ${cssVar.space[3]} ${cssVar.space[4]};
  }
`;

const Mark = styled.svg`
  flex: none;
  inline-size: ${cssVar.space[10]};
  block-size: ${cssVar.space[10]};
  padding: ${cssVar.space[2]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.brandSubtle};
  color: ${cssVar.color.brand};

  [data-compact] > & {
    inline-size: ${cssVar.space[8]};
    block-size: ${cssVar.space[8]};
    padding: ${cssVar.space[1]};
  }
`;

const Title = styled.h3`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};

  [data-compact] & {
    font-size: ${cssVar.font.size.md};
  }
`;

const Description = styled.p`
  margin: ${cssVar.space[2]} 0 0;
  color: ${cssVar.color.textMuted};
  line-height: ${cssVar.font.lineHeight.body};
`;

/** A grid of tiles: one column on phones, then two, then three (`data-columns="4"` for short single lines). */
export const ServiceGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;
