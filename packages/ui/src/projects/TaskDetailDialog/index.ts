export { TaskDetailDialog, taskEditSchema, type TaskDetailDialogProps, type TaskDialogMode } from './TaskDetailDialog.tsx';
export {
  EDITABLE_TASK_FIELDS,
  EMPTY_VALUE,
  changedTaskFields,
  displayValue,
  durationFromInput,
  formToTaskUpdate,
  hierarchyText,
  parseHierarchy,
  parseMaterials,
  progressFromInput,
  taskFormValues,
  type EditableTaskField,
  type TaskFormValues,
} from './taskDetails.ts';
