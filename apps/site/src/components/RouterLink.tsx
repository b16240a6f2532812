import { Link } from 'react-router-dom';
import type { LinkProps } from '@hospital/ui';

/** Every link of the design system, drawn by react-router so it navigates without a page load (see App). */
export function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}
