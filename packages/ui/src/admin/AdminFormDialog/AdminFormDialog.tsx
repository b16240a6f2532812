import { useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { AdminForm } from '../AdminForm/index.ts';
import { useServerFieldErrors } from '../useServerFieldErrors.ts';

/** What the fields of an admin form need: react-hook-form's `register`, and the schema's message per field. */
export interface AdminFormFields<Input extends FieldValues> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
}

export interface AdminFormDialogProps<Input extends FieldValues, Output> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name: "Add Gallery Image", "Edit News/Event". */
  title: string;
  /** The save button's text: "Add Image", "Update". */
  submitLabel: string;
  /** The Cancel button's text, in the dialog's language. */
  cancelLabel?: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /**
   * The server's reasons against the last save, by field ("This username is already taken"): shown under each
   * field like the schema's own, until the field is changed and checked again.
   */
  serverErrors?: Partial<Record<string, string>> | undefined;
  /**
   * Checks the fields; the contract's schema (or one built on it), so the form refuses what the API refuses.
   * `Input` is read from `defaultValues` and only checked here: inferred from the schema too, it turns to `any`
   * once another package augments zod's `ZodType` (zod-to-openapi, in the API, adds a method taking the input).
   */
  schema: z.ZodType<Output, NoInfer<Input>>;
  /** The fields' values each time the dialog opens: the record's own when editing, the spec's defaults when adding. */
  defaultValues: DefaultValues<Input>;
  /**
   * Called with the parsed fields, for add and edit alike. The caller closes the dialog once the change is saved;
   * while the promise is pending the save button is busy.
   */
  onSubmit: (values: Output) => void | Promise<unknown>;
  /** The form's fields, given `register` and the errors to show under each. */
  children: (fields: AdminFormFields<Input>) => ReactNode;
}

/**
 * The frame of every add/edit dialog of the admin dashboard: the title, the fields checked by a schema, and
 * Cancel and a save button that stays busy while the save is under way.
 */
export function AdminFormDialog<Input extends FieldValues, Output>({
  open,
  onOpenChange,
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  description,
  serverErrors,
  schema,
  defaultValues,
  onSubmit,
  children,
}: AdminFormDialogProps<Input, Output>) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Output) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so each opening starts from `defaultValues` rather than the last edit. */}
      <SchemaForm formId={formId} schema={schema} defaultValues={defaultValues} serverErrors={serverErrors} onSubmit={submit}>
        {children}
      </SchemaForm>
    </Dialog>
  );
}

function SchemaForm<Input extends FieldValues, Output>({
  formId,
  schema,
  defaultValues,
  serverErrors,
  onSubmit,
  children,
}: Pick<AdminFormDialogProps<Input, Output>, 'schema' | 'defaultValues' | 'serverErrors' | 'children'> & {
  formId: string;
  onSubmit: (values: Output) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });

  useServerFieldErrors(serverErrors, { setError, setFocus });

  return (
    <AdminForm id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
      {children({ register, errors })}
    </AdminForm>
  );
}
