import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Doctor, DoctorInput, TimetableImpact } from '@hospital/contract';
import { AdminSection, ClosuresEditor, DoctorDialog, DoctorsTable, LeaveEditor, TimetableEditor, cssVar, media, useToast } from '@hospital/ui';
import { useAdminDepartments, useAdminDoctors, useClosures, useDoctorMutations, useDoctorTimetables } from '../../api/admin.ts';
import { useDoctorTimetable } from '../../api/timetable.ts';
import { apiErrorBody, apiErrorMessage } from '../../auth/apiErrorMessage.ts';
import { useUnauthorizedQuery } from '../../auth/useAdminGuard.ts';
import { DOCTOR_PARAM, parseDoctorParam, withDoctorParam } from './doctorParam.ts';

/** A field's reasons from a failed call (its 400's `fields`), or undefined when it named none. */
type FieldErrors = Readonly<Record<string, string>> | undefined;
const fieldErrorsOf = (error: unknown): FieldErrors => {
  const fields = apiErrorBody(error)?.fields;
  return fields && Object.keys(fields).length > 0 ? fields : undefined;
};

/** "2 bookings now need a new time": the toast after a change that stranded some. */
const strandedText = (impact: TimetableImpact) =>
  impact.affected.length === 0 ? '' : ` ${impact.affected.length} ${impact.affected.length === 1 ? 'booking now needs' : 'bookings now need'} a new time.`;

/**
 * The Doctors tab (admins only): the doctors with add, edit and retire; the chosen doctor's weekly timetable and
 * leave (`?doctor=ID`, so a reload keeps it); and the hospital's closures. Every change that may strand bookings is
 * previewed by the server first, and the widgets list what it would strand before it is confirmed.
 */
