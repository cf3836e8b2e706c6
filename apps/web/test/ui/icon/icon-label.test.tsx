import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';

describe('IconLabel', () => {
  it('puts the icon of the name before the text, reads as the text alone and tells the whole text on hover', () => {
    render(
      <a href="/catalog?configType=Kubernetes%3A%3ADeployment">
        <IconLabel name="Kubernetes::Deployment">Kubernetes::Deployment</IconLabel>
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Kubernetes::Deployment' });
    const icon = link.querySelector('[data-icon]')!;
    expect(icon).toHaveAttribute('data-icon', 'k8s-deployment');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.nextElementSibling).toHaveTextContent('Kubernetes::Deployment');
    expect(screen.getByText('Kubernetes::Deployment')).toHaveAttribute('title', 'Kubernetes::Deployment');
  });
});
