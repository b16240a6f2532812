// The booking dialog's layout: the form's grid, paired fields, step 2 and the form-wide message.
import styled from 'styled-components';
import { Alert } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

export const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;

/* Two fields side by side where there is room; one column on a phone. */
export const Row = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/* Step 2: the progress bar above the confirmation, spaced as the form's. */
export const Step = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
`;

export const FormMessage = styled(Alert)`
  margin: 0;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.danger};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;
