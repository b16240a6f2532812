import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Link } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { renderWhenNear } from '../../theme/mixins.ts';
import { media } from '../../theme/theme.ts';

export type HomeSectionTone = 'plain' | 'tinted';

export interface HomeSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section's h2, which also names the landmark. */
  heading: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** `tinted` alternates the very light surface so long pages read in bands. */
  tone?: HomeSectionTone;
  ref?: Ref<HTMLElement>;
}

/** The frame of every home page section: a named region with its h2 and intro, in the page's centred column. */
export function HomeSection({ heading, intro, tone = 'plain', children, ref, ...rest }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Root {...rest} ref={ref} aria-labelledby={headingId} data-tone={tone}>
      <Inner>
        <Heading id={headingId}>{heading}</Heading>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Inner>
    </Root>
  );
}

const Root = styled.section`
  ${renderWhenNear}
  padding-block: ${cssVar.space[12]};
  background-color: ${cssVar.color.surface};

  &[data-tone='tinted'] {
    background-color: ${cssVar.color.surfaceMuted};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding-inline: ${cssVar.space[4]};

  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }
`;

const Heading = styled.h2`
  margin: 0;
  color: ${cssVar.color.brand};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.heading};
  text-align: center;

  ${media.md} {
    font-size: ${cssVar.font.size['3xl']};
  }
`;

const Intro = styled.p`
  max-inline-size: ${cssVar.size.prose};
  margin: calc(-1 * ${cssVar.space[3]}) auto 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.body};
  text-align: center;
`;

/** A responsive grid of cards for a section's body: one column on a phone, more as space allows. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A plain card surface for the home page's cards. */
export const SectionCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};

  h3 {
    margin: 0;
    color: ${cssVar.color.text};
    font-size: ${cssVar.font.size.xl};
    font-weight: ${cssVar.font.weight.semibold};
    line-height: ${cssVar.font.lineHeight.heading};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${cssVar.color.textMuted};
    line-height: ${cssVar.font.lineHeight.body};
    overflow-wrap: anywhere;
  }
`;

/** A link drawn as a button, for card actions such as View Profile. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-block-size: ${cssVar.size.touchTarget};
  padding: ${cssVar.space[2]} ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.semibold};
  text-decoration: none;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
