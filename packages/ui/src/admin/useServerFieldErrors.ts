import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

/**
 * Shows the server's reasons against the last save under their fields, like the schema's own, and focuses the
 * first field refused so it can be fixed at once. With `fields` (the form's empty values), a reason for a name the
 * form does not have is left out: it could show nowhere, and the focus could not go to it.
 */
export function useServerFieldErrors<Input extends FieldValues>(
  serverErrors: Readonly<Record<string, string | undefined>> | undefined,
  { setError, setFocus }: { setError: UseFormSetError<Input>; setFocus: UseFormSetFocus<Input> },
  fields?: Readonly<Input>,
) {
  useEffect(() => {
    const failing = Object.entries(serverErrors ?? {}).filter(
      (entry): entry is [Path<Input>, string] => Boolean(entry[1]) && (fields === undefined || entry[0] in fields),
    );
    for (const [field, message] of failing) setError(field, { type: 'server', message });
    if (failing[0]) setFocus(failing[0][0]);
  }, [serverErrors, setError, setFocus, fields]);
}
