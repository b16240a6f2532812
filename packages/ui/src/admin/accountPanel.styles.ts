// The card a staff member signs in on and chooses a password on: the same panel, title, words, form and error line.
import styled from 'styled-components';
import { Alert } from '../LiveRegion/index.ts';
import { cssVar } from '../theme/cssVar.ts';

export const AccountPanel = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  inline-size: 100%;
  max-inline-size: 28rem;
  padding: ${cssVar.space[6]} ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.md};
`;

export const AccountHeading = styled.h1`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.heading};
`;

export const AccountIntro = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

export const AccountForm = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;

export const AccountMessage = styled(Alert)`
  margin: 0;
  padding: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;
