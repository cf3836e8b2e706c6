/** The look of the health feature's dropdown menus (pivot cells, playbooks). */
export const MENU_CONTENT =
  'z-50 max-h-80 min-w-48 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 text-sm text-gray-800 shadow-lg';
export const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 outline-none select-none data-[highlighted]:bg-gray-100';
