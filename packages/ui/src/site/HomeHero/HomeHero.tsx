import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';

export interface HeroFigure {
  value: string;
  label: string;
}

export interface HomeHeroProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The page's h1: the hospital's name. */
  title: ReactNode;
  tagline: ReactNode;
  text?: ReactNode;
  /** Book Appointment and the Emergency call link. */
  actions?: ReactNode;
  /** A strip of highlight figures under the actions. */
  figures?: readonly HeroFigure[];
  ref?: Ref<HTMLElement>;
}

/** The home page's opening: the hospital's name, what it offers, and the two things people come to do. */
export function HomeHero({ title, tagline, text, actions, figures = [], ref, ...rest }: HomeHeroProps) {
  return (
    <Root {...rest} ref={ref}>
      <Inner>
        <Title>
          {title}
          <Tagline>{tagline}</Tagline>
        </Title>
        {text ? <Text>{text}</Text> : null}
        {actions ? <Actions>{actions}</Actions> : null}
        {figures.length > 0 ? (
          <Figures>
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        ) : null}
      </Inner>
    </Root>
  );
}

const Root = styled.section`
  background-color: ${cssVar.color.brandSubtle};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;

const Inner = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[12]} ${cssVar.space[4]};

  ${media.md} {
    padding: ${cssVar.space[16]} ${cssVar.space[6]};
  }
`;

const Title = styled.h1`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  color: ${cssVar.color.brand};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size['3xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};

  ${media.md} {
    font-size: ${cssVar.font.size['4xl']};
  }
`;

const Tagline = styled.span`
  display: block;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.medium};

  ${media.md} {
    font-size: ${cssVar.font.size['2xl']};
  }
`;

const Text = styled.p`
  max-inline-size: ${cssVar.size.prose};
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.body};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[3]};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${cssVar.space[4]};
  margin: 0;

  /* The figure above its label, values level across the row even when a label wraps. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }

  dt {
    color: ${cssVar.color.textMuted};
  }

  dd {
    margin: 0;
    color: ${cssVar.color.brand};
    font-size: ${cssVar.font.size['2xl']};
    font-weight: ${cssVar.font.weight.bold};
  }
`;

/** The hero's emergency call: a `tel:` link drawn as the urgent red emergency button. */
export const EmergencyCallLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[2]};
  min-block-size: ${cssVar.size.control.lg};
  padding: ${cssVar.space[3]} ${cssVar.space[6]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.emergency};
  color: ${cssVar.color.emergencyContrast};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  text-decoration: none;

  &:hover {
    background-color: ${cssVar.color.emergencyHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
