import { CircleUserRound, Download, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../../api/current-user/get-current-user.ts';
import { useBackendVersion } from '../../api/get-backend-version.ts';
import { useSignOut } from '../../api/create-logout-flow.ts';
import { KubeconfigDialog } from './kubeconfig-dialog.tsx';
import { HEADER_BUTTON_CLASS, MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from './menu-styles.ts';

export const FRONTEND_VERSION = __FRONTEND_VERSION__;

function BackendVersion() {
  const backend = useBackendVersion();
  if (backend.isPending) return <>Backend …</>;
  return <>Backend {backend.data ?? 'NA'}</>;
}

export function UserMenu() {
  const { data: whoami } = useCurrentUser();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);
  const user = whoami?.user;
  const name = user?.name || user?.email || '';

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger aria-label="User menu" className={HEADER_BUTTON_CLASS}>
          {user?.avatar ? (
            <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" />
          ) : (
            <CircleUserRound aria-hidden className="size-6" />
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT_CLASS}>
            <DropdownMenu.Label className="truncate px-3 py-2 font-medium text-gray-900">Hi, {name}</DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
              <Link to="/profile-settings">
                <UserRound aria-hidden className="size-4" />
                Your Profile
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => setKubeconfigOpen(true)}>
              <Download aria-hidden className="size-4" />
              Download kubeconfig
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <div className="px-3 py-1.5 text-xs text-gray-500">
              <p>Frontend {FRONTEND_VERSION}</p>
              <p>
                <BackendVersion />
              </p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Item
              className={MENU_ITEM_CLASS}
              disabled={signOut.isPending}
              onSelect={() => signOut.mutate(`${pathname}${search}`)}
            >
              <LogOut aria-hidden className="size-4" />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <KubeconfigDialog open={kubeconfigOpen} onClose={() => setKubeconfigOpen(false)} backendAddress={whoami?.hostname} />
    </>
  );
}
