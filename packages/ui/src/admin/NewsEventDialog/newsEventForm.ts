import { z } from 'zod';
import { DEFAULTS, insertNewsEventSchema, type NewsEvent } from '@hospital/contract';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value ("2026-12-01T10:30", the admin's own clock) as the instant the API stores
 * ("2026-12-01T05:00:00.000Z" in India); blank is null. Anything else is returned as it is, so the schema names
 * the field instead of a wrong date being saved.
 */
export function fromDateTimeLocal(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return value;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Rejects days that do not exist (Feb 30), which Date would roll into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return value;
  return date.toISOString();
}

/** The stored instant as a `datetime-local` value on the admin's clock; '' for none or an unreadable date. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The contract's insert schema, with the date read from the form's `datetime-local` value first. Everything else,
 * messages included, is the contract's, so the form and the API refuse the same things.
 */
export const newsEventFormSchema = insertNewsEventSchema.extend({
  eventDate: z.preprocess(fromDateTimeLocal, insertNewsEventSchema.shape.eventDate),
});

export type NewsEventFormInput = z.input<typeof newsEventFormSchema>;
export type NewsEventFormOutput = z.output<typeof newsEventFormSchema>;

/** The form's first values: the item's own in edit mode, else the spec's defaults (news, published). */
export function newsEventFormDefaults(item?: NewsEvent | null): NewsEventFormInput {
  return {
    title: item?.title ?? '',
    content: item?.content ?? '',
    type: item?.type ?? DEFAULTS.newsType,
    imageUrl: item?.imageUrl ?? '',
    eventDate: toDateTimeLocal(item?.eventDate),
    isPublished: item?.isPublished ?? DEFAULTS.isPublished,
  };
}
