import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const taskLists = () => import('./components/task-list-page.tsx');
const groupLists = () => import('./components/task-group-list-page.tsx');

/**
 * /admin/tasks and /admin/task-groups (moderator+): lists, archived, add and the record pages;
 * /admin/tasks/:taskId/report is a placeholder, as every report is.
 */
export const taskAdminRoutes: RouteObject[] = [
  { path: 'tasks', lazy: lazyPage(taskLists, (m) => m.TaskListPage) },
  { path: 'tasks/archived', lazy: lazyPage(taskLists, (m) => m.TaskArchivedPage) },
  {
    path: 'tasks/add',
    lazy: lazyPage(
      () => import('./components/task-add-page.tsx'),
      (m) => m.TaskAddPage,
    ),
  },
  {
    path: 'tasks/:taskId',
    lazy: lazyPage(
      () => import('./components/task-page.tsx'),
      (m) => m.TaskPage,
    ),
  },
  {
    path: 'tasks/:taskId/report',
    lazy: lazyPage(
      () => import('./components/task-report-page.tsx'),
      (m) => m.TaskReportPage,
    ),
  },
  { path: 'task-groups', lazy: lazyPage(groupLists, (m) => m.TaskGroupListPage) },
  { path: 'task-groups/archived', lazy: lazyPage(groupLists, (m) => m.TaskGroupArchivedPage) },
  {
    path: 'task-groups/add',
    lazy: lazyPage(
      () => import('./components/task-group-add-page.tsx'),
      (m) => m.TaskGroupAddPage,
    ),
  },
  {
    path: 'task-groups/:taskGroupId',
    lazy: lazyPage(
      () => import('./components/task-group-page.tsx'),
      (m) => m.TaskGroupPage,
    ),
  },
];
