import type { RouteTable } from '../route-info.ts';

export const adminRoutes = {
  getOperatorConfig: {
    method: 'GET',
    path: '/wps/admin/operator-config',
    auth: 'admin',
    permission: 'config.manage',
  },
  putOperatorConfig: {
    method: 'PUT',
    path: '/wps/admin/operator-config',
    auth: 'admin',
    permission: 'config.manage',
  },
  /** Messages the SMS/e-mail outbox holds; development and tests only. */
  outbox: { method: 'GET', path: '/wps/admin/outbox', auth: 'admin', permission: 'outbox.read' },
  /** Create an announcement (banner, notice, pop-up item, promotion). */
  createAnnouncement: {
    method: 'POST',
    path: '/wps/admin/announcements',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Replace an announcement. */
  putAnnouncement: {
    method: 'PUT',
    path: '/wps/admin/announcements/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  deleteAnnouncement: {
    method: 'DELETE',
    path: '/wps/admin/announcements/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Schedule a red-envelope rain with its budget. */
  createRedRain: {
    method: 'POST',
    path: '/wps/admin/red-rains',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Paying campaigns: rewards, missions, promotions, red rains with spent vs budget. */
  listCampaigns: {
    method: 'GET',
    path: '/wps/admin/campaigns',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Change a campaign's window or budgets, pause, resume or end it. */
  updateCampaign: {
    method: 'PATCH',
    path: '/wps/admin/campaigns/:kind/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** A campaign's texts in every language (and a promotion's picture), for editing. */
  campaignTexts: {
    method: 'GET',
    path: '/wps/admin/campaigns/:kind/:id/texts',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Replace a campaign's texts (and a promotion's picture). */
  putCampaignTexts: {
    method: 'PUT',
    path: '/wps/admin/campaigns/:kind/:id/texts',
    auth: 'admin',
    permission: 'content.manage',
  },
  createReward: {
    method: 'POST',
    path: '/wps/admin/rewards',
    auth: 'admin',
    permission: 'content.manage',
  },
  createMission: {
    method: 'POST',
    path: '/wps/admin/missions',
    auth: 'admin',
    permission: 'content.manage',
  },
  createPromotion: {
    method: 'POST',
    path: '/wps/admin/promotions',
    auth: 'admin',
    permission: 'content.manage',
  },
} as const satisfies RouteTable;
