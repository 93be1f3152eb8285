import { getSalesDashboard } from '@clubjoin/contract/salesDashboard';
import { SALES_DASHBOARD_PATH } from '@clubjoin/domain/staff/portalNavigation';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, invalidField, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { requireClub, requireStaff } from '../staff/staffAccessAnswer';
import { salesDashboardOf, type SalesDashboardFailure } from './salesDashboard';

function dashboardFailureAnswer(failure: SalesDashboardFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return { status: 404, message: 'No club has this id.' };
    case 'badRange':
      return invalidField(`query.${failure.field}`, failure.message);
  }
}

/** The club managers' in-club sales dashboard (docs/decisions/0035), at their clubs. */
export function registerSalesDashboardRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getSalesDashboard, async ({ query, raw }) => {
    const manager = await requireStaff(context, raw, SALES_DASHBOARD_PATH);
    requireClub(manager, query.clubId);
    return valueOrAnswer(
      await salesDashboardOf(context, query.clubId, query),
      dashboardFailureAnswer,
    );
  });
}
