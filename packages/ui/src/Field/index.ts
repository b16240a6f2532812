export {
  Field,
  FieldError,
  FieldHint,
  hasMessage,
  type FieldControlProps,
  type FieldErrorProps,
  type FieldHintProps,
  type FieldProps,
} from './Field.tsx';
