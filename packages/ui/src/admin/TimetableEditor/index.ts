export { TimetableEditor, type TimetableEditorProps } from './TimetableEditor.tsx';
export { dayTotalText, slotPreviewText } from './timetableDraft.ts';
