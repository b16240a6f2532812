import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import { PersonIcon } from '../FallbackImage/index.ts';
import { cssVar } from '../theme/cssVar.ts';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

/** Titles that come before a name and are not part of it, in English and Hindi. Compared without dots, case-insensitively. */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'shri', 'smt', 'डॉ', 'श्री', 'श्रीमती', 'सुश्री']);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character: `'R'` of Rajesh, `'रा'` of राजेश (a consonant with its vowel sign). */
function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * The initials of a person's name: first and last word, leading titles and parenthesised notes skipped.
 * `initialsOf('Dr. Rajesh Malhotra') === 'RM'`, `initialsOf('Priya') === 'P'`, `initialsOf('') === ''`.
 */
export function initialsOf(name: string): string {
  // Parentheses hold notes, not names: "Dr. Rajesh Malhotra (Retd.)".
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s.]+/)
    .filter((word) => /\p{L}/u.test(word));
  let start = 0;
  while (start < words.length && HONORIFICS.has(words[start]!.toLowerCase())) start += 1;
  // A "name" that is only a title keeps it, rather than showing nothing.
  const parts = start < words.length ? words.slice(start) : words;
  // Leading punctuation is not an initial: the "K" of "'Kiran".
  const initial = (word: string) => firstGrapheme(word.replace(/^\P{L}+/u, '')).toLocaleUpperCase();
  const [first, ...others] = parts;
  if (first === undefined) return '';
  const last = others.at(-1);
  return initial(first) + (last === undefined ? '' : initial(last));
}

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The person's full name: the source of the initials and the default accessible name. */
  name: string;
  /** A photo. If it fails to load, the initials show instead. */
  src?: string;
  /** The accessible name; default `name`. `''` when the name is written beside the avatar, so it is not read twice. */
  alt?: string;
  /** `sm` 32px, `md` 40px, `lg` 48px, `xl` 64px. */
  size?: AvatarSize;
  ref?: Ref<HTMLSpanElement>;
}

/** A person's photo in a circle, or their initials when there is no photo or it is broken. */
export function Avatar({ name, src, alt = name, size = 'md', ref, ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showPhoto = src !== undefined && src !== '' && src !== failedSrc;
  const initials = initialsOf(name);
  const decorative = alt === '';

  if (showPhoto) {
    return (
      <Root {...rest} ref={ref} data-size={size} {...(decorative ? { 'aria-hidden': true } : {})}>
        <Photo src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      </Root>
    );
  }
  return (
    <Root
      {...rest}
      ref={ref}
      data-size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
    >
      {initials !== '' ? initials : <PersonIcon aria-hidden="true" />}
    </Root>
  );
}

const Root = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  overflow: hidden;
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.brandSubtle};
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: 1;
  vertical-align: middle;
  user-select: none;

  &[data-size='sm'] {
    inline-size: ${cssVar.space[8]};
    block-size: ${cssVar.space[8]};
    font-size: ${cssVar.font.size.sm};
  }

  &[data-size='md'] {
    inline-size: ${cssVar.space[10]};
    block-size: ${cssVar.space[10]};
    font-size: ${cssVar.font.size.md};
  }

  &[data-size='lg'] {
    inline-size: ${cssVar.space[12]};
    block-size: ${cssVar.space[12]};
    font-size: ${cssVar.font.size.lg};
  }

  &[data-size='xl'] {
    inline-size: ${cssVar.space[16]};
    block-size: ${cssVar.space[16]};
    font-size: ${cssVar.font.size['2xl']};
  }

  & > svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;
