import { useMemo } from 'react';
import { TestimonialDialog, TestimonialsManager, managedTestimonial } from '@hospital/ui';
import { useAdminTestimonials, useTestimonialMutations } from '../../api/admin.ts';
import { useManagedCollection, type CollectionWords } from './useManagedCollection.ts';

const TESTIMONIAL_WORDS: CollectionWords = {
  removed: 'Testimonial removed',
  created: 'Testimonial added successfully',
  createFailed: 'Failed to add testimonial',
  updated: 'Testimonial updated successfully',
  updateFailed: 'Failed to update testimonial',
  deleted: 'Testimonial deleted successfully',
  deleteFailed: 'Failed to delete testimonial',
};

/**
 * The Testimonials tab: the patients' words the home page shows, in English and Hindi, with add and edit dialogs,
 * and delete with five seconds to undo.
 */
export function TestimonialsPanel() {
  const list = useAdminTestimonials();
  const items = useMemo(() => list.data?.map(managedTestimonial), [list.data]);
  const { dialog, ...manager } = useManagedCollection({ ...list, data: items }, useTestimonialMutations(), TESTIMONIAL_WORDS);
  return (
    <>
      <TestimonialsManager {...manager} />
      <TestimonialDialog {...dialog} />
    </>
  );
}
