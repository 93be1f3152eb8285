import { SALE_FUNNEL_STEPS } from '@clubjoin/domain/staff/salesDashboard';
import { z } from 'zod';
import { ClubId } from './catalog/clubId';
import { defineEndpoint } from './endpoint';

/**
 * The club managers' in-club sales dashboard (docs/decisions/0035): joins of a club by day, online
 * versus in-club, by salesperson with their credit shares, and the sale funnel, over a range of the
 * club's calendar days.
 */
export const SalesDashboardQuery = z.object({
  clubId: ClubId,
  from: z.iso.date('The first day is a date, YYYY-MM-DD.').optional(),
  to: z.iso.date('The last day is a date, YYYY-MM-DD.').optional(),
});

export const SalesDashboard = z
  .object({
    clubId: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    days: z
      .array(z.object({ date: z.iso.date(), online: z.number().int(), inClub: z.number().int() }))
      .describe('Every day of the range, with the joins completed that day'),
    totals: z.object({ online: z.number().int(), inClub: z.number().int() }),
    salespeople: z
      .array(
        z.object({
          staffId: z.string(),
          displayName: z.string(),
          sales: z.number().int().describe('In-club sales they have a share of'),
          creditedPercent: z
            .number()
            .int()
            .describe('Their shares added up: 100 per whole sale (a 70/30 split counts 70)'),
        }),
      )
      .describe('By credited sales, most first'),
    funnel: z
      .array(
        z.object({
          step: z.enum(SALE_FUNNEL_STEPS),
          reached: z.number().int(),
          stoppedHere: z.number().int(),
        }),
      )
      .describe('The sales started in the range: how many reached each step and stopped there'),
  })
  .meta({ id: 'SalesDashboard' });
export type SalesDashboard = z.infer<typeof SalesDashboard>;

/** GET a club's sales dashboard: the last 7 days on the club's calendar unless a range is named. */
export const getSalesDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/portal/sales-dashboard',
  summary:
    "A club's joins by day (online and in-club), its salespeople with their credit shares, and the sale funnel, over the range from..to of the club's calendar (default the last 7 days; at most 92). 400 naming a bad range; 404 for no such club. 401 without a team-member session, 403 for a role other than club manager or administrator, a club not theirs or a session on a kiosk",
  tags: ['club-sales'],
  query: SalesDashboardQuery,
  status: 200,
  response: SalesDashboard,
});
