import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_TOKEN_EXPIRY_CHOICES } from '@vigil/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { EMPTY_TOKEN_FORM, tokenFormSchema, type TokenFormValues } from '../utils/token-form-schema.ts';

export interface TokenFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  /** Offers "never" as a lifetime (administrators only). */
  canChooseNever: boolean;
  onSubmit: (values: TokenFormValues) => Promise<void>;
}

/** Name, lifetime and scope of a new access token. */
export function TokenForm({ formId, canChooseNever, onSubmit }: TokenFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TokenFormValues>({ defaultValues: EMPTY_TOKEN_FORM, resolver: zodResolver(tokenFormSchema) });
  const choices = ACCESS_TOKEN_EXPIRY_CHOICES.filter((choice) => canChooseNever || choice.value !== 'never');

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <FormField id={`${ids}-name`} label="Name" error={errors.name?.message}>
        <input {...register('name')} id={`${ids}-name`} placeholder="e.g. ci pipeline" />
      </FormField>
      <Controller
        control={control}
        name="expiry"
        render={({ field }) => (
          <FormField id={`${ids}-expiry`} label="Expires in" error={errors.expiry?.message}>
            <Select id={`${ids}-expiry`} value={field.value} options={choices} onChange={field.onChange} invalid={errors.expiry !== undefined} />
          </FormField>
        )}
      />
      <FormField
        id={`${ids}-scope`}
        label="Scope"
        hint="Leave empty for all of your rights. The token never has more rights than you."
        error={errors.scope?.message}
      >
        <input {...register('scope')} id={`${ids}-scope`} placeholder="e.g. canaries:read, *:read" />
      </FormField>
    </form>
  );
}
