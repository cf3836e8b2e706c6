import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { INVITABLE_ROLES, roleLabel } from '../utils/invitable-roles.ts';
import { userFormSchema, type UserFormValues } from '../utils/user-form-schema.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '../../../ui/form/form-field.tsx';

export const EMPTY_USER_FORM: UserFormValues = { firstName: '', lastName: '', email: '', role: '' };

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
    handleSubmit,
    formState: { errors },
  } = useForm<UserFormValues>({ mode: 'all', defaultValues, resolver: zodResolver(userFormSchema) });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
      <FormField id={`${ids}-role`} label="Role" error={errors.role?.message}>
        <select {...register('role')} id={`${ids}-role`}>
          <option value="">Select a role</option>
          {INVITABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </FormField>
    </form>
  );
}
