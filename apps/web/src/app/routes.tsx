import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/system/NotFoundPage';

/** The route table of PRODUCT.md §2; screens load lazily so each route ships only its own code. */
export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
