import { createContext, createElement, use, type ComponentPropsWithoutRef, type ComponentType, type ReactNode, type Ref } from 'react';

/** An anchor's props with a string `href`: what every link of the design system is drawn with. */
export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * Draws one link: a router's link in the app, maps `href` to its own prop, renders an `<a>` and passes every other
 * prop (and the ref) on, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<LinkProps>;

function PlainAnchor({ href, ...rest }: LinkProps) {
  return <a href={href} {...rest} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The app's router link adapter; every `Link` below draws with it. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Tells the design system how the app navigates, once, at the top of the app: every `Link` (and every widget's
 * link) below it is drawn by `component`. Without a provider, links are plain `<a>` elements that load the page,
 * as in stories and tests.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/**
 * A link to a place in the site, drawn by the app's router (see `LinkProvider`). Widgets take an `href` and draw
 * their links with this, or style it: `styled(Link)`, or `as={Link}` on a styled anchor.
 */
export function Link(props: LinkProps) {
  // The component comes from context, set once per app, so it is the same on every render: no remount.
  return createElement(use(LinkComponentContext), props);
}
