import { BookOpen, CircleQuestionMark } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { DOCS_URL } from './docs-links.ts';
import { HEADER_BUTTON_CLASS, MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from './menu-styles.ts';

export function HelpMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Help" className={HEADER_BUTTON_CLASS}>
        <CircleQuestionMark aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT_CLASS}>
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
            <a href={DOCS_URL} target="_blank" rel="noopener noreferrer">
              <BookOpen aria-hidden className="size-4" />
              Docs
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
