export {
  Skeleton,
  SkeletonGrid,
  type SkeletonGridColumns,
  type SkeletonGridProps,
  type SkeletonProps,
  type SkeletonShape,
} from './Skeleton.tsx';
