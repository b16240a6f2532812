export { ServiceGrid, ServiceTile, type ServiceItem, type ServiceTileProps } from './ServiceTile.tsx';
