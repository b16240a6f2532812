import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';

export interface FilterOption<V extends string> {
  /** The value handed to `onChange`; `''` is "no filter". */
  value: V;
  label: string;
}

export interface FilterBarProps<V extends string> extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** Names the group for screen readers: "Filter by category". */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /**
   * The query parameter the choice is sent as ("category"): the buttons then submit a `<form method="get">` to the
   * page's own address (`?category=staff`; the `''` option sends none), so a choice made before the page's script
   * has run, or without one, loads the filtered page. Once the script runs, a press calls `onChange` instead.
   */
  name?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of toggle buttons of which one is on (the gallery's categories, the news types). Each is a real
 * button with `aria-pressed`, so it is reached by Tab and said as "pressed"; choosing the pressed one again
 * does nothing (no refetch). With `name`, the buttons also submit a GET form, so they work before hydration.
 */
export function FilterBar<V extends string>({ label, options, value, onChange, name, ref, ...rest }: FilterBarProps<V>) {
  const group = (
    <Root {...rest} ref={ref} role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Toggle
            key={option.value}
            type={name === undefined ? 'button' : 'submit'}
            name={name !== undefined && option.value !== '' ? name : undefined}
            value={name === undefined ? undefined : option.value}
            aria-pressed={pressed}
            onClick={(event) => {
              // The form is for the page before its script runs; from here the choice is made in place.
              event.preventDefault();
              if (!pressed) onChange(option.value);
            }}
          >
            {option.label}
          </Toggle>
        );
      })}
    </Root>
  );
  // No action: the form goes to the page's own address, in its language, with the chosen filter as its query.
  return name === undefined ? group : <form method="get">{group}</form>;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;

const Toggle = styled.button`
  min-block-size: ${cssVar.size.touchTarget};
  padding: ${cssVar.space[2]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.brand};
  font-family: inherit;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  cursor: pointer;
  touch-action: manipulation;
  transition: background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &[aria-pressed='true'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
