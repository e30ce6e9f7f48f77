import type {
  FormNotification,
  FormNotificationInput,
  FormNotificationUpdate,
} from '@showdesk/domain/forms/form-notifications';
import {
  useCreateFormRecord,
  useDeleteFormRecord,
  useFormRecord,
  useFormRecordList,
  useUpdateFormRecord,
} from './form-records-api.ts';

/** A form's notifications in their order. */
export const useFormNotifications = (formId: string) =>
  useFormRecordList<FormNotification>('notifications', formId);
export const useFormNotification = (formId: string, id: string) =>
  useFormRecord<FormNotification>('notifications', formId, id);
export const useCreateFormNotification = (formId: string) =>
  useCreateFormRecord<FormNotification, FormNotificationInput>('notifications', formId);
export const useUpdateFormNotification = (formId: string, id: string) =>
  useUpdateFormRecord<FormNotification, FormNotificationUpdate>('notifications', formId, id);
export const useDeleteFormNotification = (formId: string) =>
  useDeleteFormRecord('notifications', formId);
