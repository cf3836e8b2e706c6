import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { INVITABLE_ROLES, roleLabel } from '../utils/invitable-roles.ts';
import { userFormSchema, type UserFormValues } from '../utils/user-form-schema.ts';

export const EMPTY_USER_FORM: UserFormValues = { firstName: '', lastName: '', email: '', role: '' };

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export interface UserFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  defaultValues?: UserFormValues;
  onSubmit: (values: UserFormValues) => Promise<void> | void;
}

/** First name, last name, email and role, checked on blur and on change (spec 001 §5). */
export function UserForm({ formId, defaultValues = EMPTY_USER_FORM, onSubmit }: UserFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserFormValues>({ mode: 'all', defaultValues, resolver: zodResolver(userFormSchema) });

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${ids}-first`} label="First Name" error={errors.firstName?.message}>
          <input {...register('firstName')} id={`${ids}-first`} autoComplete="given-name" />
        </FormField>
        <FormField id={`${ids}-last`} label="Last Name" error={errors.lastName?.message}>
          <input {...register('lastName')} id={`${ids}-last`} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField id={`${ids}-email`} label="Email" error={errors.email?.message}>
        <input {...register('email')} id={`${ids}-email`} type="email" autoComplete="email" />
      </FormField>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <FormField id={`${ids}-role`} label="Role" hint="What the user may see and change." error={errors.role?.message}>
            <Select
              id={`${ids}-role`}
              value={field.value}
              options={ROLE_OPTIONS}
              placeholder="Select a role"
              invalid={errors.role !== undefined}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
    </form>
  );
}
