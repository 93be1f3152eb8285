import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, TRAINER_PAGE_ROUTE } from '@clubjoin/domain/pages';
import { APP_ROUTE_PATHS } from './router';

describe('the app’s routes', () => {
  it('are the pages of the domain’s table, which the server answers 200 (and 404 elsewhere)', () => {
    expect([...APP_ROUTE_PATHS].sort()).toEqual([...APP_PAGE_PATHS, TRAINER_PAGE_ROUTE].sort());
  });
});
