import { defineEndpoint } from '../endpoint.ts';
import { protectionRoutes } from '../routes/protection.ts';
import {
  adminProtectionValue,
  applyProtectionBody,
  memberProtectionParams,
  protectionMeasure,
  protectionStatusValue,
  takeProtectionBody,
} from '../protection.ts';

export const protectionEndpoints = {
  status: defineEndpoint('protection', protectionRoutes.status, {
    summary: "The member's time-out or self-exclusion that runs now (null when none)",
    value: protectionStatusValue,
    errors: [],
  }),
  take: defineEndpoint('protection', protectionRoutes.take, {
    summary:
      'Take a time-out (24h, 7d, 6w) or a self-exclusion (6m, 1y, 5y, permanent): effective at once and irreversible; one that runs may only be lengthened. Every session of the member ends (this one too); login is refused until it ends',
    body: takeProtectionBody,
    value: protectionMeasure,
    errors: ['protection.cannot_shorten'],
  }),
  adminRead: defineEndpoint('protection', protectionRoutes.adminRead, {
    summary: "A member's time-out or self-exclusion in force and every measure before it",
    params: memberProtectionParams,
    value: adminProtectionValue,
    errors: ['protection.member_not_found'],
  }),
  adminApply: defineEndpoint('protection', protectionRoutes.adminApply, {
    summary:
      "Apply a time-out or a self-exclusion to a member, with a reason: effective at once, ends the member's sessions. One that runs may only be lengthened: no operator lifts or shortens it",
    params: memberProtectionParams,
    body: applyProtectionBody,
    value: protectionMeasure,
    errors: ['protection.member_not_found', 'protection.cannot_shorten'],
  }),
};
