export {
  FallbackImage,
  leadPicture,
  PersonIcon,
  type FallbackImageProps,
  type ImageFallback,
  type PersonIconProps,
} from './FallbackImage.tsx';
