export { AdminForm } from './AdminForm.tsx';
