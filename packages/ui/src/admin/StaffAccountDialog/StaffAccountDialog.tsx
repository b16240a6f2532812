import { useMemo } from 'react';
import type { z } from 'zod';
import { STAFF_ROLES, createStaffSchema, type CreateStaffInput } from '@hospital/contract';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { AdminFormDialog } from '../AdminFormDialog/index.ts';
import { STAFF_ACCOUNT_DIALOG_TEXTS } from './staffAccountDialogTexts.ts';

type StaffFormInput = z.input<typeof createStaffSchema>;

/** The fields the server can refuse, with the code of its reason for each (`username_taken`). */
export type StaffAccountFieldCodes = Partial<Record<keyof CreateStaffInput, string>>;

/** A new account starts as the front desk, the account an admin makes most. */
export const STAFF_FORM_DEFAULTS: StaffFormInput = { username: '', displayName: '', role: 'reception' };

export interface StaffAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the checked fields; the caller closes the dialog once the account exists. */
  onSubmit: (values: CreateStaffInput) => void | Promise<unknown>;
  /** The server's codes against the last try, by field; each is shown as a sentence under its field. */
  fieldCodes?: StaffAccountFieldCodes | undefined;
}

/** Creates a staff account: username, name and role, checked with the contract's `createStaffSchema`. */
export function StaffAccountDialog({ open, onOpenChange, onSubmit, fieldCodes }: StaffAccountDialogProps) {
  const texts = useUiTexts('staffAccountDialog', STAFF_ACCOUNT_DIALOG_TEXTS);
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: texts.roles[role] }));
  const serverErrors = useMemo(
    () =>
      fieldCodes
        ? Object.fromEntries(Object.entries(fieldCodes).map(([field, code]) => [field, code ? texts.fieldError(code) : undefined]))
        : undefined,
    [fieldCodes, texts],
  );
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submit}
      cancelLabel={texts.cancel}
      schema={createStaffSchema}
      defaultValues={STAFF_FORM_DEFAULTS}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
    >
      {({ register, errors }) => (
        <>
          <Field label={texts.username} required requiredText={texts.required} hint={texts.usernameHint} error={errors.username?.message}>
            {(controlProps) => (
              <Input {...controlProps} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
            )}
          </Field>
          <Field label={texts.displayName} required requiredText={texts.required} hint={texts.displayNameHint} error={errors.displayName?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('displayName')} />}
          </Field>
          <Field label={texts.role} required requiredText={texts.required} hint={`${texts.roleHints.reception} ${texts.roleHints.admin}`} error={errors.role?.message}>
            {(controlProps) => <Select {...controlProps} options={roleOptions} {...register('role')} />}
          </Field>
        </>
      )}
    </AdminFormDialog>
  );
}
