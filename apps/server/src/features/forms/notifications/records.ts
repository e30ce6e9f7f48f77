import { type FormNotification, sendToTypes } from '@showdesk/domain/forms/form-notifications';
import { logicRuleSchema } from '@showdesk/domain/forms/logic-map';
import { z } from 'zod';
import type { FormNotificationRow } from './queries.ts';

const storedRules = z.array(logicRuleSchema).catch([]);
const storedSendToType = z.enum(sendToTypes).catch('user');

export function toFormNotification(row: FormNotificationRow): FormNotification {
  return {
    id: row.id,
    formId: row.formId,
    name: row.name,
    message: row.message,
    sendToType: storedSendToType.parse(row.sendToType),
    sendTo: row.sendTo,
    sendToFieldGroupId: row.sendToFieldGroupId,
    sendToLoopIndex: row.sendToLoopIndex,
    bccTo: row.bccTo,
    replyTo: row.replyTo,
    isFormTitleSubjectLine: row.isFormTitleSubjectLine,
    subjectLine: row.subjectLine,
    showSubmission: row.showSubmission,
    showCustomFields: row.showCustomFields,
    showHiddenCustomFields: row.showHiddenCustomFields,
    operator: row.operator === 'ALL' ? 'ALL' : 'ANY',
    rules: storedRules.parse(row.rules),
    isAdminDefault: row.isAdminDefault,
    isUserDefault: row.isUserDefault,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
