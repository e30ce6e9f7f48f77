import { Trans } from '@lingui/react/macro';
import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportRenderError } from '../../lib/error-reporting.ts';

/** The router's default error screen, for failures outside any page (spec, calls section 8). */
export function UnexpectedError() {
  const error = useRouteError();
  useEffect(() => reportRenderError(error), [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Stack component="main" p="xl" maw={640} mx="auto" mt="10vh" gap="md">
      <Title order={1}>
        <Trans>Unexpected Application Error!</Trans>
      </Title>
      {detail ? <Code block>{detail}</Code> : null}
      <Text>
        <Anchor href="/">
          <Trans>Reload the app</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
