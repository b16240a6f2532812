export {
  AdminCard,
  AdminCardActions,
  AdminCardBody,
  AdminCardList,
  AdminCardTags,
  AdminSection,
  ClampedText,
  type AdminSectionProps,
} from './AdminSection.tsx';
