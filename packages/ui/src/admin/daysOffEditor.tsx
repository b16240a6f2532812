// The frame the leave and closure editors share: both list coming days off the timetable with Remove, and add one
// only once the admin has seen which bookings it strands. Each editor gives its texts, its list and its fields.
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TimetableImpact } from '@hospital/contract';
import { Button } from '../Button/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { LoadingText } from '../LoadingText/index.ts';
import { loadPhase, type LoadState } from '../shared/loadState.ts';
import { TimetableChangeDialog, useTimetableChange } from './TimetableChangeDialog/index.ts';
import { useServerFieldErrors } from './useServerFieldErrors.ts';
import { AddActions, AddFields, AddForm, DateItem, DateItemDetail, DateList, DaysOffHeader, DaysOffPanel, EmptyLine } from './daysOffEditor.styles.ts';

/** The props both editors take as they are: the load's state, the server's answers and the three requests. */
export interface DaysOffEditorProps<Item, Request> extends Omit<ComponentPropsWithoutRef<'section'>, 'onError'>, LoadState {
  /** The hospital's today, the earliest day that can be added (the date pickers' minimum). */
  today?: string;
  /** The server's reasons against the last try, by the form's field names. */
  serverErrors?: Readonly<Record<string, string | undefined>> | undefined;
  /** Which coming bookings the days fall on (`POST ?preview=1`). */
  onPreview: (values: Request) => Promise<TimetableImpact>;
  /** Adds the days; the caller reports how it went and rejects on a failure. */
  onAdd: (values: Request) => Promise<unknown>;
  /** Removes an entry: its days can be booked again. */
  onRemove: (item: Item) => Promise<unknown>;
  ref?: Ref<HTMLElement>;
}

/** What the add form's fields need: react-hook-form's `register`, and the message to show under each. */
export interface DaysOffFields<Input extends FieldValues> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
}

interface DaysOffEditorFrameProps<Item extends { id: number }, Input extends FieldValues, Request>
  extends Omit<DaysOffEditorProps<Item, Request>, 'today'> {
  heading: string;
  description: ReactNode;
  /** The coming entries, in the order shown; undefined until loaded. */
  items: readonly Item[] | undefined;
  /** The list's states and its accessible name, in the editor's words. */
  listTexts: { failed: string; loading: string; none: string; label: string };
  /** An entry's days (bold) and what else staff see under them. */
  when: (item: Item) => string;
  detail: (item: Item) => ReactNode;
  /** The Remove button's accessible name, which says which entry. */
  removeLabel: (item: Item) => string;
  /** The add form's accessible name, heading and button: "Add leave". */
  addLabel: string;
  /** Checks the fields, as the API does; `Input` is read from `empty` (see AdminFormDialog's `schema`). */
  schema: z.ZodType<Request, NoInfer<Input>>;
  /** The add form's values at first and once a day off is added. */
  empty: Input;
  fields: (fields: DaysOffFields<Input>) => ReactNode;
  /** The confirmation's title and, given what is being added, its description. */
  confirmTitle: string;
  confirmDescription: (values: Request) => string;
}

/**
 * The panel of a leave or closure editor: the coming entries by date with Remove, and a form to add one, which
 * first lists the bookings its days hold and asks to confirm: those bookings are marked as needing a new time.
 */
export function DaysOffEditor<Item extends { id: number }, Input extends FieldValues, Request>({
  heading,
  description,
  items,
  listTexts,
  when,
  detail,
  removeLabel,
  addLabel,
  schema,
  empty,
  fields,
  confirmTitle,
  confirmDescription,
  isLoading,
  error,
  onRetry,
  serverErrors,
  onPreview,
  onAdd,
  onRemove,
  ref,
  ...rest
}: DaysOffEditorFrameProps<Item, Input, Request>) {
  const headingId = useId();
  const removing = useRemovals(onRemove);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Input, unknown, Request>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<Input> });
  useServerFieldErrors(serverErrors, { setError, setFocus }, empty);

  // Always asked, even when no booking falls on the days: the admin confirms what the days off are.
  const change = useTimetableChange<Request>({ preview: onPreview, commit: onAdd, confirmWhenNone: true, onDone: () => reset(empty) });
  const [asking, setAsking] = useState<Request>();

  const phase = loadPhase({ isLoading, error });
  let list;
  if (phase === 'error') list = <ErrorState title={listTexts.failed} description="Please try again later." onRetry={onRetry} />;
  else if (phase === 'loading' || !items) list = <LoadingText>{listTexts.loading}</LoadingText>;
  else if (items.length === 0) list = <EmptyLine>{listTexts.none}</EmptyLine>;
  else {
    list = (
      <DateList aria-label={listTexts.label}>
        {items.map((item) => (
          <DateItem key={item.id}>
            <div>
              <strong>{when(item)}</strong>
              <DateItemDetail>{detail(item)}</DateItemDetail>
            </div>
            <Button variant="danger" size="sm" aria-label={removeLabel(item)} loading={removing.has(item.id)} onClick={() => void removing.remove(item)}>
              Remove
            </Button>
          </DateItem>
        ))}
      </DateList>
    );
  }

  return (
    <DaysOffPanel {...rest} ref={ref} aria-labelledby={headingId}>
      <DaysOffHeader>
        <h3 id={headingId}>{heading}</h3>
        <p>{description}</p>
      </DaysOffHeader>
      {list}
      <AddForm
        noValidate
        aria-label={addLabel}
        onSubmit={handleSubmit(async (values) => {
          setAsking(values);
          await change.ask(values);
        })}
      >
        <h4>{addLabel}</h4>
        <AddFields>{fields({ register, errors })}</AddFields>
        <AddActions>
          <Button type="submit" loading={change.pending} disabled={phase !== 'ready'}>
            {addLabel}
          </Button>
        </AddActions>
      </AddForm>
      <TimetableChangeDialog
        {...change.dialog}
        title={confirmTitle}
        description={asking ? confirmDescription(asking) : undefined}
        confirmLabel={addLabel}
      />
    </DaysOffPanel>
  );
}

/** The entries being removed, each Remove button busy until the server answers; the caller says what failed. */
function useRemovals<Item extends { id: number }>(onRemove: (item: Item) => Promise<unknown>) {
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const remove = async (item: Item) => {
    setRemoving((current) => new Set(current).add(item.id));
    try {
      await onRemove(item);
    } catch {
      // The caller says what failed.
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };
  return { has: (id: number) => removing.has(id), remove };
}
