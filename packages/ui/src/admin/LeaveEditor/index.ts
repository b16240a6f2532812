export { LeaveEditor, type DoctorLeaveItem, type LeaveEditorProps } from './LeaveEditor.tsx';
