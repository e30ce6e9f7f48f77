import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

const taskPage = lazyPage(
  () => import('./components/member-task-page.tsx'),
  (m) => m.MemberTaskPage,
);

/** /tasks, /tasks/:taskId and /content/:contentId/task/:taskId for members (spec section 2). */
export const taskMemberRoutes: RouteObject[] = [
  {
    path: 'tasks',
    lazy: lazyPage(
      () => import('./components/member-tasks-page.tsx'),
      (m) => m.MemberTasksPage,
    ),
  },
  { path: 'tasks/:taskId', lazy: taskPage },
  { path: 'content/:contentId/task/:taskId', lazy: taskPage },
  // The breadcrumb's "Task" crumb between the two leads back to the content page.
  { path: 'content/:contentId/task', element: <Navigate to=".." relative="path" replace /> },
];
