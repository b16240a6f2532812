import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { Link } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';

export interface AdminHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** The screen's h1. */
  title?: ReactNode;
  /** The hospital's name, above the title. */
  siteName?: ReactNode;
  /** Where View Website goes. */
  homeHref?: string;
  /** Who is signed in ("Sunita Verma, Reception"), shown beside the actions. */
  signedInAs?: ReactNode;
  /** Where Change Password goes; without it there is no such link. */
  passwordHref?: string | undefined;
  onLogout: () => void;
  /** Shows the Logout button busy while the sign-out call runs. */
  loggingOut?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The admin screens' own banner (they are drawn without the public site's header): the hospital's name, the
 * screen's title, who is signed in, a View Website link, Change Password and Logout.
 */
export function AdminHeader({
  title = 'Admin Dashboard',
  siteName = 'City Care Hospital',
  homeHref = '/',
  signedInAs,
  passwordHref,
  onLogout,
  loggingOut = false,
  ref,
  ...rest
}: AdminHeaderProps) {
  return (
    <Root {...rest} ref={ref}>
      <Inner>
        <Titles>
          <SiteName>{siteName}</SiteName>
          <Title>{title}</Title>
        </Titles>
        <Actions>
          {signedInAs ? <SignedInAs>Signed in as {signedInAs}</SignedInAs> : null}
          <ViewWebsite href={homeHref}>
            View Website
          </ViewWebsite>
          {passwordHref ? <ViewWebsite href={passwordHref}>Change Password</ViewWebsite> : null}
          <Button variant="danger" onClick={onLogout} loading={loggingOut}>
            Logout
          </Button>
        </Actions>
      </Inner>
    </Root>
  );
}

const Root = styled.header`
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[3]} ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};

  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }
`;

const Titles = styled.div`
  display: grid;
  min-inline-size: 0;
`;

const SiteName = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Title = styled.h1`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
`;

const SignedInAs = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

/** A link, because it navigates; drawn like the ghost button beside Logout. */
const ViewWebsite = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${cssVar.size.control.md};
  padding: ${cssVar.space[2]} ${cssVar.space[4]};
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
