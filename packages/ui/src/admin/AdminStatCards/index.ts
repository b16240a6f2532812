export { ADMIN_STAT_CARDS, AdminStatCards, type AdminStatCardsProps } from './AdminStatCards.tsx';
