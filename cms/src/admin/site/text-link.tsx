// A link inside the admin at the size and colour of the design system's text (a bare <a> renders small and
// browser-blue in the admin's reset styles).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Typography } from '@strapi/design-system';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography variant="omega" fontWeight="semiBold" textColor="primary600">
      <Link to={to} style={{ color: 'inherit' }}>{children}</Link>
    </Typography>
  );
}
