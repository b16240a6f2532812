export {
  AdminCardPicture,
  AdminManagedList,
  type AdminManagedListProps,
  type ManagedListState,
  type ManagedRecord,
} from './AdminManagedList.tsx';
