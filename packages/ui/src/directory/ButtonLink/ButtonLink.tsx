import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../../Button/index.ts';
import { Link, type LinkProps } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';

export interface ButtonLinkProps extends LinkProps {
  /** The Button's variants: `primary` (Book Appointment), `secondary`, `ghost`, `danger`, `emergency`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A link that looks like a Button: View Profile, Back to Home, a call-to-action to the home appointment
 * section, a `tel:` Call Now. Navigation is a link (it opens in a new tab, shows its URL); an action is a Button.
 */
export function ButtonLink({ variant = 'secondary', size = 'md', ...rest }: ButtonLinkProps) {
  return <Root {...rest} data-variant={variant} data-size={size} />;
}

const Root = styled(Link)`
  ${buttonStyles}

  /* A ghost link stands on its own on a card or page (Back to Home), where brand text without a frame would
     read as an ordinary link; a ghost button sits among other buttons and needs none. */
  &[data-variant='ghost'] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.surface};
  }
`;
