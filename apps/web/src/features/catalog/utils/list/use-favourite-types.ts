import { useCallback, useState } from 'react';
import { readStored, writeStored } from './stored-preference.ts';

/** A stored map of config types to true (spec 002 §2). */
export const FAVOURITE_TYPES_STORAGE_KEY = 'favoriteConfigTypes';

type Favourites = Readonly<Record<string, true>>;

function readFavourites(): Favourites {
  try {
    const parsed: unknown = JSON.parse(readStored(FAVOURITE_TYPES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: Record<string, true> = {};
    for (const [type, flag] of Object.entries(parsed)) if (flag === true) result[type] = true;
    return result;
  } catch {
    return {};
  }
}

export interface FavouriteTypes {
  isFavourite: (type: string) => boolean;
  toggle: (type: string) => void;
}

export function useFavouriteTypes(): FavouriteTypes {
  const [favourites, setFavourites] = useState<Favourites>(readFavourites);
  const toggle = useCallback((type: string) => {
    setFavourites((current) => {
      const next: Record<string, true> = { ...current };
      if (next[type]) delete next[type];
      else next[type] = true;
      writeStored(FAVOURITE_TYPES_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const isFavourite = useCallback((type: string) => favourites[type] === true, [favourites]);
  return { isFavourite, toggle };
}
