export { AdminLoginForm, type AdminLoginFormProps, type DemoAccount } from './AdminLoginForm.tsx';
