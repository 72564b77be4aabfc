import type { RouteTable } from '../route-info.ts';

export const uploadsRoutes = {
  /** An uploaded image's bytes (not an envelope), to its owner only. */
  image: { method: 'GET', path: '/wps/uploads/:id', auth: 'member' },
  /** The same for the operator. */
  adminImage: {
    method: 'GET',
    path: '/wps/admin/uploads/:id',
    auth: 'admin',
    permission: 'uploads.read',
  },
} as const satisfies RouteTable;
