import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /**
   * With a title the card is a `<section>` named by its heading, so it is listed among the page's regions;
   * without one it is a plain `<div>` that only groups its content visually.
   */
  title?: ReactNode;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: CardHeadingLevel;
  /** Controls at the end of the header, beside the title (a menu, an Edit button). */
  actions?: ReactNode;
  /** A row under the content, set off by a rule (links, buttons, a timestamp). */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A bordered surface that groups related content: a doctor, a department service, a dashboard panel. */
export function Card({ title, headingLevel = 3, actions, footer, children, ref, ...rest }: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;
  return (
    <Root
      {...(hasTitle ? { 'aria-labelledby': titleId } : {})}
      {...rest}
      as={hasTitle ? 'section' : 'div'}
      ref={ref as Ref<HTMLDivElement>}
    >
      {hasTitle || actions !== undefined ? (
        <Header data-part="header">
          {hasTitle ? (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          ) : null}
          {actions !== undefined ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      <Body data-part="body">{children}</Body>
      {footer !== undefined ? <Footer data-part="footer">{footer}</Footer> : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  color: ${cssVar.color.text};
  overflow-wrap: anywhere;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]} ${cssVar.space[4]};
  padding: ${cssVar.space[4]} ${cssVar.space[5]} 0;
`;

const Title = styled.h3`
  flex: 1 1 12rem;
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin-inline-start: auto;
`;

const Body = styled.div`
  flex: 1 1 auto;
  padding: ${cssVar.space[4]} ${cssVar.space[5]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[5]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;
