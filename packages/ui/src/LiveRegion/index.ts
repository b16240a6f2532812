export { Alert, Status, type LiveRegionElement, type LiveRegionProps } from './LiveRegion.tsx';
