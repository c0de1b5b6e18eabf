import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import { AppLink, type AppLinkProps } from '../../lib/navigation.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';

interface Look {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'md', block }: Look, extra?: string) {
  return cx('btn', `btn-${variant}`, size !== 'md' && `btn-${size}`, block && 'btn-block', extra);
}

export function Button({
  variant,
  size,
  block,
  loading,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="spinner spinner-inline" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button (in-app navigation). */
export function ButtonLink({ variant, size, block, className, ...rest }: AppLinkProps & Look) {
  return <AppLink className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** An external or full-page link that looks like a button. */
export function ButtonAnchor({ variant, size, block, className, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
