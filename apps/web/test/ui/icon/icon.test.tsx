import { ICON_IDS } from '@vigil/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_ART } from '#src/ui/icon/icon-art.ts';
import { Icon } from '#src/ui/icon/icon.tsx';

const only = (container: HTMLElement) => {
  expect(container.children).toHaveLength(1);
  return container.firstElementChild!;
};

describe('Icon', () => {
  it('shows an https address as an image that sends no referrer', () => {
    render(<Icon name="https://example.com/logo.png" title="Example" size={20} />);
    const image = screen.getByRole('img', { name: 'Example' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://example.com/logo.png');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(image).toHaveAttribute('width', '20');
    expect(image).toHaveAttribute('height', '20');
  });

  it('gives an address image an empty alt when it is decoration', () => {
    const { container } = render(<Icon name="http://example.com/a.svg" />);
    const image = only(container);
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a brand logo in its brand colour, hidden from assistive technology without a title', () => {
    const { container } = render(<Icon name="postgres" />);
    const svg = only(container);
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('data-icon', 'postgres');
    expect(svg).toHaveAttribute('fill', '#4169E1');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('resolves config types through the table: Kubernetes kinds in Kubernetes blue, AWS services in AWS orange', () => {
    const { container } = render(
      <>
        <Icon name="Kubernetes::Pod" />
        <Icon name="AWS::EC2::Instance" />
        <Icon name="Kubernetes::Widget" />
      </>,
    );
    const [pod, ec2, unknownKind] = Array.from(container.children);
    expect(pod).toHaveAttribute('data-icon', 'k8s-pod');
    expect(pod).toHaveAttribute('stroke', '#326CE5');
    expect(ec2).toHaveAttribute('data-icon', 'aws-ec2');
    expect(ec2).toHaveAttribute('stroke', '#FF9900');
    expect(unknownKind).toHaveAttribute('data-icon', 'k8s');
    expect(unknownKind).toHaveAttribute('fill', '#326CE5');
  });

  it('draws generic glyphs and the default icon in the text colour', () => {
    const { container } = render(
      <>
        <Icon name="CREATE" />
        <Icon name="no-such-thing" className="text-gray-500" />
      </>,
    );
    const [create, fallback] = Array.from(container.children);
    expect(create).toHaveAttribute('data-icon', 'verb-create');
    expect(create).toHaveAttribute('stroke', 'currentColor');
    expect(fallback).toHaveAttribute('data-icon', 'default');
    expect(fallback).toHaveAttribute('stroke', 'currentColor');
    expect(fallback).toHaveClass('text-gray-500');
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a standalone icon and shows the title as a tooltip', () => {
    render(
      <>
        <Icon name="redis" title="Redis check" size={24} />
        <Icon name="http" title="HTTP check" />
      </>,
    );
    const redis = screen.getByRole('img', { name: 'Redis check' });
    expect(redis).toHaveAttribute('width', '24');
    expect(redis.querySelector('title')).toHaveTextContent('Redis check');
    const http = screen.getByRole('img', { name: 'HTTP check' });
    expect(http).toHaveAttribute('data-icon', 'http');
    expect(http.querySelector('title')).toHaveTextContent('HTTP check');
  });

  it('renders the default icon for no name', () => {
    const { container } = render(<Icon name={null} />);
    expect(only(container)).toHaveAttribute('data-icon', 'default');
  });

  it('has art for every icon of the table, brand logos with a colour', () => {
    for (const id of ICON_IDS) {
      const art = ICON_ART[id];
      expect(art, id).toBeDefined();
      if ('brand' in art) expect(art.brand.hex, id).toMatch(/^[0-9A-F]{6}$/i);
      const { container, unmount } = render(<Icon name={id} />);
      expect(only(container), id).toHaveAttribute('data-icon', id);
      unmount();
    }
  });
});
