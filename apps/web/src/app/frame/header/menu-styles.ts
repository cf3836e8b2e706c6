export const MENU_CONTENT_CLASS =
  'z-50 min-w-56 rounded-md border border-gray-200 bg-white p-1 text-sm text-gray-800 shadow-lg';
export const MENU_ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none select-none data-[highlighted]:bg-gray-100';
export const HEADER_BUTTON_CLASS = 'rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900';
