import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';

/** The round icon buttons at the end of every page header (help, user menu). */
export const HEADER_BUTTON_CLASS = `rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 ${FOCUS_RING}`;
