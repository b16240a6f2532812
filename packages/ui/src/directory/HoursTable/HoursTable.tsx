import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';

export interface HoursRow {
  /** When: "Monday - Friday", "Emergency", "Pre-operative Assessment". */
  label: string;
  /** The hours as the hospital writes them: "8:00 AM - 8:00 PM", "Closed", "24/7". */
  hours: string;
  /** Drawn in red as closed; read from the words when not given ("Closed" in English). */
  closed?: boolean;
}

export interface HoursTableProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** "Consultation Hours", "Lab Hours", "Operation Hours". */
  title: string;
  rows: readonly HoursRow[];
  /** A line under the rows: "Home visits available". */
  note?: string;
  /** Drawn instead of the rows while they load or when they failed (a LoadingText, a sentence). */
  status?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

/** Opening hours as a list of label and time pairs (a description list: read as "Saturday, 9:00 AM - 2:00 PM"). */
export function HoursTable({ title, rows, note, status, headingLevel = 2, ref, ...rest }: HoursTableProps) {
  const titleId = useId();
  return (
    <Root {...rest} ref={ref} aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        <ClockIcon />
        {title}
      </Title>
      {status ?? (
        <List>
          {rows.map((row, index) => (
            <Row key={`${index}-${row.label}`} data-closed={(row.closed ?? /^closed$/i.test(row.hours)) ? '' : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.hours}</dd>
            </Row>
          ))}
        </List>
      )}
      {note !== undefined ? <Note>{note}</Note> : null}
    </Root>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

const Root = styled.section`
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0 0 ${cssVar.space[4]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};

  & > svg {
    flex: none;
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
    color: ${cssVar.color.brand};
  }
`;

const List = styled.dl`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${cssVar.space[1]} ${cssVar.space[4]};
  padding-block-end: ${cssVar.space[2]};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  &:last-child {
    padding-block-end: 0;
    border-block-end: 0;
  }

  & > dt {
    color: ${cssVar.color.textMuted};
  }

  & > dd {
    margin: 0;
    color: ${cssVar.color.text};
    font-weight: ${cssVar.font.weight.semibold};
  }

  &[data-closed] > dd {
    color: ${cssVar.color.danger};
  }
`;

const Note = styled.p`
  margin: ${cssVar.space[4]} 0 0;
  color: ${cssVar.color.textMuted};
`;
