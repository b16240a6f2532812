export { NextAvailable, type NextAvailableProps } from './NextAvailable.tsx';
export { nextAvailableWhen } from './nextAvailable.ts';
export { NEXT_AVAILABLE_TEXTS, type NextAvailableTexts } from './nextAvailableTexts.ts';
