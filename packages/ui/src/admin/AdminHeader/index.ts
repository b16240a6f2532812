export { AdminHeader, type AdminHeaderProps } from './AdminHeader.tsx';
