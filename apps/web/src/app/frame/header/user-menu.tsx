import { CircleUserRound, Download, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '#src/api/current-user/get-current-user.ts';
import { useBackendVersion } from '#src/app/api/get-backend-version.ts';
import { useSignOut } from '#src/app/api/create-logout-flow.ts';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';
import { MENU_ITEM } from '#src/ui/styles/kit-classes.ts';
import { HEADER_BUTTON_CLASS } from './header-button.ts';
import { KubeconfigDialog } from './kubeconfig-dialog.tsx';

/**
 * Spec 000 §1 fixes the version line at 'Frontend 1.0.783': the client version the established
 * product's users and scripts know. The server's own version follows it, from /api/about.
 */
export const FRONTEND_VERSION = '1.0.783';

const SEPARATOR = 'my-1 h-px bg-gray-200';

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
      <DropdownMenu
        trigger={
          <button type="button" aria-label="User menu" className={HEADER_BUTTON_CLASS}>
            {user?.avatar ? (
              <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" />
            ) : (
              <CircleUserRound aria-hidden className="size-6" />
            )}
          </button>
        }
      >
        <RadixDropdownMenu.Label className="max-w-64 truncate px-2.5 py-1.5 font-medium text-gray-900">Hi, {name}</RadixDropdownMenu.Label>
        <RadixDropdownMenu.Separator className={SEPARATOR} />
        <RadixDropdownMenu.Item asChild className={MENU_ITEM}>
          <Link to="/profile-settings">
            <UserRound aria-hidden className="size-4" />
            Your Profile
          </Link>
        </RadixDropdownMenu.Item>
        <DropdownMenuItem onSelect={() => setKubeconfigOpen(true)}>
          <Download aria-hidden className="size-4" />
          Download kubeconfig
        </DropdownMenuItem>
        <RadixDropdownMenu.Separator className={SEPARATOR} />
        <div className="px-2.5 py-1.5 text-xs text-gray-500">
          <p>Frontend {FRONTEND_VERSION}</p>
          <p>
            <BackendVersion />
          </p>
        </div>
        <RadixDropdownMenu.Separator className={SEPARATOR} />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate(`${pathname}${search}`)}>
          <LogOut aria-hidden className="size-4" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenu>
      <KubeconfigDialog open={kubeconfigOpen} onClose={() => setKubeconfigOpen(false)} backendAddress={whoami?.hostname} />
    </>
  );
}
