import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField } from '#src/ui/form/form-field.tsx';

const schema = z.object({ url: z.string().url('Enter a URL such as https://shop.example.com') });

function UrlForm() {
  const form = useForm<z.infer<typeof schema>>({ defaultValues: { url: '' }, mode: 'all', resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
      <FormField id="url" label="URL" hint="Where the check connects" error={form.formState.errors.url?.message}>
        <input id="url" {...form.register('url')} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(<UrlForm />);
    const url = screen.getByLabelText('URL');
    expect(url).toHaveAccessibleDescription('Where the check connects');
    expect(url).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error under the field, marks the control invalid and reads the error with the hint', async () => {
    render(<UrlForm />);
    await userEvent.type(screen.getByLabelText('URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Enter a URL such as https://shop.example.com');
    const url = screen.getByLabelText('URL');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('Where the check connects Enter a URL such as https://shop.example.com');
    // Under the field: after the control and the hint.
    const order = [url, screen.getByText('Where the check connects'), error];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('clears the error once the value is right', async () => {
    render(<UrlForm />);
    await userEvent.type(screen.getByLabelText('URL'), 'x');
    await screen.findByRole('alert');
    await userEvent.clear(screen.getByLabelText('URL'));
    await userEvent.type(screen.getByLabelText('URL'), 'https://shop.example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('URL')).not.toHaveAttribute('aria-invalid');
  });
});
