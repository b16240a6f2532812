export { SIGN_IN_TO_EDIT, SignInToEdit, type SignInToEditProps } from './SignInToEdit.tsx';
