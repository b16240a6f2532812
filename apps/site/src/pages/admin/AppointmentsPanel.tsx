import type { Appointment, AppointmentStatus } from '@hospital/contract';
import { AppointmentsTable, useToast } from '@hospital/ui';
import { useUpdateAppointmentStatus, type ListState } from '../../api/admin.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';

export interface AppointmentsPanelProps {
  appointments: ListState<Appointment[]>;
}

/** The Appointments tab: the table, with each status change sent to the API and confirmed by a toast. */
export function AppointmentsPanel({ appointments }: AppointmentsPanelProps) {
  const { toast } = useToast();
  const updateStatus = useUpdateAppointmentStatus();

  const changeStatus = async (appointment: Appointment, status: AppointmentStatus) => {
    try {
      await updateStatus(appointment.id, status);
      toast({ title: 'Status Updated', description: 'Appointment status has been updated successfully.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: apiErrorMessage(error, 'Failed to update appointment status.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AppointmentsTable
      appointments={appointments.data}
      isLoading={appointments.isLoading}
      error={appointments.error}
      onRetry={appointments.onRetry}
      onStatusChange={changeStatus}
    />
  );
}
