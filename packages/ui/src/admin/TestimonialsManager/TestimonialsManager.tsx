import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { TESTIMONIAL_RATING, type Testimonial } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import { AdminCardBody, ClampedText } from '../AdminSection/index.ts';
import { AdminManagedList, type ManagedListState, type ManagedRecord } from '../AdminManagedList/index.ts';

/** A testimonial as the admin's lists name it: by the patient, "Edit Ramesh Gupta". */
export type ManagedTestimonial = Testimonial & ManagedRecord;

/** The testimonial with the title its Edit and Delete buttons and its Undo are named after. */
export const managedTestimonial = (testimonial: Testimonial): ManagedTestimonial => ({ ...testimonial, title: testimonial.name });

export interface TestimonialsManagerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'>, ManagedListState<ManagedTestimonial> {
  /** In the home page's order; undefined until loaded. */
  items: readonly ManagedTestimonial[] | undefined;
}

/**
 * The Testimonials tab: each patient's words as the home page shows them, in English and in Hindi, with Edit and
 * Delete; the home page's strip shows none while the list is empty.
 */
export function TestimonialsManager(props: TestimonialsManagerProps) {
  return (
    <AdminManagedList
      {...props}
      title="Testimonials"
      description="Patients’ words on the home page, in English and Hindi, in this order. The home page shows the strip only while there is at least one."
      addLabel="Add Testimonial"
      errorTitle="Failed to load testimonials"
      skeleton={{ count: 3, columns: 3, label: 'Loading testimonials...' }}
      empty={{ title: 'No testimonials yet', description: 'The home page shows no testimonials until you add one.' }}
      renderItem={(item) => (
        <AdminCardBody>
          <h3>{item.name}</h3>
          <HindiLine lang="hi">{item.nameHi}</HindiLine>
          <Stars role="img" aria-label={`Rated ${item.rating} out of ${TESTIMONIAL_RATING.max}`}>
            {'★'.repeat(item.rating)}
          </Stars>
          <Condition>
            {item.condition} · <span lang="hi">{item.conditionHi}</span>
          </Condition>
          <ClampedText>“{item.quote}”</ClampedText>
          <ClampedText lang="hi">“{item.quoteHi}”</ClampedText>
        </AdminCardBody>
      )}
    />
  );
}

const HindiLine = styled.p`
  && {
    margin: 0;
    color: ${cssVar.color.textMuted};
  }
`;

const Stars = styled.span`
  color: ${cssVar.color.status.appointment.pending.fg};
  font-size: ${cssVar.font.size.lg};
  letter-spacing: 0.1em;
`;

const Condition = styled.p`
  && {
    margin: 0;
    color: ${cssVar.color.text};
    font-weight: ${cssVar.font.weight.medium};
  }
`;
