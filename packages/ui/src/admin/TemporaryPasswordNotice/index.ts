export { TemporaryPasswordNotice, type TemporaryPasswordNoticeProps, type TemporaryPasswordReason } from './TemporaryPasswordNotice.tsx';
export { TEMPORARY_PASSWORD_NOTICE_TEXTS, type TemporaryPasswordNoticeTexts } from './temporaryPasswordNoticeTexts.ts';
