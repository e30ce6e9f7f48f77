import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Breadcrumbs as MantineBreadcrumbs,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { buildBreadcrumbs, type Crumb } from '@showdesk/domain/platform/breadcrumbs';
import { Link, useLocation } from 'react-router';
import { useBreadcrumbLabels } from '../../lib/breadcrumb-labels.ts';
import { useDomainWord } from '../../lib/domain-word.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Crumbs built from the path; the first is the event's dashboard term (spec section 2). A
 * record's crumb shows the name its page registers (`useBreadcrumbLabel`), as typed; until the
 * record is loaded it is a placeholder, never the raw id.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { terminology } = useSession();
  const labels = useBreadcrumbLabels();
  const { t } = useLingui();
  const word = useDomainWord();
  if (pathname === '/') return null;
  /** A crumb's title-cased word ("Card Layouts") as the domain's word ("Card layouts") says it. */
  const crumbWord = (label: string) => {
    const sentence = label
      .split(' ')
      .map((part, i) => (i === 0 || part === part.toUpperCase() ? part : part.toLowerCase()))
      .join(' ');
    const said = word(label);
    if (said !== label) return said;
    // Only a translation: in English the crumb keeps its title case.
    const saidSentence = word(sentence);
    return saidSentence !== sentence ? saidSentence : label;
  };
  // A crumb of the path's words is said in the reader's language; a record's name as written.
  const crumbs = buildBreadcrumbs(pathname, terminology, labels).map((crumb) =>
    crumb.isPending || (crumb.path.split('/').at(-1) ?? '') in labels
      ? crumb
      : { ...crumb, label: crumbWord(crumb.label) },
  );
  return (
    <nav aria-label={t`Breadcrumb`}>
      <MantineBreadcrumbs separator="›" mb="sm" className="shell-breadcrumbs">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page" c="dimmed">
              <CrumbLabel crumb={crumb} />
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              <CrumbLabel crumb={crumb} />
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  if (!crumb.isPending) return crumb.label;
  return (
    <>
      <Skeleton
        component="span"
        display="inline-block"
        h={12}
        w={80}
        aria-hidden
        style={{ verticalAlign: 'middle' }}
      />
      <VisuallyHidden>
        <Trans>Loading name</Trans>
      </VisuallyHidden>
    </>
  );
}
