import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../directory/ButtonLink/index.ts';
import type { LinkProps } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { LANGUAGE_NAME_FAMILY } from '../../theme/fontFallbacks.ts';

export interface LanguageSwitchProps extends Omit<LinkProps, 'href' | 'lang' | 'hrefLang' | 'children' | 'onClick'> {
  /** The same page in the other language: "/hi/doctors" on "/doctors". */
  href: string;
  /** The other language's BCP 47 tag: "hi". It marks the label and tells the router the link is already localised. */
  lang: string;
  /** The other language's name in its own script: "हिन्दी", "English". */
  label: string;
  /** Called when the visitor chooses it (before the navigation): the app remembers the choice. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The link to the same page in the other language, named in that language ("हिन्दी" on an English page) and
 * marked with its `lang`, so a screen reader says it in the right voice (GIGW 3.0: the other language named in its
 * own script). A link, not a button: it opens in a new tab, a search engine follows it, and its address says where
 * it goes. Drawn as the ghost button, beside Book Appointment, its name in a face of its own letters where the app
 * declares one (`LANGUAGE_NAME_FAMILY`), before the page's own stack.
 */
export function LanguageSwitch({ href, lang, label, onSelect, ...rest }: LanguageSwitchProps) {
  return (
    <SwitchLink {...rest} href={href} hrefLang={lang} lang={lang} onClick={onSelect} variant="ghost" data-part="language-switch">
      {label}
    </SwitchLink>
  );
}

const SwitchLink = styled(ButtonLink)`
  && {
    font-family: '${LANGUAGE_NAME_FAMILY}', ${cssVar.font.family.body};
  }
`;
