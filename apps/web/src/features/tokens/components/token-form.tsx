import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_TOKEN_EXPIRY_CHOICES } from '@vigil/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../ui/form/form-field.tsx';
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
    handleSubmit,
    formState: { errors },
  } = useForm<TokenFormValues>({ defaultValues: EMPTY_TOKEN_FORM, resolver: zodResolver(tokenFormSchema) });
  const choices = ACCESS_TOKEN_EXPIRY_CHOICES.filter((choice) => canChooseNever || choice.value !== 'never');

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField id={`${ids}-name`} label="Name" error={errors.name?.message}>
        <input {...register('name')} id={`${ids}-name`} placeholder="e.g. ci pipeline" aria-invalid={errors.name ? true : undefined} />
      </FormField>
      <FormField id={`${ids}-expiry`} label="Expires in" error={errors.expiry?.message}>
        <select {...register('expiry')} id={`${ids}-expiry`}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${ids}-scope`} label="Scope" error={errors.scope?.message}>
        <input
          {...register('scope')}
          id={`${ids}-scope`}
          placeholder="e.g. canaries:read, *:read"
          aria-describedby={`${ids}-scope-help`}
          aria-invalid={errors.scope ? true : undefined}
        />
        <span id={`${ids}-scope-help`} className="text-xs text-gray-500">
          Leave empty for all of your rights. The token never has more rights than you.
        </span>
      </FormField>
    </form>
  );
}
