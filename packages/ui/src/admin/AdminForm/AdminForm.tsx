import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';

/** The fields of an admin dialog's form, stacked with even spacing. */
export const AdminForm = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;