export function DoctorsPanel() {
  const { toast } = useToast();
  const doctors = useAdminDoctors();
  const departments = useAdminDepartments();
  const closures = useClosures();
  const ids = useMemo(() => doctors.data?.filter((doctor) => !doctor.retired).map((doctor) => doctor.id), [doctors.data]);
  const timetables = useDoctorTimetables(ids);
  const mutations = useDoctorMutations();
  const [searchParams, setSearchParams] = useSearchParams();
  const timetableRef = useRef<HTMLElement>(null);

  const selectedId = parseDoctorParam(searchParams.get(DOCTOR_PARAM));
  const selected = doctors.data?.find((doctor) => doctor.id === selectedId && !doctor.retired);
  const doctorTimetable = useDoctorTimetable(selected ? selected.id : null);
  useUnauthorizedQuery(doctorTimetable.error);

  const [dialog, setDialog] = useState<{ open: boolean; doctor: Doctor | null }>({ open: false, doctor: null });
  const [doctorErrors, setDoctorErrors] = useState<FieldErrors>();
  const [timetableErrors, setTimetableErrors] = useState<FieldErrors>();
  const [leaveErrors, setLeaveErrors] = useState<FieldErrors>();
  const [closureErrors, setClosureErrors] = useState<FieldErrors>();

  const failed = (error: unknown, fallback: string) => toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' });
  const done = (description: string) => toast({ title: 'Success', description, variant: 'success' });

  /** A preview's failure: the reasons at the fields, the sentence in a toast; rethrown so the widget stops. */
  const previewing = async <T,>(ask: () => Promise<T>, setErrors: (errors: FieldErrors) => void, fallback: string): Promise<T> => {
    setErrors(undefined);
    try {
      return await ask();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      failed(error, fallback);
      throw error;
    }
  };
  /** A write's failure: the same, and the widget keeps its dialog open to try again. */
  const writing = async <T,>(run: () => Promise<T>, setErrors: (errors: FieldErrors) => void, fallback: string, success: (answer: T) => string) => {
    try {
      const answer = await run();
      setErrors(undefined);
      done(success(answer));
      return answer;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      failed(error, fallback);
      throw error;
    }
  };

  const saveDoctor = async (values: DoctorInput) => {
    const editing = dialog.doctor;
    setDoctorErrors(undefined);
    try {
      const saved = editing ? await mutations.update(editing.id, values) : await mutations.create(values);
      done(editing ? `${saved.name} updated` : `${saved.name} added`);
      setDialog({ open: false, doctor: editing });
    } catch (error) {
      setDoctorErrors(fieldErrorsOf(error));
      failed(error, editing ? 'Failed to update the doctor' : 'Failed to add the doctor');
    }
  };

  const openTimetable = (doctor: Doctor) => {
    setSearchParams((current) => withDoctorParam(current, doctor.id), { replace: true });
    setTimetableErrors(undefined);
    setLeaveErrors(undefined);
    // After the section has drawn: bring it into view below the table.
    requestAnimationFrame(() => timetableRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };

  return (
    <Stack>
      <AdminSection title="Doctors" description="The doctors patients can find and book. A retired doctor leaves the public pages; their bookings are kept.">
        <DoctorsTable
          doctors={doctors.data}
          departments={departments.data}
          timetables={timetables}
          closures={closures.data}
          selectedId={selected?.id}
          isLoading={doctors.isLoading}
          error={doctors.error}
          onRetry={doctors.onRetry}
          onAdd={() => {
            setDoctorErrors(undefined);
            setDialog({ open: true, doctor: null });
          }}
          onEdit={(doctor) => {
            setDoctorErrors(undefined);
            setDialog({ open: true, doctor });
          }}
          onTimetable={openTimetable}
          onRetirePreview={(doctor) => previewing(() => mutations.previewRetire(doctor.id), () => undefined, 'Failed to check the doctor’s bookings')}
          onRetire={(doctor) =>
            writing(
              () => mutations.retire(doctor.id),
              () => undefined,
              'Failed to retire the doctor',
              (impact) => `${doctor.name} retired.${strandedText(impact)}`,
            ).then(() => {
              if (doctor.id === selected?.id) setSearchParams((current) => withDoctorParam(current, null), { replace: true });
            })
          }
        />
      </AdminSection>

      {selected ? (
        <AdminSection ref={timetableRef} title={`${selected.name}’s timetable`} description="Weekly OPD sessions and leave. Changes that leave bookings outside the sessions list them first.">
          <TimetableColumns>
            <TimetableEditor
              doctorName={selected.name}
              weekly={doctorTimetable.timetable?.weekly}
              isLoading={doctorTimetable.isLoading}
              error={doctorTimetable.error}
              onRetry={doctorTimetable.onRetry}
              serverErrors={timetableErrors}
              onPreview={(weekly) => previewing(() => mutations.previewTimetable(selected.id, weekly), setTimetableErrors, 'Failed to check the new hours')}
              onSave={(weekly) =>
                writing(
                  () => mutations.saveTimetable(selected.id, weekly),
                  setTimetableErrors,
                  'Failed to save the timetable',
                  (answer) => `${selected.name}’s timetable saved.${strandedText(answer)}`,
                )
              }
            />
            <LeaveEditor
              doctorName={selected.name}
              leave={doctorTimetable.timetable?.leave}
              isLoading={doctorTimetable.isLoading}
              error={doctorTimetable.error}
              onRetry={doctorTimetable.onRetry}
              serverErrors={leaveErrors}
              onPreview={(values) => previewing(() => mutations.previewLeave(selected.id, values), setLeaveErrors, 'Failed to check the leave')}
              onAdd={(values) =>
                writing(() => mutations.addLeave(selected.id, values), setLeaveErrors, 'Failed to add the leave', (answer) => `Leave added.${strandedText(answer)}`)
              }
              onRemove={(leave) =>
                writing(() => mutations.removeLeave(selected.id, leave.id), () => undefined, 'Failed to remove the leave', () => 'Leave removed.')
              }
            />
          </TimetableColumns>
        </AdminSection>
      ) : null}

      <AdminSection title="Holidays" description="When the whole OPD is closed, no doctor can be booked.">
        <ClosuresEditor
          closures={closures.data}
          isLoading={closures.isLoading}
          error={closures.error}
          onRetry={closures.onRetry}
          serverErrors={closureErrors}
          onPreview={(values) => previewing(() => mutations.previewClosure(values), setClosureErrors, 'Failed to check the closure')}
          onAdd={(values) =>
            writing(() => mutations.addClosure(values), setClosureErrors, 'Failed to add the closure', (answer) => `${answer.closure.name} added.${strandedText(answer)}`)
          }
          onRemove={(closure) => writing(() => mutations.removeClosure(closure.id), () => undefined, 'Failed to remove the closure', () => `${closure.name} removed.`)}
        />
      </AdminSection>

      <DoctorDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        doctor={dialog.doctor}
        departments={departments.data ?? []}
        serverErrors={doctorErrors}
        onSubmit={saveDoctor}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};
  min-inline-size: 0;
`;

const TimetableColumns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;
