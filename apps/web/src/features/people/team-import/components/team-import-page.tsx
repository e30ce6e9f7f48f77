import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useTeamImport } from '../api/team-import-api.ts';
import { ImportMappingStep } from './import-mapping-step.tsx';
import { ImportResultStep } from './import-result-step.tsx';
import { ImportReviewStep } from './import-review-step.tsx';
import { ImportUploadStep } from './import-upload-step.tsx';
import './team-import-page.css';

/** Which step an import is at: its status, or the mapping again when asked to change it. */
function activeStep(current: TeamImport | undefined, isRemapping: boolean): number {
  if (!current) return 0;
  if (current.status === 'uploaded' || isRemapping) return 1;
  if (current.status === 'checked') return 2;
  // Finished: every step is done.
  return current.status === 'running' ? 3 : 4;
}

/**
 * /admin/teams/import (admin): upload a CSV or XLSX file, map its columns, review every row's
 * check, then import with progress and a downloadable result. The import's id is in the
 * address (?import=…), so a reload or a later visit comes back to the same step.
 */
export function TeamImportPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const isRemapping = params.get('step') === 'map';
  const current = useTeamImport(importId);

  const open = (id: string | null, step?: 'map') => {
    const next = new URLSearchParams();
    if (id) next.set('import', id);
    if (step) next.set('step', step);
    setParams(next);
  };

  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const step = activeStep(current.data, isRemapping);
  return (
    <>
      <PageHeader
        title={t`Import teams`}
        description={t`Add or update many teams at once from a spreadsheet. Every row is checked before anything is written.`}
      />
      <Stepper
        active={step}
        size="sm"
        mb="xl"
        // Phones list the steps top to bottom; wider screens keep them on one line.
        orientation={isPhone ? 'vertical' : 'horizontal'}
        wrap={false}
        className="import-stepper"
        allowNextStepsSelect={false}
        aria-label={t`Import steps`}
        onStepClick={(index) => {
          if (index === 0) open(null);
          else if (index === 1 && current.data?.status !== 'running') open(importId, 'map');
        }}
      >
        <Stepper.Step label={t`Upload`} description={t`CSV or XLSX`} />
        <Stepper.Step label={t`Map columns`} description={t`Match them to team fields`} />
        <Stepper.Step label={t`Review`} description={t`See every row's check`} />
        <Stepper.Step label={t`Import`} description={t`Progress and result`} />
      </Stepper>
      {importId && current.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton h={40} />
          <Skeleton h={220} />
        </Stack>
      ) : importId && current.isError ? (
        <ErrorAlert error={current.error} />
      ) : !current.data ? (
        <ImportUploadStep onUploaded={(created) => open(created.id)} onOpen={open} />
      ) : step === 1 ? (
        <ImportMappingStep
          current={current.data}
          onChecked={() => open(current.data.id)}
          onStartAgain={() => open(null)}
        />
      ) : current.data.status === 'checked' ? (
        <ImportReviewStep current={current.data} onRemap={() => open(current.data.id, 'map')} />
      ) : (
        <ImportResultStep current={current.data} onStartAgain={() => open(null)} />
      )}
    </>
  );
}
