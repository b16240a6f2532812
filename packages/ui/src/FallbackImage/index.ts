export {
  FallbackImage,
  PersonIcon,
  type FallbackImageProps,
  type ImageFallback,
  type PersonIconProps,
} from './FallbackImage.tsx';
