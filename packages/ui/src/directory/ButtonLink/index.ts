export { ButtonLink, PlainLink, type ButtonLinkProps, type LinkComponent } from './ButtonLink.tsx';
