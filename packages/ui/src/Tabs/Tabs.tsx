import type { Ref } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing, focusRingInset } from '../theme/focusRing.ts';

export interface TabsProps extends Omit<RadixTabs.TabsProps, 'asChild' | 'orientation'> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs on Radix: `role="tablist"`, `tab`, `tabpanel`, wired together. Arrow keys move between tabs and select them
 * as they go (automatic activation), Home and End jump to the first and last, and the selected tab is the one
 * Tab key stop. Uncontrolled with `defaultValue`; controlled with `value` and `onValueChange`, so a page can keep
 * the tab in the URL (`?tab=gallery`).
 *
 * ```tsx
 * <Tabs value={tab} onValueChange={setTab}>
 *   <TabList aria-label="Admin sections">
 *     <Tab value="appointments">Appointments</Tab>
 *     <Tab value="gallery">Gallery</Tab>
 *   </TabList>
 *   <TabPanel value="appointments">…</TabPanel>
 *   <TabPanel value="gallery">…</TabPanel>
 * </Tabs>
 * ```
 */
export function Tabs({ activationMode = 'automatic', ref, ...rest }: TabsProps) {
  return <Root {...rest} ref={ref} activationMode={activationMode} orientation="horizontal" />;
}

export interface TabListProps extends Omit<RadixTabs.TabsListProps, 'asChild'> {
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs. On a narrow screen it scrolls sideways instead of wrapping or widening the page. */
export function TabList({ ref, ...rest }: TabListProps) {
  return <List {...rest} ref={ref} />;
}

export interface TabProps extends Omit<RadixTabs.TabsTriggerProps, 'asChild'> {
  ref?: Ref<HTMLButtonElement>;
}

/** One tab: a 44px-high button; the selected one is underlined and coloured brand teal, so not by colour alone. */
export function Tab({ ref, ...rest }: TabProps) {
  return <Trigger {...rest} ref={ref} />;
}

export interface TabPanelProps extends Omit<RadixTabs.TabsContentProps, 'asChild'> {
  ref?: Ref<HTMLDivElement>;
}

/** The content of one tab; only the selected panel is mounted unless `forceMount`. */
export function TabPanel({ ref, ...rest }: TabPanelProps) {
  return <Content {...rest} ref={ref} />;
}

const Root = styled(RadixTabs.Root)`
  min-inline-size: 0;
`;

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${cssVar.space[1]};
  max-inline-size: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  box-shadow: inset 0 calc(-1 * ${cssVar.borderWidth.thin}) 0 ${cssVar.color.border};
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  min-block-size: ${cssVar.size.control.md};
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[4]};
  border: 0;
  border-block-end: ${cssVar.borderWidth.focus} solid transparent;
  border-radius: ${cssVar.radius.sm} ${cssVar.radius.sm} 0 0;
  background-color: transparent;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;
  transition:
    color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:hover:enabled {
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.text};
  }

  &[data-state='active'] {
    border-block-end-color: ${cssVar.color.brand};
    color: ${cssVar.color.brand};
  }

  /* Inset, because the scrolling list would clip a ring drawn outside the tab. */
  &:focus-visible {
    ${focusRingInset}
  }

  &:disabled {
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Content = styled(RadixTabs.Content)`
  padding-block-start: ${cssVar.space[6]};

  &:focus-visible {
    ${focusRing}
  }
`;
