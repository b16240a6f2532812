import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { controlSurface } from '../Input/index.ts';
import { cssVar } from '../theme/cssVar.ts';

export interface TextareaProps extends ComponentPropsWithoutRef<'textarea'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A native `<textarea>`, four rows unless told otherwise, that grows only downwards when the reader drags
 * it. Every native prop and the ref pass through, so `{...register('description')}` just works.
 */
export function Textarea({ rows = 4, ref, ...rest }: TextareaProps) {
  return <Root {...rest} ref={ref} rows={rows} />;
}

const Root = styled.textarea`
  ${controlSurface}
  line-height: ${cssVar.font.lineHeight.body};
  resize: vertical;
`;
