import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { Status } from '../LiveRegion/index.ts';
import { cssVar } from '../theme/cssVar.ts';
import { media } from '../theme/theme.ts';

export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /** `text`: one line of text; `block`: an image or a panel; `circle`: an avatar. */
  shape?: SkeletonShape;
  /** Any CSS length. Default: the full width (`text`, `block`) or the height (`circle`). */
  width?: string;
  /** Any CSS length. Default: one line for `text`, 4rem for `block`, 3rem for `circle`. */
  height?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A shimmering placeholder for content on its way. Always `aria-hidden`: what is loading is said once, in words,
 * by the region that holds the skeletons (see `SkeletonGrid`, or a `LoadingText`), not by every block.
 */
export function Skeleton({ shape = 'text', width, height, style, ref, ...rest }: SkeletonProps) {
  return (
    <Block
      {...rest}
      ref={ref}
      aria-hidden="true"
      data-shape={shape}
      style={{ inlineSize: width, blockSize: height, ...style }}
    />
  );
}

export type SkeletonGridColumns = 1 | 2 | 3 | 4;

export interface SkeletonGridProps extends ComponentPropsWithoutRef<'div'> {
  /** How many placeholders: the spec's counts are in `SKELETON_COUNTS` (gallery 8, public news 6, admin news 3). */
  count: number;
  /** Columns on wide screens; phones show one, tablets at most two. */
  columns?: SkeletonGridColumns;
  /** Said once to screen readers while the grid shows. */
  label?: string;
  /** One placeholder; a card with an image and three lines when not given. */
  renderItem?: (index: number) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A grid of placeholder cards for a list that is loading: the gallery, news and events.
 *
 * The visually hidden status text sits beside the busy grid, not inside it: assistive technology may hold back
 * announcements from inside an `aria-busy` region until it is no longer busy, which here is never.
 */
export function SkeletonGrid({
  count,
  columns = 3,
  label = 'Loading…',
  renderItem = defaultItem,
  ref,
  ...rest
}: SkeletonGridProps) {
  const items = Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => index);
  return (
    <div {...rest} ref={ref}>
      <Status element="span" visuallyHidden>
        {label}
      </Status>
      <Grid aria-busy="true" data-columns={columns}>
        {items.map((index) => (
          <Cell key={index} aria-hidden="true" data-part="skeleton-item">
            {renderItem(index)}
          </Cell>
        ))}
      </Grid>
    </div>
  );
}

function defaultItem() {
  return (
    <CardFrame>
      <Skeleton shape="block" style={{ aspectRatio: '4 / 3', blockSize: 'auto' }} />
      <CardLines>
        <Skeleton width="60%" />
        <Skeleton />
        <Skeleton width="80%" />
      </CardLines>
    </CardFrame>
  );
}

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }

  to {
    background-position: -100% 0;
  }
`;

// The brand tint alone nearly vanishes on white; a little of the border colour makes the shapes readable.
const restingShade = `color-mix(in srgb, ${cssVar.color.border} 40%, ${cssVar.color.brandSubtle})`;

const Block = styled.span`
  display: block;
  max-inline-size: 100%;
  background-color: ${restingShade};
  background-image: linear-gradient(90deg, ${restingShade} 0%, ${cssVar.color.surfaceMuted} 50%, ${restingShade} 100%);
  background-size: 200% 100%;
  animation: ${shimmer} calc(${cssVar.motion.duration.spinner} * 2) linear infinite;

  &[data-shape='text'] {
    inline-size: 100%;
    block-size: 1em;
    border-radius: ${cssVar.radius.sm};
  }

  &[data-shape='block'] {
    inline-size: 100%;
    block-size: ${cssVar.space[16]};
    border-radius: ${cssVar.radius.md};
  }

  &[data-shape='circle'] {
    inline-size: ${cssVar.space[12]};
    block-size: ${cssVar.space[12]};
    aspect-ratio: 1;
    border-radius: ${cssVar.radius.pill};
  }

  /* GlobalStyle already shortens every animation; a still block is calmer than one that jumps once. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[6]};
  margin: 0;
  padding: 0;

  ${media.md} {
    &:not([data-columns='1']) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  ${media.lg} {
    &[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }

    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

const Cell = styled.div`
  min-inline-size: 0;
`;

const CardFrame = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  padding: ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
`;

const CardLines = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
`;
