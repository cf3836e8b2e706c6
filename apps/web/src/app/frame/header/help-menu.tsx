import { BookOpen, CircleQuestionMark } from 'lucide-react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { MENU_ITEM } from '#src/ui/styles/kit-classes.ts';
import { DOCS_URL } from './docs-links.ts';
import { HEADER_BUTTON_CLASS } from './header-button.ts';

export function HelpMenu() {
  return (
    <DropdownMenu
      trigger={
        <button type="button" aria-label="Help" className={HEADER_BUTTON_CLASS}>
          <CircleQuestionMark aria-hidden className="size-5" />
        </button>
      }
    >
      {/* A link, not an action: it opens in a new tab like any link. */}
      <RadixDropdownMenu.Item asChild className={MENU_ITEM}>
        <a href={DOCS_URL} target="_blank" rel="noopener noreferrer">
          <BookOpen aria-hidden className="size-4" />
          Docs
        </a>
      </RadixDropdownMenu.Item>
    </DropdownMenu>
  );
}
