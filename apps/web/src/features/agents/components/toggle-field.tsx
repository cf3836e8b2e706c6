import { Switch } from 'radix-ui';

export interface ToggleFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function ToggleField({ id, label, checked, onCheckedChange }: ToggleFieldProps) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-blue-600"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </Switch.Root>
      <label htmlFor={id} className="font-medium text-gray-700">
        {label}
      </label>
    </div>
  );
}
