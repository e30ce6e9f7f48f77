import { Progress, Stack, Text } from '@mantine/core';

/** An upload under way, in percent; at 100% the server is still checking and storing it. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label="Upload progress" animated />
      <Text size="sm" c="dimmed" role="status">
        {percent < 100 ? `Uploading… ${percent}%` : 'Uploaded 100%. Saving the file…'}
      </Text>
    </Stack>
  );
}
