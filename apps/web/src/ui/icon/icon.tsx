import { resolveIcon } from '@vigil/domain';
import { ICON_ART } from './icon-art.ts';

export interface IconProps {
  /** A type, kind or icon name (`Kubernetes::Pod`, `postgres`, `aws-ec2`) or an http(s) image address. */
  name: string | null | undefined;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
  /** Makes the icon stand alone: announced with this name and shown as a tooltip. Without it the icon is decoration. */
  title?: string;
}

/**
 * The icon for a name (spec 000 §5): an image for an http(s) address, otherwise the table's brand
 * logo (in the brand's colour) or glyph (in its provider's colour, else the text colour).
 */
export function Icon({ name, size = 16, className = '', title }: IconProps) {
  const resolved = resolveIcon(name);
  const classes = `inline-block shrink-0 ${className}`.trim();
  if (resolved.kind === 'image') {
    return (
      <img
        src={resolved.src}
        alt={title ?? ''}
        title={title}
        referrerPolicy="no-referrer"
        width={size}
        height={size}
        data-icon="image"
        className={`${classes} object-contain`}
      />
    );
  }
  const art = ICON_ART[resolved.id];
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  const tooltip = title ? <title>{title}</title> : null;
  if ('brand' in art) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill={`#${art.brand.hex}`} data-icon={resolved.id} className={classes} {...label}>
        {tooltip}
        <path d={art.brand.path} />
      </svg>
    );
  }
  const Glyph = art.glyph;
  return (
    <Glyph size={size} color={art.color ?? 'currentColor'} data-icon={resolved.id} className={classes} {...label}>
      {tooltip}
    </Glyph>
  );
}
