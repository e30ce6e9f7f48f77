import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const taskLists = () => import('./components/task-list-page.tsx');
const groupLists = () => import('./components/task-group-list-page.tsx');

/**
 * /admin/tasks and /admin/task-groups (moderator+): lists, archived, add and the record pages;
 * /admin/tasks/:taskId/report is a placeholder, as every report is.
 */
export const taskAdminRoutes: RouteObject[] = [
  { path: 'tasks', lazy: page(taskLists, (m) => m.TaskListPage) },
  { path: 'tasks/archived', lazy: page(taskLists, (m) => m.TaskArchivedPage) },
  {
    path: 'tasks/add',
    lazy: page(
      () => import('./components/task-add-page.tsx'),
      (m) => m.TaskAddPage,
    ),
  },
  {
    path: 'tasks/:taskId',
    lazy: page(
      () => import('./components/task-page.tsx'),
      (m) => m.TaskPage,
    ),
  },
  {
    path: 'tasks/:taskId/report',
    lazy: page(
      () => import('./components/task-report-page.tsx'),
      (m) => m.TaskReportPage,
    ),
  },
  { path: 'task-groups', lazy: page(groupLists, (m) => m.TaskGroupListPage) },
  { path: 'task-groups/archived', lazy: page(groupLists, (m) => m.TaskGroupArchivedPage) },
  {
    path: 'task-groups/add',
    lazy: page(
      () => import('./components/task-group-add-page.tsx'),
      (m) => m.TaskGroupAddPage,
    ),
  },
  {
    path: 'task-groups/:taskGroupId',
    lazy: page(
      () => import('./components/task-group-page.tsx'),
      (m) => m.TaskGroupPage,
    ),
  },
];
