import { useMemo } from 'react';
import { DOCTOR_FIELD_LIMITS, HOME_DOCTOR_COUNT, OPD_QUEUE, type Department, type Doctor, type DoctorInput } from '@hospital/contract';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { AdminFormDialog } from '../AdminFormDialog/index.ts';
import { doctorFormDefaults, doctorFormSchema, doctorServerErrors } from './doctorForm.ts';

export interface DoctorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The doctor to edit; add mode without one. */
  doctor?: Doctor | null | undefined;
  /** The department select's choices. */
  departments: readonly Department[];
  /**
   * Called with the checked fields (the contract's `doctorInputSchema`) for add and edit alike; the caller closes
   * the dialog once saved. While the promise is pending the save button is busy.
   */
  onSubmit: (values: DoctorInput) => void | Promise<unknown>;
  /** The server's reasons against the last save (its 400's `fields`), each shown under its field. */
  serverErrors?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * Add or edit a doctor: name, specialization, department, qualifications, experience, photo, languages, walk-in quota,
 * and whether the home page features them.
 */
export function DoctorDialog({ open, onOpenChange, doctor, departments, onSubmit, serverErrors }: DoctorDialogProps) {
  const editing = Boolean(doctor);
  const departmentOptions = [{ value: '', label: 'No department' }, ...departments.map((department) => ({ value: String(department.id), label: department.name }))];
  const fieldErrors = useMemo(() => (serverErrors ? doctorServerErrors(serverErrors) : undefined), [serverErrors]);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${doctor?.name ?? 'doctor'}` : 'Add doctor'}
      submitLabel={editing ? 'Save changes' : 'Add doctor'}
      schema={doctorFormSchema}
      defaultValues={doctorFormDefaults(doctor)}
      serverErrors={fieldErrors}
      onSubmit={onSubmit}
    >
      {({ register, errors }) => (
        <>
          <Field label="Name" required hint="As patients will read it: Dr. Priya Sharma" error={errors.name?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={DOCTOR_FIELD_LIMITS.name} {...register('name')} />}
          </Field>
          <Field label="Specialization" required hint="Cardiologist, General Physician ..." error={errors.specialization?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={DOCTOR_FIELD_LIMITS.specialization} {...register('specialization')} />}
          </Field>
          <Field label="Department" error={errors.departmentId?.message}>
            {(controlProps) => <Select {...controlProps} options={departmentOptions} {...register('departmentId')} />}
          </Field>
          <Field label="Qualifications" required hint="Separated by commas: MBBS, MD (Medicine)" error={errors.qualifications?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={DOCTOR_FIELD_LIMITS.qualifications} {...register('qualifications')} />}
          </Field>
          <Field label="Experience (years)" required error={errors.experience?.message}>
            {(controlProps) => <Input {...controlProps} inputMode="numeric" autoComplete="off" maxLength={2} {...register('experience')} />}
          </Field>
          <Field label="Photo URL" hint="A web address (https://…) or a path on this site (/images/…)" error={errors.image?.message}>
            {(controlProps) => <Input {...controlProps} inputMode="url" spellCheck={false} {...register('image')} />}
          </Field>
          <Field label="Languages spoken" hint="Separated by commas: Hindi, English, Punjabi" error={errors.languages?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('languages')} />}
          </Field>
          <Field
            label="Walk-ins per session"
            hint={`Walk-in patients each OPD session takes beside its bookings, 0 to ${OPD_QUEUE.walkInsMax} (the hospital's default is ${OPD_QUEUE.walkInsPerSession})`}
            error={errors.walkInsPerSession?.message}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="number"
                inputMode="numeric"
                min={0}
                max={OPD_QUEUE.walkInsMax}
                step={1}
                autoComplete="off"
                {...register('walkInsPerSession')}
              />
            )}
          </Field>
          <Checkbox
            label="Featured on the home page"
            hint={`The home page shows ${HOME_DOCTOR_COUNT} doctors: those featured first, then the most experienced.`}
            error={errors.featured?.message}
            {...register('featured')}
          />
        </>
      )}
    </AdminFormDialog>
  );
}
