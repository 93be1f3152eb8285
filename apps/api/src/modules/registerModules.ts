import type { FastifyInstance } from 'fastify';
import { registerFlagRoutes } from './flags/routes';
import { registerHealthRoutes } from './health/routes';
import { registerLogRoutes } from './logs/routes';
import type { ModuleContext } from './moduleContext';

/** Registers every service module's routes: one line per module. */
export function registerModules(app: FastifyInstance, context: ModuleContext): void {
  registerHealthRoutes(app, context);
  registerLogRoutes(app);
  registerFlagRoutes(app);
}
