import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../../Checkbox/index.ts';
import { Link } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';

export interface ConsentCheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** The sentence around the link: "I agree that City Care Hospital may", "store these details", "to arrange...". */
  consent: { before: string; link: string; after: string };
  /** The privacy page. */
  href: string;
  opensInNewTab: string;
  /** The marker after the sentence: "(required)". */
  requiredText?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The booking's consent: a required checkbox, unticked, whose words about storing the details link to the privacy
 * page. The link opens a new tab, so reading the policy never loses what the patient typed; a click on it does not
 * tick the box (a link inside a label keeps its own click).
 */
export function ConsentCheckbox({ consent, href, opensInNewTab, ...rest }: ConsentCheckboxProps) {
  return (
    <Checkbox
      {...rest}
      required
      label={
        <>
          {consent.before}
          <ConsentLink href={href} target="_blank" rel="noopener">
            {consent.link}
            <VisuallyHidden> {opensInNewTab}</VisuallyHidden>
          </ConsentLink>
          {consent.after}
        </>
      }
    />
  );
}

const ConsentLink = styled(Link)`
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.semibold};
  text-decoration: underline;
`;
