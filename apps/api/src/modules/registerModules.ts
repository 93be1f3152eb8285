import type { FastifyInstance } from 'fastify';
import { registerMemberAccountRoutes } from './account/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCartRoutes } from './cart/routes';
import { registerCompletionRoutes } from './completion/routes';
import { registerContentRoutes } from './content/routes';
import { registerCouponRoutes } from './coupon/routes';
import { registerFlagRoutes } from './flags/routes';
import { registerGatewayClubRoutes } from './gateway/routes';
import { registerHealthRoutes } from './health/routes';
import { registerIdentityRoutes } from './identity/routes';
import { registerLocationRoutes } from './locations/routes';
import { registerLogRoutes } from './logs/routes';
import { registerLoginRoutes } from './login/routes';
import { registerMemberCareRoutes } from './memberCare/routes';
import { registerMembershipRoutes } from './membership/routes';
import type { ModuleContext } from './moduleContext';
import { registerNotificationRoutes } from './notifications/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerProductRoutes } from './product/routes';
import { registerProfileRoutes } from './profile/routes';
import { registerStaffRoutes } from './staff/routes';
import { registerStagingRoutes } from './staging/routes';

/** Registers every service module's routes: one line per module. */
export function registerModules(app: FastifyInstance, context: ModuleContext): void {
  registerHealthRoutes(app, context);
  registerLogRoutes(app, context);
  registerFlagRoutes(app);
  registerLoginRoutes(app, context);
  registerAuthRoutes(app, context);
  registerIdentityRoutes(app, context);
  registerStaffRoutes(app, context);
  registerProfileRoutes(app, context);
  registerMembershipRoutes(app, context);
  registerGatewayClubRoutes(app, context);
  registerContentRoutes(app, context);
  registerProductRoutes(app, context);
  registerCouponRoutes(app, context);
  registerCartRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerStagingRoutes(app, context);
  registerCompletionRoutes(app, context);
  registerMemberAccountRoutes(app, context);
  registerMemberCareRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerLocationRoutes(app, context);
}
