import { TESTIMONIAL_FIELD_LIMITS, type Testimonial } from '@hospital/contract';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { AdminFormDialog } from '../AdminFormDialog/index.ts';
import { RATING_CHOICES, testimonialFormDefaults, testimonialFormSchema, type TestimonialFormOutput } from './testimonialForm.ts';

const RATING_OPTIONS = RATING_CHOICES.map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }));

export interface TestimonialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The testimonial to edit; add mode without one. */
  item?: Testimonial | null;
  /** Called with the checked fields for add and edit alike; the caller closes the dialog once saved. */
  onSubmit: (values: TestimonialFormOutput) => void | Promise<unknown>;
}

/**
 * Add or edit a testimonial: the patient's name, what they were treated for and their words, each in English and
 * in Hindi (the home page shows the page's language), and the stars.
 */
export function TestimonialDialog({ open, onOpenChange, item, onSubmit }: TestimonialDialogProps) {
  const editing = Boolean(item);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Testimonial' : 'Add Testimonial'}
      submitLabel={editing ? 'Update' : 'Add Testimonial'}
      description="Each text in English and in Hindi: the home page shows the page's language."
      schema={testimonialFormSchema}
      defaultValues={testimonialFormDefaults(item)}
      onSubmit={onSubmit}
    >
      {({ register, errors }) => (
        <>
          <Field label="Patient's name" required error={errors.name?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={TESTIMONIAL_FIELD_LIMITS.name} {...register('name')} />}
          </Field>
          <Field label="Patient's name in Hindi" required error={errors.nameHi?.message}>
            {(controlProps) => <Input {...controlProps} lang="hi" autoComplete="off" maxLength={TESTIMONIAL_FIELD_LIMITS.name} {...register('nameHi')} />}
          </Field>
          <Field label="Treated for" required hint="Heart bypass surgery, Safe delivery ..." error={errors.condition?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={TESTIMONIAL_FIELD_LIMITS.condition} {...register('condition')} />}
          </Field>
          <Field label="Treated for, in Hindi" required error={errors.conditionHi?.message}>
            {(controlProps) => <Input {...controlProps} lang="hi" autoComplete="off" maxLength={TESTIMONIAL_FIELD_LIMITS.condition} {...register('conditionHi')} />}
          </Field>
          <Field label="Their words" required error={errors.quote?.message}>
            {(controlProps) => <Textarea {...controlProps} rows={3} maxLength={TESTIMONIAL_FIELD_LIMITS.quote} {...register('quote')} />}
          </Field>
          <Field label="Their words in Hindi" required error={errors.quoteHi?.message}>
            {(controlProps) => <Textarea {...controlProps} lang="hi" rows={3} maxLength={TESTIMONIAL_FIELD_LIMITS.quote} {...register('quoteHi')} />}
          </Field>
          <Field label="Rating" error={errors.rating?.message}>
            {(controlProps) => <Select {...controlProps} options={RATING_OPTIONS} {...register('rating')} />}
          </Field>
        </>
      )}
    </AdminFormDialog>
  );
}
