import { NEWS_TYPES, type NewsEvent } from '@hospital/contract';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { AdminFormDialog } from '../AdminFormDialog/index.ts';
import { newsEventFormDefaults, newsEventFormSchema, type NewsEventFormOutput } from './newsEventForm.ts';

const TYPE_OPTIONS = NEWS_TYPES.map((type) => ({ value: type, label: statusLabel(type) }));

export interface NewsEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; add mode without one. */
  item?: NewsEvent | null;
  /**
   * Called with the parsed fields for both add and edit: the event date as an ISO instant or null, a blank image
   * URL as null. The caller closes the dialog when the change is saved.
   */
  onSubmit: (values: NewsEventFormOutput) => void | Promise<unknown>;
}

/** Create or edit one news item or event: title, content, type, image URL, event date and published (spec: News & Events tab). */
export function NewsEventDialog({ open, onOpenChange, item, onSubmit }: NewsEventDialogProps) {
  const editing = Boolean(item);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit News/Event' : 'Add News/Event'}
      submitLabel={editing ? 'Update' : 'Create'}
      schema={newsEventFormSchema}
      defaultValues={newsEventFormDefaults(item)}
      onSubmit={onSubmit}
    >
      {({ register, errors }) => (
        <>
          <Field label="Title" required error={errors.title?.message}>
            {(controlProps) => <Input {...controlProps} {...register('title')} />}
          </Field>
          <Field label="Content" required error={errors.content?.message}>
            {(controlProps) => <Textarea {...controlProps} rows={5} {...register('content')} />}
          </Field>
          <Field label="Type" error={errors.type?.message}>
            {(controlProps) => <Select {...controlProps} options={TYPE_OPTIONS} {...register('type')} />}
          </Field>
          <Field label="Image URL" hint="Optional: a web address (https://…) or a path on this site" error={errors.imageUrl?.message}>
            {(controlProps) => <Input {...controlProps} inputMode="url" spellCheck={false} {...register('imageUrl')} />}
          </Field>
          <Field label="Event date" hint="For events: the day and time, on your clock" error={errors.eventDate?.message}>
            {(controlProps) => <Input {...controlProps} type="datetime-local" {...register('eventDate')} />}
          </Field>
          <Checkbox label="Published" {...register('isPublished')} />
        </>
      )}
    </AdminFormDialog>
  );
}
