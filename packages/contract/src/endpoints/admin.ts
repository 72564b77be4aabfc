import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { adminRoutes } from '../routes/admin.ts';
import {
  campaign,
  campaignParams,
  campaignsQuery,
  campaignsValue,
  campaignTextsBody,
  campaignTextsValue,
  createMissionBody,
  createPromotionBody,
  createRewardBody,
  updateCampaignBody,
} from '../campaigns.ts';
import { announcementInput, announcementParams, announcementSaved } from '../content.ts';
import { operatorConfig } from '../operator.ts';
import { createRedRainBody, createRedRainValue } from '../red-rain.ts';

export const adminEndpoints = {
  getOperatorConfig: defineEndpoint('admin', adminRoutes.getOperatorConfig, {
    summary: 'Read the operator configuration',
    value: operatorConfig,
    errors: [],
  }),
  putOperatorConfig: defineEndpoint('admin', adminRoutes.putOperatorConfig, {
    summary:
      'Replace the operator configuration (validated as a whole). basedOn = the configVersion of the configuration the change was made from: refused with admin.config_changed when it has changed since',
    query: z
      .object({
        basedOn: z
          .string()
          .regex(/^[0-9a-f]{14}$/)
          .optional(),
      })
      .strict(),
    body: operatorConfig,
    value: operatorConfig,
    errors: ['admin.config_changed'],
  }),
  outbox: defineEndpoint('admin', adminRoutes.outbox, {
    summary:
      'SMS and e-mail messages sent to a recipient, newest first (development and tests only). to = "+639171234567", an e-mail address, or "captcha:<captchaId>" for a captcha answer',
    query: z.object({ to: z.string().min(1).max(255) }).strict(),
    value: z.object({
      messages: z.array(
        z.object({
          channel: z.enum(['sms', 'email', 'captcha']),
          to: z.string(),
          text: z.string(),
          code: z.string().nullable(),
          sentAt: z.string(),
        }),
      ),
    }),
    errors: ['admin.outbox_disabled'],
  }),
  createRedRain: defineEndpoint('admin', adminRoutes.createRedRain, {
    summary:
      'Schedule a red-envelope rain: when it falls, its budget, the range of an envelope and how many envelopes a member may open; refused when it ends before it starts, is in the past or overlaps another rain',
    body: createRedRainBody,
    value: createRedRainValue,
    errors: ['validation.failed', 'red_rain.schedule_invalid', 'red_rain.overlap'],
  }),
  listCampaigns: defineEndpoint('admin', adminRoutes.listCampaigns, {
    summary:
      'Rewards, missions, promotions and red rains (or one kind) with their window, state, budgets and what they have spent',
    query: campaignsQuery,
    value: campaignsValue,
    errors: ['validation.failed'],
  }),
  updateCampaign: defineEndpoint('admin', adminRoutes.updateCampaign, {
    summary:
      'Change a campaign: start, end, total or per-member budget (never below what was spent), or its state — pause (paused), resume (active), end (ended, final)',
    params: campaignParams,
    body: updateCampaignBody,
    value: campaign,
    errors: ['validation.failed', 'campaign.not_found', 'campaign.not_active', 'red_rain.overlap'],
  }),
  campaignTexts: defineEndpoint('admin', adminRoutes.campaignTexts, {
    summary:
      "A campaign's texts in every language: a reward's or mission's title and description, a promotion's title, summary and content with its picture",
    params: campaignParams,
    value: campaignTextsValue,
    errors: ['validation.failed', 'campaign.not_found'],
  }),
  putCampaignTexts: defineEndpoint('admin', adminRoutes.putCampaignTexts, {
    summary:
      "Replace a campaign's texts in every language (EN required; a language left out is removed) and a promotion's picture; players see them at once",
    params: campaignParams,
    body: campaignTextsBody,
    value: campaignTextsValue,
    errors: ['validation.failed', 'campaign.not_found'],
  }),
  createReward: defineEndpoint('admin', adminRoutes.createReward, {
    summary:
      'Create a rewards-centre reward: what a claim pays, its window and its budgets (a total budget is required)',
    body: createRewardBody,
    value: campaign,
    errors: ['validation.failed'],
  }),
  createMission: defineEndpoint('admin', adminRoutes.createMission, {
    summary:
      'Create a mission race: metric, period, prizes by rank, its window and its budgets (a total budget is required)',
    body: createMissionBody,
    value: campaign,
    errors: ['validation.failed'],
  }),
  createPromotion: defineEndpoint('admin', adminRoutes.createPromotion, {
    summary:
      'Create a promotion whose approved applications pay a bonus: texts, window and budgets (a total budget is required)',
    body: createPromotionBody,
    value: campaign,
    errors: ['validation.failed'],
  }),
  createAnnouncement: defineEndpoint('admin', adminRoutes.createAnnouncement, {
    summary: 'Create an announcement (HTML is stored as given and sanitised by the client)',
    body: announcementInput,
    value: announcementSaved,
    errors: [],
  }),
  putAnnouncement: defineEndpoint('admin', adminRoutes.putAnnouncement, {
    summary: 'Replace an announcement',
    params: announcementParams,
    body: announcementInput,
    value: announcementSaved,
    errors: ['announcement.not_found'],
  }),
  deleteAnnouncement: defineEndpoint('admin', adminRoutes.deleteAnnouncement, {
    summary: 'Delete an announcement',
    params: announcementParams,
    value: announcementSaved,
    errors: ['announcement.not_found'],
  }),
} as const;
