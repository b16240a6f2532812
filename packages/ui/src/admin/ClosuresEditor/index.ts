export { ClosuresEditor, type ClosuresEditorProps } from './ClosuresEditor.tsx';
export { comingClosures } from './closureRows.ts';
