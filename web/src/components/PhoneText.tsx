/**
 * A phone number that never breaks inside itself ("+998 90 / 555 11 22" on a 375 px phone reads as two numbers):
 * the line breaks before it instead. The text is shown as given; `call` makes it a tel: link.
 */
export function PhoneText({ phone, call = false, className }: { phone: string; call?: boolean; className?: string }) {
  const classes = className ? `phone-text nowrap ${className}` : 'phone-text nowrap';
  if (!call) return <span className={classes}>{phone}</span>;
  return (
    <a className={classes} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  );
}
