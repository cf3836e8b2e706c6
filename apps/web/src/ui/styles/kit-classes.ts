/*
 * The kit's shared look (docs/UI.md): one control height (32 px), one type scale (14 px body,
 * 13 px in tables and badges, 12 px meta text), one floating surface and one focus ring. Kit
 * components build from these; screens use the components rather than copying the classes.
 */

/** Visible keyboard focus for every interactive piece. */
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-500';

/** A 32 px control that opens something (select, combobox, filter, menu trigger). */
export const CONTROL = `inline-flex h-8 min-w-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 text-sm text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-gray-500 ${FOCUS_RING}`;

/** A 32 px text input. */
export const TEXT_INPUT =
  'h-8 min-w-0 rounded-md border border-gray-300 bg-white px-2.5 text-sm text-gray-900 placeholder:text-gray-400 read-only:bg-gray-100 focus:border-blue-500 focus:ring-1 focus:ring-blue-500 focus:outline-none aria-[invalid=true]:border-red-500';

/** Menus, listboxes and popovers float on this surface. */
export const FLOATING_SURFACE = 'z-50 rounded-md border border-gray-200 bg-white text-sm text-gray-800 shadow-lg';

/** A list of choices in a floating surface. */
export const MENU_CONTENT = `${FLOATING_SURFACE} max-h-80 min-w-48 overflow-y-auto p-1`;

/** One choice of a menu or listbox; Radix marks the highlighted and disabled ones. */
export const MENU_ITEM =
  'relative flex cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 outline-none select-none data-[highlighted]:bg-gray-100 data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-400';

/** Labels above fields, hints and errors under them. */
export const FIELD_LABEL = 'text-sm font-medium text-gray-700';
export const FIELD_HINT = 'text-xs text-gray-500';
export const FIELD_ERROR = 'text-xs text-red-600';

/** Meta text: counts, times, secondary facts. */
export const META_TEXT = 'text-xs text-gray-500';

/** A card or panel: same edge, corner and background everywhere. */
export const CARD_SURFACE = 'rounded-md border border-gray-200 bg-white';

/** Table headers: small uppercase labels on a grey band, sticky at the top of their scroll box. */
export const TABLE_HEAD = 'sticky top-0 z-10 bg-gray-50 text-left text-xs font-semibold text-gray-600 uppercase';

/** Tabs: a row with a bottom rule, the active tab underlined in the accent colour. */
export const TAB_LIST = 'flex min-w-0 gap-1 overflow-x-auto border-b border-gray-200';
export const TAB_TRIGGER = `inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm whitespace-nowrap ${FOCUS_RING}`;
/** Exactly one of these two with TAB_TRIGGER (their colours would otherwise compete). */
export const TAB_INACTIVE = 'border-transparent text-gray-600 hover:text-gray-900';
export const TAB_ACTIVE = 'border-blue-600 font-medium text-blue-700';
/** The same active look, applied by Radix's `data-state` on a selected tab. */
export const TAB_ACTIVE_ON_STATE =
  'data-[state=active]:border-blue-600 data-[state=active]:font-medium data-[state=active]:text-blue-700';
