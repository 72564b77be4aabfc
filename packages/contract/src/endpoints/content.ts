import { defineEndpoint } from '../endpoint.ts';
import { contentRoutes } from '../routes/content.ts';
import { announcementsQuery, announcementsValue } from '../content.ts';
import { userAgreementQuery, userAgreementValue } from '../member-pages.ts';

export const contentEndpoints = {
  announcements: defineEndpoint('content', contentRoutes.announcements, {
    summary:
      "Announcements by type (home: types 'B,PL,PU,H', groupName m_home, platform M): banners, player notices, pop-up items, hot matches and promotions in effect now, in the asked language (EN fallback). Answers an ETag; If-None-Match gives 304",
    query: announcementsQuery,
    value: announcementsValue,
    errors: [],
  }),
  userAgreement: defineEndpoint('content', contentRoutes.userAgreement, {
    summary:
      "The operator's user agreement (HTML, sanitised by the client) in a language, EN fallback, with the age limit (18 or 21)",
    query: userAgreementQuery,
    value: userAgreementValue,
    errors: [],
  }),
} as const;
