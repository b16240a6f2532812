import styled, { css } from 'styled-components';

/**
 * Off screen but read by screen readers: the clip keeps it out of sight and out of the layout, while it stays in
 * the accessibility tree (unlike `display: none`). For words a sighted user gets from the layout, such as
 * "Loading" beside a skeleton or "Page" before a page number.
 */
export const visuallyHiddenStyles = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text only assistive technology announces. For a live message use `Status` or `Alert` with `visuallyHidden`. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
