import { Avatar } from '@mantine/core';

/** The initials a supplier without a logo shows in its place. */
export const initialsOf = (company: string) =>
  company
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A supplier's logo (256×256 PNG), or its initials. Decorative: the company name is beside it. */
export function SupplierLogo({
  logo,
  company,
  size,
}: {
  logo: string;
  company: string;
  size: number;
}) {
  return (
    <Avatar
      src={logo || null}
      alt=""
      size={size}
      radius="md"
      color="gray"
      styles={{ image: { objectFit: 'contain' } }}
    >
      {initialsOf(company)}
    </Avatar>
  );
}
