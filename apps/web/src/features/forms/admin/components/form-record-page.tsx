import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin } from '@showdesk/domain/people/permissions';
import {
  IconFileOff,
  IconInbox,
  IconMailForward,
  IconMessageCircleCheck,
  IconWebhook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { useSession } from '../../../../lib/session.ts';
import { type FormBundle, useDeleteForm, useFormBundle } from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';
import { type BuilderView, BuilderViewLink } from './builder-view-link.tsx';

interface FormRecordPageProps {
  /** The page's own heading ("Form settings"), or none for the form's title. */
  heading?: string;
  description: (bundle: FormBundle) => ReactNode;
  /** Which screen of the form this is: the other one is linked from the header. */
  view: BuilderView;
  skeleton: ReactNode;
  /** Offer the delete (the settings screen). */
  canDelete?: boolean;
  children: (bundle: FormBundle) => ReactNode;
}

/**
 * A form's admin screens (builder, settings) on the record frame, with the submissions and
 * confirmations links (and webhooks, for admins).
 */
export function FormRecordPage({ view, ...props }: FormRecordPageProps) {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const remove = useDeleteForm();
  const canManageWebhooks = isAdmin(useSession().member.permissions);
  return (
    <RecordPage
      query={useFormBundle(formId)}
      noun={{ one: 'form', many: 'forms' }}
      icon={<IconFileOff size={34} />}
      listPath={formPaths.list}
      id={formId}
      heading={props.heading}
      title={(bundle) => bundle.form.title}
      description={props.description}
      skeleton={props.skeleton}
      actions={(bundle) => (
        <>
          <HeaderLink to={formPaths.submissions(bundle.form.id)} icon={IconInbox}>
            <Trans>Submissions</Trans>
          </HeaderLink>
          <HeaderLink to={formPaths.confirmations(bundle.form.id)} icon={IconMessageCircleCheck}>
            <Trans>Confirmations</Trans>
          </HeaderLink>
          <HeaderLink to={formPaths.notifications(bundle.form.id)} icon={IconMailForward}>
            <Trans>Notifications</Trans>
          </HeaderLink>
          {canManageWebhooks ? (
            <HeaderLink to={formPaths.webhooks(bundle.form.id)} icon={IconWebhook}>
              <Trans>Webhooks</Trans>
            </HeaderLink>
          ) : null}
          <BuilderViewLink view={view} paths={formPaths} id={bundle.form.id} />
          <TranslationsLink kind="forms" recordId={bundle.form.id} />
        </>
      )}
      remove={
        props.canDelete
          ? {
              mutation: deleteOf(remove, formId),
              consequence: () =>
                t`Its fields, all its submissions and the files uploaded with them are deleted too. This can’t be undone.`,
            }
          : undefined
      }
    >
      {props.children}
    </RecordPage>
  );
}
