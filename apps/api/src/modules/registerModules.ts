import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from './health/routes';
import type { ModuleContext } from './moduleContext';

/** Registers every service module's routes: one line per module. */
export function registerModules(app: FastifyInstance, context: ModuleContext): void {
  registerHealthRoutes(app, context);
}
