import type {
  Confirmation,
  ConfirmationInput,
  ConfirmationUpdate,
} from '@showdesk/domain/forms/confirmations';
import {
  useCreateFormRecord,
  useDeleteFormRecord,
  useFormRecord,
  useFormRecordList,
  useReorderFormRecords,
  useUpdateFormRecord,
} from './form-records-api.ts';

/** A form's confirmations in the order they are tried. */
export const useConfirmations = (formId: string) =>
  useFormRecordList<Confirmation>('confirmations', formId);
export const useConfirmation = (formId: string, id: string) =>
  useFormRecord<Confirmation>('confirmations', formId, id);
export const useCreateConfirmation = (formId: string) =>
  useCreateFormRecord<Confirmation, ConfirmationInput>('confirmations', formId);
export const useUpdateConfirmation = (formId: string, id: string) =>
  useUpdateFormRecord<Confirmation, ConfirmationUpdate>('confirmations', formId, id);
export const useDeleteConfirmation = (formId: string) =>
  useDeleteFormRecord('confirmations', formId);
export const useReorderConfirmations = (formId: string) =>
  useReorderFormRecords<Confirmation>('confirmations', formId);
