import { defineEndpoint } from '../endpoint.ts';
import { helpRoutes } from '../routes/help.ts';
import { helpQuery, helpValue } from '../member-content.ts';

export const helpEndpoints = {
  list: defineEndpoint('help', helpRoutes.list, {
    summary: 'Help centre entries (title and HTML content) in a language, EN fallback',
    query: helpQuery,
    value: helpValue,
    errors: [],
  }),
} as const;
