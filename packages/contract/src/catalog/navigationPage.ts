import { z } from 'zod';
import { addIssue } from './issues';

/** The shape of a navigation page; `children` nests the same shape. */
export interface NavigationPage {
  path: string;
  title: string;
  hidden: boolean;
  rawLink: boolean;
  position?: number | undefined;
  children: NavigationPage[];
}

/**
 * A page of the team-member portal's navigation (product/team-portal.md#navigation-tree
 * entry): its path, title, whether it is hidden in the navigation, whether its link is raw (a
 * plain link, not an in-app route), its authored position, and its children, whose paths lie
 * under its own.
 */
export const NavigationPage: z.ZodType<NavigationPage> = z
  .object({
    path: z.string().regex(/^(\/[a-z0-9-]+)+$/, 'A page path is /-separated lowercase segments'),
    title: z.string().min(1),
    hidden: z.boolean(),
    rawLink: z.boolean(),
    position: z.number().int().nonnegative().optional(),
    get children() {
      return z.array(NavigationPage);
    },
  })
  .superRefine((page, ctx) => {
    page.children.forEach((child, index) => {
      if (!child.path.startsWith(`${page.path}/`)) {
        addIssue(ctx, ['children', index, 'path'], `A child of ${page.path} has a path under it`);
      }
    });
  })
  .meta({ id: 'NavigationPage' });
