// The one public entry of @hospital/ui: flat named exports only.
import type {} from './theme/styled-components.d.ts';

export { theme, media, cssVar, focusRing, focusRingInset, GlobalStyle, HospitalThemeProvider } from './theme/index.ts';
export type { HospitalTheme, Breakpoint, CssVarRef, HospitalThemeProviderProps } from './theme/index.ts';

export { Button } from './Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export * from './SiteShell/index.ts';

export { Badge, type BadgeProps, type BadgeSize, type BadgeTone } from './Badge/index.ts';
export { AppointmentStatusBadge, MilestoneStatusBadge, appointmentStatusLabel, PriorityBadge, ProjectStatusBadge, TaskStatusBadge, priorityTone, statusColour, statusLabel, type PriorityBadgeProps, type StatusBadgeProps, type StatusKind } from './StatusBadge/index.ts';
export { Card, type CardHeadingLevel, type CardProps } from './Card/index.ts';
export { StatCard, type StatCardProps, type StatTrend, type StatTrendDirection, type StatTrendSentiment } from './StatCard/index.ts';
export { Skeleton, SkeletonGrid, type SkeletonGridColumns, type SkeletonGridProps, type SkeletonProps, type SkeletonShape } from './Skeleton/index.ts';
export { ProgressBar, clampProgress, type ProgressBarProps, type ProgressBarSize, type ProgressBarTone } from './ProgressBar/index.ts';
export { EmptyState, type EmptyStateHeadingLevel, type EmptyStateProps } from './EmptyState/index.ts';
export { ErrorState, type ErrorStateLive, type ErrorStateProps } from './ErrorState/index.ts';
export { LoadingText, type LoadingTextProps } from './LoadingText/index.ts';
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar/index.ts';
export { FallbackImage, PersonIcon, type FallbackImageProps, type ImageFallback, type PersonIconProps } from './FallbackImage/index.ts';
export { IconButton, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './IconButton/index.ts';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs/index.ts';

export { Field, FieldError, FieldHint, hasMessage } from './Field/index.ts';
export type { FieldControlProps, FieldErrorProps, FieldHintProps, FieldProps } from './Field/index.ts';
export { Input } from './Input/index.ts';
export type { InputProps } from './Input/index.ts';
export { Textarea } from './Textarea/index.ts';
export type { TextareaProps } from './Textarea/index.ts';
export { Select } from './Select/index.ts';
export type { SelectOption, SelectProps } from './Select/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { DateInput, todayIsoDate } from './DateInput/index.ts';
export type { DateInputProps } from './DateInput/index.ts';
export { TimeSlotPicker, groupSlotsByPeriod, slotPeriod, slotTimeText, DEFAULT_PERIOD_LABELS, TIME_SLOT_PICKER_TEXTS } from './TimeSlotPicker/index.ts';
export type { SlotGroup, SlotPeriod, TimeSlotPickerProps, TimeSlotPickerTexts } from './TimeSlotPicker/index.ts';

export { Dialog, type DialogCloseProps, type DialogProps, type DialogSize } from './Dialog/index.ts';
export {
  DropdownMenu,
  type DropdownMenuItemProps,
  type DropdownMenuItemTone,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
  type DropdownMenuSeparatorProps,
} from './DropdownMenu/index.ts';
export { ToastProvider, useToast, type ToastActionOptions, type ToastApi, type ToastOptions, type ToastProviderProps, type ToastVariant } from './Toast/index.ts';
export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './Tooltip/index.ts';
export { VisuallyHidden, visuallyHiddenStyles } from './VisuallyHidden/index.ts';
export { Alert, Status, type LiveRegionElement, type LiveRegionProps } from './LiveRegion/index.ts';
export { loadPhase, type LoadPhase, type LoadState } from './shared/loadState.ts';
export { Link, LinkProvider, type LinkComponent, type LinkProps, type LinkProviderProps } from './Link/index.ts';
export { MEDICAL_TERM_TEXTS, UiTextsProvider, useIntlLocale, useLangOf, useUiTexts } from './UiTexts/index.ts';
export type { MedicalTermTexts, UiTexts, UiTextsProviderProps } from './UiTexts/index.ts';
export { STATE_TEXTS, type StateTexts } from './shared/stateTexts.ts';
export { formatCompactNumber, formatDate, formatLongDate, formatNumber, formatTime, formatTimeRange } from './shared/localeFormat.ts';
export { useHydrated } from './shared/useHydrated.ts';

export { DataTable, nextSort, sortRows } from './DataTable/index.ts';
export type { DataTableAlign, DataTableColumn, DataTableProps, DataTableSort, SortDirection, SortValue } from './DataTable/index.ts';
export { MAX_PAGE_ITEMS, Pagination, clampPage, countPages, pageItems, pageRange, pageSlice, rangeSummary } from './Pagination/index.ts';
export type { PageItem, PaginationProps } from './Pagination/index.ts';

// Widgets, grouped by the part of the product that uses them.
export * from './site/index.ts';
export * from './directory/index.ts';
export * from './admin/index.ts';
export * from './analytics/index.ts';
export * from './opd/QueueBoard/index.ts';
export * from './opd/QueueTokenCard/index.ts';
export * from './opd/index.ts';
export * from './gantt/index.ts';
export * from './projects/index.ts';
