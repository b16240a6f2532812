export { AdminLoginForm, type AdminLoginFormProps, type DemoCredentials } from './AdminLoginForm.tsx';
