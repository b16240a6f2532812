import { Link } from 'react-router-dom';
import type { SiteShellLinkProps } from '@hospital/ui';

/** The SiteShell's links, drawn by react-router so they navigate without a page load. */
export function RouterLink({ href, ...rest }: SiteShellLinkProps) {
  return <Link to={href} {...rest} />;
}
